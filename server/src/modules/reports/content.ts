import type { ReportInterval, SubredditAnalysis } from '@subreddit-signal/contract';
import { escapeHtml } from '../analysis';
import { instantInZone, slotInZone } from './schedule';
import type { ThemeChanges } from './theme-changes';
import { renderThemeSection } from './theme-section';

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
  /** Terms the period's posts use that earlier posts did not; null when the period cannot tell. */
  rising: string[] | null;
  /** Post idea titles written for the community (may be empty). */
  ideas: string[];
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
  /** For a report that follows an audience: its themes against the last period's. */
  themes?: ThemeChanges;
}

export interface RenderedReport {
  subject: string;
  html: string;
  text: string;
  figures: CommunityFigures[];
}

export const TOP_POSTS_IN_REPORT = 5;
export const KEYWORDS_IN_REPORT = 3;
export const IDEAS_IN_REPORT = 3;
export const SNAPSHOT_NOTICE =
  'These figures come from a 2013 sample of Reddit bundled with Subreddit Signal; they will not change from one report to the next.';

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

/** The report's every time of day is in the subscriber's zone, the fetch time of archive data too (issue 28). */
function sourceLine(a: SubredditAnalysis, timeZone: string): string {
  const ds = a.dataSource;
  const date = ds.dataDate ?? (ds.from && ds.to ? `${ds.from} to ${ds.to}` : (ds.to ?? 'unknown date'));
  const fetchedAt = ds.kind === 'archive' ? instantInZone(ds.asOf, timeZone) : null;
  const fetched = fetchedAt ? `, fetched ${fetchedAt} (${timeZone})` : '';
  return `Source: ${ds.label}${fetched}; data as of ${date}; ${formatFigure(ds.postsAnalysed)} posts analysed.`;
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
  // A thin window is widened by the engine (decision 018): the label names the window really shown.
  const topLabel =
    window?.basis === 'sample'
      ? `Top posts (${window.posts === 0 ? 'no' : `only ${window.posts}`} posts in the ${days} days before the data date; from the whole sample)`
      : window?.basis === 'wider'
        ? `Top posts (only ${window.posts} in the ${days} days before the data date; from the ${window.shown?.days ?? days} days before it)`
        : `Top posts of the ${periodWord(input.interval)}`;
  const best = a.bestTimeToPost[0];
  const bestText = best ? `${slotInZone(best, input.timeZone, input.now)} (${input.timeZone})` : 'not enough posts to tell';
  const keywords = (s.rising ?? a.keywords).slice(0, KEYWORDS_IN_REPORT);
  const keywordLabel = s.rising ? `Rising in the last ${days} days` : 'Keywords';
  const ideasLink = `${input.publicUrl}/ai-post-generator-results`;
  const source = sourceLine(a, input.timeZone);
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
    ...(top.length
      ? top.map((p, i) =>
          `    ${i + 1}. ${p.title} (${formatFigure(p.upvotes)} upvotes, ${formatFigure(p.comments)} comments) ${p.url ?? ''}`.trimEnd(),
        )
      : ['    none']),
    `  Best time to post: ${bestText}`,
    `  ${keywordLabel}: ${keywords.length ? keywords.join(', ') : 'none found'}`,
    ...(s.ideas.length ? ['  Post ideas:', ...s.ideas.map((t, i) => `    ${i + 1}. ${t}`)] : []),
    `  ${source}`,
    `  View in app: ${link}`,
    '',
  ];

  const maxEngagement = Math.max(1, ...top.map((p) => p.upvotes + p.comments));
  const cell = 'padding:4px 8px;font-size:14px;border-bottom:1px solid #eceef5';
  const td = (style: string, extra = '') => `<td class="ss-cell${extra}" style="${style}">`;
  const html = `<tr><td style="padding-top:24px">
<div style="font-size:18px;font-weight:700">r/${escapeHtml(a.name)}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin-top:8px">
${headline.map(([k, v]) => `<tr>${td(`${cell};color:#5b5f75`, ' ss-muted')}${escapeHtml(k)}</td>${td(`${cell};font-weight:600`)}${escapeHtml(v)}</td></tr>`).join('\n')}
</table>
<div style="margin-top:12px;font-size:14px;font-weight:700">${escapeHtml(topLabel)}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0">
${
  top.length
    ? top
        .map((p) => {
          const width = Math.max(2, Math.round(((p.upvotes + p.comments) / maxEngagement) * 100));
          const title = p.url
            ? `<a href="${escapeHtml(p.url)}" class="ss-link" style="color:#1d4ed8">${escapeHtml(p.title)}</a>`
            : escapeHtml(p.title);
          return `<tr class="ss-stack">${td(cell)}${title}<div style="margin-top:4px;height:6px;width:${width}%;background:#ff4500;border-radius:3px"></div></td>${td(`${cell};white-space:nowrap`, ' ss-muted')}${escapeHtml(formatFigure(p.upvotes))} upvotes · ${escapeHtml(formatFigure(p.comments))} comments</td></tr>`;
        })
        .join('\n')
    : `<tr>${td(cell)}none</td></tr>`
}
</table>
<div style="margin-top:12px;font-size:14px"><strong>Best time to post:</strong> ${escapeHtml(bestText)}</div>
<div style="margin-top:4px;font-size:14px"><strong>${escapeHtml(keywordLabel)}:</strong> ${escapeHtml(keywords.length ? keywords.join(', ') : 'none found')}</div>
${
  s.ideas.length
    ? `<div style="margin-top:12px;font-size:14px;font-weight:700">Post ideas</div>
