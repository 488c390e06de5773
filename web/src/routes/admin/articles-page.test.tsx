import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { anArticle } from '../../features/articles/test-fixtures';
import { json, renderRoutes, stubFetch } from '../../test/utils';
import AdminArticlesPage, { FEATURED_FAILED } from './articles-page';

const ADMIN = { _id: 'admin', first_name: 'Ad', last_name: 'Min', email: 'a@x.co', roles: ['admin'] };
const rows = [
  anArticle({ _id: 'a1', title: 'First' }),
  anArticle({ _id: 'a2', title: 'Second', articleType: 'community', clubId: 'club-9', status: 'pending' }),
];

function stub(patch: (id: string, body: unknown) => Response) {
  localStorage.setItem('authToken', 'token');
  return stubFetch((url, init) => {
    if (url === '/api/user/loggedIn') return json(200, ADMIN);
    if (url.startsWith('/api/article?')) return json(200, rows, { 'X-Total-Count': '2' });
    if (url.startsWith('/api/category')) return json(200, []);
    const m = /^\/api\/article\/([\w-]+)$/.exec(url);
    if (m && init.method === 'PATCH') return patch(m[1]!, JSON.parse(String(init.body)));
    return undefined;
  });
}

describe('admin articles page', () => {
  it('applies the featured switch locally after the PATCH succeeds, without reloading the list', async () => {
    const fetch = stub((id) => json(200, { ...rows.find((r) => r._id === id), featured: 'true' }));
    renderRoutes([{ path: '/', element: <AdminArticlesPage /> }]);
    const sw = await screen.findByRole('switch', { name: 'Featured: First' });
    expect(screen.getByText('Club ID: club-9')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Type' })).toBeTruthy();
    expect(sw.getAttribute('aria-checked')).toBe('false');
    const listCalls = () => fetch.mock.calls.filter(([u]) => u.startsWith('/api/article?')).length;
    const before = listCalls();
    fireEvent.click(sw);
    await vi.waitFor(() =>
      expect(screen.getByRole('switch', { name: 'Featured: First' }).getAttribute('aria-checked')).toBe('true'),
    );
    const patch = fetch.mock.calls.find(([, i]) => i.method === 'PATCH')!;
    expect(patch[0]).toBe('/api/article/a1');
    expect(JSON.parse(String(patch[1].body))).toEqual({ featured: true });
    expect(listCalls()).toBe(before);
    expect(screen.getByRole('switch', { name: 'Featured: Second' }).getAttribute('aria-checked')).toBe('false');
  });

  it('keeps the switch and shows the message when the PATCH fails', async () => {
    stub(() => json(500, { statusCode: 500, error: 'x', message: 'x' }));
    renderRoutes([{ path: '/', element: <AdminArticlesPage /> }]);
    fireEvent.click(await screen.findByRole('switch', { name: 'Featured: First' }));
    expect((await screen.findByTestId('toast')).textContent).toContain(FEATURED_FAILED);
    expect(screen.getByRole('switch', { name: 'Featured: First' }).getAttribute('aria-checked')).toBe('false');
  });
});
