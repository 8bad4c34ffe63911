import { data, redirect, type ShouldRevalidateFunctionArgs } from "react-router";
import type { Route } from "./+types/tool";
import { ErrorState } from "../../components/data-states";
import { PageShell } from "../../components/page-shell";
import { registerIconSets } from "../../components/ui/icon/icon";
import { getIconSets } from "../../components/ui/icon/icon-sets.server";
import { httpContext, requestInfoContext, sessionContext } from "../../context";
import { templatePageSchema, toolsListSchema } from "../../lib/api-schemas";
import { buildCreativeUrl } from "../../lib/creative-url";
import { loadSection, withinBudget } from "../../lib/section";
import { seoMeta } from "../../lib/seo";
import { pageNotFound } from "../../lib/validate-page";
import { getToolDefinition } from "../../tools/registry";
import { SLUG, toolRunsSchema } from "./tool-data";
import { ToolHeader, ToolInfoSections } from "./tool-sections";
import { ToolWorkspace } from "./tool-workspace";

const RELATED_TEMPLATES = 6;

/**
 * `/tools/:slug`, one route for every tool that runs on this site (tools/README.md).
 * - not a catalogue slug → page-validation 404 (`Page Not Found: <path>`);
 * - a catalogue tool that does not run here → the creative site, as the splat
 *   route would (spec §2 rule 2: same path and query, plus token and channel);
 * - otherwise the page: the definition's copy, related tools and templates,
 *   server-rendered; the runner hydrates in 「在线使用」.
 */
export async function loader({ params, url, request, context }: Route.LoaderArgs) {
  const slug = params.slug;
  if (!SLUG.test(slug)) throw pageNotFound(request);
  const client = context.get(httpContext);
  const catalogue = await loadSection(client, "/v1/tools", toolsListSchema);
  if (!catalogue.ok) {
    throw data({ message: catalogue.message }, { status: 503, statusText: "工具目录暂时无法加载" });
  }
  const tool = catalogue.data.tools.find((t) => t.slug === slug);
  if (!tool) throw pageNotFound(request);

  const definition = getToolDefinition(slug);
  if (!definition) {
    const { publicConfig } = context.get(requestInfoContext);
    const token = context.get(sessionContext).token;
    // The server never sees the hash; the browser re-applies it to a Location without one.
    const target = buildCreativeUrl(publicConfig.hosts.creative, { pathname: url.pathname, search: url.search, hash: "" }, {
      token,
      channel: publicConfig.channel,
    });
    throw redirect(target, { status: 302, headers: { "Cache-Control": "no-store", "Referrer-Policy": "no-referrer" } });
  }

  const bySlug = new Map(catalogue.data.tools.map((t) => [t.slug, t]));
  const related = definition.related.flatMap((s) => (s !== slug && bySlug.has(s) ? [bySlug.get(s)!] : []));
  const token = context.get(sessionContext).token;
  // Related templates stream in: the tool itself never waits for them.
  const templates = withinBudget(relatedTemplates(client, definition.templateQuery));
  // Only the slug goes out (and the token, to know whose count it is).
  const runs = token ? await loadSection(client, `/v1/tools/${slug}/runs`, toolRunsSchema) : null;
  return {
    tool,
    related,
    templates,
    runs: runs?.ok ? runs.data : null,
    icons: getIconSets(new Set([tool.icon, ...related.map((t) => t.icon)])),
  };
}

async function relatedTemplates(client: Parameters<typeof loadSection>[0], q: string | undefined) {
  const query = { pageSize: RELATED_TEMPLATES, sort: "hot" };
  if (q) {
    const found = await loadSection(client, "/v1/templates", templatePageSchema, { query: { ...query, q } });
    if (!found.ok || found.data.items.length > 0) return found.ok ? { ok: true as const, data: found.data.items } : found;
  }
  // No phrase, or nothing matched it: the most used templates, so the row is never a dead end.
  const hot = await loadSection(client, "/v1/templates", templatePageSchema, { query });
  return hot.ok ? { ok: true as const, data: hot.data.items } : hot;
}

/**
 * Settings live in the query string (ToolRunnerProps.setSettings): changing
 * one must not refetch the page's data, nor must the #fragment. Anything else
 * (another tool, a form, a revalidation after sign-in) does.
 */
export function shouldRevalidate({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (!formMethod && currentUrl.pathname === nextUrl.pathname) return false;
  return defaultShouldRevalidate;
}

export default function ToolScreen({ loaderData }: Route.ComponentProps) {
  const { tool, related, templates, runs } = loaderData;
  registerIconSets(loaderData.icons);
  const definition = getToolDefinition(tool.slug);
  return (
    <PageShell mainClassName="mx-auto flex w-full max-w-5xl flex-1 flex-col gap-8 px-4 py-6 sm:py-8">
      <ToolHeader tool={tool} intro={definition?.intro ?? tool.summary} />
      {definition ? (
        <>
          <ToolWorkspace key={tool.slug} tool={tool} definition={definition} runs={runs} />
          <ToolInfoSections tool={tool} definition={definition} related={related} templates={templates} />
        </>
      ) : (
        <ErrorState title="工具暂时无法使用" message="页面已更新，请刷新后再试。" />
      )}
    </PageShell>
  );
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  if (!loaderData) return [];
  const definition = getToolDefinition(loaderData.tool.slug);
  return seoMeta(matches, {
    title: loaderData.tool.name,
    description: definition?.intro ?? loaderData.tool.summary,
    path: `/tools/${loaderData.tool.slug}`,
  });
};
