import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { session } from '@/shared/session';
import { apiUrl, server } from '../support/msw';
import { renderApp } from '../support/render';
import { plansHandler, recordPost, recordProfile, subredditPostHandler, testUser } from '../support/handlers';
import { analysedPost, freeAnalysis, json, paidAnalysis, POST_URL } from './analysis-results.fixtures';
import { resetAppAfterEachTest } from '../support/app-reset';

resetAppAfterEachTest();

const FREE_PATH = `/post-free-analysis-results?url=${encodeURIComponent(POST_URL)}`;
const PAID_PATH = `/post-paid-analysis-results?url=${encodeURIComponent(POST_URL)}`;
const region = (name: string | RegExp) => screen.getByRole('region', { name });
const toasts = () => screen.getByRole('region', { name: 'Notifications (Alt+T)' });
const stat = (label: string) => screen.getByText(label, { selector: '.post-card__stat dt' }).nextElementSibling as HTMLElement;

describe('free post analysis', () => {
  it('shows a skeleton, then the post with its rendered text, numbers, flair and link, and the subreddit context', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const call = recordPost('reddit/subreddit-post', async () => {
      await gate;
      return json({ subreddit: freeAnalysis(), post: analysedPost });
    });
    server.use(call.handler);
    renderApp(FREE_PATH, { signedIn: true });
    expect(await screen.findByRole('status', { name: 'Loading post analysis' })).toBeInTheDocument();
    release();

    const post = await screen.findByRole('article', { name: 'What is your best cold email subject line?' });
    expect(call.bodies).toEqual([{ url: POST_URL }]);
    expect(within(post).getByRole('heading', { level: 1 })).toHaveTextContent('What is your best cold email subject line?');
    // The server's (sanitised) HTML is rendered as markup, not shown as text.
    expect(within(post).getByText('five', { selector: 'strong' })).toBeInTheDocument();
    expect(
      within(post)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Numbers', 'Questions']);
    expect(post).not.toHaveTextContent('<strong>');
    expect(stat('Score')).toHaveTextContent('842');
    expect(stat('Comments')).toHaveTextContent('131');
    expect(stat('Crossposts')).toHaveTextContent('3');
    expect(within(post).getByText('Question')).toBeInTheDocument();
    expect(within(post).getByText('Posted May 14, 2013')).toBeInTheDocument();
    expect(within(post).getByRole('link', { name: /View the post on Reddit/ })).toHaveAttribute('href', POST_URL);

    expect(screen.getByRole('heading', { level: 2, name: 'r/marketing' })).toBeInTheDocument();
    expect(screen.getByText('1.25M subscribers as of 2013')).toBeInTheDocument();
    expect(region('How r/marketing performs')).toHaveTextContent('4.26%');
    expect(within(region('Keywords')).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByRole('complementary', { name: 'About this data' })).toHaveTextContent('Sample data from 2013');
  });

  it('free user: the locked sample and the Plans modal; paid plan: the sample in the clear', async () => {
    server.use(subredditPostHandler(freeAnalysis(), analysedPost), plansHandler());
    const app = renderApp(FREE_PATH, { signedIn: true });
    const top = await screen.findByRole('region', { name: 'Top posts' });
    expect(within(top).getByText('Unlock Pro to see more')).toBeInTheDocument();
    await app.user.click(within(top).getByRole('link', { name: 'Get a Detailed Analysis with PRO' }));
    expect(await screen.findByRole('dialog', { name: 'Unlock Premium Features' })).toBeInTheDocument();
    app.unmount();

    renderApp(FREE_PATH, { signedIn: { user: { subscribedPlan: 'ultimate', subscribedPlanName: 'Ultimate', paymentStatus: 'active' } } });
    const clear = await screen.findByRole('region', { name: 'Top posts' });
    expect(within(clear).getByRole('heading', { name: 'How we doubled our newsletter signups in 30 days' })).toBeInTheDocument();
    expect(within(clear).queryByText('Unlock Pro to see more')).not.toBeInTheDocument();
  });

  it("'Give me more info' goes to the paid post page with credits, else the toast", async () => {
    const paid = recordPost('reddit/subreddit-advanced-post', () => json({ subreddit: paidAnalysis(), post: analysedPost }));
    server.use(subredditPostHandler(freeAnalysis(), analysedPost), paid.handler, recordProfile().handler);
    server.use(plansHandler());
    const broke = renderApp(FREE_PATH, { signedIn: { user: { availableCredits: 0 } } });
    await broke.user.click(await screen.findByRole('button', { name: 'Give me more info' }));
    expect(await within(toasts()).findByText("You don't have enough credits to use this feature")).toBeInTheDocument();
    expect(broke.pathname()).toBe('/post-free-analysis-results');
    expect(await screen.findByRole('dialog', { name: 'Unlock Premium Features' })).toBeInTheDocument();
    broke.unmount();

    const app = renderApp(FREE_PATH, { signedIn: { user: { availableCredits: 5 } } });
    await app.user.click(await screen.findByRole('button', { name: 'Give me more info' }));
    await waitFor(() => expect(app.pathname()).toBe('/post-paid-analysis-results'));
    expect(app.search()).toEqual({ url: POST_URL });
    expect(await screen.findByRole('region', { name: 'Top comments' })).toBeInTheDocument();
    expect(paid.bodies).toEqual([{ url: POST_URL }]);
  });

  it.each([
    [404, { message: 'Post not found' }, 'Post not found'],
    [503, {}, 'Failed to fetch subreddit details'],
  ])('failure %i: toast and page show the message', async (status, body, message) => {
    server.use(http.post(apiUrl('reddit/subreddit-post'), () => HttpResponse.json(body, { status })));
    renderApp(FREE_PATH, { signedIn: true });
    expect(within(await screen.findByRole('alert')).getByText(message)).toBeInTheDocument();
    expect(within(toasts()).getByText(message)).toBeInTheDocument();
  });

  it('a url that is not a Reddit post link calls nothing', async () => {
    renderApp('/post-free-analysis-results?url=https%3A%2F%2Fexample.com%2Fr%2Fseo', { signedIn: true });
    expect(await screen.findByText('Invalid Reddit URL')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Analyze a post' })).toHaveAttribute('href', '/analyze-post');
  });

  it('a post without text says so instead of an empty box', async () => {
    server.use(
      http.post(apiUrl('reddit/subreddit-post'), () =>
        HttpResponse.json({
          subreddit: freeAnalysis(),
          post: { ...analysedPost, selftext_html: '', num_crossposts: null, link_flair_text: null },
        }),
      ),
    );
    renderApp(FREE_PATH, { signedIn: true });
    expect(await screen.findByText('This post has no text (a link, image or video post).')).toBeInTheDocument();
    expect(stat('Crossposts')).toHaveTextContent('—');
  });
});

describe('paid post analysis', () => {
  it('one paid call, the profile reloaded; user activity, hashtags, top comments and the top 10 table', async () => {
    const paid = recordPost('reddit/subreddit-advanced-post', () => json({ subreddit: paidAnalysis(), post: analysedPost }));
    const profile = recordProfile(testUser({ availableCredits: 4 }));
    server.use(paid.handler, profile.handler);
    const app = renderApp(PAID_PATH, { signedIn: { user: { availableCredits: 5 } } });

    expect(await screen.findByRole('article', { name: 'What is your best cold email subject line?' })).toBeInTheDocument();
    expect(paid.bodies).toEqual([{ url: POST_URL }]);
    await waitFor(() => expect(session.user()?.availableCredits).toBe(4));
    expect(profile.calls).toHaveLength(1);

    expect(within(region('User activity breakdown')).getByRole('img')).toHaveAccessibleName(
      'User activity this week: Text 45%, Link 25%, Image 20%, Video 10%',
    );
    expect(
      within(region('Hashtags'))
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['#growth', '#emailmarketing', '#seo']);
    const comments = within(region('Top comments')).getAllByRole('listitem');
    expect(comments.map((li) => li.textContent)).toEqual([
      'Personalisation helped more than length.120 points',
      'Subject lines with a number beat questions for us.88 points',
    ]);
    const top = region('Top 10 posts by engagement');
    expect(within(top).getAllByRole('row').slice(1)).toHaveLength(10);
    await app.user.click(within(top).getByRole('button', { name: 'Month' }));
    expect(within(top).getAllByRole('row').slice(1)).toHaveLength(2);

    await act(async () => {
      window.dispatchEvent(new Event('focus'));
      await app.queryClient.invalidateQueries();
    });
    expect(paid.bodies).toHaveLength(1);
  });

  it('how the discussion went: comments read, when the best comments came, reply depth; unknown depth said as unknown', async () => {
    const discussion = {
      commentsRead: 40,
      topLevelRead: 25,
      topComments: [
        { body: 'Personalisation helped more than length.', score: 120, minutesAfterPost: 14, replies: 6 },
        { body: 'Subject lines with a number beat questions for us.', score: 88, minutesAfterPost: 3, replies: 0 },
        { body: 'Short ones.', score: 20, minutesAfterPost: 190, replies: 1 },
      ],
      bestCommentsMedianMinutes: 14,
      firstCommentMinutes: 2,
      replyDepth: { deepest: 4, mean: 1.7, replyShare: 38 },
    };
    server.use(
      http.post(apiUrl('reddit/subreddit-advanced-post'), () =>
        HttpResponse.json({ subreddit: paidAnalysis(), post: { ...analysedPost, discussion } }),
      ),
      recordProfile().handler,
    );
    renderApp(PAID_PATH, { signedIn: true });
    const section = await screen.findByRole('region', { name: 'How the discussion went' });
    const rows = within(section)
      .getAllByRole('definition')
      .map((dd) => dd.textContent);
    expect(rows).toEqual([
      "40 of the post's 131 comments (25 top-level): the figures below rest on these.",
      'The 3 best comments came 14 minutes, 3 minutes and 3 hours after the post (median 14 minutes).',
      '2 minutes after the post.',
      'Replies went 4 levels deep (1.7 on average); 38% of the comments are replies to other comments.',
    ]);
  });

  it('top-level comments only: reply depth is unknown; no discussion at all shows no section', async () => {
    const discussion = {
      commentsRead: 131,
      topLevelRead: 131,
      topComments: [{ body: 'Only one', score: 5, minutesAfterPost: 1, replies: null }],
      bestCommentsMedianMinutes: 1,
      firstCommentMinutes: 1,
      replyDepth: null,
    };
    let answer: object = { ...analysedPost, discussion };
    server.use(
      http.post(apiUrl('reddit/subreddit-advanced-post'), () => HttpResponse.json({ subreddit: paidAnalysis(), post: answer })),
      recordProfile().handler,
    );
    const first = renderApp(PAID_PATH, { signedIn: true });
    const section = await screen.findByRole('region', { name: 'How the discussion went' });
    expect(section).toHaveTextContent('All 131 comments of the post (131 top-level).');
    expect(section).toHaveTextContent('The best comment came 1 minute after the post.');
    expect(section).toHaveTextContent('Unknown: the data holds the top-level comments only, not their replies.');
    first.unmount();
    answer = analysedPost;
    renderApp(PAID_PATH, { signedIn: true });
    expect(await screen.findByRole('region', { name: 'Top comments' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'How the discussion went' })).not.toBeInTheDocument();
  });

  it('a post without comments in the source says why (the fixture post has 131 comments, the snapshot holds none)', async () => {
    server.use(
      http.post(apiUrl('reddit/subreddit-advanced-post'), () =>
        HttpResponse.json({ subreddit: paidAnalysis({ postComments: [] }), post: analysedPost }),
      ),
      recordProfile().handler,
    );
    renderApp(PAID_PATH, { signedIn: true });
    expect(await screen.findByRole('region', { name: 'Top comments' })).toHaveTextContent(
      /^Top comments.*This post has 131 comments, but the built-in 2013 sample holds comment counts only/,
    );
  });

  it("402: the server's message and /advanced-analysis", async () => {
    server.use(
      http.post(apiUrl('reddit/subreddit-advanced-post'), () =>
        HttpResponse.json({ message: "You don't have enough credits to use this feature" }, { status: 402 }),
      ),
      recordProfile().handler,
      plansHandler(),
    );
    const app = renderApp(PAID_PATH, { signedIn: true });
    expect(await within(toasts()).findByText("You don't have enough credits to use this feature")).toBeInTheDocument();
    await waitFor(() => expect(app.pathname()).toBe('/advanced-analysis'));
    expect(await screen.findByRole('dialog', { name: 'Unlock Premium Features' })).toBeInTheDocument();
  });

  it('an invalid url spends nothing: toast and /advanced-analysis', async () => {
    const paid = recordPost('reddit/subreddit-advanced-post', () => json({}));
    server.use(paid.handler);
    const app = renderApp('/post-paid-analysis-results?url=x', { signedIn: true });
    expect(await within(toasts()).findByText('Invalid Reddit URL')).toBeInTheDocument();
    await waitFor(() => expect(app.pathname()).toBe('/advanced-analysis'));
    expect(paid.bodies).toHaveLength(0);
  });
});
