/**
 * Reports that follow an audience (issue 26, decision 035). The subscription names the audience;
 * deleting the audience leaves the report on its last communities (SET NULL) instead of cancelling
 * it unseen. Each sent report keeps the theme snapshot of its period, so the next one compares
 * against what was really mined then, not against a recomputation over different data.
 */
export default /* sql */ `
ALTER TABLE report_subscribers ADD COLUMN audience_id uuid REFERENCES audiences(id) ON DELETE SET NULL;
CREATE INDEX report_subscribers_audience_idx ON report_subscribers (audience_id);
ALTER TABLE report_deliveries ADD COLUMN themes jsonb;
`;
