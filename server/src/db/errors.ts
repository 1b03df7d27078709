/** PostgreSQL's unique_violation (SQLSTATE 23505), as raised by both pg and PGlite. */
export const isUniqueViolation = (err: unknown) => (err as { code?: string })?.code === '23505';

/**
 * The database went away under a query: the connection was cut (restart, failover,
 * pg_terminate_backend), refused (full, starting up, shutting down, not accepting) or timed out. Retrying shortly can succeed, so it is a 503, not a 500.
 */
export function isConnectionLoss(err: unknown): boolean {
  const { code, message } = (err ?? {}) as { code?: unknown; message?: unknown };
  // Refused at connect: too_many_connections (53300), and 55000 only in its "not accepting
  // connections" sense (the same code also means a query's own prerequisite failed, which is a bug).
  if (code === '53300' || (code === '55000' && typeof message === 'string' && /not (currently )?accepting connections/i.test(message)))
    return true;
  if (
    typeof code === 'string' &&
    (/^(08|57P0)/.test(code) || ['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH'].includes(code))
  )
    return true;
  return (
    typeof message === 'string' &&
    /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error)/.test(message)
  );
}
