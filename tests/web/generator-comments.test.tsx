import { StrictMode } from 'react';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { createMemoryHistory } from '@tanstack/react-router';
import toast from 'react-hot-toast';
import { session } from '@/shared/session';
import { App } from '@/app/providers';
import { createAppRouter } from '@/app/router';
import { server } from '../support/msw';
import { renderApp, TEST_ACCESS_TOKEN, TEST_REFRESH_TOKEN } from '../support/render';
import { foldersHandler, plansHandler, recordPost, recordProfile, testFolder, testUser } from '../support/handlers';
import { comment, comments, gate, NOT_ENOUGH_CREDITS, post, reply } from './generator-fixtures';
import { resetAppAfterEachTest } from '../support/app-reset';

resetAppAfterEachTest({ restoreAllMocks: true });

const PATH = '/generate-comments-responses';
const CARRIED = { ...post(5), subreddit: 'marketing' };
const toasts = () => screen.getByRole('region', { name: 'Notifications (Alt+T)' });
const panel = () => screen.getByRole('tabpanel');
const commentCards = () => within(panel()).queryAllByRole('article');
const titles = () => commentCards().map((c) => within(c).getByRole('heading', { level: 3 }).textContent);
const tab = (name: string) => screen.getByRole('tab', { name });

/** generate-comments answering per tone and call (default: two comments numbered by call), plus the profile. */
function commentsServer(answer?: (body: Record<string, unknown>, call: number) => Response | Promise<Response>) {
  const generate = recordPost('reddit/generate-comments', answer ?? ((body, call) => reply(comments(String(body.type), call * 10 + 1))));
  const profile = recordProfile(testUser({ availableCredits: 39 }));
  server.use(generate.handler, profile.handler);
  return { generate, profile };
}

function open(opts: { state?: Record<string, unknown> | null; credits?: number } = {}) {
  return renderApp(PATH, {
    signedIn: { user: { availableCredits: opts.credits ?? 40 } },
    state: opts.state === null ? undefined : (opts.state ?? { post: CARRIED }),
  });
}

