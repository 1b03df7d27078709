import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet, RouterProvider } from '@tanstack/react-router';
import { delay, http, HttpResponse } from 'msw';
import { useState } from 'react';
import { AppProviders } from '@/app/providers';
import { CreateFolderModal, SaveToFolderButton, type SaveTarget } from '@/entities/folder';
import type { Folder, SavedItem } from '@subreddit-signal/contract';
import { session } from '@/shared/session';
import { TOASTER_LABEL } from '@/shared/toast/AppToaster';
import { apiUrl, server } from '../support/msw';
import { TEST_ACCESS_TOKEN } from '../support/render';
import { checkoutUrlAnswer, paymentMethodsHandler, planPreviewHandler, plansHandler, recordPost, testUser } from '../support/handlers';
import { pageLocation } from '@/shared/lib/browser';
import { resetAppAfterEachTest } from '../support/app-reset';

/**
 * The 'Save to folder' and 'Creating new folder' modals: folder list (scrollable, 300 px), Save disabled until a folder is
 * chosen, name validation, success and failure toasts, the non-array answer, and the Plans modal
 * on a 403 'Plan Limit'.
 */

resetAppAfterEachTest();

const folder = (i: number, name = `Folder ${i}`): Folder => ({
  _id: `f${i}`,
  name,
  createdAt: new Date(Date.UTC(2025, 0, i)).toISOString(),
});

const post = {
  title: 'How we doubled signups',
  body: 'Body of the post',
  callToAction: 'Tell us yours',
  hashTags: ['#growth'],
  flairs: ['Case study'],
};
const postItem: SaveTarget = { type: 'post', post: { ...post, points: ['sample only'] } };
const commentItem: SaveTarget = { type: 'comment', comment: { title: 'Casual take', response: 'Nice one!' }, tone: 'Casual' };

interface Recorded {
  path: string;
  body: Record<string, unknown>;
  auth: string | null;
}

/** A server holding `folders`; records every create and save with its body and bearer header. */
function folderApi(initial: Folder[]) {
  const state = { folders: [...initial], calls: [] as Recorded[], listReads: 0 };
  const record = async (path: string, request: Request) => {
    const body = (await request.json()) as Record<string, unknown>;
    state.calls.push({ path, body, auth: request.headers.get('Authorization') });
    return body;
  };
  const savedItem = (type: 'post' | 'comment', body: Record<string, unknown>): SavedItem => ({
    _id: `s${state.calls.length}`,
    type,
    folderId: String(body.folderId),
    createdAt: new Date().toISOString(),
    subreddit: typeof body.subreddit === 'string' ? body.subreddit : null,
    generatedAt: typeof body.generatedAt === 'string' ? body.generatedAt : null,
    ...(type === 'post' ? { post } : { comment: { title: String(body.title), response: String(body.response) } }),
  });
  server.use(
    http.get(apiUrl('folder/get-folder'), () => {
      state.listReads += 1;
      return HttpResponse.json({ folder: state.folders });
    }),
    http.post(apiUrl('folder/create-folder'), async ({ request }) => {
      const body = await record('folder/create-folder', request);
      const created = folder(state.folders.length + 100, String(body.name).trim());
      state.folders.push(created);
      return HttpResponse.json({ message: 'Folder created successfully', folder: created }, { status: 201 });
    }),
    http.post(apiUrl('posts/create'), async ({ request }) => {
      const body = await record('posts/create', request);
      return HttpResponse.json({ message: 'Post saved successfully', savedItem: savedItem('post', body) }, { status: 201 });
    }),
    http.post(apiUrl('comments/create'), async ({ request }) => {
      const body = await record('comments/create', request);
      return HttpResponse.json({ message: 'Comment saved successfully', savedItem: savedItem('comment', body) }, { status: 201 });
    }),
  );
  return state;
}

