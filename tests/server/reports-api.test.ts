import { REPORT_MSG } from '@subreddit-signal/contract';
import { startTestApp, type TestApp } from '../support/server-harness';
import { bearer, createSignedInUser, type SignedInUser } from '../support/users';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ env: { PUBLIC_URL: 'https://signal.example.com' } });
});
afterAll(() => t.close());

async function userOn(plan: 'basic' | 'pro' | 'ultimate'): Promise<SignedInUser> {
  const u = await createSignedInUser(t);
  await t.db.query('UPDATE users SET subscribed_plan = $2 WHERE id = $1', [u.user.id, plan]);
  return u;
}

const call = (u: SignedInUser, method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, payload?: object) =>
  t.app.inject({ method, url: `/api/subscriber/${path}`, headers: bearer(u.accessToken), ...(payload ? { payload } : {}) });

const body = (u: SignedInUser, over: object = {}) => ({
  email: u.email,
  subReddits: ['marketing', 'startups'],
  interval: 'WEEKLY',
  ...over,
});

describe('report subscription: validation', () => {
  let u: SignedInUser;
  beforeAll(async () => {
    u = await userOn('pro');
  });
  it.each([
    [{ email: '' }, REPORT_MSG.emailRequired],
    [{ email: undefined }, REPORT_MSG.emailRequired],
    [{ email: 'not-an-email' }, REPORT_MSG.emailInvalid],
    [{ subReddits: [] }, REPORT_MSG.subRedditsRequired],
    [{ subReddits: undefined }, REPORT_MSG.subRedditsRequired],
    [{ interval: undefined }, REPORT_MSG.intervalRequired],
    [{ interval: 'DAILY' }, REPORT_MSG.intervalRequired],
    [{ timeZone: 'Mars/Olympus' }, REPORT_MSG.timeZoneInvalid],
  ])('%j -> 400 %s', async (over, message) => {
    const res = await call(u, 'POST', 'create', body(u, over));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });
  it('needs a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/subscriber/details' })).statusCode).toBe(401);
  });
});

describe('report subscription: lifecycle and ownership', () => {
  it('none -> created -> edited -> deleted; duplicates removed, canonical names, time zone kept', async () => {
    const u = await userOn('pro');
    expect((await call(u, 'GET', 'details')).json()).toEqual({ subscriber: null });

    const created = await call(
      u,
      'POST',
      'create',
      body(u, { subReddits: ['marketing', 'Marketing', 'r/startups'], timeZone: 'Asia/Tokyo' }),
    );
    expect(created.statusCode).toBe(201);
    const { newSubscriber, message } = created.json();
    expect(message).toBe(REPORT_MSG.activated);
    expect(newSubscriber).toMatchObject({
      email: u.email,
      subReddits: ['marketing', 'startups'],
      interval: 'WEEKLY',
      delivery_interval: 'WEEKLY',
      timeZone: 'Asia/Tokyo',
      status: 'active',
      confirmed: true,
      suppressed: false,
    });
    expect(typeof newSubscriber._id).toBe('string');
    expect((await call(u, 'POST', 'create', body(u))).statusCode).toBe(409);

    const updated = await call(u, 'PUT', 'update', body(u, { interval: 'MONTHLY', subReddits: ['technology'] }));
    expect(updated.statusCode).toBe(200);
    expect(updated.json().updatedSubscriber).toMatchObject({
      interval: 'MONTHLY',
      subReddits: ['technology'],
      timeZone: 'Asia/Tokyo',
      _id: newSubscriber._id,
    });
    expect((await call(u, 'GET', 'details')).json().subscriber.subReddits).toEqual(['technology']);

    expect((await call(u, 'DELETE', 'delete')).statusCode).toBe(200);
    expect((await call(u, 'GET', 'details')).json()).toEqual({ subscriber: null });
    expect((await call(u, 'DELETE', 'delete')).statusCode).toBe(404);
    expect((await call(u, 'PUT', 'update', body(u))).statusCode).toBe(404);
  });

  it('time zone defaults to UTC', async () => {
    const u = await userOn('pro');
    expect((await call(u, 'POST', 'create', body(u))).json().newSubscriber.timeZone).toBe('UTC');
  });

  it('a user only sees and changes their own subscription', async () => {
    const a = await userOn('pro');
    const b = await userOn('pro');
    await call(a, 'POST', 'create', body(a));
    expect((await call(b, 'GET', 'details')).json()).toEqual({ subscriber: null });
    expect((await call(b, 'PUT', 'update', body(b))).statusCode).toBe(404);
    expect((await call(b, 'DELETE', 'delete')).statusCode).toBe(404);
    expect((await call(a, 'GET', 'details')).json().subscriber.email).toBe(a.email);
  });
});

