/**
 * Server-side icon lookup for names that only exist in data (e.g. a tool's `icon` from the API). A loader
 * returns `getIconSets(names)` next to its data and the route calls `registerIconSets(loaderData.icons)`
 * before rendering, so those icons are inline SVG in the HTML and hydrate without a request. What travels
 * in the loader data is each icon's final viewBox and SVG body (icon-data.ts), nothing to resolve.
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
import { iconMapFromSet, type IconMap } from "./icon-data";
import { groupByPrefix } from "./icon-subset";

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

/**
 * Ready-to-render data for the named icons of the installed collections, keyed "prefix:name"; names those
 * collections lack map to null (kept as empty boxes, never asked of the icon API). Names of other
 * collections are left out: the browser asks the icon API for them.
 */
export function getIconSets(names: Iterable<string | null | undefined>): IconMap {
  const valid = [...names].filter((n): n is string => typeof n === "string");
  const out: IconMap = {};
  for (const [prefix, list] of groupByPrefix(valid)) {
    const set = collection(prefix);
    if (set) Object.assign(out, iconMapFromSet(set, list));
  }
  return out;
}
