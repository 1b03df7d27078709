/**
 * The report's "What changed in your audience's themes" block, as plain lines and as HTML (the
 * e-mail's inline-CSS classes, so the dark palette and the phone layout apply to it too).
 */
import { escapeHtml } from '../analysis';
import { themeKindName, type ThemeChange, type ThemeChanges, type SnapshotTheme } from './theme-changes';

export const THEMES_HEADING = "What changed in your audience's themes";
/** Themes listed on the first report, which has nothing to compare with. */
export const FIRST_REPORT_THEMES = 5;

const texts = (n: number) => `${n} ${n === 1 ? 'post or comment' : 'posts and comments'}`;
const span = (s: { from: string; to: string }) => `${s.from} to ${s.to}`;

export const noEarlierPeriod = (name: string) =>
  `This is the first report on your audience “${name}”: there is no earlier period to compare its themes with.`;

interface Item {
  theme: SnapshotTheme;
  /** The counts, with the periods they come from. */
  counts: string;
}

const what = (t: SnapshotTheme) => `“${t.label}” (${themeKindName(t.kind)})`;

function changeItem(c: ThemeChange, changes: ThemeChanges): Item {
  return { theme: c.theme, counts: `${texts(c.now)} in ${span(changes.current)}, ${c.before} in ${span(changes.previous!)}` };
}

function groups(changes: ThemeChanges): { title: string; items: Item[]; intro?: string }[] {
  const { current, previous } = changes;
  if (current.read === 0) return [{ title: '', items: [], intro: `No posts or comments from ${span(current)} to read themes from.` }];
  if (!previous) {
    const top = current.themes.slice().sort((a, b) => b.count - a.count || a.label.localeCompare(b.label));
    if (top.length === 0)
      return [
        { title: '', items: [], intro: noEarlierPeriod(current.audienceName) },
        { title: '', items: [], intro: `No theme rests on 2 or more of the ${texts(current.read)} from ${span(current)} yet.` },
      ];
    return [
      {
        title: `Themes in ${span(current)}`,
        intro: noEarlierPeriod(current.audienceName),
        items: top.slice(0, FIRST_REPORT_THEMES).map((t) => ({ theme: t, counts: texts(t.count) })),
      },
    ];
  }
  const out = [
    { title: 'New since the last period', items: changes.fresh.map((c) => changeItem(c, changes)) },
    { title: 'Grew', items: changes.grew.map((c) => changeItem(c, changes)) },
    { title: 'Faded', items: changes.faded.map((c) => changeItem(c, changes)) },
  ].filter((g) => g.items.length > 0);
  if (out.length === 0) return [{ title: '', items: [], intro: `No theme changed much between ${span(previous)} and ${span(current)}.` }];
  return out;
}

/** The block's text lines and HTML row. */
export function renderThemeSection(changes: ThemeChanges): { text: string[]; html: string } {
  const gs = groups(changes);
  const text = [THEMES_HEADING.toUpperCase()];
  for (const g of gs) {
    if (g.intro) text.push(`  ${g.intro}`);
    if (g.title) text.push(`  ${g.title}:`);
    for (const item of g.items) {
      text.push(`    - ${what(item.theme)}: ${item.counts}`);
      for (const l of item.theme.links) text.push(`      ${l.title.slice(0, 100)} (r/${l.subreddit}) ${l.url}`);
    }
  }
  text.push('');

  const link = (l: SnapshotTheme['links'][number]) =>
    `<li style="margin-top:2px"><a href="${escapeHtml(l.url)}" class="ss-link" style="color:#1d4ed8">${escapeHtml(l.title.slice(0, 100))}</a> <span class="ss-muted" style="color:#5b5f75">r/${escapeHtml(l.subreddit)}</span></li>`;
  const html = `<tr><td style="padding-top:24px">
<div style="font-size:18px;font-weight:700">${escapeHtml(THEMES_HEADING)}</div>
${gs
  .map(
    (g) =>
      `${g.intro ? `<div class="ss-muted" style="margin-top:8px;font-size:14px;color:#5b5f75">${escapeHtml(g.intro)}</div>` : ''}
${g.title ? `<div style="margin-top:12px;font-size:14px;font-weight:700">${escapeHtml(g.title)}</div>` : ''}
${g.items
  .map(
    (item) => `<div style="margin-top:10px;font-size:14px"><strong>${escapeHtml(what(item.theme))}</strong>
<div class="ss-muted" style="font-size:13px;color:#5b5f75">${escapeHtml(item.counts)}</div>
<ul style="margin:2px 0 0;padding-left:20px;font-size:13px">${item.theme.links.map(link).join('')}</ul></div>`,
  )
  .join('\n')}`,
  )
  .join('\n')}
</td></tr>`;
  return { text, html };
}
