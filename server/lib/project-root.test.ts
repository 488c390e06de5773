import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { findUp, migrationsFolder, projectRoot } from './project-root';

describe('project root and migrations, from the sources and from dist', () => {
  it('finds the checkout and the source migrations', () => {
    expect(existsSync(path.join(projectRoot, 'package.json'))).toBe(true);
    expect(migrationsFolder).toBe(path.join(projectRoot, 'server', 'db', 'migrations'));
    expect(existsSync(path.join(migrationsFolder, 'meta', '_journal.json'))).toBe(true);
  });

  it('finds from dist/server and its chunks what the build copied there, and the root above dist', () => {
    const root = mkdtempSync(path.join(os.tmpdir(), 'root-'));
    try {
      writeFileSync(path.join(root, 'package.json'), '{}');
      const server = path.join(root, 'dist', 'server');
      mkdirSync(path.join(server, 'migrations', 'meta'), { recursive: true });
      mkdirSync(path.join(server, 'chunks'));
      writeFileSync(path.join(server, 'migrations', 'meta', '_journal.json'), '{}');
      const journal = path.join('migrations', 'meta', '_journal.json');
      expect(findUp(server, journal, 2)).toBe(server);
      expect(findUp(path.join(server, 'chunks'), journal, 2)).toBe(server);
      expect(findUp(path.join(server, 'chunks'), 'package.json')).toBe(root);
      expect(findUp(path.join(root, 'dist'), 'nothing-here', 1)).toBeUndefined();
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
