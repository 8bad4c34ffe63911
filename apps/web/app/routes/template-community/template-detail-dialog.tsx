import { useEffect, useRef } from "react";
import { Link, useLocation } from "react-router";
import { EmptyState, ErrorState, LoadingState } from "../../components/data-states";
import { Dialog } from "../../components/ui/dialog";
import { formatCount } from "../../lib/format";
import { coverAt } from "./cover";
import type { DetailData } from "./detail-data";
import { toSearch, type TemplateFilters } from "./filters";
import { TemplateActions } from "./template-actions";
import { PriceBadge, TemplateCardItem } from "./template-card";

const BASE = "/template-community";
const PREVIEW_WIDTH = 960;

export type DetailView = { kind: "loading" } | { kind: "ready"; data: DetailData };

/**
 * The template detail over the grid, at its own URL (`?t=<id>`).
 *
 * A <Dialog>: in the server HTML (visible, its links crawlable), modal once
 * hydrated. Closing is a navigation to the URL without `t` (a real link, for
 * no-JS visitors), and focus goes back to the card of the template last shown.
 */
export function TemplateDetailDialog({
  view,
  filters,
  closeHref,
  onClose,
  onRetry,
  loggedIn,
  loginHref,
}: {
  view: DetailView;
  filters: TemplateFilters;
  closeHref: string;
  onClose: () => void;
  onRetry: () => void;
  loggedIn: boolean;
  loginHref: string;
}) {
  const openedFor = view.kind === "ready" ? view.data.id : filters.t;
  const lastId = useRef(openedFor);
  const closeRef = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    // Switched to a similar template: the link that was clicked is gone, so
    // put focus at the top of the new content instead of losing it.
    if (lastId.current !== openedFor && lastId.current !== null) closeRef.current?.focus();
    lastId.current = openedFor;
  }, [openedFor]);
  function returnFocus() {
    // Closed: back to the card of the template last shown (not the one that
    // opened the dialog, if a similar one was chosen since), without scrolling the grid.
    const id = lastId.current;
    requestAnimationFrame(() => {
      document.querySelector<HTMLElement>(`a[data-template-id="${id}"]`)?.focus({ preventScroll: true });
    });
  }

  const title = view.kind === "ready" && view.data.detail.ok ? view.data.detail.data.title : "模板详情";

  return (
    <Dialog
      labelledBy="template-detail-title"
      onClose={onClose}
      closeOnBackdrop
      lockScroll
      returnFocus={returnFocus}
      className="fixed inset-0 z-50 m-auto h-fit max-h-[calc(100dvh-1rem)] w-[calc(100vw-1rem)] max-w-5xl overflow-hidden rounded-xl bg-white p-0 text-ink shadow-2xl backdrop:bg-black/60 sm:max-h-[calc(100dvh-3rem)]"
      data-testid="template-detail"
    >
      <div className="flex max-h-[inherit] flex-col">
        <div className="flex items-center justify-between gap-3 border-b border-gray-200 px-4 py-3">
          <h2 id="template-detail-title" className="line-clamp-1 text-lg font-bold">
            {title}
          </h2>
          <Link
            ref={closeRef}
            to={closeHref}
            preventScrollReset
            onClick={(event) => {
              if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
              event.preventDefault();
              onClose();
            }}
            aria-label="关闭"
            className="grid size-10 shrink-0 place-items-center rounded-md text-2xl leading-none text-gray-700 hover:bg-gray-100"
          >
            <span aria-hidden="true">×</span>
          </Link>
        </div>
        <div className="overflow-y-auto overscroll-contain">
          {view.kind === "loading" ? (
            <LoadingState label="正在加载模板详情…" className="m-4 min-h-64" />
          ) : (
            <DetailBody
              data={view.data}
              filters={filters}
              onRetry={onRetry}
              loggedIn={loggedIn}
              loginHref={loginHref}
            />
          )}
        </div>
      </div>
    </Dialog>
  );
}

