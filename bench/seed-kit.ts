/**
 * What the bench's seed steps share (bench/data.ts and its step files): the accounts' password, a seeded random
 * generator, batched inserts and small SQL helpers.
 */
import { sql } from 'drizzle-orm';

/** The password of every seeded account (not a common password, so sign-in accepts it). */
export const BENCH_PASSWORD = 'Kilimanjaro!2026';

export const DAY_MS = 24 * 60 * 60 * 1000;

/** Cities of accounts and startups. */
export const LOCATIONS = [
  'Lagos, Nigeria',
  'Accra, Ghana',
  'Nairobi, Kenya',
  'Johannesburg, South Africa',
  'Kigali, Rwanda',
  'Dakar, Senegal',
  'Cairo, Egypt',
  'Addis Ababa, Ethiopia',
  'Cape Town, South Africa',
  'Kampala, Uganda',
];

/** Numbered rows of a table, for joining generated series to real ids. */
export const numbered = (table: string) => sql.raw(`(SELECT id, row_number() OVER (ORDER BY id) AS rn FROM ${table})`);

/** A SQL array literal of texts. */
export const pgArray = (items: readonly string[]) =>
  sql.raw(`(ARRAY[${items.map((i) => `'${i.replace(/'/g, "''")}'`).join(',')}])`);

/** Runs `insert` on consecutive slices of `rows`, one at a time (one multi-row INSERT per slice). */
export async function inBatches<T>(rows: T[], size: number, insert: (batch: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}

/** A small seeded generator (mulberry32): same seed, same data. */
export class Random {
  private state: number;
  constructor(seed: number) {
    this.state = seed >>> 0;
  }
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)]!;
  }
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }
}
