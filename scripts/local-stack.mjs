// The provider stand-in and the site on free local ports with a throw-away stand-in database: what the
// measuring scripts (`npm run bench`, `npm run lighthouse`) run against. Each server is its own process
// group (npm → tsx → node) and the whole group is ended on stop, on SIGINT/SIGTERM and on error.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

export const ROOT = path.resolve(import.meta.dirname, "..");
export const WEB_DIR = path.join(ROOT, "apps/web");

function portFree(port) {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once("error", () => resolve(false));
    server.listen(port, "127.0.0.1", () => server.close(() => resolve(true)));
  });
}

/** First block of four consecutive free ports from `start` (web, api, creative, main site). */
async function freePortBlock(start) {
  for (let base = start; base < start + 1000; base += 10) {
    const ports = [0, 1, 2, 3].map((i) => base + i);
    const free = await Promise.all(ports.map(portFree));
    if (free.every(Boolean)) return base;
  }
  throw new Error(`no free port block from ${start}`);
}

async function waitFor(url, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  let lastError = "";
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return;
      lastError = `HTTP ${response.status}`;
    } catch (error) {
      lastError = error?.cause?.code ?? error?.message; // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`timed out waiting for ${url} (${lastError})`);
}

/**
 * Starts the stand-in and the site and waits until both answer. `site(ports)` returns how to start the
 * site (`{ command, args, cwd, env }`; `env` is added to the common site variables). `onStop` runs first
 * when the stack stops (e.g. to close a browser). Returns `{ origin, standin, site, stop }`.
 */
export async function startLocalStack({ name, portBase, site, onStop = () => {} }) {
  const log = (text) => process.stderr.write(`[${name}] ${text}\n`);
  const children = [];
  let dataDir = null;
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    onStop();
    for (const child of children) {
      if (child.exitCode === null && child.signalCode === null) {
        try {
          process.kill(-child.pid, "SIGTERM");
        } catch {
          child.kill("SIGTERM");
        }
      }
    }
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  };
  process.once("SIGINT", () => {
    stop();
    process.exit(130);
  });
  process.once("SIGTERM", () => {
    stop();
    process.exit(143);
  });
  const start = (label, command, args, options) => {
    const child = spawn(command, args, { ...options, detached: true, stdio: ["ignore", "pipe", "pipe"] });
    children.push(child);
    let output = "";
    child.output = () => output;
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    child.on("exit", (code) => {
      if (code && !stopping) log(`${label} exited with code ${code}:\n${output.slice(-2000)}`);
    });
    return child;
  };

  const base = await freePortBlock(portBase);
  const [web, api, creative, mainSite] = [0, 1, 2, 3].map((i) => base + i);
  const origin = `http://127.0.0.1:${web}`;
  dataDir = mkdtempSync(path.join(tmpdir(), `adtools-${name}-`));
  log(`ports ${web}–${mainSite}; stand-in data in ${dataDir}`);
  const standin = start("stand-in", "npm", ["run", "start", "--workspace", "apps/api"], {
    cwd: ROOT,
    env: {
      ...process.env,
      API_PORT: String(api),
      CREATIVE_PORT: String(creative),
      MAIN_SITE_PORT: String(mainSite),
      DATA_DIR: dataDir,
      ALLOWED_ORIGINS: origin,
      ALLOWED_REDIRECT_HOSTS: `127.0.0.1:${web}`,
      LATENCY_MS: "0",
    },
  });
  const how = site({ web, api, creative, mainSite });
  const siteProcess = start("site", how.command, how.args, {
    cwd: how.cwd,
    env: {
      ...process.env,
      PORT: String(web),
      HOST: "127.0.0.1",
      STANDIN_ORIGIN: `http://127.0.0.1:${api}`,
      CREATIVE_SITE_HOST: `http://127.0.0.1:${creative}`,
      MAIN_SITE_HOST: `http://127.0.0.1:${mainSite}`,
      AD_TOOLS_SITE_HOST: origin,
      ...how.env,
    },
  });
  try {
    await waitFor(`http://127.0.0.1:${api}/healthz`);
    await waitFor(`${origin}/healthz`);
  } catch (error) {
    for (const child of children) log(`output so far:\n${child.output().slice(-2000)}`);
    stop();
    throw error;
  }
  return { origin, standin, site: siteProcess, stop };
}
