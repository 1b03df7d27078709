import { StrictMode } from 'react';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import { createMemoryHistory } from '@tanstack/react-router';
import toast from 'react-hot-toast';
import { session } from '@/shared/session';
import { App } from '@/app/providers';
import { createAppRouter } from '@/app/router';
import { server } from '../support/msw';
import { renderApp, TEST_ACCESS_TOKEN, TEST_REFRESH_TOKEN, type RenderAppResult } from '../support/render';
import { foldersHandler, plansHandler, recordPost, recordProfile, testFolder, testUser } from '../support/handlers';
import { comments, gate, NOT_ENOUGH_CREDITS, post, reply } from './generator-fixtures';

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
  act(() => {
    toast.remove();
    session.clear();
  });
});

const PATH = '/ai-post-generator-results';
const PREFILL = { subreddit: 'startups', template: 'Discussion', writingStyle: 'Brief' };
const toasts = () => screen.getByRole('region', { name: 'Notifications (Alt+T)' });
const createButton = () => screen.getByRole('button', { name: 'Create Post' });
const searchField = () => screen.getByRole('textbox', { name: 'Search query' });
const subredditField = () => screen.getByRole('combobox', { name: 'Subreddit' });
const templateField = () => screen.getByRole('combobox', { name: 'Template' });
const styleField = () => screen.getByRole('combobox', { name: 'Writing style' });
const results = () => screen.getByRole('region', { name: /^Your posts?$/ });
const resultCards = () => within(results()).getAllByRole('article');
const samples = () => screen.queryByRole('region', { name: 'Sample post ideas' });

/** generate-post answering `answer` (default: two posts), and the profile the credits bar reloads. */
function generatorServer(answer?: (body: Record<string, unknown>, call: number) => Response | Promise<Response>) {
  const generate = recordPost('reddit/generate-post', answer ?? ((_, call) => reply([post(call * 10 + 1), post(call * 10 + 2)])));
  const profile = recordProfile(testUser({ availableCredits: 39 }));
  server.use(generate.handler, profile.handler);
  return { generate, profile };
}

async function open(opts: { state?: Record<string, unknown>; credits?: number; plan?: string | null } = {}) {
  const app = renderApp(PATH, {
    signedIn: { user: { availableCredits: opts.credits ?? 40, subscribedPlanName: opts.plan ?? null } },
    state: opts.state,
  });
  await screen.findByRole('heading', { level: 1, name: 'What content will you create today?' });
  return app;
}

/** Fills every field the way a user does: type the query, pick r/marketing, choose a template and a style. */
async function fillForm(app: RenderAppResult, { query = 'newsletter growth', template = 'Success story', style = 'Expert' } = {}) {
  await app.user.type(searchField(), query);
  await app.user.click(subredditField());
  await app.user.click(screen.getByRole('option', { name: 'r/marketing' }));
  await app.user.selectOptions(templateField(), template);
  await app.user.selectOptions(styleField(), style);
}

