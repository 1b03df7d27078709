import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { parse } from 'csv-parse/sync';
import type { Folder, SavedItem, SavedItemType } from '@subreddit-signal/contract';
import { TOASTER_LABEL } from '@/shared/toast/AppToaster';
import { apiUrl, server } from '../support/msw';
import { profileHandler } from '../support/handlers';
import { renderApp, TEST_ACCESS_TOKEN } from '../support/render';
import { resetAppAfterEachTest } from '../support/app-reset';
import { formatDate } from '@/shared/lib/format';

/**
 * /saved-ideas: folder chips and 'Create new folder',
 * the Posts and Comments tabs, folder filter, cards and their actions (Generate first comments,
 * copy, delete with confirmation), empty, loading and error states, and the export dialog.
 */

resetAppAfterEachTest();

const folders: Folder[] = [
  { _id: 'f1', name: 'Launch', createdAt: '2025-01-01T00:00:00.000Z' },
  { _id: 'f2', name: 'Evergreen', createdAt: '2025-01-02T00:00:00.000Z' },
];

const postA: SavedItem = {
  _id: 'p1',
  type: 'post',
  folderId: 'f1',
  createdAt: '2025-02-01T12:00:00.000Z',
  subreddit: 'startups',
  generatedAt: '2025-01-30T12:00:00.000Z',
  post: {
    title: 'We doubled signups in a week',
    body: 'Here is what we changed.\nFirst, the headline.',
    callToAction: 'What worked for you?',
    hashTags: ['#growth', 'saas'],
    flairs: ['Case study', 'Tips'],
  },
};
const postB: SavedItem = {
  _id: 'p2',
  type: 'post',
  folderId: 'f2',
  createdAt: '2025-02-02T12:00:00.000Z',
  subreddit: null,
  generatedAt: null,
  post: { title: '=1+1 "quoted", title', body: 'Ünïcödé body 🚀', callToAction: '', hashTags: [], flairs: [] },
};
const commentA: SavedItem = {
  _id: 'c1',
  type: 'comment',
  folderId: 'f2',
  createdAt: '2025-02-03T12:00:00.000Z',
  subreddit: 'SaaS',
  generatedAt: '2025-02-03T11:59:00.000Z',
  comment: { title: 'Friendly reply', response: 'Love this, thanks for sharing!', type: 'friendly' },
};
const commentB: SavedItem = {
  _id: 'c2',
  type: 'comment',
  folderId: 'f1',
  createdAt: '2025-02-04T12:00:00.000Z',
  subreddit: null,
  generatedAt: null,
  comment: { title: 'Expert reply', response: 'Consider A/B testing the CTA.' },
};

interface ListBody {
  folderId: string | null;
  type: SavedItemType;
}

/** A server over `items` and `folderList` that filters like the real one; records list bodies and deletes. */
function savedApi(items: SavedItem[] = [postA, postB, commentA, commentB], folderList: Folder[] = folders) {
  const state = {
    items: [...items],
    folders: [...folderList],
    lists: [] as ListBody[],
    deletes: [] as string[],
    auth: [] as (string | null)[],
  };
  server.use(
    http.get(apiUrl('folder/get-folder'), () => HttpResponse.json({ folder: state.folders })),
    http.post(apiUrl('saved-item/list'), async ({ request }) => {
      const body = (await request.json()) as ListBody;
      state.lists.push(body);
      state.auth.push(request.headers.get('Authorization'));
      return HttpResponse.json({
        savedItems: state.items.filter((i) => i.type === body.type && (body.folderId == null || i.folderId === body.folderId)),
      });
    }),
    http.delete(apiUrl('saved-item/:id'), ({ params }) => {
      const id = String(params.id);
      state.deletes.push(id);
      const before = state.items.length;
      state.items = state.items.filter((i) => i._id !== id);
      return before === state.items.length
        ? HttpResponse.json({ message: 'Saved item not found' }, { status: 404 })
        : HttpResponse.json({ message: 'Saved item deleted successfully' });
    }),
    http.post(apiUrl('folder/create-folder'), async ({ request }) => {
      const { name } = (await request.json()) as { name: string };
      const folder = { _id: `f${state.folders.length + 1}`, name, createdAt: new Date().toISOString() };
      state.folders.push(folder);
      return HttpResponse.json({ message: 'Folder created successfully', folder }, { status: 201 });
    }),
  );
  return state;
}

