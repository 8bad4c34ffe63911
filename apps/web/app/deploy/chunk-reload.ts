/**
 * Chunk-load recovery (spec §4 and §8: "chunk load error → page reload";
 * as Nuxt's chunk-error reload does). When a route module or another lazily loaded
 * chunk fails to load during a client navigation — typically because a deploy
 * removed the old hashed files — the browser loads the navigation's TARGET as
 * a new document, through the reload guard (reload-guard.ts), so a chunk that
 * stays broken ends on the error page with 刷新 instead of a loop.
 *
 * Why not React Router's own handling: in 7.18.4 `loadRouteModule`
 * (react-router/dist/.../chunk-*.mjs, lib/dom/ssr/routeModules.ts) catches a
 * failed route-module import, logs and calls `window.location.reload()`:
 * the CURRENT page, with no loop guard, and the navigation never settles.
 * `location.reload` cannot be patched, so we make sure React Router never
 * imports a route module itself: it first asks `route.id in routeModules`
 * and returns `routeModules[route.id]` when present, so a proxy over
 * `window.__reactRouterRouteModules` answers that pair with our own import
 * (an async function returning a promise adopts it). Everything else about
 * the object is untouched. Re-check this file when upgrading React Router;
 * e2e/resilience.spec.ts fails if the trick stops working.
 *
 * When the guard refuses, the route renders a stand-in that throws a
 * {@link ChunkLoadError}, so the error boundary shows the page with 刷新.
 * Other lazy chunks (split route chunks, `React.lazy`) surface as route
 * errors at the target URL; the error boundary calls {@link reloadOnce}.
 */
import { reloadAt, isReloadGuarded } from "./reload-guard";

export const LOG_PREFIX = "[chunk-reload]";

/** A chunk failed to load and the reload guard refused another reload. */
export class ChunkLoadError extends Error {
  readonly chunk: string;
  readonly target: string | undefined;
  constructor(chunk: string, target: string | undefined, cause: unknown) {
    super(`Failed to load chunk ${chunk}${target ? ` for ${target}` : ""}`, { cause });
    this.name = "ChunkLoadError";
    this.chunk = chunk;
    this.target = target;
  }
}

// Messages browsers and Vite use for failed dynamic imports / preloads.
const CHUNK_ERROR_MESSAGES = [
  /Failed to fetch dynamically imported module/i, // Chromium
  /error loading dynamically imported module/i, // Firefox
  /Importing a module script failed/i, // Safari
  /Failed to load module script/i,
  /Unable to preload CSS/i, // Vite
  /Loading (CSS )?chunk \S+ failed/i,
];

export function isChunkLoadError(error: unknown): boolean {
  if (error instanceof ChunkLoadError) return true;
  if (!(error instanceof Error)) return false;
  return CHUNK_ERROR_MESSAGES.some((pattern) => pattern.test(error.message));
}

interface RouterLike {
  state: { navigation: { state: string; location?: { pathname: string; search: string; hash: string } } };
}

/** Path + query + hash of the navigation in progress, if any. */
export function navigationTarget(win: Window = window): string | undefined {
  const router = (win as Window & { __reactRouterDataRouter?: RouterLike }).__reactRouterDataRouter;
  const navigation = router?.state.navigation;
  if (!navigation || navigation.state === "idle" || !navigation.location) return undefined;
  const { pathname, search, hash } = navigation.location;
  return pathname + search + hash;
}

/** Set once a page load has been started from this document: later errors are moot. */
let reloading = false;

/**
 * Reloads at `target` through the guard. True when a page load started (or
 * one already is under way), false when the guard blocked it.
 */
export function reloadOnce(target: string, reload: typeof reloadAt = reloadAt): boolean {
  if (reloading) return true;
  try {
    reloading = reload({ path: target });
  } catch (error) {
    console.error(`${LOG_PREFIX} 无法重新加载 ${target}`, error);
    reloading = false;
  }
  return reloading;
}

/** True when an error boundary showing a chunk error at `path` is about to reload (render-time check, no side effects). */
export function willRecoverFromChunkError(error: unknown, path: string): boolean {
  if (!isChunkLoadError(error)) return false;
  if (reloading) return true;
  try {
    return !isReloadGuarded(path);
  } catch {
    return false;
  }
}

