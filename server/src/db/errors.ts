/** PostgreSQL's unique_violation (SQLSTATE 23505), as raised by both pg and PGlite. */
export const isUniqueViolation = (err: unknown) => (err as { code?: string })?.code === '23505';
