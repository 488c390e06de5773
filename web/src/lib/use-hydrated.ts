import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False while the server renders and while the browser hydrates that HTML, true once React has taken over.
 * What cannot work before then (buttons, anything that depends on the signed-in user) waits for it.
 */
export const useHydrated = () =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );

/** Set when the first page came from the server: its query data is the anonymous visitor's. */
export const serverRender = { hydratedData: false };
