import { data, redirect, type ShouldRevalidateFunctionArgs } from "react-router";
import type { Route } from "./+types/template-community";
import { Deferred, SectionSkeleton } from "../../components/deferred";
import { PageShell } from "../../components/page-shell";
import { httpContext, requestInfoContext, sessionContext } from "../../context";
import { templatePageSchema } from "../../lib/api-schemas";
import { buildCreativeUrl } from "../../lib/creative-url";
import { ApiError } from "../../http/http";
import { privateRedirectHeaders } from "../../http/private-redirect";
import { buildLoginUrl } from "../../lib/login-url";
import { loadSection, sectionError, withinBudget } from "../../http/section";
import { settleOnClientNavigation } from "../../lib/settle-deferred";
import { seoMeta } from "../../lib/seo";
import { pageNotFound } from "../../lib/validate-page";
import { loadDetailData } from "./detail-data";
import {
  FACET_KEYS,
  fetchRange,
  isLoadMoreStep,
  listQuery,
  onlyDialogChanged,
  parseTemplateSearch,
  toSearch,
  unknownFacetValues,
  type TemplateFilters,
} from "./filters";
import type { ToggleIntent, ToggleResult } from "./template-actions";
import { combinePages } from "./template-list";
import { facetsSchema, likeAnswerSchema, templateFavouriteAnswerSchema } from "./template-schemas";
import { BASE, TemplateCommunityHeader, TemplateCommunityView } from "./template-community-view";

const DESCRIPTION =
  "海量营销模板：电商主图、直播封面、小红书配图、公众号首图、节日海报等，按场景、尺寸、行业、颜色、风格筛选，一键进入编辑器使用。";
/** Path on the creative site that opens a template in the editor. */
const CREATIVE_DESIGN_PATH = "/design";

/**
 * The view comes from the URL (filters.ts). Each section (facets, list,
 * detail) is loaded on its own and fails on its own: with the provider down
 * the page still answers 200 with its static parts and error states. A URL
 * naming something that does not exist (an unknown facet value, a page past
 * the end, a missing template) is a validation 404.
 */
export async function loader({ request, context, url }: Route.LoaderArgs) {
  const parsed = parseTemplateSearch(url.searchParams);
  if (!parsed.ok) throw pageNotFound(url);
  const { filters } = parsed;
  const http = context.get(httpContext);

  const facetsSection = withinBudget(loadSection(http, "/v1/templates/facets", facetsSchema));
  const pagesSection = Promise.all(
    fetchRange(filters).map((page) =>
      withinBudget(loadSection(http, "/v1/templates", templatePageSchema, { query: listQuery(filters, page) })),
    ),
  );

  if (isPlainView(filters)) {
    // Nothing in this view can turn out to be a 404, so nothing is awaited:
    // the page's shell goes out at once and the facets and the grid stream in.
    return settleOnClientNavigation(request, {
      filters,
      facets: facetsSection,
      list: pagesSection.then(combinePages),
      detail: null,
    });
  }

  const [facets, pages, detail] = await Promise.all([
    facetsSection,
    pagesSection,
    filters.t === null ? Promise.resolve(null) : loadDetailData(http, filters.t),
  ]);

  if (facets.ok && unknownFacetValues(filters, facets.data).length > 0) throw pageNotFound(url);
  // The provider knows its facets even when our facet call failed: 422 = unknown value.
  if (pages.some((page) => !page.ok && page.status === 422)) throw pageNotFound(url);
  if (detail && !detail.detail.ok && detail.detail.status === 404) throw pageNotFound(url);
  const list = combinePages(pages);
  if (list.ok && filters.page > Math.max(1, list.data.pageCount)) throw pageNotFound(url);

  return { filters, facets, list, detail };
}

/**
 * The first page of all templates (a keyword allowed), no facet, no dialog:
 * no provider answer can make it a validation 404, so it may stream.
 */
function isPlainView(filters: TemplateFilters): boolean {
  return (
    FACET_KEYS.every((key) => filters[key] === null) && filters.page === 1 && filters.from === 1 && filters.t === null
  );
}

const INTENTS = ["like", "unlike", "favourite", "unfavourite", "use"] as const;
type Intent = (typeof INTENTS)[number];

/**
 * 点赞 / 收藏 (fetcher posts; the loaders revalidate so counts update
 * everywhere) and 使用模板 (a native POST answered with a redirect to the
 * creative site, token and channel marker appended from the session cookie).
 */
