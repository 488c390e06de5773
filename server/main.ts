import { buildApp } from './app';
import cluster from 'node:cluster';
import { isFirstProcess, reportReady, runPrimary } from './cluster';
import { type Config, ConfigError, loadConfig } from './config';
import { DatabaseInUseError, openDatabase } from './db/client';
import { answerCollections } from './plugins/metrics-cluster';
import { DEMO_USERS, seedIfEmpty } from './cli/seed-data';
import { findByEmail } from './features/users/service';

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
  // WEB_CONCURRENCY > 1: this process forks and watches the workers (server/cluster.ts), each of which runs on here.
  if (config.webConcurrency > 1 && cluster.isPrimary) return runPrimary(config);
  answerCollections(); // a cluster worker's part of /metrics, from its start
  let app: Awaited<ReturnType<typeof buildApp>> | undefined;
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: `${config.dataDir}/db`,
    poolSize: config.databasePool.size,
    searchPoolSize: config.databasePool.searchSize,
    statementTimeoutMs: config.databasePool.statementTimeoutMs,
    connectTimeoutMs: config.databasePool.connectTimeoutMs,
    onIdleError: (err) =>
      app
        ? app.log.error({ err }, 'database: idle connection error')
        : console.error('database: idle connection error', err),
  });
  // SIGTERM (a process manager's stop; `npm start` execs this process so the signal reaches it) or SIGINT:
  // stop taking requests, finish those in flight, stop the job workers (a running job finishes or its lease
  // lapses and it runs again elsewhere), then close the database, all within 10 s or exit anyway. A signal
  // during start-up lets the step under way (a migration, the demo content) finish, then stops.
  let started = false;
  let stopping = false;
  const close = async () => {
    try {
      await app?.close();
    } finally {
      await database.close();
      process.exit(0);
    }
  };
  const onSignal = (signal: string) => {
    if (stopping) return;
    stopping = true;
    if (app) app.log.info({ signal }, 'shutting down');
    else console.log(`${signal}: shutting down once the start-up step under way is done`);
    const force = setTimeout(() => {
      console.error('shutdown took longer than 10 s; exiting');
      process.exit(1);
    }, 10_000);
    force.unref();
    if (started) void close();
  };
  process.on('SIGINT', () => onSignal('SIGINT'));
  process.on('SIGTERM', () => onSignal('SIGTERM'));

  await database.migrate();
  app = await buildApp({ config, database });
  if (isFirstProcess()) for (const warning of config.warnings) app.log.warn(warning);
  if (config.seedDemo && isFirstProcess() && !stopping) {
    if (config.env === 'production' && !(await findByEmail(app.ctx, DEMO_USERS[0].email)))
      app.log.warn(
        'NODE_ENV=production and SEED_DEMO is on: demo users, communities and posts are being added to this empty ' +
          'database; set SEED_DEMO=false for a real community (or remove the demo content later)',
      );
    await seedIfEmpty(app.ctx, app.log);
  }
  if (!stopping) {
    await app.listen({ port: config.port, host: config.host });
    // The job queue's workers (newsletter sending, mails, clean-ups); JOBS=off leaves them to other processes.
    if (config.jobs.enabled && !stopping) await app.ctx.jobs.start();
  }
  started = true;
  if (stopping) return close();
  const where = config.databaseUrl ? 'PostgreSQL' : `PGlite in ${config.dataDir}/db`;
  app.log.info(
    `AfriFounders is running at ${config.publicUrl} (database: ${where}, mail: ${config.smtpUrl ? 'SMTP' : `${config.dataDir}/outbox`})`,
  );
  if (cluster.isWorker) reportReady();
  else console.log(`\n  AfriFounders is running at ${config.publicUrl}\n`);
}

main().catch((err) => {
  // A data folder held by another process is an operator's situation, not a bug: the message alone.
  console.error(err instanceof DatabaseInUseError ? err.message : err);
  process.exit(1);
});
