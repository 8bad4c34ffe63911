/**
 * 模板社区's screen once its list has arrived: facets, sort, grid, 加载更多, paging and the detail dialog, all
 * driven by the URL (filters.ts). The route module (template-community.tsx) keeps the loader, action and meta.
 */
import { useEffect, useRef, useState, type CSSProperties } from "react";
import { Link, useFetcher, useLocation, useNavigate, useNavigation } from "react-router";
import { formatNumber } from "../../lib/format";
import type { Route } from "./+types/template-community";
import { EmptyState, ErrorState, LoadingState } from "../../components/data-states";
import { Deferred, SectionSkeleton } from "../../components/deferred";
import { useLoginHref } from "../../lib/use-login-href";
import { useUser } from "../../session/use-user";
import type { DetailData } from "./detail-data";
import {
  isLoadMoreStep,
  listSignature,
  onlyDialogChanged,
  parseTemplateSearch,
  toSearch,
  type TemplateFilters,
} from "./filters";
import { coverRatio } from "./cover";
import { TemplateCardItem } from "./template-card";
import { TemplateDetailDialog, type DetailView } from "./template-detail-dialog";
import { TemplateFacetPanel, TemplateSearchForm, TemplateSortBar } from "./template-filters";
import { combinePages, visibleList, type AppendedPages, type TemplatePage } from "./template-list";
import { TemplatePaging } from "./template-paging";

/** The screen's path: links and 加载更多 build on it. */
export const BASE = "/template-community";

export function TemplateCommunityHeader({ filters }: { filters: TemplateFilters }) {
  return (
    <div className="flex flex-col gap-3">
      <div>
        <h1 className="text-2xl font-bold">模板社区</h1>
        <p className="mt-1 text-sm text-muted">
          海量营销模板，按场景、尺寸、行业、颜色和风格筛选，选中后一键进入编辑器。
        </p>
      </div>
      <TemplateSearchForm filters={filters} />
    </div>
  );
}

