import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { z } from 'zod';

const bool = (def: boolean) =>
  z
    .enum(['true', 'false', '1', '0', 'on', 'off', 'yes', 'no'])
    .optional()
    .transform((v) => (v === undefined ? def : ['true', '1', 'on', 'yes'].includes(v)));

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  PUBLIC_URL: z.url({ error: 'PUBLIC_URL must be a URL such as https://example.com' }).optional(),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres:// or postgresql://')
    .optional(),
  DATABASE_POOL_SIZE: z.coerce
    .number({ error: 'DATABASE_POOL_SIZE must be a whole number from 1 to 200' })
    .int('DATABASE_POOL_SIZE must be a whole number from 1 to 200')
    .min(1, 'DATABASE_POOL_SIZE must be a whole number from 1 to 200')
    .max(200, 'DATABASE_POOL_SIZE must be a whole number from 1 to 200')
    .default(10),
  DATABASE_SEARCH_POOL_SIZE: z.coerce
    .number({ error: 'DATABASE_SEARCH_POOL_SIZE must be a whole number from 1 to 50' })
    .int('DATABASE_SEARCH_POOL_SIZE must be a whole number from 1 to 50')
    .min(1, 'DATABASE_SEARCH_POOL_SIZE must be a whole number from 1 to 50')
    .max(50, 'DATABASE_SEARCH_POOL_SIZE must be a whole number from 1 to 50')
    .default(2),
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce
    .number({ error: 'DATABASE_STATEMENT_TIMEOUT_MS must be a number of milliseconds from 0 (none) to 3600000' })
    .int('DATABASE_STATEMENT_TIMEOUT_MS must be a number of milliseconds from 0 (none) to 3600000')
    .min(0, 'DATABASE_STATEMENT_TIMEOUT_MS must be a number of milliseconds from 0 (none) to 3600000')
    .max(3_600_000, 'DATABASE_STATEMENT_TIMEOUT_MS must be a number of milliseconds from 0 (none) to 3600000')
    .default(15_000),
  DATABASE_CONNECT_TIMEOUT_MS: z.coerce
    .number({ error: 'DATABASE_CONNECT_TIMEOUT_MS must be a number of milliseconds from 100 to 120000' })
    .int('DATABASE_CONNECT_TIMEOUT_MS must be a number of milliseconds from 100 to 120000')
    .min(100, 'DATABASE_CONNECT_TIMEOUT_MS must be a number of milliseconds from 100 to 120000')
    .max(120_000, 'DATABASE_CONNECT_TIMEOUT_MS must be a number of milliseconds from 100 to 120000')
    .default(10_000),
  WEB_CONCURRENCY: z.coerce
    .number({ error: 'WEB_CONCURRENCY must be a whole number of server processes from 1 to 64' })
    .int('WEB_CONCURRENCY must be a whole number of server processes from 1 to 64')
    .min(1, 'WEB_CONCURRENCY must be a whole number of server processes from 1 to 64')
    .max(64, 'WEB_CONCURRENCY must be a whole number of server processes from 1 to 64')
    .default(1),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'SMTP_URL must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().default('AfriFounders <no-reply@afrifounders.local>'),
  RATE_LIMITS: bool(true),
  SEED_DEMO: bool(true),
  TRUST_PROXY: z
    .string()
    .regex(
      /^(true|false|\d+|[0-9a-fA-F.:/, ]+)$/,
      'TRUST_PROXY must be true, false, a number of hops, or proxy addresses',
    )
    .default('false'),
  PUBLIC_CACHE_MS: z.coerce
    .number({ error: 'PUBLIC_CACHE_MS must be a number of milliseconds' })
    .int()
    .min(0)
    .max(600_000)
    .default(5000),
  JOBS: bool(true),
  JOB_CONCURRENCY: z.coerce
    .number({ error: 'JOB_CONCURRENCY must be a number' })
    .int()
    .min(1, 'JOB_CONCURRENCY must be at least 1')
    .max(64)
    .default(4),
  JOB_LEASE_MS: z.coerce
    .number({ error: 'JOB_LEASE_MS must be a number of milliseconds' })
    .int()
    .min(500, 'JOB_LEASE_MS must be at least 500')
    .default(60_000),
  JOB_RETRY_MS: z.coerce
    .number({ error: 'JOB_RETRY_MS must be a number of milliseconds' })
    .int()
    .min(10, 'JOB_RETRY_MS must be at least 10')
    .default(30_000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  LOG_REQUESTS: z.enum(['off', 'errors', 'all'], { error: 'LOG_REQUESTS must be off, errors or all' }).optional(),
  METRICS_TOKEN: z
    .string()
    .min(16, 'METRICS_TOKEN must be at least 16 characters')
    .regex(/^[\x21-\x7e]+$/, 'METRICS_TOKEN must be printable ASCII without spaces (it is sent as a bearer token)')
    .optional(),
  METRICS_PORT: z.coerce
    .number({ error: 'METRICS_PORT must be a port number from 1 to 65535' })
    .int('METRICS_PORT must be a port number from 1 to 65535')
    .min(1, 'METRICS_PORT must be a port number from 1 to 65535')
    .max(65535, 'METRICS_PORT must be a port number from 1 to 65535')
    .optional(),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().default('auto'),
  S3_ENDPOINT: z.url({ error: 'S3_ENDPOINT must be a URL' }).optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_PUBLIC_URL: z.url({ error: 'S3_PUBLIC_URL must be a URL' }).optional(),
});

