// The HTTP client's tests (http.test.ts, http-sharing.test.ts) share these: base URLs, and a fetch that
// records each call and answers from a script.
import { vi } from "vitest";

export const api = {
  materials: "http://api.test/materials",
  kit: "http://api.test/kit",
  userCenter: "http://api.test/user-center",
  general: "http://api.test/general",
};

export interface Call {
  url: string;
  method: string;
  headers: Headers;
  body: string | null;
  signal: AbortSignal | null;
}

export function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
}

/** A fetch that records calls and answers from a script (one handler per call, the last one repeats). */
export function scriptedFetch(...handlers: ((call: Call) => Response | Promise<Response>)[]) {
  const calls: Call[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const call: Call = {
      url: request.url,
      method: request.method,
      headers: request.headers,
      body: init?.body == null ? null : String(init.body),
      signal: init?.signal ?? null,
    };
    calls.push(call);
    const handler = handlers[Math.min(calls.length - 1, handlers.length - 1)]!;
    return handler(call);
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls };
}

/** A response that never comes unless the request is aborted. */
export function hanging(call: Call): Promise<Response> {
  return new Promise((_resolve, reject) => {
    call.signal?.addEventListener("abort", () =>
      reject(call.signal!.reason ?? new DOMException("aborted", "AbortError")),
    );
  });
}

export const ok =
  (data: unknown = null) =>
  () =>
    json({ code: 0, msg: "ok", data });
