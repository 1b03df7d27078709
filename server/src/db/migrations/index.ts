import accounts from './001_accounts';

/** Committed, append-only. Never edit a migration that has shipped; add a new one. */
export const migrations: ReadonlyArray<{ id: string; sql: string }> = [{ id: '001_accounts', sql: accounts }];
