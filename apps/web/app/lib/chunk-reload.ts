/**
 * Chunk-load recovery (spec §4 and §8: "chunk load error → page reload";
 * behaviour-reference §4.2). When a route module or another lazily loaded
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
import { CRAWLER_USER_AGENT } from "./crawler";
import { RELOAD_GUARD_KEY, RELOAD_GUARD_TTL_MS, reloadAt, isReloadGuarded } from "./reload-guard";

const LOG_PREFIX = "[chunk-reload]";

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

export function isReloading(): boolean {
  return reloading;
}

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

/**
 * Inline classic script for the document (root Layout), for the one failure
 * no module code can handle: React Router's hydration script statically
 * imports the page's route modules, so when one of them cannot be loaded
 * nothing of ours runs and the page would stay a lifeless copy of the server
 * HTML. After `load` it checks whether that script ran; if not, it reloads
 * the page through the same guard (key, JSON shape and ttl from
 * reload-guard.ts), and when the guard refuses it replaces the page's main
 * content with the error page and its 刷新 button. Crawlers keep the
 * server-rendered content (spec §8); the failure is logged.
 * DOM built with textContent only: nothing here is parsed as HTML.
 */
export function hydrationFailureScript(): string {
  const constants = {
    key: RELOAD_GUARD_KEY,
    ttl: RELOAD_GUARD_TTL_MS,
    bot: [CRAWLER_USER_AGENT.source, CRAWLER_USER_AGENT.flags],
  };
  /* eslint-disable no-var -- serialised by toString() into the classic inline script that runs when module scripts failed: old syntax so it parses anywhere */
  const body = function (c: typeof constants) {
    addEventListener("load", function () {
      if ("__reactRouterRouteModules" in window) return;
      var path = location.pathname + location.search + location.hash;
      if (new RegExp(c.bot[0]!, c.bot[1]).test(navigator.userAgent)) {
        console.error("[chunk-reload] 页面脚本加载失败；爬虫访问，保留服务端渲染的内容");
        return;
      }
      var entry: { path?: unknown; expires?: unknown } = {};
      try {
        entry = JSON.parse(sessionStorage.getItem(c.key) || "{}") || {};
      } catch (_error) {
        entry = {};
      }
      if (!(entry.path === path && typeof entry.expires === "number" && entry.expires > Date.now())) {
        try {
          sessionStorage.setItem(c.key, JSON.stringify({ path: path, expires: Date.now() + c.ttl }));
        } catch (_error) {
          // Reload without the guard rather than not at all.
        }
        console.error("[chunk-reload] 页面脚本加载失败，重新加载页面");
        location.reload();
        return;
      }
      console.error("[chunk-reload] 页面脚本仍无法加载，显示错误页");
      function el(tag: string, className: string, text?: string) {
        var node = document.createElement(tag);
        node.className = className;
        if (text) node.textContent = text;
        return node;
      }
      var box = el("div", "mx-auto flex w-full max-w-3xl flex-col items-start gap-4 px-4 py-16");
      box.setAttribute("role", "alert");
      box.appendChild(el("p", "text-sm font-semibold text-brand-700", "错误代码 500"));
      box.appendChild(el("h1", "text-2xl font-bold text-ink", "页面资源加载失败"));
      box.appendChild(el("p", "text-muted", "网站可能刚刚更新，或网络不稳定。请点击“刷新”重新加载页面。"));
      var where = el("p", "text-sm text-muted", "页面地址：");
      where.appendChild(el("code", "break-all rounded bg-gray-100 px-1.5 py-0.5 text-ink", location.pathname + location.search));
      box.appendChild(where);
      var actions = el("div", "mt-2 flex flex-wrap gap-3");
      var home = el("a", "inline-flex min-h-10 items-center rounded-md bg-brand-700 px-4 py-2 font-medium text-white hover:bg-brand-800", "返回首页");
      home.setAttribute("href", "/home");
      var again = el("button", "inline-flex min-h-10 items-center rounded-md border border-gray-300 bg-white px-4 py-2 font-medium text-ink hover:bg-gray-50", "刷新");
      again.setAttribute("type", "button");
      again.addEventListener("click", function () {
        location.reload();
      });
      actions.appendChild(home);
      actions.appendChild(again);
      box.appendChild(actions);
      var main = document.getElementById("main");
      if (main) main.replaceChildren(box);
      else document.body.prepend(box);
    });
  };
  /* eslint-enable no-var */
  return `(${body.toString()})(${JSON.stringify(constants)});`;
}
