/**
 * Decision 096: the communities a user opened a free analysis of. The spec's history lists searches
 * and posts only, so a Basic user who analysed five communities without searching had no trace of
 * them, and their post ideas and "Communities you analysed" fell back to the defaults (issue 25,
 * point 6). One row per user and community, the latest analysis's time; the user's deletion takes them.
 */
export default /* sql */ `
CREATE TABLE analysed_communities (
  user_id      uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  name         text NOT NULL CHECK (length(name) BETWEEN 1 AND 50),
  name_key     text NOT NULL,
  analysed_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, name_key)
);
CREATE INDEX analysed_communities_user_at_idx ON analysed_communities (user_id, analysed_at DESC);
`;
