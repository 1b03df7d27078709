/**
 * Decision 016: what each user was recently given per generation request ('Generate more' brings
 * new titles, decision 010) lives in the database, so every API instance remembers the same.
 * Rows past their time to live are ignored on read and deleted by housekeeping.
 */
export default /* sql */ `
CREATE TABLE generation_recent_outputs (
  key         text PRIMARY KEY,
  items       text[] NOT NULL,
  updated_at  timestamptz NOT NULL
);
CREATE INDEX generation_recent_outputs_updated_idx ON generation_recent_outputs (updated_at);
`;