interface ManifestLike {
  routes: Record<string, { module?: string } | undefined>;
}

export interface RouteModuleGuardOptions {
  /** The (live, route-discovery-patched) manifest: `window.__reactRouterManifest`. */
  manifest: ManifestLike;
  importModule?: (href: string) => Promise<unknown>;
  getTarget?: () => string | undefined;
  recover?: (target: string) => boolean;
  log?: (message: string, error: unknown) => void;
}

const never = () => new Promise<never>(() => {});

/**
 * Wraps React Router's route-module cache so failed route-module imports
 * reload at the navigation target (see the file comment).
 */
export function guardRouteModules<T extends Record<string, unknown>>(modules: T, options: RouteModuleGuardOptions): T {
  const {
    manifest,
    importModule = (href: string) => import(/* @vite-ignore */ href),
    getTarget = () => navigationTarget(),
    recover = (target: string) => reloadOnce(target),
    log = (message, error) => console.error(message, error),
  } = options;
  // React Router checks `id in modules` and reads `modules[id]` right after, synchronously.
  let askedFor: string | null = null;
  const loading = new Map<string, Promise<unknown>>();

  function load(id: string, href: string): Promise<unknown> {
    let promise = loading.get(id);
    if (promise) return promise;
    promise = importModule(href).then(
      (mod) => {
        (modules as Record<string, unknown>)[id] = mod;
        loading.delete(id);
        return mod;
      },
      (error: unknown) => {
        loading.delete(id);
        log(`${LOG_PREFIX} 路由模块加载失败：${href}`, error);
        // Read now, not at import start: React Router sets the navigation state after kicking off lazy loads.
        const target = getTarget();
        if (target && recover(target)) return never();
        // Rejecting is not enough: for a route without a loader React Router
        // 7.18 swallows a failed lazy module and renders an empty page. A
        // stand-in whose component throws reaches the error boundary in
        // every case. Not cached: the next navigation tries the import again.
        const failure = new ChunkLoadError(href, target, error);
        return {
          default: function RouteChunkFailed(): never {
            throw failure;
          },
        };
      },
    );
    loading.set(id, promise);
    return promise;
  }

  return new Proxy(modules, {
    has(target, key) {
      if (Reflect.has(target, key)) return true;
      const href = typeof key === "string" ? manifest.routes[key]?.module : undefined;
      if (!href) return false;
      askedFor = key as string;
      // The paired read is synchronous; never let a stale question leak into other reads.
      queueMicrotask(() => {
        if (askedFor === key) askedFor = null;
      });
      return true;
    },
    get(target, key, receiver) {
      if (typeof key === "string" && key === askedFor && !Reflect.has(target, key)) {
        askedFor = null;
        const href = manifest.routes[key]?.module;
        if (href) return load(key, href);
      }
      return Reflect.get(target, key, receiver);
    },
  });
}

/**
 * Call in entry.client before hydrating. Installs the route-module guard and
 * Vite's preload-error policy (CSS preload failures do not fail the import,
 * as in Nuxt; JS failures reject and reach the handling above).
 */
export function installChunkReload(win: Window = window): void {
  const globals = win as Window & {
    __reactRouterRouteModules?: Record<string, unknown>;
    __reactRouterManifest?: ManifestLike;
  };
  // React Router globals (7.18), set by its module script before the entry runs; guarded by e2e/resilience.spec.ts.
  if (globals.__reactRouterRouteModules && globals.__reactRouterManifest) {
    globals.__reactRouterRouteModules = guardRouteModules(globals.__reactRouterRouteModules, {
      manifest: globals.__reactRouterManifest,
    });
  }
  // A document left for a reload may come back from the back/forward cache
  // with a navigation that never settles: load it afresh instead.
  win.addEventListener("pageshow", (event) => {
    if (event.persisted && reloading) win.location.reload();
  });
  win.addEventListener("vite:preloadError", (event) => {
    const payload = (event as Event & { payload?: unknown }).payload;
    if (payload instanceof Error && /Unable to preload CSS/i.test(payload.message)) {
      event.preventDefault();
      console.warn(`${LOG_PREFIX} 样式预加载失败，页面继续`, payload);
    }
  });
}