function DetailBody({
  data,
  filters,
  onRetry,
  loggedIn,
  loginHref,
}: {
  data: DetailData;
  filters: TemplateFilters;
  onRetry: () => void;
  loggedIn: boolean;
  loginHref: string;
}) {
  const { detail, similar } = data;
  // Switching to a similar template replaces this history entry and keeps
  // how the dialog was opened, so 关闭 still returns to the grid entry.
  const { state } = useLocation();
  if (!detail.ok) {
    return detail.status === 404 ? (
      <EmptyState
        className="m-4"
        title="模板不存在或已下架"
        description="换个模板看看吧。"
        action={
          <Link to={BASE + toSearch(filters, { t: null })} className="text-brand-800 underline">
            返回模板列表
          </Link>
        }
      />
    ) : (
      <ErrorState className="m-4" title="模板详情加载失败" message={detail.message} onRetry={onRetry} />
    );
  }
  const t = detail.data;
  return (
    <div className="flex flex-col gap-6 p-4">
      <div className="grid gap-6 md:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <figure className="flex items-start justify-center rounded-lg bg-gray-100 p-2">
          <img
            src={coverAt(t.cover, PREVIEW_WIDTH)}
            alt={`${t.title} 预览图`}
            width={t.width}
            height={t.height}
            decoding="async"
            className="h-auto max-h-[60vh] w-auto max-w-full rounded shadow-sm"
          />
        </figure>
        <div className="flex flex-col gap-4">
          <div className="flex flex-wrap items-center gap-2">
            <PriceBadge isVip={t.isVip} />
            <span className="text-sm text-muted">
              {formatCount(t.uses)} 次使用 · {formatCount(t.likes)} 点赞 · {formatCount(t.favourites)} 收藏
            </span>
          </div>
          {t.description ? <p className="text-sm leading-6 text-gray-800">{t.description}</p> : null}
          <dl className="grid grid-cols-[4.5rem_1fr] gap-x-2 gap-y-2 text-sm">
            <dt className="text-muted">尺寸</dt>
            <dd>
              {t.sizeName}
              <span className="ml-1 text-muted">
                （{t.width}×{t.height} px）
              </span>
            </dd>
            <dt className="text-muted">场景</dt>
            <dd>
              <Link
                to={BASE + toSearch(filters, { scene: t.scene, page: 1, from: 1, t: null })}
                className="text-brand-800 hover:underline"
              >
                {t.sceneName}
              </Link>
            </dd>
            <dt className="text-muted">行业</dt>
            <dd>{t.industryName}</dd>
            <dt className="text-muted">风格</dt>
            <dd>{t.styleName}</dd>
            <dt className="text-muted">主色</dt>
            <dd>
              <span className="mr-2">{t.colorName}</span>
              <ul className="mt-1 flex flex-wrap gap-1.5" aria-label="配色">
                {t.colors.map((hex) => (
                  <li key={hex} className="flex items-center gap-1 text-xs text-muted">
                    <span
                      aria-hidden="true"
                      className="inline-block size-5 rounded ring-1 ring-black/15"
                      style={{ backgroundColor: hex }}
                    />
                    {hex.toUpperCase()}
                  </li>
                ))}
              </ul>
            </dd>
            <dt className="text-muted">作者</dt>
            <dd>{t.author.name}</dd>
          </dl>
          {t.tags.length > 0 ? (
            <div>
              <h3 className="mb-1 text-sm text-muted">标签</h3>
              <ul className="flex flex-wrap gap-1.5">
                {t.tags.map((tag) => (
                  <li key={tag}>
                    <Link
                      to={
                        BASE +
                        toSearch(filters, {
                          q: tag,
                          scene: null,
                          size: null,
                          industry: null,
                          color: null,
                          style: null,
                          price: null,
                          page: 1,
                          from: 1,
                          t: null,
                        })
                      }
                      className="inline-flex min-h-8 items-center rounded-full bg-gray-100 px-3 text-xs text-gray-800 hover:bg-gray-200"
                    >
                      #{tag}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
          {t.isVip ? (
            <p className="rounded-md bg-amber-50 px-3 py-2 text-xs text-amber-900">
              VIP 模板：开通会员后可去水印导出并获得商用授权。
              <Link to="/vip" className="ml-1 font-medium underline">
                了解会员
              </Link>
            </p>
          ) : null}
          <TemplateActions detail={t} loggedIn={loggedIn} loginHref={loginHref} />
        </div>
      </div>
      <section aria-labelledby="similar-heading">
        <h3 id="similar-heading" className="mb-3 text-base font-bold">
          相似模板
        </h3>
        {!similar.ok ? (
          <ErrorState title="相似模板加载失败" message={similar.message} onRetry={onRetry} />
        ) : similar.data.length === 0 ? (
          <EmptyState title="暂无相似模板" />
        ) : (
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
            {similar.data.map((card) => (
              <li key={card.id}>
                <TemplateCardItem
                  template={card}
                  href={BASE + toSearch(filters, { t: card.id })}
                  replace
                  state={state}
                />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
