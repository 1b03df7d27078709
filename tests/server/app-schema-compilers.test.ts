// Fastify's JSON-schema compilers load on first use (app.ts): our routes validate with yup and
// declare no schema, but a route that does declare one is still validated by ajv and its answer
// shaped by fast-json-stringify, exactly as with Fastify's defaults.
import { buildProbeApp } from '../../server/src/app';
import { startTestApp, type TestApp } from '../support/server-harness';

describe('a route with a JSON schema', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('is validated and serialized by the schema', async () => {
    const app = await buildProbeApp(t.deps);
    try {
      app.post<{ Body: { n: number } }>(
        '/schema-check',
        {
          schema: {
            body: { type: 'object', required: ['n'], properties: { n: { type: 'integer' } } },
            response: { 200: { type: 'object', properties: { n: { type: 'integer' } } } },
          },
        },
        async (req) => ({ n: req.body.n, notInTheSchema: true }),
      );
      const bad = await app.inject({ method: 'POST', url: '/schema-check', payload: { n: 'two' } });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toMatch(/body\/n must be integer/);
      const good = await app.inject({ method: 'POST', url: '/schema-check', payload: { n: '2' } });
      expect([good.statusCode, good.body]).toEqual([200, '{"n":2}']);
    } finally {
      await app.close();
    }
  });
});
