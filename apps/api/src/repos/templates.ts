import { createHash } from "node:crypto";
import type { Db } from "../db.ts";
import { unknownFilter } from "../lib/envelope.ts";
import { likePattern, sql } from "../lib/sql.ts";
import { COVER_RENDERER_VERSION } from "../render/cover-svg.ts";

export const FACETS = ["scene", "size", "industry", "color", "style"] as const;
export type Facet = (typeof FACETS)[number];

const facetTable: Record<Facet, string> = {
  scene: "template_scenes",
  size: "template_sizes",
  industry: "template_industries",
  color: "template_colors",
  style: "template_styles",
};

const facetLabel: Record<Facet, string> = {
  scene: "场景",
  size: "尺寸",
  industry: "行业",
  color: "颜色",
  style: "风格",
};

export type TemplateRow = {
  id: number;
  title: string;
  description: string;
  scene_key: string;
  size_key: string;
  industry_key: string;
  color_key: string;
  style_key: string;
  is_vip: number;
  colors: string;
  tags: string;
  author_id: number;
  uses: number;
  likes: number;
  favourites: number;
  created_at: string;
  width: number;
  height: number;
  size_name: string;
};

export function listFacets(db: Db) {
  const read = (facet: Facet) => {
    const extra = facet === "color" ? ", hex" : facet === "size" ? ", width, height, platform" : "";
    return sql<[], { key: string; name: string }>(
      db,
      `SELECT key, name${extra} FROM ${facetTable[facet]} ORDER BY sort`,
    ).all();
  };
  return Object.fromEntries(FACETS.map((facet) => [facet, read(facet)])) as Record<
    Facet,
    { key: string; name: string }[]
  >;
}

/** Rejects a facet value the catalogue does not have: the web turns this 422 into its "Page Not Found". */
export function assertFacetValue(db: Db, facet: Facet, key: string): void {
  const found = sql<[string], { key: string }>(db, `SELECT key FROM ${facetTable[facet]} WHERE key = ?`).get(key);
  if (!found) throw unknownFilter(`未知的${facetLabel[facet]}：${key}`);
}

/** Changes whenever what the cover shows changes, so cover URLs can be cached forever. */
function coverVersion(row: TemplateRow): string {
  return createHash("sha1")
    .update(
      [COVER_RENDERER_VERSION, row.title, row.scene_key, row.size_key, row.color_key, row.style_key, row.colors].join(
        "|",
      ),
    )
    .digest("hex")
    .slice(0, 10);
}

export function toCardDto(row: TemplateRow, publicApiUrl: string) {
  return {
    id: row.id,
    title: row.title,
    cover: `${publicApiUrl}/materials/v1/templates/${row.id}/cover.svg?v=${coverVersion(row)}`,
    width: row.width,
    height: row.height,
    sizeKey: row.size_key,
    sizeName: row.size_name,
    scene: row.scene_key,
    isVip: row.is_vip === 1,
    uses: row.uses,
    likes: row.likes,
    favourites: row.favourites,
    createdAt: row.created_at,
  };
}

export type TemplateCardDto = ReturnType<typeof toCardDto>;

export type TemplateFilter = Partial<Record<Facet, string>> & { q?: string; price?: "free" | "vip" };
export type TemplateSort = "default" | "new" | "hot" | "fav";

// 综合 weighs what people do with a template: favourites say more than likes, likes more than uses.
const ORDER_BY: Record<TemplateSort, string> = {
  default: "(uses + likes * 4 + favourites * 8) DESC, id DESC",
  new: "created_at DESC, id DESC",
  hot: "uses DESC, id DESC",
  fav: "favourites DESC, id DESC",
};

// Empty-string parameters mean "no filter", so each sort order is one cached statement.
const WHERE = `
  (@q = '' OR title LIKE @q ESCAPE '\\' OR tags LIKE @q ESCAPE '\\' OR description LIKE @q ESCAPE '\\')
  AND (@scene = '' OR scene_key = @scene)
  AND (@size = '' OR size_key = @size)
  AND (@industry = '' OR industry_key = @industry)
  AND (@color = '' OR color_key = @color)
  AND (@style = '' OR style_key = @style)
  AND (@price = '' OR is_vip = (@price = 'vip'))`;

