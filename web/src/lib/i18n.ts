// The web app's language (issue 20, docs/i18n.md). A page is in one language for its whole life: switching
// language loads the other language's address. So the active language and its catalogue are module state, set
// before the first render in the browser (main.tsx) and before each synchronous render pass on the server
// (entry-server.tsx), and every text is looked up with `t()` while rendering: no context, no re-render.
import { type Messages, setupI18n } from '@lingui/core';
import { DEFAULT_LOCALE, formatSafely, type Locale, localeBase, localePath, templateOf } from '../../../common/i18n';
import { pluralValues, withoutIntlPlurals } from './plurals';

// A message the catalogue lacks is its own id, the English text: the English catalogue holds only the messages
// with placeholders or plurals, which need compiling.
const i18n = setupI18n({ locale: DEFAULT_LOCALE, messages: { [DEFAULT_LOCALE]: {} }, missing: (_l, id) => id });
let active: Locale = DEFAULT_LOCALE;

/**
 * The compiled catalogues (written by `npm run i18n`): per language, a chunk with the app's entry (`app`) and one
 * per route module, loaded with that route; a chunk with nothing to compile is not written (most English ones).
 */
const chunks = import.meta.glob<{ messages: Messages }>('../locales/*/*.ts');

/** A route module's chunk: '../routes/blog/blog-page.tsx' → 'routes.blog.blog-page' (as scripts/i18n.mjs names it). */
export const routeChunk = (file: string) =>
  file
    .replace(/^\.\.\//, '')
    .replace(/^\.\//, 'app/')
    .replace(/\.tsx?$/, '')
    .replace(/\//g, '.');

async function loadChunk(locale: Locale, chunk: string) {
  const load = chunks[`../locales/${locale}/${chunk}.ts`];
  if (load) addMessages(locale, (await load()).messages);
}

/** Makes a language the one `t()` answers in; its catalogue must be loaded (loadLocale) first. */
export function activateLocale(locale: Locale) {
  active = locale;
  i18n.activate(locale);
}

/** Adds a language's compiled messages. */
export function addMessages(locale: Locale, messages: Messages) {
  // Plurals read without an Intl number formatter (lib/plurals.ts).
  for (const id in messages) messages[id] = withoutIntlPlurals(messages[id]);
  i18n.load(locale, messages);
}

/** Loads the app's messages in a language and makes it the page's (the browser, before the router starts). */
export async function loadLocale(locale: Locale) {
  await loadChunk(locale, 'app');
  activateLocale(locale);
}

/** Loads a route module's messages in the page's language, beside its code (app/router.tsx). */
export const loadRouteMessages = (file: string) => loadChunk(active, routeChunk(file));

/** The language of the page being rendered. */
export const currentLocale = (): Locale => active;
/** The router's basename for the language: '' (English) or '/fr'. */
export const currentBase = () => localeBase(active);
/** An English path in the page's language, for addresses the router does not build (mails, absolute links). */
export const localized = (path: string) => localePath(path, active);

/**
 * The text of a message in the page's language. The message's id is its English text (the specification's words,
 * in ICU MessageFormat: `{count, plural, one {# member} other {# members}}`); a message missing from the French
 * catalogue shows in English, and the i18n test fails.
 */
export function t(id: string, values?: Record<string, unknown>): string {
  if (!values && active !== DEFAULT_LOCALE && !(id in i18n.messages)) {
    // A text filled from a template (a validation message: 'email is required'), written again in the language.
    const filled = templateOf(i18n.messages, id);
    if (filled) return formatSafely((v) => i18n._(filled[0], v), filled[1]);
  }
  return formatSafely((v) => i18n._(id, v && pluralValues(v, active)), values);
}

export { msg } from '../../../common/i18n';
