import { Suspense } from "react";
import { Await, Link } from "react-router";
import type { Route } from "./+types/home";
import { PageShell } from "../../components/page-shell";
import { Deferred, SectionSkeleton } from "../../components/deferred";
import { registerIconSets } from "../../components/ui/icon/icon";
import type { IconMap } from "../../components/ui/icon/icon-data";
import { getIconSets } from "../../components/ui/icon/icon-sets.server";
import { httpContext, sessionContext } from "../../context";
import {
  calendarSchema,
  favouritesSchema,
  searchResultSchema,
  templatePageSchema,
  toolsListSchema,
  type TemplateCard,
  type Tool,
} from "../../lib/api-schemas";
import { parseSearchQuery } from "../../lib/search-query";
import { loadSection, withinBudget, type SectionResult } from "../../http/section";
import { settleOnClientNavigation } from "../../lib/settle-deferred";
import { seoMeta } from "../../lib/seo";
import { useUser } from "../../session/use-user";
import { CalendarStrip } from "./calendar-strip";
import { Greeting } from "./greeting";
import { pickHotTools, pickNewTools, type HomeToolsSection } from "./home-data";
import { HomeSearch } from "./home-search";
import { SearchResults } from "./search-results";
import { AudienceEntries, Favourites, ToolRows } from "./tool-sections";
import { TrendingTemplates } from "./trending-templates";
import { VipCallToAction } from "./vip-call-to-action";

const TRENDING_TEMPLATES = 8;
const CALENDAR_EVENTS = 6;
const SEARCH_LIMIT = 10;
/** The catalogue's own 营销日历 tool, linked from the strip when the catalogue has it. */
const CALENDAR_TOOL_SLUG = "marketing-calendar";

export function loader({ request, context }: Route.LoaderArgs) {
  const client = context.get(httpContext);
  const { q, error: queryError } = parseSearchQuery(new URL(request.url).searchParams.get("q"));
  // Only visitors holding a token have favourites; anonymous visitors cost no extra request.
  const hasToken = Boolean(context.get(sessionContext).token);

  // Nothing here is awaited: the page's shell goes out at once and each
  // section streams in when its data comes, or shows its error by its budget.
  const tools = withinBudget(loadSection(client, "/v1/tools", toolsListSchema)).then(
    (catalogue): { tools: HomeToolsSection; icons: IconMap } => {
      if (!catalogue.ok) return { tools: catalogue, icons: {} };
      const hot = pickHotTools(catalogue.data.tools);
      const fresh = pickNewTools(catalogue.data.tools);
      return {
        // Ship what the page shows, not the whole catalogue.
        tools: {
          ok: true,
          data: {
            hot,
            fresh,
            categories: catalogue.data.categories,
            audiences: catalogue.data.audiences ?? [],
            vipCount: catalogue.data.tools.filter((tool) => tool.isVip).length,
            calendarPath: catalogue.data.tools.find((tool) => tool.slug === CALENDAR_TOOL_SLUG)?.path ?? null,
          },
        },
        // Icons named by data ride along, so they are inline SVG in the HTML.
        icons: iconsOf([...hot, ...fresh]),
      };
    },
  );
  const templates = withinBudget(
    loadSection(client, "/v1/templates", templatePageSchema, {
      query: { sort: "hot", pageSize: TRENDING_TEMPLATES },
    }).then((section): SectionResult<TemplateCard[]> =>
      section.ok ? { ok: true, data: section.data.items } : section,
    ),
  );
  const calendar = withinBudget(
    loadSection(client, "/v1/calendar", calendarSchema, { query: { limit: CALENDAR_EVENTS } }),
  );
  const search =
    q && !queryError
      ? withinBudget(loadSection(client, "/v1/search", searchResultSchema, { query: { q, limit: SEARCH_LIMIT } })).then(
          (section) => ({
            search: section,
            icons: section.ok ? iconsOf(section.data.tools) : {},
          }),
        )
      : null;
  const favourites = hasToken
    ? withinBudget(loadSection(client, "/v1/tools/favourites", favouritesSchema)).then((section) => ({
        // A 401 means the token has ended: the visitor is anonymous, not facing an error.
        favourites: !section.ok && section.status === 401 ? null : section,
        icons: section.ok ? iconsOf(section.data.tools) : {},
      }))
    : null;

  return settleOnClientNavigation(request, { q, queryError, tools, templates, calendar, search, favourites });
}

function iconsOf(tools: Tool[]): IconMap {
  return getIconSets(new Set(tools.map((tool) => tool.icon)));
}

