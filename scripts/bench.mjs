// `npm run bench`: first-load weight and server throughput of the four screens
// against the production build, with the provider stand-in running locally.
//
// For each screen it prints the gzip bytes of every JS and CSS file the
// server-rendered HTML references or preloads (script src, modulepreload,
// stylesheet links and the module URLs in the inline hydration script), and
// the result of a bounded load run of anonymous requests (N concurrent
// keep-alive fetches for a few seconds): requests per second and latency
// percentiles, and the CPU time the site and the stand-in spent per request
// (Linux: read from /proc; throughput on a shared machine moves with whatever
// else runs, CPU per request much less, and it shows which side the time
// goes to). Targets (the performance standard in docs/conventions.md): JS ≤ 150 KB gzip, CSS ≤ 20 KB gzip per
// screen. It measures; it is not a test. `--check` exits 1 when a target is
// missed.
//
// Options (env): BENCH_BUILD_DIR (default "build", under apps/web),
// BENCH_PORT_BASE (first port to try, default 6100; fetch refuses 6000, an X11 "bad port"), BENCH_SECONDS (per
// screen, default 5), BENCH_CONCURRENCY (default 20). Flags: --rebuild,
// --check, --json.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";

const ROOT = path.resolve(import.meta.dirname, "..");
const WEB_DIR = path.join(ROOT, "apps/web");
const BUILD_DIR = process.env.BENCH_BUILD_DIR ?? "build";
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 20);
const PORT_BASE = Number(process.env.BENCH_PORT_BASE ?? 6100);
const FLAGS = new Set(process.argv.slice(2));

const SCREENS = [
  { path: "/home", name: "首页" },
  { path: "/tools-index", name: "工具大全" },
  { path: "/template-community", name: "模板社区" },
  { path: "/vip", name: "会员中心" },
];
const TARGET_JS = 150 * 1024;
const TARGET_CSS = 20 * 1024;

const children = [];
let dataDir = null;
let stopping = false;

function log(text) {
  process.stderr.write(`[bench] ${text}\n`);
}

function stopAll() {
  for (const child of children) {
    if (child.exitCode === null && child.signalCode === null) {
      // Each server runs in its own process group (npm → tsx → node): end the group.
      try {
        process.kill(-child.pid, "SIGTERM");
      } catch {
        child.kill("SIGTERM");
      }
    }
  }
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}

process.on("SIGINT", () => {
  stopAll();
  process.exit(130);
});
process.on("SIGTERM", () => {
  stopAll();
  process.exit(143);
});

function portFree(port) {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once("error", () => resolve(false));
    server.listen(port, "127.0.0.1", () => server.close(() => resolve(true)));
  });
}

/** First block of five consecutive free ports from `start` (web, api, creative, main site). */
async function freePortBlock(start) {
  for (let base = start; base < start + 1000; base += 10) {
    const ports = [0, 1, 2, 3].map((i) => base + i);
    const free = await Promise.all(ports.map(portFree));
    if (free.every(Boolean)) return base;
  }
  throw new Error(`no free port block from ${start}`);
}

function start(name, command, args, options) {
  const child = spawn(command, args, { ...options, detached: true, stdio: ["ignore", "pipe", "pipe"] });
  children.push(child);
  let output = "";
  child.output = () => output;
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  child.on("exit", (code) => {
    if (code && !stopping) log(`${name} exited with code ${code}:\n${output.slice(-2000)}`);
  });
  return child;
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

/** Every asset URL the HTML makes the browser load before the page is interactive. */
export function firstLoadAssets(html) {
  const js = new Set();
  const css = new Set();
  for (const match of html.matchAll(/<link\b[^>]*>/gi)) {
    const tag = match[0];
    const href = tag.match(/\bhref="([^"]+)"/i)?.[1];
    const rel = tag.match(/\brel="([^"]+)"/i)?.[1]?.toLowerCase() ?? "";
    if (!href) continue;
    if (rel.split(/\s+/).includes("stylesheet")) css.add(href);
    else if (rel === "modulepreload") js.add(href);
  }
  for (const match of html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/gi)) js.add(match[1]);
  // The hydration script imports the entry and route modules by URL.
  for (const match of html.matchAll(/import\s*\(?\s*["']([^"']+\.js)["']/g)) js.add(match[1]);
  for (const match of html.matchAll(/import\s+[^"']*from\s*["']([^"']+\.js)["']/g)) js.add(match[1]);
  // The modules started after the first paint (app/components/deferred-scripts.tsx): its JSON lists them all.
  for (const match of html.matchAll(/"preloads":(\[[^\]]*\])/g)) for (const url of JSON.parse(match[1])) js.add(url);
  return { js: [...js], css: [...css] };
}

async function gzipBytes(origin, url) {
  const response = await fetch(new URL(url, origin), { headers: { "Accept-Encoding": "identity" } });
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  const body = Buffer.from(await response.arrayBuffer());
  return gzipSync(body, { level: 9 }).length;
}

async function weigh(origin, screenPath) {
  const response = await fetch(new URL(screenPath, origin));
  const html = await response.text();
  const assets = firstLoadAssets(html);
  const sum = async (urls) => (await Promise.all(urls.map((u) => gzipBytes(origin, u)))).reduce((a, b) => a + b, 0);
  return {
    status: response.status,
    html: gzipSync(Buffer.from(html), { level: 9 }).length,
    js: await sum(assets.js),
    jsFiles: assets.js.length,
    css: await sum(assets.css),
    cssFiles: assets.css.length,
  };
}

const CLOCK_TICKS = Number(spawnSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).stdout?.trim()) || 100;

