/**
 * The grid's items: the pages the loader fetched (`from`..`page` of the URL)
 * plus pages 加载更多 appended in place since. Pure, so the rules are tested
 * without a browser.
 */
import type { TemplateCard } from "../../lib/api-schemas";
import type { SectionResult } from "../../http/section";

export interface TemplatePage {
  items: TemplateCard[];
  total: number;
  page: number;
  pageSize: number;
  pageCount: number;
}

export interface TemplateList {
  items: TemplateCard[];
  total: number;
  pageCount: number;
  /** First and last page the items cover. */
  from: number;
  page: number;
}

/** Several fetched pages as one list; any failed page fails the list (a grid with a hole would mislead). */
export function combinePages(pages: SectionResult<TemplatePage>[]): SectionResult<TemplateList> {
  const loaded: TemplatePage[] = [];
  for (const page of pages) {
    if (!page.ok) return { ok: false, message: page.message, status: page.status };
    loaded.push(page.data);
  }
  const first = loaded[0];
  const last = loaded.at(-1);
  if (!first || !last) return { ok: false, message: "没有要加载的页" };
  return {
    ok: true,
    data: {
      items: uniqueById(loaded.flatMap((p) => p.items)),
      total: last.total,
      pageCount: last.pageCount,
      from: first.page,
      page: last.page,
    },
  };
}

export interface AppendedPages {
  /** listSignature() of the view the pages belong to. */
  signature: string;
  pages: TemplatePage[];
}

/**
 * What the grid shows: the loader's list, then appended pages of the same
 * view that the loader does not cover yet. A revalidation that covers them
 * (Back, reload, an action) makes them redundant, and they drop out.
 */
export function visibleList(base: TemplateList, appended: AppendedPages, signature: string): TemplateList {
  if (appended.signature !== signature) return base;
  const extra = appended.pages.filter((p) => p.page > base.page).sort((a, b) => a.page - b.page);
  const last = extra.at(-1);
  if (!last) return base;
  return {
    items: uniqueById([...base.items, ...extra.flatMap((p) => p.items)]),
    total: last.total,
    pageCount: last.pageCount,
    from: base.from,
    page: last.page,
  };
}

/** Items can shift between pages while someone browses (a new template on 最新): never show one twice. */
function uniqueById(items: TemplateCard[]): TemplateCard[] {
  const seen = new Set<number>();
  return items.filter((item) => (seen.has(item.id) ? false : (seen.add(item.id), true)));
}
