import { useId, useState, type ReactNode } from 'react';
import './markdown.css';

/**
 * Reddit-flavoured markdown shown as it will look once posted: paragraphs, bulleted and numbered
 * lists, headings and quotes, with **bold**, *italic*, ~~strike~~ and `code` inside. Everything
 * is built as React elements from text (never HTML), so a saved or generated body cannot inject
 * markup. Anything else (links, tables) stays as its literal text. Copying uses the raw markdown.
 */

type Block =
  | { kind: 'p'; lines: string[] }
  | { kind: 'h'; text: string }
  | { kind: 'quote'; lines: string[] }
  | { kind: 'ul'; items: string[] }
  | { kind: 'ol'; start: number; items: string[] };

const BULLET = /^\s{0,3}[-*+]\s+(.*)$/;
const NUMBERED = /^\s{0,3}(\d{1,9})[.)]\s+(.*)$/;
const HEADING = /^\s{0,3}#{1,6}\s+(.*?)\s*#*\s*$/;
const QUOTE = /^\s{0,3}>\s?(.*)$/;
const RULE = /^\s{0,3}([-*_])(\s*\1){2,}\s*$/;

export function parseBlocks(markdown: string): Block[] {
  const blocks: Block[] = [];
  const last = () => blocks[blocks.length - 1];
  let open = false; // whether the next plain line continues the last block
  for (const line of markdown.replace(/\r\n?/g, '\n').split('\n')) {
    if (line.trim() === '' || RULE.test(line)) {
      open = false;
      continue;
    }
    const heading = HEADING.exec(line);
    const bullet = BULLET.exec(line);
    const numbered = NUMBERED.exec(line);
    const quote = QUOTE.exec(line);
    const prev = last();
    if (heading) {
      blocks.push({ kind: 'h', text: heading[1]! });
      open = false;
    } else if (bullet) {
      if (prev?.kind === 'ul' && open) prev.items.push(bullet[1]!);
      else blocks.push({ kind: 'ul', items: [bullet[1]!] });
      open = true;
    } else if (numbered) {
      if (prev?.kind === 'ol' && open) prev.items.push(numbered[2]!);
      else blocks.push({ kind: 'ol', start: Number(numbered[1]), items: [numbered[2]!] });
      open = true;
    } else if (quote) {
      if (prev?.kind === 'quote' && open) prev.lines.push(quote[1]!);
      else blocks.push({ kind: 'quote', lines: [quote[1]!] });
      open = true;
    } else if (open && prev && (prev.kind === 'ul' || prev.kind === 'ol')) {
      // A lazy continuation line belongs to the list item above it.
      prev.items[prev.items.length - 1] += `\n${line.trim()}`;
    } else if (open && prev && (prev.kind === 'p' || prev.kind === 'quote')) {
      prev.lines.push(line);
    } else {
      blocks.push({ kind: 'p', lines: [line] });
      open = true;
    }
  }
  return blocks;
}

// **bold** / __bold__, *italic* / _italic_ (not inside words), ~~strike~~, `code`. No lookbehind
// (older Safari cannot parse it): the character before an italic marker is captured and kept.
const INLINE =
  /(\*\*|__)(?=\S)([\s\S]*?\S)\1|(^|[^\w*])\*(?=[^\s*])([\s\S]*?[^\s*])\*(?![\w*])|(^|\W)_(?=\S)([\s\S]*?\S)_(?!\w)|~~(?=\S)([\s\S]*?\S)~~|`([^`]+)`/g;

export function renderInline(text: string, keyPrefix = 'i'): ReactNode[] {
  const out: ReactNode[] = [];
  let at = 0;
  let n = 0;
  for (const m of text.matchAll(INLINE)) {
    const prefix = m[3] ?? m[5] ?? '';
    const start = m.index + prefix.length;
    if (start > at) out.push(text.slice(at, start));
    const key = `${keyPrefix}${n++}`;
    if (m[2] !== undefined) out.push(<strong key={key}>{renderInline(m[2], `${key}.`)}</strong>);
    else if (m[4] !== undefined) out.push(<em key={key}>{renderInline(m[4], `${key}.`)}</em>);
    else if (m[6] !== undefined) out.push(<em key={key}>{renderInline(m[6], `${key}.`)}</em>);
    else if (m[7] !== undefined) out.push(<s key={key}>{renderInline(m[7], `${key}.`)}</s>);
    else out.push(<code key={key}>{m[8]}</code>);
    at = m.index + m[0].length;
  }
  if (at < text.length) out.push(text.slice(at));
  return out;
}

export function MarkdownText({ text, className, id }: { text: string; className?: string; id?: string }) {
  return (
    <div className={className ? `md ${className}` : 'md'} id={id}>
      {parseBlocks(text).map((b, i) => {
        switch (b.kind) {
          case 'h':
            return (
              <p key={i} className="md__heading">
                <strong>{renderInline(b.text)}</strong>
              </p>
            );
          case 'quote':
            return <blockquote key={i}>{renderInline(b.lines.join('\n'))}</blockquote>;
          case 'ul':
            return (
              <ul key={i}>
                {b.items.map((item, j) => (
                  <li key={j}>{renderInline(item)}</li>
                ))}
              </ul>
            );
          case 'ol':
            return (
              <ol key={i} start={b.start === 1 ? undefined : b.start}>
                {b.items.map((item, j) => (
                  <li key={j}>{renderInline(item)}</li>
                ))}
              </ol>
            );
          default:
            return <p key={i}>{renderInline(b.lines.join('\n'))}</p>;
        }
      })}
    </div>
  );
}

/** Bodies longer than this many characters start clamped by CollapsibleMarkdown. */
const COLLAPSE_AFTER = 280;

/**
 * A long body clamped to a few lines (faded out) with 'Show more' / 'Show less'; a short one shown
 * whole with no toggle. Everything stays in the DOM, so find-in-page and screen readers see it all.
 */
export function CollapsibleMarkdown({ text, className }: { text: string; className?: string }) {
  const id = useId();
  const [expanded, setExpanded] = useState(false);
  const clampable = text.length > COLLAPSE_AFTER;
  const classes = [className, clampable && !expanded ? 'md--clamped' : null].filter(Boolean).join(' ');
  return (
    <>
      <MarkdownText id={id} className={classes || undefined} text={text} />
      {clampable ? (
        <button type="button" className="md-toggle" aria-expanded={expanded} aria-controls={id} onClick={() => setExpanded((e) => !e)}>
          {expanded ? 'Show less' : 'Show more'}
        </button>
      ) : null}
    </>
  );
}
