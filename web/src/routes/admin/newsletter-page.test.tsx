import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  NEWSLETTER_MESSAGES as M,
  NEWSLETTER_PROGRESS_POLL_MS,
  NEWSLETTER_STATUS_MESSAGE_MS,
} from '../../../../common/newsletter';
import type { NewsletterSend, Subscriber } from '../../../../common/schemas/newsletter';
import { json, renderRoutes, stubFetch } from '../../test/utils';
import AdminNewsletterPage from './newsletter-page';

const subscriber = (id: string, email: string, status: Subscriber['status']): Subscriber => ({
  _id: id,
  email,
  status,
  suppressed: false,
  createdAt: '2026-03-04T10:00:00.000Z',
});
const send = (over: Partial<NewsletterSend> = {}): NewsletterSend => ({
  _id: 's1',
  subject: 'March digest',
  status: 'finished',
  total: 3,
  queued: 0,
  sent: 3,
  failed: 0,
  createdAt: '2026-03-05T10:00:00.000Z',
  finishedAt: '2026-03-05T10:01:00.000Z',
  ...over,
});
const SUBSCRIBERS = [subscriber('a', 'ada@example.com', 'active'), subscriber('b', 'bola@example.com', 'pending')];

const page = (path = '/admin/newsletter') =>
  renderRoutes([{ path: '/admin/newsletter', Component: AdminNewsletterPage }], [path]);
const list = (rows: unknown[]) => json(200, rows, { 'X-Total-Count': String(rows.length) });
const calls = (fetch: ReturnType<typeof stubFetch>, url: string) => fetch.mock.calls.filter(([u]) => u === url);

