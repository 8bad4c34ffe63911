/**
 * A stand-in + site pair of a test file's own, on this run's port block (PORTS.web + offset … + 3), for
 * tests that stop the provider (SIGSTOP) or configure the site differently without touching any other
 * test. Its stand-in database is a temporary folder, removed on stop.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PORTS } from "./servers";

const webDir = path.resolve(import.meta.dirname, "..");
const apiDir = path.resolve(webDir, "../api");
const origin = (port: number) => `http://127.0.0.1:${port}`;

async function waitFor(url: string) {
  for (let i = 0; i < 150; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not come up`);
}

export type OwnStack = {
  /** The site's origin. */
  web: string;
  /** The stand-in process (SIGSTOP it to make the provider hang). */
  api: ChildProcess;
  stop: () => void;
};

/** Starts the pair and waits until both answer. `siteEnv` is added to the site's environment. */
export async function startOwnStack({
  offset,
  siteEnv,
}: {
  offset: number;
  siteEnv: Record<string, string>;
}): Promise<OwnStack> {
  const port = {
    web: PORTS.web + offset,
    api: PORTS.web + offset + 1,
    creative: PORTS.web + offset + 2,
    mainSite: PORTS.web + offset + 3,
  };
  const web = origin(port.web);
  const dataDir = mkdtempSync(path.join(tmpdir(), "adtools-e2e-own-"));
  const api = spawn(process.execPath, ["--import", "tsx", "src/main.ts"], {
    cwd: apiDir,
    stdio: "ignore",
    env: {
      ...process.env,
      API_PORT: String(port.api),
      CREATIVE_PORT: String(port.creative),
      MAIN_SITE_PORT: String(port.mainSite),
      DATA_DIR: dataDir,
      ALLOWED_ORIGINS: web,
      ALLOWED_REDIRECT_HOSTS: `127.0.0.1:${port.web}`,
    },
  });
  const site = spawn(process.execPath, ["server.js", `--build=${process.env.WEB_BUILD_DIR ?? "build"}`], {
    cwd: webDir,
    stdio: "ignore",
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port.web),
      HOST: "127.0.0.1",
      STANDIN_ORIGIN: origin(port.api),
      CREATIVE_SITE_HOST: origin(port.creative),
      MAIN_SITE_HOST: origin(port.mainSite),
      AD_TOOLS_SITE_HOST: web,
      WEB_CONCURRENCY: "1",
      ...siteEnv,
    },
  });
  const stop = () => {
    if (api.pid && api.exitCode === null) {
      process.kill(api.pid, "SIGCONT");
      api.kill("SIGTERM");
    }
    site.kill("SIGTERM");
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await Promise.all([waitFor(`${origin(port.api)}/materials/healthz`), waitFor(`${web}/healthz`)]);
  } catch (error) {
    stop();
    throw error;
  }
  return { web, api, stop };
}
