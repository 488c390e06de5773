import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Community } from '../../../../common/schemas/communities';
import { statusActions } from '../../features/communities/admin-actions';
import { tokens } from '../../lib/tokens';
import { json, renderRoutes, stubFetch } from '../../test/utils';
import AdminCommunitiesPage from './communities-page';

const admin = { _id: 'a1', first_name: 'Root', last_name: 'Admin', email: 'a@x.co', roles: ['SuperAdmin'] };
const club = (id: string, status: Community['status']): Community => ({
  _id: id,
  name: `${status} club`,
  description: 'A community for founders',
  image: null,
  status,
  articlesCount: 0,
  memberCount: 2,
  isPrivate: false,
  createdAt: '2026-02-03T00:00:00.000Z',
  creator: null,
});
const CLUBS = [club('p', 'pending'), club('a', 'approved'), club('d', 'disapproved'), club('x', 'archived')];

function setup() {
  tokens.set('access', 'refresh');
  return stubFetch((url, init) => {
    if (url === '/api/user/loggedIn') return json(200, admin);
    if (url === '/api/club/count') return json(200, { total: 4, pending: 1, approved: 1, disapproved: 1, archived: 1 });
    if (url.startsWith('/api/club/get')) {
      const status = new URL(url, 'http://x').searchParams.get('status');
      const rows = status ? CLUBS.filter((c) => c.status === status) : CLUBS;
      return json(200, rows, { 'X-Total-Count': String(rows.length) });
    }
    if (init.method === 'PATCH' || init.method === 'DELETE') return json(200, CLUBS[0]);
    return undefined;
  });
}

const row = (name: string) => screen.getByText(name).closest('tr') as HTMLElement;
const actionNames = (name: string) =>
  within(row(name))
    .getAllByRole('button')
    .map((b) => b.getAttribute('aria-label') ?? b.textContent);