export default function HomeScreen({ loaderData }: Route.ComponentProps) {
  const { q, queryError, tools, templates, calendar, search, favourites } = loaderData;
  const user = useUser();
  const viewerIsVip = Boolean(user?.isVip);

  return (
    <PageShell mainClassName="flex-1">
      <section className="border-b border-brand-100 bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto flex max-w-7xl flex-col items-center gap-4 px-4 pb-10 pt-8 text-center sm:pt-12">
          {user ? <Greeting user={user} /> : null}
          <h1 className="text-sm font-medium tracking-wide text-brand-800">营销工具箱 · 首页</h1>
          <p className="text-balance text-2xl font-bold leading-tight sm:text-4xl">找工具、找模板，从一个搜索框开始</p>
          <p className="max-w-xl text-sm text-muted sm:text-base">
            广告分析、创意分析、内容营销、素材分析的常用工具，和可直接套用的营销模板
          </p>
          <HomeSearch q={q} error={queryError} viewerIsVip={viewerIsVip} />
          <Deferred resolve={tools} fallback={<HotSearchesPlaceholder />}>
            {({ tools: section }) => (
              <HotSearches names={section.ok ? section.data.hot.slice(0, 4).map((tool) => tool.name) : []} />
            )}
          </Deferred>
        </div>
      </section>

      <div className="mx-auto flex max-w-7xl flex-col gap-12 px-4 py-10">
        {search ? (
          <Deferred
            resolve={search}
            fallback={<SectionSkeleton title="搜索结果" label="正在搜索…" />}
            errorTitle="搜索暂时不可用"
          >
            {({ search: section, icons }) => {
              registerIconSets(icons);
              return <SearchResults q={q} search={section} viewerIsVip={viewerIsVip} />;
            }}
          </Deferred>
        ) : (
          <SearchResults q={q} search={null} viewerIsVip={viewerIsVip} />
        )}
        {favourites ? (
          <Deferred
            resolve={favourites}
            fallback={<SectionSkeleton title="我的收藏" label="正在加载我的收藏…" />}
            errorTitle="收藏暂时无法加载"
          >
            {({ favourites: section, icons }) => {
              registerIconSets(icons);
              return section ? <Favourites favourites={section} viewerIsVip={viewerIsVip} /> : null;
            }}
          </Deferred>
        ) : null}
        <Deferred
          resolve={tools}
          fallback={
            <>
              <SectionSkeleton title="按工作找工具" label="正在加载工具分类…" />
              <SectionSkeleton title="热门工具" label="正在加载热门工具…" blocks={8} />
            </>
          }
          errorTitle="工具暂时无法加载"
        >
          {({ tools: section, icons }) => {
            registerIconSets(icons);
            return (
              <>
                <AudienceEntries tools={section} />
                <ToolRows tools={section} viewerIsVip={viewerIsVip} />
              </>
            );
          }}
        </Deferred>
        <Deferred
          resolve={templates}
          fallback={<SectionSkeleton title="热门模板" label="正在加载热门模板…" blocks={8} blockClassName="h-40" />}
          errorTitle="热门模板暂时无法加载"
        >
          {(section) => <TrendingTemplates templates={section} />}
        </Deferred>
        <Deferred
          resolve={calendar}
          fallback={<SectionSkeleton title="营销日历" label="正在加载营销日历…" blocks={6} blockClassName="h-24" />}
          errorTitle="营销日历暂时无法加载"
        >
          {(section) => (
            // The strip's 查看全部 link needs the catalogue; the dates do not wait for it.
            <Suspense fallback={<CalendarStrip calendar={section} moreHref={null} />}>
              <Await resolve={tools} errorElement={<CalendarStrip calendar={section} moreHref={null} />}>
                {({ tools: catalogue }) => (
                  <CalendarStrip calendar={section} moreHref={catalogue.ok ? catalogue.data.calendarPath : null} />
                )}
              </Await>
            </Suspense>
          )}
        </Deferred>
        <Deferred
          resolve={tools}
          fallback={<VipCallToAction user={user} vipCount={null} />}
          errorTitle="会员信息暂时无法加载"
        >
          {({ tools: section }) => <VipCallToAction user={user} vipCount={section.ok ? section.data.vipCount : null} />}
        </Deferred>
      </div>
    </PageShell>
  );
}

function HotSearches({ names }: { names: string[] }) {
  if (names.length === 0) return null;
  return (
    <p className="flex flex-wrap items-center justify-center gap-2 text-sm text-muted">
      <span>大家都在搜：</span>
      {names.map((name) => (
        <Link
          key={name}
          to={`/home?${new URLSearchParams({ q: name })}`}
          className="rounded-full bg-white px-3 py-1 text-gray-700 ring-1 ring-gray-200 hover:text-brand-800 hover:ring-brand-200"
        >
          {name}
        </Link>
      ))}
    </p>
  );
}

/** Keeps the hero's height while 大家都在搜 is on its way. */
function HotSearchesPlaceholder() {
  return <p aria-hidden="true" className="h-7" />;
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  seoMeta(matches, {
    title: "首页",
    description:
      "营销工具箱：违禁词检测、标题打分、图片视频规格检查、营销日历等广告分析、创意分析、内容营销、素材分析工具，和海量可商用营销模板。",
    // `/` and `/home` are one page, and search results are views of it: all point at /home.
    path: "/home",
    noindex: Boolean(loaderData?.q),
  });
