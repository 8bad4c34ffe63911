import { Hono } from "hono";
import type { Deps } from "../deps.ts";
import { optionalAuth, readBearer, requireAuth, currentUser, type AppEnv } from "../lib/auth.ts";
import { notFound, ok } from "../lib/envelope.ts";
import { idParam, parseParam } from "../lib/validate.ts";
import { endSession, findUser, toUserDto } from "../repos/users.ts";
import { renderAvatarSvg } from "../render/avatar-svg.ts";
import { ONE_DAY } from "./cache.ts";

export function userRoutes(deps: Deps) {
  const app = new Hono<AppEnv>();

  app.get("/v1/user/info", requireAuth(deps), (c) => ok(c, toUserDto(currentUser(c), deps.config, deps.now())));

  // Signing out must work even with a dead token (the web clears its side regardless).
  app.get("/v1/login/signOut", optionalAuth(deps), (c) => {
    const token = readBearer(c);
    if (token) endSession(deps.db, token, deps.now());
    return ok(c, null);
  });

  app.get("/v1/users/:id/avatar.svg", (c) => {
    const user = findUser(deps.db, parseParam(c, "id", idParam));
    if (!user) throw notFound("用户不存在");
    c.header("Content-Type", "image/svg+xml; charset=utf-8");
    c.header("Cache-Control", ONE_DAY);
    return c.body(renderAvatarSvg(user.id, user.nickname));
  });

  return app;
}
