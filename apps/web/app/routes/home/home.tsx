import type { ComponentProps, ReactNode } from "react";
import { Link, useNavigation } from "react-router";
import type { Route } from "./+types/home";
import { EmptyState, ErrorState, LoadingState } from "../../components/data-states";
import { PageShell } from "../../components/page-shell";
import { ToolCard } from "../../components/tool-card";
import { registerIconSets } from "../../components/ui/icon/icon";
import { getIconSets } from "../../components/ui/icon/icon-sets.server";
import { httpContext } from "../../context";
import {
  calendarSchema,
  favouritesSchema,
  searchResultSchema,
  templatePageSchema,
  toolsListSchema,
  type TemplateCard,
  type Tool,
  type ToolAudience,
  type ToolCategory,
} from "../../lib/api-schemas";
import { readCookie } from "../../session/cookies";
import { parseSearchQuery } from "../../lib/search-query";
import { loadSection, type SectionResult } from "../../lib/section";
import { seoMeta } from "../../lib/seo";
import { useUser, type User } from "../../session/use-user";
import { CalendarStrip } from "./calendar-strip";
import { groupByAudience, pickHotTools, pickNewTools } from "./home-data";
import { HomeSearch } from "./home-search";
import { TemplateTile } from "./template-tile";

const TRENDING_TEMPLATES = 8;
const CALENDAR_EVENTS = 6;
const SEARCH_LIMIT = 10;
/** The catalogue's own 营销日历 tool, linked from the strip when the catalogue has it. */
const CALENDAR_TOOL_SLUG = "marketing-calendar";

export async function loader({ request, context }: Route.LoaderArgs) {
  const client = context.get(httpContext);
  const { q, error: queryError } = parseSearchQuery(new URL(request.url).searchParams.get("q"));
  // Only visitors holding a token have favourites; anonymous visitors cost no extra request.
  const hasToken = Boolean(readCookie(request.headers.get("cookie"), "token"));
  const [catalogue, templates, calendar, search, favourites] = await Promise.all([
    loadSection(client, "/v1/tools", toolsListSchema),
    loadSection(client, "/v1/templates", templatePageSchema, { query: { sort: "hot", pageSize: TRENDING_TEMPLATES } }),
    loadSection(client, "/v1/calendar", calendarSchema, { query: { limit: CALENDAR_EVENTS } }),
    q && !queryError ? loadSection(client, "/v1/search", searchResultSchema, { query: { q, limit: SEARCH_LIMIT } }) : null,
    hasToken ? loadSection(client, "/v1/tools/favourites", favouritesSchema) : null,
  ]);

  // Ship what the page shows, not the whole catalogue.
  const tools: SectionResult<{
    hot: Tool[];
    fresh: Tool[];
    categories: ToolCategory[];
    audiences: ToolAudience[];
    vipCount: number;
    calendarPath: string | null;
  }> = catalogue.ok
    ? {
        ok: true,
        data: {
          hot: pickHotTools(catalogue.data.tools),
          fresh: pickNewTools(catalogue.data.tools),
          categories: catalogue.data.categories,
          audiences: catalogue.data.audiences ?? [],
          vipCount: catalogue.data.tools.filter((tool) => tool.isVip).length,
          calendarPath: catalogue.data.tools.find((tool) => tool.slug === CALENDAR_TOOL_SLUG)?.path ?? null,
        },
      }
    : catalogue;

  const shownTools = [
    ...(tools.ok ? [...tools.data.hot, ...tools.data.fresh] : []),
    ...(search?.ok ? search.data.tools : []),
    ...(favourites?.ok ? favourites.data.tools : []),
  ];

  return {
    q,
    queryError,
    // Icons named by data ride along, so they are inline SVG in the HTML.
    icons: getIconSets(new Set(shownTools.map((tool) => tool.icon))),
    tools,
    templates: templates.ok ? { ok: true as const, data: templates.data.items } : templates,
    calendar,
    search,
    // A 401 means the token has ended: the visitor is anonymous, not facing an error.
    favourites: favourites && !favourites.ok && favourites.status === 401 ? null : favourites,
  };
}

