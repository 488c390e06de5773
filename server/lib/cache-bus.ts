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
