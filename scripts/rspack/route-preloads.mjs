// The files a route's lazy code needs, listed at build time for the server (decision 081). The paid
// analysis page's chunks used to be asked for only once the entry had evaluated (~80 ms of network on
// its critical path, decision 079). The server answers that route's index.html with a `Link: rel=preload`
// header for them, so the browser fetches them beside the entry's files. No byte is added to index.html
// (the CSP allows no inline script) nor to any other route's answer.
//
// A route is named by its path and the import() requests of src/app/router.tsx that load its code; the
// list holds the entry's JS and CSS files (index.html's own, first) and then every JS and CSS file of
// those imports' chunk groups that the entry does not load itself.

/** The list's file name in the build: a dotfile, so the server's static route never serves it. */
export const ROUTE_PRELOADS_FILE = '.route-preloads.json';

/**
 * @param {typeof import('@rsbuild/core').rspack} rspack
 * @param {Record<string, string[]>} routes path -> import() requests in src/app/router.tsx
 */
export function routePreloadsPlugin(rspack, routes) {
  return {
    name: 'route-preloads',
    /** @param {import('@rsbuild/core').Rspack.Compiler} compiler */
    apply(compiler) {
      compiler.hooks.thisCompilation.tap('route-preloads', (compilation) => {
        compilation.hooks.processAssets.tap({ name: 'route-preloads', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
          const publicPath = String(compilation.outputOptions.publicPath ?? '/').replace(/^auto$/, '/');
          /** @type {Set<string>} */
          const initial = new Set();
          for (const group of compilation.chunkGroups)
            if (group.isInitial()) for (const f of group.getFiles()) if (/\.(js|css)$/.test(f)) initial.add(f);
          /** @type {Record<string, string[]>} */
          const list = {};
          for (const [route, requests] of Object.entries(routes)) {
            const files = new Set();
            const found = new Set();
            for (const group of compilation.chunkGroups) {
              const origin = group.origins.find(
                (o) => o.request && requests.includes(o.request) && /[\\/]src[\\/]app[\\/]router\.tsx$/.test(o.module?.resource ?? ''),
              );
              if (!origin?.request) continue;
              found.add(origin.request);
              for (const f of group.getFiles()) if (/\.(js|css)$/.test(f) && !initial.has(f)) files.add(f);
            }
            const missing = requests.filter((r) => !found.has(r));
            if (missing.length) throw new Error(`route-preloads: no chunk for ${missing.join(', ')} (route ${route})`);
            // The entry's own files first: a browser on HTTP/1.1 opens six connections to the host, and
            // the route's files must not hold the entry's (which the page runs first) behind them.
            list[route] = [...initial, ...files].map((f) => publicPath + f);
          }
          compilation.emitAsset(ROUTE_PRELOADS_FILE, new rspack.sources.RawSource(JSON.stringify(list)));
        });
      });
    },
  };
}