describe('report subscription: plan gating and caps', () => {
  it('the free plan gets 403 naming the plan with reports', async () => {
    const u = await userOn('basic');
    const res = await call(u, 'POST', 'create', body(u));
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toMatch(/not part of the Basic plan\. Upgrade to Pro/);
  });
  it('more subreddits than the plan follows -> 400 with the cap', async () => {
    const u = await userOn('pro');
    const names = [...t.deps.redditData.catalogue.all()]
      .filter((p) => p.postCount > 0)
      .map((p) => p.info.name)
      .slice(0, 11);
    expect(names).toHaveLength(11);
    const res = await call(u, 'POST', 'create', body(u, { subReddits: names }));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Your Pro plan follows up to 10 subreddits in reports.');
    expect((await call(u, 'POST', 'create', body(u, { subReddits: names.slice(0, 10) }))).statusCode).toBe(201);
  });
  it('communities we cannot analyse are named in a 400', async () => {
    const u = await userOn('ultimate');
    const res = await call(u, 'POST', 'create', body(u, { subReddits: ['marketing', 'zz_no_such_sub_zz'] }));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('r/zz_no_such_sub_zz');
    expect(res.json().message).not.toContain('r/marketing');
  });
});

describe('report subscription: consent for other addresses', () => {
  it('confirmation e-mails are capped per target address and per account each day; a refused save changes nothing', async () => {
    const victim = `victim-${Date.now()}@example.org`;
    const mailsTo = (email: string) => t.mailer.sent.filter((m) => m.to === email).length;
    for (let i = 0; i < 3; i++) {
      const u = await userOn('pro');
      expect((await call(u, 'POST', 'create', body(u, { email: victim }))).statusCode).toBe(201);
    }
    const fourth = await userOn('pro');
    const refused = await call(fourth, 'POST', 'create', body(fourth, { email: victim }));
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect(refused.json().message).toBe('Too many confirmation e-mails have gone to this address today. Please try again tomorrow.');
    expect(mailsTo(victim)).toBe(3);
    expect((await call(fourth, 'GET', 'details')).json()).toEqual({ subscriber: null });

    // One account naming a new address each time: five mails, then 429.
    const u = await userOn('pro');
    const targets = Array.from({ length: 6 }, (_, i) => `target-${i}-${Date.now()}@example.org`);
    expect((await call(u, 'POST', 'create', body(u, { email: targets[0] }))).statusCode).toBe(201);
    for (const email of targets.slice(1, 5)) expect((await call(u, 'PUT', 'update', body(u, { email }))).statusCode).toBe(200);
    const sixth = await call(u, 'PUT', 'update', body(u, { email: targets[5] }));
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().message).toBe('You have asked for too many confirmation e-mails today. Please try again tomorrow.');
    expect(mailsTo(targets[5]!)).toBe(0);
    expect((await call(u, 'GET', 'details')).json().subscriber.email).toBe(targets[4]);
    // Reports to the account's own address need no confirmation and are never capped.
    expect((await call(u, 'PUT', 'update', body(u))).statusCode).toBe(200);
  });

  it('another address is pending until its link is confirmed by POST (GET only shows a button)', async () => {
    const u = await userOn('pro');
    const other = `colleague-${Date.now()}@example.org`;
    const res = await call(u, 'POST', 'create', body(u, { email: other }));
    expect(res.statusCode).toBe(201);
    expect(res.json().newSubscriber).toMatchObject({ email: other, status: 'pending', confirmed: false });
    expect(res.json().message).toContain(other);

    const mail = t.mailer.lastTo(other)!;
    expect(mail).toBeTruthy();
    const link = /https:\/\/signal\.example\.com(\/api\/subscriber\/confirm\?token=[A-Za-z0-9_%-]+)/.exec(mail.text)![1]!;

    const page = await t.app.inject({ method: 'GET', url: link });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('<form method="post"');
    expect((await call(u, 'GET', 'details')).json().subscriber.status).toBe('pending');

    const confirmed = await t.app.inject({
      method: 'POST',
      url: link,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(confirmed.statusCode).toBe(200);
    expect((await call(u, 'GET', 'details')).json().subscriber).toMatchObject({ status: 'active', confirmed: true });
    // Single use.
    expect((await t.app.inject({ method: 'POST', url: link })).statusCode).toBe(404);

    // Changing back to the account's own address is active at once, no mail.
    const before = t.mailer.sent.length;
    const back = await call(u, 'PUT', 'update', body(u));
    expect(back.json().updatedSubscriber).toMatchObject({ email: u.email, status: 'active' });
    expect(t.mailer.sent.length).toBe(before);
  });

  it('a bad token shows "not valid"', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/subscriber/confirm?token=nope' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: '/api/subscriber/unsubscribe?token=nope' })).statusCode).toBe(404);
  });
});

