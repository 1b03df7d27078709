import { HandoverLog, type Log } from '../../server/src/platform/handover-log';
import { startTestApp } from '../support/server-harness';

/** A log that keeps what it was given, to see which log a line reached. */
function keeping(): Log & { lines: string[] } {
  const lines: string[] = [];
  return { lines, warn: (_obj, msg) => void lines.push(`warn ${msg}`), info: (_obj, msg) => void lines.push(`info ${msg}`) };
}

describe('the log long-lived services write to (decision 031)', () => {
  it('writes to its first target until another is handed over, then only to that one', () => {
    const first = keeping();
    const app = keeping();
    const log = new HandoverLog(first);
    log.warn({}, 'before');
    log.use(app);
    log.info({}, 'after');
    expect(first.lines).toEqual(['warn before']);
    expect(app.lines).toEqual(['info after']);
  });

  it("is handed the app's logger when the app is built", async () => {
    const t = await startTestApp();
    try {
      const warn = jest.spyOn(t.app.log, 'warn');
      t.deps.log.warn({ attempt: 1 }, 'LLM endpoint failed');
      expect(warn).toHaveBeenCalledWith({ attempt: 1 }, 'LLM endpoint failed');
    } finally {
      await t.close();
    }
  });
});
