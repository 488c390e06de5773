import pg from 'pg';

/**
 * Statements sent on a connection before its answers: one running, one waiting in PostgreSQL's buffer. More would
 * put a statement behind a slow one on its connection while another connection is free (p99 doubled at 50
 * concurrent searches with no bound); past it, a statement waits in the app for the first connection to answer.
 */
export const DEPTH = 2;

interface Connection {
  client: pg.Client;
  /** Statements sent and not yet answered. */
  inFlight: number;
  ready: Promise<unknown>;
}

/**
 * The site search's own connections to PostgreSQL (db/client.ts `searchPoolOf`): at most `size`, opened as searches
 * come, each taking several statements at once (pg's pipeline mode) instead of one at a time as a pool's
 * connection does. A statement goes to the connection with the fewest unanswered, a new one opened while fewer
 * than `size` are and every open one is busy. PostgreSQL then finds the next statement waiting when it answers one,
 * where a pool's connection sat idle until the app had read the answer and sent the next: on two cores shared
 * with the app, a search cost it ~10-20 % less CPU (docs/decisions.md stop 30). Each statement ends with its own
 * Sync, so one that fails (a statement_timeout) fails alone; a connection that breaks fails the statements sent on
 * it, as a pool's does the one, and is replaced by the next search.
 */
export class SearchConnections {
  private readonly open: Connection[] = [];
  /** Statements waiting for a connection with fewer than DEPTH unanswered. */
  private readonly waiting: Array<(c: Connection) => void> = [];
  private ended = false;

  constructor(
    private readonly config: pg.ClientConfig,
    private readonly size: number,
    private readonly onIdleError: (err: Error) => void,
  ) {}

  async query<T extends pg.QueryResultRow>(q: string | pg.QueryConfig): Promise<pg.QueryResult<T>> {
    if (this.ended) throw new Error('The database connections are closed');
    let c = this.waiting.length ? undefined : this.take();
    // Every connection has DEPTH unanswered: wait in turn for the first to answer one (it hands its place on).
    if (!c) c = await this.wait();
    try {
      await c.ready;
      return await c.client.query<T>(q as pg.QueryConfig);
    } finally {
      this.release(c);
    }
  }

  /** How many are open and how many statements wait for an answer (the tests). */
  stats() {
    return { total: this.open.length, inFlight: this.open.reduce((n, c) => n + c.inFlight, 0) };
  }

  async end() {
    this.ended = true;
    await Promise.all(this.open.splice(0).map((c) => c.client.end().catch(() => {})));
  }

  /** A place handed on by the first connection to answer, within connectionTimeoutMillis (as a pool's wait). */
  private wait(): Promise<Connection> {
    return new Promise((resolve, reject) => {
      const ms = this.config.connectionTimeoutMillis;
      const timer = ms
        ? setTimeout(() => {
            const i = this.waiting.indexOf(handed);
            if (i >= 0) this.waiting.splice(i, 1);
            reject(new Error('timeout exceeded when waiting for a search connection'));
          }, ms)
        : undefined;
      const handed = (c: Connection) => {
        clearTimeout(timer);
        resolve(c);
      };
      this.waiting.push(handed);
    });
  }

  /** A place on the connection with the fewest unanswered (a new one while fewer than `size`), if one has room. */
  private take(): Connection | undefined {
    let best: Connection | undefined;
    for (const c of this.open) if (!best || c.inFlight < best.inFlight) best = c;
    if (!best || (best.inFlight > 0 && this.open.length < this.size)) best = this.connect();
    if (best.inFlight >= DEPTH) return undefined;
    best.inFlight++;
    return best;
  }

  private release(c: Connection) {
    const next = this.waiting.shift();
    if (next && this.open.includes(c)) return next(c);
    c.inFlight--;
    if (!next) return;
    const other = this.take();
    if (other) next(other);
    else this.waiting.unshift(next);
  }

  private connect(): Connection {
    const client = new pg.Client({ ...this.config, pipeline: true } as pg.ClientConfig);
    const c: Connection = { client, inFlight: 0, ready: Promise.resolve() };
    const drop = () => {
      const i = this.open.indexOf(c);
      if (i >= 0) this.open.splice(i, 1);
    };
    // A broken connection is dropped (its statements fail with the error); the next search opens another.
    // Told once (PostgreSQL's own message, then the socket's end, may both come as errors).
    client.on('error', (err) => {
      const first = this.open.includes(c);
      drop();
      if (first && !c.inFlight) this.onIdleError(err);
    });
    client.on('end', drop);
    c.ready = client.connect().catch((err: Error) => {
      drop();
      throw err;
    });
    this.open.push(c);
    return c;
  }
}
