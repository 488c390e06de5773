import { type AnyColumn, count, max } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';

/** Which page of a list: ?page=&limit= of decision 4 (PageQuery in common/schemas/pagination.ts). */
export interface Page {
  page: number;
  limit: number;
}

/** A page of a list with the total of the whole list. */
export interface Paged<T> {
  rows: T[];
  total: number;
}

export const offsetOf = (p: Page) => (p.page - 1) * p.limit;

/**
 * The one list-plus-count: runs the page query and the count query together and answers {rows, total}.
 * `rows` gets the limit and offset; `total` answers one row with a `total` column (Drizzle's count()).
 */
export async function listPage<T>(
  page: Page,
  query: {
    rows: (limit: number, offset: number) => Promise<T[]>;
    total: () => Promise<Array<{ total: number | string }>>;
  },
): Promise<Paged<T>> {
  const [rows, [counted]] = await Promise.all([query.rows(page.limit, offsetOf(page)), query.total()]);
  return { rows, total: Number(counted?.total ?? 0) };
}

/**
 * The list-plus-count in one statement: each row of the page carries the list's total (a `total` column: a window
 * count, or a scalar subquery PostgreSQL runs once), so a page costs one round trip instead of two. A page past the
 * end has no row to carry it: `total` counts alone then (a first page with no row is an empty list).
 */
export async function pageWithTotal<T>(
  page: Page,
  query: {
    rows: (limit: number, offset: number) => Promise<Array<T & { total: number | string }>>;
    total: () => Promise<Array<{ total: number | string }>>;
  },
): Promise<Paged<T>> {
  const offset = offsetOf(page);
  const got = await query.rows(page.limit, offset);
  if (got.length) return { rows: got.map(({ total: _, ...row }) => row as T), total: Number(got[0]!.total) };
  if (!offset) return { rows: [], total: 0 };
  const [counted] = await query.total();
  return { rows: [], total: Number(counted?.total ?? 0) };
}

/**
 * How many rows a list has and their newest change (a sitemap index's entry for a kind of page): `read` selects
 * the columns it is given from the list's table and filter; one row comes back.
 */
export async function countAndNewest(
  updatedAt: AnyColumn,
  read: (columns: {
    total: ReturnType<typeof count>;
    lastmod: ReturnType<typeof max<AnyColumn>>;
  }) => Promise<Array<{ total: number; lastmod: unknown }>>,
): Promise<{ total: number; lastmod: Date | null }> {
  const [row] = await read({ total: count(), lastmod: max(updatedAt) });
  return { total: row?.total ?? 0, lastmod: (row?.lastmod as Date | null | undefined) ?? null };
}

/** Maps the rows of a page, keeping its total. */
export const mapPage = <T, U>(p: Paged<T>, fn: (row: T) => U): Paged<U> => ({ rows: p.rows.map(fn), total: p.total });

/** An ILIKE pattern matching text that contains `s` literally (%, _ and \ in it are not wildcards). */
export const escapeLike = (s: string) => `%${s.replace(/[%_\\]/g, (c) => `\\${c}`)}%`;

/** Sends a page of a list: the rows as a JSON array and the total in X-Total-Count (decision 4). */
export function sendPage<T>(reply: FastifyReply, page: Paged<T>): T[] {
  reply.header('X-Total-Count', String(page.total));
  return page.rows;
}
