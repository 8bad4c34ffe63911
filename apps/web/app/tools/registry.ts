/**
 * Which catalogue tools run on this site (slug → definition). Catalogue tools
 * not listed here keep the creative-site hand-off. Each family owns its own
 * definitions file; this file only joins them.
 */
import { complianceTools } from "./compliance/definitions";
import { copyTools } from "./copy/definitions";
import { mediaTools } from "./media/definitions";
import { planningTools } from "./planning/definitions";
import type { ToolDefinition } from "./tool-definition";

export const toolDefinitions: ToolDefinition[] = [...complianceTools, ...copyTools, ...mediaTools, ...planningTools];

const bySlug = new Map(toolDefinitions.map((d) => [d.slug, d]));

export function getToolDefinition(slug: string): ToolDefinition | undefined {
  return bySlug.get(slug);
}

export function runsHere(slug: string): boolean {
  return bySlug.has(slug);
}
