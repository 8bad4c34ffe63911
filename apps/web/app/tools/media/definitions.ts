import type { ToolDefinition } from "../tool-definition";

/** The media family's tools that run on this site (see ../README.md). */
export const mediaTools: ToolDefinition[] = [];