export function listTemplates(db: Db, filter: TemplateFilter, sort: TemplateSort, page: number, pageSize: number) {
  const params = {
    q: filter.q ? likePattern(filter.q) : "",
    scene: filter.scene ?? "",
    size: filter.size ?? "",
    industry: filter.industry ?? "",
    color: filter.color ?? "",
    style: filter.style ?? "",
    price: filter.price ?? "",
  };
  const total =
    sql<[typeof params], { n: number }>(db, `SELECT COUNT(*) AS n FROM template_cards WHERE ${WHERE}`).get(params)?.n ??
    0;
  const rows = sql<[typeof params & { limit: number; offset: number }], TemplateRow>(
    db,
    `SELECT * FROM template_cards WHERE ${WHERE} ORDER BY ${ORDER_BY[sort]} LIMIT @limit OFFSET @offset`,
  ).all({ ...params, limit: pageSize, offset: (page - 1) * pageSize });
  return { rows, total };
}

export function searchTemplates(db: Db, q: string, limit: number): TemplateRow[] {
  return sql<[{ q: string; limit: number }], TemplateRow>(
    db,
    `SELECT * FROM template_cards WHERE title LIKE @q ESCAPE '\\' OR tags LIKE @q ESCAPE '\\' ORDER BY uses DESC, id LIMIT @limit`,
  ).all({ q: likePattern(q), limit });
}

export function findTemplate(db: Db, id: number): TemplateRow | undefined {
  return sql<[number], TemplateRow>(db, "SELECT * FROM template_cards WHERE id = ?").get(id);
}

type DetailNames = {
  scene_name: string;
  industry_name: string;
  style_name: string;
  color_name: string;
  author_name: string;
};

export function templateDetail(db: Db, row: TemplateRow, publicApiUrl: string) {
  const names = sql<[number], DetailNames>(
    db,
    `SELECT sc.name AS scene_name, i.name AS industry_name, st.name AS style_name, co.name AS color_name, a.name AS author_name
     FROM templates t
     JOIN template_scenes sc ON sc.key = t.scene_key
     JOIN template_industries i ON i.key = t.industry_key
     JOIN template_styles st ON st.key = t.style_key
     JOIN template_colors co ON co.key = t.color_key
     JOIN authors a ON a.id = t.author_id
     WHERE t.id = ?`,
  ).get(row.id);
  if (!names) throw new Error(`template ${row.id} lost its facet rows`);
  return {
    ...toCardDto(row, publicApiUrl),
    sceneName: names.scene_name,
    industry: row.industry_key,
    industryName: names.industry_name,
    style: row.style_key,
    styleName: names.style_name,
    color: row.color_key,
    colorName: names.color_name,
    colors: JSON.parse(row.colors) as string[],
    author: { id: row.author_id, name: names.author_name },
    tags: JSON.parse(row.tags) as string[],
    description: row.description,
  };
}

/** Same scene counts most, then industry, style and colour; popular ones first among equals. */
export function similarTemplates(db: Db, row: TemplateRow, limit: number): TemplateRow[] {
  return sql<[Record<string, string | number>], TemplateRow>(
    db,
    `SELECT * FROM template_cards
     WHERE id <> @id
     ORDER BY (scene_key = @scene) * 4 + (industry_key = @industry) * 2 + (style_key = @style) + (color_key = @color) DESC,
              uses DESC, id
     LIMIT @limit`,
  ).all({
    id: row.id,
    scene: row.scene_key,
    industry: row.industry_key,
    style: row.style_key,
    color: row.color_key,
    limit,
  });
}

export function userMarks(db: Db, userId: number, templateId: number) {
  const liked = sql<[number, number], { x: number }>(
    db,
    "SELECT 1 AS x FROM template_likes WHERE user_id = ? AND template_id = ?",
  ).get(userId, templateId);
  const favourited = sql<[number, number], { x: number }>(
    db,
    "SELECT 1 AS x FROM template_favourites WHERE user_id = ? AND template_id = ?",
  ).get(userId, templateId);
  return { liked: liked !== undefined, favourited: favourited !== undefined };
}

export type Mark = "like" | "favourite";
const markTable: Record<Mark, string> = { like: "template_likes", favourite: "template_favourites" };

/** Sets or clears a like/favourite and returns the new count, atomically. */
export function setMark(db: Db, mark: Mark, userId: number, templateId: number, on: boolean, now: Date): number {
  return db.transaction(() => {
    const table = markTable[mark];
    if (on) {
      sql(db, `INSERT OR IGNORE INTO ${table} (user_id, template_id, created_at) VALUES (?, ?, ?)`).run(
        userId,
        templateId,
        now.toISOString(),
      );
    } else {
      sql(db, `DELETE FROM ${table} WHERE user_id = ? AND template_id = ?`).run(userId, templateId);
    }
    const row = findTemplate(db, templateId);
    return mark === "like" ? (row?.likes ?? 0) : (row?.favourites ?? 0);
  })();
}
