/**
 * What the tool page needs from the catalogue to render a tool that runs
 * here, kept with the site so the page never waits for the provider: name,
 * category (breadcrumb), VIP or not (the gate), icon and id (the glyph's
 * tile colour). Each tool folder pins them in its definition (`catalogue`,
 * tools/tool-definition.ts); local-catalogue.test.ts keeps them equal to the
 * stand-in's catalogue (apps/api/src/data/tools.ts; the workspaces never
 * import each other). Catalogue extras (related tools' cards, badges,
 * related templates) still come from the provider and stream in (tool.tsx).
 * Server only, like the registry it reads.
 */
import type { Tool } from "../../lib/api-schemas";
import { toolDefinitions } from "../../tools/registry";

export type LocalTool = Pick<Tool, "id" | "slug" | "name" | "category" | "categoryName" | "isVip" | "icon">;

/** The catalogue's category names (GET /v1/tools `categories`). */
export const CATEGORY_NAMES: Readonly<Record<string, string>> = {
  compliance: "合规检测",
  copywriting: "文案分析",
  material: "素材分析",
  delivery: "投放辅助",
  insight: "创意洞察",
  planning: "运营规划",
};

const bySlug = new Map<string, LocalTool>(
  toolDefinitions.map(({ slug, catalogue }) => [
    slug,
    { ...catalogue, slug, categoryName: CATEGORY_NAMES[catalogue.category] ?? catalogue.category },
  ]),
);

export function localTool(slug: string): LocalTool | undefined {
  return bySlug.get(slug);
}
