import pg from 'pg';

export interface ListenHandlers {
  onMessage(payload: string): void;
  onState(listening: boolean): void;
  /** How long `listen` waits for the first connection before resolving anyway (default 3 s). */
  readyWithinMs?: number;
}

/** The listening connections' application_name, so they can be told apart in pg_stat_activity. */
export const LISTENER_NAME = 'afrifounders-listen';
const RECONNECT_MIN_MS = 100;
const RECONNECT_MAX_MS = 5000;
/** The listening connection is checked this often: a dropped connection can otherwise go unnoticed. */
const LISTEN_PING_MS = 5000;

/** One dedicated LISTEN connection that reconnects (with back-off) whenever it drops. */
export class PgListener {
  private client?: pg.Client;
  private stopped = false;
  private listening = false;
  private delay = RECONNECT_MIN_MS;
  private timer?: NodeJS.Timeout;
  private ping?: NodeJS.Timeout;
  private firstReady?: () => void;

  constructor(
    private url: string,
    private channel: string,
    private handlers: ListenHandlers,
  ) {}

  start(readyWithinMs: number) {
    return new Promise<void>((resolve) => {
      const t = setTimeout(resolve, readyWithinMs);
      this.firstReady = () => {
        clearTimeout(t);
        resolve();
      };
      void this.connect();
    });
  }

  private async connect() {
    if (this.stopped) return;
    const client = new pg.Client({
      connectionString: this.url,
      keepAlive: true,
      connectionTimeoutMillis: 5000,
      application_name: LISTENER_NAME,
    });
    this.client = client;
    let lost = false;
    const onLost = () => {
      if (lost) return;
      lost = true;
      client.removeAllListeners('notification');
      client.end().catch(() => {});
      if (this.client === client) this.client = undefined;
      this.setListening(false);
      this.schedule();
    };
    client.on('error', onLost);
    client.on('end', onLost);
    client.on('notification', (msg) => {
      if (msg.channel === this.channel) this.handlers.onMessage(msg.payload ?? '');
    });
    try {
      await client.connect();
      await client.query(`LISTEN "${this.channel.replace(/"/g, '""')}"`);
    } catch {
      onLost();
      return;
    }
    if (lost || this.stopped) return;
    this.delay = RECONNECT_MIN_MS;
    this.setListening(true);
    this.firstReady?.();
    this.firstReady = undefined;
    this.ping = setInterval(() => {
      const check = client.query('SELECT 1');
      const late = new Promise((_, reject) =>
        setTimeout(() => reject(new Error('listen ping timed out')), LISTEN_PING_MS).unref(),
      );
      Promise.race([check, late]).catch(onLost);
    }, LISTEN_PING_MS);
    this.ping.unref();
  }

  private setListening(on: boolean) {
    if (!on && this.ping) clearInterval(this.ping);
    if (this.listening === on || this.stopped) return;
    this.listening = on;
    this.handlers.onState(on);
  }

  private schedule() {
    if (this.stopped || this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      void this.connect();
    }, this.delay);
    this.timer.unref();
    this.delay = Math.min(this.delay * 2, RECONNECT_MAX_MS);
  }

  async stop() {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    if (this.ping) clearInterval(this.ping);
    const client = this.client;
    this.client = undefined;
    if (client) {
      client.removeAllListeners();
      client.on('error', () => {});
      await client.end().catch(() => {});
    }
  }
}
