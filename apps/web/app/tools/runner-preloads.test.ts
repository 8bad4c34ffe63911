import { existsSync } from "node:fs";
import { expect, test } from "vitest";
import { runnerModules, runnerPreloadMap } from "../../build-tools/runner-preloads-plugin";
import { runnerSlugs } from "./runners";

test("the build's runner-preload map names every tool folder's runner.tsx, the module the tool page loads", () => {
  const modules = runnerModules(import.meta.dirname);
  expect([...modules.keys()].sort()).toEqual(runnerSlugs());
  for (const [slug, file] of modules) {
    expect(file.endsWith(`/${slug}/runner.tsx`), file).toBe(true);
    expect(existsSync(file), file).toBe(true);
  }
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
