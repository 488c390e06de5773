/**
 * The shared read cache: answers kept for a short window (the cache window), each labelled with tags naming
 * what it was read from ('community:<id>', 'posts:<clubId>', 'articles' …). A write calls `invalidate` with
 * the tags it changed, which drops exactly those answers here and, through the bus (PostgreSQL NOTIFY), in
 * every other process. When the bus cannot be trusted (its connection dropped), the cache empties itself and
 * serves nothing until it listens again, so no process serves an answer it could have missed a change to.
 *
 * Cached values are shared by every caller: never mutate one; copy it (see lib/overlay.ts) to add the
 * caller's own part.
 */
import { type CacheBus, Outbox } from './cache-bus';
import { OWN, TaggedEntries } from './cache-entries';

export type { CacheBus } from './cache-bus';
export { databaseBus } from './cache-bus';

export interface CacheOptions {
  /** How long an answer is kept (ms); 0 turns the cache off. */
  ttlMs: number;
  bus?: CacheBus;
  /** Most shared answers kept; the oldest go first. */
  maxEntries?: number;
  /** Most callers' own parts kept (`own`), apart, so that many callers cannot push out shared answers. */
  maxOwnEntries?: number;
  /** Most characters of string answers kept (serialized bodies), summed; the oldest go first. */
  maxChars?: number;
  log?: { warn(obj: object, msg: string): void };
  now?: () => number;
}

/**
 * A refill in progress: the first caller loads, the others wait for its answer. A caller waiting when a write
 * invalidates the refill still gets its answer: it asked before the write was known here, as a caller served a
 * kept answer a moment earlier did, so either state is right for it. Callers arriving after the write start a
 * new refill (and wait for that one together). Before stop 16 the waiters of a stale refill each loaded for
 * themselves: under a stream of writes to one community every reader of its list ran its own query.
 */
export interface Fill {
  readonly key: string;
  readonly tags: readonly string[];
  /** Set when one of its tags was invalidated while loading: the answer is handed to its waiters but not kept. */
  stale: boolean;
  /** Stores the answer (unless stale) and hands it to the waiters. */
  done(value: unknown): void;
  /** Gives up (an error, a non-200 answer): wakes the waiters, who then load for themselves. */
  fail(): void;
  /** The answer for the callers waiting (undefined when the refill failed). */
  readonly settled: Promise<{ value: unknown } | undefined>;
}

export type Lookup =
  | { hit: true; value: unknown }
  | { hit: false; wait: Promise<{ value: unknown } | undefined> }
  | { hit: false; fill: Fill }
  | { hit: false; off: true };

/** A write laid into the answers kept before it (`invalidate`). */
export interface Revise {
  before: number;
  fn: (key: string, value: unknown) => unknown;
}

const DEFAULT_MAX_ENTRIES = 5000;
const DEFAULT_MAX_OWN_ENTRIES = 20_000;
const DEFAULT_MAX_CHARS = 64 * 1024 * 1024;
const ALL = '*';

export class SharedCache {
  readonly ttlMs: number;
  private readonly kept: TaggedEntries;
  private readonly filling = new Map<string, Fill>();
  private readonly origin = `${process.pid}-${Math.random().toString(36).slice(2, 10)}`;
  private listening: boolean;
  private stopBus?: () => Promise<void>;
  private readonly outbox?: Outbox;
  private sweeper?: NodeJS.Timeout;
  /** Counters for tests and the benchmark. */
  readonly stats = { hits: 0, misses: 0, invalidations: 0, remoteInvalidations: 0, clears: 0 };

  constructor(private readonly opts: CacheOptions) {
    this.ttlMs = opts.ttlMs;
    this.kept = new TaggedEntries({
      ttlMs: opts.ttlMs,
      maxEntries: opts.maxEntries ?? DEFAULT_MAX_ENTRIES,
      maxOwnEntries: opts.maxOwnEntries ?? DEFAULT_MAX_OWN_ENTRIES,
      maxChars: opts.maxChars ?? DEFAULT_MAX_CHARS,
      now: opts.now ?? Date.now,
    });
    // Without a bus this process is the only one: nothing can be missed.
    this.listening = !opts.bus;
    if (opts.bus) this.outbox = new Outbox(opts.bus, this.origin, opts.log);
  }

  /** Listens for other processes' invalidations (resolves once listening, or after the bus's own wait). */
  async start() {
    if (this.ttlMs > 0 && !this.sweeper) {
      this.sweeper = setInterval(() => this.kept.sweep(), Math.max(this.ttlMs, 1000));
      this.sweeper.unref();
    }
    if (!this.opts.bus || this.stopBus || this.ttlMs <= 0) return;
    this.stopBus = await this.opts.bus.subscribe(
      (message) => this.receive(message),
      (on) => {
        // Either way, anything may have changed unheard: start empty.
        this.clearLocal();
        this.listening = on;
        if (!on) this.opts.log?.warn({}, 'cache: invalidation channel lost; serving uncached until it is back');
      },
    );
  }

  async stop() {
    await this.published(); // the invalidations not yet sent to other processes
    if (this.sweeper) clearInterval(this.sweeper);
    this.sweeper = undefined;
    const stop = this.stopBus;
    this.stopBus = undefined;
    this.listening = !this.opts.bus;
    this.clearLocal();
    await stop?.();
  }

  /** Whether answers may be kept and served right now. */
  get active() {
    return this.ttlMs > 0 && this.listening;
  }

  /** Whether other processes' invalidations are heard (always, with no bus or the cache off). */
  get listenerConnected() {
    return !this.opts.bus || this.ttlMs <= 0 || this.listening;
  }

  get size() {
    return this.kept.size;
  }

