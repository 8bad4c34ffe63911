import path from "node:path";
import { scanToolFolders } from "../build-tools/tool-folders-plugin";

/** The tools that run on this site: the tool folders' names, read as the build reads them (app/tools/README.md). */
export const localToolFolders = scanToolFolders(path.resolve(import.meta.dirname, "../app/tools")).folders;
export const localToolSlugs: readonly string[] = localToolFolders.map((folder) => folder.slug);
