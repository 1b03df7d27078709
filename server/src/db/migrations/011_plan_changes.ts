/**
 * Plan changes (decision 022): a downgrade waits for the period's end on the subscription, and a
 * user has at most one live subscription at the local test checkout (older duplicates, which
 * parallel checkouts could create before, end now; the newest is kept).
 */
export default /* sql */ `
ALTER TABLE local_subscriptions ADD COLUMN scheduled_plan_id text REFERENCES plans(id);
ALTER TABLE billing_subscriptions ADD COLUMN scheduled_plan_id text;
-- The plan the user's next period is on, when a downgrade is scheduled (User.scheduledPlan).
ALTER TABLE users ADD COLUMN scheduled_plan text;

UPDATE local_subscriptions s SET canceled_at = EXTRACT(EPOCH FROM now())::bigint
WHERE s.canceled_at IS NULL AND EXISTS (
  SELECT 1 FROM local_subscriptions n
  WHERE n.user_id = s.user_id AND n.canceled_at IS NULL AND (n.created_at, n.id) > (s.created_at, s.id)
);
CREATE UNIQUE INDEX local_subscriptions_one_live ON local_subscriptions (user_id) WHERE canceled_at IS NULL;
`;