export function TemplateCommunityView({
  loaderData,
  list,
}: {
  loaderData: Route.ComponentProps["loaderData"];
  list: ReturnType<typeof combinePages>;
}) {
  const { facets } = loaderData;
  const location = useLocation();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const user = useUser();
  const loginHref = useLoginHref();

  // The URL is the view. After a skipped revalidation (dialog, 加载更多) the
  // loader's copy of the filters lags behind it, so links are built from this.
  const parsedView = parseTemplateSearch(new URLSearchParams(location.search));
  const view: TemplateFilters = parsedView.ok ? parsedView.filters : loaderData.filters;
  const signature = listSignature(view);

  // ---- 加载更多: fetch the next page, append it, then record it in the URL (replace).
  const more = useFetcher<Route.ComponentProps["loaderData"]>({ key: "template-community-more" });
  const [appended, setAppended] = useState<AppendedPages>({ signature, pages: [] });
  const [moreError, setMoreError] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const requested = useRef<{ page: number; signature: string } | null>(null);
  const focusAfterAppend = useRef<number | null>(null);

  const shown = list.ok ? visibleList(list.data, appended, signature) : null;

  function loadMore() {
    if (!shown) return;
    const next = shown.page + 1;
    requested.current = { page: next, signature };
    setMoreError(null);
    void more.load(BASE + toSearch(view, { page: next, from: next, t: null }));
  }

  useEffect(() => {
    const want = requested.current;
    if (more.state !== "idle" || !more.data || !want) return;
    const result = more.data;
    if (listSignature(result.filters) !== want.signature || result.filters.page !== want.page) return;
    requested.current = null;
    if (want.signature !== signature) return; // the view changed while it loaded
    // A next page is never a plain view (loader): its list is settled, not streamed.
    if (result.list instanceof Promise) return;
    if (!result.list.ok) {
      // eslint-disable-next-line react-hooks/set-state-in-effect -- a finished load-more answer is appended (or its error shown) once, then the URL follows
      setMoreError(result.list.message);
      return;
    }
    const page: TemplatePage = { ...result.list.data, pageSize: result.list.data.items.length };
    focusAfterAppend.current = page.items[0]?.id ?? null;
    setAppended((prev) => ({
      signature,
      pages: [...(prev.signature === signature ? prev.pages.filter((p) => p.page !== page.page) : []), page],
    }));
    setAnnouncement(`已加载第 ${page.page} 页模板`);
    // `from` stays what the URL had, so a reload or Back shows the same items.
    navigate(BASE + toSearch(view, { page: page.page, from: view.from }), {
      replace: true,
      preventScrollReset: true,
      state: location.state,
    });
  }, [more.state, more.data, signature, view, navigate, location.state]);

  useEffect(() => {
    const id = focusAfterAppend.current;
    if (id === null) return;
    focusAfterAppend.current = null;
    // Keyboard users continue at the first new card instead of starting over.
    document.querySelector<HTMLElement>(`a[data-template-id="${id}"]`)?.focus({ preventScroll: true });
  }, [appended]);

  // ---- Detail dialog: server-rendered on a direct load, fetched on client opens.
  const detailFetcher = useFetcher<DetailData>({ key: "template-community-detail" });
  const openT = view.t;
  const serverDetail = loaderData.detail && loaderData.filters.t === openT ? loaderData.detail : null;
  const fetchedDetail = detailFetcher.data && detailFetcher.data.id === openT ? detailFetcher.data : null;
  const detailData = fetchedDetail ?? serverDetail;
  const dialog: DetailView | null =
    openT === null ? null : detailData ? { kind: "ready", data: detailData } : { kind: "loading" };

  useEffect(() => {
    if (openT === null || serverDetail || fetchedDetail) return;
    void detailFetcher.load(`/resources/templates/${openT}`);
    // detailFetcher is stable enough; re-run only when the open template changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [openT]);

  function closeDetail() {
    const state = location.state as { fromGrid?: boolean } | null;
    // Opened from the grid: going Back restores the grid entry and its scroll.
    if (state?.fromGrid) navigate(-1);
    else navigate(BASE + toSearch(view, { t: null }), { preventScrollReset: true });
  }

  // ---- Loading state for client transitions that reload the grid.
  const pending = navigation.state === "loading" && navigation.location.pathname === BASE ? navigation.location : null;
  const listLoading =
    pending !== null &&
    !onlyDialogChanged(new URLSearchParams(location.search), new URLSearchParams(pending.search)) &&
    !isLoadMoreStep(new URLSearchParams(location.search), new URLSearchParams(pending.search));

  const itemHref = (id: number) => BASE + toSearch(view, { t: id });

  return (
    <>
      <TemplateCommunityHeader filters={view} />

      <Deferred
        resolve={facets}
        fallback={<SectionSkeleton label="正在加载筛选项…" blocks={4} blockClassName="h-8" />}
        errorTitle="筛选项加载失败"
      >
        {(section) => <TemplateFacetPanel filters={view} facets={section} />}
      </Deferred>

      <section aria-labelledby="results-heading" aria-busy={listLoading || undefined} className="flex flex-col gap-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="results-heading" className="text-base font-bold">
            {view.q && !view.qError ? `“${view.q}”相关模板` : "全部模板"}
            {shown ? (
              <span className="ml-2 text-sm font-normal text-muted">共 {formatNumber(shown.total)} 个</span>
            ) : null}
          </h2>
          <TemplateSortBar filters={view} />
        </div>

        {listLoading ? <LoadingState label="正在加载模板…" className="py-3" /> : null}

        {!list.ok ? (
          <ErrorState title="模板加载失败" message={list.message} />
        ) : !shown || shown.items.length === 0 ? (
          <EmptyState
            title="没有找到符合条件的模板"
            description="换个关键词，或减少几个筛选条件试试。"
            action={
              <Link to={BASE} className="font-medium text-brand-800 underline">
                查看全部模板
              </Link>
            }
          />
        ) : (
          <div className={listLoading ? "opacity-60 transition-opacity" : undefined}>
            {shown.from > 1 ? (
              <p className="mb-3 text-sm">
                <Link
                  to={BASE + toSearch(view, { page: shown.from - 1, from: shown.from - 1, t: null })}
                  className="text-brand-800 underline"
                >
                  查看前面的模板（第 {shown.from - 1} 页）
                </Link>
              </p>
            ) : null}
            {/* Columns and gaps are repeated in render-on-view-card (app.css), which sizes a card before it renders. */}
            <ul
              className="@container grid grid-cols-2 items-start gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4 xl:grid-cols-5"
              data-testid="template-grid"
            >
              {shown.items.map((item) => (
                <li
                  key={item.id}
                  className="render-on-view-card ring-room"
                  style={{ "--ratio": coverRatio(item.width, item.height) } as CSSProperties}
                >
                  <TemplateCardItem template={item} href={itemHref(item.id)} />
                </li>
              ))}
            </ul>
            {moreError ? (
              <ErrorState className="mt-4" title="加载更多失败" message={moreError} onRetry={loadMore} />
            ) : null}
            <TemplatePaging
              filters={view}
              from={shown.from}
              lastPage={shown.page}
              pageCount={shown.pageCount}
              loadingMore={more.state === "loading"}
              onLoadMore={loadMore}
            />
          </div>
        )}
        <p aria-live="polite" className="sr-only">
          {announcement}
        </p>
      </section>

      {dialog ? (
        <TemplateDetailDialog
          view={dialog}
          filters={view}
          closeHref={BASE + toSearch(view, { t: null })}
          onClose={closeDetail}
          onRetry={() => void detailFetcher.load(`/resources/templates/${openT}`)}
          loggedIn={Boolean(user)}
          loginHref={loginHref}
        />
      ) : null}
    </>
  );
}
