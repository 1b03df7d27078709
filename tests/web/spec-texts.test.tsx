import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiUrl, server } from '../support/msw';
import {
  foldersHandler,
  paymentMethodsHandler,
  plansHandler,
  recordProfile,
  savedItemsHandler,
  subredditAboutHandler,
} from '../support/handlers';
import { renderApp, type RenderAppResult } from '../support/render';
import { resetAppAfterEachTest } from '../support/app-reset';
import { freeAnalysis, json, paidAnalysis, similarSubreddits } from './analysis-results.fixtures';
import { post, reply } from './generator-fixtures';

/**
 * The empty states and failure messages of the product spec's error catalogue, word for word, in
 * ONE list below. Each row renders the screen where a text applies in the state that shows it
 * (an empty answer, a failed call) and records the text it finds there; the last test compares
 * what was found with the list, so a text missing from every screen (or reworded) fails.
 */

resetAppAfterEachTest({ restoreAllMocks: true });

const SPEC_TEXTS = [
  // Empty states
  'No Subreddit Found.',
  'No keywords found.',
  'No popular flairs found.',
  'No data found',
  'No payment methods found',
  'Oops! No post ideas found.',
  'No ideas saved yet',
  'Could not generate post ideas',
  // Failure messages
  'Something went wrong!',
  'Google login failed',
  'Failed to load profile',
  'Failed to fetch subreddit details',
  'Error fetching subreddit list',
  'Failed to generate posts',
  'Failed to update profile',
  'Unexpected response format from server',
  "You don't have enough credits to use this feature",
  'Payment failed. Please try again.',
] as const;
type SpecText = (typeof SPEC_TEXTS)[number];

const found = new Set<SpecText>();
const toasts = () => screen.getByRole('region', { name: 'Notifications (Alt+T)' });

/** Waits for `text` in `where` (the page, or the toasts) and records it as shown. */
async function sees(text: SpecText, where: 'page' | 'toast' = 'page') {
  if (where === 'toast') await within(toasts()).findByText(text);
  else expect((await screen.findAllByText(text)).length).toBeGreaterThan(0);
  found.add(text);
}

const fail = (status = 500) => HttpResponse.json({}, { status });

/** Fills the post generator form and presses Create Post. */
async function createPost(app: RenderAppResult) {
  await screen.findByRole('heading', { level: 1, name: 'What content will you create today?' });
  await app.user.type(screen.getByRole('textbox', { name: 'Search query' }), 'newsletter');
  await app.user.click(screen.getByRole('combobox', { name: 'Subreddit' }));
  await app.user.click(screen.getByRole('option', { name: 'r/marketing' }));
  await app.user.selectOptions(screen.getByRole('combobox', { name: 'Template' }), 'Discussion');
  await app.user.selectOptions(screen.getByRole('combobox', { name: 'Writing style' }), 'Brief');
  await app.user.click(screen.getByRole('button', { name: 'Create Post' }));
}