export type Config = ReturnType<typeof loadConfig>;

/** Reads every setting from the environment once; a bad value stops start-up with a clear message. */
export function loadConfig(env: Record<string, string | undefined> = withEnvFile(process.env)) {
  const clean = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== ''));
  const parsed = EnvSchema.safeParse(clean);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const c = parsed.data;
  if (c.S3_BUCKET && !(c.S3_ACCESS_KEY_ID && c.S3_SECRET_ACCESS_KEY)) {
    throw new ConfigError('Invalid configuration:\n  S3_BUCKET needs S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY');
  }
  if (c.METRICS_PORT !== undefined && c.METRICS_PORT === c.PORT) {
    throw new ConfigError(
      'Invalid configuration:\n  METRICS_PORT must differ from PORT (it is a second, private port)',
    );
  }
  if (c.WEB_CONCURRENCY > 1 && !c.DATABASE_URL) {
    throw new ConfigError(
      `Invalid configuration:\n  WEB_CONCURRENCY=${c.WEB_CONCURRENCY} needs PostgreSQL (DATABASE_URL): the embedded database ` +
        '(PGlite) is held by one process at a time. Set WEB_CONCURRENCY=1 (the default), or set DATABASE_URL.',
    );
  }
  const dataDir = path.resolve(c.DATA_DIR);
  /** Logged at start-up: settings that work but are probably not what the operator wants. */
  const warnings: string[] = [];
  if (c.DATABASE_URL && !c.JWT_SECRET)
    warnings.push(
      'DATABASE_URL is set but JWT_SECRET is not: this process signs sessions with a secret generated into ' +
        `${path.join(dataDir, 'jwt-secret')}; every process sharing the database needs the same JWT_SECRET, or ` +
        'sign-ins made on one are refused by the others',
    );
  const connections = c.WEB_CONCURRENCY * (c.DATABASE_POOL_SIZE + c.DATABASE_SEARCH_POOL_SIZE + 1);
  if (c.WEB_CONCURRENCY > 1 && connections > 100)
    warnings.push(
      `WEB_CONCURRENCY=${c.WEB_CONCURRENCY} processes with DATABASE_POOL_SIZE=${c.DATABASE_POOL_SIZE} and ` +
        `DATABASE_SEARCH_POOL_SIZE=${c.DATABASE_SEARCH_POOL_SIZE} may open ${connections} PostgreSQL connections ` +
        "(each process's two pools plus its cache listener), more than " +
        "PostgreSQL's default max_connections (100): lower one of them, or raise max_connections",
    );
  return {
    warnings,
    env: c.NODE_ENV,
    port: c.PORT,
    host: c.HOST,
    publicUrl: (c.PUBLIC_URL ?? `http://localhost:${c.PORT}`).replace(/\/$/, ''),
    dataDir,
    /** Server processes sharing the port (server/cluster.ts); 1 is one process and no cluster primary. */
    webConcurrency: c.WEB_CONCURRENCY,
    databaseUrl: c.DATABASE_URL,
    /** PostgreSQL only: connections per process, a statement's longest run, and the wait for a connection. */
    databasePool: {
      size: c.DATABASE_POOL_SIZE,
      /** The site search's own connections (db/client.ts `searchPoolOf`). */
      searchSize: c.DATABASE_SEARCH_POOL_SIZE,
      statementTimeoutMs: c.DATABASE_STATEMENT_TIMEOUT_MS,
      connectTimeoutMs: c.DATABASE_CONNECT_TIMEOUT_MS,
    },
    jwtSecret: c.JWT_SECRET,
    smtpUrl: c.SMTP_URL,
    mailFrom: c.MAIL_FROM,
    rateLimits: c.RATE_LIMITS,
    seedDemo: c.SEED_DEMO,
    publicCacheMs: c.PUBLIC_CACHE_MS,
    /** Whether X-Forwarded-For is believed: only behind a proxy that sets it (else clients could fake their IP). */
    trustProxy: (c.TRUST_PROXY === 'true'
      ? true
      : c.TRUST_PROXY === 'false'
        ? false
        : /^\d+$/.test(c.TRUST_PROXY)
          ? Number(c.TRUST_PROXY)
          : c.TRUST_PROXY) as boolean | number | string,
    logLevel: c.LOG_LEVEL,
    /** Which answers get a request line in the log: none, those >= 500, or all (health probes never at info). */
    logRequests: c.LOG_REQUESTS ?? (c.NODE_ENV === 'production' ? 'errors' : 'all'),
    /**
     * GET /metrics (Prometheus): on the main port with METRICS_TOKEN as a bearer token, and/or on METRICS_PORT
     * (bound to HOST; the token is asked there too when set). Neither set: no metrics are kept at all.
     */
    metrics: { token: c.METRICS_TOKEN, port: c.METRICS_PORT },
    /**
     * The job queue's workers (server/plugins/jobs.ts): whether this process runs them, how many jobs at once, the
     * lease after which a job whose worker died runs again, and the first retry's delay (doubling each time).
     */
    jobs: {
      enabled: c.JOBS,
      concurrency: c.JOB_CONCURRENCY,
      leaseMs: c.JOB_LEASE_MS,
      retryMs: c.JOB_RETRY_MS,
    },
    s3: c.S3_BUCKET
      ? {
          bucket: c.S3_BUCKET,
          region: c.S3_REGION,
          endpoint: c.S3_ENDPOINT,
          accessKeyId: c.S3_ACCESS_KEY_ID!,
          secretAccessKey: c.S3_SECRET_ACCESS_KEY!,
          publicUrl: c.S3_PUBLIC_URL,
        }
      : undefined,
  };
}