  /** A kept answer, or undefined. */
  peek(key: string): { value: unknown } | undefined {
    return this.active ? this.kept.get(key) : undefined;
  }

  /**
   * The low-level step behind `shared` and the HTTP answer cache: a kept answer, or a refill already running
   * to wait for, or a new refill this caller must complete with `done` or `fail`.
   */
  lookup(key: string, tags: readonly string[]): Lookup {
    if (!this.active) return { hit: false, off: true };
    const kept = this.peek(key);
    if (kept) {
      this.stats.hits++;
      return { hit: true, value: kept.value };
    }
    this.stats.misses++;
    const running = this.filling.get(key);
    if (running) return { hit: false, wait: running.settled };
    let wake!: (answer: { value: unknown } | undefined) => void;
    const settled = new Promise<{ value: unknown } | undefined>((r) => (wake = r));
    let over = false;
    const fill: Fill = {
      key,
      tags,
      stale: false,
      settled,
      done: (value) => {
        if (over) return;
        over = true;
        if (this.filling.get(key) === fill) this.filling.delete(key);
        if (!fill.stale && this.active) this.kept.put(key, tags, value);
        wake({ value });
      },
      fail: () => {
        if (over) return;
        over = true;
        if (this.filling.get(key) === fill) this.filling.delete(key);
        wake(undefined);
      },
    };
    this.filling.set(key, fill);
    return { hit: false, fill };
  }

  /**
   * The shared part of an answer: kept under `key` with `tags` for the cache window. Concurrent callers
   * share one load. An error is not kept (every waiter gets it). `undefined` is kept like any value.
   */
  async shared<T>(key: string, tags: readonly string[], load: () => Promise<T>): Promise<T> {
    for (let attempt = 0; ; attempt++) {
      const found = this.lookup(key, tags);
      if (found.hit) return found.value as T;
      if ('fill' in found) {
        try {
          const value = await load();
          found.fill.done(value);
          return value;
        } catch (err) {
          found.fill.fail();
          throw err;
        }
      }
      if ('off' in found || attempt > 0) return load();
      const answer = await found.wait;
      if (answer) return answer.value as T;
      // The refill failed: look again (another caller may have started one) or load ourselves.
    }
  }

  /**
   * One caller's own part of an answer (their likes on a page, their memberships, their profile), kept like a
   * shared part but apart from them and under the caller's id, so it is only ever given back to that caller.
   */
  own<T>(callerId: string, key: string, tags: readonly string[], load: () => Promise<T>): Promise<T> {
    return this.shared(`${OWN}${callerId}:${key}`, tags, load);
  }

  /**
   * Forgets every answer carrying one of `tags`, here at once and in other processes as soon as they hear
   * (PostgreSQL delivers a NOTIFY within milliseconds). Call it after the write succeeded. The caller does not
   * wait for the NOTIFY (sent within a few milliseconds with others: cache-bus.ts `Outbox`): a busy server
   * answers each awaited step a loop turn later, and the write's answer waited two (stop 15); `stop` sends what
   * is left. A failure to notify is logged, not thrown: the write stands, and other processes forget within the
   * cache window. With `revise`, an answer kept here since `revise.before` (`revision()` read before the write)
   * that the write's own change can be laid into is replaced instead (keeping its expiry): `revise.fn` answers the
   * new value, or undefined to drop it. Refills in progress and other processes' answers are forgotten all the same.
   */
  async invalidate(tags: readonly string[], revise?: Revise) {
    const unique = [...new Set(tags)].filter(Boolean);
    if (!unique.length) return;
    this.stats.invalidations++;
    this.forget(unique, revise);
    // Published even when this process keeps nothing (window 0): other processes may keep answers.
    if (!this.opts.bus) return;
    this.outbox!.add(unique);
  }

  /** Where the answers kept here stand: read before a write that will `invalidate` with `revise`. */
  revision() {
    return this.kept.revision;
  }

  /** Resolves once the invalidations made so far were sent to other processes (tests, shutdown). */
  async published() {
    await this.outbox?.sent();
  }

  /** Forgets everything, in every process. */
  async clear() {
    await this.invalidate([ALL]);
  }

  private receive(message: string) {
    let parsed: { o?: string; t?: unknown };
    try {
      parsed = JSON.parse(message);
    } catch {
      return;
    }
    if (parsed.o === this.origin || !Array.isArray(parsed.t)) return;
    this.stats.remoteInvalidations++;
    this.forget(parsed.t.filter((t): t is string => typeof t === 'string'));
  }

  private readonly forgetListeners = new Set<(tags: readonly string[]) => void>();

  /**
   * Calls `listener` with the tags of every invalidation, here or heard from another process (`*` for all),
   * so a store kept beside this cache (the rendered pages) forgets with it.
   */
  onForget(listener: (tags: readonly string[]) => void): () => void {
    this.forgetListeners.add(listener);
    return () => this.forgetListeners.delete(listener);
  }

  private forget(tags: readonly string[], revise?: Revise) {
    for (const listener of this.forgetListeners) listener(tags);
    if (tags.includes(ALL)) {
      this.clearLocal();
      return;
    }
    if (revise) this.kept.reviseTagged(tags, revise.before, revise.fn);
    else this.kept.dropTagged(tags);
    for (const [key, fill] of this.filling) {
      if (fill.tags.some((t) => tags.includes(t))) {
        fill.stale = true;
        // Callers arriving from now on must not get the answer read before the write: they start anew.
        this.filling.delete(key);
      }
    }
  }

  private clearLocal() {
    this.stats.clears++;
    this.kept.clear();
    for (const fill of this.filling.values()) fill.stale = true;
    this.filling.clear();
  }
}
