import type { ToolDefinition } from "../tool-definition";

/** The compliance family's tools that run on this site (see ../README.md). */
export const complianceTools: ToolDefinition[] = [];
