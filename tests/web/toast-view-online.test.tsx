// The toasts' view is asked for with the first toast (decision 065); when that load fails (network
// down), the window coming back online asks again, and the waiting toast shows for its whole time.
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

it('a toast raised offline shows when the window is back online, for its whole 3000 ms', async () => {
  render(<AppToaster />);
  const region = screen.getByRole('region', { name: TOASTER_LABEL });
  act(() => void notify.error('Network error'));
  await settle();
  expect(mockViewLoads).toBe(1);
  advance(60_000);
  await settle();
  expect(region).toBeEmptyDOMElement();

  mockOffline = false;
  act(() => void window.dispatchEvent(new Event('online')));
  expect(await within(region).findByText('Network error')).toBeInTheDocument();
  expect(mockViewLoads).toBe(2);
  advance(2_900);
  expect(within(region).getByText('Network error')).toBeInTheDocument();
  advance(200);
  expect(within(region).queryByText('Network error')).not.toBeInTheDocument();
});
