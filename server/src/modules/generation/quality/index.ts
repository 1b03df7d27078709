/**
 * The quality rules for generated posts and comments (issue 15, decision 019): artefacts of slot
 * filling, topic coverage, hashtags, comment grounding, tone and rewrite difference, and the truth
 * of stated figures. Pure functions; the checker (scripts/quality.ts) runs them over a fixed matrix,
 * and the service uses the similarity rule to charge only for a text that differs.
 */
export { artefacts, repeatedPhrases, type Finding } from './artefacts';
export {
  factsOf,
  figureIsTrue,
  listSizes,
  statedFigures,
  untrueFigures,
  type CommunityFacts,
  type Figure,
  type FigureContext,
} from './figures';
export { isTagForm, missingQueryTerms, namesSubject, tagVerdict, tagWords, type TagContext, type TagVerdict } from './relevance';
export { SAME_TEXT_SIMILARITY, differsSubstantially, textSimilarity, tonesDiffer, withoutOpener } from './similarity';
export { queryKeyStems, sentences, stem, tokens } from './words';
