import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "vitest";
import { runnerImports, runnerPreloadMap } from "../../build-tools/runner-preloads-plugin";
import { runnerSlugs } from "./runners";

const toolsDir = path.join(import.meta.dirname);

test("the build's runner-preload map reads every family's runners.ts: all slugs, each importing a module that exists", () => {
  const found: [string, string][] = [];
  for (const family of readdirSync(toolsDir, { withFileTypes: true })) {
    const file = path.join(toolsDir, family.name, "runners.ts");
    if (!family.isDirectory() || !existsSync(file)) continue;
    for (const [slug, specifier] of runnerImports(readFileSync(file, "utf8"))) {
      found.push([slug, specifier]);
      const target = path.resolve(path.dirname(file), specifier);
      expect(
        [".tsx", ".ts"].some((ext) => existsSync(target + ext)),
        `${slug}: ${specifier}`,
      ).toBe(true);
    }
  }
  expect(found.map(([slug]) => slug).sort()).toEqual(runnerSlugs().sort());
});

test("a runner's preloads are its chunk, then what it imports, each once", () => {
  const bundle = {
    "assets/a-runner-1.js": {
      type: "chunk" as const,
      fileName: "assets/a-runner-1.js",
      facadeModuleId: "/app/tools/a.tsx",
      imports: ["assets/engine-2.js", "assets/react-dom-3.js"],
    },
    "assets/engine-2.js": {
      type: "chunk" as const,
      fileName: "assets/engine-2.js",
      facadeModuleId: null,
      imports: ["assets/react-dom-3.js"],
    },
    "assets/react-dom-3.js": {
      type: "chunk" as const,
      fileName: "assets/react-dom-3.js",
      facadeModuleId: null,
      imports: [],
    },
    "assets/app.css": { type: "asset" as const, fileName: "assets/app.css" },
  };
  const modules = new Map([
    ["a", "/app/tools/a.tsx"],
    ["gone", "/app/tools/gone.tsx"],
  ]);
  expect(runnerPreloadMap(modules, bundle)).toEqual({
    a: ["/assets/a-runner-1.js", "/assets/engine-2.js", "/assets/react-dom-3.js"],
  });
});
