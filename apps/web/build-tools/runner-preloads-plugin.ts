/**
 * `virtual:runner-preloads`: for each tool slug, the client build's files its runner needs (the runner's
 * chunk and the chunks it imports statically), as URLs. The server gives a tool page's list to the page's
 * boot script (components/deferred-scripts.tsx), which preloads them right after the route's own modules:
 * the runner downloads alongside them instead of its request starting only once the route modules have
 * evaluated (routes/tool/tool.tsx, hydration hold), one round trip later on a phone.
 *
 * Where the map comes from: each tool folder's `runner.tsx` (`app/tools/<family>/<slug>/`, read by
 * tool-folders-plugin.ts `scanToolFolders`) is the runner module; the client bundle says which chunk that
 * module became and what it imports.
 * React Router builds the client before the server, and the server build reads what the client build
 * recorded here. Under the dev server and in tests the map is empty: the runner's chunk is then fetched
 * by Vite's preload helper when the tool route asks for it, as before.
 */
import path from "node:path";
import type { Plugin } from "vite";
import { scanToolFolders } from "./tool-folders-plugin.ts";

const VIRTUAL_ID = "virtual:runner-preloads";
const RESOLVED_ID = "\0" + VIRTUAL_ID;

/** Slug → the absolute path of its runner module (the id Rolldown gives the chunk's facade module). */
export function runnerModules(toolsDir: string): Map<string, string> {
  return new Map(scanToolFolders(toolsDir).folders.map((folder) => [folder.slug, folder.runner]));
}

/** What this plugin reads of an output chunk. */
export interface OutputChunkLike {
  type: "chunk" | "asset";
  fileName: string;
  facadeModuleId?: string | null;
  imports?: string[];
}

/** Each slug's runner chunk, then the chunks it imports (depth first), as URLs under `base`. */
export function runnerPreloadMap(
  runnerModules: Map<string, string>,
  bundle: Record<string, OutputChunkLike>,
  base = "/",
): Record<string, string[]> {
  const byModule = new Map<string, OutputChunkLike>();
  for (const output of Object.values(bundle)) {
    if (output.type === "chunk" && output.facadeModuleId) byModule.set(output.facadeModuleId, output);
  }
  const map: Record<string, string[]> = {};
  for (const [slug, moduleId] of runnerModules) {
    const chunk = byModule.get(moduleId);
    if (!chunk) continue;
    const files: string[] = [];
    const visit = (fileName: string) => {
      if (files.includes(fileName)) return;
      files.push(fileName);
      for (const imported of bundle[fileName]?.imports ?? []) visit(imported);
    };
    visit(chunk.fileName);
    map[slug] = files.map((file) => base + file);
  }
  return map;
}

export function runnerPreloads(): Plugin {
  let toolsDir = "";
  let base = "/";
  let map: Record<string, string[]> = {};
  return {
    name: "runner-preloads",
    configResolved(config) {
      toolsDir = path.join(config.root, "app/tools");
      base = config.base;
    },
    resolveId(id) {
      return id === VIRTUAL_ID ? RESOLVED_ID : undefined;
    },
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      return `export const runnerPreloads = ${JSON.stringify(map)};`;
    },
    generateBundle(_options, bundle) {
      if (this.environment.name !== "client") return;
      map = runnerPreloadMap(runnerModules(toolsDir), bundle as unknown as Record<string, OutputChunkLike>, base);
    },
  };
}
