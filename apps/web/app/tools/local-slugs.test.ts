import { expect, test } from "vitest";
import { localToolSlugs } from "./local-slugs";
import { toolDefinitions } from "./registry";
import { runnerSlugs } from "./runners";

test("the cards' slug set, the registry and the runner map all list the tool folders, each once", () => {
  const registry = toolDefinitions.map((d) => d.slug);
  expect(registry.length).toBeGreaterThan(0);
  expect(new Set(registry).size).toBe(registry.length);
  expect([...localToolSlugs].sort()).toEqual([...registry].sort());
  expect(runnerSlugs()).toEqual([...registry].sort());
});

test("a definition takes its slug and family from its folder", () => {
  for (const d of toolDefinitions) {
    expect(d.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(["compliance", "copy", "media", "planning"]).toContain(d.family);
  }
});
