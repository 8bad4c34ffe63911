import type { ToolFamily } from "./tool-definition";

/**
 * The family and slug of a path `import.meta.glob` matched in a tool folder, `./<family>/<slug>/<file>`
 * (README.md; build-tools/tool-folders-plugin.ts checks the folders when the build starts).
 */
export function toolFolderOf(file: string): { family: ToolFamily; slug: string } {
  const [, family, slug] = file.split("/");
  return { family: family as ToolFamily, slug: slug! };
}
