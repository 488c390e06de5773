import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { DatabaseInUseError } from '../db/client';
import { BackupError } from './backups';
import { restoreBackup } from './restores';

/**
 * npm run restore -- FILE: a backup into an empty data folder (embedded database) or an empty PostgreSQL database
 * (DATABASE_URL), with the app's own settings; then this version's newer migrations. A used target is refused
 * (exit code 1) and left as it was.
 */
async function main() {
  const { positionals } = parseArgs({ allowPositionals: true, options: {} });
  if (positionals.length !== 1) {
    console.error('Usage: npm run restore -- FILE');
    process.exit(2);
  }
  const config = loadConfig();
  const started = Date.now();
  const { manifest, applied } = await restoreBackup(config, positionals[0]!);
  const where = config.databaseUrl ? 'the PostgreSQL database' : `${config.dataDir}/db`;
  console.log(
    `Restored the backup of ${manifest.createdAt} (app ${manifest.appVersion}, migration ${manifest.migration.tag}) ` +
      `into ${where} in ${((Date.now() - started) / 1000).toFixed(1)} s` +
      (applied ? `; applied ${applied} newer migration${applied > 1 ? 's' : ''}.` : '.'),
  );
  if (manifest.uploads.storage === 's3') console.log('The images were in S3 and are not in the backup.');
}

main().catch((err) => {
  const known = err instanceof BackupError || err instanceof DatabaseInUseError;
  console.error(known ? err.message : err);
  process.exit(1);
});
