import type { MiddlewareFunction } from "react-router";
import { serverConfig } from "../config.server";
import { httpContext } from "../context";
import { createHttpClient } from "../lib/http";
import { tokenFromRequest } from "../lib/session.server";

/** Gives every loader/action an HTTP client carrying the visitor's token (spec §6). */
export const httpClientMiddleware: MiddlewareFunction<Response> = ({ request, context }) => {
  const token = tokenFromRequest(request);
  context.set(
    httpContext,
    createHttpClient({
      api: serverConfig.public.api,
      getToken: () => token,
      // A slow provider must not hold the whole page: loaders show their error state instead.
      timeoutMs: serverConfig.ssrApiTimeoutMs,
    }),
  );
};
