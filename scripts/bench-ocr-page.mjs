// What the OCR benches share (scripts/bench-ocr.mjs, scripts/bench-ocr-video.mjs): the bench page
// (apps/web/bench/ocr, built with Vite on its own), a local static server for it and for the
// evaluation files, Chromium's headless shell, and the CPU time of the browser's processes — the
// figure a shared machine's load does not inflate.
import { spawnSync } from "node:child_process";
import { createReadStream, existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import { chromium } from "@playwright/test";
import { E2E_BROWSER } from "./e2e-browser.mjs";

export const WEB = path.resolve(import.meta.dirname, "../apps/web");
const BUILD = path.join(WEB, "build-bench-ocr");

const TYPES = {
  ".html": "text/html",
  ".js": "text/javascript",
  ".wasm": "application/wasm",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".txt": "text/plain",
  ".mp4": "video/mp4",
};

/** CPU seconds used so far by the process `rootPid` and all its descendants (Linux /proc). */
export function cpuSeconds(rootPid) {
  if (!existsSync("/proc/self/stat")) return NaN;
  const stats = [];
  for (const name of readdirSync("/proc")) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const text = readFileSync(`/proc/${name}/stat`, "utf8");
      const fields = text.slice(text.lastIndexOf(")") + 2).split(" ");
      stats.push({ pid: Number(name), ppid: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) });
    } catch {
      // The process ended meanwhile.
    }
  }
  const tree = new Set([rootPid]);
  for (let grew = true; grew;) {
    grew = false;
    for (const s of stats) {
      if (!tree.has(s.pid) && tree.has(s.ppid)) {
        tree.add(s.pid);
        grew = true;
      }
    }
  }
  return stats.filter((s) => tree.has(s.pid)).reduce((a, s) => a + s.ticks, 0) / 100;
}

/**
 * Builds the bench page when asked or missing, serves it and `mounts` (URL prefix → folder), opens
 * it in the headless shell and waits for `window.ocrBench`. `isolate`: COOP + COEP credentialless on
 * every answer, so the page is cross-origin isolated and ONNX Runtime may start wasm threads.
 */
/** Newest modification time of the files under `dir` (0 when it does not exist). */
function newestMtime(dir) {
  if (!existsSync(dir)) return 0;
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

/**
 * A page built before the last change of the engine or of the bench page measures old code: the real-image
 * figures once read 79 % instead of 96 % from a page built before the direction classifier landed.
 */
function stale() {
  const entry = path.join(BUILD, "index.html");
  if (!existsSync(entry)) return true;
  const sources = Math.max(
    newestMtime(path.join(WEB, "app/tools/engines/ocr")),
    newestMtime(path.join(WEB, "app/tools/compliance/video-subtitle-check")),
    newestMtime(path.join(WEB, "app/tools/media/copyright-risk")),
    newestMtime(path.join(WEB, "bench/ocr")),
    statSync(path.join(WEB, "package.json")).mtimeMs,
  );
  return statSync(entry).mtimeMs < sources;
}

export async function openBenchPage({ rebuild = false, mounts = {}, isolate = false, log = () => {} }) {
  if (rebuild || stale()) {
    log("building the bench page…");
    const r = spawnSync("npx", ["vite", "build", "--config", "bench/ocr/vite.config.ts"], {
      cwd: WEB,
      stdio: "inherit",
    });
    if (r.status !== 0) process.exit(r.status ?? 1);
  }
  const server = http.createServer((req, res) => {
    const url = new URL(req.url, "http://x");
    const mount = Object.keys(mounts).find((m) => url.pathname.startsWith(m));
    const root = mount ? mounts[mount] : BUILD;
    const file = mount
      ? path.join(root, url.pathname.slice(mount.length))
      : path.join(BUILD, url.pathname === "/" ? "index.html" : url.pathname);
    if (!file.startsWith(root)) return res.writeHead(403).end();
    if (!existsSync(file) || !statSync(file).isFile()) return res.writeHead(404).end();
    res.writeHead(200, {
      "content-type": TYPES[path.extname(file)] ?? "application/octet-stream",
      "content-length": statSync(file).size,
      ...(isolate
        ? { "cross-origin-opener-policy": "same-origin", "cross-origin-embedder-policy": "credentialless" }
        : {}),
    });
    createReadStream(file).pipe(res);
  });
  await new Promise((r) => server.listen(0, "127.0.0.1", r));
  const origin = `http://127.0.0.1:${server.address().port}`;
  const browser = await chromium.launch({ executablePath: E2E_BROWSER });
  // Playwright's own launcher process is the browser's parent; the browser is its only child.
  const browserPid = (() => {
    for (const n of readdirSync("/proc").filter((x) => /^\d+$/.test(x))) {
      try {
        const text = readFileSync(`/proc/${n}/stat`, "utf8");
        if (Number(text.slice(text.lastIndexOf(")") + 2).split(" ")[1]) === process.pid && /chrom|headless/.test(text))
          return Number(n);
      } catch {
        // gone
      }
    }
    return -1;
  })();
  const page = await browser.newPage();
  page.on("pageerror", (e) => log(`page error: ${e.message}`));
  await page.goto(origin);
  await page.waitForFunction(() => "ocrBench" in globalThis);
  return {
    page,
    browserPid,
    async close() {
      await browser.close();
      server.close();
    },
  };
}
