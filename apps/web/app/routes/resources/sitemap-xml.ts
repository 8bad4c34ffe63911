import type { Route } from "./+types/sitemap-xml";
import { httpContext, requestInfoContext } from "../../context";
import { templatePageSchema } from "../../lib/api-schemas";
import { loadSection } from "../../http/section";
import { SITEMAP_MAX_URLS, buildSitemapXml, type SitemapEntry } from "./sitemap";
import { localToolSlugs } from "../../tools/local-slugs";

const SCREENS = ["/home", "/tools-index", "/template-community", "/vip"];
/** The stand-in's largest page (docs/api-contract.md): fewest round trips. */
const PAGE_SIZE = 48;
/** Pages fetched at once: quick, without hammering the provider. */
const CONCURRENCY = 4;
const MAX_PAGES = Math.ceil((SITEMAP_MAX_URLS - SCREENS.length - localToolSlugs.length) / PAGE_SIZE);

/** Cache policy: an hour when complete; a minute when the provider failed, so it heals soon. */
const CACHE_COMPLETE = "public, max-age=3600";
const CACHE_PARTIAL = "public, max-age=60";

/** Template detail URLs are 模板社区's `?t=<id>` dialog URLs: server-rendered, so crawlable. */
function templateUrl(origin: string, id: number) {
  return `${origin}/template-community?t=${id}`;
}

export async function loader({ context }: Route.LoaderArgs) {
  const { publicConfig } = context.get(requestInfoContext);
  const origin = publicConfig.hosts.adTools;
  const client = context.get(httpContext);
  const entries: SitemapEntry[] = SCREENS.map((path) => ({ loc: `${origin}${path}` }));
  // The tools that run here have pages of their own (catalogue tools that do not are the creative site's).
  for (const slug of localToolSlugs) entries.push({ loc: `${origin}/tools/${slug}` });
  let complete = true;

  const fetchPage = (page: number) =>
    loadSection(client, "/v1/templates", templatePageSchema, { query: { sort: "new", page, pageSize: PAGE_SIZE } });

  const first = await fetchPage(1);
  if (!first.ok) {
    complete = false;
  } else {
    const pages = [first.data];
    const pageCount = Math.min(first.data.pageCount, MAX_PAGES);
    for (let start = 2; start <= pageCount; start += CONCURRENCY) {
      const batch = await Promise.all(
        Array.from({ length: Math.min(CONCURRENCY, pageCount - start + 1) }, (_, i) => fetchPage(start + i)),
      );
      for (const result of batch) {
        if (result.ok) pages.push(result.data);
        else complete = false;
      }
    }
    for (const page of pages) {
      for (const item of page.items)
        entries.push({ loc: templateUrl(origin, item.id), lastmod: item.createdAt.slice(0, 10) });
    }
  }

  // Always valid XML: with the provider down, the four screens are still listed.
  return new Response(buildSitemapXml(entries), {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": complete ? CACHE_COMPLETE : CACHE_PARTIAL,
    },
  });
}
