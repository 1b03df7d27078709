import { startTestApp, type TestApp } from '../support/server-harness';

describe('server platform', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers health and readiness', async () => {
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: 'ok' });
    const ready = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json().status).toBe('ready');
  });

  it('answers unknown API routes with the error shape and 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nope?x=1' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Route GET /api/nope not found', error: 'Not Found', statusCode: 404 });
  });

  it('serves the seeded plans catalogue', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/plan/list' });
    expect(res.statusCode).toBe(200);
    const plans = res.json();
    expect(plans.map((p: { name: string }) => p.name)).toEqual(['Basic', 'Pro', 'Ultimate']);
    expect(plans[0]).toMatchObject({ _id: 'basic', price: 0, isBestValue: false });
    expect(plans.filter((p: { isBestValue: boolean }) => p.isBestValue)).toHaveLength(1);
  });

  it('answers 503 to new requests while draining', async () => {
    t.app.appState.draining = true;
    try {
      const res = await t.app.inject({ method: 'GET', url: '/api/plan/list' });
      expect(res.statusCode).toBe(503);
      expect(res.json().statusCode).toBe(503);
      const ready = await t.app.inject({ method: 'GET', url: '/api/ready' });
      expect(ready.statusCode).toBe(503);
    } finally {
      t.app.appState.draining = false;
    }
  });
});

describe('request validation', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('names the field and the expected type for a wrong type, never a 500', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: 42 } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'email must be a string', error: 'Bad Request', statusCode: 400 });
    const flag = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'a@b.co', password: ['x'] } });
    expect(flag.json().message).toBe('password must be a string');
  });

  it('answers a body that is not a JSON object with 400', async () => {
    for (const payload of ['[]', '"text"', 'null']) {
      const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', headers: { 'content-type': 'application/json' }, payload });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Request body must be a JSON object');
    }
  });
});
