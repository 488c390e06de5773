import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Community } from '../../../../common/schemas/communities';
import { tokens } from '../../lib/tokens';
import { json, renderRoutes, stubFetch } from '../../test/utils';
import CommunitiesPage from './communities-page';

const community = (id: string, name: string, status: Community['status'] = 'approved', memberCount = 3): Community => ({
  _id: id,
  name,
  description: `${name} description`,
  image: null,
  status,
  articlesCount: 0,
  memberCount,
  isPrivate: false,
  createdAt: '2026-01-02T10:00:00.000Z',
  creator: null,
});

const CLUBS = [community('c1', 'Fintech Founders'), community('c2', 'AgriTech Builders', 'pending', 1)];
const me = { _id: 'u1', first_name: 'Ada', last_name: 'O', email: 'ada@example.com', roles: ['user'] };

function LoginProbe() {
  const state = useLocation().state as { from: { pathname: string }; message: string } | null;
  return (
    <p>
      login from {state?.from.pathname} – {state?.message}
    </p>
  );
}

const routes = [
  { path: '/communities', Component: CommunitiesPage },
  { path: '/login', Component: LoginProbe },
];

function card(name: string) {
  return screen.getByRole('link', { name }).closest('li') as HTMLElement;
}

describe('Community Engine', () => {
  it('lists communities with member counts, a badge and a disabled Join for non-approved ones', async () => {
    stubFetch((url) => (url.startsWith('/api/club/get') ? json(200, CLUBS, { 'X-Total-Count': '2' }) : undefined));
    renderRoutes(routes, ['/communities']);
    await screen.findByText('Fintech Founders');
    expect(within(card('Fintech Founders')).getByText('3 members')).toBeTruthy();
    expect(within(card('AgriTech Builders')).getByText('1 member')).toBeTruthy();
    expect(within(card('AgriTech Builders')).getByText('pending')).toBeTruthy();
    expect(within(card('Fintech Founders')).queryByText('approved')).toBeNull();
    expect(
      (within(card('AgriTech Builders')).getByRole('button', { name: 'Join' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    expect((within(card('Fintech Founders')).getByRole('button', { name: 'Join' }) as HTMLButtonElement).disabled).toBe(
      false,
    );
    expect(screen.getByRole('link', { name: 'Fintech Founders' }).getAttribute('href')).toBe('/community/c1');
  });

  it('passes the search to the server and says when nothing matches', async () => {
    const fetch = stubFetch((url) => {
      if (!url.startsWith('/api/club/get')) return undefined;
      return url.includes('search=zzz')
        ? json(200, [], { 'X-Total-Count': '0' })
        : json(200, CLUBS, { 'X-Total-Count': '2' });
    });
    renderRoutes(routes, ['/communities']);
    await screen.findByText('Fintech Founders');
    fireEvent.change(screen.getByPlaceholderText('Search communities...'), { target: { value: 'zzz' } });
    expect(await screen.findByText('No communities found matching your search.')).toBeTruthy();
    expect(fetch.mock.calls.some(([u]) => String(u).includes('search=zzz'))).toBe(true);
  });

  it('sends an anonymous visitor to /login with the return address and the message', async () => {
    stubFetch((url) => (url.startsWith('/api/club/get') ? json(200, CLUBS, { 'X-Total-Count': '2' }) : undefined));
    renderRoutes(routes, ['/communities']);
    await screen.findByText('Fintech Founders');
    fireEvent.click(within(card('Fintech Founders')).getByRole('button', { name: 'Join' }));
    expect(await screen.findByText('login from /communities – Please log in to join this community')).toBeTruthy();
  });

  it("shows 'Joining...' while joining, then 'Joined', a success alert, and reloads my communities", async () => {
    tokens.set('access', 'refresh');
    let member = false;
    let release!: () => void;
    const joined = new Promise<void>((r) => (release = r));
    const fetch = stubFetch(async (url, init) => {
      if (url === '/api/user/loggedIn') return json(200, me);
      if (url.startsWith('/api/club/get')) return json(200, CLUBS, { 'X-Total-Count': '2' });
      if (url.startsWith('/api/club-member/i-am-a-member'))
        return json(200, member ? [{ clubId: 'c1' }] : [], { 'X-Total-Count': member ? '1' : '0' });
      if (url.startsWith('/api/club-member/my-clubs'))
        return json(200, member ? [CLUBS[0]] : [], { 'X-Total-Count': member ? '1' : '0' });
      if (url === '/api/club-member' && init.method === 'POST') {
        await joined;
        member = true;
        return json(200, { clubId: 'c1', message: 'Joined' });
      }
      return json(404, { statusCode: 404, error: 'Not Found', message: 'Not found' });
    });
    renderRoutes(routes, ['/communities']);
    await screen.findByText('Fintech Founders');
    await waitFor(() =>
      expect(fetch.mock.calls.some(([u]) => String(u).startsWith('/api/club-member/i-am-a-member'))).toBe(true),
    );
    fireEvent.click(within(card('Fintech Founders')).getByRole('button', { name: 'Join' }));
    const joining = await within(card('Fintech Founders')).findByRole('button', { name: 'Joining...' });
    expect((joining as HTMLButtonElement).disabled).toBe(true);
    release();
    expect(await within(card('Fintech Founders')).findByText('Joined')).toBeTruthy();
    expect((await screen.findByRole('status')).textContent).toContain('Successfully joined the community!');
    expect(JSON.parse(String(fetch.mock.calls.find(([u]) => u === '/api/club-member')![1]!.body))).toEqual({
      clubId: 'c1',
    });

    fireEvent.click(screen.getByRole('tab', { name: 'My Communities' }));
    expect(await screen.findByText("Communities I'm a Member Of")).toBeTruthy();
    expect(await screen.findByText('Member')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Fintech Founders' })).toBeTruthy();
  });

  it('returns the button to Join and shows the server message when joining fails', async () => {
    tokens.set('access', 'refresh');
    stubFetch((url, init) => {
      if (url === '/api/user/loggedIn') return json(200, me);
      if (url.startsWith('/api/club/get')) return json(200, CLUBS, { 'X-Total-Count': '2' });
      if (url.startsWith('/api/club-member/i-am-a-member')) return json(200, [], { 'X-Total-Count': '0' });
      if (url === '/api/club-member' && init.method === 'POST')
        return json(400, {
          statusCode: 400,
          error: 'Bad Request',
          message: 'This community is not open for joining yet.',
        });
      return undefined;
    });
    renderRoutes(routes, ['/communities']);
    await screen.findByText('Fintech Founders');
    await waitFor(() => expect(screen.queryByText('Checking')).toBeNull());
    fireEvent.click(within(card('Fintech Founders')).getByRole('button', { name: 'Join' }));
    expect((await screen.findByRole('alert')).textContent).toContain('This community is not open for joining yet.');
    expect(within(card('Fintech Founders')).getByRole('button', { name: 'Join' })).toBeTruthy();
  });

  it('shows the empty My tab and the load failure', async () => {
    tokens.set('access', 'refresh');
    stubFetch((url) => {
      if (url === '/api/user/loggedIn') return json(200, me);
      if (url.startsWith('/api/club-member/my-clubs')) return json(200, [], { 'X-Total-Count': '0' });
      if (url.startsWith('/api/club-member/i-am-a-member')) return json(200, [], { 'X-Total-Count': '0' });
      if (url.startsWith('/api/club/get')) return json(500, { statusCode: 500, error: 'x', message: 'boom' });
      return undefined;
    });
    renderRoutes(routes, ['/communities']);
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to load communities. Please try again.');
    fireEvent.click(screen.getByRole('tab', { name: 'My Communities' }));
    expect(await screen.findByText("You haven't joined any communities yet.")).toBeTruthy();
  });
});
