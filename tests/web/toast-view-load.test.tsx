// The toasts' view (ToasterView.tsx and its styles) is a chunk of its own, asked for with the first
// toast (decision 065). `toast()` only writes to react-hot-toast's store, which keeps the toast
// without any view mounted (its closing timers live in useToaster, in the region, held while the view
// is on its way): a toast raised before the view is there shows once it is, for its whole 3000 ms,
// and none is lost when the view's chunk fails to load (network down): the next toast asks again.
// (The window coming back online: toast-view-online.test.tsx.) The first loads fail here, as a
// chunk request does offline.
import { act, render, screen, within } from '@testing-library/react';
import toast from 'react-hot-toast';
import { AppToaster, TOASTER_LABEL } from '@/shared/toast/AppToaster';
import { notify } from '@/shared/toast';

let mockOffline = true;
let mockViewLoads = 0;
jest.mock('../../src/shared/toast/ToasterView', () => {
  mockViewLoads += 1;
  if (mockOffline) throw new Error('Loading chunk failed (offline)');
  return jest.requireActual<object>('../../src/shared/toast/ToasterView');
});

const advance = (ms: number) => act(() => void jest.advanceTimersByTime(ms));
// Lets the import's promises run (fake timers hold queueMicrotask, not promises).
const settle = () =>
  act(async () => {
    for (let i = 0; i < 10; i++) await Promise.resolve();
  });

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  act(() => toast.remove());
  jest.useRealTimers();
});

it('the live region is there before any toast; toasts raised while the view cannot load wait, and the next toast brings them all', async () => {
  render(<AppToaster />);
  const region = screen.getByRole('region', { name: TOASTER_LABEL });
  expect(region).toHaveAttribute('aria-live', 'polite');
  expect(region).toBeEmptyDOMElement();
  expect(mockViewLoads).toBe(0); // nothing asked for before the first toast

  act(() => void notify.error('Could not save'));
  await settle();
  expect(mockViewLoads).toBe(1);
  // Far longer than a toast shows: its clock is held while it waits.
  advance(10_000);
  await settle();
  expect(region).toBeEmptyDOMElement();

  mockOffline = false;
  act(() => void notify.success('Saved'));
  const saved = await within(region).findByText('Saved');
  expect(mockViewLoads).toBe(2);
  expect(saved.closest('li')).toHaveAttribute('data-kind', 'success');
  const error = within(region).getByText('Could not save').closest('li');
  expect(error).toHaveAttribute('data-kind', 'error');
  expect(error).toHaveTextContent('Error: Could not save');

  // Each shows its whole time from now on, and closes after it.
  advance(2_900);
  expect(within(region).getByText('Could not save')).toBeInTheDocument();
  expect(within(region).getByText('Saved')).toBeInTheDocument();
  advance(200);
  expect(within(region).queryByText('Could not save')).not.toBeInTheDocument();
  expect(within(region).queryByText('Saved')).not.toBeInTheDocument();

  // Loaded once: a later toast shows at once.
  act(() => void notify.info('Copied'));
  expect(within(region).getByText('Copied')).toBeInTheDocument();
  expect(mockViewLoads).toBe(2);
});
