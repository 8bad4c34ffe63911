import { runnerPreloads } from "virtual:runner-preloads";

/**
 * The files a tool page's runner needs, for the page's boot script to preload after the route's own modules
 * (boot/deferred-scripts.tsx): empty when the build recorded none (dev server, tests).
 */
export function runnerModulePreloads(slug: string): string[] {
  return Object.hasOwn(runnerPreloads, slug) ? runnerPreloads[slug]! : [];
}
