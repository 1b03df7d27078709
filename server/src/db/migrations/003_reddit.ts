/**
 * Reddit data that lives in the database: imported dumps and the live API's cache, plus each
 * user's analysis history. The bundled snapshot is read from data/ into memory instead.
 */
export default /* sql */ `
CREATE TABLE reddit_subreddits (
  name_key          text PRIMARY KEY,            -- lower(name)
  name              text NOT NULL,
  title             text NOT NULL DEFAULT '',
  description       text NOT NULL DEFAULT '',
  subscribers       bigint,
  subscribers_year  integer,
  over18            boolean NOT NULL DEFAULT false,
  flairs            jsonb NOT NULL DEFAULT '[]'::jsonb,
  created_utc       bigint,
  url_allowed       boolean,
  source            text NOT NULL CHECK (source IN ('imported', 'live')),
  updated_at        timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE reddit_posts (
  id             text PRIMARY KEY,
  subreddit_key  text NOT NULL,
  subreddit      text NOT NULL,
  title          text NOT NULL,
  selftext       text NOT NULL DEFAULT '',
  created_utc    bigint NOT NULL,
  score          integer NOT NULL DEFAULT 0,
  num_comments   integer NOT NULL DEFAULT 0,
  num_crossposts integer,
  domain         text NOT NULL DEFAULT '',
  url            text NOT NULL DEFAULT '',
  permalink      text NOT NULL DEFAULT '',
  is_self        boolean NOT NULL DEFAULT false,
  flair          text,
  over18         boolean NOT NULL DEFAULT false,
  post_hint      text,
  is_video       boolean NOT NULL DEFAULT false,
  is_gallery     boolean NOT NULL DEFAULT false,
  view_count     bigint,
  source         text NOT NULL CHECK (source IN ('imported', 'live')),
  updated_at     timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX reddit_posts_subreddit_idx ON reddit_posts (subreddit_key, created_utc DESC);

CREATE TABLE reddit_comments (
  id           text PRIMARY KEY,
  post_id      text NOT NULL,
  body         text NOT NULL,
  score        integer NOT NULL DEFAULT 0,
  created_utc  bigint NOT NULL,
  source       text NOT NULL CHECK (source IN ('imported', 'live')),
  updated_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX reddit_comments_post_idx ON reddit_comments (post_id, score DESC);

-- Live API responses, so repeat analyses and scheduled reports do not refetch.
CREATE TABLE reddit_api_cache (
  cache_key   text PRIMARY KEY,
  body        jsonb NOT NULL,
  fetched_at  timestamptz NOT NULL,
  expires_at  timestamptz NOT NULL
);
CREATE INDEX reddit_api_cache_expiry_idx ON reddit_api_cache (expires_at);

CREATE TABLE search_history (
  id            uuid PRIMARY KEY,
  user_id       uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  type          text NOT NULL CHECK (type IN ('keyword', 'redditUrl')),
  name          text NOT NULL,
  header_title  text NOT NULL DEFAULT '',
  url           text,
  no_of_result  integer NOT NULL DEFAULT 0,
  created_at    timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX search_history_user_created_idx ON search_history (user_id, created_at DESC);
`;
