import '../lib/runtime';
import { cleanup, fireEvent } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { activateLocale, addMessages } from '../lib/i18n';

// Pages are English unless a test activates French (the browser loads each route's chunk with the route).
for (const mod of Object.values(
  import.meta.glob<{ messages: import('@lingui/core').Messages }>('../locales/en/*.ts', { eager: true }),
))
  addMessages('en', mod.messages);
activateLocale('en');

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

// A browser fires `focusin`/`focusout` with every `focus`/`blur`; Preact's `onFocus`/`onBlur` listen to those (they
// bubble, like React's), while testing-library's `focus`/`blur` dispatch only the non-bubbling ones.
const { focus, blur } = fireEvent;
fireEvent.focus = (el, init) => {
  const result = focus(el, init);
  fireEvent.focusIn(el, init);
  return result;
};
fireEvent.blur = (el, init) => {
  const result = blur(el, init);
  fireEvent.focusOut(el, init);
  return result;
};

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
