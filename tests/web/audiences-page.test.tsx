import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { Audience, AudienceOverview, AudienceTheme, AudienceThemesResponse } from '@subreddit-signal/contract';
import { prefillFromState } from '@/features/generator/model/schema';
import { apiUrl, server } from '../support/msw';
import { renderApp } from '../support/render';

const ID = '5b8f1a52-1c1e-4f5e-9d0c-3c1f2b7a9e01';
const audience: Audience = {
  _id: ID,
  name: 'Founders',
  communities: ['smallbusiness', 'startups'],
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
};
const member = (name: string, share: number) => ({
  name,
  title: name,
  subscribers: 9000,
  postsPerWeek: 3,
  commentsPerPost: 12,
  activityPerWeek: 39,
  share,
  postsAnalysed: 1000,
  dataLabel: 'Bundled sample data from August 2013 (all-time top posts)',
  hasData: true,
});
const overview: AudienceOverview = {
  audience,
  totals: { subscribers: 18000, postsPerWeek: 6, activityPerWeek: 78, postsAnalysed: 2000 },
  members: [member('smallbusiness', 0.75), member('startups', 0.25)],
  bestTimes: [{ day: 2, hour: 14, performance: 1.4, members: 2 }],
  overlap: [{ a: 'smallbusiness', b: 'startups', topicSimilarity: 0.41 }],
  suggestions: [
    { name: 'Entrepreneur', title: 'Entrepreneur', subscribers: 48000, similarTo: ['smallbusiness', 'startups'], similarity: 0.3 },
  ],
};
const theme = (over: Partial<AudienceTheme>): AudienceTheme => ({
  id: 'money-pricing',
  kind: 'money',
  label: 'pricing',
  posts: 12,
  comments: 0,
  subreddits: ['smallbusiness', 'startups'],
  bestSubreddit: 'startups',
  engagement: 900,
  newestAt: '2013-08-01T00:00:00.000Z',
  evidence: [
    {
      type: 'post',
      id: 'abc12',
      subreddit: 'startups',
      title: 'How should I set my pricing?',
      excerpt: 'How should I set my pricing?',
      url: 'https://www.reddit.com/r/startups/comments/abc12/x/',
      score: 40,
      comments: 20,
      createdAt: '2013-08-01T00:00:00.000Z',
    },
  ],
  ...over,
});

