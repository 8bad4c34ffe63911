/**
 * React Router's request handler for Express (what @react-router/express
 * does, kept in our hands) with the anonymous page cache in front of it
 * (page-cache.ts, docs/decisions/004-anonymous-page-cache.md):
 *
 * - a request that may use the cache and finds a fresh page gets it at once
 *   (`X-Page-Cache: hit`), with this response's nonce joined into the HTML;
 * - a page past its fresh time is still served (`stale`) while one
 *   background render, which waits for every section, replaces it;
 * - otherwise the page renders and streams as always (`miss`), and its HTML
 *   is kept only if the render was complete, fully successful and carries
 *   nothing of a session (entry.server.tsx fills in the RenderReport), the
 *   answer is a 200 HTML document and it sets no cookie;
 * - a visitor with a session, a token hand-off or a non-GET never touches
 *   it (`bypass` on the cacheable paths).
 */
import { createReadableStreamFromReadable, writeReadableStreamToWritable } from "@react-router/node";
import type { NextFunction, Request as ExpressRequest, Response as ExpressResponse } from "express";
import { createRequestHandler, type RouterContextProvider, type ServerBuild } from "react-router";
import type { RenderReport } from "../app/context";
import { acceptsGzip } from "./accept-encoding";
import {
  gzipBody,
  identityBody,
  isCacheablePath,
  mayUseCache,
  pageCacheKey,
  type CachedPage,
  type PageCache,
  type PageCacheState,
} from "./page-cache";
import { newRenderReport } from "./render-health";

export const PAGE_CACHE_HEADER = "X-Page-Cache";

/** The longest a visitor waits for someone else's render of the same page before rendering it themselves. */
const FOLLOW_MAX_MS = 1_000;

export interface RenderInput {
  nonce: string;
  secure: boolean;
  report: RenderReport | null;
}

export interface PageHandlerOptions {
  build: () => Promise<ServerBuild>;
  mode?: string;
  getLoadContext: (input: RenderInput) => RouterContextProvider;
  /** Absent: no page cache (PAGE_CACHE=0). */
  cache?: PageCache;
  buildId: string;
  newNonce: () => string;
  /**
   * Sets up on-the-fly compression of this response (the compression middleware, called with a no-op
   * `next`). The handler calls it for every answer it renders; a page from the cache goes out as it
   * was compressed when stored, and wrapping the response for it cost a third of a cached page's CPU.
   */
  compress?: (req: ExpressRequest, res: ExpressResponse) => void;
  /**
   * How long after serving a stale page its background render starts (default 1 s). The visitor who got
   * it asks for the page's scripts and stylesheet next: those are answered first instead of waiting
   * behind a render (7–15 ms of this process's CPU, and the provider calls).
   */
  revalidateAfterMs?: number;
  log?: (line: string) => void;
}

/** Headers of a stored page that each response gets again; the security headers are per response. */
const KEPT_HEADERS = new Set(["content-type", "cache-control", "content-language", "link"]);

