import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiUrl, server } from '../support/msw';
import { plansHandler, recordPost, recordProfile, subredditAboutHandler } from '../support/handlers';
import { renderApp } from '../support/render';
import { freeAnalysis, json, paidAnalysis, similarSubreddits } from './analysis-results.fixtures';
import { resetAppAfterEachTest } from '../support/app-reset';
import { LAZY_LOAD_TIMEOUT } from '../support/lazy';

resetAppAfterEachTest();

const PATH = '/subreddit-free-analysis-results?q=marketing';
const region = (name: string | RegExp) => screen.getByRole('region', { name });
const toasts = () => screen.getByRole('region', { name: 'Notifications (Alt+T)' });
/** The value shown for a metric of the overview. */
const metric = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling as HTMLElement;

describe('free subreddit analysis', () => {
  it('shows a skeleton, then the header, the free metrics, keywords, flairs and the evidence note', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const about = recordPost('reddit/subreddit-about', async () => {
      await gate;
      return json({ subreddit: freeAnalysis() });
    });
    server.use(about.handler);
    renderApp(PATH, { signedIn: true });

    expect(await screen.findByRole('status', { name: 'Loading analysis' })).toBeInTheDocument();
    release();

    expect(await screen.findByRole('heading', { level: 1, name: 'r/marketing' })).toBeInTheDocument();
    expect(about.bodies).toEqual([{ subreddit: 'marketing' }]);
    expect(screen.queryByRole('status', { name: 'Loading analysis' })).not.toBeInTheDocument();
    expect(screen.getByText('A place to discuss marketing: strategy, channels, tools and careers.')).toBeInTheDocument();
    expect(screen.getByText('1.25M subscribers as of 2013')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Open r\/marketing on Reddit/ })).toHaveAttribute(
      'href',
      'https://www.reddit.com/r/marketing/',
    );

    expect(metric('Posts per week')).toHaveTextContent('312.4');
    expect(metric('Engagement rate')).toHaveTextContent('4.26%');
    expect(metric('Avg. upvotes')).toHaveTextContent('48.6');
    expect(metric('Avg. comments')).toHaveTextContent('12.3');
    expect(metric('Avg. title length')).toHaveTextContent('58 characters');
    expect(metric('Avg. content length')).toHaveTextContent('642 characters');
    expect(metric('Best time to post')).toHaveTextContent(/^14:00 UTC/);

    const types = within(region('Post type distribution')).getByRole('list', { name: 'Post types' });
    expect(
      within(types)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Text46%', 'Link28%', 'Image18%', 'Video8%']);
    expect(
      within(region('Keywords'))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['content strategy', 'seo', 'email']);
    expect(
      within(region('Popular flairs'))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Discussion', 'Question', 'Case Study']);

    const evidence = screen.getByRole('complementary', { name: 'About this data' });
    expect(within(evidence).getByText('Sample data from 2013')).toBeInTheDocument();
    expect(evidence).toHaveTextContent(
      'Based on 1,240 posts analysed from January 1, 2013 to June 30, 2013. Source: Reddit public snapshot.',
    );
    // The free page loads no paid-only sections.
    expect(screen.queryByRole('region', { name: 'Best times to post' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Download JSON' })).not.toBeInTheDocument();
  });

  it("says 'No keywords found.' and 'No popular flairs found.' when the lists are empty; live data has no sample badge", async () => {
    server.use(
      http.post(apiUrl('reddit/subreddit-about'), () =>
        HttpResponse.json({
          subreddit: freeAnalysis({
            keywords: [],
            popularFlairs: [],
            subscribers: null,
            dataSource: {
              kind: 'live',
              label: 'Reddit API',
              dataDate: '2025-03-05',
              postsAnalysed: 1,
              from: '2025-03-05',
              to: '2025-03-05',
            },
          }),
        }),
      ),
    );
    renderApp(PATH, { signedIn: true });
    expect(await within(await screen.findByRole('region', { name: 'Keywords' })).findByText('No keywords found.')).toBeInTheDocument();
    expect(within(region('Popular flairs')).getByText('No popular flairs found.')).toBeInTheDocument();
    expect(screen.queryByText(/subscribers as of/)).not.toBeInTheDocument();
    const evidence = screen.getByRole('complementary', { name: 'About this data' });
    expect(within(evidence).queryByText(/Sample data/)).not.toBeInTheDocument();
    expect(evidence).toHaveTextContent('Based on 1 post analysed on March 5, 2025. Source: Reddit API.');
  });

  it('ends the source with one full stop when its label carries the notice of what could not be fetched', async () => {
    const label =
      'Bundled sample data from August 2013 (all-time top posts). Current data could not be fetched: the Arctic Shift Reddit archive could not be reached; this shows the bundled sample from August 2013 instead.';
    server.use(
      http.post(apiUrl('reddit/subreddit-about'), () =>
        HttpResponse.json({ subreddit: freeAnalysis({ dataSource: { ...freeAnalysis().dataSource, label } }) }),
      ),
    );
    renderApp(PATH, { signedIn: true });
    const evidence = await screen.findByRole('complementary', { name: 'About this data' }, LAZY_LOAD_TIMEOUT);
    expect(evidence).toHaveTextContent(`Source: ${label}`);
    expect(evidence.textContent).not.toMatch(/\.\.$/);
  });

  it("shows the server's message on failure (toast and page), and Try again loads it", async () => {
    let fail = true;
    server.use(
      http.post(apiUrl('reddit/subreddit-about'), () =>
        fail
          ? HttpResponse.json({ message: 'Subreddit r/marketing was not found' }, { status: 404 })
          : HttpResponse.json({ subreddit: freeAnalysis() }),
      ),
    );
    const app = renderApp(PATH, { signedIn: true });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Subreddit r/marketing was not found')).toBeInTheDocument();
    expect(await within(toasts()).findByText('Subreddit r/marketing was not found')).toBeInTheDocument();

    fail = false;
    await app.user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'r/marketing' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("falls back to 'Failed to fetch subreddit details' when the server gives no message", async () => {
    server.use(http.post(apiUrl('reddit/subreddit-about'), () => new HttpResponse('<html>Bad gateway</html>', { status: 400 })));
    renderApp(PATH, { signedIn: true });
    expect(within(await screen.findByRole('alert')).getByText('Failed to fetch subreddit details')).toBeInTheDocument();
    expect(within(toasts()).getByText('Failed to fetch subreddit details')).toBeInTheDocument();
  });

  it('asks for a subreddit name and calls nothing when q is not one', async () => {
    renderApp('/subreddit-free-analysis-results?q=not%20a%20subreddit!', { signedIn: true });
    expect(await screen.findByText('Enter a subreddit name such as r/marketing.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find subreddits' })).toHaveAttribute('href', '/analyze-subreddit');
  });

  it("free user: the sample top post is locked under 'Unlock Pro to see more'; its link opens the Plans modal", async () => {
    server.use(subredditAboutHandler(freeAnalysis()), plansHandler());
    const app = renderApp(PATH, { signedIn: { user: { subscribedPlanName: null } } });
    const top = await screen.findByRole('region', { name: 'Top posts' });
    expect(within(top).getByText('Unlock Pro to see more')).toBeInTheDocument();
    // The blurred sample is hidden from assistive technology and the tab order.
    expect(within(top).queryByRole('heading', { name: 'How we doubled our newsletter signups in 30 days' })).not.toBeInTheDocument();
    expect(top.querySelector('.locked__content')).toHaveAttribute('inert');

    const link = within(top).getByRole('link', { name: 'Get a Detailed Analysis with PRO' });
    expect(link).toHaveAttribute('href', '/plans');
    await app.user.click(link);
    const dialog = await screen.findByRole('dialog', { name: 'Unlock Premium Features' });
    expect(await within(dialog).findAllByRole('article')).toHaveLength(3);
    expect(app.pathname()).toBe('/subreddit-free-analysis-results');
  });

  it('Basic plan counts as free: the sample stays locked', async () => {
    server.use(subredditAboutHandler(freeAnalysis()));
    renderApp(PATH, { signedIn: { user: { subscribedPlan: 'basic', subscribedPlanName: 'Basic' } } });
    expect(await within(await screen.findByRole('region', { name: 'Top posts' })).findByText('Unlock Pro to see more')).toBeInTheDocument();
  });

  it('paid plan: the sample top post is shown in the clear', async () => {
    server.use(subredditAboutHandler(freeAnalysis()));
    renderApp(PATH, { signedIn: { user: { subscribedPlan: 'pro', subscribedPlanName: 'Pro', paymentStatus: 'active' } } });
    const top = await screen.findByRole('region', { name: 'Top posts' });
    expect(within(top).getByRole('heading', { name: 'How we doubled our newsletter signups in 30 days' })).toBeInTheDocument();
    expect(within(top).getByText('2K upvotes')).toBeInTheDocument();
    expect(within(top).queryByText('Unlock Pro to see more')).not.toBeInTheDocument();
  });

  it("'Give me more info' with credits opens the paid analysis", async () => {
    const paid = recordPost('reddit/paid-subreddit-about', () => json({ subreddit: paidAnalysis(), similarSubreddits }));
    const profile = recordProfile();
    server.use(subredditAboutHandler(freeAnalysis()), paid.handler, profile.handler);
    const app = renderApp(PATH, { signedIn: { user: { availableCredits: 3 } } });
    await app.user.click(await screen.findByRole('button', { name: 'Give me more info' }));
    await waitFor(() => expect(app.pathname()).toBe('/advanced-subreddit-paid-analysis-results'));
    expect(app.search()).toEqual({ q: 'marketing' });
    expect(await screen.findByRole('region', { name: 'Best times to post' })).toBeInTheDocument();
    expect(paid.bodies).toEqual([{ subreddit: 'marketing' }]);
  });

  it("'Give me more info' says it costs one credit", async () => {
    server.use(subredditAboutHandler(freeAnalysis()));
    renderApp(PATH, { signedIn: true });
    const button = await screen.findByRole('button', { name: 'Give me more info' });
    expect(button).toHaveTextContent('Give me more info1 credit');
    expect(button).toHaveAccessibleDescription('Costs 1 credit');
  });

  it("'Give me more info' without credits shows the toast, stays and offers the plans", async () => {
    server.use(subredditAboutHandler(freeAnalysis()), plansHandler());
    const app = renderApp(PATH, { signedIn: { user: { availableCredits: 0 } } });
    await app.user.click(await screen.findByRole('button', { name: 'Give me more info' }));
    expect(await within(toasts()).findByText("You don't have enough credits to use this feature")).toBeInTheDocument();
    expect(app.pathname()).toBe('/subreddit-free-analysis-results');
    const dialog = await screen.findByRole('dialog', { name: 'Unlock Premium Features' });
    expect(await within(dialog).findAllByRole('article')).toHaveLength(3);
  });
});
