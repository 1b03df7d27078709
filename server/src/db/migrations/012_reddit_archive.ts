/**
 * The Arctic Shift archive as a fourth source (decision 023): its posts, comments and about data
 * go into the reddit_* tables as source 'archive', with the moment the archive read each item
 * (`retrieved_on`) and when we fetched it (`fetched_at`, what retention counts from). One row per
 * community in reddit_archive_fetches is the cluster-wide claim and the progress users see.
 */
export default /* sql */ `
ALTER TABLE reddit_subreddits DROP CONSTRAINT IF EXISTS reddit_subreddits_source_check;
ALTER TABLE reddit_subreddits ADD CONSTRAINT reddit_subreddits_source_check CHECK (source IN ('imported', 'live', 'archive'));
ALTER TABLE reddit_posts DROP CONSTRAINT IF EXISTS reddit_posts_source_check;
ALTER TABLE reddit_posts ADD CONSTRAINT reddit_posts_source_check CHECK (source IN ('imported', 'live', 'archive'));
ALTER TABLE reddit_comments DROP CONSTRAINT IF EXISTS reddit_comments_source_check;
ALTER TABLE reddit_comments ADD CONSTRAINT reddit_comments_source_check CHECK (source IN ('imported', 'live', 'archive'));

ALTER TABLE reddit_posts ADD COLUMN retrieved_on bigint;
ALTER TABLE reddit_posts ADD COLUMN selftext_length integer;
ALTER TABLE reddit_comments ADD COLUMN retrieved_on bigint;
ALTER TABLE reddit_comments ADD COLUMN parent_id text;
ALTER TABLE reddit_comments ADD COLUMN subreddit_key text;
CREATE INDEX reddit_comments_subreddit_idx ON reddit_comments (subreddit_key, created_utc DESC) WHERE subreddit_key IS NOT NULL;
CREATE INDEX reddit_posts_source_updated_idx ON reddit_posts (source, updated_at);

CREATE TABLE reddit_archive_fetches (
  name_key          text PRIMARY KEY,
  name              text NOT NULL,
  status            text NOT NULL CHECK (status IN ('queued', 'running', 'done', 'failed', 'missing')),
  posts_fetched     integer NOT NULL DEFAULT 0,
  comments_fetched  integer NOT NULL DEFAULT 0,
  requested_at      timestamptz NOT NULL,
  started_at        timestamptz,
  heartbeat_at      timestamptz,
  finished_at       timestamptz,
  window_from       bigint,
  window_to         bigint,
  error             text
);
`;
