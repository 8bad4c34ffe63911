import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { E2E_BROWSER } from "../../scripts/e2e-browser.mjs";
import { API, CREATIVE, MAIN_SITE, PORTS, WEB, WEB_API_DOWN } from "./e2e/servers";

const repoRoot = path.resolve(import.meta.dirname, "../..");
// A fresh stand-in database for every run.
const dataDir = mkdtempSync(path.join(tmpdir(), "adtools-e2e-"));
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
  // One server process per site: the test machine's cores go to the browsers.
  WEB_CONCURRENCY: "1",
});

export default defineConfig({
  testDir: "./e2e",
  outputDir: path.join(artifacts, "test-results"),
  fullyParallel: true,
  // The same everywhere (a 2-core CI machine and a laptop): two workers keep both cores busy while a
  // page waits on the network; E2E_WORKERS overrides it for a quick local experiment.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  // No retries: a flaky test is a failing test (every journey must pass first time, well inside its timeout).
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [["list"], ["html", { open: "never", outputFolder: path.join(artifacts, "report") }]],
  use: {
    baseURL: WEB,
    locale: "zh-CN",
    // No trace by default: recording one costs every passing test CPU (about a sixth of the run's CPU on this
    // 2-core machine, measured), and a failure already leaves its screenshot and error-context.md (the
    // page's ARIA snapshot). To debug a failure, E2E_TRACE=1 keeps the failed test's trace (DOM snapshots
    // of every step, network, console).
    trace: process.env.E2E_TRACE
      ? { mode: "retain-on-failure", screenshots: false, snapshots: true, sources: true }
      : "off",
    screenshot: "only-on-failure",
    launchOptions: {
      // Debian's Chromium headless shell (docs/decisions/005-e2e-headless-shell.md): the same engine as
      // /usr/bin/chromium without the full browser's UI process work; the suite takes about 40 % less CPU.
      executablePath: E2E_BROWSER,
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
  ],
});
