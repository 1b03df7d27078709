/**
 * With a language model connected (LLM_BASE_URL, LLM_API_KEY, LLM_MODEL), the model names and
 * summarises the mined themes (issue 26, decision 035). It reads each theme's evidence (the
 * sentences mining rested it on) and answers per theme id; the answer is only ever added beside the
 * mined label: the counts, the evidence list and the links always come from mining. An answer for an
 * unknown theme, a malformed one or a failing model leaves the mined themes as they are.
 */
import type { AudienceTheme } from '@subreddit-signal/contract';
import { THEME_KIND_LABEL } from '@subreddit-signal/contract';
import type { ChatClient, ChatMessage, JsonSchema } from '../../generation/llm/client';
import { UnusableAnswer } from '../../generation/llm/client';
import { OTHER_LABEL } from './mine';

/** Themes sent per call (the largest first): the prompt stays bounded however large the audience. */
export const THEMES_NAMED = 16;
/** Evidence sentences per theme in the prompt. */
export const EVIDENCE_IN_PROMPT = 5;
export const NAME_MAX = 80;
export const SUMMARY_MAX = 320;

export interface ThemeName {
  id: string;
  title: string;
  summary: string;
}

const clip = (s: string, n: number) => (s.length > n ? s.slice(0, n - 1).trimEnd() + '…' : s);

/** The themes worth a name: not the 'other' buckets, largest first. */
export function themesToName(themes: readonly AudienceTheme[]): AudienceTheme[] {
  return themes
    .filter((t) => t.label !== OTHER_LABEL)
    .slice()
    .sort((a, b) => b.posts + b.comments - (a.posts + a.comments) || a.id.localeCompare(b.id))
    .slice(0, THEMES_NAMED);
}

export function themeNamingPrompt(themes: readonly AudienceTheme[]): ChatMessage[] {
  const blocks = themes.map((t) => {
    const evidence = t.evidence
      .slice(0, EVIDENCE_IN_PROMPT)
      .map((e) => `  - r/${e.subreddit}: ${clip(e.excerpt || e.title, 200)}`)
      .join('\n');
    return `Theme ${t.id} (${THEME_KIND_LABEL[t.kind]}; mined label "${t.label}"; ${t.posts + t.comments} posts and comments):\n${evidence}`;
  });
  return [
    {
      role: 'system',
      content:
        'You name themes that were mined from Reddit posts for a marketer. For each theme, write a short name (at most 8 words) and a one- or two-sentence summary of what its posts say. ' +
        'Use only what the listed posts say; do not invent facts, numbers or communities. ' +
        'Answer with one JSON object: {"themes":[{"id":"<theme id as given>","title":"<name>","summary":"<summary>"}]}, one entry per theme you can name, nothing else.',
    },
    { role: 'user', content: blocks.join('\n\n') },
  ];
}

export const THEME_NAMES_SCHEMA: JsonSchema = {
  name: 'theme_names',
  schema: {
    type: 'object',
    properties: {
      themes: {
        type: 'array',
        items: {
          type: 'object',
          properties: { id: { type: 'string' }, title: { type: 'string' }, summary: { type: 'string' } },
          required: ['id', 'title', 'summary'],
          additionalProperties: false,
        },
      },
    },
    required: ['themes'],
    additionalProperties: false,
  },
};

/** The model's answer, checked: known theme ids, each once, a non-empty name and summary of sane length. */
export function acceptThemeNames(value: unknown, themes: readonly AudienceTheme[]): ThemeName[] {
  const list = (value as { themes?: unknown } | null)?.themes;
  if (!Array.isArray(list)) throw new UnusableAnswer('expected {"themes": [...]}');
  const ids = new Set(themes.map((t) => t.id));
  const out: ThemeName[] = [];
  for (const item of list) {
    const o = (item ?? {}) as Record<string, unknown>;
    if (typeof o.id !== 'string' || !ids.has(o.id)) throw new UnusableAnswer('each entry needs "id", one of the given theme ids');
    if (out.some((n) => n.id === o.id)) throw new UnusableAnswer(`theme ${o.id} was named twice`);
    const title = typeof o.title === 'string' ? o.title.replace(/\s+/g, ' ').trim() : '';
    const summary = typeof o.summary === 'string' ? o.summary.replace(/\s+/g, ' ').trim() : '';
    if (title.length < 2 || title.length > NAME_MAX) throw new UnusableAnswer(`"title" of ${o.id} must be 2 to ${NAME_MAX} characters`);
    if (summary.length < 10 || summary.length > SUMMARY_MAX)
      throw new UnusableAnswer(`"summary" of ${o.id} must be 10 to ${SUMMARY_MAX} characters`);
    out.push({ id: o.id, title, summary });
  }
  if (out.length === 0) throw new UnusableAnswer('name at least one theme');
  return out;
}

interface Log {
  warn(obj: object, msg: string): void;
}

/**
 * The themes with the model's names beside the mined labels, and 'llm' as the engine when it named
 * any; on any failure the mined themes unchanged, and 'rules'.
 */
export async function nameThemes(
  client: Pick<ChatClient, 'json'>,
  themes: readonly AudienceTheme[],
  log?: Log,
): Promise<{ themes: AudienceTheme[]; engine: 'rules' | 'llm' }> {
  const named = themesToName(themes);
  if (named.length === 0) return { themes: [...themes], engine: 'rules' };
  try {
    const names = await client.json(themeNamingPrompt(named), (v) => acceptThemeNames(v, named), { schema: THEME_NAMES_SCHEMA });
    const byId = new Map(names.map((n) => [n.id, n]));
    return {
      themes: themes.map((t) => {
        const n = byId.get(t.id);
        return n ? { ...t, title: n.title, summary: n.summary } : t;
      }),
      engine: 'llm',
    };
  } catch (err) {
    log?.warn({ err }, 'the AI model could not name the themes; mined labels only');
    return { themes: [...themes], engine: 'rules' };
  }
}
