import { ImageOff } from 'lucide-react';
import { useState } from 'react';

/**
 * The one image component: lazy unless `eager`, its box size fixed by width and height (no layout shift), and
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
      <div role="img" aria-label={alt} className={`flex flex-col items-center justify-center gap-1 bg-slate-100 text-sm text-muted ${className}`}>
        <ImageOff aria-hidden className="h-6 w-6" />
        No Image
      </div>
    );
  }
  return (
    <img
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      onError={() => setBroken(true)}
      className={`bg-slate-100 object-cover ${className}`}
    />
  );
}
