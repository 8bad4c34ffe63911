/**
 * Which runner each tool page loads (slug → chunk). Kept apart from the
 * definitions (registry.ts), which only the server reads: the tool route's
 * browser code needs this map and nothing else of the catalogue.
 * local-slugs.test.ts keeps its keys equal to the registry's.
 */
import { complianceRunners } from "./compliance/runners";
import { copyRunners } from "./copy/runners";
import { mediaRunners } from "./media/runners";
import { planningRunners } from "./planning/runners";
import type { RunnerLoader } from "./tool-definition";

const toolRunners: Record<string, RunnerLoader> = {
  ...complianceRunners,
  ...copyRunners,
  ...mediaRunners,
  ...planningRunners,
};

export function runnerLoader(slug: string): RunnerLoader | undefined {
  return Object.hasOwn(toolRunners, slug) ? toolRunners[slug] : undefined;
}

export function runnerSlugs(): string[] {
  return Object.keys(toolRunners);
}
