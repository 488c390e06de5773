import { useEffect } from 'react';

export const SITE_NAME = 'AfriFounders';

/** Sets document.title for the current page. */
export function usePageTitle(title: string | undefined) {
  useEffect(() => {
    document.title = title ? `${title} | ${SITE_NAME}` : `${SITE_NAME} | Community for African tech founders`;
  }, [title]);
}
