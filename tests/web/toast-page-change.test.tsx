import { act, screen, waitFor } from '@testing-library/react';
import toast from 'react-hot-toast';
import { notify } from '@/shared/toast';
import { renderApp } from '../support/render';

/** The app shell tells the toast container when the path changes: the last page's toasts go, a search change keeps them. */

afterEach(() => {
  jest.restoreAllMocks();
  act(() => toast.remove());
});

/** Moves the clock on past the 1 s a toast raised by the move itself is kept. */
function later(ms: number) {
  const now = Date.now();
  jest.spyOn(Date, 'now').mockReturnValue(now + ms);
}

it("a path change dismisses the last page's toasts", async () => {
  const { router } = renderApp('/login');
  await screen.findByRole('heading', { level: 1 });
  act(() => void notify.error('Something failed on the login page'));
  // The first toast brings the toasts' view (decision 065).
  expect(await screen.findByText('Something failed on the login page')).toBeInTheDocument();
  later(1500);
  await act(() => router.navigate({ to: '/create-account' }));
  await waitFor(() => expect(screen.queryByText('Something failed on the login page')).not.toBeInTheDocument());
});

it('a search change on the same page keeps them', async () => {
  const { router } = renderApp('/login');
  await screen.findByRole('heading', { level: 1 });
  act(() => void notify.info('Still about this page'));
  later(1500);
  await act(() => router.navigate({ to: '/login', search: { next: '/home' } as never }));
  expect(screen.getByText('Still about this page')).toBeInTheDocument();
});

it('a toast raised just before a move stays, however long the next page takes to arrive', async () => {
  const { router } = renderApp('/login');
  await screen.findByRole('heading', { level: 1 });
  act(() => void notify.error('Not enough credits'));
  // The move begins at once; the next page resolves 3 s later (its code on a slow network).
  const begun = Date.now();
  let resolvedAt = begun;
  const realNow = Date.now.bind(Date);
  jest.spyOn(Date, 'now').mockImplementation(() => (resolvedAt > begun ? resolvedAt : realNow()));
  const unsubscribe = router.subscribe('onBeforeLoad', () => void (resolvedAt = begun + 3000));
  await act(() => router.navigate({ to: '/create-account' }));
  unsubscribe();
  await screen.findByRole('heading', { level: 1, name: /create/i });
  expect(screen.getByText('Not enough credits')).toBeInTheDocument();
});
