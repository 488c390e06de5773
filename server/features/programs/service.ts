import { PROGRAM_MESSAGES as M } from '../../../common/programs';
import type { PageQuery } from '../../../common/schemas/pagination';
import type { CreateProgramBody, ProgramListQuery } from '../../../common/schemas/programs';
import type { AppContext } from '../../context';
import { T } from '../../lib/cache-tags';
import { notFound } from '../../lib/errors';
import { dropImages } from '../../plugins/uploads';
import { mapPage } from '../../lib/pagination';
import { presentProgram } from './presenter';
import * as q from './queries';

const IMAGE = { width: 1600, typeMessage: M.imageType } as const;

/** GET /program/featured: featured programs that are not archived, newest first (the home page carousel). */
export async function listFeatured(ctx: AppContext, page: PageQuery) {
  return mapPage(await q.listPrograms(ctx.db, { filter: 'featured', publicOnly: true }, page), presentProgram);
}

/** GET /program/admin/all: every program, newest first, with the manager's search and filter. */
export async function list(ctx: AppContext, query: ProgramListQuery) {
  return mapPage(
    await q.listPrograms(ctx.db, { filter: query.filter, search: query.search || undefined }, query),
    presentProgram,
  );
}

export async function create(ctx: AppContext, input: CreateProgramBody) {
  const { image, paymentInstructions, ...fields } = input;
  const row = await q.insertProgram(ctx.db, {
    ...fields,
    registrationUrl: fields.registrationUrl ?? null,
    // Payment instructions belong to paid programs only.
    paymentInstructions: fields.programType === 'paid' ? paymentInstructions! : null,
    image: await ctx.images.storeImage(image, IMAGE),
  });
  await ctx.cache.invalidate([T.programs]);
  return presentProgram(row);
}

/** PATCH /program/{id}/toggle-featured: flips isFeatured and answers the program. */
export async function toggleFeatured(ctx: AppContext, id: string) {
  const row = await q.toggleProgramFeatured(ctx.db, id);
  if (!row) throw notFound(M.notFound);
  await ctx.cache.invalidate([T.programs]);
  return presentProgram(row);
}

export async function remove(ctx: AppContext, id: string) {
  const deleted = await q.deleteProgram(ctx.db, id);
  if (!deleted) throw notFound(M.notFound);
  await dropImages(ctx, [deleted.image]);
  await ctx.cache.invalidate([T.programs]);
  return { message: M.deleted };
}
