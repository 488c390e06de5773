import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { NEWSLETTER_MESSAGES as M } from '../../../../../common/newsletter';
import { json, renderRoutes, stubFetch } from '../../../test/utils';
import { NewsletterSection } from './newsletter-section';

const SUBSCRIBE = '/api/newsletter/subscribe';

/** The section loads the form's code when it comes near the screen: here, at once. */
class NearScreen {
  constructor(private readonly callback: (entries: { isIntersecting: boolean }[]) => void) {}
  observe() {
    queueMicrotask(() => this.callback([{ isIntersecting: true }]));
  }
  disconnect() {}
}
const render = () => {
  vi.stubGlobal('IntersectionObserver', NearScreen);
  return renderRoutes([{ path: '/', Component: NewsletterSection }]);
};
const input = () => screen.getByLabelText('Email address') as HTMLInputElement;
const button = () => screen.getByRole('button', { name: /Subscrib/ }) as HTMLButtonElement;
/** Types into the input once the form's code has loaded (the placeholder's button stays disabled until then). */
async function type(value: string) {
  await loaded();
  fireEvent.change(input(), { target: { value } });
}
// The first test also pays for transforming the form's chunk: give the dynamic import time.
const loaded = () =>
  waitFor(() => expect(screen.getByRole('form', { name: 'Newsletter signup' }).hasAttribute('data-ready')).toBe(true), {
    timeout: 15_000,
  });
const calls = (fetch: ReturnType<typeof stubFetch>) => fetch.mock.calls.filter(([u]) => u === SUBSCRIBE);

describe('home newsletter signup', () => {
  it('goes idle → submitting → thank-you, and Subscribe another email brings back an empty form', async () => {
    let answer!: (r: Response) => void;
    const fetch = stubFetch((url) =>
      url === SUBSCRIBE ? new Promise<Response>((resolve) => (answer = resolve)) : undefined,
    );
    render();
    // Blank: disabled (part 1 §5).
    await loaded();
    expect(button().disabled).toBe(true);
    await type('   ');
    expect(button().disabled).toBe(true);
    await type(' Ada@Example.com ');
    await waitFor(() => expect(button().disabled).toBe(false));
    fireEvent.click(button());
    // Submitting: busy and disabled.
    await waitFor(() => expect(button().textContent).toBe('Subscribing...'));
    expect(button().disabled).toBe(true);
    await waitFor(() => expect(calls(fetch)).toHaveLength(1));
    expect(JSON.parse(String(calls(fetch)[0]![1]!.body))).toEqual({ email: 'ada@example.com' });
    answer(json(201, { email: 'ada@example.com', message: M.checkInbox }));
    // Thank-you: says to check the inbox to confirm (double opt-in).
    const thanks = await screen.findByRole('status');
    expect(thanks.textContent).toContain(M.checkInbox);
    expect(thanks.textContent).toContain('ada@example.com');
    expect(screen.queryByLabelText('Email address')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: M.subscribeAnother }));
    expect(input().value).toBe('');
    expect(button().disabled).toBe(true);
    await waitFor(() => expect(document.activeElement).toBe(input()));
    // The first test pays for transforming the form's chunk (several seconds on a busy machine).
  }, 20_000);

  it.each([
    [400, { message: 'body/email must match format "email"' }, M.invalidEmail],
    [409, { message: 'Duplicate' }, M.alreadySubscribed],
    [429, { message: 'Too many requests, please try again later.' }, 'Too many requests, please try again later.'],
    [500, {}, M.failed],
  ])('answers %i with its message of part 1 §8', async (status, body, text) => {
    stubFetch((url) => (url === SUBSCRIBE ? json(status, { statusCode: status, ...body }) : undefined));
    render();
    await type('ada@example.com');
    await waitFor(() => expect(button().disabled).toBe(false));
    fireEvent.click(button());
    expect((await screen.findByRole('alert')).textContent).toBe(text);
    // The form stays, with what was typed, for another try.
    expect(input().value).toBe('ada@example.com');
  });

  it('refuses an address that is not one without calling the server', async () => {
    const fetch = stubFetch(() => undefined);
    render();
    await type('not-an-email');
    await waitFor(() => expect(button().disabled).toBe(false));
    fireEvent.click(button());
    expect((await screen.findByRole('alert')).textContent).toBe(M.invalidEmail);
    expect(calls(fetch)).toHaveLength(0);
    // Corrected, the message goes.
    fireEvent.change(input(), { target: { value: 'ada@example.com' } });
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });

  it('keeps what was typed into the placeholder before the form code loaded', async () => {
    stubFetch(() => undefined);
    render();
    expect(screen.getByRole('form', { name: 'Newsletter signup' }).hasAttribute('data-ready')).toBe(false);
    fireEvent.change(input(), { target: { value: 'early@example.com' } });
    await loaded();
    expect(input().value).toBe('early@example.com');
    expect(button().disabled).toBe(false);
  });

  it('loads the form when the section is first focused, before it comes near the screen', async () => {
    stubFetch(() => undefined);
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        observe() {}
        disconnect() {}
      },
    );
    renderRoutes([{ path: '/', Component: NewsletterSection }]);
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.getByRole('form', { name: 'Newsletter signup' }).hasAttribute('data-ready')).toBe(false);
    fireEvent.focusIn(input());
    await loaded();
  });
});
