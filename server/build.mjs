// Bundles the API server into one ESM file; npm packages stay external (installed by npm).
import { build } from 'esbuild';

await build({
  entryPoints: ['src/main.ts'],
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  alias: { '@': '../src' },
  logLevel: 'warning',
});
