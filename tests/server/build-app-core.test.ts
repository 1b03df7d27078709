// rsbuild.config.ts gives the signed-in app's common modules one chunk (scripts/rspack/app-core.mjs).
// The list names files: a file moved or renamed would silently fall back to the default split, with
// its copies in the layout's chunk and the pages' (decision 053). Checked here.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { APP_CORE, APP_CORE_MODULES } from '../../scripts/rspack/app-core.mjs';

const root = path.join(__dirname, '../..');

describe('app-core chunk list', () => {
  it('names files that exist, and its pattern matches each of them by absolute path on either separator', () => {
    expect(APP_CORE_MODULES.length).toBeGreaterThan(0);
    for (const m of APP_CORE_MODULES) {
      expect([m, existsSync(path.join(root, m))]).toEqual([m, true]);
      expect(APP_CORE.test(path.join(root, m))).toBe(true);
      expect(APP_CORE.test(`C:\\repo\\${m.replace(/\//g, '\\')}`)).toBe(true);
    }
  });

  it('matches nothing else: neighbours, longer names, other folders', () => {
    for (const other of [
      'src/shared/api/errors.ts',
      'src/entities/user/keys.ts',
      'contract/src/user-settings.ts',
      'contract/src/auth.tsx',
      'src/features/auth/api/http.ts',
      'node_modules/ky/distribution/index.js',
    ])
      expect([other, APP_CORE.test(path.join(root, other))]).toEqual([other, false]);
  });
});