describe('first comments: without a carried post', () => {
  it('explains what to do, links to the generator and generates nothing', async () => {
    const { generate } = commentsServer();
    const app = open({ state: null });
    expect(await screen.findByText('Choose a post to comment on first')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Generate first comments' })).toBeInTheDocument();
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(
      within(crumbs)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Home', 'AI post generator', 'Generate first comments']);
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    await app.user.click(screen.getByRole('link', { name: 'Go to the AI post generator' }));
    await waitFor(() => expect(app.pathname()).toBe('/ai-post-generator-results'));
    expect(generate.bodies).toHaveLength(0);
  });

  it('a malformed carried post counts as none', async () => {
    const { generate } = commentsServer();
    open({ state: { post: { body: 'no title' } } });
    expect(await screen.findByText('Choose a post to comment on first')).toBeInTheDocument();
    expect(generate.bodies).toHaveLength(0);
  });
});

describe('first comments: with a carried post', () => {
  it('shows breadcrumbs and the post, generates Friendly comments on entry and reloads the profile', async () => {
    const { generate, profile } = commentsServer();
    open();
    expect(await within(toasts()).findByText('Comments generated successfully')).toBeInTheDocument();
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/home');
    expect(within(crumbs).getByRole('link', { name: 'AI post generator' })).toHaveAttribute('href', '/ai-post-generator-results');
    expect(within(crumbs).getByText('Generate first comments')).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('heading', { level: 2, name: CARRIED.title })).toBeInTheDocument();

    expect(generate.bodies).toEqual([{ postDetails: CARRIED, type: 'Friendly' }]);
    expect(tab('Friendly')).toHaveAttribute('aria-selected', 'true');
    expect(tab('Expert')).toHaveAttribute('aria-selected', 'false');
    expect(titles()).toEqual(['Friendly comment 11', 'Friendly comment 12']);
    expect(within(commentCards()[0]!).getByText('Friendly response 11: thanks for sharing the numbers.')).toBeInTheDocument();
    expect(
      within(commentCards()[0]!).getByText(
        "Written by our built-in writer from r/marketing's data — no AI model is connected (an administrator can connect one: README, “Connecting an AI model”)",
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(session.user()?.availableCredits).toBe(39));
    expect(profile.calls).toHaveLength(1);
  });

  it('shows placeholders while the comments are written', async () => {
    const release = gate();
    commentsServer(async () => {
      await release.promise;
      return reply(comments('Friendly', 1));
    });
    open();
    expect(await screen.findByRole('status', { name: 'Writing friendly comments' })).toBeInTheDocument();
    expect(panel()).toHaveAttribute('aria-busy', 'true');
    release.release();
    await waitFor(() => expect(commentCards()).toHaveLength(2));
    expect(screen.queryByRole('status', { name: 'Writing friendly comments' })).not.toBeInTheDocument();
  });

  it('a tone tab regenerates for that tone and replaces the comments', async () => {
    const { generate } = commentsServer();
    const app = open();
    await waitFor(() => expect(commentCards()).toHaveLength(2));
    await app.user.click(tab('Expert'));
    expect(tab('Expert')).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(titles()).toEqual(['Expert comment 21', 'Expert comment 22']));
    await app.user.click(tab('Casual'));
    await waitFor(() => expect(titles()).toEqual(['Casual comment 31', 'Casual comment 32']));
    expect(generate.bodies.map((b) => b.type)).toEqual(['Friendly', 'Expert', 'Casual']);
    // The chosen tab again: nothing is spent.
    await app.user.click(tab('Casual'));
    expect(generate.bodies).toHaveLength(3);
  });

  it('tabs are reachable by keyboard: arrows move focus, Enter picks', async () => {
    const { generate } = commentsServer();
    const app = open();
    await waitFor(() => expect(commentCards()).toHaveLength(2));
    expect(tab('Friendly')).toHaveAttribute('tabindex', '0');
    expect(tab('Expert')).toHaveAttribute('tabindex', '-1');
    tab('Friendly').focus();
    await app.user.keyboard('{ArrowRight}');
    expect(tab('Expert')).toHaveFocus();
    expect(generate.bodies).toHaveLength(1); // moving does not spend
    await app.user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(tab('Casual')).toHaveFocus();
    await app.user.keyboard('{Enter}');
    await waitFor(() => expect(titles()).toEqual(['Casual comment 21', 'Casual comment 22']));
  });

  it('an answer for a tone the user already left is dropped', async () => {
    const slow = gate();
    commentsServer(async (body, call) => {
      if (body.type === 'Expert') await slow.promise;
      return reply(comments(String(body.type), call * 10 + 1));
    });
    const app = open();
    await waitFor(() => expect(commentCards()).toHaveLength(2));
    await app.user.click(tab('Expert'));
    await app.user.click(tab('Casual'));
    await waitFor(() => expect(titles()).toEqual(['Casual comment 31', 'Casual comment 32']));
    slow.release();
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(titles()).toEqual(['Casual comment 31', 'Casual comment 32']);
    expect(tab('Casual')).toHaveAttribute('aria-selected', 'true');
  });

  it("'Generate more comments' appends comments in the current tone", async () => {
    const { generate } = commentsServer();
    const app = open();
    await waitFor(() => expect(commentCards()).toHaveLength(2));
    await app.user.click(tab('Expert'));
    await waitFor(() => expect(titles()).toEqual(['Expert comment 21', 'Expert comment 22']));
    const more = screen.getByRole('button', { name: 'Generate more comments' });
    expect(more).toHaveAccessibleDescription('Costs 1 credit');
    expect(within(commentCards()[0]!).getByRole('button', { name: /^Rewrite: / })).toHaveAccessibleDescription('Costs 1 credit');
    await app.user.click(more);
    await waitFor(() => expect(titles()).toEqual(['Expert comment 21', 'Expert comment 22', 'Expert comment 31', 'Expert comment 32']));
    expect(generate.bodies.map((b) => b.type)).toEqual(['Friendly', 'Expert', 'Expert']);
    expect(generate.bodies[2]).toEqual({ postDetails: CARRIED, type: 'Expert' });
  });

  it('Copy puts the response on the clipboard', async () => {
    commentsServer();
    const app = open();
    await waitFor(() => expect(commentCards()).toHaveLength(2));
    const writeText = jest.spyOn(navigator.clipboard, 'writeText');
    await app.user.click(within(commentCards()[1]!).getByRole('button', { name: 'Copy' }));
    expect(await within(toasts()).findByText('Copied to clipboard')).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith('Friendly response 12: thanks for sharing the numbers.');
  });

  it("each comment has Save to folder, which sends type 'casual' (the product's type for this screen)", async () => {
    commentsServer();
    const saved = recordPost('comments/create', (body) =>
      reply(
        {
          message: 'Comment saved successfully',
          savedItem: { _id: 's1', type: 'comment', folderId: body.folderId, createdAt: '2025-03-05T00:00:00.000Z', comment: body },
        },
        { engine: null },
      ),
    );
    server.use(saved.handler, foldersHandler([testFolder('f9', 'Replies', '2025-03-01T00:00:00.000Z')]));
    const app = open();
    await waitFor(() => expect(commentCards()).toHaveLength(2));
    await app.user.click(within(commentCards()[0]!).getByRole('button', { name: 'Save to folder' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save to folder' });
    await app.user.click(await within(dialog).findByRole('radio', { name: 'Replies' }));
    await app.user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(toasts()).findByText('Comment saved successfully')).toBeInTheDocument();
    // The product sends type 'casual' for a comment saved on this screen, whichever tone wrote it.
    // Plus the post's community and when the comment arrived (decision 037).
    expect(saved.bodies[0]).toEqual({
      ...comment(11),
      folderId: 'f9',
      type: 'casual',
      subreddit: CARRIED.subreddit,
      generatedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
    });
    expect(within(commentCards()[0]!).getByText('Friendly')).toBeInTheDocument();
  });

  it('Rewrite replaces one comment with another version in its tone', async () => {
    commentsServer();
    const version = recordPost('reddit/generate-version-comment', () => reply({ title: 'Rewritten', response: 'A fresh take on it.' }));
    server.use(version.handler);
    const app = open();
    await waitFor(() => expect(commentCards()).toHaveLength(2));
    await app.user.click(within(commentCards()[1]!).getByRole('button', { name: 'Rewrite: Friendly comment 12' }));
    await waitFor(() => expect(titles()).toEqual(['Friendly comment 11', 'Rewritten']));
    expect(version.bodies).toEqual([{ commentDetail: comment(12), type: 'Friendly' }]);
  });

  it('generates once on entry under StrictMode', async () => {
    const { generate } = commentsServer();
    toast.remove();
    session.clear();
    session.signIn({ user: testUser({ availableCredits: 40 }), accessToken: TEST_ACCESS_TOKEN, refreshToken: TEST_REFRESH_TOKEN });
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity } } });
    const history = createMemoryHistory({ initialEntries: [PATH] });
    history.replace(PATH, { post: CARRIED });
    const router = createAppRouter({ queryClient, history, scrollRestoration: false });
    render(
      <StrictMode>
        <App queryClient={queryClient} router={router} />
      </StrictMode>,
    );
    await waitFor(() => expect(commentCards()).toHaveLength(2));
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(generate.bodies).toHaveLength(1);
  });
});

