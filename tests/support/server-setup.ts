import { closeLeftoverApps } from './leftover-apps';

const START_WAIT_MS = 60_000;

// After the suite's own afterAll hooks: closes the apps it started and did not close
// (tests/support/leftover-apps.ts), so a failed beforeAll cannot keep Jest from exiting.
afterAll(() => closeLeftoverApps(START_WAIT_MS), START_WAIT_MS + 30_000);
