import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Carousel } from './carousel';

const items = ['First', 'Second', 'Third'];
const renderCarousel = (list: string[]) =>
  render(
    <Carousel
      items={list}
      intervalMs={11_000}
      label="Featured posts"
      itemKey={(s) => s}
      renderItem={(s) => <p>{s}</p>}
    />,
  );
const visible = () =>
  screen
    .getAllByRole('group', { hidden: false })
    .filter((g) => g.getAttribute('aria-roledescription') === 'slide' && !g.hidden);

describe('Carousel', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('advances every 11 s and wraps to the first item', () => {
    renderCarousel(items);
    expect(visible().map((g) => g.textContent)).toEqual(['First']);
    act(() => vi.advanceTimersByTime(10_999));
    expect(visible()[0]!.textContent).toBe('First');
    act(() => vi.advanceTimersByTime(1));
    expect(visible()[0]!.textContent).toBe('Second');
    act(() => vi.advanceTimersByTime(11_000));
    expect(visible()[0]!.textContent).toBe('Third');
    act(() => vi.advanceTimersByTime(11_000));
    expect(visible()[0]!.textContent).toBe('First');
  });

  it('renders only the slide shown and the next one, however many there are', () => {
    const { container } = renderCarousel(['A', 'B', 'C', 'D', 'E']);
    const slides = () => [...container.querySelectorAll('[aria-roledescription="slide"]')].map((g) => g.textContent);
    expect(slides()).toEqual(['A', 'B', '', '', '']);
    for (let i = 0; i < 4; i++) act(() => vi.advanceTimersByTime(11_000));
    expect(slides()).toEqual(['A', '', '', '', 'E']);
  });

  it('shows dots only with more than one item, and a dot jumps to its slide', () => {
    renderCarousel(items);
    const dots = screen.getAllByRole('button', { name: /Go to slide/ });
    expect(dots).toHaveLength(3);
    fireEvent.click(dots[2]!);
    expect(visible()[0]!.textContent).toBe('Third');
    expect(dots[2]!.getAttribute('aria-current')).toBe('true');
  });

  it('has no dots and does not move with one item', () => {
    renderCarousel(['Only']);
    expect(screen.queryAllByRole('button', { name: /Go to slide/ })).toHaveLength(0);
    act(() => vi.advanceTimersByTime(33_000));
    expect(visible()[0]!.textContent).toBe('Only');
  });

  it('does not advance for a reader who prefers reduced motion; the dots still work', () => {
    const matchMedia = vi.fn((q: string) => ({
      matches: q.includes('reduce'),
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
    }));
    vi.stubGlobal('matchMedia', matchMedia);
    try {
      renderCarousel(items);
      act(() => vi.advanceTimersByTime(33_000));
      expect(visible()[0]!.textContent).toBe('First');
      fireEvent.click(screen.getAllByRole('button', { name: /Go to slide/ })[1]!);
      expect(visible()[0]!.textContent).toBe('Second');
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('renders nothing without items', () => {
    const { container } = renderCarousel([]);
    expect(container.innerHTML).toBe('');
  });
});
