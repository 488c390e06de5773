import { ImageOff } from 'lucide-react';
import { useState } from 'react';

/** A card or page image: lazy, with its box size fixed (no layout shift), and 'No Image' when missing or broken. */
export function ArticleImage({
  src,
  alt,
  width = 640,
  height = 360,
  eager = false,
  className = 'aspect-video w-full',
}: {
  src: string | null | undefined;
  alt: string;
  width?: number;
  height?: number;
  eager?: boolean;
  className?: string;
}) {
  const [broken, setBroken] = useState(false);
  if (!src || broken) {
    return (
      <div className={`flex flex-col items-center justify-center gap-1 bg-slate-100 text-sm text-muted ${className}`}>
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
      className={`object-cover ${className}`}
    />
  );
}