const toastWith = async (text: string) => within(await screen.findByRole('region', { name: TOASTER_LABEL })).findByText(text);
const cardTitles = () => screen.queryAllByRole('article').map((a) => within(a).getByRole('heading', { level: 3 }).textContent);
const chips = () => within(screen.getByRole('group', { name: 'Filter by folder' }));
const card = (title: string) => within(screen.getByRole('article', { name: title }));

async function openPage(path = '/saved-ideas') {
  const app = renderApp(path, { signedIn: true });
  await screen.findByRole('heading', { level: 1, name: 'Saved Ideas' });
  return app;
}

describe('saved ideas screen', () => {
  it('loads with a skeleton, then the saved posts of every folder with title, flairs, body, call to action and hashtags', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const api = savedApi();
    server.use(
      http.post(apiUrl('saved-item/list'), async ({ request }) => {
        api.lists.push((await request.json()) as ListBody);
        await gate;
        return HttpResponse.json({ savedItems: [postA, postB] });
      }),
    );
    await openPage();
    expect(await screen.findByRole('status', { name: 'Loading saved ideas' })).toBeInTheDocument();
    release();
    await waitFor(() => expect(cardTitles()).toEqual(['We doubled signups in a week', '=1+1 "quoted", title']));
    expect(screen.queryByRole('status', { name: 'Loading saved ideas' })).not.toBeInTheDocument();
    expect(api.lists).toEqual([{ folderId: null, type: 'post' }]);

    const a = card('We doubled signups in a week');
    expect(
      within(a.getByRole('list', { name: 'Flairs' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Case study', 'Tips']);
    expect(a.getByText(/Here is what we changed\./)).toHaveTextContent('Here is what we changed. First, the headline.');
    expect(a.getByText('What worked for you?')).toBeInTheDocument();
    expect(
      within(a.getByRole('list', { name: 'Hashtags' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['#growth', '#saas']);
    // Viewing all folders, each card says which folder it is in.
    expect(a.getByText('Launch')).toBeInTheDocument();
    expect(card('=1+1 "quoted", title').getByText('Evergreen')).toBeInTheDocument();
    expect(a.getByRole('button', { name: 'Generate first comments' })).toBeInTheDocument();
    expect(a.getByRole('button', { name: 'Copy post: We doubled signups in a week' })).toBeInTheDocument();
    expect(a.getByRole('button', { name: 'Delete post: We doubled signups in a week' })).toBeInTheDocument();

    expect(screen.getByRole('tab', { name: 'Posts' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Comments' })).toHaveAttribute('aria-selected', 'false');
  });

  it('each card names the community it was written for and its dates; unknown parts are left out', async () => {
    savedApi();
    const app = await openPage();
    await waitFor(() => expect(cardTitles()).toHaveLength(2));
    // Generated two days before it was saved: both dates show.
    expect(card('We doubled signups in a week').getByText(/^r\/startups · /)).toHaveTextContent(
      `r/startups · Saved ${formatDate('2025-02-01T12:00:00.000Z')} · Generated ${formatDate('2025-01-30T12:00:00.000Z')}`,
    );
    // Saved before the community was recorded: only the saved date.
    expect(card('=1+1 "quoted", title').getByText(/^Saved /)).toHaveTextContent(`Saved ${formatDate('2025-02-02T12:00:00.000Z')}`);
    expect(card('=1+1 "quoted", title').queryByText(/r\/|Generated/)).not.toBeInTheDocument();

    await app.user.click(screen.getByRole('tab', { name: 'Comments' }));
    await waitFor(() => expect(cardTitles()).toEqual(['Friendly reply', 'Expert reply']));
    // Generated a minute before saving, the same day: one date.
    expect(card('Friendly reply').getByText(/^r\/SaaS · /)).toHaveTextContent(`r/SaaS · Saved ${formatDate('2025-02-03T12:00:00.000Z')}`);
    expect(card('Friendly reply').queryByText(/Generated/)).not.toBeInTheDocument();
  });

  it('folder chips filter the list; All folders shows everything again', async () => {
    const api = savedApi();
    const app = await openPage();
    await waitFor(() => expect(cardTitles()).toHaveLength(2));
    expect(
      chips()
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['All folders', 'Launch', 'Evergreen']);
    expect(chips().getByRole('button', { name: 'All folders' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: /Create new folder/ })).toBeInTheDocument();

    await app.user.click(chips().getByRole('button', { name: 'Evergreen' }));
    await waitFor(() => expect(cardTitles()).toEqual(['=1+1 "quoted", title']));
    expect(chips().getByRole('button', { name: 'Evergreen' })).toHaveAttribute('aria-pressed', 'true');
    expect(chips().getByRole('button', { name: 'All folders' })).toHaveAttribute('aria-pressed', 'false');
    expect(api.lists.at(-1)).toEqual({ folderId: 'f2', type: 'post' });

    await app.user.click(chips().getByRole('button', { name: 'All folders' }));
    await waitFor(() => expect(cardTitles()).toHaveLength(2));
    expect(api.lists.at(-1)).toEqual({ folderId: null, type: 'post' });
    expect(api.auth.every((a) => a === `Bearer ${TEST_ACCESS_TOKEN}`)).toBe(true);
  });

  it("a long body starts clamped with 'Show more'; a short one has no toggle", async () => {
    const long: SavedItem = {
      ...postA,
      _id: 'long',
      post: {
        ...postA.post!,
        title: 'A long guide',
        body: `**The process**\n\n${Array.from({ length: 8 }, (_, i) => `${i + 1}. Step number ${i + 1} with a sentence of detail.`).join('\n')}`,
      },
    };
    savedApi([long, postB]);
    const app = await openPage();
    await waitFor(() => expect(cardTitles()).toHaveLength(2));
    const toggle = card('A long guide').getByRole('button', { name: 'Show more' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const body = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(body).toHaveClass('md--clamped');
    expect(within(body).getAllByRole('listitem')).toHaveLength(8); // clamped by CSS, still all there
    await app.user.click(toggle);
    expect(card('A long guide').getByRole('button', { name: 'Show less' })).toHaveAttribute('aria-expanded', 'true');
    expect(body).not.toHaveClass('md--clamped');
    expect(card('=1+1 "quoted", title').queryByRole('button', { name: /Show (more|less)/ })).not.toBeInTheDocument();
  });

  it("a long list draws 50 cards at a time with 'Show more'", async () => {
    const many: SavedItem[] = Array.from({ length: 120 }, (_, i) => ({
      ...postA,
      _id: `m${i}`,
      folderId: i % 2 ? 'f1' : 'f2',
      post: { ...postA.post!, title: `Saved post ${i + 1}` },
    }));
    savedApi([...many, commentA]);
    const app = await openPage();
    await waitFor(() => expect(cardTitles()).toHaveLength(50));
    expect(cardTitles()[49]).toBe('Saved post 50');
    expect(screen.getByText('Showing 50 of 120 saved posts')).toBeInTheDocument();

    await app.user.click(screen.getByRole('button', { name: 'Show 50 more' }));
    expect(cardTitles()).toHaveLength(100);
    expect(screen.getByText('Showing 100 of 120 saved posts')).toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: 'Show 20 more' }));
    expect(cardTitles()).toHaveLength(120);
    expect(screen.queryByRole('button', { name: /^Show \d+ more$/ })).not.toBeInTheDocument();

    // Another folder starts again from 50.
    await app.user.click(chips().getByRole('button', { name: 'Launch' }));
    await waitFor(() =>
      expect(cardTitles()).toEqual(
        many
          .filter((m) => m.folderId === 'f1')
          .slice(0, 50)
          .map((m) => m.post!.title),
      ),
    );
    expect(screen.getByText('Showing 50 of 60 saved posts')).toBeInTheDocument();
  });

  it('switching tabs clears the folder filter and reloads', async () => {
    const api = savedApi();
    const app = await openPage();
    await waitFor(() => expect(cardTitles()).toHaveLength(2));
    await app.user.click(chips().getByRole('button', { name: 'Launch' }));
    await waitFor(() => expect(cardTitles()).toEqual(['We doubled signups in a week']));

    await app.user.click(screen.getByRole('tab', { name: 'Comments' }));
    expect(screen.getByRole('tab', { name: 'Comments' })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(cardTitles()).toEqual(['Friendly reply', 'Expert reply']));
    expect(chips().getByRole('button', { name: 'All folders' })).toHaveAttribute('aria-pressed', 'true');
    expect(api.lists.at(-1)).toEqual({ folderId: null, type: 'comment' });

    const c = card('Friendly reply');
    expect(c.getByText('Love this, thanks for sharing!')).toBeInTheDocument();
    // The tone it was saved with, when one was sent.
    expect(c.getByText('Friendly')).toBeInTheDocument();
    expect(card('Expert reply').queryByText(/^Tone/)).not.toBeInTheDocument();
    expect(c.getByRole('button', { name: 'Copy comment: Friendly reply' })).toBeInTheDocument();
    expect(c.getByRole('button', { name: 'Delete comment: Friendly reply' })).toBeInTheDocument();
    expect(c.queryByRole('button', { name: 'Generate first comments' })).not.toBeInTheDocument();

    // Back to Posts: the list is asked for again even though it was shown before.
    const before = api.lists.length;
    api.items = api.items.filter((i) => i._id !== 'p2');
    await app.user.click(screen.getByRole('tab', { name: 'Posts' }));
    await waitFor(() => expect(cardTitles()).toEqual(['We doubled signups in a week']));
    expect(api.lists.slice(before)).toEqual([{ folderId: null, type: 'post' }]);
  });

  it('the tabs work from the keyboard (arrow keys)', async () => {
    savedApi();
    const app = await openPage();
    await waitFor(() => expect(cardTitles()).toHaveLength(2));
    screen.getByRole('tab', { name: 'Posts' }).focus();
    await app.user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Comments' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Comments' })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(cardTitles()).toEqual(['Friendly reply', 'Expert reply']));
  });

  it('delete asks first; Cancel keeps the post, Delete removes it', async () => {
    const api = savedApi();
    const app = await openPage();
    await waitFor(() => expect(cardTitles()).toHaveLength(2));

    await app.user.click(card('We doubled signups in a week').getByRole('button', { name: /^Delete post/ }));
    let dialog = within(await screen.findByRole('dialog', { name: 'Delete saved post' }));
    expect(dialog.getByText('Are you sure you want to delete this post from your saved ideas?')).toBeInTheDocument();
    await app.user.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.deletes).toEqual([]);
    expect(cardTitles()).toHaveLength(2);

    await app.user.click(card('We doubled signups in a week').getByRole('button', { name: /^Delete post/ }));
    dialog = within(await screen.findByRole('dialog', { name: 'Delete saved post' }));
    await app.user.click(dialog.getByRole('button', { name: 'Delete' }));
    expect(await toastWith('Post deleted successfully')).toBeInTheDocument();
    await waitFor(() => expect(cardTitles()).toEqual(['=1+1 "quoted", title']));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.deletes).toEqual(['p1']);
  });

  it("deleting a comment asks about the comment; a failure shows the server's message and keeps it", async () => {
    const api = savedApi();
    const app = await openPage();
    await waitFor(() => expect(cardTitles()).toHaveLength(2));
    await app.user.click(screen.getByRole('tab', { name: 'Comments' }));
    await waitFor(() => expect(cardTitles()).toEqual(['Friendly reply', 'Expert reply']));

    server.use(http.delete(apiUrl('saved-item/:id'), () => HttpResponse.json({ message: 'Saved item not found' }, { status: 404 })));
    await app.user.click(card('Expert reply').getByRole('button', { name: /^Delete comment/ }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Delete saved comment' }));
    expect(dialog.getByText('Are you sure you want to delete this comment from your saved ideas?')).toBeInTheDocument();
    await app.user.click(dialog.getByRole('button', { name: 'Delete' }));
    expect(await toastWith('Saved item not found')).toBeInTheDocument();
    expect(cardTitles()).toEqual(['Friendly reply', 'Expert reply']);
    expect(api.deletes).toEqual([]);

    server.use(http.delete(apiUrl('saved-item/:id'), () => new HttpResponse(null, { status: 500 })));
    await app.user.click(dialog.getByRole('button', { name: 'Delete' }));
    expect(await toastWith('Something went wrong!')).toBeInTheDocument();
  });

  it("copy puts the post or the comment on the clipboard: 'Copied to clipboard'", async () => {
    savedApi();
    const app = await openPage();
    await waitFor(() => expect(cardTitles()).toHaveLength(2));
    const writeText = jest.spyOn(navigator.clipboard, 'writeText');
    await app.user.click(card('We doubled signups in a week').getByRole('button', { name: /^Copy post/ }));
    expect(await toastWith('Copied to clipboard')).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledTimes(1);
    expect(writeText).toHaveBeenLastCalledWith(
      'We doubled signups in a week\n\nHere is what we changed.\nFirst, the headline.\n\nWhat worked for you?\n\n#growth #saas',
    );

    await app.user.click(screen.getByRole('tab', { name: 'Comments' }));
    await waitFor(() => expect(cardTitles()).toEqual(['Friendly reply', 'Expert reply']));
    await app.user.click(card('Expert reply').getByRole('button', { name: /^Copy comment/ }));
    await waitFor(() => expect(writeText).toHaveBeenCalledTimes(2));
    expect(writeText).toHaveBeenLastCalledWith('Consider A/B testing the CTA.');
  });

  it("a copy the browser refuses says so instead of 'Copied to clipboard'", async () => {
    savedApi();
    const app = await openPage();
    await waitFor(() => expect(cardTitles()).toHaveLength(2));
    const writeText = jest.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new DOMException('Denied', 'NotAllowedError'));
    const exec = jest.fn(() => false);
    Object.defineProperty(document, 'execCommand', { value: exec, configurable: true });
    try {
      await app.user.click(card('We doubled signups in a week').getByRole('button', { name: /^Copy post/ }));
      expect(await toastWith('Could not copy to the clipboard')).toBeInTheDocument();
      expect(exec).toHaveBeenCalledWith('copy');
      expect(screen.queryByText('Copied to clipboard')).not.toBeInTheDocument();
    } finally {
      writeText.mockRestore();
      Reflect.deleteProperty(document, 'execCommand');
    }
  });

  it("'Generate first comments' opens /generate-comments-responses carrying the post and the community it was saved for", async () => {
    savedApi();
    // The comments screen generates for the carried post at once, then reloads the profile (credits).
    server.use(
      http.post(apiUrl('reddit/generate-comments'), () => HttpResponse.json([])),
      profileHandler(),
    );
    const app = await openPage();
    await waitFor(() => expect(cardTitles()).toHaveLength(2));
    await app.user.click(card('We doubled signups in a week').getByRole('button', { name: 'Generate first comments' }));
    await waitFor(() => expect(app.pathname()).toBe('/generate-comments-responses'));
    expect(app.router.state.location.state.post).toEqual({ ...postA.post, subreddit: 'startups' });
  });

  it("empty: 'No ideas saved yet' with 'Try AI post generator'; Export is disabled", async () => {
    savedApi([]);
    const app = await openPage();
    expect(await screen.findByText('No ideas saved yet')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export' })).toBeDisabled();
    const link = screen.getByRole('link', { name: 'Try AI post generator' });
    expect(link).toHaveAttribute('href', '/ai-post-generator-results');
    await app.user.click(link);
    await waitFor(() => expect(app.pathname()).toBe('/ai-post-generator-results'));
  });

  it('an empty folder shows the empty state; Export follows what is shown', async () => {
    savedApi([postA]);
    const app = await openPage();
    await waitFor(() => expect(cardTitles()).toHaveLength(1));
    expect(screen.getByRole('button', { name: 'Export' })).toBeEnabled();
    await app.user.click(chips().getByRole('button', { name: 'Evergreen' }));
    expect(await screen.findByText('No ideas saved yet')).toBeInTheDocument();
    expect(screen.getByText('There are no saved posts in Evergreen yet.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export' })).toBeDisabled();
  });

  it('a failed load shows the error state and the server message; Try again reloads', async () => {
    let fail = true;
    savedApi();
    server.use(
      http.post(apiUrl('saved-item/list'), () =>
        fail ? HttpResponse.json({ message: 'Service unavailable' }, { status: 503 }) : HttpResponse.json({ savedItems: [postA] }),
      ),
    );
    const app = await openPage();
    expect(await screen.findByText('We could not load your saved ideas.')).toBeInTheDocument();
    expect(await toastWith('Service unavailable')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export' })).toBeDisabled();
    fail = false;
    await app.user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(cardTitles()).toEqual(['We doubled signups in a week']));
  });

  it("a list that is not an array: 'Unexpected response format from server'", async () => {
    savedApi();
    server.use(http.post(apiUrl('saved-item/list'), () => HttpResponse.json({ savedItems: 'nope' })));
    await openPage();
    expect(await toastWith('Unexpected response format from server')).toBeInTheDocument();
    expect(screen.getByText('We could not load your saved ideas.')).toBeInTheDocument();
  });

  it('a folder list that is not an array says so; the saved ideas still show', async () => {
    savedApi();
    server.use(http.get(apiUrl('folder/get-folder'), () => HttpResponse.json({ folders: [] })));
    await openPage();
    expect(await toastWith('Unexpected response format from server')).toBeInTheDocument();
    await waitFor(() => expect(cardTitles()).toHaveLength(2));
    expect(
      chips()
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['All folders']);
  });

  it("'Create new folder' adds a chip", async () => {
    const api = savedApi();
    const app = await openPage();
    await waitFor(() => expect(chips().getAllByRole('button')).toHaveLength(3));
    await app.user.click(screen.getByRole('button', { name: /Create new folder/ }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Creating new folder' }));
    await app.user.type(dialog.getByRole('textbox', { name: 'Folder name' }), 'Q3 ideas');
    await app.user.click(dialog.getByRole('button', { name: 'Create folder' }));
    expect(await toastWith('Folder created successfully')).toBeInTheDocument();
    await waitFor(() =>
      expect(
        chips()
          .getAllByRole('button')
          .map((b) => b.textContent),
      ).toEqual(['All folders', 'Launch', 'Evergreen', 'Q3 ideas']),
    );
    expect(api.folders).toHaveLength(3);
  });
});

describe('export', () => {
  let downloads: { name: string; blob: Blob }[];
  const blobs = new Map<string, Blob>();
  let click: jest.SpyInstance;
  const realCreate = URL.createObjectURL;
  const realRevoke = URL.revokeObjectURL;

  beforeEach(() => {
    downloads = [];
    let n = 0;
    URL.createObjectURL = jest.fn((blob: Blob) => {
      const href = `blob:test/${++n}`;
      blobs.set(href, blob);
      return href;
    }) as typeof URL.createObjectURL;
    URL.revokeObjectURL = jest.fn();
    click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push({ name: this.download, blob: blobs.get(this.getAttribute('href')!)! });
    });
  });
  afterEach(() => {
    click.mockRestore();
    URL.createObjectURL = realCreate;
    URL.revokeObjectURL = realRevoke;
  });

  const bytesOf = async (blob: Blob) => new Uint8Array(await blob.arrayBuffer());
  const textOf = async (blob: Blob) => new TextDecoder('utf-8', { ignoreBOM: true }).decode(await bytesOf(blob));

  it('posts as CSV: the dialog offers CSV or plain text; saved_posts.csv parses back with the export columns', async () => {
    savedApi();
    const app = await openPage();
    await waitFor(() => expect(cardTitles()).toHaveLength(2));
    await app.user.click(screen.getByRole('button', { name: 'Export' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Export saved ideas' }));
    expect(dialog.getAllByRole('radio').map((r) => r.closest('label')!.querySelector('.si-format__label')!.textContent)).toEqual([
      'CSV',
      'Plain text (.txt)',
    ]);
    expect(dialog.getByRole('radio', { name: /^CSV/ })).toBeChecked();
    await app.user.click(dialog.getByRole('button', { name: 'Download report' }));

    await waitFor(() => expect(downloads).toHaveLength(1));
    expect(downloads[0]!.name).toBe('saved_posts.csv');
    expect(downloads[0]!.blob.type).toBe('text/csv;charset=utf-8');
    const bytes = await bytesOf(downloads[0]!.blob);
    expect(Array.from(bytes.slice(0, 3))).toEqual([0xef, 0xbb, 0xbf]);
    const rows = parse(await textOf(downloads[0]!.blob), { bom: true, record_delimiter: '\r\n' }) as string[][];
    expect(rows).toEqual([
      ['Title', 'Body', 'Call To Action', 'Hashtags', 'flairs', 'Subreddit', 'Saved At', 'Generated At'],
      [
        'We doubled signups in a week',
        'Here is what we changed.\nFirst, the headline.',
        'What worked for you?',
        '#growth,saas',
        'Case study,Tips',
        'r/startups',
        '2025-02-01T12:00:00.000Z',
        '2025-01-30T12:00:00.000Z',
      ],
      // Saved before the community and generation time were recorded: those cells stay empty.
      ['\'=1+1 "quoted", title', 'Ünïcödé body 🚀', '', '', '', '', '2025-02-02T12:00:00.000Z', ''],
    ]);
    expect(screen.queryByRole('dialog', { name: 'Export saved ideas' })).not.toBeInTheDocument();
  });

  it('exports every saved item, not only the cards drawn so far', async () => {
    const many: SavedItem[] = Array.from({ length: 75 }, (_, i) => ({
      ...postA,
      _id: `m${i}`,
      post: { ...postA.post!, title: `Saved post ${i + 1}` },
    }));
    savedApi(many);
    const app = await openPage();
    await waitFor(() => expect(cardTitles()).toHaveLength(50));
    await app.user.click(screen.getByRole('button', { name: 'Export' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Export saved ideas' }));
    await app.user.click(dialog.getByRole('button', { name: 'Download report' }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    const rows = parse(await textOf(downloads[0]!.blob), { bom: true, record_delimiter: '\r\n' }) as string[][];
    expect(rows.slice(1).map((r) => r[0])).toEqual(many.map((m) => m.post!.title));
  });

  it('comments of one folder as plain text: saved_comments.txt', async () => {
    savedApi();
    const app = await openPage();
    await waitFor(() => expect(cardTitles()).toHaveLength(2));
    await app.user.click(screen.getByRole('tab', { name: 'Comments' }));
    await waitFor(() => expect(cardTitles()).toHaveLength(2));
    await app.user.click(chips().getByRole('button', { name: 'Launch' }));
    await waitFor(() => expect(cardTitles()).toEqual(['Expert reply']));

    await app.user.click(screen.getByRole('button', { name: 'Export' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Export saved ideas' }));
    await app.user.click(dialog.getByRole('radio', { name: /Plain text/ }));
    await app.user.click(dialog.getByRole('button', { name: 'Download report' }));

    await waitFor(() => expect(downloads).toHaveLength(1));
    expect(downloads[0]!.name).toBe('saved_comments.txt');
    expect(await textOf(downloads[0]!.blob)).toBe(
      [
        'Saved comments (1)',
        '==================',
        '',
        'Comment 1',
        'Saved: 2025-02-04T12:00:00.000Z',
        'Title: Expert reply',
        'Response:',
        'Consider A/B testing the CTA.',
        '',
      ].join('\n'),
    );
  });

  it('comments as CSV: saved_comments.csv; posts as plain text: saved_posts.txt', async () => {
    savedApi();
    const app = await openPage();
    await waitFor(() => expect(cardTitles()).toHaveLength(2));
    await app.user.click(screen.getByRole('button', { name: 'Export' }));
    let dialog = within(await screen.findByRole('dialog', { name: 'Export saved ideas' }));
    await app.user.click(dialog.getByRole('radio', { name: /Plain text/ }));
    await app.user.click(dialog.getByRole('button', { name: 'Download report' }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    expect(downloads[0]!.name).toBe('saved_posts.txt');
    const txt = await textOf(downloads[0]!.blob);
    expect(txt).toContain(
      'Post 1\nSubreddit: r/startups\nSaved: 2025-02-01T12:00:00.000Z\nGenerated: 2025-01-30T12:00:00.000Z\nTitle: We doubled signups in a week\nBody:\nHere is what we changed.\nFirst, the headline.\nCall To Action: What worked for you?\nHashtags: #growth,saas\nFlairs: Case study,Tips',
    );
    expect(txt).toContain('Post 2\nSaved: 2025-02-02T12:00:00.000Z\nTitle: =1+1 "quoted", title');

    await app.user.click(screen.getByRole('tab', { name: 'Comments' }));
    await waitFor(() => expect(cardTitles()).toEqual(['Friendly reply', 'Expert reply']));
    await app.user.click(screen.getByRole('button', { name: 'Export' }));
    dialog = within(await screen.findByRole('dialog', { name: 'Export saved ideas' }));
    await app.user.click(dialog.getByRole('button', { name: 'Download report' }));
    await waitFor(() => expect(downloads).toHaveLength(2));
    expect(downloads[1]!.name).toBe('saved_comments.csv');
    expect(parse(await textOf(downloads[1]!.blob), { bom: true, record_delimiter: '\r\n' })).toEqual([
      ['Title', 'Response', 'Subreddit', 'Saved At', 'Generated At'],
      ['Friendly reply', 'Love this, thanks for sharing!', 'r/SaaS', '2025-02-03T12:00:00.000Z', '2025-02-03T11:59:00.000Z'],
      ['Expert reply', 'Consider A/B testing the CTA.', '', '2025-02-04T12:00:00.000Z', ''],
    ]);
  });
});
