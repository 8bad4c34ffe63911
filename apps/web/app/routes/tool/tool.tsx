import { data, redirect, type ShouldRevalidateFunctionArgs } from "react-router";
import type { Route } from "./+types/tool";
import { STOCK_BOOT } from "../../boot/boot-mode";
import { ErrorState } from "../../components/data-states";
import { PageShell } from "../../components/page-shell";
import { registerIconSets } from "../../components/ui/icon/icon";
import { getIconSets } from "../../components/ui/icon/icon-sets.server";
import { httpContext, requestInfoContext, sessionContext } from "../../context";
import { templatePageSchema, toolsListSchema, type Tool } from "../../lib/api-schemas";
import { buildCreativeUrl } from "../../lib/creative-url";
import { holdHydration, isFirstDocumentLoad } from "../../boot/hydration-hold";
import { loadSection, withinBudget, type SectionResult } from "../../http/section";
import { seoMeta } from "../../lib/seo";
import { pageNotFound } from "../../lib/validate-page";
import { getToolDefinition } from "../../tools/registry";
import { runnerLoader } from "../../tools/runners";
import { localTool, type LocalTool } from "./local-catalogue";
import { preloadRunner } from "./runner-host";
import { runnerModulePreloads } from "./runner-preloads.server";
import { SLUG, toolRunsSchema, type CatalogueExtras } from "./tool-data";
import { ToolHeader, ToolInfoSections } from "./tool-sections";
import { ToolWorkspace } from "./tool-workspace";

const RELATED_TEMPLATES = 6;

// A tool page's first HTML holds its runner (runner-host.tsx): on that document load the runner's chunk is
// fetched while the page's other modules evaluate, and hydration waits for it, so the HTML hydrates in place.
// (Client-side navigations load it in `clientLoader`.)
if (!STOCK_BOOT && isFirstDocumentLoad()) {
  const slug = /^\/tools\/([^/]+)\/?$/.exec(window.location.pathname)?.[1];
  // The page's boot script has already preloaded the runner's chunks (`modulePreloads` below), so Vite's
  // helper finds their links in place and this only imports.
  if (slug && runnerLoader(slug)) holdHydration(preloadRunner(slug));
}

/**
 * How long a logged-in visitor's page waits for their runs today. The
 * workspace asks again from the browser when the server had no answer
 * (tool-workspace.tsx), so a slow provider costs the count, not the page.
 */
const RUNS_WAIT_MS = 300;

/**
 * `/tools/:slug`, one route for every tool that runs on this site (tools/README.md).
 * - a tool that runs here renders at once from local data (its definition and
 *   local-catalogue.ts): name, intro, 使用方法, sources, FAQ and the runner
 *   never wait for the provider; catalogue extras (badges, related tools) and
 *   related templates stream in, each with its own error state
 *   (docs/decisions/003-streamed-sections.md);
 * - any other slug needs the catalogue to decide, within the SSR budget:
 *   not a catalogue slug → page-validation 404 (`Page Not Found: <path>`); a
 *   catalogue tool that does not run here → the creative site, as the splat
 *   route would (spec §2 rule 2: same path and query, plus token and
 *   channel); catalogue unavailable → 503 (an honest error, not a guess).
 */
