/**
 * Build-time icon subset (issue #4). Scans app/ for quoted "prefix:name" literals of the installed
 * @iconify-json collections and serves `virtual:app-icons`: one small Iconify JSON per collection holding
 * only those icons. icon.tsx registers it on the server and in the browser, so server-rendered icons are
 * inline SVG that hydrate without a request, and the client bundle never carries a whole icon set.
 *
 * Icons whose names only exist at run time (API data) are resolved by the server per request
 * (icon-sets.server.ts) or, failing that, fetched from the stand-in's icon API in the browser.
 */
import { readFileSync, readdirSync, statSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import type { Plugin } from "vite";
import type { IconifyJSON } from "@iconify/react";
import { collectIconNames, groupByPrefix, pickIcons } from "../app/components/ui/icon/icon-subset.ts";

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

/** The subset for every icon literal found under `dir`. Exported for the plugin's test. */
export function buildIconSubset(dir: string, collections: readonly string[]): IconifyJSON[] {
  const names = new Set<string>();
  for (const file of listSources(dir)) for (const n of collectIconNames(readFileSync(file, "utf8"), collections)) names.add(n);
  const sets: IconifyJSON[] = [];
  for (const [prefix, list] of groupByPrefix(names)) {
    const subset = pickIcons(loadCollection(prefix), list);
    if (subset.not_found) console.warn(`[app-icons] not in @iconify-json/${prefix}: ${subset.not_found.join(", ")}`);
    sets.push(subset);
  }
  return sets;
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
      const sets = buildIconSubset(dir, options.collections);
      for (const set of sets) for (const name of Object.keys({ ...set.icons, ...set.aliases })) known.add(`${set.prefix}:${name}`);
      return `export default ${JSON.stringify(sets)};`;
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
