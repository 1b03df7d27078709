import { act, render, screen } from '@testing-library/react';
import { WhenNear } from '@/shared/ui';

// jsdom has no IntersectionObserver: a stand-in records what is observed and lets the test say
// when it comes near the viewport.
class StandInObserver {
  static last: StandInObserver | null = null;
  observed: Element[] = [];
  disconnected = false;
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options?: IntersectionObserverInit,
  ) {
    StandInObserver.last = this;
  }
  observe(el: Element) {
    this.observed.push(el);
  }
  disconnect() {
    this.disconnected = true;
  }
  report(isIntersecting: boolean) {
    const entry = { isIntersecting, target: this.observed[0] } as IntersectionObserverEntry;
    this.callback([entry], this as unknown as IntersectionObserver);
  }
}

afterEach(() => {
  delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
  StandInObserver.last = null;
});

describe('WhenNear', () => {
  it('renders its children only once their place comes within the margin of the viewport, and keeps them', () => {
    (window as { IntersectionObserver?: unknown }).IntersectionObserver = StandInObserver;
    render(
      <WhenNear margin={500}>
        <p>Far below</p>
      </WhenNear>,
    );
    const observer = StandInObserver.last!;
    expect(screen.queryByText('Far below')).not.toBeInTheDocument();
    expect(observer.options?.rootMargin).toBe('500px 0px');
    expect(observer.observed).toHaveLength(1);

    act(() => observer.report(false));
    expect(screen.queryByText('Far below')).not.toBeInTheDocument();

    act(() => observer.report(true));
    expect(screen.getByText('Far below')).toBeInTheDocument();
    expect(observer.disconnected).toBe(true);
  });

  it('renders at once where there is no IntersectionObserver', () => {
    render(
      <WhenNear>
        <p>Far below</p>
      </WhenNear>,
    );
    expect(screen.getByText('Far below')).toBeInTheDocument();
  });
});