<ol class="ss-ideas" style="margin:4px 0 0;padding-left:20px;font-size:14px">${s.ideas.map((t) => `<li style="margin-top:4px">${escapeHtml(t)}</li>`).join('')}</ol>
<div style="margin-top:4px;font-size:13px"><a href="${escapeHtml(ideasLink)}" class="ss-link" style="color:#1d4ed8">Write one in the app</a></div>`
    : ''
}
<div class="ss-muted" style="margin-top:8px;font-size:12px;color:#5b5f75">${escapeHtml(source)}</div>
<div style="margin-top:8px"><a href="${escapeHtml(link)}" style="color:#ff4500;font-weight:600">View in app</a></div>
</td></tr>`;
  return { text, html, figures: f };
}

/**
 * Inline styles carry the light design everywhere; clients that honour <style> (Apple Mail, iOS,
 * Outlook.com, most Android apps) also get a dark palette and a phone layout. Classes name what
 * each element is; !important because inline styles would otherwise win.
 */
const REPORT_CSS = `
@media (prefers-color-scheme: dark) {
  .ss-bg { background:#0f1117 !important; color:#e6e8f2 !important; }
  .ss-card { background:#1a1d27 !important; color:#e6e8f2 !important; }
  .ss-muted { color:#aab0c8 !important; }
  .ss-note { background:#33270f !important; color:#f5e6c8 !important; }
  .ss-cell { border-color:#2c3040 !important; }
  a.ss-link { color:#8ab4ff !important; }
}
@media screen and (max-width: 480px) {
  .ss-outer { padding:0 !important; }
  .ss-card { padding:20px 16px !important; border-radius:0 !important; }
  .ss-stack, .ss-stack > td { display:block !important; width:auto !important; white-space:normal !important; }
  .ss-stack > td + td { border-bottom-width:1px !important; padding-top:0 !important; }
}`.replace(/\s+/g, ' ');

/** The whole e-mail: HTML (inline CSS, no images, SVG or data: URIs) and plain text. */
export function renderReport(input: ReportInput): RenderedReport {
  const sections = input.communities.map((c) => section(c, input));
  const word = input.interval === 'WEEKLY' ? 'weekly' : 'monthly';
  const names = input.communities.map((c) => `r/${c.analysis.name}`);
  const subject = `Your ${word} subreddit report: ${names.slice(0, 3).join(', ')}${names.length > 3 ? ` and ${names.length - 3} more` : ''}`;
  const snapshot = input.communities.some((c) => c.analysis.dataSource.kind === 'snapshot');
  const audience = input.themes ? ` of your audience “${input.themes.current.audienceName}”` : '';
  const intro = `Your ${word} report for ${names.length} ${names.length === 1 ? 'community' : 'communities'}${audience}, ${input.now.toISOString().slice(0, 10)}.`;
  const themes = input.themes ? renderThemeSection(input.themes) : null;
  const notes = [
    ...(snapshot ? [SNAPSHOT_NOTICE] : []),
    ...(input.missing.length ? [`No data this time for: ${input.missing.map((n) => `r/${n}`).join(', ')}.`] : []),
  ];
  const footer = `You receive this because you subscribed to ${word} reports in Subreddit Signal. Unsubscribe: ${input.unsubscribeUrl}`;

  const text = [
    'SUBREDDIT SIGNAL',
    '',
    intro,
    '',
    ...notes.flatMap((n) => [n, '']),
    ...(themes?.text ?? []),
    ...sections.flatMap((s) => s.text),
    footer,
  ].join('\n');
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="color-scheme" content="light dark"><meta name="supported-color-schemes" content="light dark"><title>${escapeHtml(subject)}</title>
<style>${REPORT_CSS}</style></head>
<body class="ss-bg" style="margin:0;background:#f4f5fb;font-family:Segoe UI,Helvetica,Arial,sans-serif;color:#1d2033">
<table role="presentation" class="ss-bg" width="100%" cellpadding="0" cellspacing="0" style="background:#f4f5fb"><tr><td align="center" class="ss-outer" style="padding:32px 16px">
<table role="presentation" class="ss-card" width="100%" style="max-width:640px;background:#ffffff;color:#1d2033;border-radius:12px;padding:32px">
<tr><td style="font-size:14px;font-weight:700;color:#ff4500;letter-spacing:.04em">SUBREDDIT SIGNAL</td></tr>
<tr><td style="padding-top:16px;font-size:15px">${escapeHtml(intro)}</td></tr>
${notes.map((n) => `<tr><td class="ss-note" style="padding-top:12px;font-size:14px;background:#fff7ed;color:#1d2033;border-radius:8px;padding:12px">${escapeHtml(n)}</td></tr>`).join('\n')}
${themes?.html ?? ''}
${sections.map((s) => s.html).join('\n')}
<tr><td class="ss-muted" style="padding-top:32px;font-size:12px;color:#5b5f75">You receive this because you subscribed to ${word} reports in Subreddit Signal.
<a href="${escapeHtml(input.unsubscribeUrl)}" class="ss-muted" style="color:#5b5f75">Unsubscribe</a></td></tr>
</table></td></tr></table></body></html>`;
  return { subject, html, text, figures: sections.map((s) => s.figures) };
}
