/**
 * The one HTTP client (spec §6–§7), on ofetch. Used by loaders/actions on the
 * server (token from the cookie, via `httpContext`) and by the browser (token
 * from localStorage, else user state).
 *
 * - one base URL per provider API; `materials` is the default;
 * - `Authorization: Bearer <token>` whenever a token exists;
 * - `data` is sent as the request body;
 * - `key`: a new request with the same key aborts the previous one; the key is
 *   cleared on completion or failure, not on abort; `abort(key)` aborts by key;
 * - retries as ofetch does them (once, idempotent methods only, on
 *   408/409/425/429/500/502/503/504 and network errors), but never after an
 *   abort: ofetch retries aborted requests whenever a timeout is set, so the
 *   policy is ours (see `shouldRetry`) and ofetch's own retry is off;
 * - every request has a timeout;
 * - an envelope with code ≠ 0 becomes an `ApiError` carrying code and msg;
 * - with a `cache` (server only), anonymous GETs are answered from it: see
 *   `isShareable` for which requests qualify.
 */
import { FetchError, ofetch } from "ofetch";
import { ApiError, NetworkError } from "./http-errors";
import type { MicroCache } from "./micro-cache";
import type { ApiName, PublicConfig } from "../lib/public-config";

// The error types live apart so browser code can check them without loading ofetch.
export { ApiError, isAbortError, NetworkError } from "./http-errors";

export type HttpMethod = "GET" | "HEAD" | "POST" | "PUT" | "PATCH" | "DELETE";

export interface RequestOptions {
  api?: ApiName;
  method?: HttpMethod;
  query?: Record<string, string | number | boolean | null | undefined>;
  /** Sent as the request body (JSON for plain objects). */
  data?: unknown;
  /** A new request with the same key aborts this one. An empty string means no key. */
  key?: string;
  timeout?: number;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /**
   * 0 switches the one retry of idempotent methods off. The spec allows at
   * most one retry, so larger (or nonsense) values count as the default.
   * Payload methods are never retried, whatever this says.
   */
  retry?: number;
  /**
   * The most this call may take over all its attempts, in ms. Each attempt's
   * timeout is cut to what is left, and no retry starts once it is spent: a
   * retry must never push a server-rendered page past its time budget.
   * Defaults to the client's `budgetMs` (none: attempts × timeout).
   */
  budget?: number;
}

export interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

export const RETRY_STATUS_CODES: ReadonlySet<number> = new Set([408, 409, 425, 429, 500, 502, 503, 504]);
const PAYLOAD_METHODS: ReadonlySet<HttpMethod> = new Set(["POST", "PUT", "PATCH", "DELETE"]);
export const DEFAULT_TIMEOUT_MS = 10_000;

/** ofetch's retry rule, minus retrying aborts. `status` undefined = no response (network error). */
export function shouldRetry(method: HttpMethod, status: number | undefined, aborted: boolean): boolean {
  if (aborted) return false;
  if (PAYLOAD_METHODS.has(method)) return false;
  return status === undefined || RETRY_STATUS_CODES.has(status);
}

export interface HttpClient {
  request<T>(path: string, options?: RequestOptions): Promise<T>;
  abort(key: string): void;
}

export interface HttpClientOptions {
  api: PublicConfig["api"];
  getToken: () => string | null | undefined;
  timeoutMs?: number;
  fetch?: typeof globalThis.fetch;
  /**
   * Shared between all requests of the server (http-client-middleware.server.ts):
   * successful answers to requests without a token, keyed by full URL. Never
   * consulted when the request carries a token, so a visitor with a session
   * never gets an answer fetched for someone else (or for nobody).
   */
  cache?: MicroCache;
  /** Default `budget` of every request (the SSR client sets one, see config.server.ts). */
  budgetMs?: number;
}

/** A retry needs at least this much budget left to be worth starting. */
const MIN_ATTEMPT_MS = 100;

