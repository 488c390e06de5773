import { useHead } from './head';

export { SITE_NAME } from './head';

/** Sets the page's title (and, on the server, the title of the HTML it sends). */
export function usePageTitle(title: string | undefined) {
  useHead({ title });
}
