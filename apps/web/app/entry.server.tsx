import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import type { EntryContext, RouterContextProvider } from "react-router";
import { ServerRouter } from "react-router";
import { NonceProvider } from "./components/nonce";
import { renderReportContext, requestInfoContext } from "./context";
import { CoalescingPassThrough } from "../server/coalescing-stream";
import { sessionProblem, watchLoaderData } from "../server/render-health";

export const streamTimeout = 5_000;

/**
 * How long a person's document waits for its deferred sections before the
 * shell goes out without them. Sections that settle in this window are inline
 * in the HTML, so visitors without JavaScript (who cannot run React's swap
 * scripts) see them; a slow provider costs the shell at most this much
 * (first byte ≤ 100 ms with the provider hanging, docs/decisions/002-server-throughput.md).
 */
const SHELL_GRACE_MS = 40;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  const { nonce } = loadContext.get(requestInfoContext);
  // Set when the page cache may keep this render (anonymous GET of a cacheable page).
  const report = loadContext.get(renderReportContext);

  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");

    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    let graceTimer: ReturnType<typeof setTimeout> | undefined;
    const crawler = Boolean(userAgent && isbot(userAgent)) || routerContext.isSpaMode || Boolean(report?.wholeDocument);
    // The page cache keeps only a complete, fully successful, session-free
    // render (docs/decisions/004-anonymous-page-cache.md): any failed or
    // timed-out section, render error or unfinished provider call rules it out.
    let problem: string | undefined;
    const notShareable = (reason: string) => {
      problem ??= reason;
    };
    if (report) {
      const { loaderData, errors } = routerContext.staticHandlerContext;
      if (errors) notShareable("an error boundary rendered");
      const session = sessionProblem(loaderData.root);
      if (session) notShareable(session);
      watchLoaderData(loaderData, notShareable);
    }
    let started = false;
    const start = (complete: boolean) => {
      clearTimeout(graceTimer);
      if (started) return;
      started = true;
      report?.onShell?.(complete);
      // Hands React's 4 KB writes on in larger chunks: far cheaper to gzip.
      const body = new CoalescingPassThrough({
        final(callback) {
          clearTimeout(timeoutId);
          timeoutId = undefined;
          if (report) {
            if (responseStatusCode !== 200) notShareable(`status ${responseStatusCode}`);
            if (report.failedCalls > 0) notShareable(`${report.failedCalls} provider call(s) failed`);
            if (report.pendingCalls > 0) notShareable(`${report.pendingCalls} provider call(s) unfinished`);
            report.outcome = problem ? "not-shareable" : "shareable";
            report.reason = problem;
          }
          callback();
        },
      });
      const stream = createReadableStreamFromReadable(body);
      responseHeaders.set("Content-Type", "text/html; charset=utf-8");
      if (!responseHeaders.has("Cache-Control")) {
        // HTML may carry a session (user info, token cookie): never cache it
        // in shared caches.
        responseHeaders.set("Cache-Control", "no-store");
      }
      pipe(body);
      resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }));
    };

    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceProvider>,
      {
        nonce,
        // Sections already settled when the HTML goes out are written in place. React's default (12.8 KB)
        // moves every section past that size to the end of the stream behind a reveal script it throttles by
        // up to 300 ms: on a phone that delayed the largest paint and shifted the layout (skeleton → section)
        // for content that was there all along. Sections still pending after the grace stream as before.
        progressiveChunkSize: Number.MAX_SAFE_INTEGER,
        onShellReady() {
          shellRendered = true;
          // Crawlers get the whole document at once (no streamed Suspense holes).
          if (!crawler) graceTimer = setTimeout(start, SHELL_GRACE_MS, false);
        },
        onAllReady() {
          start(true);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          notShareable("React reported a render error");
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}
