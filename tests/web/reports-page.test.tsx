import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type {
  Audience,
  AudienceListResponse,
  PastReportListResponse,
  PastReportResponse,
  Subscriber,
  SubscriberDetailsResponse,
  User,
} from '@subreddit-signal/contract';
import { expectConsoleError } from '../support/console-guard';
import { plansHandler, recordPost } from '../support/handlers';
import { apiUrl, server } from '../support/msw';
import { renderApp } from '../support/render';
import { resetAppAfterEachTest } from '../support/app-reset';

/**
 * /trends-reports: the report subscription form (loading, empty with Weekly and the popular list,
 * validation, chips from the debounced search and the popular list, create, edit, delete with
 * confirmation), the subscriber's states, the free tier's upgrade panel, the test send and the
 * past reports in a sandboxed frame; subscriber call failures only logged.
 */

resetAppAfterEachTest();
afterEach(() => jest.useRealTimers());

const PRO: Partial<User> = { subscribedPlan: 'pro', subscribedPlanName: 'Pro', paymentStatus: 'active' };
const ACTIVATED = 'Your subscription for receiving reports has been successfully activated.';
const flush = () => act(() => new Promise<void>((r) => process.nextTick(r)));
const fakeTimers = () => jest.useFakeTimers({ doNotFake: ['setImmediate', 'nextTick', 'queueMicrotask'] });

