/** AI generation (issue 6, decision 010): the port, its two adapters and the generate-* routes. */
export { createGenerator } from './create';
export { findCommunity, warmIdeas } from './service';
export { builtInGenerator } from './built-in';
export { llmGenerator } from './llm';
export type { Generator } from './port';
export { generationRoutes } from './routes';
export { pruneRecentOutputs } from './recent';
