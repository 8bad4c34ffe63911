/**
 * Client navigations (a link, Back / Forward) get a screen with the sections that are ready.
 *
 * A screen's loader returns its data sections as promises (deferred data): a document goes out at once
 * and each section streams in (http/section.ts). After a client navigation that left every section as
 * a skeleton for a moment, and React Router restores the scroll position (Back to 工具大全 from a tool)
 * when the new page renders: at that point the page was a short column of skeletons, the position was
 * cut to what fitted, and the visitor landed at the top instead of where they left.
 *
 * So for a client navigation's data request (`/tools-index.data`, React Router's single fetch) a
 * screen's loader passes its data through {@link settleOnClientNavigation}: each promise that settles
 * within {@link CLIENT_NAVIGATION_WAIT_MS} goes out as its value (`<Deferred>` renders a value at once),
 * a slower one stays a promise and streams in behind its skeleton as before, and a failed one stays as
 * it is (`<Deferred>` shows its error state). A document request never waits: its first byte goes out
 * at once. Done on the server, not in a `clientLoader`: that would be two more modules in every
 * screen's first load, for something only a later navigation needs.
 */

/** Long enough for a provider answering normally, short enough that a slow one still shows its skeleton. */
export const CLIENT_NAVIGATION_WAIT_MS = 800;

/** The loader's data with each promise either still a promise or already its value. */
export type Settled<T> = { [K in keyof T]: T[K] extends Promise<infer V> ? V | Promise<V> : T[K] };

const isThenable = (value: unknown): value is Promise<unknown> =>
  typeof value === "object" && value !== null && typeof (value as { then?: unknown }).then === "function";

const PENDING: unique symbol = Symbol("pending");

export async function settleDeferred<T extends object>(
  data: T,
  waitMs: number = CLIENT_NAVIGATION_WAIT_MS,
): Promise<Settled<T>> {
  const entries = Object.entries(data);
  if (!entries.some(([, value]) => isThenable(value))) return data as Settled<T>;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<typeof PENDING>((resolve) => {
    timer = setTimeout(() => resolve(PENDING), waitMs);
  });
  try {
    const settled = await Promise.all(
      entries.map(async ([key, value]) => {
        if (!isThenable(value)) return [key, value] as const;
        // A rejection keeps the promise (its error state); only a value replaces it.
        const outcome = await Promise.race([
          value.then(
            (resolved) => ({ resolved }),
            () => PENDING,
          ),
          deadline,
        ]);
        return [key, typeof outcome === "symbol" ? value : outcome.resolved] as const;
      }),
    );
    return Object.fromEntries(settled) as Settled<T>;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Whether the loader answers a client navigation (single fetch: `<path>.data`). With
 * `future.v8_passThroughRequests` the loader's `request` is the request as it came; its `url`
 * argument is the page's URL either way.
 */
export function isDataRequest(request: Request): boolean {
  return new URL(request.url).pathname.endsWith(".data");
}

/** A screen loader's data: settled within the wait for a client navigation, as it is for a document. */
export function settleOnClientNavigation<T extends object>(request: Request, data: T): Promise<Settled<T>> | T {
  return isDataRequest(request) ? settleDeferred(data) : data;
}