function subscriber(overrides: Partial<Subscriber> = {}): Subscriber {
  return {
    _id: 'sub-1',
    email: 'jane@example.com',
    subReddits: ['marketing', 'startups'],
    interval: 'WEEKLY',
    delivery_interval: 'WEEKLY',
    timeZone: 'Europe/Paris',
    status: 'active',
    confirmed: true,
    suppressed: false,
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}

const detailsHandler = (sub: Subscriber | null) =>
  http.get(apiUrl('subscriber/details'), () => HttpResponse.json<SubscriberDetailsResponse>({ subscriber: sub }));
const pastListHandler = (reports: PastReportListResponse['reports'] = []) =>
  http.get(apiUrl('subscriber/reports'), () => HttpResponse.json<PastReportListResponse>({ reports }));

const audiencesHandler = (audiences: Audience[] = []) =>
  http.get(apiUrl('audiences'), () =>
    HttpResponse.json<AudienceListResponse>({ audiences, limits: { audiences: 10, communities: 20 }, plan: 'Pro' }),
  );
const audience = (id: string, name: string, communities: string[]): Audience => ({
  _id: id,
  name,
  communities,
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
});

/** The Pro user's page with `sub` as the saved subscription, no past reports and no audiences unless given. */
function renderReports(sub: Subscriber | null, opts: Parameters<typeof renderApp>[1] = {}, audiences: Audience[] = []) {
  server.use(detailsHandler(sub), pastListHandler(), audiencesHandler(audiences));
  return renderApp('/trends-reports', { signedIn: { user: PRO }, ...opts });
}

const emailBox = () => screen.findByRole('textbox', { name: 'E-mail' });
const chipNames = () =>
  within(screen.getByRole('list', { name: 'Selected subreddits' }))
    .queryAllByRole('listitem')
    .map((li) => li.textContent);
const popular = (name: string) =>
  within(screen.getByRole('group', { name: 'Popular subreddits' })).getByRole('button', { name: `r/${name}` });

describe('/trends-reports', () => {
  it('loads, then shows the empty form: Weekly by default, the popular list, "Save changes and subscribe"', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    server.use(
      http.get(apiUrl('subscriber/details'), async () => {
        await gate;
        return HttpResponse.json<SubscriberDetailsResponse>({ subscriber: null });
      }),
      pastListHandler(),
      audiencesHandler(),
    );
    renderApp('/trends-reports', { signedIn: { user: PRO } });
    expect(await screen.findByRole('heading', { name: 'Automated weekly reports' })).toBeInTheDocument();
    expect(await screen.findByRole('status', { name: 'Loading' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'E-mail' })).not.toBeInTheDocument();
    release();

    expect(await emailBox()).toHaveValue('');
    expect(screen.getByRole('tab', { name: 'Weekly' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Monthly' })).toHaveAttribute('aria-selected', 'false');
    const names = within(screen.getByRole('group', { name: 'Popular subreddits' }))
      .getAllByRole('button')
      .map((b) => b.textContent);
    expect(names).toEqual([
      'r/marketing',
      'r/digitalmarketing',
      'r/gaming',
      'r/technology',
      'r/news',
      'r/startups',
      'r/smallbusiness',
      'r/FinancialPlanning',
      'r/HR',
      'r/ProductManagement',
    ]);
    expect(chipNames()).toEqual([]);
    expect(screen.getByRole('button', { name: 'Save changes and subscribe' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Delete subscription' })).not.toBeInTheDocument();
    expect(await screen.findByText('No reports have been sent yet.')).toBeInTheDocument();
  });

  it('shows every validation message on submit, and the validation banner for 3 seconds', async () => {
    fakeTimers();
    const create = recordPost('subscriber/create', () => HttpResponse.json({}, { status: 500 }));
    server.use(create.handler);
    const app = renderReports(null, { userEventOptions: { advanceTimers: jest.advanceTimersByTime } });
    await emailBox();

    await app.user.click(screen.getByRole('button', { name: 'Save changes and subscribe' }));
    expect(await screen.findByText('Please enter your email')).toBeInTheDocument();
    expect(screen.getByText('Please select at least one subreddit')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Please fix the highlighted fields.')).toHaveAttribute('role', 'alert');

    await app.user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'jane@example');
    await app.user.click(screen.getByRole('button', { name: 'Save changes and subscribe' }));
    expect(await screen.findByText('Please enter a valid email')).toBeInTheDocument();

    act(() => jest.advanceTimersByTime(2999));
    expect(screen.getByText('Please fix the highlighted fields.')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByText('Please fix the highlighted fields.')).not.toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email')).toBeInTheDocument(); // the field keeps its message
    expect(create.bodies).toEqual([]);
  });

  it('adds chips from the debounced search (500 ms) and from the popular list, never twice, and removes them', async () => {
    fakeTimers();
    const queries: string[] = [];
    server.use(
      http.post(apiUrl('reddit/search-popular-subreddit'), async ({ request }) => {
        const { query } = (await request.json()) as { query: string };
        queries.push(query);
        return HttpResponse.json<string[]>(['marketing', 'marketingautomation', 'socialmediamarketing']);
      }),
    );
    const app = renderReports(null, { userEventOptions: { advanceTimers: jest.advanceTimersByTime } });
    await emailBox();
    const search = screen.getByRole('combobox', { name: 'Subreddits' });

    await app.user.type(search, 'mark');
    act(() => jest.advanceTimersByTime(499));
    await act(async () => {});
    expect(queries).toEqual([]);
    act(() => jest.advanceTimersByTime(1));
    await waitFor(() => expect(queries).toEqual(['mark']));

    const listbox = await screen.findByRole('listbox', { name: 'Subreddit suggestions' });
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['r/marketing', 'r/marketingautomation', 'r/socialmediamarketing']);
    await app.user.click(within(listbox).getByRole('option', { name: 'r/marketingautomation' }));
    expect(chipNames()).toEqual(['r/marketingautomation']);
    expect(search).toHaveValue('');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();

    await app.user.click(popular('marketing'));
    expect(chipNames()).toEqual(['r/marketingautomation', 'r/marketing']);
    expect(popular('marketing')).toHaveAttribute('aria-pressed', 'true');

    // The same name from the search is not added twice.
    await app.user.type(search, 'mark');
    act(() => jest.advanceTimersByTime(500));
    await app.user.click(await screen.findByRole('option', { name: 'r/marketing' }));
    expect(chipNames()).toEqual(['r/marketingautomation', 'r/marketing']);

    await app.user.click(screen.getByRole('button', { name: 'Remove r/marketingautomation' }));
    expect(chipNames()).toEqual(['r/marketing']);
    await app.user.click(popular('marketing')); // pressed again: removed
    expect(chipNames()).toEqual([]);
  });

  it('a failed suggestion call is only logged: the dropdown stays empty', async () => {
    fakeTimers();
    const logged = expectConsoleError(/^Could not load subreddit suggestions/);
    server.use(http.post(apiUrl('reddit/search-popular-subreddit'), () => HttpResponse.json({ message: 'down' }, { status: 500 })));
    const app = renderReports(null, { userEventOptions: { advanceTimers: jest.advanceTimersByTime } });
    await emailBox();
    await app.user.type(screen.getByRole('combobox', { name: 'Subreddits' }), 'seo');
    act(() => jest.advanceTimersByTime(500));
    await waitFor(() => expect(logged).toHaveBeenCalled());
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('creates the subscription (with the browser time zone), then shows the success banner for 3 seconds', async () => {
    fakeTimers();
    const create = recordPost('subscriber/create', (body) =>
      HttpResponse.json(
        {
          message: ACTIVATED,
          newSubscriber: subscriber({
            email: body.email as string,
            subReddits: body.subReddits as string[],
            interval: 'MONTHLY',
            delivery_interval: 'MONTHLY',
          }),
        },
        { status: 201 },
      ),
    );
    server.use(create.handler);
    const app = renderReports(null, { userEventOptions: { advanceTimers: jest.advanceTimersByTime } });
    await app.user.type(await emailBox(), 'jane@example.com');
    await app.user.click(screen.getByRole('tab', { name: 'Monthly' }));
    await app.user.click(popular('startups'));
    await app.user.click(popular('HR'));
    await app.user.click(screen.getByRole('button', { name: 'Save changes and subscribe' }));

    for (let i = 0; i < 100 && !screen.queryByText(ACTIVATED); i++) await flush();
    expect(screen.getByText(ACTIVATED)).toHaveAttribute('role', 'status');
    expect(create.bodies).toEqual([
      {
        email: 'jane@example.com',
        subReddits: ['startups', 'HR'],
        interval: 'MONTHLY',
        timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
      },
    ]);
    // Now an existing subscription: 'Save changes' (nothing changed yet) and 'Delete subscription'.
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Delete subscription' })).toBeEnabled();

    act(() => jest.advanceTimersByTime(2999));
    expect(screen.getByText(ACTIVATED)).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByText(ACTIVATED)).not.toBeInTheDocument();
  });

  it("shows the server's refusal (403 plan, 400 unknown subreddit) in the error banner", async () => {
    expectConsoleError(/^Could not save the report subscription/);
    const refusal = 'E-mail reports are not part of the Basic plan. Upgrade to Pro to receive weekly or monthly reports.';
    server.use(http.post(apiUrl('subscriber/create'), () => HttpResponse.json({ message: refusal }, { status: 403 })));
    const app = renderReports(null);
    await app.user.type(await emailBox(), 'jane@example.com');
    await app.user.click(popular('news'));
    await app.user.click(screen.getByRole('button', { name: 'Save changes and subscribe' }));
    expect(await screen.findByText(refusal)).toHaveAttribute('role', 'alert');
    expect(screen.getByRole('button', { name: 'Save changes and subscribe' })).toBeEnabled();
  });

  it("loads the saved subscription into the form; 'Save changes' waits for a change, then PUTs", async () => {
    const bodies: unknown[] = [];
    server.use(
      http.put(apiUrl('subscriber/update'), async ({ request }) => {
        const body = (await request.json()) as { subReddits: string[]; interval: 'MONTHLY' };
        bodies.push(body);
        return HttpResponse.json({
          message: ACTIVATED,
          updatedSubscriber: subscriber({ subReddits: body.subReddits, interval: body.interval, delivery_interval: body.interval }),
        });
      }),
    );
    const app = renderReports(subscriber());
    expect(await emailBox()).toHaveValue('jane@example.com');
    expect(chipNames()).toEqual(['r/marketing', 'r/startups']);
    expect(screen.getByRole('tab', { name: 'Weekly' })).toHaveAttribute('aria-selected', 'true');
    const save = screen.getByRole('button', { name: 'Save changes' });
    expect(save).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save changes and subscribe' })).not.toBeInTheDocument();

    // Back to the saved copy: not dirty again.
    await app.user.click(screen.getByRole('tab', { name: 'Monthly' }));
    await waitFor(() => expect(save).toBeEnabled());
    await app.user.click(screen.getByRole('tab', { name: 'Weekly' }));
    await waitFor(() => expect(save).toBeDisabled());

    await app.user.click(screen.getByRole('tab', { name: 'Monthly' }));
    await app.user.click(screen.getByRole('button', { name: 'Remove r/startups' }));
    await waitFor(() => expect(save).toBeEnabled());
    await app.user.click(save);
    expect(await screen.findByText(ACTIVATED)).toBeInTheDocument();
    expect(bodies).toEqual([
      {
        email: 'jane@example.com',
        subReddits: ['marketing'],
        interval: 'MONTHLY',
        timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
      },
    ]);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save changes' })).toBeDisabled());
    expect(chipNames()).toEqual(['r/marketing']);
  });

  it('follows an audience: its communities become the chips, the search is locked, and the request names the audience', async () => {
    const create = recordPost('subscriber/create', (body) =>
      HttpResponse.json(
        {
          message: ACTIVATED,
          newSubscriber: subscriber({
            subReddits: body.subReddits as string[],
            audienceId: body.audienceId as string,
            audienceName: 'Shop owners',
          }),
        },
        { status: 201 },
      ),
    );
    server.use(create.handler);
    const shops = audience('aud-1', 'Shop owners', ['smallbusiness', 'Entrepreneur']);
    const app = renderReports(null, {}, [audience('aud-0', 'Devs', ['webdev']), shops]);
    await app.user.type(await emailBox(), 'jane@example.com');
    await app.user.click(popular('news'));
    const select = await screen.findByRole('combobox', { name: 'Follow an audience' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['No audience: pick subreddits', 'Devs (1)', 'Shop owners (2)']);
    await app.user.selectOptions(select, 'aud-1');
    expect(chipNames()).toEqual(['r/smallbusiness', 'r/Entrepreneur']);
    expect(screen.getByRole('combobox', { name: 'Subreddits' })).toBeDisabled();
    expect(screen.getByText(/The report follows your audience “Shop owners”/)).toBeInTheDocument();

    await app.user.click(screen.getByRole('button', { name: 'Save changes and subscribe' }));
    expect(await screen.findByText(ACTIVATED)).toBeInTheDocument();
    expect(create.bodies).toEqual([
      {
        email: 'jane@example.com',
        subReddits: ['smallbusiness', 'Entrepreneur'],
        interval: 'WEEKLY',
        timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
        audienceId: 'aud-1',
      },
    ]);
    // The saved subscription keeps the audience chosen; choosing none unlocks the search again.
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Follow an audience' })).toHaveValue('aud-1'));
    await app.user.selectOptions(screen.getByRole('combobox', { name: 'Follow an audience' }), '');
    expect(screen.getByRole('combobox', { name: 'Subreddits' })).toBeEnabled();
  });

  it('without audiences the form is the plain subreddit form', async () => {
    renderReports(null);
    await emailBox();
    await flush();
    expect(screen.queryByRole('combobox', { name: 'Follow an audience' })).not.toBeInTheDocument();
  });

  it('deletes the subscription after the confirmation; the form is reset', async () => {
    let deletes = 0;
    server.use(
      http.delete(apiUrl('subscriber/delete'), () => {
        deletes++;
        return HttpResponse.json({ message: 'Your report subscription has been cancelled.' });
      }),
    );
    const app = renderReports(subscriber());
    await emailBox();
    await app.user.click(screen.getByRole('button', { name: 'Delete subscription' }));
    let dialog = screen.getByRole('dialog', { name: 'Delete subscription' });
    expect(within(dialog).getByText('Are you sure you want to cancel subscription to reports?')).toBeInTheDocument();
    await app.user.click(within(dialog).getByRole('button', { name: 'Keep subscription' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(deletes).toBe(0);

    await app.user.click(screen.getByRole('button', { name: 'Delete subscription' }));
    dialog = screen.getByRole('dialog', { name: 'Delete subscription' });
    await app.user.click(within(dialog).getByRole('button', { name: 'Cancel subscription' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(deletes).toBe(1);
    expect(await screen.findByRole('button', { name: 'Save changes and subscribe' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveValue('');
    expect(chipNames()).toEqual([]);
    expect(screen.getByRole('tab', { name: 'Weekly' })).toHaveAttribute('aria-selected', 'true');
  });

  it('a free user sees the explanation and the Plans modal button instead of the form (no subscriber call)', async () => {
    let detailCalls = 0;
    server.use(
      http.get(apiUrl('subscriber/details'), () => {
        detailCalls++;
        return HttpResponse.json({ subscriber: null });
      }),
      plansHandler(),
    );
    const app = renderApp('/trends-reports', { signedIn: true });
    expect(await screen.findByRole('heading', { name: 'Reports are a Pro feature' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'E-mail' })).not.toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: 'See plans' }));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    expect(detailCalls).toBe(0);
  });

  it('a pending address (another e-mail) is asked to confirm', async () => {
    renderReports(subscriber({ email: 'team@acme.io', status: 'pending', confirmed: false }));
    expect(await screen.findByText(/^Check team@acme\.io to confirm/)).toBeInTheDocument();
  });

  it('a suppressed address says nothing more is delivered there', async () => {
    renderReports(subscriber({ email: 'bounce@acme.io', suppressed: true }));
    expect(await screen.findByText(/^We could not deliver to bounce@acme\.io/)).toBeInTheDocument();
  });

  it('sends a test report (toast), and shows the server message when rate-limited (429)', async () => {
    let calls = 0;
    server.use(
      http.post(apiUrl('subscriber/send-test'), () => {
        calls++;
        return calls === 1
          ? HttpResponse.json({ message: 'A test report is on its way.' })
          : HttpResponse.json({ message: 'You can send 3 test reports an hour. Please try again later.' }, { status: 429 });
      }),
    );
    const app = renderReports(subscriber());
    await emailBox();
    await app.user.click(screen.getByRole('button', { name: 'Send me a test report now' }));
    expect(await screen.findByText('A test report is on its way.')).toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: 'Send me a test report now' }));
    expect(await screen.findByText('You can send 3 test reports an hour. Please try again later.')).toBeInTheDocument();
    expect(calls).toBe(2);
  });

  it('a past report opens in a dialog, its HTML inside a sandboxed iframe', async () => {
    const summary = {
      _id: 'r1',
      periodKey: '2025-W05',
      subject: 'Your weekly subreddit report',
      email: 'jane@example.com',
      sentAt: '2025-02-03T08:00:00.000Z',
    };
    const html = '<h1>Trends</h1><script>parent.hacked = true</script>';
    server.use(
      detailsHandler(subscriber()),
      pastListHandler([summary]),
      audiencesHandler(),
      http.get(apiUrl('subscriber/reports/r1'), () =>
        HttpResponse.json<PastReportResponse>({ report: { ...summary, html, text: 'Trends' } }),
      ),
    );
    const app = renderApp('/trends-reports', { signedIn: { user: PRO } });
    const item = await screen.findByRole('button', { name: /Your weekly subreddit report/ });
    expect(item.querySelector('time')).toHaveAttribute('dateTime', summary.sentAt);
    await app.user.click(item);
    const dialog = await screen.findByRole('dialog', { name: 'Your weekly subreddit report' });
    const frame = await within(dialog).findByTitle('Your weekly subreddit report');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('sandbox', '');
    expect(frame).toHaveAttribute('srcdoc', html);
    expect((window as unknown as { hacked?: boolean }).hacked).toBeUndefined();
  });

  it('a failed subscriber call is only logged: the empty form shows, no message', async () => {
    const logged = expectConsoleError(/^Could not load the report subscription/);
    server.use(
      http.get(apiUrl('subscriber/details'), () => HttpResponse.json({ message: 'boom' }, { status: 500 })),
      pastListHandler(),
      audiencesHandler(),
    );
    renderApp('/trends-reports', { signedIn: { user: PRO } });
    expect(await emailBox()).toHaveValue('');
    expect(logged).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Save changes and subscribe' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
