import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { pageLocation } from '@/shared/lib/browser';
import { session } from '@/shared/session';
import { apiUrl, server } from '../support/msw';
import { expectConsoleError } from '../support/console-guard';
import {
  checkoutUrlAnswer,
  historyHandler,
  paymentMethodsHandler,
  planPreviewHandler,
  plansHandler,
  recordPost,
  recordProfile,
  subredditAboutHandler,
  testUser,
} from '../support/handlers';
import { renderApp, type RenderAppResult } from '../support/render';
import { resetAppAfterEachTest } from '../support/app-reset';
import { freeAnalysis, json, paidAnalysis, POST_URL, similarSubreddits } from './analysis-results.fixtures';
import { comments, NOT_ENOUGH_CREDITS, post, reply } from './generator-fixtures';

/**
 * Every "sends the user to" rule of the product spec's states-and-transitions and error-catalogue
 * sections, one row each: the rule as the spec words it, where it must land, and the test that
 * drives the real app there. Suites of each screen test these flows in depth; this table is the
 * checklist that none is missed or drifts.
 */

resetAppAfterEachTest({ restoreAllMocks: true });

const toasts = () => screen.getByRole('region', { name: 'Notifications (Alt+T)' });
const lands = async (app: RenderAppResult, pathname: string) => waitFor(() => expect(app.pathname()).toBe(pathname));
const USER = testUser();
const CARRIED = { ...post(3), subreddit: 'marketing' };

interface Rule {
  rule: string;
  to: string;
  run: () => Promise<void>;
}

