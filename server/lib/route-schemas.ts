import { ErrorAnswer } from '../../common/schemas/errors';

/** Error answers a route declares besides its success (so the OpenAPI description lists them). */
export const errors = <C extends number>(...codes: C[]) =>
  Object.fromEntries(codes.map((c) => [c, ErrorAnswer])) as Record<C, typeof ErrorAnswer>;
