import { Hono } from "hono";
import type { AppEnv } from "../lib/auth.ts";
import { ok } from "../lib/envelope.ts";

/** The kit and user-center APIs have no specified product calls; a health check keeps their base URLs real. */
export function healthRoutes(api: string) {
  const app = new Hono<AppEnv>();
  app.get("/healthz", (c) => ok(c, { api }));
  return app;
}
