import {
  DEFAULT_REPORT_INTERVAL,
  REPORT_MSG,
  subscriberRequest,
  type ReportInterval,
  type Subscriber,
  type SubscriberRequest,
  bareSubredditName,
} from '@subreddit-signal/contract';

/** The form's values: what the user edits (the time zone is the browser's, sent on save). */
export interface ReportFormValues {
  email: string;
  subReddits: string[];
  interval: ReportInterval;
  /** The audience the report follows ('' for none): its communities then are the report's. */
  audienceId: string;
}

/** The contract's rules without the time zone, which the form never shows. */
export const reportFormSchema = subscriberRequest.pick(['email', 'subReddits', 'interval']);

/** Search debounce for the subreddit box. */
export const REPORT_SEARCH_DEBOUNCE_MS = 500;
/** How long the success and validation banners stay. */
export const REPORT_BANNER_MS = 3000;

export const REPORTS_TEXT = {
  title: 'Automated weekly reports',
  intro: 'Pick the subreddits you follow and get their trends by e-mail, every week or every month.',
  subscribe: 'Save changes and subscribe',
  save: 'Save changes',
  delete: 'Delete subscription',
  confirmDelete: 'Are you sure you want to cancel subscription to reports?',
  cancelSubscription: 'Cancel subscription',
  keep: 'Keep subscription',
  sendTest: 'Send me a test report now',
  testSent: 'A test report is on its way.',
  activated: REPORT_MSG.activated,
  validation: 'Please fix the highlighted fields.',
  pastReports: 'Past reports',
  noPastReports: 'No reports have been sent yet.',
  freeTitle: 'Reports are a Pro feature',
  freeText: 'Automated weekly or monthly e-mail reports on the subreddits you follow are part of the paid plans. Upgrade to subscribe.',
  seePlans: 'See plans',
  pending: (email: string) => `Check ${email} to confirm: we sent it a link, and reports start once it is confirmed.`,
  audience: 'Follow an audience',
  noAudience: 'No audience: pick subreddits',
  audienceHint: (name: string) =>
    `The report follows your audience “${name}”: its communities are the report's, and each e-mail shows what changed in its themes.`,
  audienceHintNone: 'A report that follows one of your audiences covers its communities and what changed in its themes.',
  suppressed: (email: string) =>
    `We could not deliver to ${email}: mail to it kept failing, so nothing more is sent there. Save another address to receive reports.`,
} as const;

export const emptyReportForm = (): ReportFormValues => ({ email: '', subReddits: [], interval: DEFAULT_REPORT_INTERVAL, audienceId: '' });

/** The saved copy as form values (the baseline the form is dirty against). */
export const subscriberToForm = (s: Subscriber): ReportFormValues => ({
  email: s.email,
  subReddits: [...s.subReddits],
  interval: s.interval,
  audienceId: s.audienceId ?? '',
});

/** `name` added at the end unless it is already there (names compare case-insensitively). */
export function addSubreddit(list: readonly string[], name: string): string[] {
  const clean = bareSubredditName(name);
  if (!clean || hasSubreddit(list, clean)) return [...list];
  return [...list, clean];
}

export const hasSubreddit = (list: readonly string[], name: string) => list.some((n) => n.toLowerCase() === name.toLowerCase());

export const removeSubreddit = (list: readonly string[], name: string) => list.filter((n) => n.toLowerCase() !== name.toLowerCase());

/** The browser's IANA time zone, for scheduling the 08:00 delivery. */
export function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}

/** The request body for create and update. */
export const toRequest = (v: ReportFormValues): SubscriberRequest => ({
  email: v.email.trim(),
  subReddits: v.subReddits,
  interval: v.interval,
  timeZone: browserTimeZone(),
  // Absent means none: the saved subscription then stops following an audience.
  ...(v.audienceId ? { audienceId: v.audienceId } : {}),
});
