import { describe, expect, it } from 'vitest';
import { BLANK_URL, isBlankHtml, PALETTE, sanitizeLinkUrl, TOOLBARS, toEmbedUrl } from './editor-config';

describe('sanitizeLinkUrl', () => {
  it('keeps http, https, mailto and tel', () => {
    for (const url of [
      'http://a.example/x',
      'https://a.example/?q=1#h',
      'mailto:me@example.com',
      'tel:+2348012345678',
      'HTTPS://A.EXAMPLE',
    ]) {
      expect(sanitizeLinkUrl(url)).toBe(url);
    }
  });
  it('keeps addresses without a scheme', () => {
    expect(sanitizeLinkUrl('example.com/page')).toBe('example.com/page');
    expect(sanitizeLinkUrl('/blog')).toBe('/blog');
  });
  it('turns any other protocol into a blank address', () => {
    for (const url of [
      'javascript:alert(1)',
      ' JavaScript:alert(1)',
      'java\tscript:alert(1)',
      'data:text/html,hi',
      'vbscript:x',
      'sms:123',
      'ftp://x',
      '',
    ]) {
      expect(sanitizeLinkUrl(url)).toBe(BLANK_URL);
    }
  });
});

describe('toEmbedUrl', () => {
  it('converts YouTube links', () => {
    expect(toEmbedUrl('https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=10')).toBe(
      'https://www.youtube.com/embed/dQw4w9WgXcQ',
    );
    expect(toEmbedUrl('youtube.com/watch?v=dQw4w9WgXcQ')).toBe('https://www.youtube.com/embed/dQw4w9WgXcQ');
    expect(toEmbedUrl('https://youtu.be/dQw4w9WgXcQ?si=abc')).toBe('https://www.youtube.com/embed/dQw4w9WgXcQ');
    expect(toEmbedUrl('https://m.youtube.com/shorts/dQw4w9WgXcQ')).toBe('https://www.youtube.com/embed/dQw4w9WgXcQ');
    expect(toEmbedUrl('https://www.youtube.com/embed/dQw4w9WgXcQ?showinfo=0')).toBe(
      'https://www.youtube.com/embed/dQw4w9WgXcQ',
    );
  });
  it('converts Vimeo links', () => {
    expect(toEmbedUrl('https://vimeo.com/76979871')).toBe('https://player.vimeo.com/video/76979871');
    expect(toEmbedUrl('vimeo.com/channels/staffpicks/76979871')).toBe('https://player.vimeo.com/video/76979871');
    expect(toEmbedUrl('https://player.vimeo.com/video/76979871/')).toBe('https://player.vimeo.com/video/76979871');
  });
  it('leaves other addresses unchanged', () => {
    expect(toEmbedUrl('https://example.com/video.mp4')).toBe('https://example.com/video.mp4');
    expect(toEmbedUrl('https://www.youtube.com/watch?v=<bad>')).toBe('https://www.youtube.com/watch?v=<bad>');
  });
});

describe('editor settings', () => {
  it('has the 35-colour palette and the three toolbars', () => {
    expect(PALETTE).toHaveLength(35);
    expect(new Set(PALETTE).size).toBe(35);
    expect(JSON.stringify(TOOLBARS.general)).toContain('strike');
    expect(JSON.stringify(TOOLBARS.community)).toContain('video');
    expect(JSON.stringify(TOOLBARS.default)).not.toContain('image');
  });
  it('treats an empty editor as blank', () => {
    expect(isBlankHtml('<p><br></p>')).toBe(true);
    expect(isBlankHtml('<p> &nbsp; </p>')).toBe(true);
    expect(isBlankHtml('<p>Hi</p>')).toBe(false);
    expect(isBlankHtml('<p><img src="data:image/png;base64,AA"></p>')).toBe(false);
  });
});
