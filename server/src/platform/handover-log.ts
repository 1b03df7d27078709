/**
 * The dependencies are wired before the app and its logger exist, yet some of them (the LLM
 * writer) log for as long as the process lives. They get this log: JSON lines on stderr, like the
 * app's own, until the app hands its logger over; silent when LOG_LEVEL=silent.
 */
export interface Log {
  warn(obj: object, msg: string): void;
  info(obj: object, msg: string): void;
}

export class HandoverLog implements Log {
  constructor(private target: Log) {}

  /** From now on, lines go to `log` (the app's logger). */
  use(log: Log): void {
    this.target = log;
  }

  warn(obj: object, msg: string): void {
    this.target.warn(obj, msg);
  }

  info(obj: object, msg: string): void {
    this.target.info(obj, msg);
  }
}

/** One JSON line on stderr, like the app's own log lines: for what logs before the app's logger exists. */
export const stderrLog: Log = {
  warn: (obj, msg) => process.stderr.write(`${JSON.stringify({ level: 40, time: Date.now(), msg, ...describe(obj) })}\n`),
  info: (obj, msg) => process.stderr.write(`${JSON.stringify({ level: 30, time: Date.now(), msg, ...describe(obj) })}\n`),
};

function describe(obj: object): object {
  const { err, ...rest } = obj as { err?: unknown };
  return err instanceof Error ? { ...rest, err: { message: err.message, code: (err as { code?: string }).code } } : rest;
}
