import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithMantine } from '../../../test/render-with-providers';
import { ScrollToTopButton } from './scroll-to-top-button';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function renderInScroller() {
  renderWithMantine(
    <div data-testid="scroller" style={{ overflow: 'auto', height: 100 }}>
      <div style={{ height: 1000 }}>content</div>
      <ScrollToTopButton />
    </div>,
  );
  const scroller = screen.getByTestId('scroller');
  const scrollTo = vi.fn();
  scroller.scrollTo = scrollTo as unknown as typeof scroller.scrollTo;
  const scrollBy = (top: number) => {
    scroller.scrollTop = top;
    fireEvent.scroll(scroller);
  };
  return { scrollBy, scrollTo };
}

describe('ScrollToTopButton (spec §2)', () => {
  it('listens only after 2 s, appears past 20 px, scrolls the dialog back to the top', () => {
    const { scrollBy, scrollTo } = renderInScroller();
    scrollBy(200);
    expect(screen.queryByRole('button', { name: 'Scroll to top' })).toBeNull();
    act(() => vi.advanceTimersByTime(2000));
    scrollBy(20);
    expect(screen.queryByRole('button', { name: 'Scroll to top' })).toBeNull();
    scrollBy(21);
    fireEvent.click(screen.getByRole('button', { name: 'Scroll to top' }));
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
    scrollBy(0);
    expect(screen.queryByRole('button', { name: 'Scroll to top' })).toBeNull();
  });
});
