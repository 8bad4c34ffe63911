import { audiences, type AudienceKey } from "../data/tools.ts";
import type { Db } from "../db.ts";
import { likePattern, sql } from "../lib/sql.ts";

type ToolRow = {
  id: number;
  slug: string;
  name: string;
  summary: string;
  category_key: string;
  category_name: string;
  audience: AudienceKey;
  is_vip: number;
  is_hot: number;
  is_new: number;
  platforms: string;
  icon: string;
  uses: number;
};

const audienceName = new Map<string, string>(audiences.map((a) => [a.key, a.name]));

export function toToolDto(row: ToolRow) {
  const badges: ("free" | "vip" | "hot" | "new")[] = [row.is_vip ? "vip" : "free"];
  if (row.is_hot) badges.push("hot");
  if (row.is_new) badges.push("new");
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    summary: row.summary,
    category: row.category_key,
    categoryName: row.category_name,
    audience: row.audience,
    audienceName: audienceName.get(row.audience) ?? row.audience,
    path: `/tools/${row.slug}`,
    badges,
    isVip: row.is_vip === 1,
    platforms: JSON.parse(row.platforms) as string[],
    icon: row.icon,
    uses: row.uses,
  };
}

export type ToolDto = ReturnType<typeof toToolDto>;

const SELECT_TOOLS = `
  SELECT t.id, t.slug, t.name, t.summary, t.category_key, c.name AS category_name, c.audience,
         t.is_vip, t.is_hot, t.is_new, t.platforms, t.icon, t.uses
  FROM tools t JOIN tool_categories c ON c.key = t.category_key`;

// Empty-string parameters mean "no filter", which keeps each query a single cached statement.
const MATCH_Q = `(@q = '' OR t.name LIKE @q ESCAPE '\\' OR t.summary LIKE @q ESCAPE '\\' OR c.name LIKE @q ESCAPE '\\'
  OR t.platforms LIKE @q ESCAPE '\\' OR t.slug LIKE @q ESCAPE '\\')`;

export type ToolFilter = { q?: string; category?: string; audience?: string };

const params = (filter: ToolFilter) => ({
  q: filter.q ? likePattern(filter.q) : "",
  category: filter.category ?? "",
  audience: filter.audience ?? "",
});

export function listTools(db: Db, filter: ToolFilter): ToolDto[] {
  return sql<[Record<string, string>], ToolRow>(
    db,
    `${SELECT_TOOLS}
     WHERE ${MATCH_Q} AND (@category = '' OR t.category_key = @category) AND (@audience = '' OR c.audience = @audience)
     ORDER BY c.sort, t.sort`,
  )
    .all(params(filter))
    .map(toToolDto);
}

/** Tools matching `q`, most used first (for the home search box). */
export function searchTools(db: Db, q: string, limit: number): ToolDto[] {
  return sql<[Record<string, string | number>], ToolRow>(
    db,
    `${SELECT_TOOLS} WHERE ${MATCH_Q} ORDER BY t.uses DESC, t.id LIMIT @limit`,
  )
    .all({ q: likePattern(q), limit })
    .map(toToolDto);
}

/** Every category with its count over the q-filtered (and audience-filtered) set, in display order. */
export function categoryCounts(db: Db, filter: Omit<ToolFilter, "category">) {
  return sql<
    [Record<string, string>],
    { key: string; name: string; description: string; audience: AudienceKey; count: number }
  >(
    db,
    `SELECT c.key, c.name, c.description, c.audience,
            (SELECT COUNT(*) FROM tools t WHERE t.category_key = c.key AND ${MATCH_Q}) AS count
     FROM tool_categories c
     WHERE (@audience = '' OR c.audience = @audience)
     ORDER BY c.sort`,
  ).all({ ...params(filter), category: "" });
}

export function categoryExists(db: Db, key: string): boolean {
  return sql<[string], { key: string }>(db, "SELECT key FROM tool_categories WHERE key = ?").get(key) !== undefined;
}

export function toolExists(db: Db, id: number): boolean {
  return sql<[number], { id: number }>(db, "SELECT id FROM tools WHERE id = ?").get(id) !== undefined;
}

export function favouriteTools(db: Db, userId: number): ToolDto[] {
  return sql<[number], ToolRow>(
    db,
    `${SELECT_TOOLS} JOIN tool_favourites f ON f.tool_id = t.id AND f.user_id = ? ORDER BY f.created_at DESC, t.id`,
  )
    .all(userId)
    .map(toToolDto);
}

export function setToolFavourite(db: Db, userId: number, toolId: number, on: boolean, now: Date): void {
  if (on) {
    sql(db, "INSERT OR IGNORE INTO tool_favourites (user_id, tool_id, created_at) VALUES (?, ?, ?)").run(
      userId,
      toolId,
      now.toISOString(),
    );
  } else {
    sql(db, "DELETE FROM tool_favourites WHERE user_id = ? AND tool_id = ?").run(userId, toolId);
  }
}
