import { isAdmin } from '../../../common/roles';
import { STARTUP_MESSAGES as M } from '../../../common/startups';
import type { AppContext } from '../../context';
import { T } from '../../lib/cache-tags';
import { notFound } from '../../lib/errors';
import type { AuthUser } from '../../plugins/auth';
import { presentStartup } from './presenter';
import * as q from './queries';
import * as similarQ from './similar-queries';

/** What the startups' sub-areas share (service.ts: directory and owner; claims.ts: the claim flow). */
export const present = (row: q.StartupListRow) => presentStartup(row);
export const canManage = (row: q.StartupListRow, auth?: AuthUser) =>
  !!auth && (isAdmin(auth.roles) || (row.ownerId !== null && row.ownerId === auth.id));

/** A startup the caller may see (decision 15): verified for everyone, every status for its owner and admins. */
export async function visible(ctx: AppContext, id: string, auth?: AuthUser) {
  const row = await q.findStartup(ctx.db, id);
  if (!row || (row.status !== 'verified' && !canManage(row, auth))) throw notFound(M.notFound);
  return row;
}
/** A startup in the public directory (verified), for the quick filters, follows and views. */
export async function publicStartup(ctx: AppContext, id: string) {
  const row = await similarQ.findPublicStartup(ctx.db, id);
  if (!row) throw notFound(M.notFound);
  return row;
}

/** Forgets the shared reads a write to a startup changed, and its owners' own lists. */
export async function invalidate(ctx: AppContext, id: string, ownerIds: Array<string | null | undefined> = []) {
  await ctx.cache.invalidate([
    T.startups,
    T.startup(id),
    ...ownerIds.filter((o): o is string => !!o).map(T.startupMine),
  ]);
}
