import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const outbox = () => path.join(process.env.E2E_DATA_DIR ?? './.data-e2e', 'outbox');

/** The newest .eml in the server's outbox addressed to `to` (the embedded mail adapter). */
export function latestMailTo(to: string): string | null {
  let files: string[] = [];
  try {
    files = readdirSync(outbox()).filter((f) => f.endsWith('.eml')).sort();
  } catch {
    return null;
  }
  for (const f of files.reverse()) {
    const raw = readFileSync(path.join(outbox(), f), 'utf8');
    if (new RegExp(`^To: .*${to.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'mi').test(raw)) return raw;
  }
  return null;
}

/** Waits for a reset mail and returns its 4-digit code (from the plain-text part). */
export async function waitForResetCode(to: string, timeoutMs = 10_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const mail = latestMailTo(to);
    const code = mail?.match(/Code: (\d{4})/)?.[1];
    if (code) return code;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no reset code mailed to ${to}`);
}

export const uniqueEmail = (tag: string) => `${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
