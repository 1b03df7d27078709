import type { BestTimeSlot } from '@subreddit-signal/contract';

/** The timezone offset selector offers UTC+1 … UTC+4, default 1. */
export const TZ_OFFSETS = [1, 2, 3, 4] as const;
export type TzOffset = (typeof TZ_OFFSETS)[number];
export const DEFAULT_TZ_OFFSET: TzOffset = 1;

export const DAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
export const DAY_SHORT = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
/** Display order of the week: Monday first. */
export const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0] as const;

/** Time-of-day buckets: 5–11 morning, 12–16 afternoon, 17–20 evening, otherwise night. */
export type TimeOfDay = 'morning' | 'afternoon' | 'evening' | 'night';
export const TIME_OF_DAY: readonly { key: TimeOfDay; label: string; hours: string }[] = [
  { key: 'morning', label: 'Morning', hours: '05:00–11:59' },
  { key: 'afternoon', label: 'Afternoon', hours: '12:00–16:59' },
  { key: 'evening', label: 'Evening', hours: '17:00–20:59' },
  { key: 'night', label: 'Night', hours: '21:00–04:59' },
];

export function timeOfDay(hour: number): TimeOfDay {
  if (hour >= 5 && hour <= 11) return 'morning';
  if (hour >= 12 && hour <= 16) return 'afternoon';
  if (hour >= 17 && hour <= 20) return 'evening';
  return 'night';
}

const MINUTES_PER_DAY = 24 * 60;
const MINUTES_PER_WEEK = 7 * MINUTES_PER_DAY;
const pad = (n: number) => String(n).padStart(2, '0');
const mod = (n: number, m: number) => ((n % m) + m) % m;

/** 'HH:mm' → minutes after midnight, or null. */
export function parseHhmm(value: string | null | undefined): number | null {
  const m = /^(\d{1,2}):(\d{2})$/.exec(value ?? '');
  if (!m) return null;
  const h = Number(m[1]);
  const min = Number(m[2]);
  return h < 24 && min < 60 ? h * 60 + min : null;
}

export const hhmm = (minutes: number) => `${pad(Math.floor(mod(minutes, MINUTES_PER_DAY) / 60))}:${pad(mod(minutes, 60))}`;

/** A UTC 'HH:mm' moved by `offsetMinutes` (same clock time on another day wraps around). */
export function shiftHhmm(value: string | null | undefined, offsetMinutes: number): string | null {
  const minutes = parseHhmm(value);
  return minutes === null ? null : hhmm(minutes + offsetMinutes);
}

export interface LocalSlot extends BestTimeSlot {
  /** Day of week (0 = Sunday) and 'HH:mm' in the chosen offset. */
  localDay: number;
  localTime: string;
  localHour: number;
}

/** A best-time slot (UTC day and average time) seen at UTC+`offsetHours`. */
export function shiftSlot(slot: BestTimeSlot, offsetHours: number): LocalSlot {
  const minutes = parseHhmm(slot.averageTime) ?? slot.hour * 60;
  const at = mod(slot.day * MINUTES_PER_DAY + minutes + offsetHours * 60, MINUTES_PER_WEEK);
  const localDay = Math.floor(at / MINUTES_PER_DAY);
  const ofDay = at - localDay * MINUTES_PER_DAY;
  return { ...slot, localDay, localTime: hhmm(ofDay), localHour: Math.floor(ofDay / 60) };
}

/** Slots at UTC+`offsetHours`, grouped into the four times of day, best performance first. */
export function groupSlots(slots: readonly BestTimeSlot[], offsetHours: number): Record<TimeOfDay, LocalSlot[]> {
  const groups: Record<TimeOfDay, LocalSlot[]> = { morning: [], afternoon: [], evening: [], night: [] };
  for (const slot of slots) {
    const local = shiftSlot(slot, offsetHours);
    groups[timeOfDay(local.localHour)].push(local);
  }
  for (const list of Object.values(groups))
    list.sort((a, b) => b.performance - a.performance || a.localDay - b.localDay || a.localTime.localeCompare(b.localTime));
  return groups;
}

/** 120 → 'UTC+2', 330 → 'UTC+5:30', -180 → 'UTC−3', 0 → 'UTC'. */
export function formatUtcOffset(minutes: number): string {
  if (minutes === 0) return 'UTC';
  const sign = minutes > 0 ? '+' : '−';
  const abs = Math.abs(minutes);
  const h = Math.floor(abs / 60);
  const m = abs % 60;
  return `UTC${sign}${h}${m ? `:${pad(m)}` : ''}`;
}

export interface LocalHeatmap {
  /** [day 0 = Sunday][hour 0–23] in the viewer's time. */
  grid: (number | null)[][];
  /** Minutes past the hour at which every local column starts (30 for UTC+5:30). */
  minute: number;
}

/** Whether the value is the 7 × 24 grid the contract promises. */
export function isWeekGrid(grid: unknown): grid is (number | null)[][] {
  return Array.isArray(grid) && grid.length === 7 && grid.every((row) => Array.isArray(row) && row.length === 24);
}

/**
 * The UTC weekday × hour grid seen from a time zone `offsetMinutes` east of UTC. The UTC cell that
 * covers [h, h+1) covers [h + offset, h + 1 + offset) locally, so the grid moves by whole hours
 * and, for zones such as UTC+5:30, the local columns start at :30. Nothing is interpolated.
 */
export function shiftHeatmap(grid: (number | null)[][], offsetMinutes: number): LocalHeatmap {
  const wholeHours = Math.floor(offsetMinutes / 60);
  const minute = offsetMinutes - wholeHours * 60;
  const out: (number | null)[][] = Array.from({ length: 7 }, () => Array<number | null>(24).fill(null));
  for (let day = 0; day < 7; day++) {
    for (let hour = 0; hour < 24; hour++) {
      const local = mod(day * 24 + hour + wholeHours, 168);
      out[Math.floor(local / 24)]![local % 24] = grid[day]?.[hour] ?? null;
    }
  }
  return { grid: out, minute };
}

const DAY_AND_TIME = new Intl.DateTimeFormat('en-US', {
  timeZone: 'UTC',
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/**
 * An instant seen at UTC+`offsetHours`: 'November 26, 2026 at 23:30' (no zone label: the caller adds
 * the page's). The instant is moved and read as UTC, so the browser's own zone never leaks in. Null
 * for a missing or unreadable value.
 */
export function formatInstantAt(iso: string | null | undefined, offsetHours: number): string | null {
  const at = iso ? Date.parse(iso) : NaN;
  if (!Number.isFinite(at)) return null;
  const parts = Object.fromEntries(DAY_AND_TIME.formatToParts(new Date(at + offsetHours * 3_600_000)).map((p) => [p.type, p.value]));
  return `${parts.month} ${parts.day}, ${parts.year} at ${parts.hour}:${parts.minute}`;
}
