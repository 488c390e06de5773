import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FeaturedEvents } from '../../features/events/components/featured-events';
import { event, program } from '../../features/events/test-fixtures';
import { FeaturedPrograms } from '../../features/programs/components/featured-programs';
import { json, renderRoutes, stubFetch } from '../../test/utils';

const Home = () => (
  <>
    <FeaturedEvents />
    <FeaturedPrograms />
  </>
);
const visibleSlide = (label: string) =>
  [...screen.getByRole('region', { name: label }).querySelectorAll('[aria-roledescription="slide"]')].find(
    (s) => !(s as HTMLElement).hidden,
  )?.textContent ?? '';

describe('Home Events and Programs', () => {
  afterEach(() => vi.useRealTimers());

  it("shows 'No Featured Events' and 'No Featured Programs' when empty or failed", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    stubFetch((url) =>
      url.startsWith('/api/event/featured')
        ? json(200, [])
        : url.startsWith('/api/program/featured')
          ? json(500, {})
          : undefined,
    );
    renderRoutes([{ path: '/', Component: Home }]);
    expect(await screen.findByText('No Featured Events')).toBeTruthy();
    expect(await screen.findByText('No Featured Programs')).toBeTruthy();
  });

  it('advances events every 14 s and programs every 15 s, with dots only for more than one item', async () => {
    stubFetch((url) =>
      url.startsWith('/api/event/featured')
        ? json(200, [event('e1', 'Event One'), event('e2', 'Event Two')])
        : url.startsWith('/api/program/featured')
          ? json(200, [program('p1', 'Program One')])
          : undefined,
    );
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderRoutes([{ path: '/', Component: Home }]);
    await screen.findByText('Event One');
    await screen.findByText('Program One');
    // Only the events carousel has two items: its two dots are the only ones.
    expect(screen.getAllByRole('button', { name: /Go to slide/ })).toHaveLength(2);
    act(() => vi.advanceTimersByTime(13_000));
    expect(visibleSlide('Featured events')).toContain('Event One');
    act(() => vi.advanceTimersByTime(1_000));
    expect(visibleSlide('Featured events')).toContain('Event Two');
    act(() => vi.advanceTimersByTime(14_000));
    expect(visibleSlide('Featured events')).toContain('Event One');
    expect(visibleSlide('Featured programs')).toContain('Program One');
  });
});