const RULES: Rule[] = [
  {
    rule: 'Login success stores the user and both tokens and goes to /home',
    to: '/home',
    run: async () => {
      server.use(
        historyHandler(),
        http.post(apiUrl('auth/login'), () => HttpResponse.json({ user: USER, accessToken: 'a1', refreshToken: 'r1' })),
      );
      const app = renderApp('/login');
      await app.user.type(await screen.findByLabelText('Email'), 'jane@example.com');
      await app.user.type(screen.getByLabelText('Password'), 'correct-horse');
      await app.user.click(screen.getByRole('button', { name: 'Log In' }));
      await lands(app, '/home');
      expect(session.tokens()).toEqual({ accessToken: 'a1', refreshToken: 'r1' });
    },
  },
  {
    rule: 'Third-party login success stores the user and both tokens and goes to /home',
    to: '/home',
    run: async () => {
      server.use(
        historyHandler(),
        http.post(apiUrl('auth/google-login'), () => HttpResponse.json({ user: USER, accessToken: 'g1', refreshToken: 'gr1' })),
      );
      const app = renderApp('/login?code=auth-code&state=s1');
      await lands(app, '/home');
      expect(session.tokens()).toEqual({ accessToken: 'g1', refreshToken: 'gr1' });
    },
  },
  {
    rule: 'Register success goes to /login, with no automatic login',
    to: '/login',
    run: async () => {
      server.use(http.post(apiUrl('auth/register'), () => HttpResponse.json({ message: 'Account created successfully' }, { status: 201 })));
      const app = renderApp('/create-account');
      await app.user.type(await screen.findByLabelText('Full name'), 'Jane Doe');
      await app.user.type(screen.getByLabelText('Email'), 'jane@example.com');
      await app.user.type(screen.getByLabelText('Password'), 'long-enough');
      await app.user.click(screen.getByRole('checkbox', { name: /I agree/ }));
      await app.user.click(screen.getByRole('button', { name: 'Create account' }));
      await lands(app, '/login');
      expect(session.isAuthenticated()).toBe(false);
    },
  },
  {
    rule: 'Logout: the local session is cleared and the user goes to /login even if the call fails',
    to: '/login',
    run: async () => {
      server.use(
        historyHandler(),
        http.post(apiUrl('auth/logout'), () => HttpResponse.json({ message: 'down' }, { status: 500 })),
      );
      const app = renderApp('/home', { signedIn: true });
      await app.user.click(await screen.findByRole('button', { name: /account menu/i }));
      await app.user.click(await screen.findByRole('menuitem', { name: 'Log Out' }));
      await lands(app, '/login');
      expect(session.tokens()).toEqual({ accessToken: null, refreshToken: null });
    },
  },
  {
    rule: 'forgot-password sends a code and moves to /otp with the email',
    to: '/otp',
    run: async () => {
      server.use(http.post(apiUrl('auth/forgot-password'), () => HttpResponse.json({ message: 'ok' })));
      const app = renderApp('/forgot-password');
      await app.user.type(await screen.findByLabelText('Email'), 'jane@example.com');
      await app.user.click(screen.getByRole('button', { name: 'Send code' }));
      await lands(app, '/otp');
      expect(app.router.state.location.state.email).toBe('jane@example.com');
    },
  },
  {
    rule: 'Verifying the code moves to /new-password with a token',
    to: '/new-password',
    run: async () => {
      server.use(http.post(apiUrl('auth/verify-otp'), () => HttpResponse.json({ token: 'reset-1', message: 'Verified OTP successfully' })));
      const app = renderApp('/otp', { state: { email: 'jane@example.com' } });
      await app.user.click(await screen.findByLabelText('Digit 1 of 4'));
      await app.user.keyboard('4321');
      await app.user.click(screen.getByRole('button', { name: 'Reset password' }));
      await lands(app, '/new-password');
      expect(app.router.state.location.state.token).toBe('reset-1');
    },
  },
  {
    rule: 'Saving the new password goes to /login',
    to: '/login',
    run: async () => {
      server.use(http.post(apiUrl('auth/reset-password'), () => HttpResponse.json({ message: 'ok' })));
      const app = renderApp('/new-password', { state: { token: 'reset-1' } });
      await app.user.type(await screen.findByLabelText('New password'), 'brand-new-pass');
      await app.user.type(screen.getByLabelText('Repeat password'), 'brand-new-pass');
      await app.user.click(screen.getByRole('button', { name: 'Save changes' }));
      await lands(app, '/login');
    },
  },
  {
    rule: 'Plan purchase without a saved card or an active payment: redirected to a hosted checkout page',
    to: 'the checkout URL',
    run: async () => {
      const assign = jest.spyOn(pageLocation, 'assign').mockImplementation(() => {});
      server.use(
        plansHandler(),
        paymentMethodsHandler([]),
        recordPost('plan/subscribe', () => checkoutUrlAnswer('https://checkout.example/cs_1')).handler,
        planPreviewHandler('new', { checkout: true }).handler,
      );
      const app = renderApp('/plans', { signedIn: true });
      const pro = await screen.findByRole('article', { name: 'Pro' });
      await app.user.click(within(pro).getByRole('button', { name: 'Get Pro' }));
      // Every plan change is confirmed first (decision 022).
      const confirm = within(await screen.findByRole('dialog', { name: 'Get Pro?' }));
      await app.user.click(confirm.getByRole('button', { name: 'Continue to payment' }));
      await waitFor(() => expect(assign).toHaveBeenCalledWith('https://checkout.example/cs_1'));
    },
  },
  {
    rule: "'Give me more info' checks credits, then navigates to the paid results page",
    to: '/advanced-subreddit-paid-analysis-results',
    run: async () => {
      server.use(
        subredditAboutHandler(freeAnalysis()),
        recordPost('reddit/paid-subreddit-about', () => json({ subreddit: paidAnalysis(), similarSubreddits })).handler,
        recordProfile().handler,
      );
      const app = renderApp('/subreddit-free-analysis-results?q=marketing', { signedIn: { user: { availableCredits: 3 } } });
      await app.user.click(await screen.findByRole('button', { name: 'Give me more info' }));
      await lands(app, '/advanced-subreddit-paid-analysis-results');
    },
  },
  {
    rule: "'Give me more info' without credits shows an error toast (and stays)",
    to: '/subreddit-free-analysis-results',
    run: async () => {
      server.use(subredditAboutHandler(freeAnalysis()), plansHandler());
      const app = renderApp('/subreddit-free-analysis-results?q=marketing', { signedIn: { user: { availableCredits: 0 } } });
      await app.user.click(await screen.findByRole('button', { name: 'Give me more info' }));
      expect(await within(toasts()).findByText(NOT_ENOUGH_CREDITS)).toBeInTheDocument();
      expect(app.pathname()).toBe('/subreddit-free-analysis-results');
    },
  },
  {
    rule: 'On paid pages, with no credits the user is redirected to /advanced-analysis',
    to: '/advanced-analysis',
    run: async () => {
      server.use(
        plansHandler(),
        recordProfile(testUser({ availableCredits: 0 })).handler,
        http.post(apiUrl('reddit/paid-subreddit-about'), () => json({ message: NOT_ENOUGH_CREDITS }, 402)),
      );
      const app = renderApp('/advanced-subreddit-paid-analysis-results?q=marketing', { signedIn: { user: { availableCredits: 0 } } });
      expect(await within(toasts()).findByText(NOT_ENOUGH_CREDITS)).toBeInTheDocument();
      await lands(app, '/advanced-analysis');
    },
  },
  {
    rule: 'Analysis failure shows the server message and sends the user to /advanced-analysis',
    to: '/advanced-analysis',
    run: async () => {
      server.use(
        recordProfile().handler,
        http.post(apiUrl('reddit/subreddit-advanced-post'), () => json({ message: 'Reddit data is unavailable right now' }, 503)),
      );
      const app = renderApp(`/post-paid-analysis-results?url=${encodeURIComponent(POST_URL)}`, { signedIn: true });
      expect(await within(toasts()).findByText('Reddit data is unavailable right now')).toBeInTheDocument();
      await lands(app, '/advanced-analysis');
    },
  },
  {
    rule: 'Credits not sufficient before a generation: the error toast, and the user is sent to /ai-post-generator-results (with the post)',
    to: '/ai-post-generator-results',
    run: async () => {
      const generate = recordPost('reddit/generate-comments', () => reply(comments('Friendly', 1)));
      server.use(generate.handler, plansHandler());
      const app = renderApp('/generate-comments-responses', { signedIn: { user: { availableCredits: 0 } }, state: { post: CARRIED } });
      expect(await within(toasts()).findByText(NOT_ENOUGH_CREDITS)).toBeInTheDocument();
      await lands(app, '/ai-post-generator-results');
      expect(await screen.findByRole('heading', { level: 3, name: CARRIED.title })).toBeInTheDocument();
      expect(generate.bodies).toHaveLength(0);
    },
  },
  {
    rule: 'Generation failure sends the user to /ai-post-generator-results (with the post)',
    to: '/ai-post-generator-results',
    run: async () => {
      server.use(
        recordProfile().handler,
        recordPost('reddit/generate-comments', () => reply({ message: 'The model refused to answer' }, { status: 502 })).handler,
      );
      const app = renderApp('/generate-comments-responses', { signedIn: true, state: { post: CARRIED } });
      expect(await within(toasts()).findByText('The model refused to answer')).toBeInTheDocument();
      await lands(app, '/ai-post-generator-results');
      expect(await screen.findByRole('heading', { level: 3, name: CARRIED.title })).toBeInTheDocument();
    },
  },
  {
    rule: 'Generation failure on /ai-post-generator-results itself: the user stays there, results kept',
    to: '/ai-post-generator-results',
    run: async () => {
      server.use(
        recordProfile().handler,
        recordPost('reddit/generate-post', () => reply({ message: 'Generation timed out' }, { status: 504 })).handler,
      );
      const app = renderApp('/ai-post-generator-results', { signedIn: true, state: { post: CARRIED } });
      await screen.findByRole('heading', { level: 3, name: CARRIED.title });
      await app.user.type(screen.getByRole('textbox', { name: 'Search query' }), 'newsletter');
      await app.user.selectOptions(screen.getByRole('combobox', { name: 'Template' }), 'Discussion');
      await app.user.selectOptions(screen.getByRole('combobox', { name: 'Writing style' }), 'Brief');
      await app.user.click(screen.getByRole('button', { name: 'Create Post' }));
      expect(await within(toasts()).findByText('Generation timed out')).toBeInTheDocument();
      expect(app.pathname()).toBe('/ai-post-generator-results');
      expect(screen.getByRole('heading', { level: 3, name: CARRIED.title })).toBeInTheDocument();
    },
  },
  {
    rule: 'The refresh fails: user, tokens and local storage are cleared (the protected screen moves to /login)',
    to: '/login',
    run: async () => {
      expectConsoleError(/^Token refresh failed/);
      server.use(
        http.get(apiUrl('users/profile'), () => json({ message: 'Unauthorized' }, 401)),
        http.post(apiUrl('auth/refresh'), () => json({ message: 'Refresh token revoked' }, 401)),
      );
      const app = renderApp('/home', { signedIn: { user: null } });
      await lands(app, '/login');
      expect(session.tokens()).toEqual({ accessToken: null, refreshToken: null });
    },
  },
];

describe("the spec's 'sends the user to' rules", () => {
  it.each(RULES.map((r) => [r.rule, r.to, r.run] as const))('%s → %s', async (_rule, _to, run) => {
    await run();
    await act(() => new Promise((r) => setTimeout(r, 0)));
  });
});