const SCREENS: [string, () => Promise<void>][] = [
  [
    'search results with nothing found',
    async () => {
      server.use(http.post(apiUrl('reddit/search-subreddit'), () => HttpResponse.json([])));
      renderApp('/subreddit-search-results?q=zzzz', { signedIn: true });
      await sees('No Subreddit Found.');
    },
  ],
  [
    'search results failing',
    async () => {
      server.use(http.post(apiUrl('reddit/search-subreddit'), () => fail()));
      renderApp('/subreddit-search-results?q=marketing', { signedIn: true });
      await sees('Error fetching subreddit list', 'toast');
    },
  ],
  [
    'free subreddit analysis without keywords or flairs',
    async () => {
      server.use(subredditAboutHandler(freeAnalysis({ keywords: [], popularFlairs: [] })));
      renderApp('/subreddit-free-analysis-results?q=marketing', { signedIn: true });
      await sees('No keywords found.');
      await sees('No popular flairs found.');
    },
  ],
  [
    'paid subreddit analysis with empty top tables',
    async () => {
      server.use(
        recordProfile().handler,
        http.post(apiUrl('reddit/paid-subreddit-about'), () =>
          json({ subreddit: paidAnalysis({ currentWeek: [], currentMonth: [] }), similarSubreddits }),
        ),
      );
      renderApp('/advanced-subreddit-paid-analysis-results?q=marketing', { signedIn: true });
      await sees('No data found');
    },
  ],
  [
    'home history failing',
    async () => {
      server.use(http.post(apiUrl('reddit/subreddit-search-history'), () => fail()));
      renderApp('/home', { signedIn: true });
      await sees('Failed to fetch subreddit details', 'toast');
    },
  ],
  [
    'billing tab without cards',
    async () => {
      server.use(paymentMethodsHandler([]), plansHandler());
      renderApp('/profile?tab=Tabs2', { signedIn: true });
      await sees('No payment methods found');
    },
  ],
  [
    'profile save failing without a message',
    async () => {
      server.use(http.put(apiUrl('users/profile'), () => new HttpResponse('Bad gateway', { status: 502 })));
      const app = renderApp('/profile?tab=Tabs1', { signedIn: true });
      const name = within(await screen.findByRole('region', { name: 'Personal information' })).getByLabelText('Name');
      await app.user.clear(name);
      await app.user.type(name, 'Janet Doe');
      await app.user.click(screen.getByRole('button', { name: 'Save changes' }));
      await sees('Failed to update profile', 'toast');
    },
  ],
  [
    'the layout when the profile cannot load',
    async () => {
      server.use(http.get(apiUrl('users/profile'), () => fail()));
      renderApp('/home', { signedIn: { user: null } });
      await sees('Failed to load profile');
    },
  ],
  [
    'post ideas with none',
    async () => {
      server.use(http.post(apiUrl('reddit/generate-reddit-post'), () => reply([])));
      renderApp('/generated-post-ideas', { signedIn: true });
      await sees('Oops! No post ideas found.');
    },
  ],
  [
    'saved ideas with none',
    async () => {
      server.use(foldersHandler([]), savedItemsHandler([]));
      renderApp('/saved-ideas', { signedIn: true });
      await sees('No ideas saved yet');
    },
  ],
  [
    'the post generator when nothing comes back',
    async () => {
      server.use(
        recordProfile().handler,
        http.post(apiUrl('reddit/generate-post'), () => reply([])),
      );
      await createPost(renderApp('/ai-post-generator-results', { signedIn: true }));
      await sees('Could not generate post ideas');
    },
  ],
  [
    'the post generator failing without a message',
    async () => {
      server.use(
        recordProfile().handler,
        http.post(apiUrl('reddit/generate-post'), () => fail()),
      );
      await createPost(renderApp('/ai-post-generator-results', { signedIn: true }));
      await sees('Failed to generate posts', 'toast');
    },
  ],
  [
    'the post generator without credits',
    async () => {
      server.use(plansHandler());
      await createPost(renderApp('/ai-post-generator-results', { signedIn: { user: { availableCredits: 0 } } }));
      await sees("You don't have enough credits to use this feature", 'toast');
    },
  ],
  [
    'comment generation failing without a message',
    async () => {
      server.use(
        recordProfile().handler,
        http.post(apiUrl('reddit/generate-comments'), () => fail()),
      );
      renderApp('/generate-comments-responses', { signedIn: true, state: { post: { ...post(1), subreddit: 'marketing' } } });
      await sees('Something went wrong!', 'toast');
    },
  ],
  [
    'a folder list that is not an array',
    async () => {
      server.use(http.get(apiUrl('folder/get-folder'), () => HttpResponse.json({ folder: 'nope' })));
      const app = renderApp('/ai-post-generator-results', { signedIn: true });
      const sample = (await screen.findAllByRole('article'))[0]!;
      await app.user.click(within(sample).getByRole('button', { name: 'Save to folder' }));
      const dialog = await screen.findByRole('dialog', { name: 'Save to folder' });
      await waitFor(() => expect(within(dialog).getByText('Unexpected response format from server')).toBeInTheDocument());
      found.add('Unexpected response format from server');
    },
  ],
  [
    'Google sign-in failing without a message',
    async () => {
      server.use(http.post(apiUrl('auth/google-login'), () => fail()));
      renderApp('/login?code=auth-code&state=s1');
      await sees('Google login failed', 'toast');
    },
  ],
  [
    'the plans page after a failed payment',
    async () => {
      server.use(plansHandler(), paymentMethodsHandler([]));
      renderApp('/plans?payment_status=0', { signedIn: true });
      await sees('Payment failed. Please try again.');
    },
  ],
];

describe("the error catalogue's empty states and failure messages, where they apply", () => {
  it.each(SCREENS)('%s', async (_name, run) => {
    await run();
  });

  it('found every text of the one list on some screen', () => {
    expect([...found].sort()).toEqual([...SPEC_TEXTS].sort());
  });
});
