import { Hono } from "hono";
import { z } from "zod";
import type { Deps } from "../deps.ts";
import type { AppEnv } from "../lib/auth.ts";
import { ok } from "../lib/envelope.ts";
import { parseQuery } from "../lib/validate.ts";
import { toCardDto, searchTemplates } from "../repos/templates.ts";
import { searchTools } from "../repos/tools.ts";

const searchQuery = z.object({
  q: z.string({ error: "请输入搜索关键词" }).trim().min(1, "请输入搜索关键词").max(50, "关键词最多 50 个字"),
  limit: z.coerce.number().int().min(1).max(10).default(5),
});

/** The home page's one search box: tools and templates in one round trip. */
export function searchRoutes(deps: Deps) {
  const app = new Hono<AppEnv>();
  app.get("/v1/search", (c) => {
    const { q, limit } = parseQuery(c, searchQuery);
    return ok(c, {
      tools: searchTools(deps.db, q, limit),
      templates: searchTemplates(deps.db, q, limit).map((row) => toCardDto(row, deps.config.publicApiUrl)),
    });
  });
  return app;
}