describe('AI post generator: the form', () => {
  it("shows the title, empty fields and a disabled 'Create Post'", async () => {
    await open();
    expect(searchField()).toHaveValue('');
    expect(subredditField()).toHaveValue('');
    expect(templateField()).toHaveValue('');
    expect(styleField()).toHaveValue('');
    expect(createButton()).toBeDisabled();
    // It says what it costs before the user spends: a badge, read as the button's description.
    expect(createButton()).toHaveTextContent('Create Post1 credit');
    expect(createButton()).toHaveAccessibleDescription('Costs 1 credit');
  });

  it('says what is required once a field is left empty', async () => {
    const app = await open();
    await app.user.click(searchField());
    await app.user.click(subredditField());
    await app.user.click(templateField());
    await app.user.click(styleField());
    await app.user.click(document.body);
    for (const message of ['Search is required', 'Subreddit is required', 'Template is required', 'Writing style is required']) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(searchField()).toHaveAttribute('aria-invalid', 'true');
    expect(createButton()).toBeDisabled();
  });

  it("enables 'Create Post' only once every field is valid, and disables it again when one is cleared", async () => {
    const app = await open();
    await app.user.type(searchField(), 'newsletter growth');
    expect(createButton()).toBeDisabled();
    await app.user.click(subredditField());
    await app.user.click(screen.getByRole('option', { name: 'r/seo' }));
    expect(createButton()).toBeDisabled();
    await app.user.selectOptions(templateField(), 'Guide / Tutorial');
    expect(createButton()).toBeDisabled();
    await app.user.selectOptions(styleField(), 'Sarcastic');
    await waitFor(() => expect(createButton()).toBeEnabled());
    await app.user.clear(searchField());
    await waitFor(() => expect(createButton()).toBeDisabled());
    // Spaces only are not a search.
    await app.user.type(searchField(), '   ');
    await waitFor(() => expect(createButton()).toBeDisabled());
  });

  it('offers the template and writing-style options of the spec', async () => {
    await open();
    const options = (select: HTMLElement) =>
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent);
    expect(options(templateField())).toEqual([
      'Choose a template',
      'Success story',
      'Question/Help',
      'Guide / Tutorial',
      'Discussion',
      'Project showcase',
    ]);
    expect(options(styleField())).toEqual(['Choose a writing style', 'Friendly', 'Expert', 'Sarcastic', 'Brief']);
  });

  it("the subreddit picker lists the defaults as 'r/{name}', filters as you type, and takes another name", async () => {
    const app = await open();
    await app.user.click(subredditField());
    const list = screen.getByRole('listbox', { name: 'Subreddit' });
    expect(
      within(list)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['r/marketing', 'r/socialmedia', 'r/technology', 'r/seo', 'r/startups']);
    expect(subredditField()).toHaveAttribute('aria-expanded', 'true');

    await app.user.type(subredditField(), 'ta');
    expect(
      within(list)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['r/ta', 'r/startups']);

    // A typed default narrows to itself; opening the filled field again lists every default.
    await app.user.clear(subredditField());
    await app.user.type(subredditField(), 'seo');
    expect(
      within(list)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['r/seo']);
    await app.user.tab();
    expect(subredditField()).toHaveAttribute('aria-expanded', 'false');
    await app.user.click(subredditField());
    expect(within(list).getAllByRole('option')).toHaveLength(5);
    expect(within(list).getByRole('option', { name: 'r/seo' })).toHaveAttribute('aria-selected', 'true');

    await app.user.clear(subredditField());
    await app.user.type(subredditField(), 'r/growthhacking');
    expect(
      within(list)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['r/growthhacking']);
    await app.user.click(within(list).getByRole('option', { name: 'r/growthhacking' }));
    expect(subredditField()).toHaveValue('r/growthhacking');
    expect(subredditField()).toHaveAttribute('aria-expanded', 'false');
  });

  it('the picker works from the keyboard: arrows move, Enter picks, Escape closes', async () => {
    const app = await open();
    act(() => subredditField().focus()); // focusing opens the picker: a state update
    await app.user.keyboard('{Escape}');
    expect(subredditField()).toHaveAttribute('aria-expanded', 'false');
    await app.user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    const active = subredditField().getAttribute('aria-activedescendant');
    expect(document.getElementById(active!)).toHaveTextContent('r/technology');
    await app.user.keyboard('{Enter}');
    expect(subredditField()).toHaveValue('r/technology');
    expect(subredditField()).toHaveAttribute('aria-expanded', 'false');
  });

  it('a typed name that is not a subreddit name is refused', async () => {
    const app = await open();
    await app.user.type(subredditField(), 'two words');
    await app.user.click(document.body);
    expect(await screen.findByText('Enter a subreddit name such as r/marketing')).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: /two/ })).not.toBeInTheDocument();
  });
});

