/**
 * The answers the shared cache keeps (cache.ts `SharedCache`), with their tags and expiry: shared answers and
 * callers' own parts (keys starting `own:`) apart, each bounded in count, and both together in characters; the
 * oldest go first. Nothing here knows of refills or other processes.
 */
export const OWN = 'own:';

interface Entry {
  value: unknown;
  tags: readonly string[];
  expires: number;
  chars: number;
  /** When it was kept: `revision` then. */
  kept: number;
}

export interface EntryLimits {
  ttlMs: number;
  maxEntries: number;
  maxOwnEntries: number;
  maxChars: number;
  now: () => number;
}

/** What an answer counts against the characters kept: a string's length, or a kept HTTP answer's body's. */
const charsOf = (value: unknown) =>
  typeof value === 'string'
    ? value.length
    : typeof value === 'object' && value && 'body' in value && typeof value.body === 'string'
      ? value.body.length
      : 0;

export class TaggedEntries {
  private readonly entries = new Map<string, Entry>();
  private readonly ownEntries = new Map<string, Entry>();
  private readonly byTag = new Map<string, Set<string>>();
  private chars = 0;
  private kept = 0;

  constructor(private readonly limits: EntryLimits) {}

  /** Counts the answers kept so far: an answer kept after this was read was kept after it (`reviseTagged`). */
  get revision() {
    return this.kept;
  }

  get size() {
    return this.entries.size + this.ownEntries.size;
  }

  /** A kept, unexpired answer, or undefined. */
  get(key: string): { value: unknown } | undefined {
    const e = this.mapOf(key).get(key);
    if (!e) return undefined;
    if (e.expires < this.limits.now()) {
      this.drop(key);
      return undefined;
    }
    return { value: e.value };
  }

  put(key: string, tags: readonly string[], value: unknown) {
    const { maxChars, maxEntries, maxOwnEntries } = this.limits;
    this.drop(key);
    const chars = charsOf(value);
    if (chars > maxChars / 16) return; // one huge answer must not push out everything else
    const expires = this.limits.now() + this.limits.ttlMs;
    this.mapOf(key).set(key, { value, tags, expires, chars, kept: ++this.kept });
    this.chars += chars;
    for (const tag of tags) {
      let keys = this.byTag.get(tag);
      if (!keys) {
        keys = new Set();
        this.byTag.set(tag, keys);
      }
      keys.add(key);
    }
    while (this.chars > maxChars && this.ownEntries.size) this.drop(this.ownEntries.keys().next().value!);
    while (this.entries.size > maxEntries || this.chars > maxChars) this.drop(this.entries.keys().next().value!);
    while (this.ownEntries.size > maxOwnEntries) this.drop(this.ownEntries.keys().next().value!);
  }

  /** Drops every answer carrying one of the tags. */
  dropTagged(tags: readonly string[]) {
    for (const tag of tags) {
      const keys = this.byTag.get(tag);
      if (keys) for (const key of [...keys]) this.drop(key);
    }
  }

  /**
   * Offers every answer carrying one of the tags, kept at or before `revision` `before`, to `revise`, which answers
   * its replacement (kept with the same tags and expiry) or undefined to drop it; the answers kept after `before`
   * are dropped (read while the write was on its way, they may hold it already), as is one `revise` throws on.
   */
  reviseTagged(tags: readonly string[], before: number, revise: (key: string, value: unknown) => unknown) {
    const keys = new Set<string>();
    for (const tag of tags) for (const key of this.byTag.get(tag) ?? []) keys.add(key);
    const now = this.limits.now();
    const revised = (key: string, e: Entry) => {
      try {
        return revise(key, e.value);
      } catch {
        return undefined;
      }
    };
    for (const key of keys) {
      const e = this.mapOf(key).get(key);
      const value = e && e.expires >= now && e.kept <= before ? revised(key, e) : undefined;
      if (!e || value === e.value) continue;
      if (value === undefined) {
        this.drop(key);
        continue;
      }
      this.chars += charsOf(value) - e.chars;
      e.chars = charsOf(value);
      e.value = value;
    }
  }

  clear() {
    this.entries.clear();
    this.ownEntries.clear();
    this.byTag.clear();
    this.chars = 0;
  }

  /** Drops what has expired. */
  sweep() {
    const now = this.limits.now();
    for (const map of [this.entries, this.ownEntries]) for (const [key, e] of map) if (e.expires < now) this.drop(key);
  }

  private mapOf(key: string) {
    return key.startsWith(OWN) ? this.ownEntries : this.entries;
  }

  private drop(key: string) {
    const map = this.mapOf(key);
    const e = map.get(key);
    if (!e) return;
    map.delete(key);
    this.chars -= e.chars;
    for (const tag of e.tags) {
      const keys = this.byTag.get(tag);
      keys?.delete(key);
      if (keys?.size === 0) this.byTag.delete(tag);
    }
  }
}
