/**
 * The slugs of the tools that run on this site: the names of the tool folders
 * (`<family>/<slug>/`, served by build-tools/tool-folders-plugin.ts). Cards in
 * 首页 and 工具大全 only need to know *whether* a tool runs here, and importing
 * registry.ts would pull every definition's copy into those screens' first load.
 */
import { toolSlugs } from "virtual:tool-slugs";

export const localToolSlugs: readonly string[] = toolSlugs;

const local = new Set(localToolSlugs);

/** True when `/tools/<slug>` is this site's own tool page (else the creative site's). */
export function runsLocally(slug: string): boolean {
  return local.has(slug);
}
