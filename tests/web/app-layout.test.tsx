import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { session } from '@/shared/session';
import { apiUrl, server } from '../support/msw';
import { expectConsoleError } from '../support/console-guard';
import { renderApp, TEST_REFRESH_TOKEN } from '../support/render';
import {
  billingUserAnswer,
  foldersHandler,
  historyHandler,
  paymentMethodsHandler,
  plansHandler,
  recordPost,
  savedItemsHandler,
  testUser,
} from '../support/handlers';

const sidebar = () => screen.getByRole('complementary', { name: 'Main navigation' });
const storedTokens = () =>
  JSON.parse(localStorage.getItem('auth-storage') ?? '{}') as { accessToken?: string | null; refreshToken?: string | null };

// These suites check the layout around every page, not the pages' data: answer the pages' own calls
// with empty data so each request has a handler (and the log stays readable).
const notFound = () => HttpResponse.json({ message: 'Not found', error: 'Not Found', statusCode: 404 }, { status: 404 });
beforeEach(() => {
  server.use(
    historyHandler(),
    http.post(apiUrl('reddit/search-subreddit'), () => HttpResponse.json([])),
    http.post(apiUrl('reddit/subreddit-about'), notFound),
    http.post(apiUrl('reddit/paid-subreddit-about'), notFound),
    http.post(apiUrl('reddit/subreddit-post'), notFound),
    http.post(apiUrl('reddit/generate-reddit-post'), () => HttpResponse.json([])),
    foldersHandler(),
    savedItemsHandler(),
    paymentMethodsHandler(),
    plansHandler(),
    http.get(apiUrl('audiences'), () => HttpResponse.json({ audiences: [], limits: { audiences: 1, communities: 5 }, plan: 'Basic' })),
    http.get(apiUrl('audiences/:id/overview'), notFound),
    http.get(apiUrl('audiences/:id/themes'), notFound),
  );
});

