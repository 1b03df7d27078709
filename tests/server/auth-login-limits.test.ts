import { LIMITS } from '../../server/src/modules/auth/limits';
import { startTestApp, type TestApp } from '../support/server-harness';

/**
 * Login failure limits (decision 016): they stop guessing from one address, spraying from one
 * address and guessing spread over many, hold under simultaneous requests, and never let a
 * stranger lock the owner out of an address they already use.
 */
describe('auth: login limits', () => {
  let t: TestApp;
  let ipCounter = 0;
  let emailCounter = 0;
  const nextIp = () => `10.7.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;
  const nextEmail = (tag = 'user') => `${tag}-${++emailCounter}@example.com`;
  const PASSWORD = 'correct horse battery';
  const LIMITED = /^Too many login attempts\. Please try again in \d+ minutes?\.$/;

  const login = (email: string, password: string, ip: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress: ip });

  async function registered() {
    const email = nextEmail();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { name: 'Owner', email, password: PASSWORD },
      remoteAddress: nextIp(),
    });
    expect(res.statusCode).toBe(201);
    return email;
  }

  const statuses = async (answers: Promise<{ statusCode: number }>[]) => (await Promise.all(answers)).map((r) => r.statusCode);
  const count = (codes: number[], code: number) => codes.filter((c) => c === code).length;

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('verifies at most the limit of simultaneous guesses; the right password sent after them is refused', async () => {
    const email = await registered();
    const ip = nextIp();
    // Right passwords take a slot while they are checked and give it back: they leave the limit whole.
    expect(await statuses(Array.from({ length: 5 }, () => login(email, PASSWORD, ip)))).toEqual(Array(5).fill(200));
    const guesses = Array.from({ length: 40 }, (_, i) => login(email, `wrong ${i}`, ip));
    const codes = await statuses([...guesses, login(email, PASSWORD, ip)]);

    // 401 means the password was checked; 429 means it never was.
    expect(count(codes, 401)).toBe(LIMITS.loginFailuresPerAccountIp.limit);
    expect(count(codes, 429)).toBe(codes.length - LIMITS.loginFailuresPerAccountIp.limit);
    expect(codes.at(-1)).toBe(429);
    const after = await login(email, PASSWORD, ip);
    expect(after.statusCode).toBe(429);
    expect(after.json()).toEqual({ message: expect.stringMatching(LIMITED), error: 'Too Many Requests', statusCode: 429 });
    expect(Number(after.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(after.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
  });

  it("a stranger's 50 failures from one address stop there and do not lock the owner out elsewhere", async () => {
    const email = await registered();
    const stranger = nextIp();
    const codes: number[] = [];
    for (let i = 0; i < 50; i++) codes.push((await login(email, `guess ${i}`, stranger)).statusCode);
    expect(codes.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(codes.slice(10)).toEqual(Array(40).fill(429));

    // The owner, from an address this account has never used: still fine.
    const owner = nextIp();
    expect((await login(email, PASSWORD, owner)).statusCode).toBe(200);
    // While the stranger keeps going, the owner keeps signing in.
    const during = await statuses([
      ...Array.from({ length: 10 }, (_, i) => login(email, `more ${i}`, stranger)),
      login(email, PASSWORD, owner),
    ]);
    expect(during).toEqual([...Array(10).fill(429), 200]);

    // The stranger's address is stopped even with the right password, until the window ends.
    expect((await login(email, PASSWORD, stranger)).statusCode).toBe(429);
    t.clock.advance(15 * 60 * 1000);
    expect((await login(email, PASSWORD, stranger)).statusCode).toBe(200);
  });

  it('lets an office behind one address make mistakes, but stops that address spraying many accounts', async () => {
    const nat = nextIp();
    const colleague = await registered();
    const { limit } = LIMITS.loginFailuresPerIp;
    const failFrom = async (n: number) => {
      for (let done = 0; done < n; done += 10) {
        const codes = await statuses(Array.from({ length: Math.min(10, n - done) }, () => login(nextEmail('sprayed'), 'Summer2026!', nat)));
        expect(codes).toEqual(Array(Math.min(10, n - done)).fill(401));
      }
    };
    // Fifty people mistyping once from the office: everyone can still sign in from there.
    await failFrom(50);
    expect((await login(colleague, PASSWORD, nat)).statusCode).toBe(200);

    await failFrom(limit - 50);
    const limited = await login(colleague, PASSWORD, nat);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(LIMITED);
    expect((await login(nextEmail('sprayed'), 'Summer2026!', nat)).statusCode).toBe(429);
    // The same account from another address signs in.
    expect((await login(colleague, PASSWORD, nextIp())).statusCode).toBe(200);
  });

  it('stops guessing spread over many addresses, except from addresses the owner already signed in from', async () => {
    const email = await registered();
    const home = nextIp();
    expect((await login(email, PASSWORD, home)).statusCode).toBe(200);

    const perAddress = LIMITS.loginFailuresPerAccountIp.limit;
    for (let a = 0; a < LIMITS.loginFailuresPerAccount.limit / perAddress; a++) {
      const ip = nextIp();
      const codes = await statuses(Array.from({ length: perAddress }, (_, i) => login(email, `spread ${i}`, ip)));
      expect(codes).toEqual(Array(perAddress).fill(401));
    }
    // A new address is refused without the password being checked, right or wrong.
    const fresh = nextIp();
    expect((await login(email, 'one more guess', fresh)).statusCode).toBe(429);
    const newDevice = await login(email, PASSWORD, fresh);
    expect(newDevice.statusCode).toBe(429);
    expect(newDevice.json().message).toMatch(LIMITED);
    // The owner's usual address still works.
    expect((await login(email, PASSWORD, home)).statusCode).toBe(200);
    // Other accounts are untouched.
    expect((await login(await registered(), PASSWORD, fresh)).statusCode).toBe(200);
  });
});
