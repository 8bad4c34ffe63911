import { Hono } from "hono";
import { z } from "zod";
import type { Deps } from "../deps.ts";
import type { AppEnv } from "../lib/auth.ts";
import { ok } from "../lib/envelope.ts";
import { chinaDate } from "../lib/time.ts";
import { parseQuery } from "../lib/validate.ts";
import { upcomingEvents } from "../repos/calendar.ts";

const kinds = ["holiday", "solar-term", "festival", "shopping"] as const;

const calendarQuery = z.object({
  from: z.iso.date({ error: "from 须为 YYYY-MM-DD 格式的日期" }).optional(),
  limit: z.coerce.number().int().min(1).max(30).default(8),
  // Optional extra: "holiday,shopping" narrows the strip to those kinds.
  kind: z
    .string()
    .optional()
    .transform((value) => (value ? value.split(",").map((k) => k.trim()) : []))
    .pipe(z.array(z.enum(kinds, { error: "kind 只能是 holiday、solar-term、festival、shopping" }))),
});

export function calendarRoutes(deps: Deps) {
  const app = new Hono<AppEnv>();
  app.get("/v1/calendar", (c) => {
    const { from, limit, kind } = parseQuery(c, calendarQuery);
    return ok(c, upcomingEvents(deps.db, from ?? chinaDate(deps.now()), limit, kind));
  });
  return app;
}
