import { cleanup, fireEvent } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// The components run on Preact (preact/compat), whose `onChange` on a text input listens to `input` events, as a
// browser fires them while typing; testing-library's `change` dispatches only `change`. A text field's change
// is both here, as in a browser.
const change = fireEvent.change;
const typed = (el: unknown): el is HTMLInputElement | HTMLTextAreaElement =>
  el instanceof HTMLTextAreaElement ||
  (el instanceof HTMLInputElement && !['checkbox', 'radio', 'file'].includes(el.type));
fireEvent.change = (el, init) => {
  const result = change(el, init);
  if (typed(el)) fireEvent.input(el);
  return result;
};

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
