/**
 * Full page loads that cannot loop (spec §4 and §9: "a reload guard kept in
 * session storage lasts 10 seconds"; the original's `reloadNuxtApp`).
 *
 * Before reloading, the guard writes sessionStorage key `adtools:reload` =
 * JSON `{ "path": "/template-community?scene=x", "expires": <epoch ms> }`.
 * A second reload of the same path before `expires` is swallowed, so a chunk
 * that stays broken shows the error page (with 刷新) instead of reloading
 * forever. A different path, an expired entry or `force` reloads.
 *
 * Storage errors (private mode, quota, storage disabled) are swallowed: the
 * reload still happens, only without the guard.
 */

/** sessionStorage key of the guard. Value: JSON `{ path, expires }`. */
export const RELOAD_GUARD_KEY = "adtools:reload";

/** How long a repeat reload of the same path is ignored (spec §9). */
export const RELOAD_GUARD_TTL_MS = 10_000;

export interface ReloadRequest {
  /** Where to load; resolved against the current URL. Default: the current URL. */
  path?: string;
  /** Guard window in ms. */
  ttl?: number;
  /** Reload even inside the guard window (the 刷新 button). */
  force?: boolean;
}

export interface ReloadEnvironment {
  location: Pick<Location, "href" | "assign" | "reload">;
  /** May throw (storage disabled); the guard swallows it. */
  storage: () => Pick<Storage, "getItem" | "setItem"> | null | undefined;
  now: () => number;
}

interface GuardEntry {
  path?: unknown;
  expires?: unknown;
}

function browserEnvironment(): ReloadEnvironment {
  return { location: window.location, storage: () => window.sessionStorage, now: () => Date.now() };
}

/**
 * Resolves `path` against `base` and refuses anything that would leave this
 * origin or run code (`javascript:`, `data:`…): a reload target only ever
 * comes from our own router, so anything else is a bug or an attack.
 */
export function resolveReloadTarget(path: string, base: string): URL {
  const current = new URL(base);
  const target = new URL(path, current);
  if (target.protocol !== "http:" && target.protocol !== "https:") {
    throw new Error(`Cannot reload to a URL with the protocol '${target.protocol}'.`);
  }
  if (target.origin !== current.origin) {
    throw new Error(`Cannot navigate to a URL with a different host: '${path}'.`);
  }
  return target;
}

function guardPath(url: URL): string {
  return url.pathname + url.search + url.hash;
}

function readGuard(env: ReloadEnvironment): GuardEntry {
  try {
    const raw = env.storage()?.getItem(RELOAD_GUARD_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : {};
    return typeof parsed === "object" && parsed !== null ? (parsed as GuardEntry) : {};
  } catch {
    return {};
  }
}

/** True while a reload of `path` (default: the current URL) would be swallowed. */
export function isReloadGuarded(path?: string, env: ReloadEnvironment = browserEnvironment()): boolean {
  const target = resolveReloadTarget(path ?? env.location.href, env.location.href);
  const entry = readGuard(env);
  return entry.path === guardPath(target) && typeof entry.expires === "number" && entry.expires > env.now();
}

/**
 * Loads `path` as a new document unless the guard swallows it.
 * Returns true when a page load was started, false when the guard blocked it.
 * Throws for a target on another origin or with a script-like protocol.
 */
export function reloadAt(request: ReloadRequest = {}, env: ReloadEnvironment = browserEnvironment()): boolean {
  const current = env.location.href;
  const target = resolveReloadTarget(request.path ?? current, current);
  const path = guardPath(target);

  if (!request.force && isReloadGuarded(target.href, env)) return false;

  try {
    env
      .storage()
      ?.setItem(RELOAD_GUARD_KEY, JSON.stringify({ path, expires: env.now() + (request.ttl ?? RELOAD_GUARD_TTL_MS) }));
  } catch {
    // Private mode or quota: reload without the guard rather than not at all.
  }

  const here = new URL(current);
  // Same document apart from the hash: assigning would only scroll, so reload.
  if (target.pathname === here.pathname && target.search === here.search) env.location.reload();
  else env.location.assign(target.href);
  return true;
}
