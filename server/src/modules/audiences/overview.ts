/**
 * The audience page's numbers from its members' stored or live posts: sizes, activity, each
 * member's share of the conversation, best times across members (each member's own best-time
 * heatmap, so every member weighs the same however large), topic overlap and communities worth adding.
 */
import type {
  Audience,
  AudienceBestTime,
  AudienceMember,
  AudienceOverlap,
  AudienceOverview,
  AudienceSuggestion,
} from '@subreddit-signal/contract';
import { bestTimes, canonicalPosts, cosine, postsPerWeekFigure } from '../analysis';
import type { SubredditPosts } from '../reddit';
import { provenanceOf, type RedditData } from '../research';

export const BEST_TIME_SLOTS = 5;
export const OVERLAP_MIN = 0.05;
export const OVERLAP_ROWS = 10;
export const SUGGESTIONS = 6;
const round = (n: number, d = 2) => Math.round(n * 10 ** d) / 10 ** d;

function member(name: string, f: SubredditPosts | null): AudienceMember {
  if (!f || f.posts.length === 0) {
    return {
      name,
      title: f?.subreddit.title ?? '',
      subscribers: f?.subreddit.subscribers ?? null,
      postsPerWeek: 0,
      commentsPerPost: 0,
      activityPerWeek: 0,
      share: 0,
      postsAnalysed: 0,
      dataLabel: '',
      hasData: false,
    };
  }
  const posts = canonicalPosts(f.posts);
  const perWeek = postsPerWeekFigure(posts, f.asOf).perWeek;
  let comments = 0;
  for (const p of posts) comments += Math.max(0, p.numComments);
  const commentsPerPost = comments / posts.length;
  return {
    name: f.subreddit.name,
    title: f.subreddit.title,
    subscribers: f.subreddit.subscribers,
    postsPerWeek: perWeek,
    commentsPerPost: round(commentsPerPost, 1),
    activityPerWeek: round(perWeek * (1 + commentsPerPost), 1),
    share: 0,
    postsAnalysed: posts.length,
    dataLabel: provenanceOf(f).label,
    hasData: true,
  };
}

/** Slots where members do better than their own average, averaged with one vote per member (no data in a slot: average, 1). */
export function audienceBestTimes(found: readonly (SubredditPosts | null)[]): AudienceBestTime[] {
  const maps = found
    .filter((f): f is SubredditPosts => !!f && f.posts.length > 0)
    .map(
      (f) =>
        bestTimes(f.posts.map((p) => ({ createdUtc: p.createdUtc, engagement: Math.max(0, p.score) + Math.max(0, p.numComments) })))
          .heatmap,
    );
  if (maps.length === 0) return [];
  const slots: AudienceBestTime[] = [];
  for (let day = 0; day < 7; day++) {
    for (let hour = 0; hour < 24; hour++) {
      let sum = 0;
      let above = 0;
      for (const m of maps) {
        const v = m[day][hour] ?? 1;
        sum += v;
        if (v > 1) above++;
      }
      const performance = sum / maps.length;
      if (performance > 1 && above > 0) slots.push({ day, hour, performance: round(performance), members: above });
    }
  }
  slots.sort((a, b) => b.performance - a.performance || b.members - a.members || a.day - b.day || a.hour - b.hour);
  return slots.slice(0, BEST_TIME_SLOTS);
}

export function audienceOverview(data: RedditData, audience: Audience, found: readonly (SubredditPosts | null)[]): AudienceOverview {
  const members = audience.communities.map((n, i) => member(n, found[i]));
  const activity = members.reduce((s, m) => s + m.activityPerWeek, 0);
  for (const m of members) m.share = activity > 0 ? round(m.activityPerWeek / activity, 3) : 0;

  // Who they share cannot be read (no source keeps authors); what they talk about can.
  const profiles = members.map((m) => data.catalogue.profile(m.name));
  const overlap: AudienceOverlap[] = [];
  for (let i = 0; i < members.length; i++) {
    for (let j = i + 1; j < members.length; j++) {
      const a = profiles[i];
      const b = profiles[j];
      if (!a || !b) continue;
      const s = cosine(a.terms, b.terms);
      if (s >= OVERLAP_MIN) overlap.push({ a: members[i].name, b: members[j].name, topicSimilarity: round(s, 3) });
    }
  }
  overlap.sort((x, y) => y.topicSimilarity - x.topicSimilarity || x.a.localeCompare(y.a) || x.b.localeCompare(y.b));

  const inAudience = new Set(members.map((m) => m.name.toLowerCase()));
  const live = data.sources.some((s) => s.kind === 'live');
  const votes = new Map<string, { s: number; to: string[] }>();
  profiles.forEach((p, i) => {
    if (!p) return;
    for (const row of data.similarity().similar(p, () => undefined).week) {
      const key = row.Subreddit.toLowerCase();
      if (inAudience.has(key)) continue;
      // Offline, only communities with stored posts can be analysed once added.
      if (!live && (data.catalogue.get(row.Subreddit)?.postCount ?? 0) === 0) continue;
      const v = votes.get(row.Subreddit) ?? { s: 0, to: [] };
      v.s += row.similarity ?? 0;
      v.to.push(members[i].name);
      votes.set(row.Subreddit, v);
    }
  });
  const suggestions: AudienceSuggestion[] = [...votes.entries()]
    .sort((a, b) => b[1].s - a[1].s || a[0].localeCompare(b[0]))
    .slice(0, SUGGESTIONS)
    .map(([name, v]) => {
      const info = data.catalogue.get(name)?.info;
      return {
        name,
        title: info?.title ?? '',
        subscribers: info?.subscribers ?? null,
        similarTo: v.to,
        similarity: round(v.s / Math.max(1, members.length), 3),
      };
    });

  return {
    audience,
    totals: {
      subscribers: members.reduce((s, m) => s + (m.subscribers ?? 0), 0),
      postsPerWeek: round(members.reduce((s, m) => s + m.postsPerWeek, 0)),
      activityPerWeek: round(activity, 1),
      postsAnalysed: members.reduce((s, m) => s + m.postsAnalysed, 0),
    },
    members,
    bestTimes: audienceBestTimes(found),
    overlap: overlap.slice(0, OVERLAP_ROWS),
    suggestions,
  };
}
