/**
 * Server-side icon lookup for names that only exist in data (e.g. a tool's `icon` from the API). A loader
 * returns `getIconSets(names)` next to its data and the route calls `registerIconSets(loaderData.icons)`
 * before rendering, so those icons are inline SVG in the HTML and hydrate without a request.
 *
 *   export async function loader() {
 *     const tools = await http.request<Tool[]>("/v1/tools");
 *     return { tools, icons: getIconSets(tools.map((t) => t.icon)) };
 *   }
 *
 * The full collections are read from the installed @iconify-json packages once, on the server only.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { IconifyJSON } from "@iconify/react";
import { groupByPrefix, pickIcons } from "./icon-subset";

/** The collections installed for the app (package.json): anything else is left to the icon API. */
export const ICON_COLLECTIONS = ["lucide", "ri"] as const;

const require = createRequire(import.meta.url);
const cache = new Map<string, IconifyJSON>();

function collection(prefix: string): IconifyJSON | null {
  if (!(ICON_COLLECTIONS as readonly string[]).includes(prefix)) return null;
  let set = cache.get(prefix);
  if (!set) {
    set = JSON.parse(readFileSync(require.resolve(`@iconify-json/${prefix}/icons.json`), "utf8")) as IconifyJSON;
    cache.set(prefix, set);
  }
  return set;
}

/** Small subsets (one per collection) holding the named icons; unknown names are listed as not_found. */
export function getIconSets(names: Iterable<string | null | undefined>): IconifyJSON[] {
  const valid = [...names].filter((n): n is string => typeof n === "string");
  const out: IconifyJSON[] = [];
  for (const [prefix, list] of groupByPrefix(valid)) {
    const set = collection(prefix);
    if (set) out.push(pickIcons(set, list));
  }
  return out;
}
