/**
 * Reddit markdown → safe HTML. Everything is HTML-escaped first; then a small subset is rebuilt
 * from the escaped text: paragraphs, line breaks, headings (as bold paragraphs), block quotes,
 * bullet and numbered lists, code blocks, horizontal rules, **bold**, *italic*, ~~strike~~,
 * `code`, and links whose target is http(s) (or a /r/, /u/ Reddit path), which open in a new tab
 * with rel="nofollow noopener". No raw HTML, no other scheme (javascript:, data: …) passes: such
 * links keep only their text. Every pattern is linear (delimiters excluded from the repeated
 * class), so hostile input cannot make it slow.
 */

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ESCAPES[c]);

// Placeholders for finished HTML pieces: private-use characters, removed from the input first.
const OPEN = '\uE000';
const LINK_ATTRS = 'rel="nofollow noopener" target="_blank"';

/** An escaped URL made safe for href, or null when its scheme is not allowed. */
function safeHref(escapedUrl: string): string | null {
  if (/^https?:\/\/[^\s]/i.test(escapedUrl)) return escapedUrl;
  if (/^\/?[ru]\/[\w-]/i.test(escapedUrl)) return 'https://www.reddit.com/' + escapedUrl.replace(/^\//, '');
  return null;
}

/** Inline markdown of one block (already split into lines joined by \n), escaped text in, HTML out. */
function inline(raw: string): string {
  const stash: string[] = [];
  const keep = (html: string) => `${OPEN}${stash.push(html) - 1}\uE001`;
  let s = escapeHtml(raw);
  // `code`
  s = s.replace(/`([^`\n]+)`/g, (_, code: string) => keep(`<code>${code}</code>`));
  // [text](url "title"), the url may hold balanced parentheses (Wikipedia)
  s = s.replace(
    /\[([^\]\n]{1,500})\]\(\s*((?:[^()\s]|\([^()\s]{0,200}\)){1,2000})(?:\s+&quot;[^"\n]{0,300}?&quot;)?\s*\)/g,
    (_, text: string, url: string) => {
      const href = safeHref(url);
      const label = emphasis(text);
      return href ? keep(`<a href="${href}" ${LINK_ATTRS}>${label}</a>`) : keep(label);
    },
  );
  // bare URLs; & only as &amp; so an escaped quote ends the URL
  s = s.replace(/\bhttps?:\/\/(?:[^\s<>&\uE000\uE001]|&amp;)+/gi, (url: string) => {
    let u = url;
    let tail = '';
    while (/[.,;:!?)]$/.test(u) && !(u.endsWith(')') && u.includes('('))) {
      tail = u.slice(-1) + tail;
      u = u.slice(0, -1);
    }
    return keep(`<a href="${u}" ${LINK_ATTRS}>${u}</a>`) + tail;
  });
  s = emphasis(s).replace(/\n/g, '<br>');
  // a stashed link label can hold a stashed code span: restore until none is left (depth ≤ 2)
  for (let pass = 0; pass < 3 && s.includes(OPEN); pass++) s = s.replace(/\uE000(\d+)\uE001/g, (_, i: string) => stash[Number(i)]);
  return s;
}

function emphasis(s: string): string {
  return s
    .replace(/\*\*(?=[^\s*])([^*\n]*[^\s*])\*\*/g, '<strong>$1</strong>')
    .replace(/(^|[^\w])__(?=[^\s_])([^_\n]*[^\s_])__(?!\w)/g, '$1<strong>$2</strong>')
    .replace(/\*(?=[^\s*])([^*\n]*[^\s*])\*/g, '<em>$1</em>')
    .replace(/(^|[^\w])_(?=[^\s_])([^_\n]*[^\s_])_(?!\w)/g, '$1<em>$2</em>')
    .replace(/~~(?=[^\s~])([^~\n]*[^\s~])~~/g, '<del>$1</del>');
}

const HEADING = /^ {0,3}#{1,6}[ \t]+(.*)$/;
const QUOTE = /^ {0,3}>[ ]?(.*)$/;
const BULLET = /^ {0,3}[-*+][ \t]+(.*)$/;
const NUMBERED = /^ {0,3}\d{1,9}[.)][ \t]+(.*)$/;
const RULE = /^ {0,3}(?:(?:-[ \t]*){3,}|(?:\*[ \t]*){3,}|(?:_[ \t]*){3,})$/;
const FENCE = /^ {0,3}```/;
const INDENTED = /^(?: {4}|\t)(.*)$/;

interface Blocks {
  out: string[];
  para: string[];
  list: { tag: 'ul' | 'ol'; items: string[] } | null;
  quote: string[];
}

function flush(b: Blocks): void {
  if (b.para.length) b.out.push(`<p>${inline(b.para.join('\n'))}</p>`);
  if (b.list) b.out.push(`<${b.list.tag}>${b.list.items.map((i) => `<li>${inline(i)}</li>`).join('')}</${b.list.tag}>`);
  if (b.quote.length) b.out.push(`<blockquote><p>${inline(b.quote.join('\n'))}</p></blockquote>`);
  b.para = [];
  b.list = null;
  b.quote = [];
}

/** Renders Reddit markdown as safe HTML ('' for empty input). */
export function markdownToSafeHtml(markdown: string): string {
  if (!markdown) return '';
  const lines = markdown
    .split('\0')
    .join('')
    .replace(/[\uE000\uE001]/g, '')
    .replace(/\r\n?/g, '\n')
    .split('\n');
  const b: Blocks = { out: [], para: [], list: null, quote: [] };

  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    if (line.trim() === '') {
      flush(b);
      continue;
    }
    if (FENCE.test(line)) {
      flush(b);
      const code: string[] = [];
      for (i++; i < lines.length && !FENCE.test(lines[i]); i++) code.push(lines[i]);
      b.out.push(`<pre><code>${escapeHtml(code.join('\n'))}</code></pre>`);
      continue;
    }
    const indented = b.para.length === 0 && !b.list && b.quote.length === 0 ? INDENTED.exec(line) : null;
    if (indented) {
      const code = [indented[1]];
      while (i + 1 < lines.length && (INDENTED.test(lines[i + 1]) || lines[i + 1].trim() === '')) {
        i++;
        code.push(lines[i].replace(/^(?: {4}|\t)/, ''));
      }
      while (code.length && code[code.length - 1].trim() === '') code.pop();
      b.out.push(`<pre><code>${escapeHtml(code.join('\n'))}</code></pre>`);
      continue;
    }
    if (RULE.test(line)) {
      flush(b);
      b.out.push('<hr>');
      continue;
    }
    const heading = HEADING.exec(line);
    if (heading) {
      flush(b);
      let end = heading[1].length;
      while (end > 0 && ' \t#'.includes(heading[1][end - 1])) end--;
      if (end > 0) b.out.push(`<p><strong>${inline(heading[1].slice(0, end))}</strong></p>`);
      continue;
    }
    const quoted = QUOTE.exec(line);
    if (quoted) {
      if (b.para.length || b.list) {
        const quote = b.quote;
        b.quote = [];
        flush(b);
        b.quote = quote;
      }
      b.quote.push(quoted[1]);
      continue;
    }
    const bullet = BULLET.exec(line);
    const item = bullet ?? NUMBERED.exec(line);
    if (item) {
      const tag = bullet ? 'ul' : 'ol';
      if (!b.list || b.list.tag !== tag || b.para.length || b.quote.length) {
        flush(b);
        b.list = { tag, items: [] };
      }
      b.list.items.push(item[1]);
      continue;
    }
    if (b.list) {
      // a continuation line of the last item
      b.list.items[b.list.items.length - 1] += '\n' + line.trim();
      continue;
    }
    if (b.quote.length) flush(b);
    b.para.push(line);
  }
  flush(b);
  return b.out.join('');
}