describe('signed-in layout', () => {
  it('renders /change-password signed in, outside the layout (no sidebar, no header)', async () => {
    const app = renderApp('/change-password', { signedIn: true });
    await waitFor(() => expect(document.title).toMatch(/^Change password/));
    expect(app.pathname()).toBe('/change-password');
    expect(screen.queryByRole('complementary', { name: 'Main navigation' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /account menu/i })).not.toBeInTheDocument();
  });

  it('shows the page title and icon of the route in the header', async () => {
    renderApp('/saved-ideas', { signedIn: true });
    expect(await screen.findByTestId('page-title')).toHaveTextContent('Saved Ideas');
    expect(screen.getByRole('heading', { level: 1, name: 'Saved Ideas' })).toBeInTheDocument();
    expect(document.title).toBe('Saved Ideas · Subreddit Signal');
  });

  it.each([
    ['/home', 'Home'],
    ['/analyze-subreddit', 'Analyze Subreddit / Post'],
    ['/subreddit-search-results?q=seo', 'Analyze Subreddit / Post'],
    ['/subreddit-free-analysis-results?q=marketing', 'Analyze Subreddit / Post'],
    ['/analyze-post', 'Analyze Subreddit / Post'],
    ['/post-free-analysis-results?url=https%3A%2F%2Fwww.reddit.com%2Fr%2Fseo%2Fcomments%2Fabc', 'Analyze Subreddit / Post'],
    ['/analysis-history', 'Analysis history'],
    ['/generated-post-ideas', 'Post Ideas'],
    ['/ai-post-generator-results', 'AI post generator'],
    ['/generate-comments-responses', 'AI post generator'],
    ['/advanced-analysis', 'Advanced Analysis'],
    ['/advanced-subreddit-search-results?q=seo', 'Advanced Analysis'],
    ['/advanced-subreddit-paid-analysis-results?q=seo', 'Advanced Analysis'],
    ['/paid-analyze-post', 'Advanced Analysis'],
    ['/post-paid-analysis-results?url=x', 'Advanced Analysis'],
    ['/saved-ideas', 'Saved Ideas'],
    ['/trends-reports', 'Trends & Reports'],
    ['/audiences', 'Audiences'],
    ['/audience?id=x', 'Audiences'],
  ])('on %s highlights exactly "%s" in the sidebar', async (path, label) => {
    renderApp(path, { signedIn: true });
    const nav = await screen.findByRole('navigation', { name: 'Sections' });
    const current = within(nav)
      .getAllByRole('link')
      .filter((a) => a.getAttribute('aria-current') === 'page');
    expect(current.map((a) => a.textContent)).toEqual([label]);
  });

  it('highlights no sidebar entry on pages outside it (/plans, /templates, /profile)', async () => {
    for (const path of ['/plans', '/templates']) {
      const app = renderApp(path, { signedIn: true });
      const nav = await screen.findByRole('navigation', { name: 'Sections' });
      expect(
        within(nav)
          .getAllByRole('link')
          .filter((a) => a.getAttribute('aria-current') === 'page'),
      ).toHaveLength(0);
      app.unmount();
    }
  });

  it('lists every sidebar entry with its target, the Pro Features group and Log Out', async () => {
    renderApp('/home', { signedIn: true });
    const nav = await screen.findByRole('navigation', { name: 'Sections' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Home', '/home'],
      ['Analyze Subreddit / Post', '/analyze-subreddit'],
      ['Analysis history', '/analysis-history'],
      ['Post Ideas', '/generated-post-ideas'],
      ['AI post generator', '/ai-post-generator-results'],
      ['Advanced Analysis', '/advanced-analysis'],
      ['Saved Ideas', '/saved-ideas'],
      ['Trends & Reports', '/trends-reports'],
      ['Audiences', '/audiences'],
    ]);
    const pro = within(nav).getByRole('list', { name: 'Pro Features' });
    expect(
      within(pro)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['AI post generator', 'Advanced Analysis', 'Saved Ideas', 'Trends & Reports', 'Audiences']);
    expect(within(sidebar()).getByRole('button', { name: 'Log Out' })).toBeInTheDocument();
  });

  it.each([
    ['no plan', { subscribedPlanName: null }],
    ['Basic', { subscribedPlan: 'basic', subscribedPlanName: 'Basic' }],
  ])('shows the Get Pro box to a free user (%s), linking to /plans', async (_label, fields) => {
    const app = renderApp('/home', { signedIn: { user: fields } });
    await screen.findByRole('navigation', { name: 'Sections' });
    expect(within(sidebar()).getByText('Unlock Pro features now!')).toBeInTheDocument();
    const getPro = within(sidebar()).getByRole('link', { name: 'Get Pro' });
    expect(getPro).toHaveAttribute('href', '/plans');
    await app.user.click(getPro);
    await waitFor(() => expect(app.pathname()).toBe('/plans'));
  });

  it.each(['Pro', 'Ultimate'])('hides the Get Pro box from a %s user', async (plan) => {
    renderApp('/home', { signedIn: { user: { subscribedPlan: plan.toLowerCase(), subscribedPlanName: plan, paymentStatus: 'active' } } });
    await screen.findByRole('navigation', { name: 'Sections' });
    expect(screen.queryByText('Unlock Pro features now!')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Get Pro' })).not.toBeInTheDocument();
  });

  it('on small screens the header toggle opens the sidebar, and navigation closes it', async () => {
    const app = renderApp('/home', { signedIn: true });
    const toggle = await screen.findByRole('button', { name: 'Open menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await app.user.click(toggle);
    expect(screen.getByRole('button', { name: 'Close menu', expanded: true })).toBeInTheDocument();
    await app.user.click(within(sidebar()).getByRole('link', { name: 'Saved Ideas' }));
    await waitFor(() => expect(app.pathname()).toBe('/saved-ideas'));
    expect(await screen.findByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('user menu', () => {
  const PRO = {
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    subscribedPlan: 'pro',
    subscribedPlanName: 'Pro',
    paymentStatus: 'active' as const,
    availableCredits: 120,
    totalCredits: 300,
  };

  it('shows name and initials, and holds credits, Plans, profile, legal pages and Log Out', async () => {
    const app = renderApp('/home', { signedIn: { user: PRO } });
    const button = await screen.findByRole('button', { name: 'Account menu for Ada Lovelace' });
    expect(button).toHaveTextContent('AL');
    expect(button).toHaveTextContent('Ada Lovelace');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await app.user.click(button);

    const menu = await screen.findByRole('menu', { name: 'Account' });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((i) => i.getAttribute('href') ?? i.textContent)).toEqual([
      '/profile?tab=Tabs2',
      '/plans',
      '/profile?tab=Tabs1',
      '/profile?tab=Tabs3',
      '/profile?tab=Tabs4',
      'Log Out',
    ]);
    const credits = within(menu).getByRole('menuitem', { name: 'Credits: 120 out of 300' });
    expect(credits).toHaveTextContent('120 / 300');
    const bar = within(credits).getByRole('progressbar');
    expect(bar).toHaveAttribute('aria-valuenow', '120');
    expect(bar).toHaveAttribute('aria-valuemax', '300');
    expect(bar.firstElementChild).toHaveStyle({ width: '40%' });
    expect(within(menu).getByRole('menuitem', { name: /Plans/ })).toHaveTextContent('Pro');
    expect(within(menu).getByRole('menuitem', { name: 'Personal profile' })).toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'Privacy Policy' })).toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'Terms of Use' })).toBeInTheDocument();

    await app.user.click(credits);
    await waitFor(() => expect(app.pathname()).toBe('/profile'));
    expect(app.search()).toEqual({ tab: 'Tabs2' });
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it("shows 'Free' as the plan of a user without one, and the photo when there is one", async () => {
    const app = renderApp('/home', { signedIn: { user: { profilePhoto: '/api/files/photo.png', avatar: 'https://example.com/a.png' } } });
    const button = await screen.findByRole('button', { name: 'Account menu for Jane Doe' });
    expect(within(button).getByRole('img', { name: 'Jane Doe' })).toHaveAttribute('src', '/api/files/photo.png');
    await app.user.click(button);
    expect(await screen.findByRole('menuitem', { name: /Plans/ })).toHaveTextContent('Free');
  });

  it('is keyboard accessible: ArrowDown opens on the first item, arrows move, Escape closes and returns focus', async () => {
    const app = renderApp('/home', { signedIn: true });
    const button = await screen.findByRole('button', { name: /account menu/i });
    button.focus();
    await app.user.keyboard('{ArrowDown}');
    const items = await screen.findAllByRole('menuitem');
    await waitFor(() => expect(items[0]).toHaveFocus());
    await app.user.keyboard('{ArrowDown}');
    expect(items[1]).toHaveFocus();
    await app.user.keyboard('{End}');
    expect(items[items.length - 1]).toHaveFocus();
    await app.user.keyboard('{ArrowDown}');
    expect(items[0]).toHaveFocus();
    await app.user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on a click outside', async () => {
    const app = renderApp('/home', { signedIn: true });
    await app.user.click(await screen.findByRole('button', { name: /account menu/i }));
    expect(await screen.findByRole('menu')).toBeInTheDocument();
    await app.user.click(screen.getByTestId('page-title'));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });
});

describe('log out', () => {
  it.each([
    [
      'from the sidebar',
      async (app: ReturnType<typeof renderApp>) => app.user.click(within(sidebar()).getByRole('button', { name: 'Log Out' })),
    ],
    [
      'from the user menu',
      async (app: ReturnType<typeof renderApp>) => {
        await app.user.click(screen.getByRole('button', { name: /account menu/i }));
        await app.user.click(await screen.findByRole('menuitem', { name: 'Log Out' }));
      },
    ],
  ])('%s: clears auth-storage and lands on /login even when the server answers 500', async (_how, act) => {
    const bodies: unknown[] = [];
    server.use(
      http.post(apiUrl('auth/logout'), async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ message: 'boom', error: 'Internal Server Error', statusCode: 500 }, { status: 500 });
      }),
    );
    const app = renderApp('/home', { signedIn: true });
    await screen.findByRole('navigation', { name: 'Sections' });
    expect(storedTokens().refreshToken).toBe(TEST_REFRESH_TOKEN);

    await act(app);

    await waitFor(() => expect(app.pathname()).toBe('/login'));
    expect(bodies).toEqual([{ refreshToken: TEST_REFRESH_TOKEN }]);
    expect(storedTokens()).toEqual({ accessToken: null, refreshToken: null });
    expect(session.user()).toBeNull();
    expect(await screen.findByRole('button', { name: /log in/i })).toBeInTheDocument();
  });
});

