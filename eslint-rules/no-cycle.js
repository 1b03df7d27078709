// local/no-cycle: no import cycles, counting every kind of edge (type-only imports, `export from`,
// dynamic import(), require()). The file being linted contributes the imports in its AST; every other
// file's imports come from disk, read once per lint run with TypeScript's import scanner.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { moduleSpecifierVisitors, relative, resolveImport, runCache } from './resolve.js';

const SOURCE = /\.(ts|tsx|mts|cts|js|jsx|mjs|cjs)$/;
const local = (file) => SOURCE.test(file) && !file.split(path.sep).includes('node_modules');

/** The local source files `file` imports (as on disk), cached for the run. */
function edgesOf(file) {
  const cache = runCache().edges;
  let edges = cache.get(file);
  if (!edges) {
    let text = '';
    try {
      text = fs.readFileSync(file, 'utf8');
    } catch {
      // Deleted since it was resolved: no edges.
    }
    edges = new Set();
    for (const { fileName } of ts.preProcessFile(text, true, true).importedFiles) {
      const target = resolveImport(fileName, file);
      if (target.exists && local(target.file)) edges.add(target.file);
    }
    cache.set(file, edges);
  }
  return edges;
}

export default {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid import cycles, type-only imports included (docs/decisions/012)' },
    schema: [],
    messages: { cycle: 'Import cycle: {{cycle}}. Break it, e.g. by moving the shared type or function to its own file.' },
  },
  create(context) {
    const self = path.resolve(context.filename);
    const imports = [];
    const deadEnds = new Set(); // files that cannot lead back to `self`

    /** Shortest import path from `start` back to `self`, or null. */
    function pathBack(start) {
      if (start === self) return [self];
      if (deadEnds.has(start)) return null;
      const parent = new Map([[start, null]]);
      const queue = [start];
      for (let i = 0; i < queue.length; i++) {
        for (const next of edgesOf(queue[i])) {
          if (parent.has(next) || deadEnds.has(next)) continue;
          parent.set(next, queue[i]);
          if (next === self) {
            const chain = [];
            for (let f = next; f; f = parent.get(f)) chain.unshift(f);
            return chain;
          }
          queue.push(next);
        }
      }
      for (const f of queue) deadEnds.add(f);
      return null;
    }

    return {
      ...moduleSpecifierVisitors((node, spec) => {
        const target = resolveImport(spec, self);
        if (target.exists && local(target.file)) imports.push({ node, file: target.file });
      }),
      'Program:exit'() {
        for (const { node, file } of imports) {
          const back = pathBack(file);
          if (back) context.report({ node, messageId: 'cycle', data: { cycle: [self, ...back].map(relative).join(' -> ') } });
        }
      },
    };
  },
};
