/** Time helpers of the analysis engine. All times are Unix seconds, all calendars UTC. */

export const HOUR_S = 3600;
export const DAY_S = 86_400;
export const WEEK_S = 7 * DAY_S;

/** The week and month views: the 7 and 30 days that end at the data's asOf. */
export const WEEK_DAYS = 7;
export const MONTH_DAYS = 30;

/** Day of week (0 = Sunday … 6 = Saturday) and hour (0–23), UTC. */
export function weekdayHour(t: number): { day: number; hour: number; minute: number } {
  const s = Math.floor(t);
  const days = Math.floor(s / DAY_S);
  const secOfDay = s - days * DAY_S;
  // 1 January 1970 was a Thursday (4).
  const day = (((days + 4) % 7) + 7) % 7;
  const hour = Math.floor(secOfDay / HOUR_S);
  const minute = Math.floor((secOfDay - hour * HOUR_S) / 60);
  return { day, hour, minute };
}

/** 'HH:mm' from an hour and a minute. */
export function hhmm(hour: number, minute: number): string {
  return `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
}

/** ISO calendar date 'YYYY-MM-DD' (UTC) of a Unix time; null when it is not a valid time. */
export function isoDate(t: number): string | null {
  if (!Number.isFinite(t)) return null;
  const d = new Date(t * 1000);
  return Number.isNaN(d.getTime()) ? null : d.toISOString().slice(0, 10);
}

/** ISO date-time of a Unix time; null when it is not a valid time. */
export function isoDateTime(t: number): string | null {
  if (!Number.isFinite(t)) return null;
  const d = new Date(t * 1000);
  return Number.isNaN(d.getTime()) ? null : d.toISOString();
}

/** Whether `t` falls in the `days` days that end at `asOf`: asOf − days·24 h < t ≤ asOf. */
export function inWindow(t: number, asOf: number, days: number): boolean {
  return t > asOf - days * DAY_S && t <= asOf;
}

/** Time-of-day buckets: 5–11 morning, 12–16 afternoon, 17–20 evening, otherwise night. */
export type TimeOfDay = 'morning' | 'afternoon' | 'evening' | 'night';
export function timeOfDay(hour: number): TimeOfDay {
  if (hour >= 5 && hour <= 11) return 'morning';
  if (hour >= 12 && hour <= 16) return 'afternoon';
  if (hour >= 17 && hour <= 20) return 'evening';
  return 'night';
}
