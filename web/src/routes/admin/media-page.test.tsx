import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { playlist } from '../../features/events/test-fixtures';
import { json, renderRoutes, stubFetch } from '../../test/utils';
import AdminMediaPage from './media-page';

const PLAYLISTS = [playlist('a', 'Startup School'), playlist('b', 'Old Talks', { isActive: false })];

function setup() {
  return stubFetch((url, init) => {
    if (url.startsWith('/api/media/admin/playlists?')) return json(200, PLAYLISTS, { 'X-Total-Count': '2' });
    if (url === '/api/media/admin/playlists' && init.method === 'POST') return json(201, playlist('c', 'New'));
    if (url === '/api/media/admin/playlists/a' && init.method === 'PATCH') return json(200, PLAYLISTS[0]);
    if (url === '/api/media/admin/playlists/b/toggle') return json(200, { ...PLAYLISTS[1], isActive: true });
    if (url === '/api/media/admin/playlists/b' && init.method === 'DELETE')
      return json(200, { message: 'Playlist deleted successfully' });
    return undefined;
  });
}
const page = () => renderRoutes([{ path: '/admin/media', Component: AdminMediaPage }], ['/admin/media']);

describe('Admin video playlists', () => {
  it('lists title and Active/Inactive; Toggle, and Delete after "Are you sure?"', async () => {
    const fetch = setup();
    page();
    const row = (await screen.findByText('Old Talks')).closest('tr') as HTMLElement;
    expect(within(row).getByText('inactive')).toBeTruthy();
    expect(within(screen.getByText('Startup School').closest('tr') as HTMLElement).getByText('active')).toBeTruthy();
    fireEvent.click(within(row).getByRole('button', { name: 'Toggle Old Talks' }));
    await waitFor(() => expect(fetch.mock.calls.some(([u]) => u === '/api/media/admin/playlists/b/toggle')).toBe(true));
    fireEvent.click(within(row).getByRole('button', { name: 'Delete Old Talks' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Are you sure?')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(fetch.mock.calls.some(([u, i]) => u === '/api/media/admin/playlists/b' && i.method === 'DELETE')).toBe(
        true,
      ),
    );
  });

  it('creates in the form view, refusing an address without a playlist', async () => {
    const fetch = setup();
    page();
    await screen.findByText('Old Talks');
    fireEvent.click(screen.getByRole('button', { name: 'Add Playlist' }));
    const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Add Playlist' }));
    submit();
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Title is required'));
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Lightcone' } });
    submit();
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('YouTube URL is required'));
    fireEvent.change(screen.getByLabelText('YouTube URL'), {
      target: { value: 'https://www.youtube.com/watch?v=abc' },
    });
    submit();
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('Please enter a YouTube playlist URL (one with list=…)'),
    );
    fireEvent.change(screen.getByLabelText('YouTube URL'), { target: { value: 'https://youtu.be/abc?list=PLxyz' } });
    submit();
    await waitFor(() =>
      expect(fetch.mock.calls.some(([u, i]) => u === '/api/media/admin/playlists' && i.method === 'POST')).toBe(true),
    );
    expect(await screen.findByText('Old Talks')).toBeTruthy();
  });

  it('edits a playlist with its fields filled in', async () => {
    const fetch = setup();
    page();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Startup School' }));
    expect((screen.getByLabelText('YouTube URL') as HTMLInputElement).value).toBe(
      'https://www.youtube.com/playlist?list=PLa',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() =>
      expect(fetch.mock.calls.some(([u, i]) => u === '/api/media/admin/playlists/a' && i.method === 'PATCH')).toBe(
        true,
      ),
    );
  });
});
