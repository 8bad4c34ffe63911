import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    environment: "node",
    include: ["src/**/*.test.ts"],
    // Builds one migrated + seeded SQLite file; every test file copies it into its own temp file.
    globalSetup: ["./src/test/global-setup.ts"],
    // Fails a test on a console.error it did not ask for.
    setupFiles: ["./src/test/fail-on-console-error.ts"],
    // Worker threads cannot always load native addons twice; forks keep better-sqlite3 happy.
    pool: "forks",
    maxWorkers: 2,
    // Files share their worker's module registry: each opens its own database copy, and none mocks a module.
    isolate: false,
    testTimeout: 15_000,
  },
});
