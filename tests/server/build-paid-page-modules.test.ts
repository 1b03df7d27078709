// What the paid subreddit analysis page's first load takes from the source (decision 062). Its chunks
// hold every module its page reaches through static imports; a module shared with the other results
// pages goes with the page whole, with all it imports, whichever of its exports the page uses. So the
// free and post pages' own parts live in modules of their own: the post-link parser and the contract's
// request schemas, the post calls with their schemas and hooks, the free pages' top post teaser (the
// sample post and its lock) and load-error panel (the state panel and its styles). The clipboard and
// download code comes on the first copy or download.
//
// The walk follows the bundler: static imports only (a dynamic import() is a chunk of its own, loaded
// later), type-only imports skipped, a name imported through a barrel (an index.ts of re-exports, the
// contract's among them) taken from the file that declares it, as the bundler does for packages free of
// side effects (package.json "sideEffects").
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.join(__dirname, '../..');
const rel = (file: string) => path.relative(root, file).split(path.sep).join('/');

/** A specifier as a file: '@/…' under src, the contract package, relative paths; null for libraries. */
function resolve(from: string, spec: string): string | null {
  let base: string;
  if (spec.startsWith('@/')) base = path.join(root, 'src', spec.slice(2));
  else if (spec === '@subreddit-signal/contract') base = path.join(root, 'contract/src/index');
  else if (spec.startsWith('.')) base = path.join(path.dirname(from), spec);
  else return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')])
    if (existsSync(candidate) && !candidate.endsWith(path.sep) && /\.(tsx?|css)$/.test(candidate)) return candidate;
  throw new Error(`cannot resolve ${spec} from ${rel(from)}`);
}

const source = (file: string) => readFileSync(file, 'utf8');
const IMPORT = /^(import|export)\s+(type\s+)?([^'";]*?)\s*from\s*'([^']+)';|^import\s+'([^']+)';/gms;

/** Whether `file` declares `name` itself (not re-exported from another module). */
const declares = (file: string, name: string) =>
  new RegExp(`^export\\s+(?:default\\s+)?(?:async\\s+)?(?:const|let|var|function\\*?|class|enum)\\s+${name}\\b`, 'm').test(source(file)) ||
  new RegExp(`^export\\s*\\{[^}]*\\b${name}\\b[^}]*\\};?$`, 'm').test(source(file));

/** The file that declares `name`, following `export … from` of `file` (a barrel) when it does not. */
function declaring(file: string, name: string): string | null {
  if (declares(file, name)) return file;
  for (const m of source(file).matchAll(IMPORT)) {
    if (m[1] !== 'export' || m[2]) continue;
    const target = resolve(file, m[4]);
    if (!target) continue;
    const clause = m[3].trim();
    const names =
      clause === '*'
        ? null
        : clause
            .replace(/[{}]/g, '')
            .split(',')
            .map((p) => p.trim().replace(/^type\s+/, ''));
    const match = names?.find((p) => p.split(/\s+as\s+/).pop() === name);
    if (names && !match) continue;
    const found = declaring(target, match ? match.split(/\s+as\s+/)[0] : name);
    if (found) return found;
  }
  return null;
}

/** Every module the page's first load takes, by path from the repository's root. */
function staticGraph(entry: string): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    const key = rel(file);
    if (seen.has(key)) return;
    seen.add(key);
    if (file.endsWith('.css')) return;
    for (const m of source(file).matchAll(IMPORT)) {
      if (m[5]) {
        const css = resolve(file, m[5]);
        if (css) visit(css);
        continue;
      }
      if (m[2]) continue; // import type / export type
      const target = resolve(file, m[4]);
      if (!target) continue;
      const clause = m[3].trim();
      const named = /^\{([^}]*)\}$/.exec(clause);
      if (!named) {
        visit(target); // default, namespace or export *: the module itself
        continue;
      }
      for (const part of named[1].split(',').map((p) => p.trim())) {
        if (!part || part.startsWith('type ')) continue;
        const name = part.split(/\s+as\s+/)[0];
        const declaringFile = declaring(target, name);
        if (!declaringFile) throw new Error(`${name} is not exported by ${rel(target)} (imported by ${rel(file)})`);
        visit(declaringFile);
      }
    }
  };
  visit(path.join(root, entry));
  return seen;
}

describe('the paid subreddit analysis page’s modules', () => {
  const graph = staticGraph('src/features/analysis/results/pages/SubredditPaidAnalysisPage.tsx');

  it('reach what the page draws and calls (the walk sees through barrels and the contract)', () => {
    for (const needed of [
      'src/features/analysis/results/api/hooks.ts',
      'src/features/analysis/results/api/schemas.ts',
      'src/features/analysis/charts/BarChart.tsx',
      'src/features/analysis/charts/Heatmap.tsx',
      'src/shared/ui/Breadcrumbs.tsx',
      'contract/src/subreddit-name.ts',
      'src/features/analysis/results/ui/results.css',
    ])
      expect([needed, graph.has(needed)]).toEqual([needed, true]);
  });

  it('do not reach the free and post pages’ own parts', () => {
    const notNeeded = [
      'src/features/analysis/results/model/post-params.ts',
      'contract/src/reddit-url.ts',
      'contract/src/analysis-requests.ts',
      'src/features/analysis/results/api/post-hooks.ts',
      'src/features/analysis/results/api/post-requests.ts',
      'src/features/analysis/results/api/post-schemas.ts',
      'src/features/analysis/results/ui/TopPostTeaser.tsx',
      'src/features/analysis/results/ui/SamplePost.tsx',
      'src/features/analysis/results/ui/sample-post.css',
      'src/features/analysis/results/ui/AnalysisLoadError.tsx',
      'src/shared/ui/StatePanel.tsx',
      'src/shared/ui/state-panel.css',
      // Loaded on the first copy or download (a dynamic import), not with the page.
      'src/shared/lib/browser.ts',
    ];
    expect(notNeeded.filter((m) => graph.has(m))).toEqual([]);
  });
});

describe('the entry’s and the signed-in layout’s modules (the rest of the paid page’s first load)', () => {
  const graph = new Set([...staticGraph('src/app/index.tsx'), ...staticGraph('src/app/layout/AppLayout.tsx')]);

  it('reach the user menu’s button and the notifications region', () => {
    for (const needed of ['src/app/layout/UserMenu.tsx', 'src/shared/toast/AppToaster.tsx', 'src/shared/toast/notify.ts'])
      expect([needed, graph.has(needed)]).toEqual([needed, true]);
  });

  it('do not reach the user menu’s panel or the toasts’ view: they load on intent and with the first toast (decision 065)', () => {
    const notNeeded = [
      'src/app/layout/UserMenuPanel.tsx',
      'src/app/layout/user-menu-panel.css',
      'src/entities/user/CreditsBar.tsx',
      'src/entities/user/credits-bar.css',
      'src/shared/toast/ToasterView.tsx',
      'src/shared/toast/toaster.css',
    ];
    expect(notNeeded.filter((m) => graph.has(m))).toEqual([]);
  });

  it('and the paid page draws none of the analysis screens’ shared icons (Download JSON draws its own)', () => {
    const page = staticGraph('src/features/analysis/results/pages/SubredditPaidAnalysisPage.tsx');
    expect(page.has('src/features/analysis/ui/icons.tsx')).toBe(false);
  });
});
