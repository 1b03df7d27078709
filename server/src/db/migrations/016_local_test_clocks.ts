/**
 * The local test checkout's test clocks (decision 030): a user's billing time on the local checkout,
 * moved forward by POST /plan/test-clock/advance on a server started with TEST_CLOCK=on. No row: real time.
 */
export default /* sql */ `
CREATE TABLE local_test_clocks (
  user_id      uuid PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  frozen_time  bigint NOT NULL
);
`;
