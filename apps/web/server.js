// Node launcher for the site. Production: serves build/ (precompressed assets),
// WEB_CONCURRENCY processes on one port (node:cluster; default one per core),
// immutable hashed assets, and graceful shutdown. `--dev`: the same Express app
// through Vite's dev server with HMR.
import cluster from "node:cluster";
import { readdirSync } from "node:fs";
import { createServer } from "node:http";
import compression from "compression";
import express from "express";

const DEV = process.argv.includes("--dev");
// `--build=<dir>` serves another build folder (parallel e2e runs); default build/.
const BUILD_DIR = process.argv.find((arg) => arg.startsWith("--build="))?.slice("--build=".length) ?? "build";
const started = performance.now();

/**
 * V8 sizes its heap for the machine (here a 4 GB limit), and lets it grow
 * to 4× what was live after each full GC; under many concurrent requests a
 * server then holds 150–250 MB of mostly garbage. A 512 MB limit (15× the
 * ≈ 30 MB a server really keeps) makes V8 grow the heap by ≈ 1.4× instead,
 * and 2 MB semi-spaces keep the young generation from holding 32 MB: RSS
 * ≤ 150 MB per process after load (docs/decisions/004-anonymous-page-cache.md).
 * `npm start` passes them to a single process; cluster workers get them here
 * unless the operator chose their own.
 */
const WORKER_V8_FLAGS = ["--max-semi-space-size=2", "--max-old-space-size=512"];

let serverConfig;
if (!DEV && cluster.isPrimary) {
  // The config lives in the build (config.server.ts, the one reader of the environment).
  const mod = await import(new URL(`./${BUILD_DIR}/server/index.js`, import.meta.url).href);
  const workers = mod.serverConfig.webConcurrency;
  if (workers > 1) {
    runPrimary(workers);
  } else {
    await startServer(mod);
  }
} else {
  await startServer(DEV ? null : await import(new URL(`./${BUILD_DIR}/server/index.js`, import.meta.url).href));
}

/**
 * WEB_CONCURRENCY > 1: this process only forks the servers (they share the
 * port through node:cluster), replaces one that dies, and on SIGTERM/SIGINT
 * passes the signal on and exits when all of them have drained.
 */
function runPrimary(workers) {
  let stopping = false;
  const own = process.execArgv;
  const flags = WORKER_V8_FLAGS.filter((flag) => !own.some((arg) => arg.startsWith(flag.split("=")[0])));
  cluster.setupPrimary({ execArgv: [...own, ...flags] });
  for (let i = 0; i < workers; i++) cluster.fork();
  cluster.on("exit", (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    console.error(`[web] 服务进程 ${worker.process.pid} 已退出（${signal ?? code}），正在重启`);
    cluster.fork();
  });
  const stop = (signal) => {
    if (stopping) return;
    stopping = true;
    console.log(`[web] ${signal} received, stopping ${workers} server processes`);
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill("SIGTERM");
    // Each worker gives up on keep-alive sockets after 5 s; do not outlive them by much.
    setTimeout(() => process.exit(0), 7000).unref();
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
}

async function startServer(mod) {
  const server = express();
  server.disable("x-powered-by");

  if (DEV) {
    const vite = await import("vite");
    const viteDevServer = await vite.createServer({ server: { middlewareMode: true } });
    server.use(viteDevServer.middlewares);
    const mod = await viteDevServer.ssrLoadModule("./server/app.ts");
    serverConfig = mod.serverConfig;
    server.use(async (req, res, next) => {
      try {
        const fresh = await viteDevServer.ssrLoadModule("./server/app.ts");
        return fresh.app(req, res, next);
      } catch (error) {
        if (typeof error === "object" && error instanceof Error) viteDevServer.ssrFixStacktrace(error);
        next(error);
      }
    });
  } else {
    serverConfig = mod.serverConfig;
    // The id of the newest build (spec §4/§7): polled by open tabs, so caches
    // may keep it one second at most. Must come before the immutable /assets.
    // builds/meta/<id>.json never changes and falls through to the rule below.
    server.get("/assets/builds/latest.json", (_req, res) => {
      res.set("Cache-Control", "public, max-age=1");
      res.sendFile("latest.json", { root: `${BUILD_DIR}/client/assets/builds`, cacheControl: false }, (error) => {
        if (error && !res.headersSent) res.status(404).set("Cache-Control", "no-store").json({ error: "not found" });
      });
    });
    // Hashed file names never change content: cache for a year. Files of
    // builds from the last 7 days are copied into each new build
    // (build-tools/build-manifest-plugin.ts), so tabs opened before a deploy
    // can still load their chunks. They go out as the build compressed them
    // (server/static-assets.ts): no per-request gzip. A file written after
    // start-up still comes from the disk.
    server.use(
      "/assets",
      mod.staticAssets(`${BUILD_DIR}/client/assets`),
      express.static(`${BUILD_DIR}/client/assets`, { immutable: true, maxAge: "1y", index: false }),
    );
    // A missing hashed file (an old build's chunk) is a plain 404, never the
    // app's HTML: the client's chunk-reload logic takes it from there.
    server.use("/assets", (_req, res) => {
      res.status(404).set("Cache-Control", "no-store").type("text/plain").send("Not Found");
    });
    // Unhashed public files (favicon, touch icon): short cache. Only their
    // paths reach the static handler, so a page request does not pay a
    // file-system lookup first (it showed in the server's CPU profile).
    const publicFiles = new Set(
      readdirSync(`${BUILD_DIR}/client`, { withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => `/${entry.name}`),
    );
    const servePublic = express.static(`${BUILD_DIR}/client`, { maxAge: "1h", index: false });
    const compress = compression();
    server.use((req, res, next) =>
      publicFiles.has(req.path) ? compress(req, res, () => servePublic(req, res, next)) : next(),
    );
    // The app compresses what it renders itself (server/app.ts): a page
    // from its cache is already compressed.
    server.use(mod.app);
  }

  /**
   * A tool keeps its settings in the query (docs/decisions/008-tool-folders.md), text ones as typed: 5,000
   * Chinese characters of 自定义词典 are 45 KB percent-encoded, past Node's 16 KB default for the request line
   * and headers, and reloading or opening such a link got a bare 431. 64 KB holds them; a request larger still
   * is told why in Chinese instead of an empty page.
   */
  const httpServer = createServer({ maxHeaderSize: 64 * 1024 }, server);
  httpServer.on("clientError", (error, socket) => {
    if (!socket.writable) return socket.destroy();
    const tooLarge = error.code === "HPE_HEADER_OVERFLOW";
    const body = tooLarge
      ? "<!doctype html><meta charset=utf-8><title>链接太长</title><p>链接太长，无法打开。请回到工具页重新设置，或缩短链接里的文字后再试。</p>"
      : "";
    socket.end(
      tooLarge
        ? `HTTP/1.1 431 Request Header Fields Too Large\r\nContent-Type: text/html; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`
        : "HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n",
    );
  });
  httpServer.listen(serverConfig.port, serverConfig.host, () => {
    const ms = Math.round(performance.now() - started);
    console.log(
      `[web] 站点已启动 http://${serverConfig.host}:${serverConfig.port} (${DEV ? "dev" : "production"}, ready in ${ms} ms)`,
    );
  });

  function shutdown(signal) {
    console.log(`[web] ${signal} received, closing connections`);
    httpServer.close(() => process.exit(0));
    httpServer.closeIdleConnections?.();
    // Do not hang forever on keep-alive sockets.
    setTimeout(() => process.exit(0), 5000).unref();
  }
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
}
