import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Playlist } from '../../../common/schemas/playlists';
import { createTestApp, type TestApp } from '../../test/app';
import { signedInAdmin, signedInUser } from '../../test/factories';

/** With the shared cache on, so that every write is seen to drop the public list. */
let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;
let member: Awaited<ReturnType<typeof signedInUser>>;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_CACHE_MS: '60000' });
  admin = await signedInAdmin(t);
  member = await signedInUser(t);
});
afterAll(() => t.close());

const LIST = 'PLx0sYbCqOb8TBPRdmBHs5Iftvv9TPboYG';
const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });
const send = (method: 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object, headers = admin.headers) =>
  t.app.inject({ method, url: `/api/media/admin/playlists${url}`, payload, headers });
const publicList = async () => (await get('/api/media/playlists')).json() as Playlist[];

describe('video playlists', () => {
  it('creates from any YouTube address form, deriving playlistId; lists active first for everyone', async () => {
    expect(await publicList()).toEqual([]);
    const first = await send('POST', '', {
      title: 'Founder Talks',
      description: 'Interviews',
      youtubeUrl: `https://www.youtube.com/playlist?list=${LIST}`,
    });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      title: 'Founder Talks',
      description: 'Interviews',
      playlistId: LIST,
      isActive: true,
    });
    const watch = await send('POST', '', {
      title: 'Demo Day',
      youtubeUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ&list=PLdemo_day-2026',
    });
    expect(watch.json()).toMatchObject({ description: '', playlistId: 'PLdemo_day-2026' });
    const share = await send('POST', '', { title: 'Shorts', youtubeUrl: 'https://youtu.be/dQw4w9WgXcQ?list=PLshorts' });
    const embed = await send('POST', '', {
      title: 'Embedded',
      youtubeUrl: 'https://www.youtube.com/embed/videoseries?list=PLembed',
    });
    expect([share.json().playlistId, embed.json().playlistId]).toEqual(['PLshorts', 'PLembed']);

    // Newest first; switching one off moves it after the active ones, and the visitors' cached list follows.
    expect((await publicList()).map((p) => p.title)).toEqual(['Embedded', 'Shorts', 'Demo Day', 'Founder Talks']);
    const off = await send('PATCH', `/${embed.json()._id}/toggle`);
    expect(off.json()).toMatchObject({ isActive: false });
    const list = await get('/api/media/playlists', member.headers);
    expect((list.json() as Playlist[]).map((p) => [p.title, p.isActive])).toEqual([
      ['Shorts', true],
      ['Demo Day', true],
      ['Founder Talks', true],
      ['Embedded', false],
    ]);
    expect(list.headers['x-total-count']).toBe('4');
    expect((await send('PATCH', `/${embed.json()._id}/toggle`)).json().isActive).toBe(true);
    expect((await publicList())[0]!.title).toBe('Embedded');
    expect(
      ((await get('/api/media/admin/playlists', admin.headers)).json() as Playlist[]).map((p) => p.title),
    ).toHaveLength(4);
  });

  it('edits with the same fields (playlistId follows the address) and deletes', async () => {
    const p = (
      await send('POST', '', { title: 'Old', youtubeUrl: `https://youtube.com/playlist?list=${LIST}` })
    ).json() as Playlist;
    const edited = await send('PATCH', `/${p._id}`, {
      title: 'New',
      description: 'Renamed',
      youtubeUrl: 'https://m.youtube.com/watch?v=x&list=PLnew',
    });
    expect(edited.json()).toMatchObject({ _id: p._id, title: 'New', description: 'Renamed', playlistId: 'PLnew' });
    expect((await publicList()).find((x) => x._id === p._id)?.title).toBe('New');
    expect((await send('DELETE', `/${p._id}`)).json()).toEqual({ message: 'Playlist deleted successfully' });
    expect((await publicList()).some((x) => x._id === p._id)).toBe(false);
    for (const res of [
      await send('DELETE', `/${p._id}`),
      await send('PATCH', `/${p._id}/toggle`),
      await send('PATCH', `/${p._id}`, { title: 'x', youtubeUrl: `https://youtu.be/a?list=${LIST}` }),
    ]) {
      expect(res.json()).toMatchObject({ statusCode: 404, message: 'Playlist not found' });
    }
  });

  it.each([
    [{ youtubeUrl: `https://youtu.be/a?list=${LIST}` }, 'Title is required'],
    [{ title: ' ', youtubeUrl: `https://youtu.be/a?list=${LIST}` }, 'Title is required'],
    [{ title: 'x' }, 'YouTube URL is required'],
    [{ title: 'x', youtubeUrl: '' }, 'YouTube URL is required'],
    [{ title: 'x', youtubeUrl: 'youtube playlist' }, 'Please enter a valid URL'],
    [
      { title: 'x', youtubeUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' },
      'Please enter a YouTube playlist URL (one with list=…)',
    ],
    [
      { title: 'x', youtubeUrl: `https://vimeo.com/showcase?list=${LIST}` },
      'Please enter a YouTube playlist URL (one with list=…)',
    ],
  ])('refuses %o: %s', async (body, message) => {
    const res = await send('POST', '', body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('keeps the manager for admins: 401 signed out, 403 for members', async () => {
    const body = { title: 'x', youtubeUrl: `https://youtu.be/a?list=${LIST}` };
    const id = '00000000-0000-4000-8000-000000000000';
    for (const headers of [{}, member.headers]) {
      const codes = [
        (await get('/api/media/admin/playlists', headers)).statusCode,
        (await send('POST', '', body, headers)).statusCode,
        (await send('PATCH', `/${id}`, body, headers)).statusCode,
        (await send('PATCH', `/${id}/toggle`, undefined, headers)).statusCode,
        (await send('DELETE', `/${id}`, undefined, headers)).statusCode,
      ];
      expect(codes).toEqual(Array(5).fill(headers === member.headers ? 403 : 401));
    }
  });
});
