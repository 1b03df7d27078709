/**
 * npm run quality:drafts:model: the draft checker's figures with a connected model reading each draft
 * too (decision 094), as `npm run quality:drafts` prints them for the built-in checks alone. Needs
 * LLM_BASE_URL, LLM_API_KEY and LLM_MODEL (a local Ollama: LLM_BASE_URL=http://127.0.0.1:11434/v1
 * LLM_API_KEY=ollama LLM_MODEL=llama3.1). Runs the blind holdout of rounds.json by default:
 *   npm run quality:drafts:model                 holdout drafts
 *   npm run quality:drafts:model -- --all        every draft of rounds.json (slow on a local model)
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { evaluateLabelledWith, type LabelledSet } from '../server/src/modules/drafts/check/labelled';
import { judgedByModel } from '../server/src/modules/drafts/check/llm-rules';
import { ChatClient } from '../server/src/modules/generation/llm/client';
import { ROUNDS_SET } from './quality-drafts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const RULES_DIR = path.join(ROOT, 'tests/fixtures/reddit-api/rules');

const { LLM_BASE_URL, LLM_API_KEY, LLM_MODEL } = process.env;
if (!LLM_BASE_URL || !LLM_API_KEY || !LLM_MODEL) {
  console.error('Set LLM_BASE_URL, LLM_API_KEY and LLM_MODEL (see the README, "With a language model").');
  process.exit(2);
}
const judge = new ChatClient({ baseUrl: LLM_BASE_URL, apiKey: LLM_API_KEY, model: LLM_MODEL, timeoutMs: 120_000, maxTokens: 800 });
const set = JSON.parse(readFileSync(ROUNDS_SET, 'utf8')) as LabelledSet;
const readRules = (name: string) => JSON.parse(readFileSync(path.join(RULES_DIR, path.basename(name)), 'utf8')) as unknown;
let unusable = 0;
const report = await evaluateLabelledWith(set, readRules, process.argv.includes('--all') ? undefined : 'holdout', async (result, i) => {
  try {
    return await judgedByModel(judge, result, i.draft, i.rules?.rules ?? []);
  } catch {
    unusable++;
    return result;
  }
});
console.log(`${report.cases} drafts, model ${LLM_MODEL} (${unusable} answers unusable: built-in only for those)`);
for (const k of report.kinds)
  if (k.positives || k.falsePositives)
    console.log(`  ${k.kind.padEnd(20)} found ${k.found}/${k.positives}   raised wrongly ${k.falsePositives}/${k.negatives}`);
for (const e of report.errors) console.log(`  ${e.error === 'missed' ? 'missed' : 'raised wrongly'}: ${e.kind} in ${e.id}`);
