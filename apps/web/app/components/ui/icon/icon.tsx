/**
 * `<Icon name="prefix:name" />` on @iconify/react 6 (spec §7, §9; behaviour reference §5).
 *
 * Where icon data comes from, in order:
 * 1. the build-time subset `virtual:app-icons` (every "lucide:…"/"ri:…" literal in app/), registered here on
 *    the server and in the browser: these render as inline SVG in the server HTML and hydrate unchanged;
 * 2. sets a loader resolved on the server for names that come from data (icon-sets.server.ts), registered
 *    with `registerIconSets` during render: same result, no request;
 * 3. otherwise, after hydration, the stand-in's icon API (`PublicConfig.iconApi`) with Iconify's batching:
 *    one request per collection, names comma-separated, URL ≤ 500 characters, 5000 ms provider timeout,
 *    1500 ms per fetch. Iconify's public API is never configured, so nothing goes to the internet.
 *
 * An icon without data keeps its box: a 1em × 1em empty SVG with the same classes.
 */
import { Icon as IconifyIcon, _api, addAPIProvider, addCollection, iconLoaded, type IconifyJSON } from "@iconify/react";
import appIconSets from "virtual:app-icons";

export const ICON_API_MAX_URL = 500;
export const ICON_API_TIMEOUT_MS = 5000;
/** Spec §9 "icon fetch timeout 1500 ms": one fetch is abandoned after this long. */
export const ICON_FETCH_TIMEOUT_MS = 1500;

for (const set of appIconSets) addCollection(set);

let iconApi: string | null = null;

/**
 * Iconify's fetch, wrapped: only the configured icon API is ever asked (Iconify's default provider points at
 * api.iconify.design until replaced), each fetch times out, and commas stay literal so the URL really is at
 * most `maxURL` long (Iconify budgets a comma as 1 character but URL-encodes it to 3).
 */
export function iconFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const url = String(input instanceof Request ? input.url : input).replace(/%2C/gi, ",");
  if (!iconApi || !url.startsWith(`${iconApi}/`)) return Promise.resolve(new Response(null, { status: 404 }));
  return fetch(url, { ...init, signal: AbortSignal.timeout(ICON_FETCH_TIMEOUT_MS) });
}

_api.setFetch(iconFetch);

/**
 * Points Iconify's default provider at our icon API. Called from the root Layout during render, i.e. before
 * any icon effect runs: Iconify keeps the provider config it sees at its first query.
 */
export function configureIconApi(url: string | undefined | null): void {
  if (!url) return;
  const base = url.replace(/\/+$/, "");
  if (base === iconApi) return;
  iconApi = base;
  addAPIProvider("", { resources: [base], maxURL: ICON_API_MAX_URL, timeout: ICON_API_TIMEOUT_MS });
}

const registered = new WeakSet<object>();

/** Registers server-resolved sets (from loader data). Safe to call during render: idempotent. */
export function registerIconSets(sets: readonly IconifyJSON[] | null | undefined): void {
  if (!sets) return;
  for (const set of sets) {
    if (registered.has(set)) continue;
    registered.add(set);
    addCollection(set);
  }
}

export interface IconProps {
  /** "prefix:name", e.g. "lucide:house". */
  name: string;
  /** Size and colour via classes (default box 1em × 1em, colour currentColor). */
  className?: string;
  /** Accessible name; without it the icon is decorative (aria-hidden). */
  label?: string;
}

export function Icon({ name, className, label }: IconProps) {
  const a11y = label ? { role: "img", "aria-label": label, "aria-hidden": false } : { "aria-hidden": true };
  const placeholder = (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width="1em"
      height="1em"
      viewBox="0 0 24 24"
      data-slot="icon"
      data-icon={name}
      data-icon-state="pending"
      className={className}
      {...a11y}
    />
  );
  // No icon API configured (outside the app shell, e.g. a unit test): nothing could load it, so do not start
  // Iconify's asynchronous loader at all.
  if (!iconApi && !iconLoaded(name)) return placeholder;
  return (
    <IconifyIcon
      icon={name}
      // `ssr` renders from the store on the first render (server and hydration alike) instead of an empty
      // span, so registered icons are in the HTML and hydrate unchanged.
      ssr
      width="1em"
      height="1em"
      className={className}
      data-slot="icon"
      data-icon={name}
      fallback={placeholder}
      {...a11y}
    />
  );
}
