// V8's explicit compile hint (Chrome 136+): a script whose first line is this comment has all its
// functions compiled eagerly while it streams in, off the main thread, instead of lazily on the
// main thread at each function's first call. Every script of the SPA runs most of its functions
// as the page starts (React, the router, the route's chunks), so the lazy compiles were ~25% of
// the paid page's main-thread CPU before its charts (decision 051). Engines without the hint read a
// comment. ~30 bytes per file.
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * A banner plugin that writes the hint as the first line of every emitted JS file. It runs after
 * the minifier (which drops ordinary comments) and before the content hashes are computed.
 * @param {typeof import('@rsbuild/core').rspack} rspack
 */
export function compileHintsPlugin(rspack) {
  return new rspack.BannerPlugin({
    banner: COMPILE_HINT,
    raw: true,
    test: /\.js$/,
    stage: rspack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1,
  });
}
