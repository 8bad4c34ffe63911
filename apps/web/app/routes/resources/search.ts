import type { Route } from "./+types/search";
import { httpContext } from "../../context";
import { searchResultSchema, type SearchResult } from "../../lib/api-schemas";
import { parseSearchQuery } from "../../lib/search-query";
import { loadSection, type SectionResult } from "../../http/section";

/** How many tools and templates the 首页 search box suggests while typing. */
export const SUGGEST_LIMIT = 5;

export type SearchAnswer = { q: string; result: SectionResult<SearchResult> | null };

/**
 * The 首页 search box's instant suggestions (a `useFetcher().load` target).
 * Its own resource route so typing re-runs one small search, not the whole
 * 首页 loader. Never throws for a provider failure: the box shows the message.
 */
export async function loader({ request, context }: Route.LoaderArgs): Promise<SearchAnswer> {
  const { q, error } = parseSearchQuery(new URL(request.url).searchParams.get("q"));
  if (!q) return { q, result: null };
  if (error) return { q, result: { ok: false, message: error } };
  const result = await loadSection(context.get(httpContext), "/v1/search", searchResultSchema, {
    query: { q, limit: SUGGEST_LIMIT },
  });
  return { q, result };
}
