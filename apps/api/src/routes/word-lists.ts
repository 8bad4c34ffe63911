/**
 * Custom word lists kept with the account (会员中心 benefit "自定义违禁词库": 个人 VIP 1,
 * 团队 VIP 10; free users none). The compliance tools add these words to their checks
 * in the browser; only the list itself is stored here.
 */
import { Hono } from "hono";
import { z } from "zod";
import type { Deps } from "../deps.ts";
import { currentUser, requireAuth, type AppEnv } from "../lib/auth.ts";
import { benefitsOf } from "../lib/benefits.ts";
import { ApiError, ErrorCode, ok } from "../lib/envelope.ts";
import { sql } from "../lib/sql.ts";
import { parseJsonBody, parseParam } from "../lib/validate.ts";

export const WORD_LIST_MAX_WORDS = 500;
export const WORD_MAX_CHARS = 20;
/** 500 words × 20 CJK characters × 3 bytes, plus JSON quoting: more than the default 16 KB. */
const WORD_LIST_MAX_BYTES = 40 * 1024;

/** Trimmed, empty entries dropped, de-duplicated (first occurrence kept), then limited. */
export const wordListBody = z.object({
  words: z
    .array(z.string().max(200, "单个词条过长"))
    .max(WORD_LIST_MAX_WORDS * 4, `词条过多，最多 ${WORD_LIST_MAX_WORDS} 个`)
    .transform((words) => [...new Set(words.map((word) => word.trim()).filter((word) => word.length > 0))])
    .pipe(
      z
        .array(z.string().max(WORD_MAX_CHARS, `每个词条最多 ${WORD_MAX_CHARS} 个字`))
        .max(WORD_LIST_MAX_WORDS, `词条过多，最多 ${WORD_LIST_MAX_WORDS} 个`),
    ),
});

const listNoParam = z.coerce.number().int().min(1, "词库编号从 1 开始").max(10, "词库编号最大为 10");

type ListRow = { list_no: number; words: string; updated_at: string };

export function wordListRoutes(deps: Deps) {
  const app = new Hono<AppEnv>();
  const { db } = deps;

  const allowed = (c: Parameters<typeof currentUser>[0]) => {
    const user = currentUser(c);
    const { wordLists } = benefitsOf(db, user, deps.now());
    if (wordLists === 0) throw new ApiError(403, ErrorCode.vipRequired, "自定义词库是会员权益，开通会员后即可使用");
    return { user, limit: wordLists };
  };

  app.get("/v1/word-lists", requireAuth(deps), (c) => {
    const { user, limit } = allowed(c);
    const rows = sql<[number, number], ListRow>(
      db,
      "SELECT list_no, words, updated_at FROM word_lists WHERE user_id = ? AND list_no <= ? ORDER BY list_no",
    ).all(user.id, limit);
    return ok(c, {
      limit,
      lists: rows.map((row) => ({
        no: row.list_no,
        words: JSON.parse(row.words) as string[],
        updatedAt: row.updated_at,
      })),
    });
  });

  app.put("/v1/word-lists/:no", requireAuth(deps), async (c) => {
    const { user, limit } = allowed(c);
    const no = parseParam(c, "no", listNoParam);
    if (no > limit)
      throw new ApiError(403, ErrorCode.vipRequired, `当前会员可保存 ${limit} 个词库，升级团队会员可保存 10 个`);
    const { words } = await parseJsonBody(c, wordListBody, WORD_LIST_MAX_BYTES);
    const updatedAt = deps.now().toISOString();
    sql(
      db,
      `INSERT INTO word_lists (user_id, list_no, words, updated_at) VALUES (?, ?, ?, ?)
       ON CONFLICT (user_id, list_no) DO UPDATE SET words = excluded.words, updated_at = excluded.updated_at`,
    ).run(user.id, no, JSON.stringify(words), updatedAt);
    return ok(c, { no, words, updatedAt });
  });

  return app;
}
