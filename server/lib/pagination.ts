import type { FastifyReply } from 'fastify';
import type { PageQuery } from '../../common/schemas/pagination';

export const offsetOf = (q: PageQuery) => (q.page - 1) * q.limit;

/** Sends a page of a list: the rows as a JSON array and the total in X-Total-Count (decision 4). */
export function sendPage<T>(reply: FastifyReply, rows: T[], total: number): T[] {
  reply.header('X-Total-Count', String(total));
  return rows;
}