describe('send-test, past reports, unsubscribe', () => {
  it('sends one now with the headers; lists it; only the owner reads it; one-click unsubscribe by POST, not by GET', async () => {
    const u = await userOn('pro');
    await call(u, 'POST', 'create', body(u, { subReddits: ['marketing'] }));
    const res = await call(u, 'POST', 'send-test');
    expect(res.statusCode).toBe(200);
    const mail = t.mailer.lastTo(u.email)!;
    expect(mail.from).toBe('Subreddit Signal Reports <reports@subreddit-signal.local>');
    expect(mail.headers!['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(mail.headers!['List-Id']).toBe('Subreddit Signal reports <reports.signal.example.com>');
    const unsubscribeUrl =
      /<(https:\/\/signal\.example\.com\/api\/subscriber\/unsubscribe\?token=[^>]+)>, <mailto:reports@subreddit-signal\.local\?subject=[^>]+>/.exec(
        mail.headers!['List-Unsubscribe']!,
      )![1]!;
    expect(mail.text).toContain(unsubscribeUrl);
    expect(mail.html).toContain('>Unsubscribe</a>');
    expect(mail.html).not.toMatch(/<svg|data:/i);

    const list = (await call(u, 'GET', 'reports')).json().reports;
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ subject: mail.subject, email: u.email });
    const one = await call(u, 'GET', `reports/${list[0]._id}`);
    expect(one.json().report).toMatchObject({ html: mail.html, text: mail.text });
    const stranger = await userOn('pro');
    expect((await call(stranger, 'GET', `reports/${list[0]._id}`)).statusCode).toBe(404);
    expect((await call(stranger, 'GET', 'reports')).json().reports).toEqual([]);
    expect((await call(u, 'GET', 'reports/not-a-uuid')).statusCode).toBe(404);

    const path = unsubscribeUrl.replace('https://signal.example.com', '');
    const get = await t.app.inject({ method: 'GET', url: path });
    expect(get.statusCode).toBe(200);
    expect(get.body).toContain('<form method="post"');
    expect((await call(u, 'GET', 'details')).json().subscriber.status).toBe('active');
    // RFC 8058: the mail client POSTs List-Unsubscribe=One-Click, with no session.
    const post = await t.app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(post.statusCode).toBe(200);
    // Unsubscribing removes the subscription: the page offers to subscribe again.
    expect((await call(u, 'GET', 'details')).json().subscriber).toBeNull();
    expect((await call(u, 'POST', 'create', body(u))).statusCode).toBe(201);
  });

  it('send-test is limited to 3 an hour and needs a subscription', async () => {
    const u = await userOn('pro');
    expect((await call(u, 'POST', 'send-test')).statusCode).toBe(404);
    await call(u, 'POST', 'create', body(u, { subReddits: ['startups'] }));
    for (let i = 0; i < 3; i++) expect((await call(u, 'POST', 'send-test')).statusCode).toBe(200);
    expect((await call(u, 'POST', 'send-test')).statusCode).toBe(429);
  });
});

