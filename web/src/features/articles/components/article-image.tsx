import { FallbackImage } from '../../../components/fallback-image';

/** An article's card or page image (16:9 by default). */
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
  return <FallbackImage src={src} alt={alt} width={width} height={height} eager={eager} className={className} />;
}
