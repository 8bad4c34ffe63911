/**
 * The Express app around React Router's handler. Bundled by the SSR build
 * (vite.config.ts) so it shares `config.server.ts` with the app; `server.js`
 * only adds static files, listening and shutdown.
 */
import crypto from "node:crypto";
import { createRequestHandler } from "@react-router/express";
import express from "express";
import { RouterContextProvider } from "react-router";
import { serverConfig } from "../app/config.server";
import { requestInfoContext } from "../app/context";
import { controlCharacterRedirect } from "./control-character-redirect";
import { securityHeaders } from "./security-headers";

export { serverConfig };

export const app = express();

app.disable("x-powered-by");
if (serverConfig.trustProxy) app.set("trust proxy", true);

app.get("/healthz", (_req, res) => {
  res.set("Cache-Control", "no-store").json({ ok: true });
});

app.use(controlCharacterRedirect);

app.use((req, res, next) => {
  const nonce = crypto.randomBytes(16).toString("base64");
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
  createRequestHandler({
    build: () =>
      import("virtual:react-router/server-build"),
    getLoadContext(req, res) {
      const context = new RouterContextProvider();
      context.set(requestInfoContext, {
        nonce: String(res.locals.nonce),
        secure: req.secure,
        publicConfig: serverConfig.public,
      });
      return context;
    },
  }),
);
