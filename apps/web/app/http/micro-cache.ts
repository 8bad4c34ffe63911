/**
 * A tiny in-memory cache with a short TTL and a bounded size ("micro-cache",
 * as reverse proxies do it). The server uses it for provider answers that are
 * the same for every anonymous visitor (tool catalogue, calendar, plans,
 * template facets and lists): under load, one provider call every few
 * seconds serves every page render in between, instead of one call per page
 * (docs/decisions/002-server-throughput.md: server throughput for anonymous requests). What may be
 * cached is decided by the caller (`http.ts`: anonymous GETs only); this
 * module only keeps values.
 *
 * - Only fulfilled loads are stored: a failure is never cached, so the next
 *   caller asks again (an error state never outlives the provider's outage).
 * - Concurrent callers of the same missing key share one load (no stampede of
 *   identical requests when an entry expires under load). They share its
 *   failure too, but only while it is in flight.
 * - Stored values are deep-frozen: they are shared between requests of
 *   different visitors, so nobody may change them in place.
 * - Bounded: the least recently used entry goes when the cache is full.
 */

export interface MicroCacheOptions {
  /** How long a stored value is served, in milliseconds. Must be > 0. */
  ttlMs: number;
  /** Most entries kept; the least recently used entry is dropped beyond it. */
  maxEntries: number;
  /** Clock, for tests. */
  now?: () => number;
}

export interface MicroCache {
  /** The fresh value for `key`, or the result of `load()` (stored if it fulfils). */
  get<T>(key: string, load: () => Promise<T>): Promise<T>;
  /** Entries currently stored (fresh or not yet evicted). */
  readonly size: number;
  clear(): void;
}

interface Entry {
  value: unknown;
  expiresAt: number;
}

export function createMicroCache({ ttlMs, maxEntries, now = Date.now }: MicroCacheOptions): MicroCache {
  if (!(ttlMs > 0)) throw new RangeError("micro-cache: ttlMs must be > 0");
  if (!(Number.isInteger(maxEntries) && maxEntries > 0))
    throw new RangeError("micro-cache: maxEntries must be a positive integer");

  // A Map iterates in insertion order: re-inserting on every hit keeps the
  // least recently used entry first, which is the one to evict.
  const entries = new Map<string, Entry>();
  const inFlight = new Map<string, Promise<unknown>>();

  function store(key: string, value: unknown) {
    entries.delete(key);
    entries.set(key, { value: deepFreeze(value), expiresAt: now() + ttlMs });
    while (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
  }

  return {
    get<T>(key: string, load: () => Promise<T>): Promise<T> {
      const entry = entries.get(key);
      if (entry) {
        entries.delete(key);
        if (entry.expiresAt > now()) {
          entries.set(key, entry);
          return Promise.resolve(entry.value as T);
        }
      }
      const pending = inFlight.get(key);
      if (pending) return pending as Promise<T>;

      // `load` runs from a microtask, so even a synchronous throw settles
      // `loading` (and leaves `inFlight`) like any other failure.
      const settle = () => {
        if (inFlight.get(key) === loading) inFlight.delete(key);
      };
      const loading: Promise<T> = Promise.resolve()
        .then(load)
        .then(
          (value) => {
            settle();
            store(key, value);
            return value;
          },
          (error: unknown) => {
            settle();
            throw error;
          },
        );
      inFlight.set(key, loading);
      return loading;
    },
    get size() {
      return entries.size;
    },
    clear() {
      entries.clear();
      inFlight.clear();
    },
  };
}

/** Freezes a JSON-like value and everything in it; returns it. */
export function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === "object" && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}
