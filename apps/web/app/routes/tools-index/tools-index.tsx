import { Link, data, useNavigation } from "react-router";
import type { CSSProperties } from "react";
import type { Route } from "./+types/tools-index";
import { EmptyState, ErrorState, LoadingState } from "../../components/data-states";
import { Deferred, SectionSkeleton } from "../../components/deferred";
import { PageShell } from "../../components/page-shell";
import { ToolCard, toolCardOnView } from "../../components/tool-card";
import { registerIconSets } from "../../components/ui/icon/icon";
import { getIconSets } from "../../components/ui/icon/icon-sets.server";
import { httpContext, sessionContext } from "../../context";
import { favouriteAnswerSchema, favouritesSchema, toolsListSchema } from "../../lib/api-schemas";
import { buildSearch, parseSearchQuery } from "../../lib/search-query";
import { INVALID_ANSWER_MESSAGE, loadSection, sectionError, withinBudget } from "../../http/section";
import { settleOnClientNavigation } from "../../lib/settle-deferred";
import { seoMeta } from "../../lib/seo";
import { useLoginHref } from "../../lib/use-login-href";
import { useUser } from "../../session/use-user";
import { buildCatalogue } from "./catalogue";
import { FAVOURITE_INTENT, FavouriteButton, type FavouriteResult } from "./favourite-button";
import { ToolsSearch } from "./tools-search";

export async function loader({ request, context }: Route.LoaderArgs) {
  const client = context.get(httpContext);
  const url = new URL(request.url);
  const { q, error: queryError } = parseSearchQuery(url.searchParams.get("q"));
  const cat = (url.searchParams.get("cat") ?? "").trim();
  const hasToken = Boolean(context.get(sessionContext).token);
  // Asked without `cat`: the chips need every category's count, and an
  // unknown `cat` must be told apart from an empty one (catalogue.ts).
  const listing = Promise.all([
    withinBudget(loadSection(client, "/v1/tools", toolsListSchema, { query: { q: queryError ? undefined : q } })),
    hasToken ? withinBudget(loadSection(client, "/v1/tools/favourites", favouritesSchema)) : null,
  ]).then(([list, favourites]) => {
    const catalogue = list.ok ? { ok: true as const, data: buildCatalogue(list.data, cat) } : list;
    const shownTools = catalogue.ok ? catalogue.data.groups.flatMap((group) => group.tools) : [];
    return {
      catalogue,
      // null: not logged in (no token, or the token has ended → 401).
      favouriteIds: favourites?.ok ? favourites.data.ids : null,
      favouritesError: favourites && !favourites.ok && favourites.status !== 401 ? favourites.message : null,
      icons: getIconSets(new Set(shownTools.map((tool) => tool.icon))),
    };
  });
  if (!cat) {
    // The whole catalogue: the page's shell goes out at once and the list streams in.
    return data(await settleOnClientNavigation(request, { q, cat, queryError, listing }), { status: 200 });
  }
  // A category page waits for the catalogue (within its budget): its title,
  // description and status (an unknown category is a real 404 for crawlers)
  // come from it. People get the catalogue page with a way back, not a dead end.
  const settled = await listing;
  const unknownCat = settled.catalogue.ok && settled.catalogue.data.unknownCat;
  return data({ q, cat, queryError, listing: settled }, { status: unknownCat ? 404 : 200 });
}

export async function action({
  request,
  context,
}: Route.ActionArgs): Promise<ReturnType<typeof data<FavouriteResult>>> {
  const form = await request.formData();
  const toolId = Number(form.get("toolId"));
  if (form.get("intent") !== FAVOURITE_INTENT || !Number.isInteger(toolId) || toolId <= 0) {
    return data({ ok: false, toolId: null, message: "操作无法识别，请刷新页面后重试" }, { status: 400 });
  }
  if (!context.get(sessionContext).token) {
    return data({ ok: false, toolId, message: "请先登录，登录后即可收藏工具" }, { status: 401 });
  }
  const favourite = form.get("favourite") === "true";
  try {
    const answer = favouriteAnswerSchema.safeParse(
      await context
        .get(httpContext)
        .request<unknown>(`/v1/tools/${toolId}/favourite`, { method: favourite ? "PUT" : "DELETE" }),
    );
    if (!answer.success) return data({ ok: false, toolId, message: INVALID_ANSWER_MESSAGE }, { status: 502 });
    return data({ ok: true, toolId, favourited: answer.data.favourited });
  } catch (error) {
    const { message, status } = sectionError(error);
    const failure =
      status === 401
        ? "登录已失效，请重新登录后再收藏"
        : favourite
          ? `收藏失败：${message}`
          : `取消收藏失败：${message}`;
    return data({ ok: false, toolId, message: failure }, { status: status && status >= 400 ? status : 502 });
  }
}

