import { sql } from 'drizzle-orm';

/**
 * The text of a full-text query of normalised words (letters and digits only: no operator can slip in), each a
 * prefix (typing 'agri' finds 'agritech'), all required: the startups' directory search and Search Similar.
 */
export const prefixText = (words: string[]) => words.map((w) => `${w}:*`).join(' & ');

/** The same as a query value of the 'simple' configuration (no stemming, no stop words). */
export const prefixQuery = (words: string[]) => sql`to_tsquery('simple', ${prefixText(words)})`;

/**
 * The site search's terms (issue 18): the last word is a prefix, as it may still be being typed ('agri' finds
 * 'agritech'); every other word is whole, or its plural in -s ('startup' finds 'startups': there is no stemming).
 * The same rule marks the excerpts (common/search.ts `wordMatches`). A prefix has the GIN index gather every row
 * of every word it starts, where a whole word's rows are skipped through: a two-word search cost 15-25 % more
 * with its first word a prefix too (docs/decisions.md, stop 20).
 */
const searchTerm = (word: string, words: string[]) => (word === words.at(-1) ? `${word}:*` : `(${word} | ${word}s)`);

/** Every word required; `only`: the terms of those of the words alone (a plan's index lookup). */
export const searchText = (words: string[], only: string[] = words) =>
  only.map((w) => searchTerm(w, words)).join(' & ');

/** Any of the words: what an excerpt marks (a result's text that holds one of them). */
export const anySearchText = (words: string[]) => words.map((w) => searchTerm(w, words)).join(' | ');
