import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { MyArticle } from '../../../../common/schemas/articles';
import { tokens } from '../../lib/tokens';
import { json, renderRoutes, stubFetch } from '../../test/utils';
import MyArticlesPage from './my-articles-page';

const ME = { _id: 'u1', first_name: 'Ama', last_name: 'Mensah', email: 'ama@example.com', roles: ['user'] };
const article = (
  id: string,
  title: string,
  status: MyArticle['status'],
  community = { _id: 'c1', name: 'Lagos Builders' },
) => ({
  _id: id,
  title,
  slug: title.toLowerCase().replace(/\s+/g, '-'),
  summary: `About ${title}`,
  status,
  community,
  path: `/${id}/${title.toLowerCase().replace(/\s+/g, '-')}`,
  editPath: `/community/${community._id}/edit-article/${id}`,
  createdAt: '2026-03-05T10:00:00.000Z',
  updatedAt: '2026-03-05T10:00:00.000Z',
});
const club = (id: string, name: string) => ({
  _id: id,
  name,
  description: 'Founders',
  image: null,
  status: 'approved',
  articlesCount: 0,
  memberCount: 3,
  isPrivate: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  creator: null,
});
const routes = [{ path: '/user/blog', Component: MyArticlesPage }];
afterEach(() => tokens.clear());

function setup(articles: unknown[], clubs: unknown[]) {
  tokens.set('a', 'r');
  return stubFetch((url) => {
    if (url === '/api/user/loggedIn') return json(200, ME);
    if (url.startsWith('/api/article/mine')) return json(200, articles, { 'X-Total-Count': String(articles.length) });
    if (url.startsWith('/api/club-member/my-clubs')) return json(200, clubs, { 'X-Total-Count': String(clubs.length) });
    return undefined;
  });
}

describe('My articles /user/blog', () => {
  it('lists the articles with community, status, date, Read and Edit; Write an article offers each community', async () => {
    const fetch = setup(
      [
        article('a1', 'Hiring engineers', 'pending', { _id: 'c2', name: 'Nairobi Makers' }),
        article('a2', 'Pricing SaaS', 'disapproved'),
        article('a3', 'Raising in Lagos', 'approved'),
      ],
      [club('c1', 'Lagos Builders'), club('c2', 'Nairobi Makers')],
    );
    renderRoutes(routes, ['/user/blog']);
    expect(await screen.findByRole('heading', { level: 1, name: 'My articles' })).toBeTruthy();
    const rows = await screen.findAllByTestId('my-article');
    expect(rows).toHaveLength(3);
    expect(rows.map((r) => r.querySelector('[data-status]')?.textContent)).toEqual([
      'Pending review',
      'Disapproved',
      'Approved',
    ]);
    const first = within(rows[0]!);
    expect(first.getByRole('link', { name: 'Hiring engineers' }).getAttribute('href')).toBe('/a1/hiring-engineers');
    expect(first.getByRole('link', { name: 'Read Hiring engineers' }).getAttribute('href')).toBe(
      '/a1/hiring-engineers',
    );
    expect(first.getByRole('link', { name: 'Edit Hiring engineers' }).getAttribute('href')).toBe(
      '/community/c2/edit-article/a1',
    );
    expect(first.getByRole('link', { name: 'Nairobi Makers' }).getAttribute('href')).toBe('/community/c2');
    expect(first.getByText('Mar 5, 2026')).toBeTruthy();
    expect(fetch.mock.calls.some(([u]) => String(u).startsWith('/api/article/mine?limit=20&page=1'))).toBe(true);

    const menu = await screen.findByTestId('write-article-menu');
    fireEvent.click(within(menu).getByText('Write an article'));
    expect(within(menu).getByRole('link', { name: 'Lagos Builders' }).getAttribute('href')).toBe(
      '/community/c1/create-article',
    );
    expect(within(menu).getByRole('link', { name: 'Nairobi Makers' }).getAttribute('href')).toBe(
      '/community/c2/create-article',
    );
  });

  it('with no articles says so; Write an article opens the one community the member belongs to', async () => {
    setup([], [club('c1', 'Lagos Builders')]);
    renderRoutes(routes, ['/user/blog']);
    expect(await screen.findByText("You haven't written any articles yet")).toBeTruthy();
    const links = await screen.findAllByRole('link', { name: 'Write an article' });
    expect(links.length).toBeGreaterThan(0);
    expect(links.every((l) => l.getAttribute('href') === '/community/c1/create-article')).toBe(true);
  });

  it('a member of no community is sent to the communities to join one', async () => {
    setup([], []);
    renderRoutes(routes, ['/user/blog']);
    expect(await screen.findByText("You haven't written any articles yet")).toBeTruthy();
    const links = await screen.findAllByRole('link', { name: 'Write an article' });
    expect(links.every((l) => l.getAttribute('href') === '/communities')).toBe(true);
  });

  it('says when the list fails to load', async () => {
    tokens.set('a', 'r');
    stubFetch((url) => {
      if (url === '/api/user/loggedIn') return json(200, ME);
      if (url.startsWith('/api/article/mine')) return json(500, { message: 'boom' });
      return undefined;
    });
    renderRoutes(routes, ['/user/blog']);
    expect(await screen.findByText('Failed to load your articles')).toBeTruthy();
  });
});