export function createHttpClient({
  api,
  getToken,
  timeoutMs = DEFAULT_TIMEOUT_MS,
  fetch,
  cache,
  budgetMs,
}: HttpClientOptions): HttpClient {
  const inFlight = new Map<string, AbortController>();
  // The fetch implementation is a *global* option of ofetch (second argument);
  // passed among the defaults it would be silently ignored.
  const $fetch = ofetch.create({ retry: 0 }, fetch ? { fetch } : {});

  async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
    const method = (options.method ?? "GET").toUpperCase() as HttpMethod;
    const token = getToken();
    if (cache && !token && isShareable(method, options)) {
      const baseURL = api[options.api ?? "materials"];
      return cache.get(cacheKey(baseURL, path, options.query), () => send<T>(path, options, method, null));
    }
    return send<T>(path, options, method, token);
  }

  async function send<T>(
    path: string,
    options: RequestOptions,
    method: HttpMethod,
    token: string | null | undefined,
  ): Promise<T> {
    const controller = new AbortController();
    if (options.key) {
      inFlight.get(options.key)?.abort();
      inFlight.set(options.key, controller);
    }
    const clearKey = () => {
      if (options.key && inFlight.get(options.key) === controller) inFlight.delete(options.key);
    };
    const headers: Record<string, string> = { Accept: "application/json", ...options.headers };
    if (token) headers.Authorization = `Bearer ${token}`;
    let retriesLeft = retryCount(method, options.retry);
    const budget = options.budget ?? budgetMs;
    const deadline = budget === undefined ? Number.POSITIVE_INFINITY : performance.now() + budget;

    for (;;) {
      const remaining = deadline - performance.now();
      const timeout = AbortSignal.timeout(Math.max(1, Math.ceil(Math.min(options.timeout ?? timeoutMs, remaining))));
      const signals = [controller.signal, timeout, ...(options.signal ? [options.signal] : [])];
      try {
        const envelope = await $fetch<Envelope<T>>(path, {
          baseURL: api[options.api ?? "materials"],
          method,
          query: options.query ? dropEmpty(options.query) : undefined,
          body: options.data as BodyInit | Record<string, unknown> | undefined,
          headers,
          signal: AbortSignal.any(signals),
          responseType: "json",
        });
        if (!isEnvelope(envelope)) throw new NetworkError("接口返回的数据格式不正确");
        if (envelope.code !== 0) throw new ApiError(envelope.code, envelope.msg);
        clearKey();
        return envelope.data;
      } catch (error) {
        const aborted = controller.signal.aborted || Boolean(options.signal?.aborted);
        if (aborted) throw error; // aborted by key or caller: the key stays as it is
        const status = error instanceof FetchError ? error.status : undefined;
        const budgetLeft = deadline - performance.now() >= MIN_ATTEMPT_MS;
        if (
          !(error instanceof ApiError) &&
          !(error instanceof NetworkError) &&
          retriesLeft > 0 &&
          budgetLeft &&
          shouldRetry(method, status, false)
        ) {
          retriesLeft -= 1;
          continue;
        }
        clearKey();
        throw toHttpError(error);
      }
    }
  }

  return {
    request,
    abort(key) {
      inFlight.get(key)?.abort();
    },
  };
}

/**
 * Whether an answer may be shared with other anonymous requests: a GET with
 * nothing that could make its answer (or its aborting) specific to one
 * caller. Keys and signals abort a request, which must never abort another
 * caller's; extra headers could change the answer.
 */
function isShareable(method: HttpMethod, options: RequestOptions): boolean {
  return method === "GET" && !options.key && !options.signal && !options.headers && options.data === undefined;
}

/** The full request URL (base, path and the non-empty query parameters, in order). */
function cacheKey(baseURL: string, path: string, query: RequestOptions["query"]): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query ? dropEmpty(query) : {})) params.append(name, String(value));
  const search = params.toString();
  return `${baseURL}${path}${search ? (path.includes("?") ? "&" : "?") + search : ""}`;
}

function retryCount(method: HttpMethod, requested: number | undefined): number {
  if (PAYLOAD_METHODS.has(method)) return 0;
  return requested === 0 ? 0 : 1;
}

function dropEmpty(query: NonNullable<RequestOptions["query"]>) {
  return Object.fromEntries(
    Object.entries(query).filter(([, value]) => value !== undefined && value !== null && value !== ""),
  );
}

function isEnvelope(value: unknown): value is Envelope<unknown> {
  return typeof value === "object" && value !== null && typeof (value as { code?: unknown }).code === "number";
}

function toHttpError(error: unknown): Error {
  if (error instanceof ApiError || error instanceof NetworkError) return error;
  if (error instanceof FetchError) {
    const body = error.data as unknown;
    if (isEnvelope(body)) return new ApiError(body.code, body.msg, error.status);
    if (error.status) return new ApiError(error.status, `服务暂时不可用（HTTP ${error.status}）`, error.status, false);
    const timedOut = (error.cause as { name?: string } | undefined)?.name === "TimeoutError";
    return new NetworkError(timedOut ? "请求超时，请稍后重试" : "网络连接失败，请检查网络后重试", error);
  }
  return new NetworkError("网络连接失败，请检查网络后重试", error);
}
