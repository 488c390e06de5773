import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { event } from '../../features/events/test-fixtures';
import { json, renderRoutes, stubFetch } from '../../test/utils';
import AdminEventsPage from './events-page';

const UPCOMING = [
  event('e1', 'Demo Day', { isFeatured: true }),
  event('e2', 'Bootcamp', { eventType: 'paid', paymentInstructions: 'Pay' }),
];
const PAST = [event('e3', 'Old Meetup', { date: '2020-01-01T10:00:00.000Z', isArchived: true })];

function setup() {
  return stubFetch((url) => {
    if (url === '/api/event/create') return json(201, UPCOMING[0]);
    if (url.startsWith('/api/event?')) {
      const filter = new URL(url, 'http://x').searchParams.get('filter');
      const rows = filter === 'archived' ? PAST : filter === 'free' ? [] : UPCOMING;
      return json(200, rows, { 'X-Total-Count': String(rows.length) });
    }
    return undefined;
  });
}
const page = (path = '/admin/event') => renderRoutes([{ path: '/admin/event', Component: AdminEventsPage }], [path]);

describe('Admin events manager', () => {
  it('offers feature and delete on non-archived events only; each filter has its empty text', async () => {
    setup();
    page();
    const row = (await screen.findByText('Demo Day')).closest('tr') as HTMLElement;
    expect(within(row).getByRole('button', { name: 'Unfeature Demo Day' })).toBeTruthy();
    expect(within(row).getByRole('button', { name: 'Delete Demo Day' })).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Archived' }));
    const old = (await screen.findByText('Old Meetup')).closest('tr') as HTMLElement;
    expect(within(old).getByRole('button', { name: 'View Old Meetup' })).toBeTruthy();
    expect(within(old).queryByRole('button', { name: /Feature|Delete/ })).toBeNull();
    fireEvent.click(screen.getByRole('tab', { name: 'Free' }));
    expect(await screen.findByText('No free events')).toBeTruthy();
  });

  it("shows 'Failed to fetch events' with Try again", async () => {
    stubFetch((url) => (url.startsWith('/api/event?') ? json(500, {}) : undefined));
    page();
    expect(await screen.findByText('Failed to fetch events')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('validates the create form with the messages of part 3 §5, the picker starting now', async () => {
    const fetch = setup();
    page();
    await screen.findByText('Demo Day');
    fireEvent.click(screen.getByRole('button', { name: 'Create Event' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Event' });
    const submit = () => fireEvent.click(within(dialog).getByRole('button', { name: 'Create Event' }));
    const alertText = () => within(dialog).getByRole('alert').textContent;
    const date = within(dialog).getByLabelText('Date and time') as HTMLInputElement;
    expect(new Date(date.min).getTime()).toBeGreaterThan(Date.now());
    submit();
    await waitFor(() => expect(alertText()).toBe('Please enter an event title'));
    fireEvent.change(within(dialog).getByLabelText('Title'), { target: { value: 'Pitch Night' } });
    submit();
    await waitFor(() => expect(alertText()).toBe('Please enter an event location'));
    fireEvent.change(within(dialog).getByLabelText('Location'), { target: { value: 'Nairobi' } });
    submit();
    await waitFor(() => expect(alertText()).toBe('Please select an event date'));
    fireEvent.change(date, { target: { value: '2020-01-01T10:00' } });
    submit();
    await waitFor(() => expect(alertText()).toBe('Event date cannot be in the past'));
    fireEvent.change(date, { target: { value: '2099-01-01T10:00' } });
    fireEvent.change(within(dialog).getByLabelText('Registration URL'), { target: { value: 'not a url' } });
    submit();
    await waitFor(() => expect(alertText()).toBe('Please enter a valid registration URL (http or https)'));
    fireEvent.change(within(dialog).getByLabelText('Registration URL'), { target: { value: '' } });
    fireEvent.change(within(dialog).getByLabelText('Event type'), { target: { value: 'paid' } });
    submit();
    await waitFor(() => expect(alertText()).toBe('Please select an image for the event'));
    const gif = new File(['x'], 'a.gif', { type: 'image/gif' });
    fireEvent.change(within(dialog).getByLabelText('Event image'), { target: { files: [gif] } });
    await waitFor(() => expect(alertText()).toBe('Please select a PNG or JPEG image file'));
    fireEvent.change(within(dialog).getByLabelText('Event image'), {
      target: { files: [new File(['png'], 'e.png', { type: 'image/png' })] },
    });
    submit();
    await waitFor(() => expect(alertText()).toBe('Please provide payment instructions for paid events'));
    fireEvent.change(within(dialog).getByLabelText('Payment instructions'), {
      target: { value: 'Bank transfer to 123' },
    });
    submit();
    await waitFor(() => expect(fetch.mock.calls.some(([u]) => u === '/api/event/create')).toBe(true));
    const body = fetch.mock.calls.find(([u]) => u === '/api/event/create')![1]!.body as FormData;
    expect(body.get('date')).toBe(new Date('2099-01-01T10:00').toISOString());
    expect(body.get('eventType')).toBe('paid');
    expect(body.get('paymentInstructions')).toBe('Bank transfer to 123');
    expect(await screen.findByText('Event created successfully!')).toBeTruthy();
  });

  it('shows the create failure texts by status', async () => {
    const fetch = setup();
    fetch.mockImplementation(async (url) => {
      if (url === '/api/event/create') return json(413, { statusCode: 413, error: 'Payload Too Large' });
      if (String(url).startsWith('/api/event?')) return json(200, UPCOMING, { 'X-Total-Count': '2' });
      return json(404, {});
    });
    page();
    await screen.findByText('Demo Day');
    fireEvent.click(screen.getByRole('button', { name: 'Create Event' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Event' });
    fireEvent.change(within(dialog).getByLabelText('Title'), { target: { value: 'Pitch Night' } });
    fireEvent.change(within(dialog).getByLabelText('Location'), { target: { value: 'Nairobi' } });
    fireEvent.change(within(dialog).getByLabelText('Date and time'), { target: { value: '2099-01-01T10:00' } });
    fireEvent.change(within(dialog).getByLabelText('Event image'), {
      target: { files: [new File(['png'], 'e.png', { type: 'image/png' })] },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create Event' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('alert').textContent).toBe('File size too large. Please select a smaller image.'),
    );
  });
});
