/**
 * The generation service as the paid routes call it (the community lookup, the draft check and its
 * replacement round, the topic named once) over the bundled snapshot, with the credit faked: the
 * spend answers a balance and touches no database, and nothing else here reaches one (the ideas'
 * sources are the defaults). For scripts and tests that read or time the writer's real outputs.
 */
import path from 'node:path';
import type { Database } from '../server/src/db/client';
import type { CatalogueIndex } from '../server/src/modules/discovery';
import { builtInGenerator } from '../server/src/modules/generation/built-in';
import type { RecentOutputs } from '../server/src/modules/generation/recent';
import type { GenerationContext } from '../server/src/modules/generation/service';
import { SnapshotSource } from '../server/src/modules/reddit';
import { RedditData } from '../server/src/modules/research';

export async function fakedCreditContext(root: string): Promise<GenerationContext> {
  const snapshot = await SnapshotSource.open(path.join(root, 'data/snapshot'));
  const db = {
    kind: 'pglite',
    atomic: async () => [{ balance_after: 7 }],
    query: async () => [],
    transaction: async (fn: (tx: unknown) => unknown) => fn(db),
  } as unknown as Database;
  const recent = { get: async () => [], add: async () => {} } as unknown as RecentOutputs;
  const generator = builtInGenerator();
  return { db, data: new RedditData([snapshot], {} as CatalogueIndex), generator, fallback: generator, ideasKept: new Map(), recent };
}
