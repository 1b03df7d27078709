import { mkdirSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Where uploaded files live. Local disk under DATA_DIR now; object storage can implement the same. */
export interface FileStorage {
  /** Stores bytes under a generated key and returns the public URL path. */
  put(key: string, bytes: Buffer): Promise<string>;
  remove(key: string): Promise<void>;
  /** Absolute directory served read-only at PUBLIC_PREFIX (local adapter only). */
  readonly root: string;
}

export const FILES_URL_PREFIX = '/api/files/';

export function localStorage(root: string): FileStorage {
  // Created up front: the static file server is registered on this folder at boot.
  mkdirSync(root, { recursive: true });
  const safe = (key: string) => {
    const full = path.resolve(root, key);
    if (!full.startsWith(path.resolve(root) + path.sep)) throw new Error(`Unsafe storage key: ${key}`);
    return full;
  };
  return {
    root,
    async put(key, bytes) {
      const full = safe(key);
      await mkdir(path.dirname(full), { recursive: true });
      await writeFile(full, bytes);
      return FILES_URL_PREFIX + key;
    },
    async remove(key) {
      await rm(safe(key), { force: true });
    },
  };
}
