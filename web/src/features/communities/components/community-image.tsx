import { useState } from 'react';

/** A community's cover image with fixed dimensions; 'No Image' when there is none or it fails to load. */
export function CommunityImage({
  src,
  alt,
  width,
  height,
  className = '',
  eager = false,
}: {
  src: string | null | undefined;
  alt: string;
  width: number;
  height: number;
  className?: string;
  eager?: boolean;
}) {
  const [failed, setFailed] = useState(false);
  if (!src || failed) {
    return (
      <div className={`flex items-center justify-center bg-brand-50 text-xs font-medium text-brand-700 ${className}`} role="img" aria-label={alt}>
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
      onError={() => setFailed(true)}
      className={`bg-brand-50 object-cover ${className}`}
    />
  );
}
