/**
 * Build identity and the outdated-build check (spec §4, §7, §8; the
 * original's Nuxt app manifest, spec §4).
 *
 * Every production build has an id (build-tools/build-manifest-plugin.ts)
 * and publishes, under the assets path:
 *   /assets/builds/latest.json      {id, timestamp}                 cached ≤ 1 s
 *   /assets/builds/meta/<id>.json   {id, timestamp, prerendered, assets}  immutable
 *
 * The browser polls latest.json (cache-busted) one interval after the app is
 * ready, then every interval, and also when the tab returns to the foreground
 * after at least one interval. When the id differs from the id this code was
 * built with, the build is marked outdated and polling stops; the next
 * navigation then becomes a full page load of its target
 * (reload-on-new-build-middleware.client.ts), so the user moves to the new build
 * before old chunks disappear. Failures are logged and change nothing.
 */
import { useEffect } from "react";

// Replaced at build time by build-tools/build-manifest-plugin.ts ("dev" in the dev server).
declare const __BUILD_ID__: string | undefined;

/** The id of the build this code belongs to. */
export const BUILD_ID: string = typeof __BUILD_ID__ === "string" ? __BUILD_ID__ : "dev";

export const BUILDS_PATH = "/assets/builds";
const LOG_PREFIX = "[build-manifest]";

export interface BuildInfo {
  id: string;
  timestamp: number;
}

export interface BuildMeta extends BuildInfo {
  prerendered: string[];
  assets?: string[];
}

export function parseBuildInfo(value: unknown): BuildInfo | null {
  if (typeof value !== "object" || value === null) return null;
  const { id, timestamp } = value as Record<string, unknown>;
  if (typeof id !== "string" || id.length === 0 || typeof timestamp !== "number" || !Number.isFinite(timestamp))
    return null;
  return { id, timestamp };
}

/** Like Nuxt's manifest check: an HTML fallback page or any other shape is malformed. */
export function parseBuildMeta(value: unknown): BuildMeta | null {
  const info = parseBuildInfo(value);
  const prerendered = (value as { prerendered?: unknown } | null)?.prerendered;
  if (!info || !Array.isArray(prerendered)) return null;
  return { ...(value as BuildMeta), ...info };
}

class ManifestFetchError extends Error {
  readonly status: number | undefined;
  constructor(message: string, status?: number) {
    super(message);
    this.name = "ManifestFetchError";
    this.status = status;
  }
}

async function fetchJson(url: string, fetchImpl: typeof fetch): Promise<unknown> {
  const response = await fetchImpl(url, { headers: { Accept: "application/json" }, credentials: "same-origin" });
  if (!response.ok) throw new ManifestFetchError(`${url} answered HTTP ${response.status}`, response.status);
  const text = await response.text();
  try {
    return JSON.parse(text);
  } catch {
    throw new ManifestFetchError(
      `${url} is not JSON (starts with ${JSON.stringify(text.slice(0, 40))})`,
      response.status,
    );
  }
}

/** The newest deployed build. The query string busts every cache on the way. */
export async function fetchLatestBuild(
  fetchImpl: typeof fetch = fetch,
  now: () => number = Date.now,
): Promise<BuildInfo> {
  const url = `${BUILDS_PATH}/latest.json?${now()}`;
  const info = parseBuildInfo(await fetchJson(url, fetchImpl));
  if (!info) throw new ManifestFetchError(`${url} is not {id, timestamp}`);
  return info;
}

let metaPromise: Promise<BuildMeta> | null = null;

/**
 * This build's manifest, fetched once. A failure clears the cache so the
 * next call retries (as newer Nuxt 3 versions do).
 */
export function getBuildMeta(fetchImpl: typeof fetch = fetch, id: string = BUILD_ID): Promise<BuildMeta> {
  metaPromise ??= fetchJson(`${BUILDS_PATH}/meta/${encodeURIComponent(id)}.json`, fetchImpl).then((value) => {
    const meta = parseBuildMeta(value);
    if (!meta) throw new ManifestFetchError(`meta/${id}.json is malformed`);
    return meta;
  });
  metaPromise.catch(() => {
    metaPromise = null;
  });
  return metaPromise;
}

let outdated: BuildInfo | null = null;

/** The newer build once one has been detected, else null. */
export function getOutdatedBuild(): BuildInfo | null {
  return outdated;
}

/** For tests only: forget a detected update. */
export function resetBuildState(): void {
  outdated = null;
  metaPromise = null;
}

export interface PollOptions {
  currentId?: string;
  /** 0 (or less) disables polling. */
  intervalMs: number;
  fetch?: typeof fetch;
  now?: () => number;
  /** Where visibility is watched; default `document`. */
  doc?: Pick<Document, "visibilityState" | "addEventListener" | "removeEventListener">;
  log?: (message: string, error: unknown) => void;
}

/**
 * Starts the outdated-build check; returns a function that stops it.
 * Call once the app is ready (after hydration).
 */
export function startBuildPolling(options: PollOptions): () => void {
  const {
    currentId = BUILD_ID,
    intervalMs,
    fetch: fetchImpl = (...args: Parameters<typeof fetch>) => fetch(...args),
    now = Date.now,
    doc = document,
    log = (message, error) => console.warn(message, error),
  } = options;
  if (!(intervalMs > 0) || outdated) return () => {};

  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let lastCheck = now();
  let checking = false;

  const schedule = () => {
    clearTimeout(timer);
    if (!stopped) timer = setTimeout(check, intervalMs);
  };

  const stop = () => {
    stopped = true;
    clearTimeout(timer);
    doc.removeEventListener("visibilitychange", onVisible);
  };

  async function check() {
    if (stopped || checking) return;
    checking = true;
    lastCheck = now();
    schedule();
    try {
      // Spec §7: the manifest of the running build is fetched; a failure is
      // logged (§8) but does not stop the check, which only needs latest.json.
      await getBuildMeta(fetchImpl, currentId).catch((error: unknown) => {
        log(`${LOG_PREFIX} 获取当前构建清单失败（${currentId}）`, error);
      });
      const latest = await fetchLatestBuild(fetchImpl, now);
      if (!stopped && latest.id !== currentId) {
        outdated = latest;
        stop();
      }
    } catch (error) {
      log(`${LOG_PREFIX} 检查新版本失败，稍后重试`, error);
    } finally {
      checking = false;
    }
  }

  function onVisible() {
    if (doc.visibilityState === "visible" && now() - lastCheck >= intervalMs) void check();
  }

  doc.addEventListener("visibilitychange", onVisible);
  schedule();
  return stop;
}

/**
 * Root-level hook: starts polling after hydration, once the browser is idle
 * (Nuxt waits for "app ready" the same way). Off in the dev server.
 */
export function useBuildPolling(intervalMs: number | undefined): void {
  useEffect(() => {
    if (import.meta.env.DEV || intervalMs === undefined) return;
    let stop: (() => void) | undefined;
    const begin = () => {
      stop = startBuildPolling({ intervalMs });
    };
    const idle = typeof requestIdleCallback === "function" ? requestIdleCallback(begin) : setTimeout(begin, 1);
    return () => {
      if (typeof cancelIdleCallback === "function" && typeof requestIdleCallback === "function")
        cancelIdleCallback(idle as number);
      else clearTimeout(idle as ReturnType<typeof setTimeout>);
      stop?.();
    };
  }, [intervalMs]);
}
