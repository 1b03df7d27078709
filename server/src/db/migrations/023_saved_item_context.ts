/**
 * Decision 037: a saved idea records the community it was written for and when it was generated
 * (created_at already says when it was saved). Both nullable: rows saved before this have neither,
 * and the screen and exports show them as unknown.
 */
export default /* sql */ `
ALTER TABLE saved_items ADD COLUMN subreddit text CHECK (subreddit IS NULL OR length(subreddit) BETWEEN 1 AND 21);
ALTER TABLE saved_items ADD COLUMN generated_at timestamptz;
`;
