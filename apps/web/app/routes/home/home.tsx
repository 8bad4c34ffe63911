import { Link } from "react-router";
import type { Route } from "./+types/home";
import { PageShell } from "../../components/page-shell";
import { registerIconSets } from "../../components/ui/icon/icon";
import { getIconSets } from "../../components/ui/icon/icon-sets.server";
import { httpContext, sessionContext } from "../../context";
import {
  calendarSchema,
  favouritesSchema,
  searchResultSchema,
  templatePageSchema,
  toolsListSchema,
} from "../../lib/api-schemas";
import { parseSearchQuery } from "../../lib/search-query";
import { loadSection } from "../../lib/section";
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

export async function loader({ request, context }: Route.LoaderArgs) {
  const client = context.get(httpContext);
  const { q, error: queryError } = parseSearchQuery(new URL(request.url).searchParams.get("q"));
  // Only visitors holding a token have favourites; anonymous visitors cost no extra request.
  const hasToken = Boolean(context.get(sessionContext).token);
  const [catalogue, templates, calendar, search, favourites] = await Promise.all([
    loadSection(client, "/v1/tools", toolsListSchema),
    loadSection(client, "/v1/templates", templatePageSchema, { query: { sort: "hot", pageSize: TRENDING_TEMPLATES } }),
    loadSection(client, "/v1/calendar", calendarSchema, { query: { limit: CALENDAR_EVENTS } }),
    q && !queryError ? loadSection(client, "/v1/search", searchResultSchema, { query: { q, limit: SEARCH_LIMIT } }) : null,
    hasToken ? loadSection(client, "/v1/tools/favourites", favouritesSchema) : null,
  ]);

  // Ship what the page shows, not the whole catalogue.
  const tools: HomeToolsSection = catalogue.ok
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
