import { Link } from "react-router";
import { LoadingState } from "../../components/data-states";
import { toSearch, type TemplateFilters } from "./filters";

const BASE = "/template-community";

/** Page numbers to show: first, last, and two either side of the current one, with gaps as null. */
export function pageWindow(current: number, count: number, radius = 2): (number | null)[] {
  const pages = new Set<number>([1, count]);
  for (let p = current - radius; p <= current + radius; p += 1) if (p >= 1 && p <= count) pages.add(p);
  const sorted = [...pages].filter((p) => p >= 1).sort((a, b) => a - b);
  const out: (number | null)[] = [];
  sorted.forEach((p, i) => {
    const prev = sorted[i - 1];
    if (prev !== undefined && p - prev > 1) out.push(null);
    out.push(p);
  });
  return out;
}

/**
 * 加载更多 and numbered paging. Both are real links to `?page=N`, so paging
 * works without JavaScript and crawlers reach every page; with JavaScript
 * 加载更多 appends the next page in place instead (`onLoadMore`).
 */
export function TemplatePaging({
  filters,
  from,
  lastPage,
  pageCount,
  loadingMore,
  onLoadMore,
}: {
  filters: TemplateFilters;
  /** First and last page currently in the grid. */
  from: number;
  lastPage: number;
  pageCount: number;
  loadingMore: boolean;
  onLoadMore: () => void;
}) {
  if (pageCount <= 1) return null;
  const pageHref = (page: number) => BASE + toSearch(filters, { page, from: page, t: null });
  const hasMore = lastPage < pageCount;
  return (
    <div className="mt-6 flex flex-col items-center gap-4">
      {hasMore ? (
        loadingMore ? (
          <LoadingState label="正在加载更多模板…" className="w-full max-w-xs py-3" />
        ) : (
          <a
            href={pageHref(lastPage + 1)}
            onClick={(event) => {
              // Let modified clicks (new tab/window) follow the real link.
              if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
              event.preventDefault();
              onLoadMore();
            }}
            className="inline-flex min-h-11 items-center rounded-full border border-brand-700 px-8 text-sm font-medium text-brand-800 hover:bg-brand-50"
          >
            加载更多
          </a>
        )
      ) : (
        <p className="text-sm text-muted">已经到底了，共 {pageCount} 页</p>
      )}
      <nav aria-label="分页">
        <ul className="flex flex-wrap items-center justify-center gap-1 text-sm">
          {from > 1 ? (
            <li>
              <Link
                to={pageHref(from - 1)}
                rel="prev"
                className="inline-flex min-h-9 items-center rounded-md px-3 text-gray-800 hover:bg-gray-100"
              >
                上一页
              </Link>
            </li>
          ) : null}
          {pageWindow(lastPage, pageCount).map((page, index) =>
            page === null ? (
              <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-muted">
                …
              </li>
            ) : (
              <li key={page}>
                <Link
                  to={pageHref(page)}
                  aria-current={page === lastPage ? "page" : undefined}
                  aria-label={`第 ${page} 页`}
                  className={`inline-flex min-h-9 min-w-9 items-center justify-center rounded-md px-2 ${
                    page >= from && page <= lastPage
                      ? "bg-brand-700 font-bold text-white"
                      : "text-gray-800 hover:bg-gray-100"
                  }`}
                >
                  {page}
                </Link>
              </li>
            ),
          )}
          {hasMore ? (
            <li>
              <Link
                to={pageHref(lastPage + 1)}
                rel="next"
                className="inline-flex min-h-9 items-center rounded-md px-3 text-gray-800 hover:bg-gray-100"
              >
                下一页
              </Link>
            </li>
          ) : null}
        </ul>
      </nav>
    </div>
  );
}
