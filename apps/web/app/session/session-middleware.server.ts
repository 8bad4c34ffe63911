import type { MiddlewareFunction } from "react-router";
import { httpContext, requestInfoContext, sessionContext } from "../context";
import { clearTokenCookieHeader, createServerSession, tokenFromRequest } from "./server-session.server";

/**
 * Puts the visitor's session into context (user info fetched lazily, once, through the request's HTTP client,
 * which the next middleware sets up with this session's token)
 * and, when the provider ended it during this request (spec §8), clears the
 * `token` cookie in the response, whatever the response is.
 */
export const sessionMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const session = createServerSession(tokenFromRequest(request), () => context.get(httpContext));
  context.set(sessionContext, session);
  const response = await next();
  if (session.ended) {
    response.headers.append("Set-Cookie", clearTokenCookieHeader(context.get(requestInfoContext).secure));
  }
  return response;
};
