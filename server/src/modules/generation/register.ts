/**
 * A community's register: which words of the marketing trade its own members use. A hobby or
 * learning community (r/Cooking, r/learnprogramming) rarely says "audience", "conversions" or
 * "leads"; a text written for it should not either, unless the user's own topic brings the word.
 * Read once per community profile from its posts (the profile is memoised by the caller).
 */

/** Trade words that mark a text as marketing talk; stems match their inflections ('lead' → 'leads'). */
export const MARKETING_TERMS = [
  'marketing',
  'marketer',
  'audience',
  'customer',
  'client',
  'conversion',
  'convert',
  'funnel',
  'lead',
  'b2b',
  'b2c',
  'saas',
  'campaign',
  'brand',
  'branding',
  'engagement',
  'reach',
  'traffic',
  'sign-up',
  'signup',
  'revenue',
  'roi',
  'kpi',
  'metric',
  'growth',
  'sales',
  'pipeline',
  'outreach',
  'newsletter',
  'seo',
  'ads',
  'advertising',
  'monetise',
  'monetize',
  'stakeholder',
  'copywriting',
  'cta',
  'churn',
  'onboarding',
  'analytics',
  'dashboard',
  'strategy',
  'tactic',
  'niche',
  'content calendar',
];

const termPattern = (t: string) => new RegExp(`\\b${t.replace(/[-]/g, '[- ]?')}(?:s|es|ing|ed)?\\b`, 'i');
const PATTERNS = MARKETING_TERMS.map((t) => ({ term: t, re: termPattern(t) }));

/** Share of posts a term must appear in before the community counts as using it (and at least two posts). */
const USE_SHARE = 0.01;

/** The marketing terms a community's own posts use. */
export function termsUsed(docs: readonly string[]): Set<string> {
  const out = new Set<string>();
  if (docs.length === 0) return out;
  for (const { term, re } of PATTERNS) {
    let n = 0;
    for (const d of docs) if (re.test(d)) n++;
    if (n >= 2 && n / docs.length >= USE_SHARE) out.add(term);
  }
  return out;
}

/** The marketing terms in a text. */
export function marketingTerms(text: string): string[] {
  return PATTERNS.filter(({ re }) => re.test(text)).map(({ term }) => term);
}

/**
 * Terms in `text` that are out of register: marketing words the community does not use and the
 * user's topic does not bring ('email marketing for a bakery' may say "marketing" anywhere).
 */
export function offRegister(text: string, used: ReadonlySet<string>, topic: string): string[] {
  const own = marketingTerms(topic);
  return marketingTerms(text).filter((t) => !used.has(t) && !own.includes(t));
}

/**
 * The text with the sentences that are out of register taken out (a line keeps its others; a
 * line made only of such sentences goes). Used on comments and any stock wording.
 */
export function keepRegister(text: string, used: ReadonlySet<string>, topic: string): string {
  return text
    .split('\n')
    .map((line) => {
      if (offRegister(line, used, topic).length === 0) return line;
      const sentences = line.split(/(?<=[.!?])\s+/);
      return sentences.filter((s) => offRegister(s, used, topic).length === 0).join(' ');
    })
    .filter((line, i, all) => line.trim() !== '' || (i > 0 && all[i - 1]!.trim() !== ''))
    .join('\n')
    .trim();
}
