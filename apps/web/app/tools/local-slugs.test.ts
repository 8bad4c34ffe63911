import { expect, test } from "vitest";
import { localToolSlugs } from "./local-slugs";
import { toolDefinitions } from "./registry";
import { runnerSlugs } from "./runners";

test("local-slugs.ts lists exactly the registry's tools (update it when a family adds or removes one)", () => {
  const registry = toolDefinitions.map((d) => d.slug).sort();
  expect([...localToolSlugs].sort(), `localToolSlugs should be ${JSON.stringify(registry)}`).toEqual(registry);
});

test("slugs are unique", () => {
  expect(new Set(localToolSlugs).size).toBe(localToolSlugs.length);
  expect(new Set(toolDefinitions.map((d) => d.slug)).size).toBe(toolDefinitions.length);
});

test("every registered tool has a runner, and every runner a definition", () => {
  expect(runnerSlugs().sort()).toEqual(toolDefinitions.map((d) => d.slug).sort());
});
