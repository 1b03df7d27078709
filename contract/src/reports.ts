import * as yup from 'yup';

/**
 * The report subscription (/subscriber/*: e-mail, subreddits, weekly or monthly delivery): its
 * request and response shapes, messages and defaults, shared by the server (validation) and the
 * web client.
 */

export const REPORT_INTERVALS = ['WEEKLY', 'MONTHLY'] as const;
export type ReportInterval = (typeof REPORT_INTERVALS)[number];
/** The default report frequency is Weekly. */
export const DEFAULT_REPORT_INTERVAL: ReportInterval = 'WEEKLY';
/** The popular list on /trends-reports. */
export const REPORT_POPULAR_SUBREDDITS: readonly string[] = [
  'marketing',
  'digitalmarketing',
  'gaming',
  'technology',
  'news',
  'startups',
  'smallbusiness',
  'FinancialPlanning',
  'HR',
  'ProductManagement',
];
/** The zone reports are scheduled in when the browser sent none. */
export const DEFAULT_REPORT_TIME_ZONE = 'UTC';

export const REPORT_MSG = {
  emailRequired: 'Please enter your email',
  emailInvalid: 'Please enter a valid email',
  subRedditsRequired: 'Please select at least one subreddit',
  intervalRequired: 'Please select a delivery frequency',
  timeZoneInvalid: 'Please choose a valid time zone',
  subredditName: 'Subreddit names must be 1 to 64 characters',
  /** The success banner after create or update. */
  activated: 'Your subscription for receiving reports has been successfully activated.',
  notFound: 'You have no report subscription yet',
  reportNotFound: 'Report not found',
  audienceNotFound: 'Audience not found',
  audienceEmpty: 'This audience has no communities yet: add some before a report follows it.',
} as const;

/** A simple address pattern: text@text.text. */
export const REPORT_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Whether `tz` is an IANA zone this runtime knows (Intl). */
export function isValidTimeZone(tz: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}

/** POST /subscriber/create and PUT /subscriber/update: email, subReddits, interval (+ the browser's timeZone). */
export const subscriberRequest = yup.object({
  email: yup
    .string()
    .required(REPORT_MSG.emailRequired)
    .max(254, REPORT_MSG.emailInvalid)
    .matches(REPORT_EMAIL_PATTERN, REPORT_MSG.emailInvalid),
  subReddits: yup
    .array(yup.string().defined().min(1, REPORT_MSG.subredditName).max(64, REPORT_MSG.subredditName))
    .required(REPORT_MSG.subRedditsRequired)
    .min(1, REPORT_MSG.subRedditsRequired)
    .max(200, REPORT_MSG.subRedditsRequired),
  interval: yup
    .string()
    .required(REPORT_MSG.intervalRequired)
    .oneOf(REPORT_INTERVALS as unknown as string[], REPORT_MSG.intervalRequired) as yup.StringSchema<ReportInterval>,
  timeZone: yup
    .string()
    .optional()
    .max(64, REPORT_MSG.timeZoneInvalid)
    .test('tz', REPORT_MSG.timeZoneInvalid, (v) => v === undefined || isValidTimeZone(v)),
  /**
   * Ours, not the spec's: the audience the report follows (its communities, and what changed in its
   * themes); null or absent for a plain list of subreddits.
   */
  audienceId: yup.string().max(64, REPORT_MSG.audienceNotFound).nullable().optional(),
});
export type SubscriberRequest = yup.InferType<typeof subscriberRequest>;

/**
 * 'pending': a non-account address waits for its confirmation link (nothing is sent to it);
 * 'active': reports go out. The unsubscribe link in a report removes the subscription.
 */
export type SubscriberStatus = 'pending' | 'active';

/** A report subscriber: email, subReddits, delivery_interval as the client reads them, plus ours. */
export interface Subscriber {
  _id: string;
  email: string;
  subReddits: string[];
  interval: ReportInterval;
  /** The spec's name for the same value. */
  delivery_interval: ReportInterval;
  /** IANA zone the 08:00 delivery is scheduled in. */
  timeZone: string;
  status: SubscriberStatus;
  confirmed: boolean;
  /** Mail to this address failed permanently too often: nothing more is sent to it. */
  suppressed: boolean;
  /** The audience the report follows (its members are the report's communities), or null. */
  audienceId?: string | null;
  audienceName?: string | null;
  createdAt: string;
  updatedAt: string;
}

/** GET /subscriber/details */
export interface SubscriberDetailsResponse {
  subscriber: Subscriber | null;
}
/** POST /subscriber/create */
export interface CreateSubscriberResponse {
  message: string;
  newSubscriber: Subscriber;
}
/** PUT /subscriber/update */
export interface UpdateSubscriberResponse {
  message: string;
  updatedSubscriber: Subscriber;
}

/** GET /subscriber/reports: past sent reports, newest first. */
export interface PastReportSummary {
  _id: string;
  periodKey: string;
  subject: string;
  email: string;
  sentAt: string;
}
export interface PastReportListResponse {
  reports: PastReportSummary[];
}
/** GET /subscriber/reports/:id: one report as sent. */
export interface PastReportResponse {
  report: PastReportSummary & { html: string; text: string };
}
