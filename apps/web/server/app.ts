/**
 * The Express app around React Router's handler. Bundled by the SSR build
 * (vite.config.ts) so it shares `config.server.ts` with the app; `server.js`
 * only adds static files, listening and shutdown.
 */
import crypto from "node:crypto";
import compression from "compression";
import express from "express";
import { RouterContextProvider } from "react-router";
import { serverConfig } from "../app/config.server";
import { renderReportContext, requestInfoContext } from "../app/context";
import { BUILD_ID } from "../app/deploy/build-manifest";
import { controlCharacterRedirect } from "./control-character-redirect";
import { createPageCache } from "./page-cache";
import { createPageHandler } from "./page-cache-handler";
import { securityHeaders } from "./security-headers";

export { serverConfig };
// server.js serves the build's hashed files with it (production only).
export { staticAssets } from "./static-assets";

export const app = express();

app.disable("x-powered-by");
if (serverConfig.trustProxy) app.set("trust proxy", true);

app.get("/healthz", (_req, res) => {
  res.set("Cache-Control", "no-store").json({ ok: true });
});

app.use(controlCharacterRedirect);

app.use((req, res, next) => {
  const nonce = newNonce();
  res.locals.nonce = nonce;
  const defaults = securityHeaders(nonce, serverConfig.public, req.secure);
  for (const [name, value] of Object.entries(defaults)) res.setHeader(name, value);
  // React Router's adapter copies the app's headers with res.append(). For
  // the headers we preset, a route's own value (e.g. Referrer-Policy:
  // no-referrer on the token redirect) must replace ours, not sit beside it.
  const preset = new Set(Object.keys(defaults).map((name) => name.toLowerCase()));
  const append = res.append.bind(res);
  res.append = (field: string, value?: string | string[]) => {
    const key = field.toLowerCase();
    if (preset.has(key) && value !== undefined) {
      preset.delete(key);
      res.setHeader(field, value);
      return res;
    }
    return append(field, value);
  };
  next();
});

app.use(
  createPageHandler({
    build: () => import("virtual:react-router/server-build"),
    mode: serverConfig.isProduction ? "production" : "development",
    buildId: BUILD_ID,
    newNonce,
    compress: (req, res) => compressor(req, res, () => {}),
    // Per process, like everything else here: each cluster worker keeps its
    // own (docs/decisions/004-anonymous-page-cache.md).
    // Off in development: an edited component must show on the next reload.
    cache:
      serverConfig.pageCache.enabled && serverConfig.isProduction ? createPageCache(serverConfig.pageCache) : undefined,
    getLoadContext({ nonce, secure, report }) {
      const context = new RouterContextProvider();
      context.set(requestInfoContext, { nonce, secure, publicConfig: serverConfig.public });
      context.set(renderReportContext, report);
      return context;
    },
  }),
);

/** On-the-fly gzip for what the page handler renders (not for pages it serves from the cache). */
const compressor = compression();

/**
 * 128 random bits per response (CSP nonce), in base64 as CSP expects. The bytes come from the CSPRNG 4 KB at a
 * time, each used once: one call per response was 3 % of a cached page's CPU (decision 004, as
 * `crypto.randomUUID()` batches its own).
 */
const NONCE_BYTES = 16;
const noncePool = Buffer.alloc(NONCE_BYTES * 256);
let nonceAt = noncePool.length;

function newNonce(): string {
  if (nonceAt === noncePool.length) {
    crypto.randomFillSync(noncePool);
    nonceAt = 0;
  }
  const nonce = noncePool.toString("base64", nonceAt, nonceAt + NONCE_BYTES);
  nonceAt += NONCE_BYTES;
  return nonce;
}