export function createPageHandler({
  build,
  mode,
  getLoadContext,
  cache,
  buildId,
  newNonce,
  compress,
  revalidateAfterMs = 1_000,
  log = console.warn,
}: PageHandlerOptions) {
  const handle = createRequestHandler(build, mode);
  /** Pages being rendered for a visitor right now; resolves when others should look in the cache again. */
  const rendering = new Map<string, Promise<void>>();

  function serve(res: ExpressResponse, req: ExpressRequest, state: "hit" | "stale", page: CachedPage, nonce: string) {
    res.setHeader(PAGE_CACHE_HEADER, state);
    res.status(200);
    for (const [name, value] of page.headers) res.append(name, value);
    // Compressed when stored; the compression middleware leaves an encoded body alone.
    const gzip = acceptsGzip(req.get("accept-encoding"));
    const body = gzip ? gzipBody(page, nonce) : identityBody(page, nonce);
    res.setHeader("Vary", "Accept-Encoding");
    if (gzip) res.setHeader("Content-Encoding", "gzip");
    res.setHeader("Content-Length", body.length);
    res.end(body);
  }

  /** Background render of a stale page, `revalidateAfterMs` from now; only one per key at a time. */
  function revalidate(key: string, url: URL, secure: boolean) {
    if (!cache?.claim(key)) return;
    setTimeout(() => renderInBackground(cache, key, url, secure), revalidateAfterMs).unref();
  }

  function renderInBackground(cache: PageCache, key: string, url: URL, secure: boolean) {
    const report = newRenderReport(true);
    const nonce = newNonce();
    handle(new Request(url.href, { headers: { Accept: "text/html" } }), getLoadContext({ nonce, secure, report }))
      .then(async (response) => {
        const html = response.body ? await response.text() : "";
        if (storable(response) && report.outcome === "shareable")
          cache.set(key, html, nonce, keptHeaders(response.headers));
      })
      .catch((error: unknown) => log(`[page-cache] background render of ${url.pathname} failed: ${String(error)}`))
      .finally(() => cache.release(key));
  }

  return async (req: ExpressRequest, res: ExpressResponse, next: NextFunction) => {
    try {
      const nonce = String(res.locals.nonce);
      const secure = req.secure;
      // Decided from the raw URL before anything is built for React Router: a hit costs next to nothing.
      const url =
        cache && isCacheablePath(req.path) ? new URL(`${req.protocol}://${requestHost(req)}${req.originalUrl}`) : null;

      if (!cache || !url || !mayUseCache(req.method, url, req.headers.cookie)) {
        if (url) res.setHeader(PAGE_CACHE_HEADER, "bypass" satisfies PageCacheState);
        compress?.(req, res);
        await send(res, await handle(toFetchRequest(req, res), getLoadContext({ nonce, secure, report: null })));
        return;
      }

      const key = pageCacheKey(buildId, url);
      let found = cache.get(key);
      if (!found && rendering.has(key)) {
        let timer: ReturnType<typeof setTimeout> | undefined;
        await Promise.race([
          rendering.get(key),
          new Promise((resolve) => (timer = setTimeout(resolve, FOLLOW_MAX_MS))),
        ]);
        clearTimeout(timer);
        found = cache.get(key);
      }
      if (found) {
        serve(res, req, found.state, found.page, nonce);
        if (found.state === "stale") revalidate(key, url, secure);
        return;
      }

      res.setHeader(PAGE_CACHE_HEADER, "miss" satisfies PageCacheState);
      compress?.(req, res);
      const report = newRenderReport();
      let release = () => {};
      if (!rendering.has(key)) {
        rendering.set(key, new Promise<void>((resolve) => (release = resolve)));
        const done = release;
        release = () => {
          rendering.delete(key);
          done();
        };
        // The shell goes out before the sections: this render may never be
        // kept, so nobody should wait for it.
        report.onShell = (complete) => {
          if (!complete) release();
        };
      }
      try {
        const response = await handle(toFetchRequest(req, res), getLoadContext({ nonce, secure, report }));
        if (!storable(response) || !response.body) {
          await send(res, response);
          return;
        }
        // One copy streams to the visitor as always; the other is collected.
        // A visitor who leaves mid-stream aborts the render: nothing is kept.
        const [toVisitor, toCache] = response.body.tee();
        const html = new Response(toCache).text().catch(() => null);
        await send(res, new Response(toVisitor, response));
        const text = await html;
        if (text !== null && report.outcome === "shareable") cache.set(key, text, nonce, keptHeaders(response.headers));
      } finally {
        release();
      }
    } catch (error) {
      next(error);
    }
  };
}

function storable(response: Response): boolean {
  return (
    response.status === 200 &&
    !response.headers.has("set-cookie") &&
    /^text\/html\b/i.test(response.headers.get("content-type") ?? "")
  );
}

function keptHeaders(headers: Headers): [string, string][] {
  return [...headers.entries()].filter(([name]) => KEPT_HEADERS.has(name.toLowerCase()));
}

// --- What @react-router/express 7.18.4 does (server.ts), unchanged in behaviour: a copy, re-read on every React
// Router upgrade (app/boot/README.md, upgrade checklist); guarded by page-cache-handler.test.ts and the e2e suite.

/** Host and port of the request as React Router sees them (X-Forwarded-Host behind a trusted proxy). */
function requestHost(req: ExpressRequest): string {
  const [, forwardedPort] = req.app?.enabled("trust proxy") ? (req.get("X-Forwarded-Host")?.split(":") ?? []) : [];
  const [, hostPort] = req.get("host")?.split(":") ?? [];
  const parsedForwarded = Number.parseInt(forwardedPort ?? "", 10);
  const parsedHost = Number.parseInt(hostPort ?? "", 10);
  const port = Number.isSafeInteger(parsedForwarded)
    ? parsedForwarded
    : Number.isSafeInteger(parsedHost)
      ? parsedHost
      : "";
  const hostname = req.hostname.split(/[\\/?#@]/)[0] || "localhost";
  return `${hostname}${port ? `:${port}` : ""}`;
}

function toFetchRequest(req: ExpressRequest, res: ExpressResponse): Request {
  const url = new URL(`${req.protocol}://${requestHost(req)}${req.originalUrl}`);

  let controller: AbortController | null = new AbortController();
  const signal = controller.signal;
  res.on("finish", () => (controller = null));
  res.on("close", () => controller?.abort());

  const headers = new Headers();
  for (const [name, values] of Object.entries(req.headers)) {
    if (!values) continue;
    if (Array.isArray(values)) for (const value of values) headers.append(name, value);
    else headers.set(name, values);
  }
  const init: RequestInit & { duplex?: "half" } = { method: req.method, headers, signal };
  if (req.method !== "GET" && req.method !== "HEAD") {
    init.body = createReadableStreamFromReadable(req);
    init.duplex = "half";
  }
  return new Request(url.href, init);
}

async function send(res: ExpressResponse, response: Response): Promise<void> {
  if (res.destroyed || res.writableEnded) {
    await response.body?.cancel();
    return;
  }
  res.statusMessage = response.statusText;
  res.status(response.status);
  for (const [name, value] of response.headers.entries()) res.append(name, value);
  if (/text\/event-stream/i.test(response.headers.get("Content-Type") ?? "")) res.flushHeaders();
  if (!response.body) {
    res.end();
    return;
  }
  try {
    await writeReadableStreamToWritable(response.body, res);
  } catch (error) {
    if (res.destroyed || res.writableEnded) return;
    throw error;
  }
}
