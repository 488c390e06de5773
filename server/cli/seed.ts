import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { seedIfEmpty } from './seed-data';

/**
 * npm run seed: applies the migrations and adds the demo content (decision 22) to a database that has none, the
 * same content `npm start` adds unless SEED_DEMO=false. Does nothing once the demo users exist. With the embedded
 * database, run it while the server is stopped.
 */
async function main() {
  const config = loadConfig();
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: `${config.dataDir}/db`,
    poolSize: 1,
  });
  try {
    await database.migrate();
    const app = await buildApp({ config, database, logger: { level: 'warn' } });
    try {
      await seedIfEmpty(app.ctx, app.log);
      console.log('Demo content is in place.');
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
