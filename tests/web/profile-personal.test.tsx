import { File as NodeFile } from 'node:buffer';
import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import toast from 'react-hot-toast';
import type { User } from '@subreddit-signal/contract';
import { session } from '@/shared/session';
import { apiUrl, server } from '../support/msw';
import { renderApp } from '../support/render';
import { testUser } from '../support/handlers';

afterEach(() => {
  act(() => {
    toast.remove();
    session.clear();
  });
});

const TINY_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

/** A file as the browser hands it over from a file picker (the platform's File, which fetch can send). */
const pickedFile = (bytes: Uint8Array | string, name: string, type: string) => new NodeFile([bytes], name, { type }) as unknown as File;

const details = async () => within(await screen.findByRole('region', { name: 'Personal information' }));
const saveButton = () => screen.getByRole('button', { name: 'Save changes' });

interface SeenProfilePut {
  contentType: string | null;
  name: FormDataEntryValue | null;
  photo: File | null;
}

/** PUT /users/profile that records what arrived and answers with the user updated from it. */
function acceptProfilePut(base: User, seen: SeenProfilePut[], photoUrl = '/api/files/photos/user-1-new.png') {
  server.use(
    http.put(apiUrl('users/profile'), async ({ request }) => {
      const contentType = request.headers.get('content-type');
      const form = await request.formData();
      const photo = form.get('profilePhoto');
      seen.push({ contentType, name: form.get('name'), photo: photo instanceof Blob ? (photo as File) : null });
      const name = form.get('name');
      return HttpResponse.json({
        user: { ...base, name: typeof name === 'string' ? name : base.name, profilePhoto: photo ? photoUrl : base.profilePhoto },
        message: 'Your changes have been successfully saved.',
      });
    }),
  );
}

