/**
 * The platform's languages (issue 20). English is at every path of the specification; French at the same paths
 * under /fr. Pure functions shared by the server (which language a request or a page is in) and the web app.
 */
export const LOCALES = ['en', 'fr'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';
/** A visitor's choice of language, remembered by the switcher (a year). */
export const LOCALE_COOKIE = 'locale';
/** Each language's name, in that language (the switcher shows the other one). */
export const LOCALE_NAMES: Record<Locale, string> = { en: 'English', fr: 'Français' };
/** The switcher's hint, in the language it switches to (as its name is). */
export const LOCALE_SWITCH_HINTS: Record<Locale, string> = {
  en: 'Read this page in English',
  fr: 'Lire cette page en français',
};

export const isLocale = (v: unknown): v is Locale =>
  typeof v === 'string' && (LOCALES as readonly string[]).includes(v);

/** The path prefix of a language's pages: '' for English, '/fr' for French. */
export const localeBase = (locale: Locale) => (locale === DEFAULT_LOCALE ? '' : `/${locale}`);

/** A page's language and its path as the English pages name it: '/fr/blog' → fr, '/blog'; '/fr' → fr, '/'. */
export function splitLocale(pathname: string): { locale: Locale; path: string } {
  const m = /^\/([a-z]{2})(?=\/|$)(.*)$/.exec(pathname);
  if (m && m[1] !== DEFAULT_LOCALE && isLocale(m[1])) return { locale: m[1], path: m[2] || '/' };
  return { locale: DEFAULT_LOCALE, path: pathname };
}

/** The address of an English path in a language: ('/blog', 'fr') → '/fr/blog'; ('/', 'fr') → '/fr'. */
export function localePath(path: string, locale: Locale): string {
  const base = localeBase(locale);
  if (!base) return path;
  return path === '/' ? base : `${base}${path.startsWith('/') ? '' : '/'}${path}`;
}

/**
 * The language an `Accept-Language` header asks for: French only when it prefers French to English and to
 * every other language it names; anything else (no header, '*', another language first) is English.
 */
export function preferredLocale(header: string | undefined | null): Locale {
  if (!header) return DEFAULT_LOCALE;
  let best: { lang: string; q: number } | undefined;
  for (const part of header.split(',')) {
    const [tag = '', ...params] = part.trim().toLowerCase().split(';');
    if (!tag) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    if (!Number.isFinite(q) || q <= 0) continue;
    // The first of equal weights wins, as browsers list them in order of preference.
    if (!best || q > best.q) best = { lang: tag.split('-')[0]!, q };
  }
  return best && best.lang !== DEFAULT_LOCALE && isLocale(best.lang) ? best.lang : DEFAULT_LOCALE;
}

/**
 * Marks a text for the catalogue where it is declared (a constant, a default, a table of labels) without
 * translating it there: it is translated where it is shown, in that page's or that request's language.
 */
export const msg = <T extends string>(id: T): T => id;

/**
 * The English text of a message with placeholders made from live values ('{field} is required' → 'email is
 * required'), whose catalogue id stays the template (mark it: `fill(msg('{field} is required'), { field })`).
 * Such a text reaches a reader already written (a validation message in an API error, a form's error), and is
 * read back into its template and values by `templateOf` to be written in the reader's language.
 */
export const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));

const matchers = new WeakMap<object, Array<{ id: string; re: RegExp; keys: string[] }>>();

/** A filled text's template among a catalogue's ids, and its values ('email is required' → ['{field} is required', {field: 'email'}]). */
export function templateOf(catalogue: object, text: string): [string, Record<string, string>] | undefined {
  let list = matchers.get(catalogue);
  if (!list) {
    list = Object.keys(catalogue)
      .filter((id) => /\{\w+\}/.test(id) && !/\{\w+,/.test(id))
      .map((id) => {
        const keys: string[] = [];
        const source = id
          .split(/(\{\w+\})/)
          .map((part) => {
            const key = /^\{(\w+)\}$/.exec(part)?.[1];
            if (!key) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
            keys.push(key);
            return '(.+?)';
          })
          .join('');
        return { id, re: new RegExp(`^${source}$`, 's'), keys };
      });
    matchers.set(catalogue, list);
  }
  for (const { id, re, keys } of list) {
    const m = re.exec(text);
    if (m) return [id, Object.fromEntries(keys.map((k, i) => [k, m[i + 1]!]))];
  }
  return undefined;
}

/**
 * The name of a kind of content, as a search result or a saved item names it. A select message, because the
 * English words are also verbs elsewhere ('Post' on a button) and French writes the noun and the verb apart.
 */
export const KIND_NAME = msg(
  '{kind, select, article {Article} community {Community} post {Post} event {Event} program {Program} startup {Startup} opportunity {Opportunity} other {{kind}}}',
);

/** French groups thousands with a narrow no-break space (U+202F), as fr-FR's Intl does: '1 234'. */
const THIN = '\u202f';

/**
 * A number as Intl's en-US and fr-FR write a count ('1,234', '1 234'), without Intl: the first Intl number
 * formatter a page makes costs tens of milliseconds of main thread on a phone (its locale's data is loaded then).
 */
export function groupNumber(n: number, locale: Locale): string {
  const [int = '', dec] = String(Math.abs(n)).split('.');
  const fr = locale === 'fr';
  const grouped = int.replace(/\B(?=(\d{3})+(?!\d))/g, fr ? THIN : ',');
  return `${n < 0 ? '-' : ''}${grouped}${dec ? `${fr ? ',' : '.'}${dec}` : ''}`;
}

/** A character no text uses (Unicode's private use area), standing in for a backslash inside a message's values. */
const BACKSLASH = '\uE000';

/**
 * Formats a message with values without the library reading escape sequences in them: Lingui turns a literal
 * `\u0041` of its output into 'A', and a value is somebody's text (a post's title). Backslashes in string values
 * travel as a stand-in through the formatting and come back after.
 */
export function formatSafely(format: (values?: Record<string, unknown>) => string, values?: Record<string, unknown>) {
  if (!values) return format(values);
  let guarded = false;
  const safe: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(values)) {
    if (typeof v === 'string' && v.includes('\\')) {
      guarded = true;
      safe[k] = v.replaceAll('\\', BACKSLASH);
    } else safe[k] = v;
  }
  if (!guarded) return format(values);
  return format(safe).replaceAll(BACKSLASH, '\\');
}
