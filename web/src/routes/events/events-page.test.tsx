import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { event } from '../../features/events/test-fixtures';
import { json, renderRoutes, stubFetch } from '../../test/utils';
import EventsPage from './events-page';

const routes = [{ path: '/event', Component: EventsPage }];

describe('Upcoming Events', () => {
  it('lists events; a paid one opens the payment-information modal with its instructions', async () => {
    const events = [
      event('e1', 'Demo Day', { registrationUrl: 'https://example.com/r' }),
      event('e2', 'Fundraising Bootcamp', { eventType: 'paid', paymentInstructions: 'Pay 5,000 NGN to account 123' }),
    ];
    stubFetch((url) => (url.startsWith('/api/event?') ? json(200, events, { 'X-Total-Count': '2' }) : undefined));
    renderRoutes(routes, ['/event']);
    expect(await screen.findByRole('heading', { name: 'Upcoming Events' })).toBeTruthy();
    const free = (await screen.findByText('Demo Day')).closest('li') as HTMLElement;
    expect(within(free).getByRole('link', { name: 'Register' }).getAttribute('href')).toBe('https://example.com/r');
    expect(within(free).queryByRole('button', { name: 'Payment Information' })).toBeNull();
    const paid = screen.getByText('Fundraising Bootcamp').closest('li') as HTMLElement;
    expect(within(paid).getByText('paid')).toBeTruthy();
    fireEvent.click(within(paid).getByRole('button', { name: 'Payment Information' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Pay 5,000 NGN to account 123')).toBeTruthy();
    expect(within(dialog).getByText('Fundraising Bootcamp')).toBeTruthy();
  });

  it("shows 'No Events Available' when there are none", async () => {
    stubFetch((url) => (url.startsWith('/api/event?') ? json(200, [], { 'X-Total-Count': '0' }) : undefined));
    renderRoutes(routes, ['/event']);
    expect(await screen.findByText('No Events Available')).toBeTruthy();
  });

  it("shows 'Something went wrong' with Try Again, which loads again", async () => {
    let fail = true;
    stubFetch((url) => {
      if (!url.startsWith('/api/event?')) return undefined;
      return fail ? json(500, { message: 'boom' }) : json(200, [event('e1', 'Demo Day')], { 'X-Total-Count': '1' });
    });
    renderRoutes(routes, ['/event']);
    expect(await screen.findByText('Something went wrong')).toBeTruthy();
    expect(screen.getByText('Failed to load events. Please try again later.')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('Demo Day')).toBeTruthy();
  });
});
