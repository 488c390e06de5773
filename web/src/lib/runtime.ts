// The browser runs Preact through preact/compat (vite.config.ts). Preact runs effects (`useEffect`) after the next
// frame, while React runs any that are pending before it handles the next click or key press. Libraries count on
// React's order: TanStack Query subscribes a component to its mutation in an effect, and a mutation started by a
// click that comes before the subscription loses its `onSuccess`/`onError` (a fast click right after a dialog
// opens). Effects here run as soon as the render that scheduled them is done, before any other event; those of
// the first page's hydration run in the next task (lib/use-hydrated.ts: its buttons are still disabled then).
import { options } from 'preact';
import { firstHydration, nextTask } from './use-hydrated';

options.requestAnimationFrame = (flush) => {
  if (firstHydration.running) void nextTask().then(flush);
  else queueMicrotask(flush);
};
