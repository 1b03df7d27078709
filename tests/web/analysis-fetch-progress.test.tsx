import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiUrl, server } from '../support/msw';
import { renderApp } from '../support/render';
import { LAZY_LOAD_TIMEOUT } from '../support/lazy';
import { freeAnalysis } from './analysis-results.fixtures';
import { resetAppAfterEachTest } from '../support/app-reset';

resetAppAfterEachTest();

// While a community is fetched from the archive the server answers 202 with progress; the page
// shows it and asks again until the analysis arrives.
describe('analysis of a community being fetched', () => {
  it('shows "Fetching r/SaaS: N posts so far", then opens the analysis', async () => {
    const answers = [
      {
        status: 202,
        body: {
          fetching: {
            subreddit: 'SaaS',
            status: 'running',
            postsSoFar: 412,
            commentsSoFar: 0,
            message: 'Fetching r/SaaS: 412 posts so far',
          },
        },
      },
      { status: 200, body: { subreddit: { ...freeAnalysis(), name: 'SaaS' } } },
    ];
    let asked = 0;
    server.use(
      http.post(apiUrl('reddit/subreddit-about'), () => {
        const a = answers[Math.min(asked++, answers.length - 1)];
        return HttpResponse.json(a.body, { status: a.status });
      }),
    );
    renderApp('/subreddit-free-analysis-results?q=SaaS', { signedIn: true });
    expect(
      await screen.findByText(/Fetching r\/SaaS: 412 posts so far\. The analysis opens when it is ready\./, undefined, LAZY_LOAD_TIMEOUT),
    ).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'r/SaaS' }, { timeout: 5000 })).toBeInTheDocument();
    expect(asked).toBe(2);
    expect(screen.queryByText(/Fetching r\/SaaS/)).not.toBeInTheDocument();
  });
});