describe('Personal profile: name and e-mail', () => {
  it('shows the name to edit and the e-mail disabled', async () => {
    renderApp('/profile?tab=Tabs1', { signedIn: true });
    const card = await details();
    expect(card.getByLabelText('Name')).toHaveValue('Jane Doe');
    expect(card.getByLabelText('Name')).toBeEnabled();
    const email = card.getByLabelText('Email');
    expect(email).toHaveValue('jane@example.com');
    expect(email).toBeDisabled();
  });

  it('enables Save changes only while the form differs', async () => {
    const { user } = renderApp('/profile?tab=Tabs1', { signedIn: true });
    const name = (await details()).getByLabelText('Name');
    expect(saveButton()).toBeDisabled();
    await user.type(name, 'x');
    expect(saveButton()).toBeEnabled();
    await user.type(name, '{Backspace}');
    expect(saveButton()).toBeDisabled();
  });

  it('saves the name as multipart form data, updates the user and toasts', async () => {
    const seen: SeenProfilePut[] = [];
    acceptProfilePut(testUser(), seen);
    const { user } = renderApp('/profile?tab=Tabs1', { signedIn: true });
    const name = (await details()).getByLabelText('Name');
    await user.clear(name);
    await user.type(name, '  Janet Doe ');
    await user.click(saveButton());

    expect(await screen.findByText('Your changes have been successfully saved.')).toBeInTheDocument();
    expect(seen).toHaveLength(1);
    expect(seen[0].contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(seen[0].name).toBe('Janet Doe');
    expect(seen[0].photo).toBeNull();
    expect(session.user()?.name).toBe('Janet Doe');
    await waitFor(() => expect(name).toHaveValue('Janet Doe'));
    expect(saveButton()).toBeDisabled();
  });

  it("requires a name: 'Name is required', nothing sent", async () => {
    let calls = 0;
    server.use(
      http.put(apiUrl('users/profile'), () => {
        calls += 1;
        return HttpResponse.json({}, { status: 500 });
      }),
    );
    const { user } = renderApp('/profile?tab=Tabs1', { signedIn: true });
    const name = (await details()).getByLabelText('Name');
    await user.clear(name);
    await user.type(name, '   ');
    await user.click(saveButton());
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toBe(0);
  });

  it("shows 'Failed to update profile' when the save fails without a message, and keeps the edit", async () => {
    server.use(http.put(apiUrl('users/profile'), () => new HttpResponse('Bad gateway', { status: 502 })));
    const { user } = renderApp('/profile?tab=Tabs1', { signedIn: true });
    const name = (await details()).getByLabelText('Name');
    await user.type(name, ' Jr');
    await user.click(saveButton());
    expect(await screen.findByText('Failed to update profile')).toBeInTheDocument();
    expect(name).toHaveValue('Jane Doe Jr');
    expect(saveButton()).toBeEnabled();
    expect(session.user()?.name).toBe('Jane Doe');
  });

  it("shows the server's message when it refuses the save", async () => {
    server.use(
      http.put(apiUrl('users/profile'), () =>
        HttpResponse.json({ message: 'Name must be at most 100 characters', statusCode: 400 }, { status: 400 }),
      ),
    );
    const { user } = renderApp('/profile?tab=Tabs1', { signedIn: true });
    await user.type((await details()).getByLabelText('Name'), 'x');
    await user.click(saveButton());
    expect(await screen.findByText('Name must be at most 100 characters')).toBeInTheDocument();
  });
});

describe('Personal profile: photo', () => {
  it('shows initials without a photo, and the current photo when there is one', async () => {
    const app = renderApp('/profile?tab=Tabs1', { signedIn: true });
    const card = await details();
    expect(card.getByText('JD')).toBeInTheDocument();
    expect(card.queryByRole('button', { name: 'Remove photo' })).not.toBeInTheDocument();
    app.unmount();

    renderApp('/profile?tab=Tabs1', { signedIn: { user: { profilePhoto: '/api/files/photos/user-1-a.png' } } });
    const withPhoto = await details();
    expect(withPhoto.getByRole('img', { name: 'Jane Doe' })).toHaveAttribute('src', '/api/files/photos/user-1-a.png');
    expect(withPhoto.getByRole('button', { name: 'Remove photo' })).toBeInTheDocument();
  });

  it('previews a chosen image, then sends it with the name on save', async () => {
    const seen: SeenProfilePut[] = [];
    acceptProfilePut(testUser(), seen);
    const { user } = renderApp('/profile?tab=Tabs1', { signedIn: true });
    const card = await details();
    const input = card.getByLabelText('Profile photo file');
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAttribute('accept', 'image/*');
    expect(saveButton()).toBeDisabled();

    await user.upload(input, pickedFile(TINY_PNG, 'me.png', 'image/png'));
    const preview = await card.findByRole('img', { name: 'New profile photo preview' });
    expect(preview.getAttribute('src')).toMatch(/^blob:/);
    expect(card.getByText('me.png will be used after you save your changes.')).toBeInTheDocument();
    expect(saveButton()).toBeEnabled();

    await user.click(saveButton());
    expect(await screen.findByText('Your changes have been successfully saved.')).toBeInTheDocument();
    expect(seen).toHaveLength(1);
    expect(seen[0].name).toBe('Jane Doe');
    const sent = seen[0].photo!;
    expect(sent).not.toBeNull();
    expect(sent.name).toBe('me.png');
    expect(sent.type).toBe('image/png');
    expect(new Uint8Array(await sent.arrayBuffer())).toEqual(new Uint8Array(TINY_PNG));

    // The saved photo replaces the preview; nothing is pending any more.
    await waitFor(() => expect(card.getByRole('img', { name: 'Jane Doe' })).toHaveAttribute('src', '/api/files/photos/user-1-new.png'));
    expect(card.queryByRole('img', { name: 'New profile photo preview' })).not.toBeInTheDocument();
    expect(saveButton()).toBeDisabled();
    expect(session.user()?.profilePhoto).toBe('/api/files/photos/user-1-new.png');
  });

  it('can discard a chosen photo before saving', async () => {
    const { user } = renderApp('/profile?tab=Tabs1', { signedIn: true });
    const card = await details();
    await user.upload(card.getByLabelText('Profile photo file'), pickedFile(TINY_PNG, 'me.png', 'image/png'));
    expect(await card.findByRole('img', { name: 'New profile photo preview' })).toBeInTheDocument();
    await user.click(card.getByRole('button', { name: 'Discard new photo' }));
    expect(card.queryByRole('img', { name: 'New profile photo preview' })).not.toBeInTheDocument();
    expect(saveButton()).toBeDisabled();
  });

  it('rejects a file that is not an image before any upload', async () => {
    let calls = 0;
    server.use(
      http.put(apiUrl('users/profile'), () => {
        calls += 1;
        return HttpResponse.json({}, { status: 500 });
      }),
    );
    // applyAccept: false hands the file over as a browser does when the picker is set to "All files".
    const { user } = renderApp('/profile?tab=Tabs1', { signedIn: true, userEventOptions: { applyAccept: false } });
    const card = await details();
    await user.upload(card.getByLabelText('Profile photo file'), pickedFile('hello', 'notes.txt', 'text/plain'));
    expect(await screen.findByText('Please choose an image file (JPEG, PNG, GIF or WebP) for your profile photo.')).toBeInTheDocument();
    expect(card.queryByRole('img', { name: 'New profile photo preview' })).not.toBeInTheDocument();
    expect(saveButton()).toBeDisabled();

    await user.upload(card.getByLabelText('Profile photo file'), pickedFile('<svg/>', 'logo.svg', 'image/svg+xml'));
    expect(
      await screen.findByText('This image format is not supported. Please choose a JPEG, PNG, GIF or WebP image.'),
    ).toBeInTheDocument();
    expect(saveButton()).toBeDisabled();
    expect(calls).toBe(0);
  });

  it("shows the server's message when it refuses the photo", async () => {
    server.use(
      http.put(apiUrl('users/profile'), () =>
        HttpResponse.json({ message: 'Profile photo must be a JPEG, PNG, GIF or WebP image', statusCode: 415 }, { status: 415 }),
      ),
    );
    const { user } = renderApp('/profile?tab=Tabs1', { signedIn: true });
    const card = await details();
    await user.upload(card.getByLabelText('Profile photo file'), pickedFile('not really a png', 'fake.png', 'image/png'));
    await user.click(saveButton());
    expect(await screen.findByText('Profile photo must be a JPEG, PNG, GIF or WebP image')).toBeInTheDocument();
    expect(card.getByRole('img', { name: 'New profile photo preview' })).toBeInTheDocument();
  });

  it('removes the photo', async () => {
    let calls = 0;
    server.use(
      http.delete(apiUrl('users/profile-photo'), () => {
        calls += 1;
        return HttpResponse.json({ user: testUser({ profilePhoto: null }), message: 'Your photo have been successfully removed.' });
      }),
    );
    const { user } = renderApp('/profile?tab=Tabs1', { signedIn: { user: { profilePhoto: '/api/files/photos/user-1-a.png' } } });
    const card = await details();
    await user.click(card.getByRole('button', { name: 'Remove photo' }));
    expect(await screen.findByText('Your photo have been successfully removed.')).toBeInTheDocument();
    expect(calls).toBe(1);
    await waitFor(() => expect(card.queryByRole('img', { name: 'Jane Doe' })).not.toBeInTheDocument());
    expect(card.getByText('JD')).toBeInTheDocument();
    expect(card.queryByRole('button', { name: 'Remove photo' })).not.toBeInTheDocument();
    expect(session.user()?.profilePhoto).toBeNull();
  });
});

describe('Personal profile: notifications', () => {
  it('flips at once, then keeps the server answer and toasts', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.put(apiUrl('users/change-notification'), async ({ request }) => {
        const body = (await request.json()) as { enableNotification: boolean };
        bodies.push(body);
        return HttpResponse.json({
          user: testUser({ enableNotification: body.enableNotification }),
          message: 'Notification setting changed successfully',
        });
      }),
    );
    const { user } = renderApp('/profile?tab=Tabs1', { signedIn: true });
    const toggle = await screen.findByRole('switch', { name: 'Email notifications' });
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    await user.click(toggle);
    expect(await screen.findByText('Notification setting changed successfully')).toBeInTheDocument();
    expect(bodies).toEqual([{ enableNotification: false }]);
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    expect(session.user()?.enableNotification).toBe(false);
  });

  it('is optimistic and reverts with an error toast when the server fails', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.put(apiUrl('users/change-notification'), async () => {
        await gate;
        return HttpResponse.json({ message: 'Could not save the notification setting', statusCode: 500 }, { status: 500 });
      }),
    );
    const { user } = renderApp('/profile?tab=Tabs1', { signedIn: true });
    const toggle = await screen.findByRole('switch', { name: 'Email notifications' });
    await user.click(toggle);

    // Before the server answers: already off, in the switch and in the session.
    await waitFor(() => expect(toggle).toHaveAttribute('aria-checked', 'false'));
    expect(session.user()?.enableNotification).toBe(false);
    expect(toggle).toBeDisabled();

    release();
    expect(await screen.findByText('Could not save the notification setting')).toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    expect(session.user()?.enableNotification).toBe(true);
    expect(toggle).toBeEnabled();
  });
});
