import type { ToolDefinition } from "../tool-definition";

/** The planning family's tools that run on this site (see ../README.md). */
export const planningTools: ToolDefinition[] = [];
