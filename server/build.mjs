// Bundles the API server into one ESM file; npm packages stay external (installed by npm).
import { build } from 'esbuild';

await build({
  // dist/main.js (the server) and dist/import.js (the dump import CLI).
  entryPoints: { main: 'src/main.ts', import: 'src/cli/import.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  // Modules loaded on demand (the Stripe adapter, only where Stripe is configured) become chunks of
  // their own, so their npm packages are not loaded at every start.
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  alias: { '@subreddit-signal/contract': '../contract/src/index.ts' },
  logLevel: 'warning',
});
