/**
 * Decision 014: the unsubscribe link carries an HMAC-signed token (subscriber id + version), not a
 * stored random one. The version is bumped when the report address changes, so links in e-mails
 * to the old address stop working. Links with the old random tokens stop working too.
 */
export default /* sql */ `
ALTER TABLE report_subscribers ADD COLUMN unsubscribe_version integer NOT NULL DEFAULT 1;
ALTER TABLE report_subscribers DROP COLUMN unsubscribe_token;
`;