export default function ToolsIndexScreen({ loaderData, actionData }: Route.ComponentProps) {
  const { q, cat, queryError, listing } = loaderData;
  const user = useUser();
  const viewerIsVip = Boolean(user?.isVip);
  const loginHref = useLoginHref();
  const navigation = useNavigation();
  const updating = navigation.state === "loading" && navigation.location?.pathname === "/tools-index";

  return (
    <PageShell mainClassName="mx-auto flex w-full max-w-7xl flex-1 flex-col gap-6 px-4 py-8">
      <header className="flex flex-col gap-4">
        <div>
          <h1 className="text-2xl font-bold sm:text-3xl">工具大全</h1>
          <p className="mt-1 text-sm text-muted sm:text-base">按工作场景分类的全部营销工具，免费与会员工具一目了然</p>
        </div>
        <ToolsSearch q={q} cat={cat} error={queryError} />
        {/* No-JS favourite posts land here; with JS the button toasts instead. */}
        {actionData && !actionData.ok && navigation.state === "idle" ? (
          <p role="alert" className="text-sm font-medium text-red-800">
            {actionData.message}
          </p>
        ) : null}
      </header>

      <Deferred
        resolve={listing}
        fallback={<SectionSkeleton label="正在加载工具列表…" blocks={8} />}
        errorTitle="工具列表暂时无法加载"
      >
        {({ catalogue, favouriteIds, favouritesError, icons }) => {
          registerIconSets(icons);
          const loggedIn = Boolean(user) || favouriteIds !== null;
          const favourites = new Set(favouriteIds ?? []);
          return (
            <>
              {!catalogue.ok ? (
                <ErrorState title="工具列表暂时无法加载" message={catalogue.message} />
              ) : (
                <>
                  <CategoryChips q={q} cat={cat} categories={catalogue.data.categories} total={catalogue.data.total} />
                  <div className="flex flex-col gap-8" aria-busy={updating || undefined}>
                    <p role="status" className="text-sm text-muted" data-testid="result-summary">
                      {updating ? "正在更新…" : summary(q, catalogue.data)}
                    </p>
                    {favouritesError ? (
                      <p role="alert" className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900">
                        收藏状态暂时无法加载：{favouritesError}
                      </p>
                    ) : null}
                    {updating && catalogue.data.groups.length === 0 ? <LoadingState /> : null}
                    <div className={`flex flex-col gap-10 transition-opacity ${updating ? "opacity-60" : ""}`}>
                      {catalogue.data.unknownCat ? (
                        <EmptyState
                          title={`没有找到分类“${cat}”`}
                          description="这个分类不存在或已经下线，看看全部工具吧。"
                          action={
                            <Link
                              to={`/tools-index${buildSearch({ q })}`}
                              className="font-medium text-brand-700 underline"
                            >
                              查看全部工具
                            </Link>
                          }
                        />
                      ) : catalogue.data.groups.length === 0 ? (
                        <EmptyState
                          title={q ? `没有找到与“${q}”相关的工具` : "这个分类下暂时没有工具"}
                          description={q ? "换个关键词试试，或者清除搜索看看全部工具。" : undefined}
                          action={
                            <Link
                              to={q && cat ? `/tools-index${buildSearch({ cat })}` : "/tools-index"}
                              className="font-medium text-brand-700 underline"
                            >
                              {q ? "清除搜索" : "查看全部工具"}
                            </Link>
                          }
                        />
                      ) : (
                        catalogue.data.groups.map((group, index) => (
                          // The first group is on screen at load at every width: skipping it only cost the first
                          // paint one more style-and-layout pass (its own unlocking, before its cards' own).
                          <section
                            key={group.category.key}
                            aria-labelledby={`cat-${group.category.key}`}
                            className={`${index === 0 ? "" : "render-on-view-rows "}flex flex-col gap-3`}
                            style={index === 0 ? undefined : rowCounts(group.tools.length)}
                            data-testid="tool-group"
                          >
                            <div>
                              <h2 id={`cat-${group.category.key}`} className="text-lg font-bold">
                                {group.category.name}
                                <span className="ml-2 text-sm font-normal text-muted">{group.tools.length} 个工具</span>
                              </h2>
                              {group.category.description ? (
                                <p className="text-sm text-muted">{group.category.description}</p>
                              ) : null}
                            </div>
                            <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
                              {group.tools.map((tool) => (
                                <li key={tool.id} {...toolCardOnView(tool, viewerIsVip)}>
                                  <ToolCard
                                    tool={tool}
                                    viewerIsVip={viewerIsVip}
                                    favourite={
                                      <FavouriteButton
                                        tool={tool}
                                        favourited={favourites.has(tool.id)}
                                        loggedIn={loggedIn}
                                        loginHref={loginHref}
                                      />
                                    }
                                  />
                                </li>
                              ))}
                            </ul>
                          </section>
                        ))
                      )}
                    </div>
                  </div>
                </>
              )}
            </>
          );
        }}
      </Deferred>
    </PageShell>
  );
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  // Only a category page's catalogue is settled before the HTML starts (see the loader).
  const listing = loaderData && !(loaderData.listing instanceof Promise) ? loaderData.listing : null;
  const category =
    listing?.catalogue.ok && loaderData?.cat
      ? listing.catalogue.data.categories.find((c) => c.key === loaderData.cat)
      : undefined;
  return seoMeta(matches, {
    title: category ? `${category.name}工具 · 工具大全` : "工具大全",
    description: category?.description
      ? `${category.name}：${category.description}。`
      : "营销工具箱全部工具：合规检测、文案分析、素材分析、投放辅助、创意洞察、运营规划，按工作场景分类，免费与会员工具一目了然。",
    // A category is a landing page of its own; a keyword search is a view of one.
    path: category ? `/tools-index?cat=${encodeURIComponent(category.key)}` : "/tools-index",
    noindex: Boolean(loaderData?.q) || Boolean(loaderData?.cat && !category),
  });
};

