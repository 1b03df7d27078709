import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { server } from '../support/msw';
import { foldersHandler, recordPost, testFolder } from '../support/handlers';
import { renderApp } from '../support/render';
import { gate, ideaGroups, post, reply } from './generator-fixtures';
import { resetAppAfterEachTest } from '../support/app-reset';

resetAppAfterEachTest({ restoreAllMocks: true });

const PATH = '/generated-post-ideas';
const toasts = () => screen.getByRole('region', { name: 'Notifications (Alt+T)' });
const group = (subreddit: string) => screen.getByRole('region', { name: `r/${subreddit}` });

function ideasServer(answer: () => Response | Promise<Response> = () => reply(ideaGroups)) {
  const ideas = recordPost('reddit/generate-reddit-post', answer);
  server.use(ideas.handler);
  return ideas;
}

const open = (plan: string | null = null) => renderApp(PATH, { signedIn: { user: { subscribedPlanName: plan } } });

describe('post ideas', () => {
  it('shows a skeleton while the ideas load, then the ideas per subreddit', async () => {
    const release = gate();
    const ideas = ideasServer(async () => {
      await release.promise;
      return reply(ideaGroups);
    });
    open();
    expect(await screen.findByRole('status', { name: 'Loading post ideas' })).toBeInTheDocument();
    release.release();
    expect(await screen.findByRole('heading', { level: 2, name: 'r/marketing' })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading post ideas' })).not.toBeInTheDocument();
    expect(ideas.bodies).toEqual([{}]); // no body

    const marketing = within(group('marketing')).getAllByRole('article');
    expect(marketing.map((a) => within(a).getByRole('heading', { level: 3 }).textContent)).toEqual([post(1).title, post(2).title]);
    expect(within(group('marketing')).getByText('2 ideas')).toBeInTheDocument();
    const first = marketing[0]!;
    expect(within(first).getByText(post(1).body)).toBeInTheDocument();
    expect(within(first).getByText(post(1).callToAction)).toBeInTheDocument();
    expect(within(first).getByRole('list', { name: 'Flairs' })).toHaveTextContent('Flair 1');
    expect(within(first).getByRole('list', { name: 'Hashtags' })).toHaveTextContent('#growth1#emailmarketing');
    expect(within(first).getByRole('button', { name: 'Copy' })).toBeInTheDocument();
    expect(within(first).getByRole('button', { name: 'Save to folder' })).toBeInTheDocument();

    const seo = within(group('seo')).getAllByRole('article');
    expect(seo).toHaveLength(1);
    expect(within(group('seo')).getByText('1 idea')).toBeInTheDocument();
    // No flairs or hashtags: no empty lists.
    expect(within(seo[0]!).queryByRole('list', { name: 'Flairs' })).not.toBeInTheDocument();
    expect(within(seo[0]!).queryByRole('list', { name: 'Hashtags' })).not.toBeInTheDocument();
  });

  it("a long body starts clamped, with 'Show more' to read it all", async () => {
    const long = post(9, { body: 'A long story about our launch. '.repeat(20) });
    ideasServer(() => reply([{ subreddit: 'startups', posts: [long, post(10)] }]));
    const app = open();
    await screen.findByRole('heading', { level: 2, name: 'r/startups' });
    const [longCard, shortCard] = within(group('startups')).getAllByRole('article');
    const more = within(longCard!).getByRole('button', { name: 'Show more' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    const body = document.getElementById(more.getAttribute('aria-controls')!)!;
    expect(body).toHaveClass('md--clamped');
    await app.user.click(more);
    expect(within(longCard!).getByRole('button', { name: 'Show less' })).toHaveAttribute('aria-expanded', 'true');
    expect(body).not.toHaveClass('md--clamped');
    expect(within(shortCard!).queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
  });

  it('says per subreddit when the rule-based generator wrote the ideas', async () => {
    ideasServer();
    open();
    await screen.findByRole('heading', { level: 2, name: 'r/marketing' });
    expect(
      within(group('marketing')).getByText(
        "Written by our built-in writer from r/marketing's data — no AI model is connected (an administrator can connect one: README, “Connecting an AI model”)",
      ),
    ).toBeInTheDocument();
    expect(
      within(group('seo')).getByText(
        "Written by our built-in writer from r/seo's data — no AI model is connected (an administrator can connect one: README, “Connecting an AI model”)",
      ),
    ).toBeInTheDocument();
  });

  it('no rule-based note when a language model wrote them', async () => {
    ideasServer(() => reply(ideaGroups, { engine: 'llm' }));
    open();
    await screen.findByRole('heading', { level: 2, name: 'r/marketing' });
    expect(screen.queryByText(/built-in writer/)).not.toBeInTheDocument();
  });

  it('Copy puts the whole idea on the clipboard', async () => {
    ideasServer();
    const app = open();
    await screen.findByRole('heading', { level: 2, name: 'r/marketing' });
    const writeText = jest.spyOn(navigator.clipboard, 'writeText');
    await app.user.click(within(within(group('marketing')).getAllByRole('article')[1]!).getByRole('button', { name: 'Copy' }));
    expect(await within(toasts()).findByText('Copied to clipboard')).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith(`${post(2).title}\n\n${post(2).body}\n\n${post(2).callToAction}\n\n#growth2 #emailmarketing`);
  });

  it("Save to folder saves the idea into the chosen folder ('Post saved successfully')", async () => {
    ideasServer();
    const saved = recordPost('posts/create', (body) =>
      HttpResponse.json({
        message: 'Post saved successfully',
        savedItem: { _id: 's1', type: 'post', folderId: body.folderId, createdAt: '2025-03-05T00:00:00.000Z', post: body },
      }),
    );
    server.use(saved.handler, foldersHandler([testFolder('f1', 'Launch ideas', '2025-03-01T00:00:00.000Z')]));
    const app = open();
    await screen.findByRole('heading', { level: 2, name: 'r/marketing' });
    await app.user.click(within(within(group('seo')).getByRole('article')).getByRole('button', { name: 'Save to folder' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save to folder' });
    await app.user.click(await within(dialog).findByRole('radio', { name: 'Launch ideas' }));
    await app.user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(toasts()).findByText('Post saved successfully')).toBeInTheDocument();
    expect(saved.bodies).toHaveLength(1);
    expect(saved.bodies[0]).toMatchObject({ folderId: 'f1', title: post(3).title, body: post(3).body, callToAction: post(3).callToAction });
    // With the community its group was written for and when the ideas arrived (decision 037).
    expect(saved.bodies[0]).toMatchObject({
      subreddit: 'seo',
      generatedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
    });
    expect(Date.now() - Date.parse(String(saved.bodies[0]!.generatedAt))).toBeLessThan(60_000);
  });

  it("free users see 'Get More Ideas with Pro', which opens the AI post generator", async () => {
    ideasServer();
    const app = open('Basic');
    await screen.findByRole('heading', { level: 2, name: 'r/marketing' });
    await app.user.click(screen.getByRole('link', { name: 'Get More Ideas with Pro' }));
    await waitFor(() => expect(app.pathname()).toBe('/ai-post-generator-results'));
    expect(await screen.findByRole('heading', { level: 1, name: 'What content will you create today?' })).toBeInTheDocument();
  });

  it('free users see, per community, what Pro adds there, with the way to the plans', async () => {
    ideasServer();
    open('Basic');
    await screen.findByRole('heading', { level: 2, name: 'r/marketing' });
    for (const sub of ['marketing', 'seo']) {
      expect(within(group(sub)).getByText(`3 more ideas for r/${sub} with Pro`)).toBeInTheDocument();
      expect(within(group(sub)).getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/plans');
    }
  });

  it('a user with no plan is free too; a Pro user sees no upgrade button', async () => {
    ideasServer();
    open(null);
    await screen.findByRole('heading', { level: 2, name: 'r/marketing' });
    expect(screen.getByRole('link', { name: 'Get More Ideas with Pro' })).toBeInTheDocument();
  });

  it.each(['Pro', 'Ultimate'])('a %s user sees no upgrade button, and a link to the generator instead', async (plan) => {
    ideasServer();
    open(plan);
    await screen.findByRole('heading', { level: 2, name: 'r/marketing' });
    expect(screen.queryByRole('link', { name: 'Get More Ideas with Pro' })).not.toBeInTheDocument();
    expect(screen.queryByText(/more ideas for r\/marketing with Pro/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the AI post generator' })).toHaveAttribute('href', '/ai-post-generator-results');
  });

  it.each([
    ['no groups', []],
    ['groups without posts', [{ subreddit: 'marketing', posts: [] }]],
  ])("empty (%s): 'Oops! No post ideas found.'", async (_, body) => {
    ideasServer(() => reply(body));
    open();
    expect(await screen.findByText('Oops! No post ideas found.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Analyze a subreddit' })).toHaveAttribute('href', '/analyze-subreddit');
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it("an error shows the server's message, and Try again loads the ideas", async () => {
    let calls = 0;
    const ideas = ideasServer(() =>
      ++calls === 1 ? reply({ message: 'Reddit data is unavailable right now' }, { status: 503 }) : reply(ideaGroups),
    );
    const app = open();
    expect(await within(toasts()).findByText('Reddit data is unavailable right now')).toBeInTheDocument();
    expect(screen.getByText('We could not load your post ideas.')).toBeInTheDocument();
    expect(screen.queryByText('Oops! No post ideas found.')).not.toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'r/marketing' })).toBeInTheDocument();
    expect(ideas.bodies).toHaveLength(2);
  });

  it.each([
    ['no message', () => reply({}, { status: 500 }), 'Something went wrong!'],
    ['not an array', () => reply({ subreddit: 'marketing', posts: [] }), 'Unexpected response format from server'],
    ['malformed groups', () => reply([{ posts: 'none' }]), 'Unexpected response format from server'],
  ])('an error with %s says so', async (_, answer, message) => {
    ideasServer(answer);
    open();
    expect(await within(toasts()).findByText(message)).toBeInTheDocument();
    expect(screen.getByText('We could not load your post ideas.')).toBeInTheDocument();
  });
});
