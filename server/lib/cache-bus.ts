/** How the shared cache (cache.ts) tells other processes what to forget: PostgreSQL's LISTEN/NOTIFY. */

export interface CacheBus {
  /** Sends a message to every process (this one included). */
  publish(message: string): Promise<void>;
  /** Starts listening; `onState(false)` means messages may have been lost. Returns a stop function. */
  subscribe(onMessage: (message: string) => void, onState: (listening: boolean) => void): Promise<() => Promise<void>>;
}

/** NOTIFY payloads are limited to 8,000 bytes; tags are sent in batches that fit. */
const MESSAGE_MAX = 7000;

/** Tags in messages that fit a NOTIFY payload. */
export function batches(tags: string[]) {
  const out: string[][] = [];
  let cur: string[] = [];
  let size = 0;
  for (const tag of tags) {
    if (cur.length && size + tag.length + 3 > MESSAGE_MAX) {
      out.push(cur);
      cur = [];
      size = 0;
    }
    cur.push(tag.slice(0, MESSAGE_MAX));
    size += tag.length + 3;
  }
  if (cur.length) out.push(cur);
  return out;
}

/** The cache bus over the database's LISTEN/NOTIFY (one dedicated listening connection per process). */
export function databaseBus(
  database: {
    notify(channel: string, payload: string): Promise<void>;
    listen(
      channel: string,
      h: { onMessage(p: string): void; onState(on: boolean): void },
    ): Promise<() => Promise<void>>;
  },
  channel = 'cache_invalidate',
): CacheBus {
  return {
    publish: (message) => database.notify(channel, message),
    subscribe: (onMessage, onState) => database.listen(channel, { onMessage, onState }),
  };
}

/** Invalidations within this many milliseconds go to other processes in one NOTIFY. */
const PUBLISH_BATCH_MS = 2;

/**
 * The tags invalidated in the last few milliseconds, sent as one NOTIFY: under a stream of writes that is one
 * statement for several of them, and other processes hear of each within milliseconds all the same. A failure to
 * send is logged, not thrown.
 */
export class Outbox {
  private readonly outgoing = new Set<string>();
  private flushing?: Promise<void>;

  constructor(
    private readonly bus: CacheBus,
    private readonly origin: string,
    private readonly log?: { warn(obj: object, msg: string): void },
  ) {}

  add(tags: readonly string[]) {
    for (const tag of tags) this.outgoing.add(tag);
    this.flushing ??= new Promise<void>((resolve) => setTimeout(resolve, PUBLISH_BATCH_MS)).then(() => this.publish());
  }

  /** Resolves once what was added so far has been sent. */
  async sent() {
    await this.flushing;
  }

  private async publish() {
    const tags = [...this.outgoing];
    this.outgoing.clear();
    this.flushing = undefined;
    for (const batch of batches(tags)) {
      try {
        await this.bus.publish(JSON.stringify({ o: this.origin, t: batch }));
      } catch (err) {
        this.log?.warn({ err }, 'cache: could not notify other processes');
      }
    }
  }
}