describe('admin communities', () => {
  it('offers the status actions of each status', () => {
    expect(statusActions('pending').map((a) => a.label)).toEqual(['Approve', 'Reject', 'Archive']);
    expect(statusActions('approved').map((a) => a.label)).toEqual(['Disapprove', 'Archive']);
    expect(statusActions('disapproved').map((a) => a.label)).toEqual(['Restore']);
    expect(statusActions('archived').map((a) => a.label)).toEqual(['Restore']);
  });

  it('shows the stats and, per row, the actions of its status plus Edit and Delete', async () => {
    setup();
    renderRoutes([{ path: '/admin/communities', Component: AdminCommunitiesPage }], ['/admin/communities']);
    await screen.findByText('pending club');
    expect(actionNames('pending club')).toEqual([
      'Approve',
      'Reject',
      'Archive',
      'Edit pending club',
      'Delete pending club',
    ]);
    expect(actionNames('approved club')).toEqual([
      'Disapprove',
      'Archive',
      'Edit approved club',
      'Delete approved club',
    ]);
    expect(actionNames('disapproved club')).toEqual(['Restore', 'Edit disapproved club', 'Delete disapproved club']);
    expect(actionNames('archived club')).toEqual(['Restore', 'Edit archived club', 'Delete archived club']);
    const stats = screen.getByText('Total').closest('dl')!;
    await waitFor(() => expect(within(stats).getAllByText('1')).toHaveLength(3));
    expect(within(stats).getByText('4')).toBeTruthy();
  });

  it('approves with PATCH {status}, and archives only after confirmation', async () => {
    const fetch = setup();
    renderRoutes([{ path: '/admin/communities', Component: AdminCommunitiesPage }], ['/admin/communities']);
    await screen.findByText('pending club');
    fireEvent.click(within(row('pending club')).getByRole('button', { name: 'Approve' }));
    await waitFor(() =>
      expect(fetch.mock.calls.some(([u, i]) => u === '/api/club/p' && i?.method === 'PATCH')).toBe(true),
    );
    const patch = fetch.mock.calls.find(([u, i]) => u === '/api/club/p' && i?.method === 'PATCH')!;
    expect(JSON.parse(String(patch[1]!.body))).toEqual({ status: 'approved' });

    fireEvent.click(within(row('approved club')).getByRole('button', { name: 'Archive' }));
    const dialog = await screen.findByRole('dialog', { name: 'Archive community?' });
    expect(fetch.mock.calls.some(([u]) => u === '/api/club/a/archive')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Archive' }));
    await waitFor(() =>
      expect(fetch.mock.calls.some(([u, i]) => u === '/api/club/a/archive' && i?.method === 'PATCH')).toBe(true),
    );
  });

  it('filters by status tab; Featured uses the approved filter like Active', async () => {
    const fetch = setup();
    renderRoutes([{ path: '/admin/communities', Component: AdminCommunitiesPage }], ['/admin/communities']);
    await screen.findByText('pending club');
    fireEvent.click(screen.getByRole('tab', { name: 'Featured' }));
    await waitFor(() => expect(screen.queryByText('pending club')).toBeNull());
    expect(screen.getByText('approved club')).toBeTruthy();
    expect(fetch.mock.calls.some(([u]) => String(u).includes('status=approved'))).toBe(true);
  });

  it('offers the current status and its allowed transitions in the edit form', async () => {
    setup();
    renderRoutes([{ path: '/admin/communities', Component: AdminCommunitiesPage }], ['/admin/communities']);
    await screen.findByText('disapproved club');
    fireEvent.click(screen.getByRole('button', { name: 'Edit disapproved club' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Community' });
    const options = within(dialog)
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(options).toEqual(['disapproved', 'approved']);
    fireEvent.change(within(dialog).getByLabelText('Community name'), { target: { value: 'ab' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Community name must be at least 3 characters');
  });

  it('asks for a name and a banner image when creating', async () => {
    const fetch = setup();
    renderRoutes([{ path: '/admin/communities', Component: AdminCommunitiesPage }], ['/admin/communities']);
    await screen.findByText('pending club');
    fireEvent.click(screen.getByRole('button', { name: 'Create Community' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Community' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create Community' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Please enter a community name');
    fireEvent.change(within(dialog).getByLabelText('Community name'), { target: { value: 'New Club' } });
    fireEvent.change(within(dialog).getByLabelText('Description'), { target: { value: 'A brand new community' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create Community' }));
    await waitFor(() => expect(within(dialog).getByRole('alert').textContent).toBe('Please upload a banner image'));
    const gif = new File(['x'], 'a.gif', { type: 'image/gif' });
    fireEvent.change(within(dialog).getByLabelText('Banner image'), { target: { files: [gif] } });
    await waitFor(() =>
      expect(within(dialog).getByRole('alert').textContent).toBe('Only PNG, JPG, and JPEG files are allowed'),
    );
    expect(fetch.mock.calls.some(([u]) => u === '/api/club/create')).toBe(false);
  });

  it('creates with one multipart body: the trimmed fields and the banner file', async () => {
    const fetch = setup();
    fetch.mockImplementation(async (url) => {
      if (url === '/api/club/create') return json(201, CLUBS[0]);
      if (url === '/api/user/loggedIn') return json(200, admin);
      if (url === '/api/club/count')
        return json(200, { total: 4, pending: 1, approved: 1, disapproved: 1, archived: 1 });
      if (String(url).startsWith('/api/club/get')) return json(200, CLUBS, { 'X-Total-Count': '4' });
      return json(404, { statusCode: 404, error: 'Not Found', message: 'Not found' });
    });
    renderRoutes([{ path: '/admin/communities', Component: AdminCommunitiesPage }], ['/admin/communities']);
    await screen.findByText('pending club');
    fireEvent.click(screen.getByRole('button', { name: 'Create Community' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Community' });
    fireEvent.change(within(dialog).getByLabelText('Community name'), { target: { value: '  New Club ' } });
    fireEvent.change(within(dialog).getByLabelText('Description'), { target: { value: 'A brand new community' } });
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
    fireEvent.change(within(dialog).getByLabelText('Banner image'), { target: { files: [big] } });
    await waitFor(() => expect(within(dialog).getByRole('alert').textContent).toBe('File size must be less than 5MB'));
    const png = new File(['png'], 'banner.png', { type: 'image/png' });
    fireEvent.change(within(dialog).getByLabelText('Banner image'), { target: { files: [png] } });
    await within(dialog).findByRole('img', { name: 'New banner preview' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create Community' }));
    await waitFor(() => expect(fetch.mock.calls.some(([u]) => u === '/api/club/create')).toBe(true));
    const body = fetch.mock.calls.find(([u]) => u === '/api/club/create')![1]!.body as FormData;
    expect(body.get('name')).toBe('New Club');
    expect(body.get('description')).toBe('A brand new community');
    expect((body.get('image') as File).name).toBe('banner.png');
  });
});