export async function action({ request, context, url }: Route.ActionArgs) {
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "") as Intent;
  const idText = String(form.get("id") ?? "");
  if (!INTENTS.includes(intent) || !/^[1-9]\d{0,8}$/.test(idText)) {
    return data<ToggleResult>(
      { ok: false, id: 0, intent: null, message: "请求无效，请刷新页面后重试" },
      { status: 400 },
    );
  }
  const id = Number(idText);
  const { publicConfig } = context.get(requestInfoContext);
  const token = context.get(sessionContext).token;

  if (intent === "use") {
    const headers = privateRedirectHeaders();
    // Logged out meanwhile (another tab): log in first, then come back to this template.
    if (!token) throw redirect(buildLoginUrl(publicConfig, `${url.pathname}${url.search}`), { headers });
    const target = buildCreativeUrl(
      publicConfig.hosts.creative,
      { pathname: CREATIVE_DESIGN_PATH, search: `?templateId=${id}`, hash: "" },
      { token, channel: publicConfig.channel },
    );
    throw redirect(target, { headers });
  }

  const kind = intent === "like" || intent === "unlike" ? "like" : "favourite";
  const method = intent === "like" || intent === "favourite" ? "PUT" : "DELETE";
  try {
    const raw = await context.get(httpContext).request<unknown>(`/v1/templates/${id}/${kind}`, { method });
    const answer =
      kind === "like"
        ? likeAnswerSchema.transform((a) => ({ active: a.liked, count: a.likes })).parse(raw)
        : templateFavouriteAnswerSchema.transform((a) => ({ active: a.favourited, count: a.favourites })).parse(raw);
    return data<ToggleResult>({ ok: true, id, intent: intent as ToggleIntent, ...answer });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      return data<ToggleResult>(
        { ok: false, id, intent: intent as ToggleIntent, message: "登录已失效，请重新登录", loginRequired: true },
        { status: 401 },
      );
    }
    const { message, status } = sectionError(error);
    return data<ToggleResult>(
      { ok: false, id, intent: intent as ToggleIntent, message },
      { status: status && status >= 400 ? status : 502 },
    );
  }
}

/**
 * Opening, closing or switching the detail dialog and 加载更多's URL update
 * leave the grid's data valid: do not fetch it again (the dialog loads its own
 * data from /resources/templates/:id; 加载更多 appended the page itself).
 */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (formMethod && formMethod.toUpperCase() !== "GET") return defaultShouldRevalidate;
  if (currentUrl.pathname !== nextUrl.pathname) return defaultShouldRevalidate;
  if (onlyDialogChanged(currentUrl.searchParams, nextUrl.searchParams)) return false;
  if (isLoadMoreStep(currentUrl.searchParams, nextUrl.searchParams)) return false;
  return defaultShouldRevalidate;
}

const MAIN_CLASS = "mx-auto flex w-full max-w-7xl flex-1 flex-col gap-4 px-4 py-6 sm:gap-5 sm:py-8";

export default function TemplateCommunityScreen({ loaderData }: Route.ComponentProps) {
  return (
    <PageShell mainClassName={MAIN_CLASS}>
      <Deferred
        resolve={loaderData.list}
        fallback={<TemplateCommunitySkeleton filters={loaderData.filters} />}
        errorTitle="模板加载失败"
      >
        {(list) => <TemplateCommunityView loaderData={loaderData} list={list} />}
      </Deferred>
    </PageShell>
  );
}

/** The page while its grid streams in: everything that needs no provider data, and placeholders. */
function TemplateCommunitySkeleton({ filters }: { filters: TemplateFilters }) {
  return (
    <>
      <TemplateCommunityHeader filters={filters} />
      <SectionSkeleton label="正在加载筛选项…" blocks={4} blockClassName="h-8" />
      <SectionSkeleton
        title={filters.q && !filters.qError ? `“${filters.q}”相关模板` : "全部模板"}
        label="正在加载模板…"
        blocks={8}
        blockClassName="h-56"
      />
    </>
  );
}

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) => {
  if (!loaderData) return seoMeta(matches, { title: "模板社区", description: DESCRIPTION, path: BASE });
  const { filters, detail } = loaderData;
  // A plain view's facets stream (loader); it names no facet, so its title needs none.
  const facets = loaderData.facets instanceof Promise ? null : loaderData.facets;
  const openT = new URLSearchParams(location.search).get("t");
  if (detail?.detail.ok && openT === String(detail.id)) {
    const t = detail.detail.data;
    const summary = `${t.title}：${t.sizeName}（${t.width}×${t.height}），${t.sceneName} · ${t.industryName} · ${t.styleName}风格，主色${t.colorName}，作者 ${t.author.name}。`;
    return seoMeta(matches, {
      title: `${t.title} - 模板社区`,
      description: `${summary}${t.description}`.slice(0, 150),
      path: `${BASE}?t=${t.id}`,
      image: t.cover,
      type: "article",
    });
  }
  // A filtered view is its own landing page ("红色 · 节日海报模板"); a keyword search is not indexed.
  const names = facets?.ok
    ? FACET_KEYS.flatMap((key) => facets.data[key].find((option) => option.key === filters[key])?.name ?? [])
    : [];
  if (filters.price) names.push(filters.price === "free" ? "免费" : "VIP");
  const title = names.length > 0 ? `${names.join(" · ")}模板 - 模板社区` : "模板社区";
  return seoMeta(matches, {
    title,
    description: names.length > 0 ? `${names.join("、")}相关的营销模板，${DESCRIPTION}` : DESCRIPTION,
    path: BASE + toSearch(filters, { from: filters.page, t: null }),
    noindex: Boolean(filters.q),
  });
};
