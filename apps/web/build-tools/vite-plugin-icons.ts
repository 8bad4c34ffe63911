/**
 * Build-time icon subset (spec §7 icon service, §9 icon limits). Scans app/ for quoted "prefix:name" literals of the installed
 * @iconify-json collections and serves `virtual:app-icons`: for each of those icons only its final viewBox
 * and SVG body (components/ui/icon/icon-data.ts), keyed "prefix:name". icon.tsx registers it on the server
 * and in the browser, so server-rendered icons are inline SVG that hydrate without a request, and the
 * client bundle carries neither a whole icon set nor Iconify's code to resolve one.
 *
 * Icons whose names only exist at run time (API data) are resolved by the server per request
 * (icon-sets.server.ts) or, failing that, fetched from the stand-in's icon API in the browser.
 */
import { readFileSync, readdirSync, statSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import type { Plugin } from "vite";
import type { IconifyJSON } from "@iconify/react";
import { iconMapFromSet, type IconMap } from "../app/components/ui/icon/icon-data.ts";
import { collectIconNames, groupByPrefix } from "../app/components/ui/icon/icon-subset.ts";

const VIRTUAL_ID = "virtual:app-icons";
const RESOLVED_ID = "\0" + VIRTUAL_ID;
const require = createRequire(import.meta.url);

export interface AppIconsOptions {
  /** Folder to scan (default: <vite root>/app). */
  dir?: string;
  /** Installed @iconify-json collections that may be used. */
  collections: readonly string[];
}

function listSources(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir)) {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) out.push(...listSources(full));
    // Tests may name icons that the app never shows; they must not grow the bundle.
    else if (/\.(tsx?|jsx?|mdx?)$/.test(entry) && !/\.test\.[tj]sx?$/.test(entry)) out.push(full);
  }
  return out;
}

export function loadCollection(prefix: string): IconifyJSON {
  return JSON.parse(readFileSync(require.resolve(`@iconify-json/${prefix}/icons.json`), "utf8")) as IconifyJSON;
}

/** Icon data for every icon literal found under `dir` (unknown names map to null, with a warning). */
export function buildIconSubset(dir: string, collections: readonly string[]): IconMap {
  const names = new Set<string>();
  for (const file of listSources(dir))
    for (const n of collectIconNames(readFileSync(file, "utf8"), collections)) names.add(n);
  const icons: IconMap = {};
  for (const [prefix, list] of groupByPrefix(names)) Object.assign(icons, iconMapFromSet(loadCollection(prefix), list));
  const missing = Object.keys(icons).filter((name) => icons[name] === null);
  if (missing.length > 0) console.warn(`[app-icons] not in the installed @iconify-json sets: ${missing.join(", ")}`);
  return icons;
}

export function appIcons(options: AppIconsOptions): Plugin {
  let dir = options.dir ?? "";
  const known = new Set<string>();
  return {
    name: "app-icons",
    configResolved(config) {
      dir = options.dir ?? path.join(config.root, "app");
    },
    resolveId(id) {
      return id === VIRTUAL_ID ? RESOLVED_ID : undefined;
    },
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      const icons = buildIconSubset(dir, options.collections);
      for (const name of Object.keys(icons)) known.add(name);
      return `export default ${JSON.stringify(icons)};`;
    },
    // Dev: a file that starts using a new icon rebuilds the subset, so SSR renders it inline at once.
    hotUpdate({ file, modules, read }) {
      if (!file.startsWith(dir) || !/\.(tsx?|jsx?|mdx?)$/.test(file)) return undefined;
      return Promise.resolve(read()).then((source) => {
        const fresh = collectIconNames(source, options.collections).some((n) => !known.has(n));
        const mod = fresh ? this.environment.moduleGraph.getModuleById(RESOLVED_ID) : undefined;
        if (!mod) return undefined;
        this.environment.moduleGraph.invalidateModule(mod);
        return [...modules, mod];
      });
    },
  };
}
