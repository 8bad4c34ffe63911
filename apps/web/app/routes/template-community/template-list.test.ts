import { describe, expect, it } from "vitest";
import type { TemplateCard } from "../../lib/api-schemas";
import { combinePages, visibleList, type TemplatePage } from "./template-list";

function card(id: number): TemplateCard {
  return {
    id,
    title: `模板 ${id}`,
    cover: `http://api.test/materials/v1/templates/${id}/cover.svg`,
    width: 800,
    height: 800,
    sizeKey: "square-800",
    sizeName: "电商主图 800×800",
    scene: "ecommerce-main",
    isVip: false,
    uses: 1,
    likes: 1,
    favourites: 1,
    createdAt: "2026-01-01",
  };
}

function page(n: number, ids: number[], pageCount = 5): TemplatePage {
  return { items: ids.map(card), total: pageCount * 2, page: n, pageSize: 2, pageCount };
}

describe("combinePages", () => {
  it("joins pages in order and reports the range", () => {
    const result = combinePages([
      { ok: true, data: page(2, [3, 4]) },
      { ok: true, data: page(3, [5, 6]) },
    ]);
    expect(result).toEqual({
      ok: true,
      data: { items: [3, 4, 5, 6].map(card), total: 10, pageCount: 5, from: 2, page: 3 },
    });
  });

  it("fails as a whole when one page failed, with that page's message", () => {
    const result = combinePages([
      { ok: true, data: page(1, [1]) },
      { ok: false, message: "服务暂时不可用", status: 503 },
    ]);
    expect(result).toEqual({ ok: false, message: "服务暂时不可用", status: 503 });
  });

  it("drops an item that shifted onto the next page", () => {
    const result = combinePages([
      { ok: true, data: page(1, [1, 2]) },
      { ok: true, data: page(2, [2, 3]) },
    ]);
    expect(result.ok && result.data.items.map((i) => i.id)).toEqual([1, 2, 3]);
  });
});

describe("visibleList", () => {
  const base = { items: [1, 2].map(card), total: 10, pageCount: 5, from: 1, page: 1 };

  it("appends pages of the same view after the loader's", () => {
    const shown = visibleList(base, { signature: "?scene=a", pages: [page(3, [5, 6]), page(2, [3, 4])] }, "?scene=a");
    expect(shown.items.map((i) => i.id)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(shown).toMatchObject({ from: 1, page: 3, pageCount: 5 });
  });

  it("ignores pages of another view", () => {
    expect(visibleList(base, { signature: "?scene=b", pages: [page(2, [3, 4])] }, "?scene=a")).toBe(base);
  });

  it("drops pages the loader already covers (after Back or an action)", () => {
    const reloaded = { ...base, items: [1, 2, 3, 4].map(card), page: 2 };
    expect(visibleList(reloaded, { signature: "", pages: [page(2, [3, 4])] }, "")).toBe(reloaded);
  });
});
