import { describe, expect, it } from 'vitest';
import { playlistEmbedUrl, youtubePlaylistId } from './playlists';
import { PlaylistBody } from './schemas/playlists';

const ID = 'PLx0sYbCqOb8TBPRdmBHs5Iftvv9TPboYG';

describe('youtubePlaylistId (the list= id of every YouTube address form)', () => {
  it.each([
    ['playlist', `https://www.youtube.com/playlist?list=${ID}`],
    ['watch', `https://www.youtube.com/watch?v=dQw4w9WgXcQ&list=${ID}&index=2`],
    ['mobile watch', `https://m.youtube.com/watch?list=${ID}&v=dQw4w9WgXcQ`],
    ['share', `https://youtu.be/dQw4w9WgXcQ?list=${ID}&si=abc`],
    ['embed', `https://www.youtube.com/embed/videoseries?list=${ID}`],
    ['privacy embed', `https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?list=${ID}`],
    ['no www, http, spaces', `  http://youtube.com/playlist?list=${ID} `],
  ])('%s', (_form, url) => expect(youtubePlaylistId(url)).toBe(ID));

  it.each([
    ['a video without a playlist', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ'],
    ['another site', `https://vimeo.com/playlist?list=${ID}`],
    ['a look-alike host', `https://youtube.com.evil.example/playlist?list=${ID}`],
    ['another scheme', `javascript://youtube.com/playlist?list=${ID}`],
    ['not an address', 'playlist'],
    ['a list id with odd characters', 'https://www.youtube.com/playlist?list=PL<script>'],
  ])('none for %s', (_what, url) => expect(youtubePlaylistId(url)).toBeUndefined());

  it('embeds with the widget options (loop, no mute, modest branding, no related; autoplay drives controls)', () => {
    const playing = new URL(playlistEmbedUrl(ID, true)).searchParams;
    expect(Object.fromEntries(playing)).toMatchObject({
      list: ID,
      loop: '1',
      mute: '0',
      modestbranding: '1',
      rel: '0',
      autoplay: '1',
      controls: '0',
    });
    const paused = new URL(playlistEmbedUrl(ID, false)).searchParams;
    expect([paused.get('autoplay'), paused.get('controls')]).toEqual(['0', '1']);
  });
});

describe('PlaylistBody (part 3 §5)', () => {
  const msg = (v: unknown) => PlaylistBody.safeParse(v).error?.issues[0]?.message;
  it('needs a title and a YouTube playlist address; the description is optional', () => {
    expect(PlaylistBody.parse({ title: ' Demo ', youtubeUrl: `https://youtu.be/x?list=${ID}` })).toEqual({
      title: 'Demo',
      description: undefined,
      youtubeUrl: `https://youtu.be/x?list=${ID}`,
    });
    expect(msg({ title: '', youtubeUrl: `https://youtu.be/x?list=${ID}` })).toBe('Title is required');
    expect(msg({ title: 'x', youtubeUrl: ' ' })).toBe('YouTube URL is required');
    expect(msg({ title: 'x' })).toBe('YouTube URL is required');
    expect(msg({ title: 'x', youtubeUrl: 'not a url' })).toBe('Please enter a valid URL');
    expect(msg({ title: 'x', youtubeUrl: 'https://www.youtube.com/watch?v=abc' })).toBe(
      'Please enter a YouTube playlist URL (one with list=…)',
    );
  });
});
