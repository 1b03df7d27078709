/** The catalogue index (a library, no routes): keyword search, suggestions and term vectors over the known communities. */
export { CatalogueIndex, type CatalogueInput, type ListOptions, type SearchHit } from './catalogue-index';
export { isBrandUnsafe } from './brand-safety';
export { postTermCounts } from './text';
export { expansionsOf } from './query-expansions';
