/**
 * npm run quality:themes: precision (and recall) of each theme kind of the audience theme miner
 * (server/src/modules/audiences/themes/classify.ts) on hand-labelled real posts
 * (tests/fixtures/themes/labelled.json), per labelling set: 'tune' (the rules were adjusted on it)
 * and 'holdout' (labelled after tuning; the honest figure). Aim: precision ≥ 0.8 for every kind.
 *   npx tsx scripts/quality-themes.ts           the table, and the misses of each kind
 *   npx tsx scripts/quality-themes.ts --json    the figures as JSON
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { classify, INTENT_KINDS, type IntentKind } from '../server/src/modules/audiences/themes/classify';
import type { RedditPost } from '../server/src/modules/reddit';
import { SnapshotSource } from '../server/src/modules/reddit/snapshot-source';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const THEME_PRECISION_AIM = 0.8;

interface Labelled {
  id: string;
  subreddit: string;
  set: 'tune' | 'holdout';
  /** The labelling round (the hold-out grew in round 3, issue 26). */
  round?: number;
  title: string;
  labels: IntentKind[];
}

export interface KindFigures {
  kind: IntentKind;
  predicted: number;
  correct: number;
  labelled: number;
  precision: number | null;
  recall: number | null;
  wrong: string[];
}

export interface ThemeQualityReport {
  sets: Record<string, { posts: number; kinds: KindFigures[] }>;
  /** Every kind at or above the aim on the hold-out set. */
  pass: boolean;
}

async function loadPosts(items: readonly Labelled[]): Promise<Map<string, RedditPost>> {
  const snapshot = await SnapshotSource.open(path.join(ROOT, 'data/snapshot'));
  const out = new Map<string, RedditPost>();
  for (const sub of new Set(items.map((i) => i.subreddit))) {
    const found = await snapshot.subredditPosts(sub);
    for (const p of found?.posts ?? []) out.set(p.id, p);
  }
  return out;
}

const ratio = (a: number, b: number) => (b === 0 ? null : Math.round((a / b) * 1000) / 1000);

export async function runThemeQuality(): Promise<ThemeQualityReport> {
  const file = JSON.parse(readFileSync(path.join(ROOT, 'tests/fixtures/themes/labelled.json'), 'utf8')) as { posts: Labelled[] };
  const posts = await loadPosts(file.posts);
  const sets: ThemeQualityReport['sets'] = {};
  const holdoutRounds = [...new Set(file.posts.filter((p) => p.set === 'holdout').map((p) => p.round ?? 1))].sort();
  // The whole hold-out decides; each round's share is printed too, so a new round's figure shows on its own.
  const groups: [string, Labelled[]][] = [
    ['tune', file.posts.filter((p) => p.set === 'tune')],
    ['holdout', file.posts.filter((p) => p.set === 'holdout')],
    ...holdoutRounds.map((r): [string, Labelled[]] => [
      `holdout round ${r}`,
      file.posts.filter((p) => p.set === 'holdout' && (p.round ?? 1) === r),
    ]),
  ];
  for (const [set, items] of groups) {
    const kinds: KindFigures[] = INTENT_KINDS.map((kind) => ({
      kind,
      predicted: 0,
      correct: 0,
      labelled: 0,
      precision: null,
      recall: null,
      wrong: [],
    }));
    for (const item of items) {
      const post = posts.get(item.id);
      if (!post) throw new Error(`post ${item.id} is not in the bundled snapshot's r/${item.subreddit}`);
      const found = new Set(classify(post.title, post.selftext).map((m) => m.kind));
      for (const k of kinds) {
        const labelled = item.labels.includes(k.kind);
        if (labelled) k.labelled++;
        if (found.has(k.kind)) {
          k.predicted++;
          if (labelled) k.correct++;
          else k.wrong.push(`${item.id} ${item.title.slice(0, 80)}`);
        }
      }
    }
    for (const k of kinds) {
      k.precision = ratio(k.correct, k.predicted);
      k.recall = ratio(k.correct, k.labelled);
    }
    sets[set] = { posts: items.length, kinds };
  }
  const holdout = sets.holdout?.kinds ?? [];
  const pass = holdout.length > 0 && holdout.every((k) => k.precision === null || k.precision >= THEME_PRECISION_AIM);
  return { sets, pass };
}

export function print(report: ThemeQualityReport): void {
  for (const [set, { posts, kinds }] of Object.entries(report.sets)) {
    console.log(`\nTheme kinds on the '${set}' set (${posts} hand-labelled posts)`);
    console.log('kind       predicted  correct  labelled  precision  recall');
    for (const k of kinds) {
      const f = (n: number | null) => (n === null ? '   -' : n.toFixed(2));
      console.log(
        `${k.kind.padEnd(10)} ${String(k.predicted).padStart(9)} ${String(k.correct).padStart(8)} ${String(k.labelled).padStart(9)} ${f(k.precision).padStart(10)} ${f(k.recall).padStart(7)}`,
      );
    }
    for (const k of kinds) for (const w of k.wrong.slice(0, 5)) console.log(`  not ${k.kind}: ${w}`);
  }
  console.log(`\nPrecision aim ${THEME_PRECISION_AIM} on the hold-out set: ${report.pass ? 'met' : 'NOT met'}`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const report = await runThemeQuality();
  if (process.argv.includes('--json')) console.log(JSON.stringify(report, null, 1));
  else print(report);
}
