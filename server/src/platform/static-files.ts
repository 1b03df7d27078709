import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * The files of a built SPA folder as URL paths ('/index.html', '/static/js/x.js.br'), read once at
 * boot: what @fastify/static's `wildcard: false` globbed, without one route per file. Like its glob
 * (`**`, `dot: false`, `follow: true`, `nodir: true`), a file or folder whose name starts with a dot
 * is left out and symbolic links are followed.
 */
export function listStaticFiles(root: string): Set<string> {
  const files = new Set<string>();
  const walk = (dir: string, urlDir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name.startsWith('.')) continue;
      const full = path.join(dir, entry.name);
      const url = `${urlDir}/${entry.name}`;
      let isDir = entry.isDirectory();
      let isFile = entry.isFile();
      if (entry.isSymbolicLink()) {
        const target = statSync(full, { throwIfNoEntry: false });
        isDir = target?.isDirectory() ?? false;
        isFile = target?.isFile() ?? false;
      }
      if (isDir) walk(full, url);
      else if (isFile) files.add(url);
    }
  };
  walk(root, '');
  return files;
}

/**
 * A request URL's path as the router matched it against the per-file routes: up to the query or
 * fragment, percent-decoded (find-my-way decodes the path, but not an encoded '/', so such a path
 * named no file). null when it names no file.
 */
export function requestPath(url: string): string | null {
  const end = url.search(/[?#]/);
  const raw = end === -1 ? url : url.slice(0, end);
  if (!raw.includes('%')) return raw;
  if (/%2f|%5c/i.test(raw)) return null;
  try {
    return decodeURIComponent(raw);
  } catch {
    return null;
  }
}

/**
 * The `Link` headers that make the browser fetch a route's lazy chunks while the entry's files load
 * (decision 081): read once at boot from the build's `.route-preloads.json` (scripts/rspack/route-preloads.mjs:
 * route path -> the JS and CSS files of its import()s), one header value per route. A build without
 * the list (an older one) preloads nothing. Only same-origin build paths are taken.
 */
export function readRoutePreloads(root: string): Map<string, string> {
  const links = new Map<string, string>();
  let list: unknown;
  try {
    list = JSON.parse(readFileSync(path.join(root, '.route-preloads.json'), 'utf8'));
  } catch {
    return links;
  }
  if (!list || typeof list !== 'object') return links;
  for (const [route, files] of Object.entries(list as Record<string, unknown>)) {
    if (!Array.isArray(files)) continue;
    const parts = files
      .filter((f): f is string => typeof f === 'string' && /^\/static\/[\w./-]+\.(js|css)$/.test(f))
      .map((f) => `<${f}>; rel=preload; as=${f.endsWith('.css') ? 'style' : 'script'}`);
    if (parts.length) links.set(route, parts.join(', '));
  }
  return links;
}
