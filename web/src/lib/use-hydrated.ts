import { createContext, useContext, useSyncExternalStore } from 'react';

/**
 * The first page's hydration, run by the browser's entry (web/src/main.tsx) in a few tasks rather than one long
 * one (issue 7's TBT budget): hydrating the page, its effects, then `settled`, then the parts left for later
 * (components/hydrate-later.tsx).
 */
export const firstHydration = {
  /** While the server's HTML is being hydrated: effects wait for the next task, HydrateLater parts wait. */
  running: false,
  /** False from the start of hydration until the page has hydrated and its effects have run. */
  settled: true,
  /** Resolves when the whole first page, the parts left for later included, has hydrated. */
  complete: Promise.resolve() as Promise<void>,
};

/**
 * True inside a part of the first page that is being hydrated later (components/hydrate-later.tsx): it renders
 * as the server did (Preact does not correct attributes while hydrating), then, once hydrated, as it should.
 */
export const HydratingPart = createContext(false);

const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

/** The page has hydrated: what waited for it (buttons, the signed-in state) comes alive, in one render. */
export function settleHydration() {
  firstHydration.settled = true;
  for (const listener of listeners) listener();
}

/**
 * False while the server renders and while the browser hydrates that HTML, true once the app has taken over.
 * What cannot work before then (buttons, anything that depends on the signed-in user) waits for it.
 */
export function useHydrated() {
  const hydratingPart = useContext(HydratingPart);
  const settled = useSyncExternalStore(
    subscribe,
    () => firstHydration.settled,
    () => false,
  );
  return settled && !hydratingPart;
}

/** Set when the first page came from the server: its query data is the anonymous visitor's. */
export const serverRender = { hydratedData: false };

/** A new task, so the browser can handle a tap in between (without the 4 ms nested timeouts are held back). */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(undefined);
  });
}
