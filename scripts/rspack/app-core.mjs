// The signed-in app's common modules: the layout of every signed-in page imports them, and so do most
// of the pages. rsbuild.config.ts gives them one chunk of their own ('app-core'): left to the default
// split, the layout's chunk carried a copy and a chunk shared by the pages another, and a page visit
// loaded both (the paid analysis page −2.9 KB gzip; decision 053). None is imported by a public page
// (/login, /create-account, …): a module added here must not be, or those pages load the chunk.
export const APP_CORE_MODULES = [
  'contract/src/auth.ts',
  'contract/src/messages.ts',
  'contract/src/plan-catalogue.ts',
  'contract/src/subreddit-name.ts',
  'contract/src/user.ts',
  'src/entities/plan/use-plans-modal.tsx',
  'src/entities/user/api.ts',
  'src/shared/api/http.ts',
  'src/shared/session/session-ended.ts',
];

// The library code those modules bring along, in the same chunk: ky (the client), yup and its three
// dependencies (the contract's schemas are yup objects) and what `useQuery` adds to the TanStack Query
// core of the entry. Every signed-in page loads all of it with the modules above, and no public page
// on its first visit (their forms load yup when first checked, their API client when sent, i.e. this
// chunk from then on). Left to the default split they were three more files on every signed-in
// page, each with its own request (decision 059). Paths under node_modules/.
export const APP_CORE_LIBRARIES = [
  'ky/',
  'yup/',
  'property-expr/',
  'tiny-case/',
  'toposort/',
  '@tanstack/query-core/build/modern/queryObserver.js',
  '@tanstack/react-query/build/modern/useQuery.js',
  '@tanstack/react-query/build/modern/useBaseQuery.js',
  '@tanstack/react-query/build/modern/errorBoundaryUtils.js',
  '@tanstack/react-query/build/modern/suspense.js',
  '@tanstack/react-query/build/modern/QueryErrorResetBoundary.js',
  '@tanstack/react-query/build/modern/IsRestoringProvider.js',
];

/** A path as a pattern that matches it on either separator. @param {string} p */
const onEitherSeparator = (p) => p.replace(/[.]/g, '\\.').replace(/\//g, '[\\\\/]');

/** A folder (ending in '/') matches everything under it, a file itself only. @param {string} p */
const library = (p) => (p.endsWith('/') ? onEitherSeparator(p) : `${onEitherSeparator(p)}$`);

/**
 * Matches a module's absolute path when it is one of APP_CORE_MODULES or under one of
 * APP_CORE_LIBRARIES (either path separator).
 */
export const APP_CORE = new RegExp(
  `[\\\\/](?:(?:${APP_CORE_MODULES.map(onEitherSeparator).join('|')})$|node_modules[\\\\/](?:${APP_CORE_LIBRARIES.map(library).join('|')}))`,
);
