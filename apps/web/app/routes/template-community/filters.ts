/**
 * The template community's whole view state lives in the URL, so a filtered
 * view can be shared, reloaded and restored by Back/Forward:
 *
 *   q, scene, size, industry, color, style, price (free|vip),
 *   sort (default|new|hot|fav), page, from, t
 *
 * - `page` is the last page shown. Without JavaScript each page is its own
 *   URL (`?page=3` shows page 3).
 * - `from` is written by 加载更多: after loading pages 1–3 in place the URL is
 *   `?page=3&from=1`, so a reload or Back shows the same items. The span is
 *   capped so a reload never fans out into dozens of requests.
 * - `t` opens a template's detail dialog over the grid.
 *
 * Anything our own UI never produces (an unknown sort, a non-numeric page, a
 * facet key with odd characters) fails validation: the route answers 404
 * `Page Not Found: <path>`. Facet *values* are checked against the provider's
 * facet list in the loader, because only the provider knows them.
 */
import { parseSearchQuery } from "../../lib/search-query";

export const FACET_KEYS = ["scene", "size", "industry", "color", "style"] as const;
export type FacetKey = (typeof FACET_KEYS)[number];

export const FACET_LABELS: Record<FacetKey, string> = {
  scene: "场景/用途",
  size: "尺寸/平台",
  industry: "行业",
  color: "颜色",
  style: "风格",
};

export const PRICE_OPTIONS = [
  { key: "free", name: "免费" },
  { key: "vip", name: "VIP" },
] as const;
export type Price = (typeof PRICE_OPTIONS)[number]["key"];

export const SORT_OPTIONS = [
  { key: "default", name: "综合" },
  { key: "new", name: "最新" },
  { key: "hot", name: "最热" },
  { key: "fav", name: "收藏最多" },
] as const;
export type Sort = (typeof SORT_OPTIONS)[number]["key"];

/** Templates per page (the provider caps pageSize at 48). */
export const PAGE_SIZE = 24;
/** Most pages one load fetches (`from`..`page`); a reload of a long 加载更多 run shows the last ones. */
export const MAX_PAGE_SPAN = 10;
/** Far beyond any real catalogue; keeps `page` a small integer. */
export const MAX_PAGE = 9999;

export interface TemplateFilters {
  q: string;
  /** Chinese copy when `q` was rejected (too long); the box keeps the visitor's text. */
  qError: string | null;
  scene: string | null;
  size: string | null;
  industry: string | null;
  color: string | null;
  style: string | null;
  price: Price | null;
  sort: Sort;
  page: number;
  /** First page shown; equals `page` unless 加载更多 appended pages. */
  from: number;
  /** Template whose detail dialog is open. */
  t: number | null;
}

export type ParseResult = { ok: true; filters: TemplateFilters } | { ok: false; reason: string };

const FACET_VALUE = /^[a-z0-9][a-z0-9-]{0,39}$/;
const POSITIVE_INT = /^[1-9]\d{0,8}$/;

/** The first value of a parameter; "" counts as absent (an empty <select> submits it). */
function first(params: URLSearchParams, name: string): string | null {
  const value = params.get(name);
  return value === null || value === "" ? null : value;
}

export function parseTemplateSearch(params: URLSearchParams): ParseResult {
  const { q, error: qError } = parseSearchQuery(params.get("q"));

  const facets = {} as Record<FacetKey, string | null>;
  for (const key of FACET_KEYS) {
    const value = first(params, key);
    if (value !== null && !FACET_VALUE.test(value)) return { ok: false, reason: `unknown ${key}` };
    facets[key] = value;
  }

  const priceRaw = first(params, "price");
  if (priceRaw !== null && !PRICE_OPTIONS.some((p) => p.key === priceRaw))
    return { ok: false, reason: "unknown price" };
  const sortRaw = first(params, "sort") ?? "default";
  if (!SORT_OPTIONS.some((s) => s.key === sortRaw)) return { ok: false, reason: "unknown sort" };

  const pageRaw = first(params, "page");
  if (pageRaw !== null && !POSITIVE_INT.test(pageRaw)) return { ok: false, reason: "bad page" };
  const page = pageRaw === null ? 1 : Number(pageRaw);
  if (page > MAX_PAGE) return { ok: false, reason: "bad page" };

  const fromRaw = first(params, "from");
  if (fromRaw !== null && !POSITIVE_INT.test(fromRaw)) return { ok: false, reason: "bad from" };
  const from = fromRaw === null ? page : Number(fromRaw);
  if (from > page) return { ok: false, reason: "bad from" };

  const tRaw = first(params, "t");
  if (tRaw !== null && !POSITIVE_INT.test(tRaw)) return { ok: false, reason: "bad t" };

  return {
    ok: true,
    filters: {
      q,
      qError,
      ...facets,
      price: priceRaw as Price | null,
      sort: sortRaw as Sort,
      page,
      from,
      t: tRaw === null ? null : Number(tRaw),
    },
  };
}

