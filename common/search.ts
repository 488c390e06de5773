import { fill, msg } from './i18n';
/**
 * Search (issue 18): one search over articles, communities, posts, events, programs, startups and opportunities.
 * The kinds, the `type` filter, the limits, and the pure rules the server and the web app share: how a text is
 * folded for matching (the same as the database's `search_fold`, migration 0015), the words of a query, and the
 * highlighted excerpt.
 */

/** What a result is. */
export const SEARCH_KINDS = ['article', 'community', 'post', 'event', 'program', 'startup', 'opportunity'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

/** The `type` filter (the page's tabs): one kind's plural, or all. */
export const SEARCH_KIND_TYPES = [
  'articles',
  'communities',
  'posts',
  'events',
  'programs',
  'startups',
  'opportunities',
] as const;
export type SearchKindType = (typeof SEARCH_KIND_TYPES)[number];
export const SEARCH_TYPES = ['all', ...SEARCH_KIND_TYPES] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];

export const SEARCH_TYPE_KIND: Record<SearchKindType, SearchKind> = {
  articles: 'article',
  communities: 'community',
  posts: 'post',
  events: 'event',
  programs: 'program',
  startups: 'startup',
  opportunities: 'opportunity',
};

/** Longest `q` accepted (400 beyond it). */
export const SEARCH_Q_MAX = 200;
/** Shortest query searched: a shorter one (after trimming) answers an empty list, not an error. */
export const SEARCH_Q_MIN = 2;
/** Most words of a query used (the rest are ignored). */
export const SEARCH_WORDS_MAX = 8;
/**
 * Most results of one kind a search answers and counts: the kind's newest 100 matches, best first. A word found in
 * thousands of rows is searched in the newest of them rather than in all (server/features/search/plan.ts); a tab
 * whose count reaches it shows '100+'.
 */
export const SEARCH_KIND_MAX = 100;
/** Longest excerpt, in characters of the plain text (before escaping and marks). */
export const SEARCH_EXCERPT_CHARS = 200;

export const SEARCH_MESSAGES = {
  unknownType: (type: unknown) => `Unknown type '${String(type)}': type is one of ${SEARCH_TYPES.join(', ')}.`,
  qTooLong: fill(msg('{field} must be at most {max} characters'), { field: 'q', max: SEARCH_Q_MAX }),
} as const;

export const communityPath = (id: string) => `/community/${id}`;

/**
 * Accented Latin letters and their plain forms, by base letter: lower and upper case, with the dotted-below
 * letters of Yoruba and Igbo. Æ, Œ and ẞ become æ, œ and ß here and two letters after. Typographic apostrophes
 * become the plain one. The database's `search_fold` (migration 0015) holds the same two strings (a test
 * compares them); PGlite has no unaccent extension, so translate() does the work on both databases.
 */
const FOLD_GROUPS: Array<[string, string]> = [
  ['àáâãäåāăąǎạ', 'a'],
  ['ÀÁÂÃÄÅĀĂĄǍẠ', 'a'],
  ['çćĉċč', 'c'],
  ['ÇĆĈĊČ', 'c'],
  ['ďđð', 'd'],
  ['ĎĐÐ', 'd'],
  ['èéêëēĕėęěẹẽ', 'e'],
  ['ÈÉÊËĒĔĖĘĚẸẼ', 'e'],
  ['ĝğġģ', 'g'],
  ['ĜĞĠĢ', 'g'],
  ['ĥħ', 'h'],
  ['ĤĦ', 'h'],
  ['ìíîïĩīĭįıǐị', 'i'],
  ['ÌÍÎÏĨĪĬĮİǏỊ', 'i'],
  ['ĵĴ', 'j'],
  ['ķĶ', 'k'],
  ['ĺļľŀł', 'l'],
  ['ĹĻĽĿŁ', 'l'],
  ['ñńņňǹ', 'n'],
  ['ÑŃŅŇǸ', 'n'],
  ['òóôõöøōŏőǒọ', 'o'],
  ['ÒÓÔÕÖØŌŎŐǑỌ', 'o'],
  ['ŕŗř', 'r'],
  ['ŔŖŘ', 'r'],
  ['śŝşšșṣ', 's'],
  ['ŚŜŞŠȘṢ', 's'],
  ['ţťŧț', 't'],
  ['ŢŤŦȚ', 't'],
  ['ùúûüũūŭůűųǔụ', 'u'],
  ['ÙÚÛÜŨŪŬŮŰŲǓỤ', 'u'],
  ['ŵŴ', 'w'],
  ['ýÿŷ', 'y'],
  ['ÝŸŶ', 'y'],
  ['źżž', 'z'],
  ['ŹŻŽ', 'z'],
  ['Æ', 'æ'],
  ['Œ', 'œ'],
  ['ẞ', 'ß'],
  ['’‘ʼ`´', "'"],
];
export const FOLD_FROM = FOLD_GROUPS.map(([from]) => from).join('');
export const FOLD_TO = FOLD_GROUPS.map(([from, to]) => to.repeat(from.length)).join('');
const FOLD = new Map([...FOLD_FROM].map((c, i) => [c, FOLD_TO[i]!]));

