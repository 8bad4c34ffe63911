/**
 * Which runner each tool page loads (slug → chunk): each tool folder's `runner.tsx`
 * (README.md), listed at build time by build-tools/tool-folders-plugin.ts. Kept apart
 * from the definitions (registry.ts), which only the server reads: the tool route's
 * browser code needs this map and nothing else of the catalogue.
 */
import { toolRunners } from "virtual:tool-runners";
import type { RunnerLoader } from "./tool-definition";

export function runnerLoader(slug: string): RunnerLoader | undefined {
  return Object.hasOwn(toolRunners, slug) ? toolRunners[slug] : undefined;
}

export function runnerSlugs(): string[] {
  return Object.keys(toolRunners).sort();
}