/** What the entity sits in: the app's providers (query cache, session, toaster) and a router with /plans. */
function renderWith(ui: () => React.ReactNode) {
  session.signIn({ user: testUser(), accessToken: TEST_ACCESS_TOKEN, refreshToken: 'refresh' });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } } });
  const rootRoute = createRootRoute({ component: Outlet });
  const home = createRoute({ getParentRoute: () => rootRoute, path: '/', component: () => <>{ui()}</> });
  const plans = createRoute({ getParentRoute: () => rootRoute, path: '/plans', component: () => <h1>Plans page</h1> });
  const router = createRouter({ routeTree: rootRoute.addChildren([home, plans]), history: createMemoryHistory({ initialEntries: ['/'] }) });
  const user = userEvent.setup();
  render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { user, router, queryClient };
}

function renderButton(item: SaveTarget, onSaved = jest.fn()) {
  return { ...renderWith(() => <SaveToFolderButton item={item} onSaved={onSaved} />), onSaved };
}

function StandaloneCreate({ onCreated }: { onCreated: (f: Folder) => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        New folder
      </button>
      <CreateFolderModal open={open} onClose={() => setOpen(false)} onCreated={onCreated} />
    </>
  );
}

const saveDialog = () => screen.findByRole('dialog', { name: 'Save to folder' });
const createDialog = () => screen.findByRole('dialog', { name: 'Creating new folder' });
/** A toast with exactly this text, in the app's toast region. */
const toastWith = async (text: string) => within(await screen.findByRole('region', { name: TOASTER_LABEL })).findByText(text);

async function openSave(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Save to folder' }));
  return within(await saveDialog());
}

