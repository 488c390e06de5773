import { linkSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * One process at a time per embedded database (issue 19): PGlite keeps the whole database in one process's
 * memory, so a second process on the same folder sees stale data, overwrites the first one's writes or aborts.
 * The folder `DATA_DIR/db` is held through the file `DATA_DIR/db.lock` naming the holder (pid, host, start,
 * boot). A lock whose holder is gone (killed, crashed, another boot, another container) is taken over.
 */
export class DatabaseInUseError extends Error {
  override name = 'DatabaseInUseError';
}

interface Holder {
  pid: number;
  hostname: string;
  startedAt: string;
  bootId?: string;
}

/** Lock files this process holds, removed when it exits even without closing its database. */
const held = new Set<string>();
let exitHook = false;

const bootId = (() => {
  try {
    return readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim();
  } catch {
    return undefined;
  }
})();

/** Takes the lock of a PGlite data folder, or throws DatabaseInUseError naming its holder. Returns the release. */
export function lockDataDir(dataDir: string): () => void {
  const dir = path.resolve(dataDir);
  const file = `${dir}.lock`;
  const me: Holder = { pid: process.pid, hostname: os.hostname(), startedAt: new Date().toISOString(), bootId };
  for (let attempt = 0; attempt < 5; attempt++) {
    if (create(file, me)) {
      held.add(file);
      if (!exitHook) {
        exitHook = true;
        process.on('exit', () => {
          for (const f of held) removeIfMine(f);
        });
      }
      return () => {
        if (held.delete(file)) removeIfMine(file);
      };
    }
    let raw: string;
    try {
      raw = readFileSync(file, 'utf8');
    } catch {
      continue; // released meanwhile
    }
    const holder = parse(raw);
    if (holder && holds(holder, file)) throw new DatabaseInUseError(inUse(dir, file, holder));
    // A stale lock: removed only if it is still the one read (another process may be taking it over too).
    try {
      if (readFileSync(file, 'utf8') === raw) unlinkSync(file);
    } catch {}
  }
  throw new DatabaseInUseError(`Could not take the lock ${file} of the embedded database in ${dir}; try again.`);
}

/** Creates the lock file whole or not at all (written aside, then hard-linked: fails if it exists). */
function create(file: string, me: Holder): boolean {
  const tmp = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}`;
  writeFileSync(tmp, `${JSON.stringify(me)}\n`);
  try {
    linkSync(tmp, file);
    return true;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw err;
  } finally {
    unlinkSync(tmp);
  }
}

function parse(raw: string): Holder | undefined {
  try {
    const h = JSON.parse(raw) as Holder;
    return Number.isInteger(h.pid) && h.pid > 0 ? h : undefined;
  } catch {
    return undefined;
  }
}

/** Whether the named holder still runs: same host and boot, and its pid alive (this process: if it holds it). */
function holds(holder: Holder, file: string): boolean {
  if (holder.hostname !== os.hostname()) return false; // a container's previous life: its pid means nothing here
  if (holder.bootId && bootId && holder.bootId !== bootId) return false;
  if (holder.pid === process.pid) return held.has(file);
  try {
    process.kill(holder.pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function removeIfMine(file: string) {
  try {
    if (parse(readFileSync(file, 'utf8'))?.pid === process.pid) unlinkSync(file);
  } catch {}
}

function inUse(dir: string, file: string, h: Holder) {
  return [
    `The embedded database in ${dir} is in use by process ${h.pid} (started ${h.startedAt}).`,
    'Only one process at a time can open it: stop that process first (the server, or a running create-admin or',
    'seed), or use PostgreSQL (DATABASE_URL) to run several processes.',
    `If process ${h.pid} is not this app, delete ${file} and try again.`,
  ].join('\n');
}
