/**
 * One folder per tool (docs/decisions/008-tool-folders.md): `app/tools/<family>/<slug>/` holds the tool's
 * `definition.ts` (`export const definition`) and `runner.tsx` (default export). The folder's name is the
 * slug; nothing else lists slugs. This plugin
 * - checks the folders when a build, the dev server or Vitest starts, and stops with a message naming the
 *   folder when one is malformed (a file missing, a name that is not a slug, a slug in two families) or its
 *   slug is not in the catalogue. The catalogue is the stand-in's data file (apps/api/src/data/tools.ts),
 *   read as text at build time: the two workspaces never import each other at run time.
 * - serves the two lists browser code needs, as small as they can be: `virtual:tool-slugs`, the slug list
 *   the cards of 首页 and 工具大全 need (tools/local-slugs.ts; importing the registry would pull every
 *   definition's copy into them), and `virtual:tool-runners`, slug → `import()` of the runner
 *   (tools/runners.ts; `import.meta.glob` would also ship each file's path).
 * The registry (slug → definition, server only) reads the same folders with `import.meta.glob`
 * (tools/registry.ts); build-tools/runner-preloads-plugin.ts uses `scanToolFolders` for the runner modules.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";

/** Folders of app/tools that are not families: shared engines and the page's kit. */
export const NOT_FAMILIES: ReadonlySet<string> = new Set(["engines", "kit"]);
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export interface ToolFolder {
  family: string;
  slug: string;
  /** Absolute paths. */
  definition: string;
  runner: string;
}

/** Every tool folder under `toolsDir`, and what is wrong with them (empty when all are well formed). */
export function scanToolFolders(toolsDir: string): { folders: ToolFolder[]; problems: string[] } {
  const folders: ToolFolder[] = [];
  const problems: string[] = [];
  const seen = new Map<string, string>();
  for (const family of readdirSync(toolsDir, { withFileTypes: true })) {
    if (!family.isDirectory() || NOT_FAMILIES.has(family.name)) continue;
    for (const entry of readdirSync(path.join(toolsDir, family.name), { withFileTypes: true })) {
      if (!entry.isDirectory()) continue;
      const slug = entry.name;
      const where = `app/tools/${family.name}/${slug}/`;
      const dir = path.join(toolsDir, family.name, slug);
      const definition = path.join(dir, "definition.ts");
      const runner = path.join(dir, "runner.tsx");
      // An empty folder is not in git (one a branch switch left behind): nothing to check.
      if (readdirSync(dir).length === 0) continue;
      const before = problems.length;
      if (!SLUG.test(slug)) problems.push(`${where}: a tool folder is named after its slug (lower-case words and -).`);
      if (!existsSync(definition)) problems.push(`${where}: definition.ts is missing (export const definition).`);
      else {
        const source = readFileSync(definition, "utf8");
        if (!/^export const definition\b/m.test(source))
          problems.push(`${where}definition.ts: it must \`export const definition: ToolFolderDefinition\`.`);
        if (/^ {2}(?:slug|family):/m.test(source))
          problems.push(`${where}definition.ts: the slug and family are the folder's names; remove slug/family.`);
      }
      if (!existsSync(runner)) problems.push(`${where}: runner.tsx is missing (export default function …).`);
      else if (!/^export default\b/m.test(readFileSync(runner, "utf8")))
        problems.push(`${where}runner.tsx: the runner is the file's default export.`);
      const other = seen.get(slug);
      if (other) problems.push(`${where}: the slug "${slug}" is also app/tools/${other}/${slug}/.`);
      seen.set(slug, family.name);
      if (problems.length === before) folders.push({ family: family.name, slug, definition, runner });
    }
  }
  folders.sort((a, b) => a.slug.localeCompare(b.slug));
  return { folders, problems };
}

/** The catalogue's facts a tool page pins (tools/tool-definition.ts `ToolCatalogueFacts`). */
export interface CatalogueEntry {
  id: number;
  name: string;
  category: string;
  isVip: boolean;
  icon: string;
}

/**
 * The entries of the stand-in's `tools` array (apps/api/src/data/tools.ts), read from its source: each is a
 * flat object literal (its only nested values are string arrays), so one pattern per field reads it.
 */
export function readStandInCatalogue(source: string): Map<string, CatalogueEntry> {
  const entries = new Map<string, CatalogueEntry>();
  for (const [object] of source.matchAll(/\{[^{}]*\bslug: "[^"]+"[^{}]*\}/g)) {
    const field = (name: string, pattern: string) => new RegExp(`\\b${name}: ${pattern}`).exec(object)?.[1];
    const slug = field("slug", '"([^"]+)"')!;
    entries.set(slug, {
      id: Number((field("id", "([\\d_]+)") ?? "NaN").replaceAll("_", "")),
      name: field("name", '"([^"]+)"') ?? "",
      category: field("category", '"([^"]+)"') ?? "",
      isVip: field("vip", "(true|false)") === "true",
      icon: field("icon", '"([^"]+)"') ?? "",
    });
  }
  return entries;
}

/** Where the stand-in keeps its catalogue, from apps/web. */
export const STAND_IN_CATALOGUE = "../api/src/data/tools.ts";

/** The scan's problems plus every tool folder whose slug the catalogue does not have. */
export function toolFolderProblems(toolsDir: string, catalogueFile: string): string[] {
  const { folders, problems } = scanToolFolders(toolsDir);
  if (!existsSync(catalogueFile)) return [...problems, `the catalogue ${catalogueFile} is missing.`];
  const catalogue = readStandInCatalogue(readFileSync(catalogueFile, "utf8"));
  for (const { family, slug } of folders) {
    if (!catalogue.has(slug))
      problems.push(
        `app/tools/${family}/${slug}/: "${slug}" is not in the catalogue (apps/api/src/data/tools.ts); ` +
          "a tool runs here only when the catalogue lists it.",
      );
  }
  return problems;
}

const SLUGS_ID = "virtual:tool-slugs";
const RUNNERS_ID = "virtual:tool-runners";

/** The source of `virtual:tool-slugs` and `virtual:tool-runners`. */
export function toolModuleSource(id: typeof SLUGS_ID | typeof RUNNERS_ID, folders: ToolFolder[]): string {
  if (id === SLUGS_ID) return `export const toolSlugs = ${JSON.stringify(folders.map((folder) => folder.slug))};`;
  const entries = folders.map((f) => `${JSON.stringify(f.slug)}: () => import(${JSON.stringify(f.runner)})`);
  return `export const toolRunners = {\n${entries.join(",\n")}\n};`;
}

export function toolFolders(): Plugin {
  let toolsDir = "";
  let catalogueFile = "";
  return {
    name: "tool-folders",
    configResolved(config) {
      toolsDir = path.join(config.root, "app/tools");
      catalogueFile = path.resolve(config.root, STAND_IN_CATALOGUE);
    },
    buildStart() {
      const problems = toolFolderProblems(toolsDir, catalogueFile);
      if (problems.length > 0)
        this.error(`Malformed tool folders (app/tools/README.md, "Adding a tool"):\n- ${problems.join("\n- ")}`);
    },
    resolveId(id) {
      return id === SLUGS_ID || id === RUNNERS_ID ? "\0" + id : undefined;
    },
    load(id) {
      const virtual = id.slice(1);
      if (id[0] !== "\0" || (virtual !== SLUGS_ID && virtual !== RUNNERS_ID)) return undefined;
      return toolModuleSource(virtual, scanToolFolders(toolsDir).folders);
    },
  };
}
