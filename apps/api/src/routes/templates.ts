import { Hono } from "hono";
import { z } from "zod";
import type { Deps } from "../deps.ts";
import { currentUser, optionalAuth, requireAuth, type AppEnv } from "../lib/auth.ts";
import { notFound, ok } from "../lib/envelope.ts";
import { idParam, parseParam, parseQuery } from "../lib/validate.ts";
import {
  FACETS,
  assertFacetValue,
  findTemplate,
  listFacets,
  listTemplates,
  setMark,
  similarTemplates,
  templateDetail,
  toCardDto,
  userMarks,
  type Mark,
} from "../repos/templates.ts";

export const MAX_PAGE_SIZE = 48;

const facetValue = z.string().trim().min(1).max(40).optional();

const listQuery = z.object({
  q: z.string().trim().max(50, "关键词最多 50 个字").optional(),
  scene: facetValue,
  size: facetValue,
  industry: facetValue,
  color: facetValue,
  style: facetValue,
  price: z.enum(["free", "vip"], { error: "price 只能是 free 或 vip" }).optional(),
  sort: z.enum(["default", "new", "hot", "fav"], { error: "sort 只能是 default、new、hot 或 fav" }).default("default"),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  // Larger requests are capped rather than refused, so a hand-edited URL still shows something.
  pageSize: z.coerce
    .number()
    .int()
    .min(1)
    .default(24)
    .transform((size) => Math.min(size, MAX_PAGE_SIZE)),
});

const similarQuery = z.object({ limit: z.coerce.number().int().min(1).max(12).default(6) });

export function templateRoutes(deps: Deps) {
  const app = new Hono<AppEnv>();
  const { db } = deps;
  const base = deps.config.publicApiUrl;

  const requireTemplate = (id: number) => {
    const row = findTemplate(db, id);
    if (!row) throw notFound("模板不存在或已下架");
    return row;
  };

  app.get("/v1/templates/facets", (c) => ok(c, listFacets(db)));

  app.get("/v1/templates", (c) => {
    const query = parseQuery(c, listQuery);
    for (const facet of FACETS) {
      const value = query[facet];
      if (value) assertFacetValue(db, facet, value);
    }
    const { rows, total } = listTemplates(db, query, query.sort, query.page, query.pageSize);
    return ok(c, {
      items: rows.map((row) => toCardDto(row, base)),
      total,
      page: query.page,
      pageSize: query.pageSize,
      pageCount: Math.ceil(total / query.pageSize),
    });
  });

  app.get("/v1/templates/:id", optionalAuth(deps), (c) => {
    const row = requireTemplate(parseParam(c, "id", idParam));
    const auth = c.get("auth");
    return ok(c, { ...templateDetail(db, row, base), ...(auth ? userMarks(db, auth.user.id, row.id) : {}) });
  });

  app.get("/v1/templates/:id/similar", (c) => {
    const row = requireTemplate(parseParam(c, "id", idParam));
    const { limit } = parseQuery(c, similarQuery);
    return ok(
      c,
      similarTemplates(db, row, limit).map((similar) => toCardDto(similar, base)),
    );
  });

  // PUT sets, DELETE clears; both idempotent and both answer the fresh count.
  const marks: [Mark, "liked" | "favourited", "likes" | "favourites"][] = [
    ["like", "liked", "likes"],
    ["favourite", "favourited", "favourites"],
  ];
  for (const [mark, flag, count] of marks) {
    for (const [method, on] of [
      ["put", true],
      ["delete", false],
    ] as const) {
      app[method](`/v1/templates/:id/${mark}`, requireAuth(deps), (c) => {
        const row = requireTemplate(parseParam(c, "id", idParam));
        const total = setMark(db, mark, currentUser(c).id, row.id, on, deps.now());
        return ok(c, { id: row.id, [flag]: on, [count]: total });
      });
    }
  }

  return app;
}
