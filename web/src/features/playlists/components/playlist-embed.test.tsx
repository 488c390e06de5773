import { fireEvent, render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { t } from '../../../lib/i18n';
import { PlaylistEmbed } from './playlist-embed';

// 'Play Startup School' once the catalogue is compiled.
const playName = () => t('Play {title}', { title: 'Startup School' });

// The test checks the iframe's address; happy-dom must not load YouTube.
beforeAll(() => {
  const settings = (window as unknown as { happyDOM?: { settings: { disableIframePageLoading: boolean } } }).happyDOM
    ?.settings;
  if (settings) settings.disableIframePageLoading = true;
});

describe('PlaylistEmbed', () => {
  it('shows a still poster and no iframe until Play; then the embed with its options, playing', () => {
    const { container } = render(<PlaylistEmbed playlistId="PLabc" title="Startup School" />);
    expect(container.querySelector('iframe')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: playName() }));
    const src = new URL(container.querySelector('iframe')!.getAttribute('src')!);
    expect(src.searchParams.get('list')).toBe('PLabc');
    expect(
      Object.fromEntries(
        ['loop', 'mute', 'modestbranding', 'rel', 'autoplay', 'controls'].map((k) => [k, src.searchParams.get(k)]),
      ),
    ).toEqual({
      loop: '1',
      mute: '0',
      modestbranding: '1',
      rel: '0',
      autoplay: '1',
      controls: '0',
    });
  });

  it('Pause turns autoplay off and shows the controls', () => {
    const { container } = render(<PlaylistEmbed playlistId="PLabc" title="Startup School" />);
    fireEvent.click(screen.getByRole('button', { name: playName() }));
    fireEvent.click(screen.getByRole('button', { name: 'Pause' }));
    const src = new URL(container.querySelector('iframe')!.getAttribute('src')!);
    expect(src.searchParams.get('autoplay')).toBe('0');
    expect(src.searchParams.get('controls')).toBe('1');
    expect(screen.getByRole('button', { name: 'Play' })).toBeTruthy();
  });
});