export class ConfigError extends Error {}

/**
 * The environment with `.env` (in the current folder) laid under it: a variable set in the real environment wins.
 * Lines are `NAME=value`, `export NAME=value` or comments; a value may be quoted ('…' as is, "…" with \n) and
 * an unquoted value ends at ` #`. Node's --env-file refuses to start without the file, hence this reader.
 */
export function withEnvFile(env: NodeJS.ProcessEnv, file = path.resolve('.env')): Record<string, string | undefined> {
  if (!existsSync(file)) return env;
  return { ...parseEnvFile(readFileSync(file, 'utf8')), ...env };
}

export function parseEnvFile(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const line of text.split(/\r?\n/)) {
    const m = /^\s*(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*)$/.exec(line);
    if (!m) continue;
    let value = m[2].trim();
    const q = value[0];
    if ((q === '"' || q === "'") && value.indexOf(q, 1) > 0) {
      value = value.slice(1, value.indexOf(q, 1));
      if (q === '"') value = value.replace(/\\n/g, '\n');
    } else value = value.replace(/\s+#.*$/, '');
    out[m[1]] = value;
  }
  return out;
}

/** A JWT secret from the environment, or one generated once and kept in the data folder. */
export function resolveJwtSecret(config: Config): string {
  if (config.jwtSecret) return config.jwtSecret;
  mkdirSync(config.dataDir, { recursive: true });
  const file = path.join(config.dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
