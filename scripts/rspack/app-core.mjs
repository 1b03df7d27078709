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

/** Matches a module's absolute path when it is one of APP_CORE_MODULES (either path separator). */
export const APP_CORE = new RegExp(
  `[\\\\/](${APP_CORE_MODULES.map((m) => m.replace(/[.]/g, '\\.').replace(/\//g, '[\\\\/]')).join('|')})$`,
);
