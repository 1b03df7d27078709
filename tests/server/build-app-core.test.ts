// rsbuild.config.ts gives the signed-in app's common modules one chunk (scripts/rspack/app-core.mjs).
// The list names files: a file moved or renamed would silently fall back to the default split, with
// its copies in the layout's chunk and the pages' (decision 053). Checked here, and likewise the
// library files and folders the chunk takes with them (decision 059).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { APP_CORE, APP_CORE_LIBRARIES, APP_CORE_MODULES } from '../../scripts/rspack/app-core.mjs';

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

  it('names library files and folders that are installed, and matches what is under them on either separator', () => {
    expect(APP_CORE_LIBRARIES.length).toBeGreaterThan(0);
    for (const lib of APP_CORE_LIBRARIES) {
      const installed = path.join(root, 'node_modules', lib);
      expect([lib, existsSync(installed)]).toEqual([lib, true]);
      const file = lib.endsWith('/') ? `${lib}index.js` : lib;
      expect([lib, APP_CORE.test(path.join(root, 'node_modules', file))]).toEqual([lib, true]);
      expect([lib, APP_CORE.test(`C:\\repo\\node_modules\\${file.replace(/\//g, '\\')}`)]).toEqual([lib, true]);
    }
  });

  it('matches nothing else: neighbours, longer names, other folders', () => {
    for (const other of [
      'src/shared/api/errors.ts',
      'src/entities/user/keys.ts',
      'contract/src/user-settings.ts',
      'contract/src/auth.tsx',
      'src/features/auth/api/http.ts',
      'src/ky/index.js',
      'node_modules/kyx/index.js',
      'node_modules/yup-extra/index.js',
      'node_modules/@tanstack/query-core/build/modern/queryClient.js',
      'node_modules/@tanstack/react-query/build/modern/useMutation.js',
      'node_modules/@tanstack/react-query/build/modern/useQuery.js.map',
    ])
      expect([other, APP_CORE.test(path.join(root, other))]).toEqual([other, false]);
  });
});