describe('AI post generator: before any generation', () => {
  it('shows four sample post ideas, each with Copy and Save to folder', async () => {
    const app = await open();
    const cards = within(samples()!).getAllByRole('article');
    expect(cards).toHaveLength(4);
    for (const card of cards) {
      expect(within(card).getByText('Sample')).toBeInTheDocument();
      expect(within(card).getByRole('button', { name: 'Copy' })).toBeInTheDocument();
      expect(within(card).getByRole('button', { name: 'Save to folder' })).toBeInTheDocument();
      expect(within(card).getByRole('list', { name: 'Key points' })).toBeInTheDocument();
    }
    const writeText = jest.spyOn(navigator.clipboard, 'writeText');
    await app.user.click(within(cards[0]!).getByRole('button', { name: 'Copy' }));
    expect(await within(toasts()).findByText('Copied to clipboard')).toBeInTheDocument();
    const copied = writeText.mock.calls[0]![0];
    const title = within(cards[0]!).getByRole('heading', { level: 3 }).textContent!;
    expect(copied.startsWith(title)).toBe(true);
    expect(copied).toContain('#emailmarketing');
    expect(screen.queryByRole('button', { name: 'Generate more posts' })).not.toBeInTheDocument();
  });

  it("a sample's Save to folder opens the 'Save to folder' modal", async () => {
    server.use(foldersHandler([testFolder('f1', 'Launch ideas')]));
    const app = await open();
    const card = within(samples()!).getAllByRole('article')[1]!;
    await app.user.click(within(card).getByRole('button', { name: 'Save to folder' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save to folder' });
    expect(await within(dialog).findByRole('radio', { name: 'Launch ideas' })).toBeInTheDocument();
  });
});

describe('AI post generator: router state', () => {
  it('prefills subreddit, template and writing style; Create Post waits for the search query', async () => {
    const { generate } = generatorServer();
    const app = await open({ state: PREFILL });
    expect(subredditField()).toHaveValue('r/startups');
    expect(templateField()).toHaveValue('Discussion');
    expect(styleField()).toHaveValue('Brief');
    expect(createButton()).toBeDisabled();
    await app.user.type(searchField(), 'waitlist or launch');
    await waitFor(() => expect(createButton()).toBeEnabled());
    await app.user.click(createButton());
    await within(toasts()).findByText('Posts generated successfully');
    expect(generate.bodies).toEqual([
      { searchQuery: 'waitlist or launch', subreddit: 'startups', template: 'Discussion', writingStyle: 'Brief' },
    ]);
  });

  it('ignores router state that is not a valid choice', async () => {
    await open({ state: { subreddit: 'not a name', template: 'Rant', writingStyle: 'Shouting' } });
    expect(subredditField()).toHaveValue('');
    expect(templateField()).toHaveValue('');
    expect(styleField()).toHaveValue('');
  });

  it("a carried post is shown as the result: no samples and no 'Generate more posts'", async () => {
    const carried = { ...post(7), subreddit: 'seo' };
    const app = await open({ state: { post: carried } });
    expect(samples()).not.toBeInTheDocument();
    const cards = resultCards();
    expect(cards).toHaveLength(1);
    expect(within(cards[0]!).getByRole('heading', { level: 3, name: carried.title })).toBeInTheDocument();
    expect(within(cards[0]!).getByText('r/seo')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Generate more posts' })).not.toBeInTheDocument();
    // The carried post's subreddit prefills the picker.
    expect(subredditField()).toHaveValue('r/seo');

    // Posts generated from here are appended, and still no 'Generate more posts'.
    generatorServer();
    await app.user.type(searchField(), 'crawl budget');
    await app.user.selectOptions(templateField(), 'Guide / Tutorial');
    await app.user.selectOptions(styleField(), 'Expert');
    await app.user.click(createButton());
    await within(toasts()).findByText('Posts generated successfully');
    expect(resultCards()).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'Generate more posts' })).not.toBeInTheDocument();
  });
});

describe('AI post generator: generating', () => {
  it('appends results with title, flairs, body, call to action and hashtags, says which engine wrote them and reloads the profile', async () => {
    const { generate, profile } = generatorServer();
    const app = await open();
    await fillForm(app);
    await app.user.click(createButton());
    expect(await within(toasts()).findByText('Posts generated successfully')).toBeInTheDocument();
    expect(generate.bodies).toEqual([
      { searchQuery: 'newsletter growth', subreddit: 'marketing', template: 'Success story', writingStyle: 'Expert' },
    ]);

    expect(samples()).not.toBeInTheDocument();
    const cards = resultCards();
    expect(cards).toHaveLength(2);
    const first = cards[0]!;
    expect(within(first).getByRole('heading', { level: 3, name: post(11).title })).toBeInTheDocument();
    expect(within(first).getByRole('list', { name: 'Flairs' })).toHaveTextContent('Flair 11');
    expect(within(first).getByText(post(11).body)).toBeInTheDocument();
    expect(within(first).getByText(post(11).callToAction)).toBeInTheDocument();
    expect(
      within(within(first).getByRole('list', { name: 'Hashtags' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['#growth11', '#emailmarketing']);
    expect(
      within(first).getByText(
        "Written by our built-in writer from r/marketing's data — no AI model is connected (an administrator can connect one: README, “Connecting an AI model”)",
      ),
    ).toBeInTheDocument();
    expect(within(first).getByRole('button', { name: 'Generate first comments' })).toBeInTheDocument();
    expect(within(first).getByRole('button', { name: 'Copy body' })).toBeInTheDocument();
    expect(within(first).getByRole('button', { name: 'Save to folder' })).toBeInTheDocument();

    // The credits bar reads the reloaded profile.
    await waitFor(() => expect(session.user()?.availableCredits).toBe(39));
    expect(profile.calls).toHaveLength(1);
  });

  it('Save to folder on a result sends the community it was generated for and when it arrived (decision 037)', async () => {
    generatorServer();
    const saved = recordPost('posts/create', (body) =>
      reply({
        message: 'Post saved successfully',
        savedItem: { _id: 's1', type: 'post', folderId: body.folderId, createdAt: new Date().toISOString(), post: body },
      }),
    );
    server.use(saved.handler, foldersHandler([testFolder('f1', 'Launch ideas')]));
    const app = await open();
    await fillForm(app);
    const before = Date.now();
    await app.user.click(createButton());
    expect(await within(toasts()).findByText('Posts generated successfully')).toBeInTheDocument();
    await app.user.click(within(resultCards()[1]!).getByRole('button', { name: 'Save to folder' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save to folder' });
    await app.user.click(await within(dialog).findByRole('radio', { name: 'Launch ideas' }));
    await app.user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(toasts()).findByText('Post saved successfully')).toBeInTheDocument();
    expect(saved.bodies).toEqual([expect.objectContaining({ title: post(12).title, folderId: 'f1', subreddit: 'marketing' })]);
    const generatedAt = Date.parse(String(saved.bodies[0]!.generatedAt));
    expect(generatedAt).toBeGreaterThanOrEqual(before - 1000);
    expect(generatedAt).toBeLessThanOrEqual(Date.now());
  });

  it('an LLM answer carries no rule-based note', async () => {
    generatorServer(() => reply([post(1)], { engine: 'llm' }));
    const app = await open();
    await fillForm(app);
    await app.user.click(createButton());
    await within(toasts()).findByText('Posts generated successfully');
    expect(resultCards()).toHaveLength(1);
    expect(screen.queryByText(/built-in writer/)).not.toBeInTheDocument();
  });

  it('says when the community is not in our data and the post rests on the topic alone', async () => {
    generatorServer(() => reply([post(1)], { engine: 'built-in', grounding: 'topic' }));
    const app = await open();
    await fillForm(app);
    await app.user.click(createButton());
    await within(toasts()).findByText('Posts generated successfully');
    const [card] = resultCards();
    expect(
      within(card!).getByText(
        'We hold no posts from r/marketing yet, so our built-in writer wrote this from your topic alone: no flairs or hashtags from the community.',
      ),
    ).toBeInTheDocument();
    expect(within(card!).queryByText(/top posts/)).not.toBeInTheDocument();
  });

  it("'Generate more posts' sends the same request again and appends", async () => {
    const { generate } = generatorServer();
    const app = await open();
    await fillForm(app);
    await app.user.click(createButton());
    await within(toasts()).findByText('Posts generated successfully');
    expect(resultCards()).toHaveLength(2);

    await app.user.click(screen.getByRole('button', { name: 'Generate more posts' }));
    await waitFor(() => expect(resultCards()).toHaveLength(4));
    expect(resultCards().map((c) => within(c).getByRole('heading', { level: 3 }).textContent)).toEqual([
      post(11).title,
      post(12).title,
      post(21).title,
      post(22).title,
    ]);
    expect(generate.bodies).toHaveLength(2);
    expect(generate.bodies[1]).toEqual(generate.bodies[0]);
  });

  it("copy body puts the body on the clipboard and says 'Copied to clipboard'", async () => {
    generatorServer();
    const app = await open();
    await fillForm(app);
    await app.user.click(createButton());
    await within(toasts()).findByText('Posts generated successfully');
    const writeText = jest.spyOn(navigator.clipboard, 'writeText');
    await app.user.click(within(resultCards()[1]!).getByRole('button', { name: 'Copy body' }));
    expect(await within(toasts()).findByText('Copied to clipboard')).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith(post(12).body);
  });

  it("'Generate first comments' opens /generate-comments-responses carrying the post with its subreddit", async () => {
    generatorServer();
    const firstComments = recordPost('reddit/generate-comments', () => reply(comments('Friendly', 1)));
    server.use(firstComments.handler);
    const app = await open();
    await fillForm(app);
    await app.user.click(createButton());
    await within(toasts()).findByText('Posts generated successfully');
    await app.user.click(within(resultCards()[0]!).getByRole('button', { name: 'Generate first comments' }));
    await waitFor(() => expect(app.pathname()).toBe('/generate-comments-responses'));
    expect(app.router.state.location.state.post).toEqual({ ...post(11), subreddit: 'marketing' });
    await screen.findByRole('heading', { level: 2, name: post(11).title });
    await waitFor(() => expect(firstComments.bodies).toHaveLength(1));
    expect(firstComments.bodies[0]).toEqual({ postDetails: { ...post(11), subreddit: 'marketing' }, type: 'Friendly' });
  });

  it('a free (Basic) user with credits generates too', async () => {
    const { generate } = generatorServer();
    const app = await open({ plan: 'Basic', credits: 3 });
    await fillForm(app);
    await app.user.click(createButton());
    expect(await within(toasts()).findByText('Posts generated successfully')).toBeInTheDocument();
    expect(generate.bodies).toHaveLength(1);
  });

  it('moves focus to the first new result once the modal has closed', async () => {
    generatorServer();
    const app = await open();
    await fillForm(app);
    await app.user.click(createButton());
    await within(toasts()).findByText('Posts generated successfully');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(resultCards()[0]).toHaveFocus());
  });

  it('sends one request per click, even under StrictMode', async () => {
    const { generate } = generatorServer();
    toast.remove();
    session.clear();
    session.signIn({ user: testUser({ availableCredits: 40 }), accessToken: TEST_ACCESS_TOKEN, refreshToken: TEST_REFRESH_TOKEN });
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity } } });
    const router = createAppRouter({ queryClient, history: createMemoryHistory({ initialEntries: [PATH] }), scrollRestoration: false });
    render(
      <StrictMode>
        <App queryClient={queryClient} router={router} />
      </StrictMode>,
    );
    await screen.findByRole('heading', { level: 1, name: 'What content will you create today?' });
    const user = userEvent.setup();
    await fillForm({ user } as RenderAppResult);
    await user.click(createButton());
    await within(toasts()).findByText('Posts generated successfully');
    expect(generate.bodies).toHaveLength(1);
  });
});

describe("AI post generator: the 'Generating Your Content...' modal", () => {
  it('rises by 3 every 500 ms up to 95, jumps to 100 on completion and closes 300 ms later', async () => {
    const release = gate();
    generatorServer(async () => {
      await release.promise;
      return reply([post(1)]);
    });
    const app = await open();
    await fillForm(app);
    jest.useFakeTimers({ doNotFake: ['setImmediate', 'nextTick', 'queueMicrotask'] });
    // Async act: Formik validates and submits in promises, whose state updates must land inside it.
    await act(async () => {
      fireEvent.click(createButton());
    });
    const dialog = await screen.findByRole('dialog', { name: 'Generating Your Content...' });
    const bar = within(dialog).getByRole('progressbar');
    const value = () => Number(bar.getAttribute('aria-valuenow'));
    expect(value()).toBe(0);

    act(() => jest.advanceTimersByTime(499));
    expect(value()).toBe(0);
    act(() => jest.advanceTimersByTime(1));
    expect(value()).toBe(3);
    act(() => jest.advanceTimersByTime(500));
    expect(value()).toBe(6);
    act(() => jest.advanceTimersByTime(29 * 500));
    expect(value()).toBe(93); // 31 ticks
    act(() => jest.advanceTimersByTime(500));
    expect(value()).toBe(95); // capped, not 96
    act(() => jest.advanceTimersByTime(60_000));
    expect(value()).toBe(95);

    await act(async () => release.release());
    for (let i = 0; i < 100 && value() !== 100; i++) await act(() => new Promise<void>((r) => setImmediate(r)));
    expect(value()).toBe(100);
    expect(screen.getByRole('dialog', { name: 'Generating Your Content...' })).toBeInTheDocument();

    act(() => jest.advanceTimersByTime(299));
    expect(screen.getByRole('dialog', { name: 'Generating Your Content...' })).toBeInTheDocument();
    expect(value()).toBe(100);
    // Async act: closing moves focus to the new result, and the form field's blur validates in promises.
    await act(async () => jest.advanceTimersByTime(1));
    expect(screen.queryByRole('dialog', { name: 'Generating Your Content...' })).not.toBeInTheDocument();
    expect(resultCards()).toHaveLength(1);
  });

  it('closes at once when the call fails', async () => {
    const release = gate();
    generatorServer(async () => {
      await release.promise;
      return reply({ message: 'The generator is busy, try again in a minute' }, { status: 503 });
    });
    const app = await open();
    await fillForm(app);
    await app.user.click(createButton());
    expect(await screen.findByRole('dialog', { name: 'Generating Your Content...' })).toBeInTheDocument();
    expect(createButton()).toBeDisabled();
    release.release();
    expect(await within(toasts()).findByText('The generator is busy, try again in a minute')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Generating Your Content...' })).not.toBeInTheDocument();
  });
});

describe('AI post generator: nothing came back, failures and credits', () => {
  it("nothing back: 'Could not generate post ideas'; 'Try again' resets the form and restores the samples", async () => {
    const { generate } = generatorServer(() => reply([]));
    const app = await open();
    await fillForm(app);
    await app.user.click(createButton());
    expect(await screen.findByText('Could not generate post ideas')).toBeInTheDocument();
    expect(samples()).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /^Your posts?$/ })).not.toBeInTheDocument();
    expect(within(toasts()).queryByText('Posts generated successfully')).not.toBeInTheDocument();
    expect(generate.bodies).toHaveLength(1);

    await app.user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.queryByText('Could not generate post ideas')).not.toBeInTheDocument();
    expect(within(samples()!).getAllByRole('article')).toHaveLength(4);
    expect(searchField()).toHaveValue('');
    expect(subredditField()).toHaveValue('');
    expect(templateField()).toHaveValue('');
    expect(styleField()).toHaveValue('');
    expect(createButton()).toBeDisabled();
  });

  it("'Try again' goes back to the router-state prefill, not to blanks", async () => {
    generatorServer(() => reply([]));
    const app = await open({ state: PREFILL });
    await app.user.type(searchField(), 'waitlist');
    await waitFor(() => expect(createButton()).toBeEnabled());
    await app.user.click(createButton());
    await app.user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(searchField()).toHaveValue('');
    expect(subredditField()).toHaveValue('r/startups');
    expect(templateField()).toHaveValue('Discussion');
    expect(styleField()).toHaveValue('Brief');
  });

  it('with no credits: the toast, no request, the user stays on /ai-post-generator-results and is offered the plans', async () => {
    const { generate } = generatorServer();
    server.use(plansHandler());
    const app = await open({ credits: 0 });
    await fillForm(app);
    await app.user.click(createButton());
    expect(await within(toasts()).findByText(NOT_ENOUGH_CREDITS)).toBeInTheDocument();
    expect(app.pathname()).toBe(PATH);
    expect(generate.bodies).toHaveLength(0);
    expect(screen.queryByRole('dialog', { name: 'Generating Your Content...' })).not.toBeInTheDocument();
    const plans = await screen.findByRole('dialog', { name: 'Unlock Premium Features' });
    expect(await within(plans).findAllByRole('article')).toHaveLength(3);
    expect(samples()).toBeInTheDocument();
  });

  it('402 from the server: its message, and the profile is reloaded so the bar shows zero', async () => {
    const { profile } = generatorServer(() =>
      reply({ message: NOT_ENOUGH_CREDITS, error: 'Payment Required', statusCode: 402 }, { status: 402 }),
    );
    server.use(recordProfile(testUser({ availableCredits: 0 })).handler, plansHandler());
    const app = await open({ credits: 1 });
    await fillForm(app);
    await app.user.click(createButton());
    expect(await within(toasts()).findByText(NOT_ENOUGH_CREDITS)).toBeInTheDocument();
    await waitFor(() => expect(session.user()?.availableCredits).toBe(0));
    expect(profile.calls).toHaveLength(0); // the later handler (zero credits) answered
    expect(screen.getByText('Could not generate post ideas')).toBeInTheDocument();
    expect(app.pathname()).toBe(PATH);
    expect(await screen.findByRole('dialog', { name: 'Unlock Premium Features' })).toBeInTheDocument();
  });

  it.each([
    [
      'a server message',
      () => reply({ message: 'r/marketing could not be read right now' }, { status: 503 }),
      'r/marketing could not be read right now',
    ],
    ['no message', () => reply({}, { status: 500 }), 'Failed to generate posts'],
    [
      'a non-JSON error',
      () => new Response('<html>Bad gateway</html>', { status: 502, headers: { 'content-type': 'text/html' } }),
      'Failed to generate posts',
    ],
    ['an answer that is not an array', () => reply({ posts: [post(1)] }), 'Unexpected response format from server'],
    ['an array of things that are not posts', () => reply([{ nope: true }]), 'Unexpected response format from server'],
  ])('%s: the toast says so and the samples give way to the failure', async (_, answer, message) => {
    generatorServer(answer);
    const app = await open();
    await fillForm(app);
    await app.user.click(createButton());
    expect(await within(toasts()).findByText(message)).toBeInTheDocument();
    expect(screen.getByText('Could not generate post ideas')).toBeInTheDocument();
    expect(samples()).not.toBeInTheDocument();
    expect(within(toasts()).queryByText('Posts generated successfully')).not.toBeInTheDocument();
  });

  it("a failed 'Generate more posts' keeps the posts already there", async () => {
    generatorServer((_, call) => (call === 1 ? reply([post(1)]) : reply({ message: 'Generation timed out' }, { status: 504 })));
    const app = await open();
    await fillForm(app);
    await app.user.click(createButton());
    await within(toasts()).findByText('Posts generated successfully');
    await app.user.click(screen.getByRole('button', { name: 'Generate more posts' }));
    expect(await within(toasts()).findByText('Generation timed out')).toBeInTheDocument();
    expect(resultCards()).toHaveLength(1);
    expect(screen.queryByText('Could not generate post ideas')).not.toBeInTheDocument();
  });

  it("an empty 'Generate more posts' says 'Could not generate post ideas' and keeps the posts", async () => {
    generatorServer((_, call) => (call === 1 ? reply([post(1)]) : reply([])));
    const app = await open();
    await fillForm(app);
    await app.user.click(createButton());
    await within(toasts()).findByText('Posts generated successfully');
    await app.user.click(screen.getByRole('button', { name: 'Generate more posts' }));
    expect(await within(toasts()).findByText('Could not generate post ideas')).toBeInTheDocument();
    expect(resultCards()).toHaveLength(1);
  });
});
