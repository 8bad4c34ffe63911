import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";

const repoRoot = path.resolve(import.meta.dirname, "../..");
// A fresh stand-in database for every run.
const dataDir = mkdtempSync(path.join(tmpdir(), "adtools-e2e-"));

const siteEnv = (port: number, apiPort: number) => ({
  NODE_ENV: "production",
  PORT: String(port),
  HOST: "127.0.0.1",
  STANDIN_ORIGIN: `http://127.0.0.1:${apiPort}`,
  CREATIVE_SITE_HOST: "http://127.0.0.1:4002",
  MAIN_SITE_HOST: "http://127.0.0.1:4003",
  AD_TOOLS_SITE_HOST: `http://127.0.0.1:${port}`,
});

export default defineConfig({
  testDir: "./e2e",
  outputDir: "../../e2e-artifacts/test-results",
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [["list"], ["html", { open: "never", outputFolder: "../../e2e-artifacts/report" }]],
  use: {
    baseURL: "http://127.0.0.1:4000",
    locale: "zh-CN",
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      // Chromium's background services try to reach the internet; this
      // machine has none, so switch them off.
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--disable-dev-shm-usage",
      ],
    },
  },
  projects: [
    { name: "desktop", use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } } },
    {
      name: "mobile",
      use: { ...devices["Desktop Chrome"], viewport: { width: 375, height: 740 }, isMobile: false, hasTouch: true },
      // Journeys tagged @mobile run at 375 px as well.
      grep: /@mobile/,
    },
  ],
  webServer: [
    {
      command: "npm run start --workspace apps/api",
      cwd: repoRoot,
      url: "http://127.0.0.1:4001/materials/healthz",
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        API_PORT: "4001",
        CREATIVE_PORT: "4002",
        MAIN_SITE_PORT: "4003",
        DATA_DIR: dataDir,
        ALLOWED_ORIGINS: "http://127.0.0.1:4000,http://127.0.0.1:4010",
        ALLOWED_REDIRECT_HOSTS: "127.0.0.1:4000,127.0.0.1:4010",
      },
    },
    {
      command: "node server.js",
      url: "http://127.0.0.1:4000/healthz",
      reuseExistingServer: false,
      timeout: 60_000,
      env: siteEnv(4000, 4001),
    },
    {
      // Same build, provider stand-in unreachable: pages must still answer.
      command: "node server.js",
      url: "http://127.0.0.1:4010/healthz",
      reuseExistingServer: false,
      timeout: 60_000,
      env: siteEnv(4010, 4999),
    },
  ],
});
