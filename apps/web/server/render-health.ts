/**
 * Whether a finished render may be shared with other visitors through the
 * page cache (docs/decisions/004-anonymous-page-cache.md). A page whose
 * sections ended in their error state (provider down or slow) must not be
 * kept, or one provider blip would be served to everyone for a minute; nor
 * may a page that carries anything of a session.
 *
 * Loaders report a failed section as `{ ok: false, message }` (http/section.ts),
 * immediately or inside a streamed promise (decision 003), and a promise that
 * rejects shows the same error state (components/deferred.tsx). This module
 * watches the loader data for both; the HTTP client counts failed and
 * unfinished provider calls on its side (http-client-middleware.server.ts).
 */
import type { RenderReport } from "../app/context";

export function newRenderReport(wholeDocument = false): RenderReport {
  return { wholeDocument, pendingCalls: 0, failedCalls: 0, outcome: "pending" };
}

function isThenable(value: unknown): value is PromiseLike<unknown> {
  return typeof value === "object" && value !== null && typeof (value as { then?: unknown }).then === "function";
}

/**
 * Watches every route's loader data for failed sections, now and in the
 * streamed promises when they settle. `onProblem` is called for each one.
 * Called before rendering, so the handlers run before the stream can end.
 */
export function watchLoaderData(
  loaderData: Record<string, unknown> | undefined,
  onProblem: (reason: string) => void,
): void {
  for (const [routeId, data] of Object.entries(loaderData ?? {})) {
    const visit = (value: unknown, depth: number) => {
      if (depth > 6) return;
      if (isThenable(value)) {
        value.then(
          (settled) => visit(settled, depth + 1),
          () => onProblem(`${routeId}: a streamed section was rejected`),
        );
        return;
      }
      if (typeof value !== "object" || value === null) return;
      const record = value as Record<string, unknown>;
      if (!Array.isArray(value) && record.ok === false && typeof record.message === "string") {
        onProblem(`${routeId}: a section failed (${record.message})`);
        return;
      }
      for (const item of Array.isArray(value) ? value : Object.values(record)) visit(item, depth + 1);
    };
    visit(data, 0);
  }
}

/** The root loader's session part: a page that shows a user or a flash toast is that visitor's alone. */
export function sessionProblem(rootData: unknown): string | undefined {
  if (typeof rootData !== "object" || rootData === null) return undefined;
  const { user, flash, sessionEnded } = rootData as { user?: unknown; flash?: unknown; sessionEnded?: unknown };
  if (user) return "the page shows a user";
  if (Array.isArray(flash) && flash.length > 0) return "the page carries a flash message";
  if (sessionEnded) return "the page ends a session";
  return undefined;
}
