/**
 * Saved ideas (the folder and saved-item calls): each user's folders and the generated
 * posts and comment ideas saved into them. Deleting a user deletes both; a folder's items go with it.
 */
export default /* sql */ `
CREATE TABLE folders (
  id          uuid PRIMARY KEY,
  user_id     uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  name        text NOT NULL CHECK (length(name) > 0),
  name_key    text NOT NULL,                     -- lower(trimmed name), computed by the service
  created_at  timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT folders_user_name_key UNIQUE (user_id, name_key),
  -- Lets saved_items reference (folder, owner) so an item can never sit in another user's folder.
  CONSTRAINT folders_id_user_key UNIQUE (id, user_id)
);
CREATE INDEX folders_user_created_idx ON folders (user_id, created_at);

CREATE TABLE saved_items (
  id          uuid PRIMARY KEY,
  user_id     uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  folder_id   uuid NOT NULL,
  type        text NOT NULL CHECK (type IN ('post', 'comment')),
  content     jsonb NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now(),
  FOREIGN KEY (folder_id, user_id) REFERENCES folders (id, user_id) ON DELETE CASCADE
);
CREATE INDEX saved_items_user_type_created_idx ON saved_items (user_id, type, created_at DESC);
CREATE INDEX saved_items_folder_type_created_idx ON saved_items (folder_id, type, created_at DESC);
`;
