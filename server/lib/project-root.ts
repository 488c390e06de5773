import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The nearest folder at or above `from` that holds `marker`. The server runs from its sources (server/…/x.ts) and
 * from its build (dist/server/main.js, or a chunk in dist/server/chunks/), so paths are found, not computed.
 */
export function findUp(from: string, marker: string, levels = 6): string | undefined {
  let dir = from;
  for (let i = 0; i <= levels; i++) {
    if (existsSync(path.join(dir, marker))) return dir;
    const parent = path.dirname(dir);
    if (parent === dir) break;
    dir = parent;
  }
  return undefined;
}

const here = path.dirname(fileURLToPath(import.meta.url));

/** The checkout's root (the folder with package.json): dist/ has none, so the build finds the same root. */
export const projectRoot = findUp(here, 'package.json') ?? process.cwd();

/**
 * The migrations (SQL and meta): beside the database client in the sources (server/db/migrations), copied to
 * dist/server/migrations by the build, which reads them from there and not from the sources.
 */
const built = findUp(here, path.join('migrations', 'meta', '_journal.json'), 2);
export const migrationsFolder = built
  ? path.join(built, 'migrations')
  : path.join(projectRoot, 'server', 'db', 'migrations');
