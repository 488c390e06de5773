import { buildApp } from './app';
import { type Config, ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { seedIfEmpty } from './cli/seed-data';

async function main() {
  let config: Config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: `${config.dataDir}/db` });
  await database.migrate();
  const app = await buildApp({ config, database });
  if (config.seedDemo) await seedIfEmpty(app.ctx, app.log);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    try {
      await app.close();
    } finally {
      await database.close();
      process.exit(0);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  // The job queue's workers (newsletter sending, mails, clean-ups); JOBS=off leaves them to other processes.
  if (config.jobs.enabled) await app.ctx.jobs.start();
  const where = config.databaseUrl ? 'PostgreSQL' : `PGlite in ${config.dataDir}/db`;
  app.log.info(
    `AfriFounders is running at ${config.publicUrl} (database: ${where}, mail: ${config.smtpUrl ? 'SMTP' : `${config.dataDir}/outbox`})`,
  );
  console.log(`\n  AfriFounders is running at ${config.publicUrl}\n`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