describe('Save to folder modal', () => {
  it('lists the folders in a scroll container of at most 300 px; Save stays disabled until one is chosen', async () => {
    const api = folderApi(Array.from({ length: 12 }, (_, i) => folder(i + 1)));
    const { user } = renderButton(postItem);
    const dialog = await openSave(user);
    const list = await dialog.findByRole('radiogroup');
    expect(list).toHaveStyle({ maxHeight: '300px', overflowY: 'auto' });
    const radios = within(list).getAllByRole('radio');
    expect(radios.map((r) => r.closest('label')!.textContent)).toEqual(Array.from({ length: 12 }, (_, i) => `Folder ${i + 1}`));
    expect(radios.every((r) => !(r as HTMLInputElement).checked)).toBe(true);
    expect(dialog.getByRole('button', { name: 'Create new folder' })).toBeInTheDocument();

    const save = dialog.getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    await user.click(save);
    expect(api.calls).toEqual([]);

    await user.click(dialog.getByRole('radio', { name: 'Folder 7' }));
    expect(dialog.getByRole('radio', { name: 'Folder 7' })).toBeChecked();
    expect(save).toBeEnabled();
  });

  it('saves a post to the chosen folder: post fields plus folderId, "Post saved successfully", the dialog closes', async () => {
    const api = folderApi([folder(1, 'Ideas'), folder(2, 'Launch')]);
    const { user, onSaved } = renderButton(postItem);
    const dialog = await openSave(user);
    await user.click(await dialog.findByRole('radio', { name: 'Launch' }));
    await user.click(dialog.getByRole('button', { name: 'Save' }));

    expect(await toastWith('Post saved successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Save to folder' })).not.toBeInTheDocument());
    // Only the saved post's fields travel (the sample-only points do not), with the bearer token.
    expect(api.calls).toEqual([{ path: 'posts/create', body: { ...post, folderId: 'f2' }, auth: `Bearer ${TEST_ACCESS_TOKEN}` }]);
    expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ type: 'post', folderId: 'f2' }));
  });

  it('sends the community the idea was written for and when it was generated, when the screen knows them', async () => {
    const api = folderApi([folder(1, 'Coffee')]);
    const generatedAt = '2026-03-05T09:30:00.000Z';
    const { user } = renderButton({ ...commentItem, subreddit: 'Coffee', generatedAt });
    const dialog = await openSave(user);
    await user.click(await dialog.findByRole('radio', { name: 'Coffee' }));
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await toastWith('Comment saved successfully')).toBeInTheDocument();
    expect(api.calls.map((c) => c.body)).toEqual([
      { title: 'Casual take', response: 'Nice one!', folderId: 'f1', type: 'casual', subreddit: 'Coffee', generatedAt },
    ]);
  });

  it('saves a comment with its title, response, folderId and tone: "Comment saved successfully"', async () => {
    const api = folderApi([folder(1, 'Replies')]);
    const { user } = renderButton(commentItem);
    const dialog = await openSave(user);
    await user.click(await dialog.findByRole('radio', { name: 'Replies' }));
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await toastWith('Comment saved successfully')).toBeInTheDocument();
    expect(api.calls.map((c) => [c.path, c.body])).toEqual([
      ['comments/create', { title: 'Casual take', response: 'Nice one!', folderId: 'f1', type: 'casual' }],
    ]);
  });

  it("a failed save shows the server's message and keeps the dialog open for another try", async () => {
    folderApi([folder(1)]);
    server.use(
      http.post(apiUrl('posts/create'), () =>
        HttpResponse.json({ message: 'Folder not found', error: 'Not Found', statusCode: 404 }, { status: 404 }),
      ),
    );
    const { user } = renderButton(postItem);
    const dialog = await openSave(user);
    await user.click(await dialog.findByRole('radio', { name: 'Folder 1' }));
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await toastWith('Folder not found')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Save to folder' })).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Save' })).toBeEnabled();
  });

  it("a failure without a message shows 'Something went wrong!'", async () => {
    folderApi([folder(1)]);
    server.use(http.post(apiUrl('comments/create'), () => new HttpResponse('<html>Bad gateway</html>', { status: 502 })));
    const { user } = renderButton(commentItem);
    const dialog = await openSave(user);
    await user.click(await dialog.findByRole('radio', { name: 'Folder 1' }));
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await toastWith('Something went wrong!')).toBeInTheDocument();
    expect(screen.queryByText(/Bad gateway/)).not.toBeInTheDocument();
  });

  it("a folder list that is not an array: 'Unexpected response format from server'", async () => {
    server.use(http.get(apiUrl('folder/get-folder'), () => HttpResponse.json({ folder: { _id: 'f1', name: 'Not a list' } })));
    const { user } = renderButton(postItem);
    const dialog = await openSave(user);
    expect(await toastWith('Unexpected response format from server')).toBeInTheDocument();
    expect(within(await dialog.findByRole('alert')).getByText('Unexpected response format from server')).toBeInTheDocument();
    expect(dialog.queryByRole('radio')).not.toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it('a folder list that fails to load offers to try again', async () => {
    let fail = true;
    server.use(
      http.get(apiUrl('folder/get-folder'), () =>
        fail
          ? HttpResponse.json({ message: 'Database unavailable' }, { status: 503 })
          : HttpResponse.json({ folder: [folder(1, 'Back again')] }),
      ),
    );
    const { user } = renderButton(postItem);
    const dialog = await openSave(user);
    expect(await toastWith('Database unavailable')).toBeInTheDocument();
    fail = false;
    await user.click(await dialog.findByRole('button', { name: 'Try again' }));
    expect(await dialog.findByRole('radio', { name: 'Back again' })).toBeInTheDocument();
  });

  it('no folders yet: says so and offers to create one', async () => {
    folderApi([]);
    const { user } = renderButton(postItem);
    const dialog = await openSave(user);
    expect(await dialog.findByText('No folders yet. Create one to keep this post.')).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it("a 403 'Plan Limit' shows its message and opens the Plans modal, whose choice starts the purchase", async () => {
    folderApi([folder(1)]);
    const assign = jest.spyOn(pageLocation, 'assign').mockImplementation(() => {});
    const subscribe = recordPost('plan/subscribe', () => checkoutUrlAnswer('https://checkout.example/cs_1'));
    server.use(
      plansHandler(),
      paymentMethodsHandler([]),
      subscribe.handler,
      planPreviewHandler('new', { checkout: true }).handler,
      http.post(apiUrl('posts/create'), () =>
        HttpResponse.json(
          { statusCode: 403, error: 'Plan Limit', message: 'Your plan keeps up to 25 saved ideas. Upgrade to save more.' },
          { status: 403 },
        ),
      ),
    );
    const { user, router } = renderButton(postItem);
    const dialog = await openSave(user);
    await user.click(await dialog.findByRole('radio', { name: 'Folder 1' }));
    await user.click(dialog.getByRole('button', { name: 'Save' }));

    expect(await toastWith('Your plan keeps up to 25 saved ideas. Upgrade to save more.')).toBeInTheDocument();
    const plans = within(await screen.findByRole('dialog', { name: 'Unlock Premium Features' }));
    expect(screen.queryByRole('dialog', { name: 'Save to folder' })).not.toBeInTheDocument();
    // As on /plans: no saved card and no active payment, so the checkout.
    await user.click(await plans.findByRole('button', { name: 'Get Pro' }));
    // Every plan change is confirmed first (decision 022).
    const confirm = within(await screen.findByRole('dialog', { name: 'Get Pro?' }));
    await user.click(confirm.getByRole('button', { name: 'Continue to payment' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://checkout.example/cs_1'));
    expect(subscribe.bodies).toEqual([{ planId: 'pro' }]);
    expect(router.state.location.pathname).toBe('/');
    assign.mockRestore();
  });

  it('a 403 that is not a plan limit does not open the Plans modal', async () => {
    folderApi([folder(1)]);
    server.use(
      http.post(apiUrl('posts/create'), () =>
        HttpResponse.json({ statusCode: 403, error: 'Forbidden', message: 'Not allowed' }, { status: 403 }),
      ),
    );
    const { user } = renderButton(postItem);
    const dialog = await openSave(user);
    await user.click(await dialog.findByRole('radio', { name: 'Folder 1' }));
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await toastWith('Not allowed')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Unlock Premium Features' })).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Save to folder' })).toBeInTheDocument();
  });
});

describe('Creating new folder modal', () => {
  it('from the save modal: validates the name, creates it, and the new folder becomes the chosen one', async () => {
    const api = folderApi([folder(1, 'Ideas')]);
    const { user } = renderButton(postItem);
    const save = await openSave(user);
    await save.findByRole('radio', { name: 'Ideas' });
    await user.click(save.getByRole('button', { name: 'Create new folder' }));

    const dialog = within(await createDialog());
    expect(screen.queryByRole('dialog', { name: 'Save to folder' })).not.toBeInTheDocument();
    const name = dialog.getByRole('textbox', { name: 'Folder name' });
    const create = dialog.getByRole('button', { name: 'Create folder' });
    // Untouched: nothing said yet, but nothing to create either.
    expect(create).toBeDisabled();
    expect(dialog.queryByRole('alert')).not.toBeInTheDocument();

    await user.click(name);
    await user.tab();
    expect(await dialog.findByText('Folder name is required')).toBeInTheDocument();
    expect(create).toBeDisabled();

    await user.type(name, '   ');
    expect(await dialog.findByText('Folder name cannot be empty or spaces only')).toBeInTheDocument();
    expect(create).toBeDisabled();

    await user.clear(name);
    await user.type(name, '  Launch week ');
    await waitFor(() => expect(create).toBeEnabled());
    expect(dialog.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(create);

    expect(await toastWith('Folder created successfully')).toBeInTheDocument();
    expect(api.calls).toEqual([{ path: 'folder/create-folder', body: { name: 'Launch week' }, auth: `Bearer ${TEST_ACCESS_TOKEN}` }]);
    // Back in the save dialog with the new folder chosen: Save is ready.
    const back = within(await saveDialog());
    expect(await back.findByRole('radio', { name: 'Launch week' })).toBeChecked();
    expect(back.getByRole('radio', { name: 'Ideas' })).not.toBeChecked();
    await user.click(back.getByRole('button', { name: 'Save' }));
    expect(await toastWith('Post saved successfully')).toBeInTheDocument();
    expect(api.calls.at(-1)).toEqual(
      expect.objectContaining({ path: 'posts/create', body: expect.objectContaining({ folderId: 'f101' }) }),
    );
  });

  it('Cancel goes back to the save modal with nothing created', async () => {
    const api = folderApi([folder(1)]);
    const { user } = renderButton(postItem);
    const save = await openSave(user);
    await user.click(await save.findByRole('radio', { name: 'Folder 1' }));
    await user.click(save.getByRole('button', { name: 'Create new folder' }));
    const dialog = within(await createDialog());
    await user.type(dialog.getByRole('textbox', { name: 'Folder name' }), 'Draft');
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    const back = within(await saveDialog());
    expect(back.getByRole('radio', { name: 'Folder 1' })).toBeChecked();
    expect(back.queryByRole('radio', { name: 'Draft' })).not.toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });

  it("a duplicate name shows the server's message in a toast and under the field", async () => {
    folderApi([]);
    server.use(
      http.post(apiUrl('folder/create-folder'), () =>
        HttpResponse.json({ statusCode: 409, error: 'Conflict', message: 'You already have a folder with this name' }, { status: 409 }),
      ),
    );
    const onCreated = jest.fn();
    const { user } = renderWith(() => <StandaloneCreate onCreated={onCreated} />);
    await user.click(await screen.findByRole('button', { name: 'New folder' }));
    const dialog = within(await createDialog());
    await user.type(dialog.getByRole('textbox', { name: 'Folder name' }), 'Ideas');
    await user.click(dialog.getByRole('button', { name: 'Create folder' }));
    expect(await toastWith('You already have a folder with this name')).toBeInTheDocument();
    expect(within(await createDialog()).getByRole('alert')).toHaveTextContent('You already have a folder with this name');
    expect(onCreated).not.toHaveBeenCalled();
  });

  it("a failure without a message: 'Something went wrong!'; the button waits while the call runs", async () => {
    server.use(
      http.post(apiUrl('folder/create-folder'), async () => {
        await delay(150);
        return HttpResponse.error();
      }),
    );
    const { user } = renderWith(() => <StandaloneCreate onCreated={jest.fn()} />);
    await user.click(await screen.findByRole('button', { name: 'New folder' }));
    const dialog = within(await createDialog());
    await user.type(dialog.getByRole('textbox', { name: 'Folder name' }), 'Ideas');
    await user.click(dialog.getByRole('button', { name: 'Create folder' }));
    expect(dialog.getByRole('button', { name: 'Create folder' })).toBeDisabled();
    expect(await toastWith('Something went wrong!')).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Create folder' })).toBeEnabled();
  });

  it("a 403 'Plan Limit' on a new folder opens the Plans modal", async () => {
    server.use(
      plansHandler(),
      http.post(apiUrl('folder/create-folder'), () =>
        HttpResponse.json(
          { statusCode: 403, error: 'Plan Limit', message: 'Your plan keeps up to 3 folders. Upgrade to add more.' },
          { status: 403 },
        ),
      ),
    );
    const { user } = renderWith(() => <StandaloneCreate onCreated={jest.fn()} />);
    await user.click(await screen.findByRole('button', { name: 'New folder' }));
    const dialog = within(await createDialog());
    await user.type(dialog.getByRole('textbox', { name: 'Folder name' }), 'Fourth');
    await user.click(dialog.getByRole('button', { name: 'Create folder' }));
    expect(await toastWith('Your plan keeps up to 3 folders. Upgrade to add more.')).toBeInTheDocument();
    expect(await screen.findByRole('dialog', { name: 'Unlock Premium Features' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Creating new folder' })).not.toBeInTheDocument();
  });

  it('Escape closes the dialog; reopening starts from an empty form', async () => {
    folderApi([]);
    const { user } = renderWith(() => <StandaloneCreate onCreated={jest.fn()} />);
    await user.click(await screen.findByRole('button', { name: 'New folder' }));
    await user.type(within(await createDialog()).getByRole('textbox', { name: 'Folder name' }), 'Half typed');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Creating new folder' })).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'New folder' }));
    const dialog = within(await createDialog());
    expect(dialog.getByRole('textbox', { name: 'Folder name' })).toHaveValue('');
    expect(dialog.getByRole('button', { name: 'Create folder' })).toBeDisabled();
  });
});
