import type { ToolDefinition } from "../tool-definition";

/** The copy family's tools that run on this site (see ../README.md). */
export const copyTools: ToolDefinition[] = [];
