import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { event } from '../../features/events/test-fixtures';
import { json, renderRoutes, stubFetch } from '../../test/utils';
import EventPage from './event-page';
import EventsPage from './events-page';

const routes = [
  { path: '/event', Component: EventsPage },
  { path: '/event/:id', Component: EventPage },
];

describe('Event page', () => {
  it('shows a free event with its date, location, registration and Add to calendar links', async () => {
    const e = event('e1', 'Demo Day', { registrationUrl: 'https://example.com/r', description: 'Pitches and drinks' });
    stubFetch((url) => (url === '/api/event/e1' ? json(200, e) : undefined));
    renderRoutes(routes, ['/event/e1']);
    expect(await screen.findByRole('heading', { level: 1, name: 'Demo Day' })).toBeTruthy();
    expect(screen.getByText('Lagos')).toBeTruthy();
    expect(screen.getByText('Pitches and drinks')).toBeTruthy();
    expect(document.querySelector('time')?.getAttribute('datetime')).toBe(e.date);
    const img = screen.getByRole('img', { name: 'Demo Day' });
    expect(img.getAttribute('loading')).not.toBe('lazy');
    expect(screen.getByRole('link', { name: 'Register' }).getAttribute('href')).toBe('https://example.com/r');
    expect(screen.getByRole('link', { name: 'Add to calendar' }).getAttribute('href')).toBe('/event/e1.ics');
    expect(screen.getByRole('link', { name: 'All events' }).getAttribute('href')).toBe('/event');
    expect(screen.queryByRole('button', { name: 'Payment Information' })).toBeNull();
    await new Promise((r) => setTimeout(r, 0));
    expect(document.title).toContain('Demo Day');
  });

  it('opens the payment modal for a paid event', async () => {
    const e = event('e2', 'Bootcamp', { eventType: 'paid', paymentInstructions: 'Pay 5,000 NGN to account 123' });
    stubFetch((url) => (url === '/api/event/e2' ? json(200, e) : undefined));
    renderRoutes(routes, ['/event/e2']);
    fireEvent.click(await screen.findByRole('button', { name: 'Payment Information' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Pay 5,000 NGN to account 123')).toBeTruthy();
  });

  it("shows 'Event not found' for a missing event", async () => {
    stubFetch((url) => (url.startsWith('/api/event/') ? json(404, { message: 'Event not found' }) : undefined));
    renderRoutes(routes, ['/event/missing']);
    expect(await screen.findByText('Event not found')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'All events' })).toBeTruthy();
  });

  it('is linked from the events list, which offers the calendar feed', async () => {
    stubFetch((url) => {
      if (url.startsWith('/api/event?')) return json(200, [event('e1', 'Demo Day')], { 'X-Total-Count': '1' });
      if (url === '/api/event/e1') return json(200, event('e1', 'Demo Day'));
      return undefined;
    });
    renderRoutes(routes, ['/event']);
    expect(screen.getByRole('link', { name: 'Subscribe to the calendar' }).getAttribute('href')).toBe(
      '/event/calendar.ics',
    );
    fireEvent.click(await screen.findByRole('link', { name: 'Demo Day' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Demo Day' })).toBeTruthy();
  });
});
