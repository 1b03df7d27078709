import type { ReportInterval, SubredditAnalysis } from '../../../../src/shared/api/contract';
import { escapeHtml } from '../analysis';
import { slotInZone } from './schedule';

/** What one report said about one community: the skip rule and the next report's changes read it. */
export interface CommunityFigures {
  name: string;
  /** Source, data moment and size: equal fingerprints mean nothing new. */
  fingerprint: string;
  subscribers: number | null;
  postsInPeriod: number;
  avgUpvotes: number;
  avgComments: number;
  engagementRate: number;
}

export interface CommunitySection {
  analysis: SubredditAnalysis;
  fingerprint: string;
}

export interface ReportInput {
  interval: ReportInterval;
  timeZone: string;
  now: Date;
  publicUrl: string;
  unsubscribeUrl: string;
  communities: CommunitySection[];
  /** Figures of the last sent report, by lower-case name. */
  previous: Map<string, CommunityFigures>;
  /** Communities we could not load this time. */
  missing: string[];
}

export interface RenderedReport {
  subject: string;
  html: string;
  text: string;
  figures: CommunityFigures[];
}

export const TOP_POSTS_IN_REPORT = 5;
export const KEYWORDS_IN_REPORT = 3;
export const SNAPSHOT_NOTICE = 'These figures come from a 2013 sample of Reddit bundled with Subreddit Signal; they will not change from one report to the next.';

/** Numbers as the report writes them: thousands separators, the engine's decimals kept. */
export const formatFigure = (n: number) => n.toLocaleString('en-US', { maximumFractionDigits: 4 });

export function viewInAppUrl(publicUrl: string, name: string): string {
  return `${publicUrl}/subreddit-free-analysis-results?q=${encodeURIComponent(name)}`;
}

export function figuresOf(section: CommunitySection, interval: ReportInterval): CommunityFigures {
  const a = section.analysis;
  const w = interval === 'WEEKLY' ? a.dataSource.windows?.week : a.dataSource.windows?.month;
  return {
    name: a.name,
    fingerprint: section.fingerprint,
    subscribers: a.subscribers,
    postsInPeriod: w?.posts ?? 0,
    avgUpvotes: a.avg_upvotes,
    avgComments: a.avg_comments,
    engagementRate: a.engagement_rate,
  };
}

function change(now: number | null, before: number | null | undefined): string {
  if (now === null || before === null || before === undefined || now === before) return '';
  const d = now - before;
  return ` (${d > 0 ? '+' : '−'}${formatFigure(Math.abs(Math.round(d * 10000) / 10000))} since the last report)`;
}

function sourceLine(a: SubredditAnalysis): string {
  const ds = a.dataSource;
  const date = ds.dataDate ?? (ds.from && ds.to ? `${ds.from} to ${ds.to}` : ds.to ?? 'unknown date');
  return `Source: ${ds.label}; data as of ${date}; ${formatFigure(ds.postsAnalysed)} posts analysed.`;
}

const periodWord = (i: ReportInterval) => (i === 'WEEKLY' ? 'week' : 'month');

