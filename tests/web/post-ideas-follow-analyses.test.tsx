import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiUrl, server } from '../support/msw';
import { recordPost } from '../support/handlers';
import { renderApp } from '../support/render';
import { LAZY_LOAD_TIMEOUT } from '../support/lazy';
import { ideaGroups, reply } from './generator-fixtures';
import { freeAnalysis } from './analysis-results.fixtures';
import { resetAppAfterEachTest } from '../support/app-reset';

resetAppAfterEachTest({ restoreAllMocks: true });

// The server writes post ideas for the communities the user analyses (decision 096), so the ideas
// cached for five minutes are asked for again after an analysis, and only then.
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
});
