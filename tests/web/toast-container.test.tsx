import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { AppToaster, loadToasterView } from '@/shared/toast/AppToaster';
import { notify, pageChanged, type ToastKind } from '@/shared/toast';

/** The global toast container: top-right, auto-close after 3000 ms, pause on hover and focus loss, drag to dismiss, Alt+T. */

const region = () => screen.getByRole('region', { name: 'Notifications (Alt+T)' });
const toastFor = (text: string) => screen.getByText(text).closest('li') as HTMLLIElement;
const advance = (ms: number) => act(() => void jest.advanceTimersByTime(ms));

// The view comes with the first toast (decision 065; toast-view-load.test.tsx): here it is loaded
// beforehand, so each toast shows as it is raised.
beforeAll(() => loadToasterView());
beforeEach(() => {
  jest.useFakeTimers();
  toast.remove();
});
afterEach(() => {
  act(() => toast.remove());
  jest.useRealTimers();
});

function setup() {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  const view = render(<AppToaster />);
  return { user, ...view };
}

describe('toast types', () => {
  it.each<[ToastKind, (m: string) => string]>([
    ['success', notify.success],
    ['error', notify.error],
    ['info', notify.info],
    ['warning', notify.warning],
    ['default', notify.default],
    ['dark', notify.dark],
    ['loading', notify.loading],
  ])('renders a %s toast with its own look', (kind, show) => {
    setup();
    act(() => void show(`A ${kind} message`));
    const item = toastFor(`A ${kind} message`);
    expect(region()).toContainElement(item);
    expect(item).toHaveAttribute('data-kind', kind);
    expect(item).toHaveClass(`app-toast--${kind}`);
    expect(item.querySelector('.app-toast__icon')?.firstElementChild).not.toBeNull();
  });

  it('gives the seven types seven different looks (class and icon)', () => {
    setup();
    // One at a time: at most three toasts show at once.
    const looks = [notify.success, notify.error, notify.info, notify.warning, notify.default, notify.dark, notify.loading].map(
      (show, i) => {
        act(() => toast.remove());
        act(() => void show(`message ${i}`));
        const item = toastFor(`message ${i}`);
        return { className: item.className, glyph: item.querySelector('.app-toast__icon')!.innerHTML };
      },
    );
    expect(new Set(looks.map((l) => l.className)).size).toBe(7);
    // Icons: the dark and info toasts share a glyph, but nothing else does.
    expect(new Set(looks.map((l) => l.glyph)).size).toBeGreaterThanOrEqual(6);
  });

  it('announces through a labelled live region, with the type for screen readers', () => {
    setup();
    act(() => void notify.error('Could not save'));
    expect(region()).toHaveAttribute('aria-live', 'polite');
    expect(toastFor('Could not save')).toHaveTextContent('Error: Could not save');
  });
});

describe('auto-close', () => {
  it('closes a toast after 3000 ms', () => {
    setup();
    act(() => void notify.success('Saved'));
    advance(2990);
    expect(screen.getByText('Saved')).toBeInTheDocument();
    advance(20);
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
  });

  it('closes a toast raised directly with react-hot-toast (library default 4000 ms) after 3000 ms as well', () => {
    setup();
    act(() => void toast('Plain'));
    advance(3010);
    expect(screen.queryByText('Plain')).not.toBeInTheDocument();
  });

  it('keeps a loading toast until it is dismissed', () => {
    setup();
    let id = '';
    act(() => void (id = notify.loading('Working…')));
    advance(10_000);
    expect(screen.getByText('Working…')).toBeInTheDocument();
    act(() => notify.dismiss(id));
    expect(screen.queryByText('Working…')).not.toBeInTheDocument();
  });

  it('is dismissed by its close button', async () => {
    const { user } = setup();
    act(() => {
      notify.info('First');
      notify.warning('Second');
    });
    await user.click(within(toastFor('First')).getByRole('button', { name: 'Close notification' }));
    expect(screen.queryByText('First')).not.toBeInTheDocument();
    expect(screen.getByText('Second')).toBeInTheDocument();
  });
});

