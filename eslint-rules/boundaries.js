// local/boundaries: who may import whom, judged on resolved paths (decision 012).
//
// Web (src/):   app -> features -> entities -> shared, never upward. Entities may import other entities.
//               A feature slice (any folder under src/features/) never imports another slice.
//               src/ imports only src/ and packages (never server/, tests/, ...).
// Contract:     contract/ (the workspace package @subreddit-signal/contract) imports only itself and yup:
//               no DOM, no React, no server code. Everyone else names it by its package name only.
// Server:       server/ never imports src/; it shares with the web app only the contract package.
//               The analysis engine (modules/analysis/, plus the pure Reddit model it reads) imports only
//               itself, the contract and packages that do no I/O.
//               platform/ and db/ never import modules/.
// Anything else (tests, bench, scripts, data, configs) may import anything.
import { moduleSpecifierVisitors, relative, resolveImport } from './resolve.js';

const LAYERS = ['shared', 'entities', 'features', 'app']; // lowest first
const CONTRACT = 'contract/';
const CONTRACT_PACKAGES = new Set(['yup']);
const PURE = ['server/src/modules/analysis/', 'server/src/modules/reddit/model.ts'];
// Node built-ins and packages that touch disk, network, processes or a database.
const IO_MODULES = new Set([
  'fs',
  'net',
  'http',
  'https',
  'http2',
  'dgram',
  'dns',
  'tls',
  'child_process',
  'cluster',
  'pg',
  '@electric-sql/pglite',
  'undici',
  'nodemailer',
  'fastify',
  'openid-client',
  'ky',
  'pg-boss',
]);
const IO_SCOPES = ['@fastify/'];

/** 'src/features/auth/x.ts' -> { layer: 'features', slice: 'auth' }; slices are whatever folders exist. */
function webPlace(rel) {
  const parts = rel.split('/');
  if (parts[0] !== 'src' || !LAYERS.includes(parts[1])) return null;
  return { layer: parts[1], slice: parts[1] === 'features' && parts.length > 3 ? parts[2] : null };
}

const isPure = (rel) => PURE.some((p) => (p.endsWith('/') ? rel.startsWith(p) : rel === p));

function packageName(spec) {
  const name = spec.replace(/^node:/, '');
  const parts = name.split('/');
  return name.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}
const doesIo = (spec) => IO_MODULES.has(packageName(spec)) || IO_SCOPES.some((s) => spec.startsWith(s));

/** The broken rule for `from` importing `target` (a resolveImport result), or null. */
export function check(fromRel, target, spec) {
  if (fromRel.startsWith(CONTRACT)) {
    if (target.bare)
      return CONTRACT_PACKAGES.has(packageName(target.bare)) ? null : { messageId: 'contractImport', data: { target: spec } };
    const to = relative(target.file);
    return to.startsWith(CONTRACT) ? null : { messageId: 'contractImport', data: { target: to } };
  }
  if (!target.bare && relative(target.file).startsWith(CONTRACT) && (fromRel.startsWith('src/') || fromRel.startsWith('server/'))) {
    return { messageId: 'contractByPath', data: { target: relative(target.file) } };
  }
  if (fromRel.startsWith('src/')) {
    if (target.bare) return null;
    const to = relative(target.file);
    if (!to.startsWith('src/')) return { messageId: to.startsWith('server/') ? 'webToServer' : 'webOutside', data: { to } };
    const a = webPlace(fromRel);
    const b = webPlace(to);
    if (!a || !b) return null;
    if (LAYERS.indexOf(b.layer) > LAYERS.indexOf(a.layer)) return { messageId: 'upward', data: { from: a.layer, to: b.layer, target: to } };
    if (a.slice && b.slice && a.slice !== b.slice) return { messageId: 'crossSlice', data: { from: a.slice, to: b.slice, target: to } };
    return null;
  }
  if (fromRel.startsWith('server/')) {
    if (isPure(fromRel)) {
      if (target.bare) return doesIo(target.bare) ? { messageId: 'impure', data: { target: spec } } : null;
      const to = relative(target.file);
      return isPure(to) ? null : { messageId: 'impure', data: { target: to } };
    }
    if (target.bare) return null;
    const to = relative(target.file);
    if (to.startsWith('src/')) return { messageId: 'serverToWeb', data: { target: to } };
    const lower = ['server/src/platform/', 'server/src/db/'].find((p) => fromRel.startsWith(p));
    if (lower && to.startsWith('server/src/modules/')) return { messageId: 'lowerToModules', data: { from: lower, target: to } };
  }
  return null;
}

export default {
  meta: {
    type: 'problem',
    docs: { description: 'Enforce the import boundaries between layers, slices, web and server (docs/decisions/012)' },
    schema: [],
    messages: {
      upward: '{{from}} must not import {{to}} ({{target}}): layers go app -> features -> entities -> shared, never upward.',
      crossSlice: 'Feature slice "{{from}}" must not import slice "{{to}}" ({{target}}); move shared code to entities or shared.',
      webToServer: 'src/ must not import server code ({{to}}); share types through @subreddit-signal/contract.',
      webOutside: 'src/ must not import {{to}}: the web app imports only src/ and packages.',
      serverToWeb: 'server/ must not import web code ({{target}}); share it through @subreddit-signal/contract.',
      contractImport: 'The contract package imports only itself and yup (no DOM, React or server code), not {{target}}.',
      contractByPath: 'Import the contract by its package name @subreddit-signal/contract, not by path ({{target}}).',
      impure: 'The analysis engine stays pure (no db, platform, network or disk): it must not import {{target}}.',
      lowerToModules: '{{from}} must not import modules ({{target}}); pass what it needs in from the module instead.',
    },
  },
  create(context) {
    const fromRel = relative(context.filename);
    if (!fromRel.startsWith('src/') && !fromRel.startsWith('server/') && !fromRel.startsWith(CONTRACT)) return {};
    return moduleSpecifierVisitors((node, spec) => {
      const problem = check(fromRel, resolveImport(spec, context.filename), spec);
      if (problem) context.report({ node, ...problem });
    });
  },
};
