import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiUrl, server } from '../support/msw';
import { recordPost } from '../support/handlers';
import { renderApp } from '../support/render';
import { LAZY_LOAD_TIMEOUT } from '../support/lazy';
import { ideaGroups, reply } from './generator-fixtures';
import { freeAnalysis } from './analysis-results.fixtures';
import { resetAppAfterEachTest } from '../support/app-reset';
import { AUDIENCE_LIST_QUERY_KEY } from '@/shared/api';

resetAppAfterEachTest({ restoreAllMocks: true });

// The server writes post ideas for the communities the user analyses (decision 096), so the ideas
// cached for five minutes are asked for again after an analysis, and only then; the audience list's
// analysed communities follow an analysis the same way.
describe('post ideas after the user analyses a community', () => {
  it('are asked for again on the next visit after an analysis, not after a plain page change', async () => {
    const ideas = recordPost('reddit/generate-reddit-post', () => reply(ideaGroups));
    let analyses = 0;
    server.use(
      ideas.handler,
      http.post(apiUrl('reddit/subreddit-search-history'), () => HttpResponse.json({ data: [], totalSearchHistory: 0 })),
      http.post(apiUrl('reddit/subreddit-about'), () => {
        analyses++;
        return HttpResponse.json({ subreddit: { ...freeAnalysis(), name: 'cooking' } });
      }),
    );
    const app = renderApp('/generated-post-ideas', { signedIn: true });
    expect(await screen.findByRole('heading', { level: 2, name: 'r/marketing' }, LAZY_LOAD_TIMEOUT)).toBeInTheDocument();
    expect(ideas.bodies).toHaveLength(1);

    // Away and back without analysing anything: the cached ideas are shown, nothing is sent.
    await act(() => app.router.navigate({ to: '/home' }));
    await waitFor(() => expect(app.pathname()).toBe('/home'));
    await act(() => app.router.navigate({ to: '/generated-post-ideas' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'r/marketing' }, LAZY_LOAD_TIMEOUT)).toBeInTheDocument();
    expect(ideas.bodies).toHaveLength(1);

    // An analysis of r/cooking, then Post Ideas again: asked for anew.
    await act(() => app.router.navigate({ to: '/subreddit-free-analysis-results', search: { q: 'cooking' } }));
    expect(await screen.findByRole('heading', { level: 1, name: 'r/cooking' }, LAZY_LOAD_TIMEOUT)).toBeInTheDocument();
    expect(analyses).toBe(1);
    await act(() => app.router.navigate({ to: '/generated-post-ideas' }));
    await waitFor(() => expect(ideas.bodies).toHaveLength(2));
  });

  it('offer the community just analysed to a new audience at once, not after the list goes stale', async () => {
    const analysed: string[] = [];
    server.use(
      http.get(apiUrl('audiences'), () =>
        HttpResponse.json({ audiences: [], limits: { audiences: 1, communities: 5 }, plan: 'Basic', analysed: [...analysed] }),
      ),
      http.post(apiUrl('reddit/subreddit-about'), () => {
        analysed.unshift('cooking');
        return HttpResponse.json({ subreddit: { ...freeAnalysis(), name: 'cooking' } });
      }),
    );
    const app = renderApp('/audiences', { signedIn: true });
    expect(await screen.findByRole('region', { name: 'New audience' }, LAZY_LOAD_TIMEOUT)).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'From your analyses' })).not.toBeInTheDocument();
    // The app keeps a list fresh for 30 s (app/query-client.ts); the test client keeps nothing, so it is set here.
    app.queryClient.setQueryDefaults(AUDIENCE_LIST_QUERY_KEY, { staleTime: 30_000 });

    await act(() => app.router.navigate({ to: '/subreddit-free-analysis-results', search: { q: 'cooking' } }));
    expect(await screen.findByRole('heading', { level: 1, name: 'r/cooking' }, LAZY_LOAD_TIMEOUT)).toBeInTheDocument();
    await act(() => app.router.navigate({ to: '/audiences' }));
    const mine = await screen.findByRole('group', { name: 'From your analyses' }, LAZY_LOAD_TIMEOUT);
    expect(within(mine).getByRole('checkbox', { name: 'r/cooking' })).toBeInTheDocument();
  });
});
