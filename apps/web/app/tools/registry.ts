/**
 * Which catalogue tools run on this site (slug → definition): one per tool folder,
 * `<family>/<slug>/definition.ts` (README.md), found at build time. Catalogue tools
 * without a folder keep the creative-site hand-off. Server only: the tool route reads
 * it in its loader (the cards ask local-slugs.ts).
 */
import type { ToolDefinition, ToolFolderDefinition } from "./tool-definition";
import { toolFolderOf } from "./tool-folders";

const modules = import.meta.glob<ToolFolderDefinition>(["./*/*/definition.ts", "!./engines/**", "!./kit/**"], {
  eager: true,
  import: "definition",
});

export const toolDefinitions: ToolDefinition[] = Object.entries(modules)
  .map(([file, definition]) => ({ ...toolFolderOf(file), ...definition }))
  .sort((a, b) => a.slug.localeCompare(b.slug));

const bySlug = new Map(toolDefinitions.map((d) => [d.slug, d]));

export function getToolDefinition(slug: string): ToolDefinition | undefined {
  return bySlug.get(slug);
}

export function runsHere(slug: string): boolean {
  return bySlug.has(slug);
}
