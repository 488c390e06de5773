import { sql } from 'drizzle-orm';

/**
 * The text of a full-text query of normalised words (letters and digits only: no operator can slip in), each a
 * prefix (typing 'agri' finds 'agritech'), all required. Shared by the startups' directory search and Search
 * Similar, and the site-wide search (issue 18).
 */
export const prefixText = (words: string[]) => words.map((w) => `${w}:*`).join(' & ');

/** Any of the words, each a prefix: what an excerpt marks (a result's text that holds one of them). */
export const anyPrefixText = (words: string[]) => words.map((w) => `${w}:*`).join(' | ');

/** The same as a query value of the 'simple' configuration (no stemming, no stop words). */
export const prefixQuery = (words: string[]) => sql`to_tsquery('simple', ${prefixText(words)})`;