export default function HomeScreen({ loaderData }: Route.ComponentProps) {
  const { q, queryError, tools, templates, calendar, search, favourites } = loaderData;
  registerIconSets(loaderData.icons);
  const user = useUser();
  const viewerIsVip = Boolean(user?.isVip);
  const hotSearches = tools.ok ? tools.data.hot.slice(0, 4).map((tool) => tool.name) : [];

  return (
    <PageShell mainClassName="flex-1">
      <section className="border-b border-brand-100 bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto flex max-w-7xl flex-col items-center gap-4 px-4 pb-10 pt-8 text-center sm:pt-12">
          {user ? <Greeting user={user} /> : null}
          <h1 className="text-sm font-semibold tracking-wide text-brand-800">营销工具箱 · 首页</h1>
          <p className="text-2xl font-bold leading-tight sm:text-4xl">找工具、找模板，从一个搜索框开始</p>
          <p className="max-w-xl text-sm text-muted sm:text-base">广告分析、创意分析、内容营销、素材分析的常用工具，和可直接套用的营销模板</p>
          <HomeSearch q={q} error={queryError} viewerIsVip={viewerIsVip} />
          {hotSearches.length > 0 ? (
            <p className="flex flex-wrap items-center justify-center gap-2 text-sm text-muted">
              <span>大家都在搜：</span>
              {hotSearches.map((name) => (
                <Link
                  key={name}
                  to={`/home?${new URLSearchParams({ q: name })}`}
                  className="rounded-full bg-white px-3 py-1 text-gray-700 ring-1 ring-gray-200 hover:text-brand-800 hover:ring-brand-200"
                >
                  {name}
                </Link>
              ))}
            </p>
          ) : null}
        </div>
      </section>

      <div className="mx-auto flex max-w-7xl flex-col gap-12 px-4 py-10">
        <SearchResults q={q} search={search} viewerIsVip={viewerIsVip} />
        {favourites ? <Favourites favourites={favourites} viewerIsVip={viewerIsVip} /> : null}
        <AudienceEntries tools={tools} />
        <ToolRows tools={tools} viewerIsVip={viewerIsVip} />
        <TrendingTemplates templates={templates} />
        <CalendarStrip calendar={calendar} moreHref={tools.ok ? tools.data.calendarPath : null} />
        <VipCallToAction user={user} vipCount={tools.ok ? tools.data.vipCount : null} />
      </div>
    </PageShell>
  );
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  seoMeta(matches, {
    title: "首页",
    description: "营销工具箱：违禁词检测、标题打分、图片视频规格检查、营销日历等广告分析、创意分析、内容营销、素材分析工具，和海量可商用营销模板。",
    // `/` and `/home` are one page, and search results are views of it: all point at /home.
    path: "/home",
    noindex: Boolean(loaderData?.q),
  });

function formatDate(iso: string): string {
  const [y, m, d] = iso.slice(0, 10).split("-").map(Number);
  return `${y}年${m}月${d}日`;
}

function Greeting({ user }: { user: User }) {
  return (
    <div className="flex flex-wrap items-center justify-center gap-2 text-sm" data-testid="greeting">
      <span className="font-semibold text-ink">你好，{user.nickname}</span>
      {user.isVip ? (
        <span className="rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-medium text-amber-900">
          {user.vipName || "VIP 会员"}
          {user.vipExpiresAt ? ` · 有效期至 ${formatDate(user.vipExpiresAt)}` : ""}
        </span>
      ) : (
        <Link to="/vip?from=home" className="rounded-full bg-gray-100 px-2.5 py-0.5 text-xs font-medium text-gray-700 hover:bg-brand-50 hover:text-brand-800">
          普通用户 · 开通会员
        </Link>
      )}
    </div>
  );
}

function SectionHeading({ id, title, hint, more }: { id: string; title: string; hint?: string; more?: { to: string; label: string } }) {
  return (
    <div className="flex items-end justify-between gap-4">
      <div>
        <h2 id={id} className="text-xl font-bold">
          {title}
        </h2>
        {hint ? <p className="text-sm text-muted">{hint}</p> : null}
      </div>
      {more ? (
        <Link to={more.to} className="shrink-0 text-sm font-medium text-brand-700 hover:text-brand-800 hover:underline">
          {more.label}
        </Link>
      ) : null}
    </div>
  );
}

function isHomePath(pathname: string) {
  return pathname === "/" || pathname === "/home";
}

function SearchResults({
  q,
  search,
  viewerIsVip,
}: {
  q: string;
  search: SectionResult<{ tools: Tool[]; templates: TemplateCard[] }> | null;
  viewerIsVip: boolean;
}) {
  const navigation = useNavigation();
  const pending = navigation.state === "loading" && navigation.location && isHomePath(navigation.location.pathname)
    ? new URLSearchParams(navigation.location.search).get("q")
    : null;
  if (pending) {
    return (
      <section aria-labelledby="results-heading" className="flex flex-col gap-4">
        <h2 id="results-heading" className="text-xl font-bold">搜索结果</h2>
        <LoadingState label={`正在搜索“${pending.trim()}”…`} />
      </section>
    );
  }
  if (!q || !search) return null;
  const encoded = new URLSearchParams({ q }).toString();
  return (
    <section aria-labelledby="results-heading" className="flex flex-col gap-4" data-testid="search-results">
      <SectionHeading id="results-heading" title={`“${q}”的搜索结果`} />
      {!search.ok ? (
        <ErrorState title="搜索暂时不可用" message={search.message} />
      ) : search.data.tools.length + search.data.templates.length === 0 ? (
        <EmptyState
          title={`没有找到与“${q}”相关的工具或模板`}
          description="换个关键词试试，比如“违禁词”“封面”“日历”。"
          action={
            <Link to="/tools-index" className="font-medium text-brand-700 underline">
              浏览全部工具
            </Link>
          }
        />
      ) : (
        <>
          <ResultGroup
            title="工具"
            count={search.data.tools.length}
            more={{ to: `/tools-index?${encoded}`, label: "在工具大全中查看" }}
            empty="没有匹配的工具。"
          >
            <ToolGrid tools={search.data.tools} viewerIsVip={viewerIsVip} headingLevel="h4" showPlatforms={false} />
          </ResultGroup>
          <ResultGroup
            title="模板"
            count={search.data.templates.length}
            more={{ to: `/template-community?${encoded}`, label: "在模板社区中查看" }}
            empty="没有匹配的模板。"
          >
            <TemplateGrid templates={search.data.templates} />
          </ResultGroup>
        </>
      )}
    </section>
  );
}

/** One kind of search result (工具 / 模板): its count, a link to the full list on its own page, then the matches. */
function ResultGroup({
  title,
  count,
  more,
  empty,
  children,
}: {
  title: string;
  count: number;
  more: { to: string; label: string };
  empty: string;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-3">
      <div className="flex items-center justify-between gap-4">
        <h3 className="font-semibold">
          {title}（{count}）
        </h3>
        <Link to={more.to} className="text-sm font-medium text-brand-700 hover:underline">
          {more.label}
        </Link>
      </div>
      {count > 0 ? children : <p className="text-sm text-muted">{empty}</p>}
    </div>
  );
}

function ToolGrid({
  tools,
  testId,
  ...card
}: { tools: Tool[]; testId?: string } & Omit<ComponentProps<typeof ToolCard>, "tool" | "favourite">) {
  return (
    <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4" data-testid={testId}>
      {tools.map((tool) => (
        <li key={tool.id}>
          <ToolCard tool={tool} {...card} />
        </li>
      ))}
    </ul>
  );
}

function TemplateGrid({ templates, testId }: { templates: TemplateCard[]; testId?: string }) {
  return (
    <ul className="grid grid-cols-2 gap-4 sm:grid-cols-4 lg:grid-cols-8" data-testid={testId}>
      {templates.map((template) => (
        <li key={template.id}>
          <TemplateTile template={template} />
        </li>
      ))}
    </ul>
  );
}

function Favourites({ favourites, viewerIsVip }: { favourites: SectionResult<{ ids: number[]; tools: Tool[] }>; viewerIsVip: boolean }) {
  return (
    <section aria-labelledby="favourites-heading" className="flex flex-col gap-4" data-testid="my-favourites">
      <SectionHeading id="favourites-heading" title="我的收藏" hint="收藏的工具，一键直达" more={{ to: "/tools-index", label: "管理收藏" }} />
      {!favourites.ok ? (
        <ErrorState title="收藏暂时无法加载" message={favourites.message} />
      ) : favourites.data.tools.length === 0 ? (
        <EmptyState
          title="还没有收藏的工具"
          description="在工具大全里点工具卡片上的“收藏”，常用工具就会出现在这里。"
          action={
            <Link to="/tools-index" className="font-medium text-brand-700 underline">
              去工具大全看看
            </Link>
          }
        />
      ) : (
        <ToolGrid tools={favourites.data.tools} viewerIsVip={viewerIsVip} showPlatforms={false} />
      )}
    </section>
  );
}

type ToolsSection = Route.ComponentProps["loaderData"]["tools"];

function AudienceEntries({ tools }: { tools: ToolsSection }) {
  return (
    <section aria-labelledby="jobs-heading" className="flex flex-col gap-4">
      <SectionHeading id="jobs-heading" title="按工作找工具" hint="选你正在做的事，直达对应的工具" more={{ to: "/tools-index", label: "全部工具" }} />
      {!tools.ok ? (
        <ErrorState title="工具分类暂时无法加载" message={tools.message} />
      ) : tools.data.categories.length === 0 ? (
        <EmptyState title="暂无工具分类" />
      ) : (
        <AudienceGrid categories={tools.data.categories} audiences={tools.data.audiences} />
      )}
    </section>
  );
}

function AudienceGrid({ categories, audiences: provided }: { categories: ToolCategory[]; audiences: ToolAudience[] }) {
  const audiences = groupByAudience(categories, provided);
  const categoryLink = (category: (typeof categories)[number]) => (
    <Link
      to={`/tools-index?cat=${encodeURIComponent(category.key)}`}
      className="flex items-center justify-between gap-2 rounded-lg px-3 py-2 text-sm hover:bg-brand-50 hover:text-brand-800"
    >
      <span className="font-medium">{category.name}</span>
      <span className="text-xs text-muted">{category.count} 个工具</span>
    </Link>
  );
  if (!audiences) {
    return (
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {categories.map((category) => (
          <li key={category.key} className="rounded-xl border border-gray-200 bg-white p-1">
            {categoryLink(category)}
            {category.description ? <p className="px-3 pb-2 text-xs text-muted">{category.description}</p> : null}
          </li>
        ))}
      </ul>
    );
  }
  return (
    <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4" data-testid="audience-entries">
      {audiences.map((audience) => (
        <li key={audience.key} className="flex flex-col gap-2 rounded-xl border border-gray-200 bg-white p-4">
          <h3 className="flex items-baseline justify-between gap-2 text-lg font-bold">
            {audience.name}
            <span className="text-xs font-normal text-muted">{audience.count} 个工具</span>
          </h3>
          <p className="text-sm text-muted">{audience.blurb}</p>
          <ul className="-mx-3 flex flex-col">
            {audience.categories.map((category) => (
              <li key={category.key}>{categoryLink(category)}</li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}

function ToolRows({ tools, viewerIsVip }: { tools: ToolsSection; viewerIsVip: boolean }) {
  return (
    <div className="grid gap-12">
      <ToolRow
        id="hot-heading"
        title="热门工具"
        hint="大家用得最多的工具"
        more={{ to: "/tools-index", label: "查看全部" }}
        section={tools.ok ? { ok: true, data: tools.data.hot } : tools}
        errorTitle="热门工具暂时无法加载"
        empty={<EmptyState title="暂无热门工具" />}
        viewerIsVip={viewerIsVip}
        testId="hot-tools"
      />
      {/* Both rows come from the one catalogue request: one retry button (热门工具's) is enough. */}
      <ToolRow
        id="new-heading"
        title="新上线"
        hint="最近加入工具箱的工具"
        section={tools.ok ? { ok: true, data: tools.data.fresh } : tools}
        errorTitle="新工具暂时无法加载"
        retry={false}
        empty={<EmptyState title="近期没有新工具" description="新工具上线后会第一时间出现在这里。" />}
        viewerIsVip={viewerIsVip}
        testId="new-tools"
      />
    </div>
  );
}

function ToolRow({
  id,
  title,
  hint,
  more,
  section,
  errorTitle,
  retry,
  empty,
  viewerIsVip,
  testId,
}: {
  id: string;
  title: string;
  hint: string;
  more?: { to: string; label: string };
  section: SectionResult<Tool[]>;
  errorTitle: string;
  retry?: boolean;
  empty: ReactNode;
  viewerIsVip: boolean;
  testId: string;
}) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-4">
      <SectionHeading id={id} title={title} hint={hint} more={more} />
      {!section.ok ? (
        <ErrorState title={errorTitle} message={section.message} retry={retry} />
      ) : section.data.length === 0 ? (
        empty
      ) : (
        <ToolGrid tools={section.data} viewerIsVip={viewerIsVip} testId={testId} />
      )}
    </section>
  );
}

function TrendingTemplates({ templates }: { templates: Route.ComponentProps["loaderData"]["templates"] }) {
  return (
    <section aria-labelledby="templates-heading" className="flex flex-col gap-4">
      <SectionHeading id="templates-heading" title="热门模板" hint="本周使用最多的营销模板" more={{ to: "/template-community?sort=hot", label: "更多模板" }} />
      {!templates.ok ? (
        <ErrorState title="热门模板暂时无法加载" message={templates.message} />
      ) : templates.data.length === 0 ? (
        <EmptyState title="暂无热门模板" />
      ) : (
        <TemplateGrid templates={templates.data} testId="trending-templates" />
      )}
    </section>
  );
}

function VipCallToAction({ user, vipCount }: { user: User | null; vipCount: number | null }) {
  if (user?.isVip) {
    return (
      <section aria-labelledby="vip-heading" className="flex flex-col items-start gap-3 rounded-2xl bg-amber-50 p-6 ring-1 ring-amber-200 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h2 id="vip-heading" className="text-xl font-bold text-amber-950">
            {user.vipName || "VIP 会员"}生效中
          </h2>
          <p className="text-sm text-amber-900">
            {user.vipExpiresAt ? `有效期至 ${formatDate(user.vipExpiresAt)}，` : ""}全部会员工具和 VIP 模板都可以使用。
          </p>
        </div>
        <Link to="/vip?from=home" className="rounded-lg border border-amber-400 bg-white px-4 py-2 font-semibold text-amber-900 hover:bg-amber-100">
          续费会员
        </Link>
      </section>
    );
  }
  return (
    <section aria-labelledby="vip-heading" className="flex flex-col items-start gap-4 rounded-2xl bg-gray-900 p-6 text-white sm:flex-row sm:items-center sm:justify-between sm:p-8">
      <div className="flex flex-col gap-2">
        <h2 id="vip-heading" className="text-2xl font-bold">
          开通会员，{vipCount ? `解锁 ${vipCount} 个会员工具` : "解锁全部会员工具"}
        </h2>
        <p className="text-sm text-gray-200">会员工具不限次使用 · VIP 模板可商用、去水印导出 · 批量处理和历史记录</p>
      </div>
      <Link to="/vip?from=home" className="shrink-0 rounded-lg bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800 focus-visible:outline-white">
        查看会员方案
      </Link>
    </section>
  );
}
