/**
 * Turns the stand-in's flat `/v1/tools` answer into what 工具大全 renders:
 * tools grouped by category (in the provider's category order), the category
 * filter applied, and whether the requested category exists at all.
 *
 * The loader asks the stand-in without `cat` and filters here, so one request
 * gives both the filter chips (with counts over the q-filtered set) and the
 * tools, and an unknown `cat` can be told apart from an empty one.
 */
import type { Tool, ToolCategory, ToolsList } from "../../lib/api-schemas";

export interface CatalogueGroup {
  category: ToolCategory;
  tools: Tool[];
}

export interface Catalogue {
  categories: ToolCategory[];
  groups: CatalogueGroup[];
  /** Tools matching q over all categories (the "全部" chip). */
  total: number;
  /** Tools shown after the category filter. */
  shown: number;
  /** `cat` was given but names no category. */
  unknownCat: boolean;
}

export function buildCatalogue(list: ToolsList, cat: string): Catalogue {
  const categories = list.categories;
  const known = new Set(categories.map((c) => c.key));
  const unknownCat = cat !== "" && !known.has(cat);
  const byCategory = new Map<string, Tool[]>();
  for (const tool of list.tools) {
    const bucket = byCategory.get(tool.category);
    if (bucket) bucket.push(tool);
    else byCategory.set(tool.category, [tool]);
  }
  const groups: CatalogueGroup[] = unknownCat
    ? []
    : categories
        .filter((category) => cat === "" || category.key === cat)
        .map((category) => ({ category, tools: byCategory.get(category.key) ?? [] }))
        .filter((group) => group.tools.length > 0);
  return {
    categories,
    groups,
    total: list.tools.length,
    shown: groups.reduce((sum, group) => sum + group.tools.length, 0),
    unknownCat,
  };
}
