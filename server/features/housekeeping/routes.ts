import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import * as service from './service';

/** No routes: the feature's periodic pruning, registered with the job queue like every feature's jobs. */
export function housekeepingRoutes(_app: FastifyInstance, ctx: AppContext) {
  service.registerJobs(ctx);
}
