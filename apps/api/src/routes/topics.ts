import { Hono } from "hono";
import { z } from "zod";
import { TOPIC_PLATFORMS } from "../data/topics.ts";
import type { Deps } from "../deps.ts";
import type { AppEnv } from "../lib/auth.ts";
import { ok } from "../lib/envelope.ts";
import { sql } from "../lib/sql.ts";
import { parseQuery } from "../lib/validate.ts";

type TopicRow = { name: string; category: string; heat: number; list_date: string };

const topicsQuery = z.object({
  platform: z.enum(["douyin", "xiaohongshu", "weibo", "bilibili"], {
    error: "platform 只能是 douyin、xiaohongshu、weibo 或 bilibili",
  }),
});

/**
 * 话题标签推荐: one platform's topic list (small; the page matches the user's keywords to it in
 * the browser, so the copy never reaches this server). The stand-in's list is a dated sample.
 */
export function topicRoutes(deps: Deps) {
  const app = new Hono<AppEnv>();
  app.get("/v1/topics", (c) => {
    const { platform } = parseQuery(c, topicsQuery);
    const rows = sql<[string], TopicRow>(
      deps.db,
      "SELECT name, category, heat, list_date FROM topics WHERE platform = ? ORDER BY sort",
    ).all(platform);
    return ok(c, {
      platform,
      platformName: TOPIC_PLATFORMS.find((p) => p.key === platform)!.name,
      listDate: rows[0]?.list_date ?? null,
      sample: true,
      topics: rows.map(({ name, category, heat }) => ({ name, category, heat })),
    });
  });
  return app;
}
