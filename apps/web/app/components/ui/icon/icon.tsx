/**
 * `<Icon name="prefix:name" />` (spec §7, §9; behaviour reference §5).
 *
 * Where icon data comes from, in order:
 * 1. the build-time subset `virtual:app-icons` (every "lucide:…"/"ri:…" literal in app/), registered here on
 *    the server and in the browser: these render as inline SVG in the server HTML and hydrate unchanged;
 * 2. data a loader resolved on the server for names that come from data (icon-sets.server.ts), registered
 *    with `registerIconSets` during render: same result, no request;
 * 3. otherwise, after hydration, the icon API (`PublicConfig.iconApi`) through icon-api.ts, which holds
 *    @iconify/react's online loader and is imported on demand: a page whose icons are all known never
 *    downloads it.
 *
 * Data for 1 and 2 is already the final viewBox and SVG body (icon-data.ts), so rendering is a plain
 * `<svg>`: no Iconify code in the first load. An icon without data keeps its box: a 1em × 1em empty SVG
 * with the same classes (`data-icon-state` "pending" while it may still arrive, "missing" when it will not).
 */
import { useEffect, useSyncExternalStore } from "react";
import appIcons from "virtual:app-icons";
import type { IconData, IconMap } from "./icon-data";

const icons = new Map<string, IconData | null>(Object.entries(appIcons));
const listeners = new Set<() => void>();
let notifyQueued = false;

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Adds icon data; a name that already has data keeps it (icon data never changes, and "missing" never
 * blanks an icon that rendered). Subscribers hear about it in a microtask: this runs during render
 * (`registerIconSets`), where updating other components is not allowed.
 */
function addIcons(map: IconMap): void {
  let changed = false;
  for (const [name, data] of Object.entries(map)) {
    const known = icons.get(name);
    if (known || (known === null && data === null)) continue;
    icons.set(name, data);
    changed = true;
  }
  if (!changed || notifyQueued) return;
  notifyQueued = true;
  queueMicrotask(() => {
    notifyQueued = false;
    for (const listener of listeners) listener();
  });
}

/** Registers icon data a loader resolved on the server (`getIconSets`). Safe to call during render. */
export function registerIconSets(map: IconMap | null | undefined): void {
  if (map) addIcons(map);
}

let iconApi: string | null = null;

/**
 * Where run-time icons come from (the root Layout passes `PublicConfig.iconApi` during render). Without it
 * nothing is ever requested: Iconify's public API is never used.
 */
export function configureIconApi(url: string | undefined | null): void {
  if (url) iconApi = url.replace(/\/+$/, "");
}

const requested = new Set<string>();
let batch: string[] | null = null;

/**
 * Asks the icon API for `name` once. Names requested while the loader chunk is on its way go in the same
 * call, so Iconify can batch them per collection.
 */
function requestIcon(name: string): void {
  const api = iconApi;
  if (!api || requested.has(name)) return;
  requested.add(name);
  if (batch) {
    batch.push(name);
    return;
  }
  const names = (batch = [name]);
  import("./icon-api").then(
    (loader) => {
      batch = null;
      loader.loadIconsFromApi(api, names, addIcons);
    },
    (error: unknown) => {
      // The icons keep their boxes; a later render may try again.
      batch = null;
      for (const n of names) requested.delete(n);
      console.warn("[icon] 图标加载模块未能加载", error);
    },
  );
}

export interface IconProps {
  /** "prefix:name", e.g. "lucide:house". */
  name: string;
  /** Size and colour via classes (default box 1em × 1em, colour currentColor). */
  className?: string;
  /** Accessible name; without it the icon is decorative (aria-hidden). */
  label?: string;
}

const getIcon = (name: string) => icons.get(name);

export function Icon({ name, className, label }: IconProps) {
  // The server snapshot is the same store: the server and the hydrating browser registered the same data.
  const read = () => getIcon(name);
  const data = useSyncExternalStore(subscribe, read, read);
  useEffect(() => {
    if (data === undefined) requestIcon(name);
  }, [name, data]);
  const attributes = {
    xmlns: "http://www.w3.org/2000/svg",
    width: "1em",
    height: "1em",
    "data-slot": "icon",
    "data-icon": name,
    className,
    ...(label ? { role: "img", "aria-label": label } : { "aria-hidden": true as const }),
  };
  if (!data) return <svg {...attributes} viewBox="0 0 24 24" data-icon-state={data === null ? "missing" : "pending"} />;
  // Icon bodies come from the installed icon sets or our icon API, never from user input.
  return <svg {...attributes} viewBox={data.viewBox} dangerouslySetInnerHTML={{ __html: data.body }} />;
}
