import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { tokens } from '../../../lib/tokens';
import { json, renderRoutes, stubFetch } from '../../../test/utils';
import { BookmarkButton } from './bookmark-button';

const A = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
const B = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb';
const ME = { _id: 'u1', first_name: 'K', last_name: 'A', email: 'k@example.com', roles: ['user'] };

function Two() {
  return (
    <>
      <BookmarkButton kind="post" id={A} />
      <BookmarkButton kind="post" id={B} />
    </>
  );
}
const routes = [
  { path: '/', Component: Two },
  { path: '/login', Component: () => <h1>Log in</h1> },
];
const buttons = () => screen.getAllByTestId('bookmark-button');

afterEach(() => tokens.clear());

describe('BookmarkButton', () => {
  it("asks once for a page's items, shows each state, saves and removes (aria-pressed, one size)", async () => {
    tokens.set('a', 'r');
    let release: () => void = () => {};
    const answered = new Promise<void>((r) => {
      release = r;
    });
    const fetch = stubFetch((url, init) => {
      if (url === '/api/user/loggedIn') return json(200, ME);
      if (url.startsWith('/api/bookmarks/state')) return answered.then(() => json(200, { kind: 'post', saved: [B] }));
      if (url === '/api/bookmarks' && init.method === 'POST') return json(201, {});
      if (url === `/api/bookmarks/post/${B}` && init.method === 'DELETE') return json(200, { message: 'ok' });
      return undefined;
    });
    renderRoutes(routes, ['/']);
    // Drawn, but invisible, until the saved state is known: nothing moves and no wrong state shows.
    await waitFor(() =>
      expect(fetch.mock.calls.some(([u]) => String(u).startsWith('/api/bookmarks/state'))).toBe(true),
    );
    expect(buttons().every((b) => b.className.includes('invisible') && b.className.includes('w-[5.75rem]'))).toBe(true);
    release();
    await waitFor(() => expect(buttons()[1]!.getAttribute('aria-pressed')).toBe('true'));
    const stateCalls = fetch.mock.calls.filter(([u]) => String(u).startsWith('/api/bookmarks/state'));
    expect(stateCalls.map(([u]) => u)).toEqual([`/api/bookmarks/state?kind=post&ids=${A}%2C${B}`]);
    expect(buttons().some((b) => b.className.includes('invisible'))).toBe(false);
    expect(buttons().map((b) => b.textContent)).toEqual(['Save', 'Saved']);
    expect(buttons()[0]!.getAttribute('aria-pressed')).toBe('false');

    fireEvent.click(buttons()[0]!);
    await waitFor(() => expect(buttons()[0]!.textContent).toBe('Saved'));
    const post = fetch.mock.calls.find(([u, i]) => u === '/api/bookmarks' && i?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ kind: 'post', id: A });

    fireEvent.click(buttons()[1]!);
    await waitFor(() => expect(buttons()[1]!.getAttribute('aria-pressed')).toBe('false'));
    expect(buttons()[1]!.textContent).toBe('Save');
  });

  it('a visitor sees Save, which leads to /login; nothing is asked of the API', async () => {
    const fetch = stubFetch(() => undefined);
    renderRoutes(routes, ['/']);
    await waitFor(() => expect(buttons()[0]!.className.includes('invisible')).toBe(false));
    expect(buttons()[0]!.textContent).toBe('Save');
    fireEvent.click(buttons()[0]!);
    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeTruthy();
    expect(fetch.mock.calls.some(([u]) => String(u).startsWith('/api/bookmarks'))).toBe(false);
  });
});
