/**
 * Run-time icons from the icon API (spec §7, §9; behaviour reference §5), loaded by icon.tsx with a
 * dynamic `import()` only when an `<Icon>` has no data, so @iconify/react's online loader is fetched only by
 * pages that really need it, never on the first load of a page whose icons were all server-rendered.
 *
 * Iconify's loader does the batching: one request per collection, names comma-separated, URL ≤ 500
 * characters, 5000 ms provider timeout; each fetch is abandoned after 1500 ms. Only the configured icon
 * API (`PublicConfig.iconApi`) is ever asked: Iconify's default provider points at api.iconify.design until
 * replaced, and `iconFetch` refuses anything else, so nothing goes to the internet.
 */
import { _api, addAPIProvider, getIcon, loadIcons, replaceIDs } from "@iconify/react";
import { toIconData, type IconMap } from "./icon-data";

export const ICON_API_MAX_URL = 500;
export const ICON_API_TIMEOUT_MS = 5000;
/** Spec §9 "icon fetch timeout 1500 ms": one fetch is abandoned after this long. */
export const ICON_FETCH_TIMEOUT_MS = 1500;

let iconApi: string | null = null;

/**
 * Iconify's fetch, wrapped: only the configured icon API is ever asked, each fetch times out, and commas
 * stay literal so the URL really is at most `maxURL` long (Iconify budgets a comma as 1 character but
 * URL-encodes it to 3).
 */
export function iconFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const url = String(input instanceof Request ? input.url : input).replace(/%2C/gi, ",");
  if (!iconApi || !url.startsWith(`${iconApi}/`)) return Promise.resolve(new Response(null, { status: 404 }));
  return fetch(url, { ...init, signal: AbortSignal.timeout(ICON_FETCH_TIMEOUT_MS) });
}

_api.setFetch(iconFetch);

/**
 * Points Iconify's default provider at `base` (the icon API without a trailing slash) before its first
 * query: Iconify keeps the provider config it sees then.
 */
export function setIconApiBase(base: string): void {
  if (base === iconApi) return;
  iconApi = base;
  addAPIProvider("", { resources: [base], maxURL: ICON_API_MAX_URL, timeout: ICON_API_TIMEOUT_MS });
}

/**
 * Asks the icon API at `apiBase` for `names` ("prefix:name") and reports what arrives, possibly in several
 * parts (one per finished batch): data for loaded icons, null for icons the API says do not exist. Icons
 * still pending when the provider gives up are not reported (they keep their empty box).
 */
export function loadIconsFromApi(apiBase: string, names: readonly string[], onIcons: (icons: IconMap) => void): void {
  setIconApiBase(apiBase.replace(/\/+$/, ""));
  const reported = new Set<string>();
  loadIcons([...names], (loaded, missing) => {
    const icons: IconMap = {};
    for (const { prefix, name } of loaded) {
      const full = `${prefix}:${name}`;
      const icon = reported.has(full) ? null : getIcon(full);
      if (!icon) continue;
      reported.add(full);
      // API data is rendered after hydration, so unique ids (gradients, masks) cannot cause a mismatch.
      icons[full] = toIconData({ ...icon, body: replaceIDs(icon.body) });
    }
    for (const { prefix, name } of missing) {
      const full = `${prefix}:${name}`;
      if (reported.has(full)) continue;
      reported.add(full);
      icons[full] = null;
    }
    if (Object.keys(icons).length > 0) onIcons(icons);
  });
}
