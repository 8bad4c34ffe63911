import { Hono } from "hono";
import { z } from "zod";
import { audiences } from "../data/tools.ts";
import type { Deps } from "../deps.ts";
import { currentUser, requireAuth, type AppEnv } from "../lib/auth.ts";
import { notFound, ok, unknownFilter } from "../lib/envelope.ts";
import { idParam, parseParam, parseQuery } from "../lib/validate.ts";
import {
  categoryCounts,
  categoryExists,
  favouriteTools,
  listTools,
  setToolFavourite,
  toolExists,
} from "../repos/tools.ts";

const listQuery = z.object({
  q: z.string().trim().max(50).optional(),
  cat: z.string().max(40).optional(),
  audience: z.string().max(20).optional(),
});

export function toolRoutes(deps: Deps) {
  const app = new Hono<AppEnv>();
  const { db } = deps;

  app.get("/v1/tools", (c) => {
    const { q, cat, audience } = parseQuery(c, listQuery);
    if (cat && !categoryExists(db, cat)) throw unknownFilter(`未知的工具分类：${cat}`);
    if (audience && !audiences.some((a) => a.key === audience)) throw unknownFilter(`未知的人群：${audience}`);
    const counts = categoryCounts(db, { q, audience });
    return ok(c, {
      audiences: audiences.map((a) => ({
        key: a.key,
        name: a.name,
        count: counts.filter((row) => row.audience === a.key).reduce((sum, row) => sum + row.count, 0),
      })),
      categories: counts,
      tools: listTools(db, { q, category: cat, audience }),
    });
  });

  app.get("/v1/tools/favourites", requireAuth(deps), (c) => {
    const tools = favouriteTools(db, currentUser(c).id);
    return ok(c, { ids: tools.map((tool) => tool.id), tools });
  });

  // PUT and DELETE are both idempotent: favouriting twice or removing a missing favourite is fine.
  for (const [method, favourited] of [
    ["put", true],
    ["delete", false],
  ] as const) {
    app[method]("/v1/tools/:id/favourite", requireAuth(deps), (c) => {
      const id = parseParam(c, "id", idParam);
      if (!toolExists(db, id)) throw notFound("工具不存在");
      setToolFavourite(db, currentUser(c).id, id, favourited, deps.now());
      return ok(c, { id, favourited });
    });
  }

  return app;
}
