/**
 * Other ways to say what marketers type as jargon, acronyms or run-together words. A community
 * that never uses "saas" but is about software startups, or one about Bitcoin for "crypto", is
 * what such a query means. Each alternative is searched as a query of its own and its scores are
 * discounted (RANKING.expansion), so a community matching the words as typed wins over one
 * matching only a rewording. Keys are lower-case queries, letters and spaces only.
 */
const EXPANSIONS: Record<string, readonly string[]> = {
  saas: ['software startup', 'software business', 'subscription software'],
  b2b: ['business sales', 'business marketing'],
  crypto: ['cryptocurrency', 'bitcoin', 'ethereum', 'blockchain'],
  cryptocurrency: ['bitcoin', 'ethereum', 'blockchain'],
  nft: ['cryptocurrency', 'ethereum'],
  gamedev: ['game development', 'game dev', 'indie game'],
  indiedev: ['indie game', 'game development'],
  ux: ['user experience', 'usability'],
  ui: ['user interface', 'interface design'],
  ml: ['machine learning'],
  ai: ['artificial intelligence', 'machine learning'],
  seo: ['search engine optimization'],
  ppc: ['pay per click', 'adwords'],
  smm: ['social media marketing'],
  ecommerce: ['online store', 'e commerce'],
  wfh: ['work from home', 'remote work'],
  diy: ['do it yourself', 'home improvement'],
  fitness: ['workout', 'gym'],
  'side hustle': ['side income', 'make money online'],
};

/** The alternatives for a query (none for most). */
export function expansionsOf(query: string): readonly string[] {
  const key = query
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
  return EXPANSIONS[key] ?? [];
}