describe('unsubscribe links are signed (subscriber id + version, HMAC)', () => {
  const form = { 'content-type': 'application/x-www-form-urlencoded' };
  /** The unsubscribe path (with its token) of the user's latest report e-mail. */
  async function unsubscribePath(u: SignedInUser): Promise<{ path: string; token: string }> {
    expect((await call(u, 'POST', 'send-test')).statusCode).toBe(200);
    const header = t.mailer.lastTo(u.email)!.headers!['List-Unsubscribe']!;
    const path = /<https:\/\/signal\.example\.com(\/api\/subscriber\/unsubscribe\?token=([^>]+))>/.exec(header)!;
    expect(header).toContain(`subject=unsubscribe%20${path[2]}`);
    return { path: path[1]!, token: decodeURIComponent(path[2]!) };
  }
  const post = (token: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/subscriber/unsubscribe?token=${encodeURIComponent(token)}`,
      headers: form,
      payload: 'List-Unsubscribe=One-Click',
    });
  const status = async (u: SignedInUser) => (await call(u, 'GET', 'details')).json().subscriber?.status ?? 'none';

  it('the token is <base64url(id.version)>.<signature>, nothing stored to look it up; a valid one unsubscribes by POST; GET only shows the page', async () => {
    const u = await userOn('pro');
    await call(u, 'POST', 'create', body(u));
    const { path, token } = await unsubscribePath(u);
    const sub = (await call(u, 'GET', 'details')).json().subscriber;
    const [payload, signature] = token.split('.');
    expect(Buffer.from(payload!, 'base64url').toString()).toBe(`${sub._id}.1`);
    expect(signature).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const page = await t.app.inject({ method: 'GET', url: path });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<form method="post"');
    expect(await status(u)).toBe('active');

    // An older e-mail's link (same address) still works: the token does not change per mail.
    expect((await unsubscribePath(u)).token).toBe(token);
    const res = await post(token);
    expect(res.statusCode).toBe(200);
    expect(await status(u)).toBe('none');
    // A second click or a mail client's retry: still a success page, not 'not valid'.
    const again = await post(token);
    expect(again.statusCode).toBe(200);
    expect(again.body).toContain('Unsubscribed');
    const page2 = await t.app.inject({ method: 'GET', url: path });
    expect(page2.statusCode).toBe(200);
    expect(page2.body).not.toContain('<form');
  });

  it('a tampered token (one character of the signature, or another subscriber id) gets 404 "not valid" and unsubscribes nobody', async () => {
    const victim = await userOn('pro');
    await call(victim, 'POST', 'create', body(victim));
    const attacker = await userOn('pro');
    await call(attacker, 'POST', 'create', body(attacker));
    const { token } = await unsubscribePath(attacker);
    const [payload, signature] = token.split('.') as [string, string];
    const victimId = (await call(victim, 'GET', 'details')).json().subscriber._id;

    const flipped = `${payload}.${signature.slice(0, 10)}${signature[10] === 'A' ? 'B' : 'A'}${signature.slice(11)}`;
    const otherId = `${Buffer.from(`${victimId}.1`).toString('base64url')}.${signature}`;
    const otherVersion = `${Buffer.from(`${Buffer.from(payload, 'base64url').toString().split('.')[0]}.2`).toString('base64url')}.${signature}`;
    for (const bad of [flipped, otherId, otherVersion, payload, `${token}.x`, '']) {
      const res = await post(bad);
      expect(res.statusCode).toBe(404);
      expect(res.body).toContain('This unsubscribe link is not valid: it was changed or cut off.');
      const page = await t.app.inject({ method: 'GET', url: `/api/subscriber/unsubscribe?token=${encodeURIComponent(bad)}` });
      expect(page.statusCode).toBe(404);
      expect(page.body).not.toContain('<form');
    }
    expect(await status(victim)).toBe('active');
    expect(await status(attacker)).toBe('active');
  });

  it('a token from before an address change no longer works; the new one does', async () => {
    const u = await userOn('pro');
    await call(u, 'POST', 'create', body(u));
    const old = await unsubscribePath(u);
    // To another address (pending, version 2) and back to the account's own (active, version 3).
    await call(u, 'PUT', 'update', body(u, { email: `elsewhere-${Date.now()}@example.org` }));
    expect((await call(u, 'PUT', 'update', body(u))).json().updatedSubscriber.status).toBe('active');
    // Edits that keep the address keep the links.
    const current = await unsubscribePath(u);
    await call(u, 'PUT', 'update', body(u, { interval: 'MONTHLY' }));
    expect((await unsubscribePath(u)).token).toBe(current.token);
    expect(current.token).not.toBe(old.token);

    const stale = await post(old.token);
    expect(stale.statusCode).toBe(404);
    expect(stale.body).toContain('This unsubscribe link is not valid any more: the report address has changed');
    expect((await t.app.inject({ method: 'GET', url: old.path })).statusCode).toBe(404);
    expect(await status(u)).toBe('active');

    expect((await post(current.token)).statusCode).toBe(200);
    expect(await status(u)).toBe('none');
  });
});
