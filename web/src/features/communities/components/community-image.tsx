import { FallbackImage } from '../../../components/fallback-image';

/** A community's cover image with fixed dimensions. */
export function CommunityImage(props: {
  src: string | null | undefined;
  alt: string;
  width: number;
  height: number;
  className?: string;
  eager?: boolean;
}) {
  return <FallbackImage {...props} />;
}
