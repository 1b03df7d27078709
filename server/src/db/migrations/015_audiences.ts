/**
 * Audiences (decision 026): a user's named groups of communities. Members live in their own table
 * so a community is in an audience at most once, and deleting the audience or the user takes them along.
 */
export default /* sql */ `
CREATE TABLE audiences (
  id          uuid PRIMARY KEY,
  user_id     uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  name        text NOT NULL CHECK (length(name) > 0),
  name_key    text NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now(),
  updated_at  timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT audiences_user_name_key UNIQUE (user_id, name_key)
);
CREATE INDEX audiences_user_created_idx ON audiences (user_id, created_at);

CREATE TABLE audience_communities (
  audience_id  uuid NOT NULL REFERENCES audiences(id) ON DELETE CASCADE,
  name         text NOT NULL,
  name_key     text NOT NULL,
  position     integer NOT NULL,
  PRIMARY KEY (audience_id, name_key)
);
`;
