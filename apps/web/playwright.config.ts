import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { API, API_SLOW, CREATIVE, MAIN_SITE, PORTS, SLOW_LATENCY_MS, WEB, WEB_API_DOWN, WEB_SLOW } from "./e2e/servers";

const repoRoot = path.resolve(import.meta.dirname, "../..");
// A fresh stand-in database for every run.
const dataDir = mkdtempSync(path.join(tmpdir(), "adtools-e2e-"));
const slowDataDir = mkdtempSync(path.join(tmpdir(), "adtools-e2e-slow-"));
const buildDir = process.env.WEB_BUILD_DIR ?? "build";
const artifacts = process.env.E2E_ARTIFACTS ?? path.join(repoRoot, "e2e-artifacts");

const siteEnv = (port: number, apiOrigin: string) => ({
  NODE_ENV: "production",
  PORT: String(port),
  HOST: "127.0.0.1",
  STANDIN_ORIGIN: apiOrigin,
  CREATIVE_SITE_HOST: CREATIVE,
  MAIN_SITE_HOST: MAIN_SITE,
  AD_TOOLS_SITE_HOST: `http://127.0.0.1:${port}`,
});

export default defineConfig({
  testDir: "./e2e",
  outputDir: path.join(artifacts, "test-results"),
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [["list"], ["html", { open: "never", outputFolder: path.join(artifacts, "report") }]],
  use: {
    baseURL: WEB,
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
      // Journeys tagged @mobile run again at 375 px.
      name: "mobile",
      grep: /@mobile/,
      use: { ...devices["Desktop Chrome"], viewport: { width: 375, height: 740 }, hasTouch: true },
    },
  ],
  webServer: [
    {
      command: "npm run start --workspace apps/api",
      cwd: repoRoot,
      url: `${API}/materials/healthz`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        API_PORT: String(PORTS.api),
        CREATIVE_PORT: String(PORTS.creative),
        MAIN_SITE_PORT: String(PORTS.mainSite),
        DATA_DIR: dataDir,
        ALLOWED_ORIGINS: `${WEB},${WEB_API_DOWN}`,
        ALLOWED_REDIRECT_HOSTS: `127.0.0.1:${PORTS.web},127.0.0.1:${PORTS.webApiDown}`,
      },
    },
    {
      command: `node server.js --build=${buildDir}`,
      url: `${WEB}/healthz`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: siteEnv(PORTS.web, API),
    },
    {
      // Same build, provider stand-in unreachable: pages must still answer.
      command: `node server.js --build=${buildDir}`,
      url: `${WEB_API_DOWN}/healthz`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: siteEnv(PORTS.webApiDown, `http://127.0.0.1:${PORTS.deadApi}`),
    },
    {
      // A slow provider (every answer delayed): client navigations take over a second, so the
      // loading bar must show (e2e/ui-kit.spec.ts).
      command: "npm run start --workspace apps/api",
      cwd: repoRoot,
      url: `${API_SLOW}/materials/healthz`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        API_PORT: String(PORTS.apiSlow),
        CREATIVE_PORT: String(PORTS.creativeSlow),
        MAIN_SITE_PORT: String(PORTS.mainSiteSlow),
        DATA_DIR: slowDataDir,
        LATENCY_MS: String(SLOW_LATENCY_MS),
        ALLOWED_ORIGINS: WEB_SLOW,
        ALLOWED_REDIRECT_HOSTS: `127.0.0.1:${PORTS.webSlow}`,
      },
    },
    {
      command: `node server.js --build=${buildDir}`,
      url: `${WEB_SLOW}/healthz`,
      reuseExistingServer: false,
      timeout: 60_000,
      // No provider micro-cache here: this pair exists to make every navigation wait for the slow provider.
      env: { ...siteEnv(PORTS.webSlow, API_SLOW), PROVIDER_CACHE_TTL_MS: "0" },
    },
  ],
});
