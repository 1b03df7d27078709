/**
 * What changed in an audience's themes from one report period to the next (issue 26 point 5,
 * decision 035). Each sent report stores the snapshot of its period; the next report compares its
 * own period against that stored snapshot, never against a recomputation over different data.
 * Pure: posts and snapshots in, snapshot and changes out.
 */
import { THEME_KIND_LABEL, type ThemeKind } from '@subreddit-signal/contract';
import { mineThemes, OTHER_LABEL, type ThemePost } from '../audiences';

const DAY = 86_400;
/** Links kept per theme: enough to check a theme by reading, few enough for an e-mail. */
export const THEME_LINKS = 3;
/** Changes listed per group (new, grew, faded); the biggest moves first. */
export const CHANGES_PER_GROUP = 5;
/** A theme grew or faded when its count moved by at least this many texts… */
export const MIN_THEME_MOVE = 2;
/** …and by at least this share of the larger count, so 40 → 38 is not news. */
export const MIN_THEME_MOVE_SHARE = 0.25;

export interface SnapshotTheme {
  id: string;
  kind: ThemeKind;
  label: string;
  /** Posts and comments of the period behind the theme. */
  count: number;
  links: { title: string; url: string; subreddit: string }[];
}

export interface ThemeSnapshot {
  audienceId: string;
  audienceName: string;
  /** The period read: texts written after `from` up to `to` (ISO dates). */
  from: string;
  to: string;
  /** Posts and comments of the period read. */
  read: number;
  themes: SnapshotTheme[];
}

export interface ThemeChange {
  theme: SnapshotTheme;
  now: number;
  before: number;
}

export interface ThemeChanges {
  current: ThemeSnapshot;
  /** Null on the first report of the audience: there is no earlier period to compare. */
  previous: ThemeSnapshot | null;
  fresh: ThemeChange[];
  grew: ThemeChange[];
  faded: ThemeChange[];
}

export interface PeriodCommunity {
  asOf: number;
  posts: readonly ThemePost[];
}

const isoDay = (unix: number) => new Date(unix * 1000).toISOString().slice(0, 10);

/**
 * The audience's themes over the period's texts: the `days` before the newest data moment of its
 * communities. Older posts only name the themes (so a theme keeps its name across periods).
 */
export function themeSnapshot(
  audience: { id: string; name: string },
  communities: readonly { name: string; data: PeriodCommunity }[],
  days: number,
): ThemeSnapshot {
  const to = Math.max(0, ...communities.map((c) => c.data.asOf));
  const from = to - days * DAY;
  const mined = mineThemes({
    posts: communities.flatMap((c) => c.data.posts.filter((p) => p.createdUtc <= to)),
    sort: 'engagement',
    exclude: communities.map((c) => c.name),
    countFrom: from,
  });
  // A recurring topic that is already a pain, question, request or money theme would say the same twice.
  const intentLabels = new Set(mined.themes.filter((t) => t.kind !== 'topic').map((t) => t.label));
  return {
    audienceId: audience.id,
    audienceName: audience.name,
    from: isoDay(from),
    to: isoDay(to),
    read: mined.read.posts + mined.read.comments,
    themes: mined.themes
      .filter((t) => t.label !== OTHER_LABEL && !(t.kind === 'topic' && intentLabels.has(t.label)))
      .map((t) => ({
        id: t.id,
        kind: t.kind,
        label: t.label,
        count: t.posts + t.comments,
        links: t.evidence.slice(0, THEME_LINKS).map((e) => ({ title: e.title || e.excerpt, url: e.url, subreddit: e.subreddit })),
      })),
  };
}

const moved = (now: number, before: number) =>
  Math.abs(now - before) >= MIN_THEME_MOVE && Math.abs(now - before) >= MIN_THEME_MOVE_SHARE * Math.max(now, before);

/** A stored snapshot as read back from the database: anything malformed counts as none. */
export function readSnapshot(raw: unknown): ThemeSnapshot | null {
  const s = raw as Partial<ThemeSnapshot> | null;
  if (!s || typeof s !== 'object' || typeof s.audienceId !== 'string' || !Array.isArray(s.themes)) return null;
  return s as ThemeSnapshot;
}

/** New, grown and faded themes of `current` against `previous` (of the same audience; another audience's is no baseline). */
export function compareThemes(current: ThemeSnapshot, previous: ThemeSnapshot | null): ThemeChanges {
  const base = previous && previous.audienceId === current.audienceId ? previous : null;
  const changes: ThemeChanges = { current, previous: base, fresh: [], grew: [], faded: [] };
  if (!base) return changes;
  const before = new Map(base.themes.map((t) => [t.id, t]));
  const now = new Map(current.themes.map((t) => [t.id, t]));
  for (const t of current.themes) {
    const old = before.get(t.id);
    if (!old) changes.fresh.push({ theme: t, now: t.count, before: 0 });
    else if (t.count > old.count && moved(t.count, old.count)) changes.grew.push({ theme: t, now: t.count, before: old.count });
  }
  for (const old of base.themes) {
    const t = now.get(old.id);
    const count = t?.count ?? 0;
    // A faded theme links what it rested on: this period's posts if any are left, else the earlier ones.
    if (count < old.count && moved(count, old.count)) changes.faded.push({ theme: t ?? old, now: count, before: old.count });
  }
  const byMove = (a: ThemeChange, b: ThemeChange) =>
    Math.abs(b.now - b.before) - Math.abs(a.now - a.before) || a.theme.label.localeCompare(b.theme.label);
  for (const list of [changes.fresh, changes.grew, changes.faded]) list.sort(byMove).splice(CHANGES_PER_GROUP);
  return changes;
}

export const themeKindName = (kind: ThemeKind) => THEME_KIND_LABEL[kind].toLowerCase();