export async function loader({ params, url, request, context }: Route.LoaderArgs) {
  const slug = params.slug;
  if (!SLUG.test(slug)) throw pageNotFound(request);
  const client = context.get(httpContext);
  const token = context.get(sessionContext).token;
  const definition = getToolDefinition(slug);
  const local = definition ? localTool(slug) : undefined;

  let tool: LocalTool;
  let catalogue: Promise<SectionResult<CatalogueExtras>> | SectionResult<CatalogueExtras>;
  if (definition && local) {
    tool = local;
    catalogue = withinBudget(loadSection(client, "/v1/tools", toolsListSchema)).then((section) =>
      section.ok ? { ok: true as const, data: extras(section.data.tools, slug, definition.related) } : section,
    );
  } else {
    const list = await loadSection(client, "/v1/tools", toolsListSchema);
    if (!list.ok) throw data({ message: list.message }, { status: 503, statusText: "工具目录暂时无法加载" });
    const entry = list.data.tools.find((t) => t.slug === slug);
    if (!entry) throw pageNotFound(request);
    if (!definition) {
      const { publicConfig } = context.get(requestInfoContext);
      // The server never sees the hash; the browser re-applies it to a Location without one.
      const target = buildCreativeUrl(
        publicConfig.hosts.creative,
        { pathname: url.pathname, search: url.search, hash: "" },
        {
          token,
          channel: publicConfig.channel,
        },
      );
      throw redirect(target, {
        status: 302,
        headers: { "Cache-Control": "no-store", "Referrer-Policy": "no-referrer" },
      });
    }
    // Runs here but local-catalogue.ts has no entry yet: the catalogue's answer stands in.
    tool = entry;
    catalogue = { ok: true, data: extras(list.data.tools, slug, definition.related) };
  }

  // Related templates stream in: the tool itself never waits for them.
  const templates = withinBudget(relatedTemplates(client, definition.templateQuery));
  const [runs] = await Promise.all([
    // Only the slug goes out (and the token, to know whose count it is).
    token ? withinBudget(loadSection(client, `/v1/tools/${slug}/runs`, toolRunsSchema), RUNS_WAIT_MS) : null,
    // The runner renders into the first HTML; if its module fails here, its boundary shows the error.
    preloadRunner(slug).catch(() => undefined),
  ]);
  return {
    tool: {
      id: tool.id,
      slug: tool.slug,
      name: tool.name,
      category: tool.category,
      categoryName: tool.categoryName,
      isVip: tool.isVip,
      icon: tool.icon,
    },
    catalogue,
    templates,
    runs: runs?.ok ? runs.data : null,
    // The copy travels as data: the browser never loads registry.ts (every tool's copy).
    definition,
    icons: getIconSets([tool.icon]),
    // For the page's boot script: the runner's chunks download with the route's modules (deferred-scripts.tsx).
    modulePreloads: runnerModulePreloads(slug),
  };
}

/**
 * After a client-side navigation (a card, a related tool) the runner's chunk loads alongside the page's data,
 * so the page arrives with its runner instead of a loading state. The first document load uses the server's
 * data as it is (no `hydrate`); its runner is fetched by the hold above.
 */
export async function clientLoader({ serverLoader, params }: Route.ClientLoaderArgs) {
  const runner = runnerLoader(params.slug) ? preloadRunner(params.slug).catch(() => undefined) : undefined;
  const [data] = await Promise.all([serverLoader(), runner]);
  return data;
}

function extras(tools: Tool[], slug: string, relatedSlugs: string[]): CatalogueExtras {
  const bySlug = new Map(tools.map((t) => [t.slug, t]));
  const related = relatedSlugs.flatMap((s) => (s !== slug && bySlug.has(s) ? [bySlug.get(s)!] : []));
  return { badges: bySlug.get(slug)?.badges ?? [], related, icons: getIconSets(related.map((t) => t.icon)) };
}

async function relatedTemplates(client: Parameters<typeof loadSection>[0], q: string | undefined) {
  const query = { pageSize: RELATED_TEMPLATES, sort: "hot" };
  if (q) {
    const found = await loadSection(client, "/v1/templates", templatePageSchema, { query: { ...query, q } });
    if (!found.ok || found.data.items.length > 0)
      return found.ok ? { ok: true as const, data: found.data.items } : found;
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
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (!formMethod && currentUrl.pathname === nextUrl.pathname) return false;
  return defaultShouldRevalidate;
}

export default function ToolScreen({ loaderData }: Route.ComponentProps) {
  const { tool, definition, catalogue, templates, runs } = loaderData;
  registerIconSets(loaderData.icons);
  return (
    <PageShell mainClassName="mx-auto flex w-full max-w-5xl flex-1 flex-col gap-8 px-4 py-6 sm:py-8">
      <ToolHeader tool={tool} intro={definition.intro} catalogue={catalogue} />
      {runnerLoader(tool.slug) ? (
        <>
          <ToolWorkspace key={tool.slug} tool={tool} settings={definition.settings} runs={runs} />
          <ToolInfoSections definition={definition} catalogue={catalogue} templates={templates} />
        </>
      ) : (
        <ErrorState title="工具暂时无法使用" message="页面已更新，请刷新后再试。" />
      )}
    </PageShell>
  );
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  if (!loaderData) return [];
  return seoMeta(matches, {
    title: loaderData.tool.name,
    description: loaderData.definition.intro || loaderData.tool.name,
    path: `/tools/${loaderData.tool.slug}`,
  });
};
