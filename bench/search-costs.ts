/**
 * `npx tsx bench/search-costs.ts`: what each of the bench's searches (bench/search.ts) costs PostgreSQL, an admin's
 * and a member's: the statement server/features/search sends (planned as the service plans it, a walk that fell
 * short remembered), run as a prepared statement on a connection with the search connections' settings, R times
 * (BENCH_COSTS_RUNS, 30); the least execution time EXPLAIN (ANALYZE, TIMING OFF) reports is printed, in ms: which
 * searches cost what, without the load generator, the app and the protocol around them. This machine's speed
 * drifts over minutes (the same code measured a mean of 0.77 and 0.92 ms two minutes apart, stop 29): compare two
 * versions by running each several times in turn, or in one process with the runs interleaved.
 *
 * The data is `bench/explain.ts`'s database (`bench_explain`: run that first), or BENCH_COSTS_URL's.
 */
import pg from 'pg';
import { SEARCH_KIND_MAX, SEARCH_KINDS, searchWords } from '../common/search';
import { type Db, openDatabase, SEARCH_SETTINGS } from '../server/db/client';
import { plansFor, walkFellShort } from '../server/features/search/plan';
import * as q from '../server/features/search/queries';
import { termsOf, viewerOf } from '../server/features/search/service';
import { capturing } from './explain-search';
import { adminUrl, withDb } from './pg';
import { ONE_WORD, TWO_WORDS } from './search';

const url = process.env.BENCH_COSTS_URL || withDb(adminUrl(), 'bench_explain');
const RUNS = Number(process.env.BENCH_COSTS_RUNS ?? 30);
const kinds = [...SEARCH_KINDS];

/** The statement of a search of `text` for `viewer`, once the plans have settled as the service's do. */
async function statementOf(db: Db, text: string, viewer: q.Viewer) {
  const words = searchWords(text);
  for (let i = 0; i < 3; i++) {
    const plans = await plansFor(db, kinds, words);
    const page = await q.search(db, kinds, termsOf(words, plans), viewer, { page: 1, limit: 20 }, plans);
    for (const [kind, found] of page.walks) if (found < SEARCH_KIND_MAX) walkFellShort(db, kind, words);
  }
  const plans = await plansFor(db, kinds, words);
  const { db: capture, sent } = capturing();
  await q.search(capture, kinds, termsOf(words, plans), viewer, { page: 1, limit: 20 }, plans);
  return sent[0]!;
}

/** The least execution time of a statement over RUNS runs, in ms. */
async function leastTime(c: pg.Client, name: string, s: { text: string; params: unknown[] }) {
  await c.query(`PREPARE ${name} AS ${s.text}`);
  const values = s.params.map((v) =>
    v === null ? 'NULL' : typeof v === 'number' ? String(v) : c.escapeLiteral(String(v)),
  );
  let least = Number.POSITIVE_INFINITY;
  for (let i = 0; i < RUNS; i++) {
    const res = await c.query(
      `EXPLAIN (ANALYZE, TIMING OFF, SUMMARY ON, FORMAT JSON) EXECUTE ${name}(${values.join(', ')})`,
    );
    least = Math.min(least, Number(res.rows[0]['QUERY PLAN'][0]['Execution Time']));
  }
  return least;
}

async function main() {
  const database = await openDatabase({ databaseUrl: url, poolSize: 1, searchPoolSize: 1 });
  // A connection of its own, with the search connections' settings, runs the statements here.
  const c = new pg.Client({ connectionString: url, options: SEARCH_SETTINGS });
  await c.connect();
  try {
    const member = await c.query<{ id: string }>(`SELECT id FROM users WHERE NOT ('admin' = ANY (roles)) LIMIT 1`);
    const viewers: Record<string, q.Viewer> = {
      admin: viewerOf({ id: '', roles: ['admin'], sid: '' }),
      member: viewerOf({ id: member.rows[0]!.id, roles: [], sid: '' }),
    };
    const rows: string[] = [];
    const sums = { admin: 0, member: 0 };
    let n = 0;
    for (const text of [...ONE_WORD, ...TWO_WORDS]) {
      const cells = [text];
      for (const who of ['admin', 'member'] as const) {
        const ms = await leastTime(c, `cost_${n++}`, await statementOf(database.db, text, viewers[who]!));
        sums[who] += ms;
        cells.push(ms.toFixed(3));
      }
      rows.push(`| ${cells.join(' | ')} |`);
    }
    const count = ONE_WORD.length + TWO_WORDS.length;
    console.log(`| search | admin, ms | member, ms |\n|---|---|---|\n${rows.join('\n')}`);
    console.log(`| **mean** | **${(sums.admin / count).toFixed(3)}** | **${(sums.member / count).toFixed(3)}** |`);
  } finally {
    await c.end();
    await database.close();
  }
}

await main();
