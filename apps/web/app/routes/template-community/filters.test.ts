import { describe, expect, it } from "vitest";
import {
  MAX_PAGE_SPAN,
  fetchRange,
  isLoadMoreStep,
  onlyDialogChanged,
  listQuery,
  listSignature,
  parseTemplateSearch,
  toSearch,
  unknownFacetValues,
  withFacet,
  type TemplateFilters,
} from "./filters";

function parse(search: string): TemplateFilters {
  const result = parseTemplateSearch(new URLSearchParams(search));
  if (!result.ok) throw new Error(`expected ${search} to parse, got ${result.reason}`);
  return result.filters;
}

function rejects(search: string) {
  return !parseTemplateSearch(new URLSearchParams(search)).ok;
}

describe("parseTemplateSearch", () => {
  it("gives the default view for an empty query", () => {
    expect(parse("")).toEqual({
      q: "",
      qError: null,
      scene: null,
      size: null,
      industry: null,
      color: null,
      style: null,
      price: null,
      sort: "default",
      page: 1,
      from: 1,
      t: null,
    });
  });

  it("reads every filter", () => {
    const f = parse(
      "q=%E5%A4%8F%E5%AD%A3&scene=ecommerce-main&size=square-800&industry=food&color=red&style=minimal&price=vip&sort=hot&page=3&from=2&t=42",
    );
    expect(f).toMatchObject({
      q: "夏季",
      scene: "ecommerce-main",
      size: "square-800",
      industry: "food",
      color: "red",
      style: "minimal",
      price: "vip",
      sort: "hot",
      page: 3,
      from: 2,
      t: 42,
    });
  });

  it("treats empty values as absent (an empty select submits them)", () => {
    expect(parse("scene=&price=&sort=&page=&t=")).toMatchObject({
      scene: null,
      price: null,
      sort: "default",
      page: 1,
      t: null,
    });
  });

  it.each([
    "price=paid",
    "sort=random",
    "sort=DEFAULT",
    "page=0",
    "page=-1",
    "page=abc",
    "page=1.5",
    "page=01",
    "page=10000",
    "from=abc",
    "page=2&from=3",
    "t=abc",
    "t=0",
    "scene=__nope__",
    "scene=Bad Value",
    "color=%3Cscript%3E",
    `industry=${"a".repeat(41)}`,
  ])("rejects %s (validation 404)", (search) => {
    expect(rejects(search)).toBe(true);
  });

  it("accepts a long 加载更多 run and fetches only its last pages", () => {
    const f = parse("page=20&from=1");
    expect(f).toMatchObject({ page: 20, from: 1 });
    const range = fetchRange(f);
    expect(range).toHaveLength(MAX_PAGE_SPAN);
    expect(range.at(-1)).toBe(20);
    expect(fetchRange(parse("page=3&from=2"))).toEqual([2, 3]);
    expect(fetchRange(parse(""))).toEqual([1]);
  });

  it("keeps a too-long keyword for the box but reports it and leaves it out of the query", () => {
    const long = "模".repeat(51);
    const f = parse(`q=${encodeURIComponent(long)}`);
    expect(f.q).toBe(long);
    expect(f.qError).toMatch(/50/);
    expect(listQuery(f, 1)).not.toHaveProperty("q");
  });

  it("ignores parameters it does not know (tracking links)", () => {
    expect(parse("utm_source=wechat&scene=invitation").scene).toBe("invitation");
  });
});

describe("toSearch", () => {
  it("round-trips a view in canonical order with defaults left out", () => {
    const search = "?q=618&scene=ecommerce-main&color=red&price=free&sort=new&page=3&from=2&t=7";
    expect(toSearch(parse(search))).toBe(search);
    expect(toSearch(parse("sort=default&page=1"))).toBe("");
  });

  it("resets paging and the dialog when a facet changes", () => {
    const f = parse("scene=invitation&page=4&from=2&t=9");
    expect(withFacet(f, "color", "blue")).toBe("?scene=invitation&color=blue");
    expect(withFacet(f, "scene", null)).toBe("");
  });

  it("signs a list by its filters only", () => {
    expect(listSignature(parse("scene=invitation&page=4&t=9"))).toBe(listSignature(parse("scene=invitation")));
    expect(listSignature(parse("scene=invitation&sort=new"))).not.toBe(listSignature(parse("scene=invitation")));
  });
});

describe("listQuery", () => {
  it("passes filters, sort and page size to the provider", () => {
    expect(listQuery(parse("q=海报&size=a4-print&price=vip&sort=fav"), 2)).toEqual({
      q: "海报",
      size: "a4-print",
      price: "vip",
      sort: "fav",
      page: 2,
      pageSize: 24,
    });
  });
});

describe("unknownFacetValues", () => {
  const facets = {
    scene: [{ key: "invitation" }],
    size: [{ key: "a4-print" }],
    industry: [],
    color: [{ key: "red" }],
    style: [],
  };

  it("lists the values the provider does not know", () => {
    expect(unknownFacetValues(parse("scene=invitation&color=red"), facets)).toEqual([]);
    expect(unknownFacetValues(parse("scene=nope&style=minimal"), facets)).toEqual(["scene", "style"]);
  });
});

describe("revalidation rules", () => {
  const p = (search: string) => new URLSearchParams(search);

  it("sees a dialog opening, closing or switching as dialog-only", () => {
    expect(onlyDialogChanged(p("scene=invitation&page=2"), p("scene=invitation&page=2&t=5"))).toBe(true);
    expect(onlyDialogChanged(p("page=2&from=1&t=5"), p("page=2&from=1"))).toBe(true);
    expect(onlyDialogChanged(p("t=5"), p("t=6"))).toBe(true);
    expect(onlyDialogChanged(p("t=5"), p("t=5"))).toBe(false);
    expect(onlyDialogChanged(p("t=5"), p("scene=invitation&t=6"))).toBe(false);
  });

  it("recognises the URL update of 加载更多 and nothing else", () => {
    expect(isLoadMoreStep(p("scene=invitation"), p("scene=invitation&page=2&from=1"))).toBe(true);
    expect(isLoadMoreStep(p("page=2&from=1"), p("page=3&from=1"))).toBe(true);
    expect(isLoadMoreStep(p("page=3"), p("page=4&from=3"))).toBe(true);
    // a numbered page link is a new view, not an append
    expect(isLoadMoreStep(p("page=2"), p("page=3"))).toBe(false);
    expect(isLoadMoreStep(p("page=3&from=1"), p("page=2&from=1"))).toBe(false);
    expect(isLoadMoreStep(p("scene=invitation"), p("scene=wechat-cover&page=2&from=1"))).toBe(false);
    expect(isLoadMoreStep(p("t=1"), p("page=2&from=1"))).toBe(false);
    expect(isLoadMoreStep(p("sort=nope"), p("page=2&from=1"))).toBe(false);
  });
});