/**
 * CPU time (ms) used so far by the live processes of a process group (each
 * server runs in its own group; the stand-in is npm → tsx → node). null where
 * there is no /proc.
 */
function groupCpuMs(pgid) {
  let entries;
  try {
    entries = readdirSync("/proc");
  } catch {
    return null;
  }
  let ticks = 0;
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    let stat;
    try {
      stat = readFileSync(`/proc/${entry}/stat`, "utf8");
    } catch {
      continue; // exited meanwhile
    }
    // After "pid (comm) ": state ppid pgrp … utime (14th field) stime (15th).
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    if (Number(fields[2]) === pgid) ticks += Number(fields[11]) + Number(fields[12]);
  }
  return (ticks * 1000) / CLOCK_TICKS;
}

function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/**
 * N workers, each fetching in a loop until the time is up; anonymous (no
 * cookie). `groups`: process groups whose CPU time per request to report.
 */
async function load(origin, screenPath, groups) {
  const url = new URL(screenPath, origin);
  const latencies = [];
  let errors = 0;
  const end = performance.now() + SECONDS * 1000;
  const worker = async () => {
    while (performance.now() < end) {
      const t0 = performance.now();
      try {
        const response = await fetch(url, { headers: { "Accept-Encoding": "gzip" } });
        await response.arrayBuffer();
        if (response.ok) latencies.push(performance.now() - t0);
        else errors += 1;
      } catch {
        errors += 1;
      }
    }
  };
  const cpuBefore = Object.fromEntries(Object.entries(groups).map(([name, pgid]) => [name, groupCpuMs(pgid)]));
  const started = performance.now();
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const cpuPerRequest = (name) => {
    const before = cpuBefore[name];
    const after = groupCpuMs(groups[name]);
    const count = latencies.length + errors;
    return before === null || after === null || count === 0 ? null : (after - before) / count;
  };
  return {
    siteCpu: cpuPerRequest("site"),
    standinCpu: cpuPerRequest("standin"),
    requests: latencies.length,
    errors,
    rps: latencies.length / elapsed,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
  };
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

function table(rows) {
  const header = ["页面", "路径", "JS gzip", "CSS gzip", "HTML gzip", "req/s", "p50", "p95", "站点 CPU/请求", "替身 CPU/请求", "目标"];
  const cpu = (ms) => (ms === null ? "–" : `${ms.toFixed(2)} ms`);
  const lines = rows.map((r) => [
    r.name,
    r.path,
    `${kb(r.js)} (${r.jsFiles})`,
    `${kb(r.css)} (${r.cssFiles})`,
    kb(r.html),
    r.rps.toFixed(0),
    `${r.p50.toFixed(1)} ms`,
    `${r.p95.toFixed(1)} ms`,
    cpu(r.siteCpu),
    cpu(r.standinCpu),
    r.withinTargets ? "✓" : `✗${r.js > TARGET_JS ? " JS" : ""}${r.css > TARGET_CSS ? " CSS" : ""}${r.status !== 200 ? ` HTTP ${r.status}` : ""}${r.errors ? ` ${r.errors} 错误` : ""}`,
  ]);
  // CJK characters take two columns in a terminal.
  const width = (text) => [...text].reduce((w, ch) => w + (/[\u2e80-\uffff]/.test(ch) && ch !== "✓" && ch !== "✗" ? 2 : 1), 0);
  const cols = header.map((_, i) => Math.max(width(header[i]), ...lines.map((l) => width(l[i]))));
  const fmt = (cells) => cells.map((c, i) => c + " ".repeat(cols[i] - width(c))).join("  ");
  return [fmt(header), cols.map((w) => "-".repeat(w)).join("  "), ...lines.map(fmt)].join("\n");
}

async function main() {
  const buildEntry = path.join(WEB_DIR, BUILD_DIR, "server/index.js");
  if (FLAGS.has("--rebuild") || !existsSync(buildEntry)) {
    log(`building apps/web into ${BUILD_DIR}/ …`);
    const result = spawnSync("npx", ["react-router", "build"], {
      cwd: WEB_DIR,
      stdio: ["ignore", "ignore", "inherit"],
      env: { ...process.env, WEB_BUILD_DIR: BUILD_DIR },
    });
    if (result.status !== 0) throw new Error("build failed");
  }

  const base = await freePortBlock(PORT_BASE);
  const [web, api, creative, mainSite] = [0, 1, 2, 3].map((i) => base + i);
  const origin = `http://127.0.0.1:${web}`;
  dataDir = mkdtempSync(path.join(tmpdir(), "adtools-bench-"));
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
  const site = start("site", "node", ["server.js", `--build=${BUILD_DIR}`], {
    cwd: WEB_DIR,
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(web),
      HOST: "127.0.0.1",
      STANDIN_ORIGIN: `http://127.0.0.1:${api}`,
      CREATIVE_SITE_HOST: `http://127.0.0.1:${creative}`,
      MAIN_SITE_HOST: `http://127.0.0.1:${mainSite}`,
      AD_TOOLS_SITE_HOST: origin,
    },
  });
  try {
    await waitFor(`http://127.0.0.1:${api}/healthz`);
    await waitFor(`${origin}/healthz`);
  } catch (error) {
    for (const child of children) log(`output so far:\n${child.output().slice(-2000)}`);
    throw error;
  }

  const rows = [];
  for (const screen of SCREENS) {
    log(`${screen.path}: weighing assets, then ${SECONDS}s × ${CONCURRENCY} concurrent requests`);
    const weight = await weigh(origin, screen.path);
    // Warm up (JIT, stand-in caches) before measuring.
    await Promise.all(Array.from({ length: 5 }, () => fetch(new URL(screen.path, origin)).then((r) => r.arrayBuffer())));
    // Detached children lead their own process group: pgid = pid.
    const run = await load(origin, screen.path, { site: site.pid, standin: standin.pid });
    rows.push({
      ...screen,
      ...weight,
      ...run,
      withinTargets: weight.status === 200 && weight.js <= TARGET_JS && weight.css <= TARGET_CSS && run.errors === 0,
    });
  }

  if (FLAGS.has("--json")) console.log(JSON.stringify(rows, null, 2));
  else {
    console.log(`\n首屏资源（gzip，-9）与匿名访问吞吐（${CONCURRENCY} 并发 × ${SECONDS} 秒，生产构建 ${BUILD_DIR}/，Node ${process.version}）`);
    console.log(`目标：每页 JS ≤ ${kb(TARGET_JS)}，CSS ≤ ${kb(TARGET_CSS)}；括号内为文件数\n`);
    console.log(table(rows));
    console.log("");
  }
  return rows.every((r) => r.withinTargets);
}

try {
  const ok = await main();
  stopping = true;
  stopAll();
  if (!ok && FLAGS.has("--check")) process.exitCode = 1;
} catch (error) {
  stopping = true;
  stopAll();
  console.error(`[bench] ${error instanceof Error ? error.message : error}`);
  process.exitCode = 1;
}

// Tool families' own figures (engine quality and speed, counting speed, typing cost), each
// script printing its table: scripts/bench-compliance.mjs, scripts/bench-copy.mjs. Skipped
// with --json so the output stays one JSON document.
if (!FLAGS.has("--json")) {
  for (const script of ["bench-compliance.mjs", "bench-copy.mjs"]) {
    const run = spawnSync(process.execPath, [path.join(ROOT, "scripts", script), ...(FLAGS.has("--check") ? ["--check"] : [])], {
      stdio: "inherit",
    });
    if (run.status !== 0) process.exitCode = 1;
  }
}
