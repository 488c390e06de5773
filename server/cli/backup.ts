import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { DatabaseInUseError } from '../db/client';
import { BackupError, createBackup, defaultBackupFile } from './backups';

/**
 * npm run backup [-- --out FILE]: the database and the uploads in one file (default
 * DATA_DIR/backups/afrifounders-<time>.tar.gz), with the app's own settings. On the embedded database the server
 * must be stopped (it holds the folder); on PostgreSQL it runs beside the servers (pg_dump's snapshot).
 */
async function main() {
  const { values } = parseArgs({ options: { out: { type: 'string' } } });
  const config = loadConfig();
  const out = values.out ?? defaultBackupFile(config);
  const started = Date.now();
  const m = await createBackup(config, out);
  const mb = (n: number) => `${(n / 1024 / 1024).toFixed(1)} MB`;
  console.log(
    `Backed up the ${m.database === 'pglite' ? 'embedded database' : 'PostgreSQL database'} (migration ` +
      `${m.migration.tag}) and ${m.uploads.storage === 's3' ? 'no uploads (they are in S3)' : `${m.uploads.files} uploaded files (${mb(m.uploads.bytes)})`} ` +
      `to ${out} in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
  );
}

main().catch((err) => {
  const known = err instanceof BackupError || err instanceof DatabaseInUseError;
  console.error(known ? err.message : err);
  process.exit(1);
});