/** Rows the group's grid has at 1–4 columns: its placeholder height before it renders (render-on-view-rows). */
function rowCounts(cards: number): CSSProperties {
  return Object.fromEntries(
    [1, 2, 3, 4].map((columns) => [`--rows-${columns}`, Math.ceil(cards / columns)]),
  ) as CSSProperties;
}

function summary(q: string, catalogue: { shown: number; total: number }) {
  if (q) return `找到 ${catalogue.shown} 个与“${q}”相关的工具`;
  return `共 ${catalogue.shown} 个工具`;
}

function CategoryChips({
  q,
  cat,
  categories,
  total,
}: {
  q: string;
  cat: string;
  categories: { key: string; name: string; count: number }[];
  total: number;
}) {
  const chip = (key: string, label: string, count: number) => {
    const active = key === cat;
    return (
      <li key={key || "all"}>
        <Link
          to={`/tools-index${buildSearch({ q, cat: key })}`}
          preventScrollReset
          aria-current={active ? "page" : undefined}
          className={`inline-flex items-center gap-1 whitespace-nowrap rounded-full px-3 py-1.5 text-sm ring-1 ring-inset ${
            active
              ? "bg-brand-700 font-bold text-white ring-brand-700"
              : "bg-white text-gray-700 ring-gray-300 hover:text-brand-800 hover:ring-brand-300"
          }`}
        >
          {label}
          <span className={active ? "text-white" : "text-muted"}>{count}</span>
        </Link>
      </li>
    );
  };
  return (
    <nav aria-label="工具分类">
      <ul className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 sm:mx-0 sm:flex-wrap sm:px-0">
        {chip("", "全部", total)}
        {categories.map((category) => chip(category.key, category.name, category.count))}
      </ul>
    </nav>
  );
}
