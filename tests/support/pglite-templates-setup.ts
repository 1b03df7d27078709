import { TEMPLATE_DIR_ENV, ensurePgliteTemplates } from './pglite-template';

/** Jest globalSetup of the server project: PGlite templates for the embedded-database pass (not needed on PostgreSQL). */
export default async function setup() {
  if (process.env.TEST_DATABASE_URL) return;
  process.env[TEMPLATE_DIR_ENV] = await ensurePgliteTemplates();
}