describe('how many show at once', () => {
  const shown = () =>
    within(region())
      .queryAllByRole('listitem')
      .map((li) => li.querySelector('.app-toast__message')!.textContent);

  it('shows at most three, newest first; a fourth pushes the oldest out for good', () => {
    setup();
    act(() => {
      for (const n of [1, 2, 3, 4, 5]) notify.error(`Failure ${n}`);
    });
    expect(shown()).toEqual(['Failure 5', 'Failure 4', 'Failure 3']);
    // The pushed-out ones do not come back when room frees up.
    act(() => notify.dismiss());
    advance(1500);
    act(() => void notify.success('Later'));
    expect(shown()).toEqual(['Later']);
  });

  it('keeps the timings: each shown toast still closes 3000 ms after it was raised', () => {
    setup();
    act(() => {
      notify.info('A');
      notify.info('B');
    });
    advance(1000);
    act(() => {
      notify.info('C');
      notify.info('D');
    });
    expect(shown()).toEqual(['D', 'C', 'B']);
    advance(2010);
    expect(shown()).toEqual(['D', 'C']);
    advance(1000);
    expect(shown()).toEqual([]);
  });

  it('the same id updates the toast showing instead of adding one', () => {
    setup();
    act(() => {
      notify.info('Your session has ended.', { id: 'once' });
      notify.info('Your session has ended.', { id: 'once' });
      notify.info('Your session has ended.', { id: 'once' });
    });
    expect(shown()).toEqual(['Your session has ended.']);
  });
});

describe('pausing', () => {
  it('pauses while hovered and resumes with the time that was left', () => {
    setup();
    act(() => void notify.success('Hover me'));
    advance(1000);
    fireEvent.mouseEnter(region());
    advance(10_000);
    expect(screen.getByText('Hover me')).toBeInTheDocument();
    fireEvent.mouseLeave(region());
    advance(1990);
    expect(screen.getByText('Hover me')).toBeInTheDocument();
    advance(20);
    expect(screen.queryByText('Hover me')).not.toBeInTheDocument();
  });

  it('pauses while the window has lost focus', () => {
    setup();
    act(() => void notify.error('Blurred'));
    advance(500);
    fireEvent.blur(window);
    advance(20_000);
    expect(screen.getByText('Blurred')).toBeInTheDocument();
    fireEvent.focus(window);
    advance(2490);
    expect(screen.getByText('Blurred')).toBeInTheDocument();
    advance(20);
    expect(screen.queryByText('Blurred')).not.toBeInTheDocument();
  });

  it('pauses while the tab is hidden', () => {
    setup();
    const visibility = jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    act(() => void notify.info('Hidden tab'));
    fireEvent(document, new Event('visibilitychange'));
    advance(20_000);
    expect(screen.getByText('Hidden tab')).toBeInTheDocument();
    visibility.mockReturnValue('visible');
    fireEvent.focus(window);
    advance(3010);
    expect(screen.queryByText('Hidden tab')).not.toBeInTheDocument();
    visibility.mockRestore();
  });

  it('stays paused while either hover or window blur holds it', () => {
    setup();
    act(() => void notify.success('Both'));
    fireEvent.mouseEnter(region());
    fireEvent.blur(window);
    fireEvent.mouseLeave(region());
    advance(10_000);
    expect(screen.getByText('Both')).toBeInTheDocument();
    fireEvent.focus(window);
    advance(3010);
    expect(screen.queryByText('Both')).not.toBeInTheDocument();
  });
});