/**
 * The pages a load fetches. A longer span than MAX_PAGE_SPAN is not an error
 * (it is what many 加载更多 clicks write); the oldest pages are not reloaded.
 */
export function fetchRange(filters: Pick<TemplateFilters, "from" | "page">): number[] {
  const start = Math.max(filters.from, filters.page - MAX_PAGE_SPAN + 1);
  return Array.from({ length: filters.page - start + 1 }, (_, i) => start + i);
}

/** The facet values in `filters` that the provider's lists do not know. */
export function unknownFacetValues(
  filters: Pick<TemplateFilters, FacetKey>,
  facets: Record<FacetKey, readonly { key: string }[]>,
): FacetKey[] {
  return FACET_KEYS.filter((key) => {
    const value = filters[key];
    return value !== null && !facets[key].some((option) => option.key === value);
  });
}

export type FilterPatch = Partial<Omit<TemplateFilters, "qError">>;

/**
 * Canonical query string for a view, in a fixed order, defaults left out.
 * `patch` overrides fields; changing anything but `t` or paging usually wants
 * `page: 1` too, which callers say explicitly.
 */
export function toSearch(filters: TemplateFilters, patch: FilterPatch = {}): string {
  const next = { ...filters, ...patch };
  const params = new URLSearchParams();
  if (next.q) params.set("q", next.q);
  for (const key of FACET_KEYS) {
    const value = next[key];
    if (value) params.set(key, value);
  }
  if (next.price) params.set("price", next.price);
  if (next.sort !== "default") params.set("sort", next.sort);
  if (next.page > 1) params.set("page", String(next.page));
  if (next.from < next.page) params.set("from", String(next.from));
  if (next.t !== null) params.set("t", String(next.t));
  const text = params.toString();
  return text ? `?${text}` : "";
}

/** A view reset to its first page with one facet changed (what a filter link does). */
export function withFacet(filters: TemplateFilters, key: FacetKey | "price", value: string | null): string {
  return toSearch(filters, { [key]: value, page: 1, from: 1, t: null } as FilterPatch);
}

/** Identifies the list a page belongs to: everything but paging and the open dialog. */
export function listSignature(filters: TemplateFilters): string {
  return toSearch(filters, { page: 1, from: 1, t: null });
}

/** The provider's list query for one page of this view. */
export function listQuery(filters: TemplateFilters, page: number): Record<string, string | number> {
  const query: Record<string, string | number> = { page, pageSize: PAGE_SIZE, sort: filters.sort };
  if (filters.q && !filters.qError) query.q = filters.q;
  for (const key of FACET_KEYS) {
    const value = filters[key];
    if (value) query[key] = value;
  }
  if (filters.price) query.price = filters.price;
  return query;
}

export function activeFilterCount(filters: TemplateFilters): number {
  return FACET_KEYS.filter((key) => filters[key] !== null).length + (filters.price ? 1 : 0) + (filters.q ? 1 : 0);
}

/** The query without `t`: two URLs that differ only in the open dialog show the same grid. */
function withoutDialog(params: URLSearchParams): string {
  const copy = new URLSearchParams(params);
  copy.delete("t");
  copy.sort();
  return copy.toString();
}

/** True when only the detail dialog opened, closed or switched: the grid's data stays valid. */
export function onlyDialogChanged(current: URLSearchParams, next: URLSearchParams): boolean {
  return (current.get("t") ?? "") !== (next.get("t") ?? "") && withoutDialog(current) === withoutDialog(next);
}

/**
 * True for the URL update 加载更多 makes after appending page N+1 in place:
 * same list, same dialog, same first page, a later last page. The grid already
 * holds those items, so the route need not load them again.
 */
export function isLoadMoreStep(current: URLSearchParams, next: URLSearchParams): boolean {
  const a = parseTemplateSearch(current);
  const b = parseTemplateSearch(next);
  if (!a.ok || !b.ok) return false;
  return (
    listSignature(a.filters) === listSignature(b.filters) &&
    a.filters.t === b.filters.t &&
    next.has("from") &&
    a.filters.from === b.filters.from &&
    b.filters.page > a.filters.page
  );
}
