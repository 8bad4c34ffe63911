import { Hono } from "hono";
import { z } from "zod";
import type { Deps } from "../deps.ts";
import type { AppEnv } from "../lib/auth.ts";
import { ok } from "../lib/envelope.ts";
import { sql } from "../lib/sql.ts";
import { parseQuery } from "../lib/validate.ts";

type HookRow = { id: string; type: string; industries: string; pattern: string; example: string; why: string };

const hooksQuery = z.object({
  type: z
    .enum(["question", "number", "contrast", "pain", "story", "benefit", "suspense"], {
      error: "type 不是已知的钩子类型",
    })
    .optional(),
});

/** 开头钩子灵感库: the whole (small) library; the page searches and fills it in the browser. */
export function hookRoutes(deps: Deps) {
  const app = new Hono<AppEnv>();
  app.get("/v1/hooks", (c) => {
    const { type } = parseQuery(c, hooksQuery);
    const rows = sql<unknown[], HookRow>(
      deps.db,
      `SELECT id, type, industries, pattern, example, why FROM hooks ${type ? "WHERE type = ?" : ""} ORDER BY sort`,
    ).all(...(type ? [type] : []));
    return ok(
      c,
      rows.map((row) => ({ ...row, industries: JSON.parse(row.industries) as string[] })),
    );
  });
  return app;
}