describe('audiences pages', () => {
  it('creates an audience from picked search results and a pasted export, then opens it', async () => {
    const posted: unknown[] = [];
    server.use(
      http.get(apiUrl('audiences'), () => HttpResponse.json({ audiences: [], limits: { audiences: 1, communities: 5 }, plan: 'Basic' })),
      http.post(apiUrl('reddit/search-subreddit'), () =>
        HttpResponse.json([
          {
            name: 'smallbusiness',
            header_title: 'Small Business',
            description: '',
            subscribers: 9081,
            postPerWeek: 3,
            urlAllowed: true,
            flexibleRules: [],
          },
        ]),
      ),
      http.post(apiUrl('audiences'), async ({ request }) => {
        posted.push(await request.json());
        return HttpResponse.json(
          { message: 'Audience created', audience, skipped: [{ name: 'nope', reason: 'unknown' }] },
          { status: 201 },
        );
      }),
      http.get(apiUrl('audiences/:id/overview'), () => HttpResponse.json(overview)),
      http.get(apiUrl('audiences/:id/themes'), () =>
        HttpResponse.json<AudienceThemesResponse>({
          themes: [theme({})],
          sort: 'engagement',
          read: { posts: 2000, comments: 0 },
          engine: 'rules',
        }),
      ),
    );
    const user = userEvent.setup();
    renderApp('/audiences?q=small%20business', { signedIn: true });
    expect(await screen.findByText('Your Basic plan keeps 1 audience of up to 5 communities.')).toBeInTheDocument();
    await user.click(await screen.findByRole('checkbox', { name: /r\/smallbusiness/ }));
    await user.type(screen.getByRole('textbox', { name: 'Audience name' }), 'Founders');
    await user.type(screen.getByRole('textbox', { name: 'Or paste communities' }), 'Subreddit,Members{enter}r/startups,28696{enter}nope,1');
    expect(screen.getByText('3 communities chosen')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create audience' }));
    await waitFor(() => expect(posted).toEqual([{ name: 'Founders', communities: ['smallbusiness', 'startups', 'nope'] }]));
    expect(await screen.findByRole('heading', { level: 1, name: 'Founders' })).toBeInTheDocument();
    expect(await screen.findByText(/Skipped: r\/nope \(not found\)/)).toBeInTheDocument();
  });

  it('offers the communities the user analysed, ticked into the new audience', async () => {
    const posted: unknown[] = [];
    server.use(
      http.get(apiUrl('audiences'), () =>
        HttpResponse.json({ audiences: [], limits: { audiences: 1, communities: 5 }, plan: 'Basic', analysed: ['Cooking', 'boardgames'] }),
      ),
      http.post(apiUrl('audiences'), async ({ request }) => {
        posted.push(await request.json());
        return HttpResponse.json({ message: 'Audience created', audience, skipped: [] }, { status: 201 });
      }),
      http.get(apiUrl('audiences/:id/overview'), () => HttpResponse.json(overview)),
      http.get(apiUrl('audiences/:id/themes'), () =>
        HttpResponse.json<AudienceThemesResponse>({ themes: [], sort: 'engagement', read: { posts: 0, comments: 0 }, engine: 'rules' }),
      ),
    );
    const user = userEvent.setup();
    renderApp('/audiences', { signedIn: true });
    const mine = await screen.findByRole('group', { name: 'From your analyses' });
    expect(
      within(mine)
        .getAllByRole('checkbox')
        .map((c) => c.closest('label')?.textContent),
    ).toEqual(['r/Cooking', 'r/boardgames']);
    await user.click(within(mine).getByRole('checkbox', { name: 'r/boardgames' }));
    await user.type(screen.getByRole('textbox', { name: 'Audience name' }), 'Hobby cooks');
    await user.type(screen.getByRole('textbox', { name: 'Or paste communities' }), 'r/Cooking, r/baking');
    expect(screen.getByText('3 communities chosen')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create audience' }));
    await waitFor(() => expect(posted).toEqual([{ name: 'Hobby cooks', communities: ['boardgames', 'Cooking', 'baking'] }]));
  });

  it('shows no analyses group for a user who has analysed nothing', async () => {
    server.use(
      http.get(apiUrl('audiences'), () =>
        HttpResponse.json({ audiences: [], limits: { audiences: 1, communities: 5 }, plan: 'Basic', analysed: [] }),
      ),
    );
    renderApp('/audiences', { signedIn: true });
    expect(await screen.findByRole('region', { name: 'New audience' })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'From your analyses' })).not.toBeInTheDocument();
  });

  it('shows members with their share, and a theme with its real posts and a way to write about it', async () => {
    const sorts: string[] = [];
    server.use(
      http.get(apiUrl('audiences/:id/overview'), () => HttpResponse.json(overview)),
      http.get(apiUrl('audiences/:id/themes'), ({ request }) => {
        const sort = new URL(request.url).searchParams.get('sort') ?? '';
        sorts.push(sort);
        return HttpResponse.json<AudienceThemesResponse>({
          themes: [theme({}), theme({ id: 'question-seo', kind: 'question', label: 'seo' })],
          sort: sort as 'engagement',
          read: { posts: 2000, comments: 0 },
          engine: 'rules',
        });
      }),
    );
    const user = userEvent.setup();
    renderApp(`/audience?id=${ID}&sort=recency`, { signedIn: true });
    const rows = within(await screen.findByRole('region', { name: 'Communities' })).getAllByRole('row');
    expect(rows.map((r) => r.textContent)).toEqual([
      expect.stringContaining('Share of conversation'),
      expect.stringContaining('75%'),
      expect.stringContaining('25%'),
    ]);
    expect(screen.getByText(/Tuesday 14:00 UTC · 1.4× average · strong in 2 of 2/)).toBeInTheDocument();
    await waitFor(() => expect(sorts).toEqual(['recency']));

    const themes = screen.getByRole('region', { name: 'Themes' });
    await user.selectOptions(within(themes).getByRole('combobox', { name: 'Show' }), 'money');
    const cards = await within(themes).findAllByTestId('audience-theme');
    expect(cards).toHaveLength(1);
    expect(cards[0]).toHaveTextContent('pricing · 12 posts · r/smallbusiness, r/startups');
    await user.click(within(cards[0]!).getByRole('button', { name: 'Show posts' }));
    expect(within(cards[0]!).getByRole('link', { name: 'How should I set my pricing?' })).toHaveAttribute(
      'href',
      'https://www.reddit.com/r/startups/comments/abc12/x/',
    );
    expect(within(cards[0]!).getByRole('link', { name: 'Write a post about this' })).toHaveAttribute('href', '/ai-post-generator-results');
    // 'Where should this draft go' carries the audience's id in a validated search param, the topic in state.
    const where = within(cards[0]!).getByRole('link', { name: 'Where should this draft go' });
    expect(where).toHaveAttribute('href', `/ai-post-generator-results?placeAudience=${ID}`);
    await user.click(where);
    expect(await screen.findByRole('textbox', { name: 'Search query' })).toHaveValue('What people spend and charge for pricing');
  });

  it("shows a model's name and summary beside the mined label, with the mined evidence", async () => {
    server.use(
      http.get(apiUrl('audiences/:id/overview'), () => HttpResponse.json(overview)),
      http.get(apiUrl('audiences/:id/themes'), () =>
        HttpResponse.json<AudienceThemesResponse>({
          themes: [theme({ title: 'Pricing a first product', summary: 'Founders ask how to set their first price.' })],
          sort: 'engagement',
          read: { posts: 2000, comments: 0 },
          engine: 'llm',
        }),
      ),
    );
    const user = userEvent.setup();
    renderApp(`/audience?id=${ID}`, { signedIn: true });
    const [card] = await within(await screen.findByRole('region', { name: 'Themes' })).findAllByTestId('audience-theme');
    expect(card).toHaveTextContent('Pricing a first product (AI-named; mined as “pricing”) · 12 posts');
    expect(card).toHaveTextContent('Founders ask how to set their first price.');
    await user.click(within(card!).getByRole('button', { name: 'Show posts' }));
    expect(within(card!).getByRole('link', { name: 'How should I set my pricing?' })).toBeInTheDocument();
  });

  it('prefills the generator with the theme as topic and the best-fitting community', () => {
    expect(prefillFromState({ subreddit: 'startups', topic: 'What people spend and charge for pricing' })).toMatchObject({
      subreddit: 'startups',
      searchQuery: 'What people spend and charge for pricing',
    });
    expect(prefillFromState({ topic: 42 }).searchQuery).toBe('');
  });
});
