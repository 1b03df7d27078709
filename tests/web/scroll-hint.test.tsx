import { fireEvent, render, screen } from '@testing-library/react';
import { Heatmap } from '@/features/analysis/charts';

/** Sideways scrollers say there is more (data-more-left/right, drawn as a faded edge), so a phone user sees the grid goes on. */

function sized(el: HTMLElement, { scrollWidth, clientWidth }: { scrollWidth: number; clientWidth: number }) {
  Object.defineProperty(el, 'scrollWidth', { configurable: true, value: scrollWidth });
  Object.defineProperty(el, 'clientWidth', { configurable: true, value: clientWidth });
}

const rows = ['Monday', 'Tuesday'].map((label) => ({ label, cells: Array.from({ length: 24 }, (_, h) => h + 1) }));
const columns = Array.from({ length: 24 }, (_, h) => `${h}:00`);

describe('scroll hints on the heatmap', () => {
  it('marks the edges that have more beyond them, following the scroll position', () => {
    render(<Heatmap caption="Best hours (UTC)" rows={rows} columns={columns} format={(v) => `${v}×`} />);
    const scroller = screen.getByRole('region', { name: 'Best hours (UTC)' });
    expect(scroller).toHaveClass('scroll-hint');
    sized(scroller, { scrollWidth: 600, clientWidth: 300 });
    fireEvent.scroll(scroller, { target: { scrollLeft: 0 } });
    expect(scroller).toHaveAttribute('data-more-right');
    expect(scroller).not.toHaveAttribute('data-more-left');

    fireEvent.scroll(scroller, { target: { scrollLeft: 150 } });
    expect(scroller).toHaveAttribute('data-more-right');
    expect(scroller).toHaveAttribute('data-more-left');

    fireEvent.scroll(scroller, { target: { scrollLeft: 300 } });
    expect(scroller).not.toHaveAttribute('data-more-right');
    expect(scroller).toHaveAttribute('data-more-left');
  });

  it('marks nothing when everything fits', () => {
    render(<Heatmap caption="Best hours (UTC)" rows={rows} columns={columns} format={(v) => `${v}×`} />);
    const scroller = screen.getByRole('region', { name: 'Best hours (UTC)' });
    sized(scroller, { scrollWidth: 300, clientWidth: 300 });
    fireEvent(window, new Event('resize'));
    expect(scroller).not.toHaveAttribute('data-more-right');
    expect(scroller).not.toHaveAttribute('data-more-left');
  });
});
