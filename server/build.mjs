// Bundles the API server into one ESM file; npm packages stay external (installed by npm).
import { build } from 'esbuild';

await build({
  // dist/main.js (the server) and dist/import.js (the dump import CLI).
  entryPoints: { main: 'src/main.ts', import: 'src/cli/import.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  alias: { '@subreddit-signal/contract': '../contract/src/index.ts' },
  logLevel: 'warning',
});
