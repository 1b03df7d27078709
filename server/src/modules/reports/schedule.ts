import type { ReportInterval } from '@subreddit-signal/contract';

/** Reports go out at this local hour: Mondays (weekly) and the 1st of the month (monthly). */
export const REPORT_HOUR = 8;

export interface LocalParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  /** 0 = Sunday … 6 = Saturday. */
  weekday: number;
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const formatters = new Map<string, Intl.DateTimeFormat>();

/** The wall-clock time at `at` in the IANA zone `tz`. */
export function localParts(at: Date, tz: string): LocalParts {
  let f = formatters.get(tz);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: tz,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      weekday: 'short',
      hourCycle: 'h23',
    });
    formatters.set(tz, f);
  }
  const p = Object.fromEntries(f.formatToParts(at).map((x) => [x.type, x.value]));
  return {
    year: Number(p.year),
    month: Number(p.month),
    day: Number(p.day),
    hour: Number(p.hour) % 24,
    minute: Number(p.minute),
    weekday: WEEKDAYS.indexOf(p.weekday ?? ''),
  };
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The period whose report is due at `at` for a subscriber in `tz`, or null before it starts: weekly
 * 'W<yyyy-mm-dd of the Monday>' from Monday 08:00 local until the next Monday 08:00, monthly
 * 'M<yyyy-mm>' from the 1st 08:00 local until the next 1st 08:00. A period is due from its start on
 * until a delivery row exists for it (catch-up: a tick missed at 08:00 is made up by a later one);
 * on Monday / the 1st before 08:00 nothing is due (the previous period is no longer caught up).
 */
export function duePeriodKey(at: Date, tz: string, interval: ReportInterval): string | null {
  const p = localParts(at, tz);
  if (interval === 'WEEKLY') {
    if (p.weekday === 1 && p.hour < REPORT_HOUR) return null;
    // The Monday of the local week (calendar arithmetic on the local date, so DST does not matter).
    const monday = new Date(Date.UTC(p.year, p.month - 1, p.day - ((p.weekday + 6) % 7)));
    return `W${monday.getUTCFullYear()}-${pad(monday.getUTCMonth() + 1)}-${pad(monday.getUTCDate())}`;
  }
  if (p.day === 1 && p.hour < REPORT_HOUR) return null;
  return `M${p.year}-${pad(p.month)}`;
}

/** 'Tuesday 14:05' in `tz` for a weekly slot given in UTC (day 0 = Sunday, 'HH:mm'), near `ref`. */
export function slotInZone(slot: { day: number; averageTime: string }, tz: string, ref: Date): string {
  const [h, m] = slot.averageTime.split(':').map(Number);
  const d = new Date(Date.UTC(ref.getUTCFullYear(), ref.getUTCMonth(), ref.getUTCDate(), h, m));
  d.setUTCDate(d.getUTCDate() + ((slot.day - d.getUTCDay() + 7) % 7));
  return new Intl.DateTimeFormat('en-US', { timeZone: tz, weekday: 'long', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(
    d,
  );
}

/** 'Nov 26, 2026, 18:30' in `tz` for an ISO instant; null for a missing or unreadable one. */
export function instantInZone(iso: string | null | undefined, tz: string): string | null {
  const at = iso ? Date.parse(iso) : NaN;
  if (!Number.isFinite(at)) return null;
  return new Intl.DateTimeFormat('en-US', {
    timeZone: tz,
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(at);
}