describe('keyboard', () => {
  it('Alt+T moves focus to the notifications, which stay while focused', async () => {
    const { user } = setup();
    const before = document.createElement('button');
    document.body.appendChild(before);
    before.focus();
    act(() => void notify.success('Focus me'));

    await user.keyboard('{Alt>}t{/Alt}');

    expect(toastFor('Focus me')).toHaveFocus();
    expect(region()).toContainElement(document.activeElement as HTMLElement);
    advance(10_000);
    expect(screen.getByText('Focus me')).toBeInTheDocument();
    before.remove();
  });

  it('Alt+T focuses the region itself when there is no toast', async () => {
    const { user } = setup();
    await user.keyboard('{Alt>}t{/Alt}');
    expect(region()).toHaveFocus();
  });

  it('a plain "t" does not move focus', async () => {
    const { user } = setup();
    act(() => void notify.success('Stay'));
    await user.keyboard('t');
    expect(region()).not.toContainElement(document.activeElement as HTMLElement);
  });
});

describe('drag to dismiss', () => {
  // jsdom has no PointerEvent: a minimal one carrying pointerId and the mouse coordinates.
  beforeAll(() => {
    if (!('PointerEvent' in window)) {
      class PointerEventShim extends MouseEvent {
        pointerId: number;
        constructor(type: string, init: PointerEventInit = {}) {
          super(type, init);
          this.pointerId = init.pointerId ?? 0;
        }
      }
      Object.defineProperty(window, 'PointerEvent', { value: PointerEventShim, configurable: true });
    }
  });
  function withWidth(el: HTMLElement, width: number) {
    el.getBoundingClientRect = () =>
      ({ width, height: 60, top: 0, left: 0, right: width, bottom: 60, x: 0, y: 0, toJSON: () => ({}) }) as DOMRect;
    return el;
  }

  it('dismisses a toast dragged past 80 % of its width', () => {
    setup();
    act(() => void notify.success('Swipe me'));
    const item = withWidth(toastFor('Swipe me'), 300);
    fireEvent.pointerDown(item, { clientX: 100, button: 0, pointerId: 1 });
    fireEvent.pointerMove(item, { clientX: 250, pointerId: 1 });
    expect(item.style.transform).toBe('translateX(150px)');
    fireEvent.pointerUp(item, { clientX: 345, pointerId: 1 });
    expect(screen.queryByText('Swipe me')).not.toBeInTheDocument();
  });

  it('snaps back when released before 80 %', () => {
    setup();
    act(() => void notify.success('Almost'));
    const item = withWidth(toastFor('Almost'), 300);
    fireEvent.pointerDown(item, { clientX: 100, button: 0, pointerId: 1 });
    fireEvent.pointerMove(item, { clientX: 330, pointerId: 1 });
    fireEvent.pointerUp(item, { clientX: 330, pointerId: 1 });
    expect(screen.getByText('Almost')).toBeInTheDocument();
    expect(toastFor('Almost').style.transform).toBe('');
  });

  it('works leftwards too', () => {
    setup();
    act(() => void notify.info('Left'));
    const item = withWidth(toastFor('Left'), 200);
    fireEvent.pointerDown(item, { clientX: 300, button: 0, pointerId: 7 });
    fireEvent.pointerUp(item, { clientX: 130, pointerId: 7 });
    expect(screen.queryByText('Left')).not.toBeInTheDocument();
  });
});

describe('toasts and page changes', () => {
  it("drops the last page's toasts when the page changes, and keeps one raised by the move itself", () => {
    setup();
    act(() => void notify.error('Could not load the page you left'));
    advance(1500);
    act(() => void notify.success('Saved, now on the next page'));
    act(() => pageChanged());
    advance(400); // the dismiss animation
    expect(screen.queryByText('Could not load the page you left')).not.toBeInTheDocument();
    expect(screen.getByText('Saved, now on the next page')).toBeInTheDocument();
  });

  it('keeps toasts when nothing navigates', () => {
    setup();
    act(() => void notify.info('Still here'));
    advance(1500);
    expect(screen.getByText('Still here')).toBeInTheDocument();
  });
});