/** On /ai-post-generator-results: the carried post, shown as the one result. */
const carriedResult = () => screen.findByRole('region', { name: 'Your post' });

/** Back on the comments screen from the carried post's 'Generate first comments'. */
async function backToComments(app: ReturnType<typeof open>) {
  const result = await carriedResult();
  await app.user.click(within(result).getByRole('button', { name: 'Generate first comments' }));
  await waitFor(() => expect(app.pathname()).toBe(PATH));
}

describe('first comments: failures and credits', () => {
  it('with no credits: the toast, no call, and off to /ai-post-generator-results with the post', async () => {
    const { generate } = commentsServer();
    server.use(plansHandler());
    const app = open({ credits: 0 });
    expect(await within(toasts()).findByText(NOT_ENOUGH_CREDITS)).toBeInTheDocument();
    await waitFor(() => expect(app.pathname()).toBe('/ai-post-generator-results'));
    expect(generate.bodies).toHaveLength(0);
    // The layout's Plans modal is still open after the redirect: more credits, not a dead end.
    expect(await screen.findByRole('dialog', { name: 'Unlock Premium Features' })).toBeInTheDocument();
    // The post the user was working on came along.
    expect(within(await carriedResult()).getByRole('heading', { level: 3, name: CARRIED.title })).toBeInTheDocument();
  });

  it('402 from the server: its message and off to /ai-post-generator-results with the post', async () => {
    commentsServer(() => reply({ message: NOT_ENOUGH_CREDITS }, { status: 402 }));
    server.use(plansHandler());
    const app = open({ credits: 1 });
    expect(await within(toasts()).findByText(NOT_ENOUGH_CREDITS)).toBeInTheDocument();
    await waitFor(() => expect(app.pathname()).toBe('/ai-post-generator-results'));
    await waitFor(() => expect(session.user()?.availableCredits).toBe(39));
    expect(await screen.findByRole('dialog', { name: 'Unlock Premium Features' })).toBeInTheDocument();
    expect(within(await carriedResult()).getByRole('heading', { level: 3, name: CARRIED.title })).toBeInTheDocument();
  });

  it.each([
    ['a server message', () => reply({ message: 'The model refused to answer' }, { status: 502 }), 'The model refused to answer'],
    ['no message', () => reply({}, { status: 500 }), 'Something went wrong!'],
    ['an answer that is not an array', () => reply({ comments: [] }), 'Unexpected response format from server'],
  ])('%s: the toast, and off to /ai-post-generator-results carrying the post', async (_, answer, message) => {
    const { generate } = commentsServer((body, call) => (call === 1 ? answer() : reply(comments(String(body.type), 1))));
    const app = open();
    expect(await within(toasts()).findByText(message)).toBeInTheDocument();
    await waitFor(() => expect(app.pathname()).toBe('/ai-post-generator-results'));
    expect(screen.queryByRole('dialog', { name: 'Unlock Premium Features' })).not.toBeInTheDocument();
    const result = await carriedResult();
    expect(within(result).getByRole('heading', { level: 3, name: CARRIED.title })).toBeInTheDocument();
    // From there the post goes back to the comments screen, which generates for it again.
    await backToComments(app);
    await waitFor(() => expect(titles()).toEqual(['Friendly comment 1', 'Friendly comment 2']));
    expect(generate.bodies).toEqual([
      { postDetails: CARRIED, type: 'Friendly' },
      { postDetails: CARRIED, type: 'Friendly' },
    ]);
  });

  it("a failed 'Generate more comments' carries the post and the comments already there, and they come back", async () => {
    const { generate } = commentsServer((body, call) =>
      call === 1
        ? reply(comments('Friendly', 1))
        : call === 2
          ? reply(comments('Expert', 21))
          : reply({ message: 'Generation timed out' }, { status: 504 }),
    );
    const app = open();
    await waitFor(() => expect(commentCards()).toHaveLength(2));
    await app.user.click(tab('Expert'));
    await waitFor(() => expect(titles()).toEqual(['Expert comment 21', 'Expert comment 22']));
    await app.user.click(screen.getByRole('button', { name: 'Generate more comments' }));
    expect(await within(toasts()).findByText('Generation timed out')).toBeInTheDocument();
    await waitFor(() => expect(app.pathname()).toBe('/ai-post-generator-results'));
    expect(within(await carriedResult()).getByText(/^Your 2 first comments for this post are kept/)).toBeInTheDocument();

    await backToComments(app);
    expect(titles()).toEqual(['Expert comment 21', 'Expert comment 22']);
    expect(tab('Expert')).toHaveAttribute('aria-selected', 'true');
    expect(
      within(commentCards()[0]!).getByText(
        "Written by our built-in writer from r/marketing's data — no AI model is connected (an administrator can connect one: README, “Connecting an AI model”)",
      ),
    ).toBeInTheDocument();
    // Shown again as they were: no new generation, no credit spent.
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(generate.bodies).toHaveLength(3);
  });

  it('a failed Rewrite carries the post and every comment', async () => {
    commentsServer();
    const version = recordPost('reddit/generate-version-comment', () => reply({ message: 'The model is busy' }, { status: 503 }));
    server.use(version.handler);
    const app = open();
    await waitFor(() => expect(commentCards()).toHaveLength(2));
    await app.user.click(within(commentCards()[0]!).getByRole('button', { name: 'Rewrite: Friendly comment 11' }));
    expect(await within(toasts()).findByText('The model is busy')).toBeInTheDocument();
    await waitFor(() => expect(app.pathname()).toBe('/ai-post-generator-results'));
    await backToComments(app);
    expect(titles()).toEqual(['Friendly comment 11', 'Friendly comment 12']);
  });

  it('a failed tone switch still carries the comments of the tone that was showing', async () => {
    commentsServer((body, call) => (call === 1 ? reply(comments('Friendly', 1)) : reply({}, { status: 500 })));
    const app = open();
    await waitFor(() => expect(commentCards()).toHaveLength(2));
    await app.user.click(tab('Casual'));
    expect(await within(toasts()).findByText('Something went wrong!')).toBeInTheDocument();
    await waitFor(() => expect(app.pathname()).toBe('/ai-post-generator-results'));
    await backToComments(app);
    expect(titles()).toEqual(['Friendly comment 1', 'Friendly comment 2']);
  });

  it("at 0 credits, 'Generate more comments' keeps the post and its comments and shows the way to credits", async () => {
    const generate = recordPost('reddit/generate-comments', (body, call) => reply(comments(String(body.type), call * 10 + 1)));
    // The spend leaves the account empty: the profile reloaded after it says 0.
    const profile = recordProfile(testUser({ availableCredits: 0 }));
    server.use(generate.handler, profile.handler, plansHandler());
    const app = open({ credits: 1 });
    await waitFor(() => expect(commentCards()).toHaveLength(2));
    await waitFor(() => expect(session.user()?.availableCredits).toBe(0));

    await app.user.click(screen.getByRole('button', { name: 'Generate more comments' }));
    expect(await within(toasts()).findByText(NOT_ENOUGH_CREDITS)).toBeInTheDocument();
    expect(await screen.findByRole('dialog', { name: 'Unlock Premium Features' })).toBeInTheDocument();
    await waitFor(() => expect(app.pathname()).toBe('/ai-post-generator-results'));
    const result = await carriedResult();
    expect(within(result).getByRole('heading', { level: 3, name: CARRIED.title })).toBeInTheDocument();
    expect(within(result).getByText(/^Your 2 first comments for this post are kept/)).toBeInTheDocument();
    // The generator form is not what greets them: no samples in place of their post.
    expect(screen.queryByRole('region', { name: 'Sample post ideas' })).not.toBeInTheDocument();

    await app.user.click(within(screen.getByRole('dialog', { name: 'Unlock Premium Features' })).getByRole('button', { name: 'Not now' }));
    await backToComments(app);
    expect(titles()).toEqual(['Friendly comment 11', 'Friendly comment 12']);
    expect(generate.bodies).toHaveLength(1);
  });

  it('nothing back: says so, with Try again', async () => {
    commentsServer(() => reply([]));
    open();
    expect(await screen.findByText('No friendly comments came back for this post.')).toBeInTheDocument();
    expect(within(panel()).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(within(toasts()).queryByText('Comments generated successfully')).not.toBeInTheDocument();
  });
});
