/**
 * The build's hashed files (`build/client/assets`), each answered with the brotli or gzip copy the build
 * wrote beside it (build-tools/precompress-plugin.ts), whichever the browser accepts, so a page view
 * costs the server no compression work. Files up to 512 KB are held in memory (the scripts and the
 * stylesheet, ~2 MB with their copies); the large WebAssembly files are streamed from disk.
 *
 * The index is made once at start-up: a path that is not in it (not a build file, `..`, an encoded name)
 * goes to the next handler, which is server.js's disk fallback and then a plain 404. Hashed names never
 * change content, so every answer may be cached for a year (`immutable`); `builds/latest.json` changes
 * with each deploy and has its own route before this one.
 */
import { createReadStream, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { pipeline } from "node:stream";
import type { RequestHandler } from "express";
import { acceptedEncodings, type Encoding } from "./accept-encoding";

interface Representation {
  encoding: Encoding;
  size: number;
  etag: string;
  file: string;
  /** In memory when small enough; otherwise streamed from `file`. */
  body: Buffer | null;
}

interface Asset {
  type: string;
  /** br, gzip, identity: the order we prefer when the browser accepts several equally. */
  representations: Representation[];
}

const TYPES: Record<string, string> = {
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".map": "application/json; charset=utf-8",
  ".wasm": "application/wasm",
  ".svg": "image/svg+xml",
  ".txt": "text/plain; charset=utf-8",
  ".html": "text/html; charset=utf-8",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
};

const SUFFIXES: [Encoding, string][] = [
  ["br", ".br"],
  ["gzip", ".gz"],
];

const IN_MEMORY_UP_TO = 512 * 1024;
const CACHE_CONTROL = "public, max-age=31536000, immutable";
/** Changes with each deploy; served by its own route (server.js). */
const MUTABLE = new Set(["/builds/latest.json"]);

/** The representation to send: the highest q, ties going to the smaller (br, then gzip). */
export function chooseRepresentation(asset: Asset, header: string | undefined): Representation | null {
  const accepted = acceptedEncodings(header);
  let best: Representation | null = null;
  for (const representation of asset.representations) {
    const q = accepted[representation.encoding];
    if (q > 0 && (!best || q > accepted[best.encoding])) best = representation;
  }
  return best;
}

/** Every build file under `root`, keyed by its URL path below the mount point (`/x-hash.js`). */
export function indexAssets(root: string): Map<string, Asset> {
  const index = new Map<string, Asset>();
  let names: string[];
  try {
    names = readdirSync(root, { recursive: true, encoding: "utf8" });
  } catch {
    return index;
  }
  const present = new Set(names);
  for (const name of names) {
    if (name.endsWith(".br") || name.endsWith(".gz")) continue;
    const file = path.join(root, name);
    const stats = statSync(file);
    if (!stats.isFile()) continue;
    const urlPath = "/" + name.split(path.sep).join("/");
    if (MUTABLE.has(urlPath)) continue;
    const tag = `${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}`;
    const representation = (encoding: Encoding, variantFile: string, size: number): Representation => ({
      encoding,
      size,
      etag: `"${tag}${encoding === "identity" ? "" : `-${encoding}`}"`,
      file: variantFile,
      body: size <= IN_MEMORY_UP_TO ? readFileSync(variantFile) : null,
    });
    const representations: Representation[] = [];
    for (const [encoding, suffix] of SUFFIXES) {
      if (present.has(name + suffix))
        representations.push(representation(encoding, file + suffix, statSync(file + suffix).size));
    }
    representations.push(representation("identity", file, stats.size));
    index.set(urlPath, {
      type: TYPES[path.extname(name).toLowerCase()] ?? "application/octet-stream",
      representations,
    });
  }
  return index;
}

/** Express handler for the build's `assets/` folder (mount it at `/assets`). */
export function staticAssets(root: string): RequestHandler {
  const index = indexAssets(root);
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const asset = index.get(req.path);
    if (!asset) return next();
    const chosen = chooseRepresentation(asset, req.headers["accept-encoding"]);
    if (asset.representations.length > 1) res.setHeader("Vary", "Accept-Encoding");
    if (!chosen) {
      res.status(406).setHeader("Cache-Control", "no-store");
      res.type("text/plain").send("Not Acceptable");
      return;
    }
    res.setHeader("Cache-Control", CACHE_CONTROL);
    res.setHeader("ETag", chosen.etag);
    const ifNoneMatch = req.headers["if-none-match"];
    if (ifNoneMatch && ifNoneMatch.split(",").some((tag) => tag.trim().replace(/^W\//, "") === chosen.etag)) {
      res.statusCode = 304;
      res.end();
      return;
    }
    res.setHeader("Content-Type", asset.type);
    res.setHeader("Content-Length", chosen.size);
    if (chosen.encoding !== "identity") res.setHeader("Content-Encoding", chosen.encoding);
    if (req.method === "HEAD") {
      res.end();
      return;
    }
    if (chosen.body) {
      res.end(chosen.body);
      return;
    }
    // pipeline() closes the file when the visitor goes away mid-download, and the socket when the read fails.
    pipeline(createReadStream(chosen.file), res, () => {});
  };
}
