import { defineConfig, rspack } from '@rsbuild/core';
import { createRequire } from 'node:module';
import { pluginReact } from '@rsbuild/plugin-react';
import { APP_CORE } from './scripts/rspack/app-core.mjs';
import { compileHintsPlugin } from './scripts/rspack/compile-hints.mjs';
import { routePreloadsPlugin } from './scripts/rspack/route-preloads.mjs';

const require = createRequire(import.meta.url);
const pureLibraryParts = require.resolve('./scripts/rspack/pure-library-parts.cjs');

// The SPA. In development /api is proxied to the API server (npm run dev starts both).
export default defineConfig({
  plugins: [pluginReact()],
  source: {
    entry: { index: './src/app/index.tsx' },
    define: {
      'process.env.PUBLIC_API_BASE': JSON.stringify(process.env.PUBLIC_API_BASE ?? ''),
    },
  },
  resolve: {
    alias: {
      '@': './src',
      // The app draws its own toast container (src/shared/toast/AppToaster.tsx on useToaster), so the
      // bundle takes react-hot-toast's official headless entry: same toast()/useToaster API and one
      // store, without the styled <Toaster> and goober (~2.3 KB gzip off every first load). Jest
      // keeps the main entry (also one store). Import toasts through `notify`; <Toaster> is not available.
      'react-hot-toast$': 'react-hot-toast/headless',
      // @tanstack/react-store asks for the shim's selector hook, which carries a copy of
      // useSyncExternalStore for React < 18. The same package's plain entry uses React's own (React 19
      // here): same hook, without the copy (decision 051).
      'use-sync-external-store/shim/with-selector$': 'use-sync-external-store/with-selector',
    },
  },
  html: {
    title: 'Subreddit Signal',
    favicon: './src/app/favicon.svg',
    meta: { description: 'Find, analyse and write for the right Reddit communities.' },
  },
  tools: {
    rspack: {
      optimization: {
        // Names of exports used across chunks: the most used get the shortest names, not names kept
        // stable between builds ('deterministic'). A changed module can then rename exports other
        // chunks use, so a release may replace a few more cached files; every first visit is
        // lighter (/login −0.6 KB gzip, the paid page −1.0 KB; decision 048).
        mangleExports: 'size',
        // One chunk for the modules the signed-in layout and nearly every signed-in page import (the
        // ky client, the contract's auth, plan and user schemas, the user API; scripts/rspack/app-core.mjs):
        // the default split put a copy in the layout's chunk and another in a chunk shared by the
        // pages, and a page visit loaded both (decision 053). The libraries they bring (ky, yup,
        // useQuery's part of TanStack Query) go in it too: three files fewer per signed-in page (decision 059).
        splitChunks: { cacheGroups: { appCore: { name: 'app-core', test: APP_CORE, chunks: 'async', enforce: true, priority: 10 } } },
      },
      // Every JS file asks V8 to compile all its functions while it streams in, off the main thread
      // (scripts/rspack/compile-hints.mjs; decision 051).
      plugins: [
        compileHintsPlugin(rspack),
        // The paid analysis page's chunks, for the server's `Link: rel=preload` on that route (decision 081).
        routePreloadsPlugin(rspack, {
          '/advanced-subreddit-paid-analysis-results': [
            './layout/AppLayout',
            '@/features/analysis/results/pages/SubredditPaidAnalysisPage',
          ],
        }),
      ],
      module: {
        rules: [
          // formik imports hoist-non-react-statics (which requires react-is) only for its HOCs, connect()
          // and withFormik(), which the app never uses. Both are CommonJS without a sideEffects field,
          // so the bundler kept them on /login (~1.2 KB gzip) although nothing calls them. Declared
          // free of side effects, they are dropped wherever their importers' code is.
          { test: /[\\/]node_modules[\\/](hoist-non-react-statics|react-is)[\\/]/, sideEffects: false },
          // Unused parts of formik and yup that a top-level statement kept in every form and answer chunk.
          { test: /[\\/]node_modules[\\/](formik[\\/]dist[\\/]formik\.esm|yup[\\/]index\.esm)\.js$/, loader: pureLibraryParts },
        ],
      },
    },
    // Rsbuild's default template has no lang; screen readers need it to pick the voice (WCAG 3.1.1).
    htmlPlugin: { templateContent: '<!DOCTYPE html><html lang="en"><head></head><body><div id="root"></div></body></html>' },
  },
  output: {
    distPath: { root: 'dist' },
    // Eight hex digits instead of ten: the runtime lists every async chunk's hash (about 90 of them,
    // incompressible), and 2^32 values are plenty to tell one release's file from the next.
    filenameHash: 'contenthash:8',
    // A stylesheet is named by its content alone: sibling pages' chunks that carry the same CSS (the
    // results pages' breadcrumbs and tables, the forms) were copies under two to four names, each
    // downloaded again on the next page. One name per content, and the CSS loader finds it already
    // in the page (decision 051).
    filename: { css: '[contenthash:8].css' },
  },
  performance: {
    chunkSplit: { strategy: 'split-by-experience' },
  },
  server: {
    port: Number(process.env.WEB_PORT ?? 5173),
    proxy: { '/api': `http://localhost:${process.env.PORT ?? 3000}` },
  },
});
