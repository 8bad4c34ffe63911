import type { MiddlewareFunction } from "react-router";
import { serverConfig } from "../config.server";
import { httpContext, renderReportContext, sessionContext, type RenderReport } from "../context";
import { createHttpClient, type HttpClient, type RequestOptions } from "./http";
import { createMicroCache } from "./micro-cache";

/**
 * Provider answers to anonymous GETs, shared by every request this server
 * handles for a few seconds (docs/decisions/002-server-throughput.md): the catalogue, calendar,
 * plans, facets and template lists are the same for every visitor without a
 * session, and most page views are anonymous. The client consults it only for
 * requests without a token. 500 entries bound the memory whatever URLs
 * visitors make up (search terms, filter combinations).
 */
const providerCache =
  serverConfig.providerCacheTtlMs > 0
    ? createMicroCache({ ttlMs: serverConfig.providerCacheTtlMs, maxEntries: 500 })
    : undefined;

/**
 * Gives every loader/action an HTTP client carrying the visitor's token (spec §6): the token the session
 * middleware, which runs first, validated from the `token` cookie.
 */
export const httpClientMiddleware: MiddlewareFunction<Response> = ({ context }) => {
  const { token } = context.get(sessionContext);
  const client = createHttpClient({
    api: serverConfig.public.api,
    getToken: () => token,
    // A slow provider must not hold the whole page: loaders show their error state instead.
    timeoutMs: serverConfig.ssrApiTimeoutMs,
    // ...and no retry may push a section past its budget.
    budgetMs: serverConfig.ssrApiBudgetMs,
    cache: providerCache,
  });
  const report = context.get(renderReportContext);
  context.set(httpContext, report ? countCalls(client, report) : client);
};

/**
 * The page cache keeps a render only if every provider call it made
 * succeeded and none is still running when the document ends (a section
 * that gave up on its budget leaves one behind): docs/decisions/004-anonymous-page-cache.md.
 */
function countCalls(client: HttpClient, report: RenderReport): HttpClient {
  return {
    abort: client.abort,
    request<T>(path: string, options?: RequestOptions) {
      report.pendingCalls += 1;
      return client.request<T>(path, options).then(
        (value) => {
          report.pendingCalls -= 1;
          return value;
        },
        (error: unknown) => {
          report.pendingCalls -= 1;
          report.failedCalls += 1;
          throw error;
        },
      );
    },
  };
}
