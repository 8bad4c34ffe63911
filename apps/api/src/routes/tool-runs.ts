/**
 * Daily usage of a tool by a logged-in user (the 会员中心 benefit "工具每日使用次数").
 * The request carries only the tool's slug in the path and the bearer token: never
 * anything the user typed or dropped (tools analyse in the browser).
 */
import { Hono } from "hono";
import { z } from "zod";
import type { Deps } from "../deps.ts";
import { currentUser, requireAuth, type AppEnv } from "../lib/auth.ts";
import { benefitsOf, nextChinaMidnight, type Benefits } from "../lib/benefits.ts";
import { ApiError, ErrorCode, notFound, ok } from "../lib/envelope.ts";
import { sql } from "../lib/sql.ts";
import { chinaDate } from "../lib/time.ts";
import { parseParam } from "../lib/validate.ts";

const slugParam = z.string().regex(/^[a-z0-9][a-z0-9-]{0,59}$/, "工具标识格式不正确");

type ToolRow = { slug: string; name: string; is_vip: number };

export function toolRunRoutes(deps: Deps) {
  const app = new Hono<AppEnv>();
  const { db } = deps;

  const findTool = (slug: string) => {
    const tool = sql<[string], ToolRow>(db, "SELECT slug, name, is_vip FROM tools WHERE slug = ?").get(slug);
    if (!tool) throw notFound("工具不存在");
    return tool;
  };
  const usedToday = (userId: number, slug: string, day: string) =>
    sql<[number, string, string], { count: number }>(
      db,
      "SELECT count FROM tool_runs WHERE user_id = ? AND slug = ? AND day = ?",
    ).get(userId, slug, day)?.count ?? 0;
  const answer = (used: number, benefits: Benefits, now: Date) => ({
    used,
    /** null = unlimited (团队 VIP). */
    limit: benefits.dailyRuns,
    resetsAt: nextChinaMidnight(now),
    plan: benefits,
  });

  app.get("/v1/tools/:slug/runs", requireAuth(deps), (c) => {
    const tool = findTool(parseParam(c, "slug", slugParam));
    const user = currentUser(c);
    const now = deps.now();
    return ok(c, answer(usedToday(user.id, tool.slug, chinaDate(now)), benefitsOf(db, user, now), now));
  });

  // One run = one analysis the user started (a batch counts once). No body is read.
  app.post("/v1/tools/:slug/runs", requireAuth(deps), (c) => {
    const tool = findTool(parseParam(c, "slug", slugParam));
    const user = currentUser(c);
    const now = deps.now();
    const benefits = benefitsOf(db, user, now);
    if (tool.is_vip && benefits.level === 0) {
      throw new ApiError(403, ErrorCode.vipRequired, `「${tool.name}」是会员工具，开通会员后即可使用`);
    }
    const day = chinaDate(now);
    const used = db.transaction(() => {
      const current = usedToday(user.id, tool.slug, day);
      if (benefits.dailyRuns !== null && current >= benefits.dailyRuns) return null;
      sql(
        db,
        `INSERT INTO tool_runs (user_id, slug, day, count) VALUES (?, ?, ?, 1)
         ON CONFLICT (user_id, slug, day) DO UPDATE SET count = count + 1`,
      ).run(user.id, tool.slug, day);
      return current + 1;
    })();
    if (used === null) {
      throw new ApiError(
        429,
        ErrorCode.quotaExceeded,
        `今天「${tool.name}」的 ${benefits.dailyRuns} 次使用次数已用完，次日 00:00（北京时间）重置`,
      );
    }
    return ok(c, answer(used, benefits, now));
  });

  return app;
}