describe('loading the user', () => {
  it('GETs /api/users/profile once when no user is cached, showing a loading state until it arrives', async () => {
    let calls = 0;
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    server.use(
      http.get(apiUrl('users/profile'), async ({ request }) => {
        calls += 1;
        expect(request.headers.get('authorization')).toBe('Bearer test-access-token');
        await gate;
        return HttpResponse.json({ user: testUser({ name: 'Loaded Person' }) });
      }),
    );
    const app = renderApp('/home', { signedIn: { user: null } });
    expect(await screen.findByRole('status', { name: 'Loading your workspace' })).toBeInTheDocument();
    release();
    expect(await screen.findByRole('button', { name: 'Account menu for Loaded Person' })).toBeInTheDocument();
    await app.user.click(within(sidebar()).getByRole('link', { name: 'Saved Ideas' }));
    await screen.findByRole('heading', { name: 'Saved Ideas' });
    await app.user.click(within(sidebar()).getByRole('link', { name: 'Home' }));
    await screen.findByRole('heading', { name: 'Hello Loaded' });
    expect(calls).toBe(1);
    expect(session.user()?.name).toBe('Loaded Person');
  });

  it('goes to /login when the profile still answers 401 after the token refresh', async () => {
    let refreshes = 0;
    server.use(
      http.get(apiUrl('users/profile'), () => HttpResponse.json({ message: 'Unauthorized', statusCode: 401 }, { status: 401 })),
      http.post(apiUrl('auth/refresh'), () => {
        refreshes += 1;
        return HttpResponse.json({ accessToken: 'fresh-access' });
      }),
    );
    const app = renderApp('/home', { signedIn: { user: null } });
    await waitFor(() => expect(app.pathname()).toBe('/login'));
    expect(refreshes).toBe(1);
    expect(session.isAuthenticated()).toBe(false);
    expect(storedTokens().accessToken).toBeNull();
  });

  it('goes to /login when the refresh itself fails', async () => {
    server.use(
      http.get(apiUrl('users/profile'), () => HttpResponse.json({ message: 'Unauthorized', statusCode: 401 }, { status: 401 })),
      http.post(apiUrl('auth/refresh'), () => HttpResponse.json({ message: 'Invalid refresh token', statusCode: 401 }, { status: 401 })),
    );
    expectConsoleError(/^Token refresh failed/);
    const app = renderApp('/analysis-history', { signedIn: { user: null } });
    await waitFor(() => expect(app.pathname()).toBe('/login'));
    expect(session.isAuthenticated()).toBe(false);
  });

  it("shows 'Failed to load profile' with a retry when the profile call fails otherwise", async () => {
    let calls = 0;
    server.use(
      http.get(apiUrl('users/profile'), () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ message: 'Database unavailable', statusCode: 503 }, { status: 503 })
          : HttpResponse.json({ user: testUser({ name: 'Second Try' }) });
      }),
    );
    const app = renderApp('/home', { signedIn: { user: null } });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load profile');
    await app.user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Account menu for Second Try' })).toBeInTheDocument();
    expect(app.pathname()).toBe('/home');
  });
});

