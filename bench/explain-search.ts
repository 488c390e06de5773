/**
 * The search's plans for bench/explain.ts (issue 18): the statements server/features/search sends, built by its own
 * code (the plan each kind gets from the bench database's statistics, then the statement of that shape), so they
 * cannot drift from it. A rare word through each kind's GIN index (`Bitmap Index Scan on <search table>_doc_idx`),
 * a common word in one kind alongside (checked on the rare word's rows), common words over every kind (walked down
 * the date indexes from the newest row), a member's search (the visibility rules) and the typeahead's call.
 */
import type pg from 'pg';
import type { SearchKind } from '../common/search';
import { searchWords } from '../common/search';
import { type Db, openDatabase } from '../server/db/client';
import { plansFor, TABLES } from '../server/features/search/plan';
import * as q from '../server/features/search/queries';
import { termsOf, viewerOf } from '../server/features/search/service';

interface Case {
  name: string;
  q: string;
  kinds: SearchKind[];
  member?: boolean;
  limit?: number;
}

const KINDS: SearchKind[] = ['article', 'community', 'post', 'event', 'program', 'startup', 'opportunity'];
const CASES: Case[] = [
  { name: 'articles: a number of one title (GIN)', q: '4242', kinds: ['article'] },
  {
    name: "articles: 'part 4242', 'part' in every title checked on the rows '4242' finds",
    q: 'part 4242',
    kinds: ['article'],
  },
  { name: 'communities: a number of one name (GIN)', q: 'group 512', kinds: ['community'] },
  { name: 'posts: a number of one post (GIN)', q: '90210', kinds: ['post'] },
  { name: 'events: a number of one title (GIN)', q: '123', kinds: ['event'] },
  { name: 'programs: a number of one title (GIN)', q: '42', kinds: ['program'] },
  { name: 'startups: a number of one founder (GIN)', q: '4242', kinds: ['startup'] },
  { name: 'opportunities: a number of one title (GIN)', q: '4242', kinds: ['opportunity'] },
  { name: "all kinds: 'founders' (walks where common, GIN elsewhere)", q: 'founders', kinds: KINDS },
  { name: "all kinds: 'lagos' (a city of a tenth of the startups and opportunities)", q: 'lagos', kinds: KINDS },
  { name: "all kinds: 'fintech', a member's (visibility rules)", q: 'fintech', kinds: KINDS, member: true },
  { name: "the typeahead: 'backend eng', 5 results", q: 'backend eng', kinds: KINDS, limit: 5 },
];

/** A database stand-in that keeps the statement the search would send instead of sending it (also search-costs.ts). */
export function capturing() {
  const sent: { text: string; params: unknown[] }[] = [];
  const db = {
    $client: {
      query: async (text: string, params: unknown[]) => {
        sent.push({ text, params });
        return { rows: [] };
      },
    },
  } as unknown as Db;
  return { db, sent };
}

/** The search statements of CASES, planned with the statistics of the database at `url` (bench_explain). */
async function statements(url: string, member: string) {
  const database = await openDatabase({ databaseUrl: url, poolSize: 1 });
  try {
    const out: Array<{ c: Case; name: string; text: string; params: unknown[] }> = [];
    for (const c of CASES) {
      const words = searchWords(c.q);
      const plans = await plansFor(database.db, c.kinds, words);
      const { db, sent } = capturing();
      const viewer: q.Viewer = c.member
        ? viewerOf({ id: member, roles: [], sid: '' })
        : viewerOf({ id: '', roles: ['admin'], sid: '' });
      await q.search(db, c.kinds, termsOf(words, plans), viewer, { page: 1, limit: c.limit ?? 20 }, plans);
      const how = c.kinds
        .map(
          (k) =>
            `${k} ${plans[k]?.walk ? `walk ${plans[k]!.walk}` : plans[k]?.index ? 'index of rare words' : 'index'}`,
        )
        .join(', ');
      out.push({ c, name: `${c.member ? 'a member' : 'an admin'}: ${c.name} [${how}]`, ...sent[0]! });
    }
    return out;
  } finally {
    await database.close();
  }
}

const explain = async (c: pg.Client, text: string, params: unknown[]) =>
  (await c.query(`EXPLAIN (ANALYZE, COSTS OFF, BUFFERS OFF) ${text}`, params)).rows.map(
    (r) => r['QUERY PLAN'] as string,
  );

/**
 * Prints the search's plans (Markdown, as explain.ts does) as the search's own connections make them (db/client.ts
 * `searchPoolOf`: sequential scans off), and checks that each kind's search uses its GIN index. Returns the
 * sequential scans of big tables.
 */
export async function explainSearch(c: pg.Client, url: string, member: string, big: string[]): Promise<string[]> {
  const flagged: string[] = [];
  const gin: string[] = [];
  await c.query('SET enable_seqscan = off');
  for (const s of await statements(url, member)) {
    const plan = await explain(c, s.text, s.params);
    const seq = plan.filter((l) => big.some((t) => new RegExp(`Seq Scan on ${t}\\b`).test(l)));
    if (seq.length) flagged.push(`Search, ${s.name}: ${seq.map((l) => l.trim()).join('; ')}`);
    console.log(`## Search, ${s.name}\n\n\`\`\`\n${plan.join('\n')}\n\`\`\`\n`);
    if (s.c.kinds.length !== 1) continue;
    const kind = s.c.kinds[0]!;
    const uses = plan.some((l) => l.includes(`Bitmap Index Scan on ${TABLES[kind]}_doc_idx`));
    gin.push(`${kind}: ${uses ? 'yes' : 'NO'}`);
  }
  await c.query('RESET enable_seqscan');
  console.log(`Each kind's GIN index in its search: ${gin.join('; ')}.\n`);
  return flagged;
}