/**
 * A text as search compares it: composed (NFC), accented letters plain, æ œ ß as two letters, lowercase, and any
 * combining mark left (a tone mark over ẹ, say) removed. The database's `search_fold` does exactly this.
 */
export function foldText(s: string): string {
  return s
    .normalize('NFC')
    .replace(FOLDED, (c) => FOLD.get(c)!)
    .replace(/[æœß]/g, (c) => LIGATURES[c]!)
    .toLowerCase()
    .replace(/[\u0300-\u036f]/g, '');
}
/** Every letter FOLD changes (all in the Basic Multilingual Plane, none special in a character class). */
const FOLDED = new RegExp(`[${FOLD_FROM}]`, 'g');
const LIGATURES: Record<string, string> = { æ: 'ae', œ: 'oe', ß: 'ss' };
/**
 * The characters whose fold is longer than they are: æ œ ß and the capitals FOLD makes them (toLowerCase lengthens
 * İ alone, and FOLD folds that to i). Written out, not derived when the module loads (the browser loads it too); a
 * test derives it from the fold.
 */
export const GROWS = /[æœßÆŒẞ]/g;

/** The words of a query, folded: letters and digits only (anything else separates words), at most 8. */
export function searchWords(q: string | undefined): string[] {
  const text = q?.trim() ?? '';
  if (text.length < SEARCH_Q_MIN) return [];
  return foldText(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, SEARCH_WORDS_MAX);
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

/** A word of a text, with the apostrophes inside it ("d'Ivoire" is one, matched as d, ivoire and divoire). */
const WORD = /[\p{L}\p{N}]+(?:['’ʼ][\p{L}\p{N}]+)*/gu;

/**
 * Whether a folded word of a text matches the query word `w`, as the full-text query does (server/lib/full-text.ts
 * `searchText`): the query's last word as a prefix (it may still be being typed), any other whole or with -s.
 */
export const wordMatches = (folded: string, w: string, last: boolean) =>
  last ? folded.startsWith(w) : folded === w || folded === `${w}s`;

/** Whether a word of a text matches one of a query's words. */
function matches(word: string, words: string[]) {
  // Plain ASCII (most words) folds to its lowercase: the fold only changes other characters.
  const folded = PLAIN.test(word) ? word.toLowerCase() : foldText(word);
  const last = words.at(-1);
  const forms = folded.includes("'") ? [folded.replace(/'/g, ''), ...folded.split("'")] : [folded];
  return forms.some((f) => words.some((w) => wordMatches(f, w, w === last)));
}
const PLAIN = /^[a-zA-Z0-9']*$/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: every ASCII character but the apostrophe
const ASCII_NO_APOSTROPHE = /^[\x00-\x26\x28-\x7f]*$/;

const ALNUM = /[a-z0-9]/;
/**
 * Each run of whitespace that is not a single space: any run made one space, as `/\s+/g` would, but without
 * replacing every single space by another (a 3 KB body: ~11 µs against ~2).
 */
const SPACE_RUNS = /[^\S ]\s*| \s+/g;
/** A text with each run of whitespace one space, trimmed. */
const singleSpaced = (text: string) => text.replace(SPACE_RUNS, ' ').trim();
/** WORD in a text of ASCII without apostrophes. */
const ASCII_WORD = /[A-Za-z0-9]+/g;

/** Where the first of `words` starts a word of an ASCII text (lowercase), or -1. */
function firstWordStart(lower: string, words: string[]) {
  let first = -1;
  for (const w of words) {
    let at = lower.indexOf(w);
    while (at > 0 && ALNUM.test(lower[at - 1]!)) at = lower.indexOf(w, at + 1);
    if (at >= 0 && (first < 0 || at < first)) first = at;
  }
  return first;
}

/**
 * Where to start reading the words of a text that is not plain ASCII (NFC, single spaces) so as to find its first
 * match, or -1 when no word can match. Reading every word from the start, each folded on its own, cost ~130 µs for
 * a French body of 3 KB; this folds the text once and looks for the query words in it as plain substrings (and,
 * when it has apostrophes, in it without them: "divoire"), which every matching word's forms contain. The place
 * found is taken back by as many characters as the fold may have added before it (GROWS), then to the start of its
 * run of non-spaces: never past the first matching word, and at a place where a word starts.
 */
function firstCandidate(plain: string, words: string[]): number {
  const folded = foldText(plain);
  let at = -1;
  const earliest = (text: string) => {
    for (const w of words) {
      const i = text.indexOf(w);
      if (i >= 0 && (at < 0 || i < at)) at = i;
    }
  };
  earliest(folded);
  if (folded.includes("'")) earliest(folded.replace(/'/g, ''));
  if (at < 0) return -1;
  const start = Math.max(0, at - (plain.match(GROWS)?.length ?? 0));
  return start && plain.lastIndexOf(' ', start - 1) + 1;
}

/**
 * The excerpt of a plain text: up to SEARCH_EXCERPT_CHARS around its first matched word (from the text's start
 * when that word is near it), `…` where it was cut, every character escaped and `<mark>…</mark>` around each
 * matched word, the only markup. Undefined when no word of the text matches.
 */
export function highlight(text: string, words: string[], chars = SEARCH_EXCERPT_CHARS): string | undefined {
  let plain: string;
  let from = 0;
  // Most texts are plain ASCII without apostrophes: a word of theirs is a run of letters and digits (the ASCII
  // pattern below finds the same words as WORD, several times faster), its fold its lowercase, and one that
  // matches starts with a query word, so the words are read from the first place one starts a word (none: no
  // match, found without reading the text word by word; a long body of a result found by its title, say).
  const ascii = ASCII_NO_APOSTROPHE.test(text);
  if (ascii) {
    plain = singleSpaced(text);
    from = firstWordStart(plain.toLowerCase(), words);
    if (from < 0) return undefined;
  } else {
    plain = singleSpaced(text.normalize('NFC'));
    from = firstCandidate(plain, words);
    if (from < 0) return undefined;
  }
  const last = words.at(-1);
  const isMatch = ascii
    ? (word: string) => {
        const folded = word.toLowerCase();
        return words.some((w) => wordMatches(folded, w, w === last));
      }
    : (word: string) => matches(word, words);
  // The words are read up to the first match, then only as far as the excerpt goes (the module's own patterns:
  // this runs to its end without yielding, so their lastIndex is its alone).
  const tokens = ascii ? ASCII_WORD : WORD;
  tokens.lastIndex = from;
  let hit = tokens.exec(plain);
  while (hit && !isMatch(hit[0])) hit = tokens.exec(plain);
  if (!hit) return undefined;
  const first = hit.index;
  let start = first < chars / 3 ? 0 : first - Math.floor(chars / 4);
  if (start > 0) start = plain.indexOf(' ', start - 1) + 1 || start; // at a word's start
  let end = Math.min(plain.length, start + chars);
  if (end < plain.length) end = plain.lastIndexOf(' ', end) > first ? plain.lastIndexOf(' ', end) : end;
  const found = [hit];
  for (let m = tokens.exec(plain); m && m.index < end; m = tokens.exec(plain)) if (isMatch(m[0])) found.push(m);
  let out = start > 0 ? '…' : '';
  let at = start;
  for (const m of found) {
    const from = m.index;
    const to = from + m[0].length;
    if (from < start || to > end) continue;
    out += `${escapeHtml(plain.slice(at, from))}<mark>${escapeHtml(m[0])}</mark>`;
    at = to;
  }
  out += escapeHtml(plain.slice(at, end));
  return end < plain.length ? `${out}…` : out;
}

/** The excerpt of a result: the first of its texts with a match, else the start of the first text, escaped. */
export function excerptOf(texts: Array<string | null | undefined>, words: string[], chars = SEARCH_EXCERPT_CHARS) {
  const present = texts.filter((t): t is string => !!t?.trim());
  for (const t of present) {
    const h = highlight(t, words, chars);
    if (h !== undefined) return h;
  }
  // Only the start is shown: spaces are made single over a head long enough for it rather than a whole body (a
  // trimmed head is a prefix of the whole text's; past `chars` they agree), unless its spaces shrank it too far.
  const first = present[0] ?? '';
  const head = singleSpaced(first.slice(0, chars * 2));
  const plain = head.length > chars ? head : singleSpaced(first);
  return plain.length > chars ? `${escapeHtml(plain.slice(0, chars).trimEnd())}…` : escapeHtml(plain);
}
