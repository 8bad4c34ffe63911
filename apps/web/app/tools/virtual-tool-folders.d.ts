// Served by build-tools/tool-folders-plugin.ts from the tool folders (app/tools/<family>/<slug>/), sorted by slug.
declare module "virtual:tool-slugs" {
  export const toolSlugs: readonly string[];
}

declare module "virtual:tool-runners" {
  import type { RunnerLoader } from "./tool-definition";
  export const toolRunners: Record<string, RunnerLoader>;
}
