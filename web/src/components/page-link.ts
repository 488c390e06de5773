import { useLocation } from 'react-router';

/**
 * The address of another page of the current list: the same path and query parameters with `page` changed
 * (page 1 drops it). Real links, so lists can be paged without JavaScript.
 */
export function usePageHref(param = 'page'): (page: number) => string {
  const { pathname, search } = useLocation();
  return (page: number) => {
    const params = new URLSearchParams(search);
    if (page > 1) params.set(param, String(page));
    else params.delete(param);
    const qs = params.toString();
    return qs ? `${pathname}?${qs}` : pathname;
  };
}
