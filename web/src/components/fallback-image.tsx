import { ImageOff } from 'lucide-react';
import { useState } from 'react';
import { t } from '../lib/i18n';

/** Width of the smaller copy the server keeps of wide uploads (server/plugins/uploads.ts SMALL_WIDTH). */
const SMALL_WIDTH = 640;

/** Uploads named `<id>-w<width>.webp` wider than the small copy come in two sizes: the browser picks. */
export function srcSetOf(src: string): string | undefined {
  const m = /^(.*)-w(\d+)\.webp$/.exec(src);
  if (!m || Number(m[2]) <= SMALL_WIDTH * 1.25) return undefined;
  return `${m[1]}-w${SMALL_WIDTH}.webp ${SMALL_WIDTH}w, ${src} ${m[2]}w`;
}

/**
 * The one image component: lazy unless `eager` (the page's largest image: eager and fetched first), its box size fixed by width and height (no layout shift), and
 * a 'No Image' placeholder when there is no address or the image fails to load.
 */
export function FallbackImage({
  src,
  alt,
  width,
  height,
  eager = false,
  className = '',
}: {
  src: string | null | undefined;
  alt: string;
  width: number;
  height: number;
  eager?: boolean;
  className?: string;
}) {
  const [broken, setBroken] = useState(false);
  if (!src || broken) {
    return (
      <div
        role="img"
        aria-label={alt}
        className={`flex flex-col items-center justify-center gap-1 bg-slate-100 text-sm text-muted ${className}`}
      >
        <ImageOff aria-hidden className="h-6 w-6" />
        {t('No Image')}
      </div>
    );
  }
  return (
    <img
      src={src}
      srcSet={srcSetOf(src)}
      sizes={`(max-width: ${width}px) 100vw, ${width}px`}
      alt={alt}
      width={width}
      height={height}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : undefined}
      decoding="async"
      onError={() => setBroken(true)}
      className={`bg-slate-100 object-cover ${className}`}
    />
  );
}
