import { expect, test } from "vitest";
import { toolDefinitions } from "../../tools/registry";
import { CATEGORY_NAMES, localCatalogueSlugs, localTool } from "./local-catalogue";

test("every tool that runs here has its catalogue facts, so its page never waits for the provider", () => {
  const missing = toolDefinitions.map((d) => d.slug).filter((slug) => !localTool(slug));
  expect(missing, "add these to local-catalogue.ts (values from the catalogue, apps/api/src/data/tools.ts)").toEqual(
    [],
  );
});

test("entries are unique, well formed and name a known category", () => {
  expect(new Set(localCatalogueSlugs).size).toBe(localCatalogueSlugs.length);
  for (const slug of localCatalogueSlugs) {
    const tool = localTool(slug)!;
    expect(tool.name.trim()).not.toBe("");
    expect(Object.keys(CATEGORY_NAMES)).toContain(tool.category);
    expect(tool.categoryName).toBe(CATEGORY_NAMES[tool.category]);
    expect(tool.icon).toMatch(/^lucide:[a-z0-9-]+$/);
    expect(Number.isInteger(tool.id)).toBe(true);
  }
});
