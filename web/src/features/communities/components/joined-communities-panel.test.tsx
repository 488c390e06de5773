import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Community } from '../../../../../common/schemas/communities';
import { tokens } from '../../../lib/tokens';
import { json, renderRoutes, stubFetch } from '../../../test/utils';
import { JoinedCommunitiesPanel } from './joined-communities-panel';

const me = { _id: 'u1', first_name: 'Ada', last_name: 'O', email: 'ada@example.com', roles: ['user'] };
const clubs = (n: number): Community[] =>
  Array.from({ length: n }, (_, i) => ({
    _id: `c${i + 1}`,
    name: `Community ${i + 1}`,
    description: 'A community for founders',
    image: null,
    status: 'approved',
    articlesCount: 0,
    memberCount: i,
    isPrivate: false,
    createdAt: '2026-01-01T00:00:00.000Z',
    creator: null,
  }));

function setup(answer: () => Response) {
  tokens.set('access', 'refresh');
  stubFetch((url) => {
    if (url === '/api/user/loggedIn') return json(200, me);
    if (url.startsWith('/api/club-member/my-clubs')) return answer();
    return undefined;
  });
  renderRoutes(
    [
      { path: '/user', element: <JoinedCommunitiesPanel /> },
      { path: '/communities', element: <p>engine</p> },
      { path: '/community/:id', element: <p>community page</p> },
    ],
    ['/user'],
  );
}

const names = () => screen.queryAllByText(/^Community \d+$/).map((e) => e.textContent);

describe('Joined Communities panel', () => {
  it("shows the first 4 of 6 with 'View All', then all with 'Show Less'", async () => {
    setup(() => json(200, clubs(6), { 'X-Total-Count': '6' }));
    expect(await screen.findByText('Showing 4 of 6 communities')).toBeTruthy();
    expect(names()).toEqual(['Community 1', 'Community 2', 'Community 3', 'Community 4']);
    fireEvent.click(screen.getByRole('button', { name: 'View All' }));
    expect(names()).toHaveLength(6);
    expect(screen.getByText('Showing all 6 communities')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Show Less' }));
    expect(names()).toHaveLength(4);
    expect(screen.getByText('Showing 4 of 6 communities')).toBeTruthy();
  });

  it('shows all of exactly 4 without a toggle', async () => {
    setup(() => json(200, clubs(4), { 'X-Total-Count': '4' }));
    expect(await screen.findByText('Showing all 4 communities')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'View All' })).toBeNull();
    expect(screen.getByText('0 members')).toBeTruthy();
    expect(screen.getByText('1 member')).toBeTruthy();
    fireEvent.click(screen.getByText('Community 2'));
    expect(await screen.findByText('community page')).toBeTruthy();
  });

  it("shows the empty state with 'Explore Communities'", async () => {
    setup(() => json(200, [], { 'X-Total-Count': '0' }));
    expect(await screen.findByText("You haven't joined any communities yet.")).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Explore Communities' }).getAttribute('href')).toBe('/communities');
  });

  it('shows the load failure', async () => {
    setup(() => json(500, { statusCode: 500, error: 'x', message: 'boom' }));
    expect((await screen.findByRole('alert', {}, { timeout: 5000 })).textContent).toBe(
      'Failed to load your communities. Please try again.',
    );
  });
});
