import { describe, expect, it } from "vitest";
import type { Tool, ToolsList } from "../../lib/api-schemas";
import { buildCatalogue } from "./catalogue";

function tool(id: number, category: string): Tool {
  return {
    id,
    slug: `tool-${id}`,
    name: `工具${id}`,
    summary: "一句话说明",
    category,
    categoryName: category,
    path: `/tools/tool-${id}`,
    badges: ["free"],
    isVip: false,
    platforms: ["抖音"],
    icon: "lucide:box",
    uses: id,
  };
}

const list: ToolsList = {
  categories: [
    { key: "compliance", name: "合规检测", description: "", count: 2 },
    { key: "copywriting", name: "文案分析", description: "", count: 0 },
    { key: "material", name: "素材分析", description: "", count: 1 },
  ],
  tools: [tool(3, "material"), tool(1, "compliance"), tool(2, "compliance")],
};

describe("buildCatalogue", () => {
  it("groups in the provider's category order and skips empty categories", () => {
    const catalogue = buildCatalogue(list, "");
    expect(catalogue.groups.map((g) => g.category.key)).toEqual(["compliance", "material"]);
    expect(catalogue.groups[0]!.tools.map((t) => t.id)).toEqual([1, 2]);
    expect(catalogue).toMatchObject({ total: 3, shown: 3, unknownCat: false });
  });

  it("applies the category filter but keeps the total for the 全部 chip", () => {
    const catalogue = buildCatalogue(list, "material");
    expect(catalogue.groups.map((g) => g.category.key)).toEqual(["material"]);
    expect(catalogue).toMatchObject({ total: 3, shown: 1, unknownCat: false });
  });

  it("tells a known but empty category from an unknown one", () => {
    expect(buildCatalogue(list, "copywriting")).toMatchObject({ shown: 0, unknownCat: false });
    expect(buildCatalogue(list, "nope")).toMatchObject({ shown: 0, unknownCat: true, groups: [] });
  });
});
