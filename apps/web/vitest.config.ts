import { defineConfig } from "vitest/config";
import { appIcons } from "./build-tools/vite-plugin-icons.ts";

export default defineConfig({
  plugins: [appIcons({ collections: ["lucide", "ri"] })],
  resolve: { tsconfigPaths: true },
  test: {
    setupFiles: ["./tests/setup.ts"],
    restoreMocks: true,
    // Vitest's run-mode default is one worker fewer than the cores: one worker on a 2-core CI machine. The
    // main process only collects results while files run, so both cores can run test files.
    maxWorkers: 2,
    // Setting up jsdom costs ~0.4 s per file, more than most files' tests take: only files that render or use
    // browser APIs pay for it. Components (*.test.tsx) run in jsdom; pure logic (*.test.ts) in node, and a
    // logic file that needs the DOM (storage, cookies, a hook) says so in its first line:
    // `// @vitest-environment jsdom`.
    projects: [
      { extends: true, test: { name: "logic", include: ["app/**/*.test.ts", "server/**/*.test.ts"], environment: "node" } },
      { extends: true, test: { name: "dom", include: ["app/**/*.test.tsx"], environment: "jsdom" } },
    ],
  },
});
