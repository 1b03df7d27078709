import { testDatabaseUrl } from './test-database';

// CI runs the server suites twice: on the embedded PGlite (the default pass), then again on
// PostgreSQL (`npm run test:postgres`: the suites whose database follows TEST_DATABASE_URL). A test
// belongs to the pass where it tests something:
// - a test of PostgreSQL itself has nothing to run on in the embedded pass;
// - a test that never touches the suite's database (a child process on an embedded DATA_DIR of its
//   own, a refusal at boot) would only run the same thing a second time in the PostgreSQL pass.
// Outside its pass such a test is not registered (not skipped): the other pass runs it.

const unregistered = <T>() => (() => undefined) as unknown as T;
const onPostgres = testDatabaseUrl() !== undefined;

/** `it`, registered in the PostgreSQL pass only. */
export const itOnPostgres: jest.It = onPostgres ? it : unregistered<jest.It>();
/** `describe`, registered in the PostgreSQL pass only. */
export const describeOnPostgres: jest.Describe = onPostgres ? describe : unregistered<jest.Describe>();
/** `it`, registered in the embedded pass only: for a test whose database is not the suite's. */
export const itOnEmbedded: jest.It = onPostgres ? unregistered<jest.It>() : it;
