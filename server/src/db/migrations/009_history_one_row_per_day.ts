/**
 * Decision 018: the analysis history keeps one row per user, subject and UTC day, updated when the
 * same search or post is opened again (a reloaded results page used to add a row each time).
 * subject = the lower-cased keyword for a keyword search, the post's canonical URL for a post.
 * Existing duplicates collapse into their latest row.
 */
export default /* sql */ `
ALTER TABLE search_history ADD COLUMN subject text;
ALTER TABLE search_history ADD COLUMN day date;
UPDATE search_history SET
  subject = CASE WHEN type = 'keyword' THEN lower(btrim(header_title)) ELSE coalesce(url, lower(name)) END,
  day = (created_at AT TIME ZONE 'UTC')::date;
DELETE FROM search_history h USING search_history newer
  WHERE newer.user_id = h.user_id AND newer.type = h.type AND newer.subject = h.subject AND newer.day = h.day
    AND (newer.created_at > h.created_at OR (newer.created_at = h.created_at AND newer.id > h.id));
ALTER TABLE search_history ALTER COLUMN subject SET NOT NULL;
ALTER TABLE search_history ALTER COLUMN day SET NOT NULL;
CREATE UNIQUE INDEX search_history_subject_day_idx ON search_history (user_id, type, subject, day);
`;
