/**
 * The unsubscribe link now removes the subscription (decision 014) instead of marking it
 * 'unsubscribed': remove the ones already marked, and allow only the two live states.
 */
export default /* sql */ `
DELETE FROM report_subscribers WHERE status = 'unsubscribed';
ALTER TABLE report_subscribers DROP CONSTRAINT IF EXISTS report_subscribers_status_check;
ALTER TABLE report_subscribers ADD CONSTRAINT report_subscribers_status_check CHECK (status IN ('pending', 'active'));
`;
