import type { Config } from './config';
import type { Database, Db } from './db/client';
import type { SharedCache } from './lib/cache';
import type { JobQueue } from './plugins/jobs';
import type { Mailer } from './plugins/mail';
import type { TokenSigner } from './plugins/auth';
import type { RateLimiter } from './plugins/rate-limit';
import type { ImageStore } from './plugins/uploads';

/** What every feature's routes and services get: built once in app.ts. */
export interface AppContext {
  config: Config;
  database: Database;
  db: Db;
  signer: TokenSigner;
  mailer: Mailer;
  images: ImageStore;
  limit: RateLimiter;
  /** The shared read cache: `shared(key, tags, load)` for reads, `invalidate(tags)` after writes. */
  cache: SharedCache;
  /** The one durable job queue: `jobs.enqueue(tx, name, payloads)` inside a write's transaction. */
  jobs: JobQueue;
}