describe('Admin newsletter manager', () => {
  afterEach(() => vi.useRealTimers());

  it('has the three tabs in the address; Subscribers lists email, status and date with the count', async () => {
    stubFetch((url) => {
      if (url.startsWith('/api/newsletter?')) return list(SUBSCRIBERS);
      if (url.startsWith('/api/newsletter/sends?')) return list([]);
      return undefined;
    });
    const { router } = page();
    const tabs = screen.getAllByRole('tab').map((t) => [t.textContent, t.getAttribute('href')]);
    expect(tabs).toEqual([
      ['Subscribers', '/admin/newsletter'],
      ['Add Email', '/admin/newsletter?tab=add-email'],
      ['Send Newsletter', '/admin/newsletter?tab=send-newsletter'],
    ]);
    const row = (await screen.findByText('bola@example.com')).closest('tr') as HTMLElement;
    expect(within(row).getByText('pending')).toBeTruthy();
    expect(within(row).getByText('Mar 4, 2026')).toBeTruthy();
    const active = screen.getByText('ada@example.com').closest('tr') as HTMLElement;
    expect(within(active).getByText('active')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Subscribers (2)' })).toBeTruthy();

    fireEvent.click(screen.getByRole('tab', { name: 'Add Email' }));
    expect(router.state.location.search).toBe('?tab=add-email');
    expect(await screen.findByRole('heading', { name: 'Add Email' })).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Send Newsletter' }));
    expect(router.state.location.search).toBe('?tab=send-newsletter');
    expect(await screen.findByLabelText('Subject')).toBeTruthy();
    expect(await screen.findByText('No newsletters sent yet.')).toBeTruthy();
  });

  it("says 'No subscribers yet' when empty and 'Failed to fetch subscribers' on failure", async () => {
    stubFetch((url) => (url.startsWith('/api/newsletter?') ? list([]) : undefined));
    page();
    expect(await screen.findByText(M.noSubscribers)).toBeTruthy();
    stubFetch((url) => (url.startsWith('/api/newsletter?') ? json(500, {}) : undefined));
    page();
    expect((await screen.findByRole('alert')).textContent).toBe(M.fetchFailed);
  });

  it('adds an email: disabled while blank, then a success message that clears after 5 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetch = stubFetch((url) =>
      url === '/api/newsletter/manual' ? json(201, subscriber('c', 'chi@example.com', 'active')) : undefined,
    );
    page('/admin/newsletter?tab=add-email');
    const add = screen.getByRole('button', { name: 'Add Email' }) as HTMLButtonElement;
    expect(add.disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Email address'), { target: { value: '   ' } });
    expect(add.disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Email address'), { target: { value: 'chi@example.com' } });
    expect(add.disabled).toBe(false);
    fireEvent.click(add);
    expect((await screen.findByRole('status')).textContent).toBe(M.added);
    expect(JSON.parse(String(calls(fetch, '/api/newsletter/manual')[0]![1]!.body))).toEqual({
      email: 'chi@example.com',
    });
    expect((screen.getByLabelText('Email address') as HTMLInputElement).value).toBe('');
    act(() => vi.advanceTimersByTime(NEWSLETTER_STATUS_MESSAGE_MS - 100));
    expect(screen.getByText(M.added)).toBeTruthy();
    act(() => vi.advanceTimersByTime(100));
    expect(screen.queryByText(M.added)).toBeNull();
  });

  it("shows the server's message or 'Failed to add email', and the invalid-address rule", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetch = stubFetch((url) =>
      url === '/api/newsletter/manual' ? json(409, { message: M.alreadySubscribed }) : undefined,
    );
    page('/admin/newsletter?tab=add-email');
    const email = screen.getByLabelText('Email address');
    fireEvent.change(email, { target: { value: 'nope' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add Email' }));
    expect((await screen.findByRole('alert')).textContent).toBe(M.invalidEmail);
    expect(calls(fetch, '/api/newsletter/manual')).toHaveLength(0);
    fireEvent.change(email, { target: { value: 'ada@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add Email' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(M.alreadySubscribed));
    fetch.mockImplementation(async () => json(500, {}));
    fireEvent.click(screen.getByRole('button', { name: 'Add Email' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(M.addFailed));
    act(() => vi.advanceTimersByTime(NEWSLETTER_STATUS_MESSAGE_MS));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("requires subject and content, sends, and follows the send's progress until it finishes", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const running = send({
      _id: 's2',
      subject: 'April digest',
      status: 'sending',
      queued: 3,
      sent: 0,
      finishedAt: null,
    });
    let progress = running;
    let sent = false;
    const fetch = stubFetch((url, init) => {
      if (url === '/api/newsletter/send' && init.method === 'POST') {
        sent = true;
        return json(201, running);
      }
      if (url.startsWith('/api/newsletter/sends?')) return list(sent ? [progress, send()] : [send()]);
      if (url === '/api/newsletter/sends/s2') return json(200, progress);
      return undefined;
    });
    page('/admin/newsletter?tab=send-newsletter');
    expect(await screen.findByText('March digest')).toBeTruthy();
    const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Send Newsletter' }));
    fireEvent.change(screen.getByLabelText('Subject'), { target: { value: '  ' } });
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe(M.subjectContentRequired);
    fireEvent.change(screen.getByLabelText('Subject'), { target: { value: 'April digest' } });
    submit();
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(M.subjectContentRequired));
    expect(calls(fetch, '/api/newsletter/send')).toHaveLength(0);
    fireEvent.change(screen.getByLabelText('Content'), { target: { value: 'News of the month.' } });
    submit();
    expect((await screen.findByRole('status')).textContent).toBe(M.sent);
    expect(JSON.parse(String(calls(fetch, '/api/newsletter/send')[0]![1]!.body))).toEqual({
      subject: 'April digest',
      content: 'News of the month.',
      htmlContent: '',
    });

    const item = () => screen.getAllByTestId('newsletter-send')[0]!;
    await waitFor(() => expect(within(item()).getByText('April digest')).toBeTruthy());
    expect(within(item()).getByTestId('send-counts').textContent).toBe('0 sent · 0 failed · 3 queued · of 3');
    expect(item().getAttribute('data-status')).toBe('sending');
    // The progress is read again while it is sending, without reloading the page.
    progress = { ...running, queued: 1, sent: 2 };
    await act(() => vi.advanceTimersByTimeAsync(NEWSLETTER_PROGRESS_POLL_MS));
    await waitFor(() =>
      expect(within(item()).getByTestId('send-counts').textContent).toBe('2 sent · 0 failed · 1 queued · of 3'),
    );
    progress = { ...running, status: 'finished', queued: 0, sent: 2, failed: 1, finishedAt: running.createdAt };
    await act(() => vi.advanceTimersByTimeAsync(NEWSLETTER_PROGRESS_POLL_MS));
    await waitFor(() => expect(item().getAttribute('data-status')).toBe('finished'));
    expect(within(item()).getByTestId('send-counts').textContent).toBe('2 sent · 1 failed · 0 queued · of 3');
    expect(within(item()).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('3');
    // Finished: no more reads.
    const reads = calls(fetch, '/api/newsletter/sends/s2').length;
    await act(() => vi.advanceTimersByTimeAsync(NEWSLETTER_PROGRESS_POLL_MS * 3));
    expect(calls(fetch, '/api/newsletter/sends/s2')).toHaveLength(reads);
  });

  it("shows 'Failed to send newsletter' or the server's message when the send is refused", async () => {
    stubFetch((url) => {
      if (url === '/api/newsletter/send') return json(409, { message: M.noRecipients });
      if (url.startsWith('/api/newsletter/sends?')) return list([]);
      return undefined;
    });
    page('/admin/newsletter?tab=send-newsletter');
    fireEvent.change(screen.getByLabelText('Subject'), { target: { value: 'Hello' } });
    fireEvent.change(screen.getByLabelText('Content'), { target: { value: 'Body' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send Newsletter' }));
    expect((await screen.findByRole('alert')).textContent).toBe(M.noRecipients);
  });
});
