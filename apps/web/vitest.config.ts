import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { defineConfig } from "vitest/config";
import { appIcons } from "./build-tools/vite-plugin-icons.ts";

/** Test files under `dir` whose name ends with `suffix`, relative to this folder. */
function testFiles(dir: string, suffix: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(suffix))
    .map((file) => path.join(dir, file));
}

// Files that replace a module (`vi.mock`) need a module registry of their own; every other file shares
// its worker's modules and environment with the files before it (`isolate: false`), which halves the
// unit run's CPU (a fresh jsdom and a fresh import of React per file cost more than most files' tests).
// tests/setup.ts resets what a file could leave behind (storage, cookies, the DOM, timers, globals).
const mocksModules = (file: string) => /\bvi\.(?:do)?[mM]ock\(/.test(readFileSync(file, "utf8"));
const split = (files: string[]) => ({ shared: files.filter((f) => !mocksModules(f)), own: files.filter(mocksModules) });
const logic = split([...testFiles("app", ".test.ts"), ...testFiles("server", ".test.ts")]);
const dom = split(testFiles("app", ".test.tsx"));

export default defineConfig({
  plugins: [appIcons({ collections: ["lucide", "ri"] })],
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
      { extends: true, test: { name: "logic-mocks", include: logic.own, environment: "node" } },
      { extends: true, test: { name: "dom", include: dom.shared, environment: "jsdom", isolate: false } },
      { extends: true, test: { name: "dom-mocks", include: dom.own, environment: "jsdom" } },
    ],
  },
});
