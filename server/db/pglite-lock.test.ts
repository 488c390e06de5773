import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { DatabaseInUseError, openDatabase } from './client';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const tmp = mkdtempSync(path.join(os.tmpdir(), 'afri-lock-'));
const children: ChildProcess[] = [];
afterAll(() => {
  for (const c of children) c.kill('SIGKILL');
  rmSync(tmp, { recursive: true, force: true });
});

let n = 0;
const dataDir = () => path.join(tmp, `data-${++n}`);
const lockOf = (d: string) => JSON.parse(readFileSync(path.join(d, 'db.lock'), 'utf8')) as { pid: number };
const bootId = () => {
  try {
    return readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim();
  } catch {
    return undefined;
  }
};
/** A lock file as another process on this machine would have written it. */
const writeLock = (d: string, pid: number) =>
  writeFileSync(
    path.join(d, 'db.lock'),
    JSON.stringify({ pid, hostname: os.hostname(), startedAt: '2026-01-01T00:00:00.000Z', bootId: bootId() }),
  );

async function sleeper() {
  const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
  children.push(child);
  await new Promise((r) => child.once('spawn', r));
  return child;
}

// Each open of a new folder runs PGlite's initdb (a few seconds on a busy machine).
describe('the lock of the embedded database', { timeout: 90_000 }, () => {
  it('lets one open of a folder at a time, names the holder to the second, and is released on close', async () => {
    const d = dataDir();
    const first = await openDatabase({ pgliteDir: path.join(d, 'db') });
    expect(lockOf(d).pid).toBe(process.pid);
    const second = openDatabase({ pgliteDir: path.join(d, 'db') });
    await expect(second).rejects.toThrow(DatabaseInUseError);
    await expect(second).rejects.toThrow(
      new RegExp(`${path.join(d, 'db').replace(/[/.-]/g, '\\$&')} is in use by process ${process.pid}`),
    );
    await expect(second).rejects.toThrow(/stop that process first.*\n.*PostgreSQL \(DATABASE_URL\)/);
    // Another folder meanwhile is fine.
    const other = await openDatabase({ pgliteDir: path.join(dataDir(), 'db') });
    await other.close();
    await first.close();
    expect(existsSync(path.join(d, 'db.lock'))).toBe(false);
    // The same process opens it again after closing.
    const again = await openDatabase({ pgliteDir: path.join(d, 'db') });
    await again.close();
  });

  it('refuses a folder held by a live process, and takes it over once that process is gone (kill -9)', async () => {
    const d = dataDir();
    const holder = await sleeper();
    mkdirSync(d, { recursive: true });
    writeLock(d, holder.pid!);
    await expect(openDatabase({ pgliteDir: path.join(d, 'db') })).rejects.toThrow(`is in use by process ${holder.pid}`);
    holder.kill('SIGKILL');
    await new Promise((r) => holder.once('exit', r));
    const db = await openDatabase({ pgliteDir: path.join(d, 'db') });
    expect(lockOf(d).pid).toBe(process.pid);
    await db.close();
  });

  it('takes over a stale lock whose process has exited', async () => {
    const d = dataDir();
    mkdirSync(d, { recursive: true });
    const gone = spawn(process.execPath, ['-e', ''], { stdio: 'ignore' });
    await new Promise((r) => gone.once('exit', r));
    writeLock(d, gone.pid!);
    const db = await openDatabase({ pgliteDir: path.join(d, 'db') });
    expect(lockOf(d).pid).toBe(process.pid);
    await db.close();
    // A lock of another boot or another host (a container's previous life) is stale whatever its pid.
    writeFileSync(path.join(d, 'db.lock'), JSON.stringify({ pid: 1, hostname: 'old-container', startedAt: '' }));
    const again = await openDatabase({ pgliteDir: path.join(d, 'db') });
    await again.close();
  });

  it('create-admin on a folder in use stops at once with the message and no stack trace (exit code 1)', async () => {
    const d = dataDir();
    const db = await openDatabase({ pgliteDir: path.join(d, 'db') });
    const { DATABASE_URL: _pg, ...env } = process.env;
    try {
      const r = spawnSync(
        process.execPath,
        [
          '--import',
          'tsx',
          'server/cli/create-admin.ts',
          '--email',
          'ops@example.com',
          '--password',
          'Lagoon-Breeze-4',
        ],
        { cwd: root, env: { ...env, DATA_DIR: d }, encoding: 'utf8', timeout: 60_000 },
      );
      expect(r.status).toBe(1);
      expect(r.stderr).toContain(`in use by process ${process.pid}`);
      expect(r.stderr).not.toMatch(/\n\s+at /);
      expect(r.stdout).not.toContain('Created SuperAdmin');
    } finally {
      await db.close();
    }
  });
});
