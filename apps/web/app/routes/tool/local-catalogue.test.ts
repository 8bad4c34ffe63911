import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "vitest";
import { readStandInCatalogue, STAND_IN_CATALOGUE } from "../../../build-tools/tool-folders-plugin";
import { toolDefinitions } from "../../tools/registry";
import { CATEGORY_NAMES, localTool } from "./local-catalogue";

const standIn = readStandInCatalogue(
  readFileSync(path.resolve(import.meta.dirname, "../../..", STAND_IN_CATALOGUE), "utf8"),
);

test("every tool folder's catalogue facts equal the catalogue's, so its page renders them without waiting", () => {
  expect(standIn.size).toBeGreaterThan(toolDefinitions.length);
  for (const { slug, catalogue } of toolDefinitions) {
    expect(catalogue, `app/tools/*/${slug}/definition.ts catalogue (apps/api/src/data/tools.ts)`).toEqual(
      standIn.get(slug),
    );
  }
});

test("entries are well formed and name a known category", () => {
  for (const { slug } of toolDefinitions) {
    const tool = localTool(slug)!;
    expect(tool.slug).toBe(slug);
    expect(tool.name.trim()).not.toBe("");
    expect(Object.keys(CATEGORY_NAMES)).toContain(tool.category);
    expect(tool.categoryName).toBe(CATEGORY_NAMES[tool.category]);
    expect(tool.icon).toMatch(/^lucide:[a-z0-9-]+$/);
    expect(Number.isInteger(tool.id)).toBe(true);
  }
});