/** One community's block, as plain lines (text part) and as HTML (tables and divs, inline CSS). */
function section(s: CommunitySection, input: ReportInput): { text: string[]; html: string; figures: CommunityFigures } {
  const a = s.analysis;
  const f = figuresOf(s, input.interval);
  const prev = input.previous.get(a.name.toLowerCase());
  const days = input.interval === 'WEEKLY' ? 7 : 30;
  const window = input.interval === 'WEEKLY' ? a.dataSource.windows?.week : a.dataSource.windows?.month;
  const top = (input.interval === 'WEEKLY' ? a.currentWeek : a.currentMonth).slice(0, TOP_POSTS_IN_REPORT);
  const topLabel =
    window?.basis === 'sample' ? `Top posts (no posts in the ${days} days before the data date; from the whole sample)` : `Top posts of the ${periodWord(input.interval)}`;
  const best = a.bestTimeToPost[0];
  const bestText = best ? `${slotInZone(best, input.timeZone, input.now)} (${input.timeZone})` : 'not enough posts to tell';
  const keywords = a.keywords.slice(0, KEYWORDS_IN_REPORT);
  const source = sourceLine(a);
  const link = viewInAppUrl(input.publicUrl, a.name);

  const headline: [string, string][] = [
    ['Subscribers', f.subscribers === null ? 'unknown' : formatFigure(f.subscribers) + change(f.subscribers, prev?.subscribers)],
    [`Posts in the last ${days} days`, formatFigure(f.postsInPeriod) + change(f.postsInPeriod, prev?.postsInPeriod)],
    ['Average upvotes per post', formatFigure(f.avgUpvotes) + change(f.avgUpvotes, prev?.avgUpvotes)],
    ['Average comments per post', formatFigure(f.avgComments) + change(f.avgComments, prev?.avgComments)],
    ['Average engagement rate', `${formatFigure(f.engagementRate)}%` + change(f.engagementRate, prev?.engagementRate)],
  ];

  const text = [
    `r/${a.name}`,
    ...headline.map(([k, v]) => `  ${k}: ${v}`),
    `  ${topLabel}:`,
    ...(top.length ? top.map((p, i) => `    ${i + 1}. ${p.title} (${formatFigure(p.upvotes)} upvotes, ${formatFigure(p.comments)} comments) ${p.url ?? ''}`.trimEnd()) : ['    none']),
    `  Best time to post: ${bestText}`,
    `  Keywords: ${keywords.length ? keywords.join(', ') : 'none found'}`,
    `  ${source}`,
    `  View in app: ${link}`,
    '',
  ];

  const maxEngagement = Math.max(1, ...top.map((p) => p.upvotes + p.comments));
  const cell = 'padding:4px 8px;font-size:14px;border-bottom:1px solid #eceef5';
  const html = `<tr><td style="padding-top:24px">
<div style="font-size:18px;font-weight:700">r/${escapeHtml(a.name)}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin-top:8px">
${headline.map(([k, v]) => `<tr><td style="${cell};color:#6b6f85">${escapeHtml(k)}</td><td style="${cell};font-weight:600">${escapeHtml(v)}</td></tr>`).join('\n')}
</table>
<div style="margin-top:12px;font-size:14px;font-weight:700">${escapeHtml(topLabel)}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0">
${
  top.length
    ? top
        .map((p) => {
          const width = Math.max(2, Math.round(((p.upvotes + p.comments) / maxEngagement) * 100));
          const title = p.url ? `<a href="${escapeHtml(p.url)}" style="color:#1d4ed8">${escapeHtml(p.title)}</a>` : escapeHtml(p.title);
          return `<tr><td style="${cell}">${title}<div style="margin-top:4px;height:6px;width:${width}%;background:#ff4500;border-radius:3px"></div></td><td style="${cell};white-space:nowrap">${escapeHtml(formatFigure(p.upvotes))} upvotes · ${escapeHtml(formatFigure(p.comments))} comments</td></tr>`;
        })
        .join('\n')
    : `<tr><td style="${cell}">none</td></tr>`
}
</table>
<div style="margin-top:12px;font-size:14px"><strong>Best time to post:</strong> ${escapeHtml(bestText)}</div>
<div style="margin-top:4px;font-size:14px"><strong>Keywords:</strong> ${escapeHtml(keywords.length ? keywords.join(', ') : 'none found')}</div>
<div style="margin-top:8px;font-size:12px;color:#6b6f85">${escapeHtml(source)}</div>
<div style="margin-top:8px"><a href="${escapeHtml(link)}" style="color:#ff4500;font-weight:600">View in app</a></div>
</td></tr>`;
  return { text, html, figures: f };
}

/** The whole e-mail: HTML (inline CSS, no images, SVG or data: URIs) and plain text. */
export function renderReport(input: ReportInput): RenderedReport {
  const sections = input.communities.map((c) => section(c, input));
  const word = input.interval === 'WEEKLY' ? 'weekly' : 'monthly';
  const names = input.communities.map((c) => `r/${c.analysis.name}`);
  const subject = `Your ${word} subreddit report: ${names.slice(0, 3).join(', ')}${names.length > 3 ? ` and ${names.length - 3} more` : ''}`;
  const snapshot = input.communities.some((c) => c.analysis.dataSource.kind === 'snapshot');
  const intro = `Your ${word} report for ${names.length} ${names.length === 1 ? 'community' : 'communities'}, ${input.now.toISOString().slice(0, 10)}.`;
  const notes = [...(snapshot ? [SNAPSHOT_NOTICE] : []), ...(input.missing.length ? [`No data this time for: ${input.missing.map((n) => `r/${n}`).join(', ')}.`] : [])];
  const footer = `You receive this because you subscribed to ${word} reports in Subreddit Signal. Unsubscribe: ${input.unsubscribeUrl}`;

  const text = ['SUBREDDIT SIGNAL', '', intro, '', ...notes.flatMap((n) => [n, '']), ...sections.flatMap((s) => s.text), footer].join('\n');
  const html = `<!doctype html><html><body style="margin:0;background:#f4f5fb;font-family:Segoe UI,Helvetica,Arial,sans-serif;color:#1d2033">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="100%" style="max-width:640px;background:#ffffff;border-radius:12px;padding:32px">
<tr><td style="font-size:14px;font-weight:700;color:#ff4500;letter-spacing:.04em">SUBREDDIT SIGNAL</td></tr>
<tr><td style="padding-top:16px;font-size:15px">${escapeHtml(intro)}</td></tr>
${notes.map((n) => `<tr><td style="padding-top:12px;font-size:14px;background:#fff7ed;border-radius:8px;padding:12px">${escapeHtml(n)}</td></tr>`).join('\n')}
${sections.map((s) => s.html).join('\n')}
<tr><td style="padding-top:32px;font-size:12px;color:#6b6f85">You receive this because you subscribed to ${word} reports in Subreddit Signal.
<a href="${escapeHtml(input.unsubscribeUrl)}" style="color:#6b6f85">Unsubscribe</a></td></tr>
</table></td></tr></table></body></html>`;
  return { subject, html, text, figures: sections.map((s) => s.figures) };
}
