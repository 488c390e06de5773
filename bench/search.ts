/**
 * Search in `npm run bench` (issue 18): GET /api/search and /api/search/counts as a visitor and signed in
 * (BENCH_ONLY=search). Filled in by the search bench work; wired into bench/run.ts's scenarios.
 */
import type { Scenario } from './run';

export const searchScenarios: Scenario[] = [];