describe('search params validated at the router', () => {
  it('keeps q and url as plain strings', async () => {
    const app = renderApp('/subreddit-search-results?q=123', { signedIn: true });
    await screen.findByText('123');
    expect(app.search()).toEqual({ q: '123' });
  });

  it('accepts payment_status 1 or 0 (and session_id) on /plans and drops anything else', async () => {
    const sync = recordPost('plan/sync', () =>
      billingUserAnswer(testUser({ subscribedPlan: 'pro', subscribedPlanName: 'Pro', paymentStatus: 'active' })),
    );
    server.use(sync.handler);
    const app = renderApp('/plans?payment_status=1&session_id=cs_123', { signedIn: true });
    expect(await screen.findByText('Your Pro plan has been successfully purchased. Enjoy using our service!')).toBeInTheDocument();
    expect(sync.bodies).toEqual([{ sessionId: 'cs_123' }]);
    app.unmount();
    const failed = renderApp('/plans?payment_status=0', { signedIn: true });
    expect(await screen.findByText('Payment failed. Please try again.')).toBeInTheDocument();
    failed.unmount();
    const other = renderApp('/plans?payment_status=7', { signedIn: true });
    await screen.findByRole('heading', { name: 'Plans' });
    expect(other.search()).toEqual({ payment_status: undefined, session_id: undefined });
    expect(screen.queryByText(/successfully purchased|Payment failed/)).not.toBeInTheDocument();
    expect(sync.bodies).toHaveLength(1);
  });

  it('maps an unknown profile tab to Tabs1', async () => {
    const app = renderApp('/profile?tab=Tabs9', { signedIn: true });
    await waitFor(() => expect(app.pathname()).toBe('/profile'));
    await waitFor(() => expect(app.router.state.matches.at(-1)?.search).toEqual({ tab: 'Tabs1' }));
  });

  it('redirects /ai-post-generator to the generator screen', async () => {
    const app = renderApp('/ai-post-generator', { signedIn: true });
    await waitFor(() => expect(app.pathname()).toBe('/ai-post-generator-results'));
  });

  it('lets anyone open /auth-required, whose Log In button goes to /login', async () => {
    const app = renderApp('/auth-required');
    expect(await screen.findByRole('heading', { name: 'Please log in to continue' })).toBeInTheDocument();
    await app.user.click(screen.getByRole('link', { name: 'Log In' }));
    await waitFor(() => expect(app.pathname()).toBe('/login'));
  });

  it('sends a signed-in user on an unknown path via /login to /home', async () => {
    const app = renderApp('/nowhere', { signedIn: true });
    await waitFor(() => expect(app.pathname()).toBe('/home'));
  });
});
