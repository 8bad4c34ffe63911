import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { defineConfig } from "vitest/config";
import { runnerPreloads } from "./build-tools/runner-preloads-plugin.ts";
import { toolFolders } from "./build-tools/tool-folders-plugin.ts";
import { appIcons } from "./build-tools/vite-plugin-icons.ts";

/** Test files under `dir` whose name ends with `suffix`, relative to this folder. */
function testFiles(dir: string, suffix: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(suffix))
    .map((file) => path.join(dir, file));
}

// Pure-logic files share their worker's modules (`isolate: false`: a fresh import graph per file cost more
// than most files' tests). A file gets a registry and environment of its own when it replaces a module
// (`vi.mock`) or runs in jsdom (`// @vitest-environment jsdom`): components run isolated, because a
// shared jsdom made their results depend on which files ran before them in the worker (seen on a fresh
// clone, where Vitest has no timing cache and orders files differently).
const mocksModules = (file: string) =>
  /\bvi\.(?:do)?[mM]ock\(|@vitest-environment jsdom/.test(readFileSync(file, "utf8"));
const split = (files: string[]) => ({ shared: files.filter((f) => !mocksModules(f)), own: files.filter(mocksModules) });
const logic = split([
  ...testFiles("app", ".test.ts"),
  ...testFiles("server", ".test.ts"),
  ...testFiles("build-tools", ".test.ts"),
]);
// Components run in jsdom, each file in a fresh VM context of a long-lived worker (pool "vmThreads"): a new
// worker per file loaded jsdom again each time, which cost more CPU than the component tests themselves
// (docs/decisions/020-test-run-time.md). A file that renders through React Router's Node server
// (entry.server, @react-router/node: CommonJS packages a VM context cannot load) gets a worker of its own.
const usesNodeServer = (file: string) => /@react-router\/node|entry\.server/.test(readFileSync(file, "utf8"));
const allComponents = testFiles("app", ".test.tsx");
const components = {
  vm: allComponents.filter((f) => !usesNodeServer(f)),
  own: allComponents.filter(usesNodeServer),
};

export default defineConfig({
  plugins: [appIcons({ collections: ["lucide", "ri"] }), toolFolders(), runnerPreloads()],
  resolve: { tsconfigPaths: true },
  test: {
    setupFiles: ["./tests/setup.ts"],
    restoreMocks: true,
    unstubGlobals: true,
    unstubEnvs: true,
    // Vitest's run-mode default is one worker fewer than the cores: one worker on a 2-core CI machine. The
    // main process only collects results while files run, so both cores can run test files.
    maxWorkers: 2,
    // Components (*.test.tsx) run in jsdom; pure logic (*.test.ts) in node, and a logic file that needs the
    // DOM (storage, cookies, a hook) says so in its first line: `// @vitest-environment jsdom`.
    projects: [
      { extends: true, test: { name: "logic", include: logic.shared, environment: "node", isolate: false } },
      { extends: true, test: { name: "logic-isolated", include: logic.own, environment: "node" } },
      { extends: true, test: { name: "dom", include: components.vm, environment: "jsdom", pool: "vmThreads" } },
      { extends: true, test: { name: "dom-server", include: components.own, environment: "jsdom" } },
    ],
  },
});
