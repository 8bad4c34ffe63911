/**
 * Bearer-token middleware. `requireAuth` answers the token's own code for the seeded
 * `test-code-*` tokens and 401/180003 for a missing, unknown or ended token (contract);
 * `optionalAuth` treats all of those as anonymous.
 */
import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import type { Deps } from "../deps.ts";
import { lookupToken, type UserRow } from "../repos/users.ts";
import { ApiError, ErrorCode } from "./envelope.ts";
import type { ContentfulStatusCode } from "hono/utils/http-status";

export type Auth = { user: UserRow; token: string; fixture: boolean };
export type AppEnv = { Variables: { auth: Auth | null } };

const TOKEN_SHAPE = /^[A-Za-z0-9._~-]{1,200}$/;

export function readBearer(c: Context): string | null {
  const header = c.req.header("authorization");
  const match = header && /^Bearer\s+(\S+)\s*$/i.exec(header);
  const token = match?.[1];
  return token && TOKEN_SHAPE.test(token) ? token : null;
}

export const requireAuth = (deps: Deps) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const token = readBearer(c);
    if (!token) throw new ApiError(401, ErrorCode.sessionInvalid, "请先登录");
    const found = lookupToken(deps.db, token, deps.now());
    if (found.kind === "fault") {
      throw new ApiError(found.fault.http_status as ContentfulStatusCode, found.fault.code, found.fault.msg);
    }
    if (found.kind === "none") throw new ApiError(401, ErrorCode.sessionInvalid, "登录状态无效，请重新登录");
    c.set("auth", { user: found.user, token: found.token, fixture: found.fixture });
    await next();
  });

export const optionalAuth = (deps: Deps) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const token = readBearer(c);
    const found = token ? lookupToken(deps.db, token, deps.now()) : { kind: "none" as const };
    c.set("auth", found.kind === "user" ? { user: found.user, token: found.token, fixture: found.fixture } : null);
    await next();
  });

/** For handlers behind `requireAuth`: the middleware guarantees a user. */
export function currentUser(c: Context<AppEnv>): UserRow {
  const auth = c.get("auth");
  if (!auth) throw new ApiError(401, ErrorCode.sessionInvalid, "请先登录");
  return auth.user;
}
