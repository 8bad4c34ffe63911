/**
 * Starts the stand-ins: provider APIs, the creative site and the main site's login page,
 * one process and one SQLite file. Migrates and seeds on start so a fresh clone just works.
 */
import { serve, type ServerType } from "@hono/node-server";
import { getConfig } from "./config.ts";
import { prepareDatabase } from "./prepare-db.ts";
import { createProviderApp } from "./provider-app.ts";
import { createCreativeSite } from "./sites/creative-site.ts";
import { createMainSite } from "./sites/main-site.ts";
import type { Deps } from "./deps.ts";

const startedAt = performance.now();
const config = getConfig();
const { db, applied } = prepareDatabase(config.dbFile);
const deps: Deps = { db, config, now: () => new Date() };

const listeners: {
  name: string;
  port: number;
  fetch: (request: Request) => Response | Promise<Response>;
  path: string;
}[] = [
  {
    name: "接口替身 provider APIs",
    port: config.apiPort,
    fetch: createProviderApp(deps).fetch,
    path: "/materials/v1/user/info",
  },
  { name: "创意站替身 creative site", port: config.creativePort, fetch: createCreativeSite(config).fetch, path: "/" },
  {
    name: "主站登录替身 main-site login",
    port: config.mainSitePort,
    fetch: createMainSite(deps).fetch,
    path: "/login",
  },
];

const servers: ServerType[] = [];
let ready = 0;

for (const listener of listeners) {
  const server = serve({ fetch: listener.fetch, port: listener.port, hostname: config.host }, () => {
    console.log(`[api] ${listener.name}: http://${config.host}:${listener.port}${listener.path}`);
    ready += 1;
    if (ready === listeners.length) {
      const ms = Math.round(performance.now() - startedAt);
      console.log(
        `[api] ready in ${ms} ms; database ${config.dbFile}${applied.length ? ` (applied migrations ${applied.join(", ")})` : ""}` +
          (config.latencyMs ? `; LATENCY_MS=${config.latencyMs}` : ""),
      );
    }
  });
  server.on("error", (error: NodeJS.ErrnoException) => {
    console.error(
      error.code === "EADDRINUSE"
        ? `[api] port ${listener.port} is already in use (${listener.name}); stop the other process or set another port`
        : `[api] ${listener.name} failed: ${error.message}`,
    );
    shutdown(1);
  });
  servers.push(server);
}

let stopping = false;
function shutdown(code = 0) {
  if (stopping) return;
  stopping = true;
  // Let in-flight requests finish, then close the database so the WAL is checkpointed.
  Promise.all(servers.map((server) => new Promise<void>((resolve) => server.close(() => resolve())))).finally(() => {
    db.close();
    process.exit(code);
  });
  // Keep-alive connections can hold close() open; don't hang forever.
  setTimeout(() => {
    db.close();
    process.exit(code);
  }, 5_000).unref();
}

process.on("SIGTERM", () => shutdown(0));
process.on("SIGINT", () => shutdown(0));
