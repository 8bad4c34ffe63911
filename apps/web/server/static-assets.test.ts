/**
 * The build's hashed files over real HTTP (Express on a free port), from a folder written the way the
 * build writes it: precompressPlugin's copies beside the files.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import express from "express";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { precompressDirectory } from "../build-tools/precompress-plugin";
import { staticAssets } from "./static-assets";

const script = `export const greeting = "你好";\n`.repeat(200);
const wasm = Buffer.alloc(4096, 7);
// Above the in-memory limit: streamed from disk.
const large = Buffer.from(Array.from({ length: 600 * 1024 }, (_, i) => (i * 2654435761) >>> 24));
let dir: string;
let server: Server;
let origin: string;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), "static-assets-"));
  writeFileSync(path.join(dir, "entry-abc123.js"), script);
  writeFileSync(path.join(dir, "tiny-abc123.js"), "export {};\n");
  writeFileSync(path.join(dir, "module-abc123.wasm"), wasm);
  writeFileSync(path.join(dir, "large-abc123.wasm"), large);
  mkdirSync(path.join(dir, "builds/meta"), { recursive: true });
  writeFileSync(path.join(dir, "builds/latest.json"), JSON.stringify({ id: "b1" }));
  writeFileSync(path.join(dir, "builds/meta/b1.json"), JSON.stringify({ id: "b1", assets: ["x".repeat(2000)] }));
  await precompressDirectory(dir);
  const app = express();
  app.use("/assets", staticAssets(dir), (_req, res) => {
    res.status(404).type("text/plain").send("fell through");
  });
  server = await new Promise<Server>((resolve) => {
    const s = app.listen(0, "127.0.0.1", () => resolve(s));
  });
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => {
  server?.close();
  rmSync(dir, { recursive: true, force: true });
});

/** Node's fetch would decode the body itself: read the raw bytes through http instead. */
async function get(urlPath: string, headers: Record<string, string> = {}, method = "GET") {
  const { request } = await import("node:http");
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>(
    (resolve, reject) => {
      const req = request(origin + urlPath, { method, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      });
      req.on("error", reject);
      req.end();
    },
  );
}

describe("precompressDirectory", () => {
  test("writes brotli and gzip copies that decode to the file, skipping tiny files and the copies' own kind", async () => {
    const { brotliDecompressSync } = await import("node:zlib");
    const { existsSync, readFileSync } = await import("node:fs");
    expect(brotliDecompressSync(readFileSync(path.join(dir, "entry-abc123.js.br"))).toString()).toBe(script);
    expect(gunzipSync(readFileSync(path.join(dir, "entry-abc123.js.gz"))).toString()).toBe(script);
    expect(existsSync(path.join(dir, "tiny-abc123.js.br"))).toBe(false);
    expect(existsSync(path.join(dir, "builds/meta/b1.json.br"))).toBe(true);
    // A second run (old builds' files carried into a new build) finds nothing left to do.
    expect(await precompressDirectory(dir)).toBe(0);
  });
});

describe("staticAssets", () => {
  test("a browser that accepts brotli gets the brotli copy, cacheable for a year", async () => {
    const { brotliDecompressSync } = await import("node:zlib");
    const response = await get("/assets/entry-abc123.js", { "Accept-Encoding": "gzip, deflate, br, zstd" });
    expect(response.status).toBe(200);
    expect(response.headers["content-encoding"]).toBe("br");
    expect(response.headers["content-type"]).toBe("text/javascript; charset=utf-8");
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(response.headers["vary"]).toBe("Accept-Encoding");
    expect(Number(response.headers["content-length"])).toBe(response.body.length);
    expect(brotliDecompressSync(response.body).toString()).toBe(script);
  });

  test("gzip when brotli is not accepted, the file itself when nothing is", async () => {
    const gz = await get("/assets/entry-abc123.js", { "Accept-Encoding": "gzip" });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gz.body).toString()).toBe(script);
    const refused = await get("/assets/entry-abc123.js", { "Accept-Encoding": "br;q=0, gzip;q=0.5" });
    expect(refused.headers["content-encoding"]).toBe("gzip");
    const plain = await get("/assets/entry-abc123.js");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.toString()).toBe(script);
  });

  test("WebAssembly gets its type; a file too small to compress goes out as it is", async () => {
    const module = await get("/assets/module-abc123.wasm", { "Accept-Encoding": "br" });
    expect(module.headers["content-type"]).toBe("application/wasm");
    const streamed = await get("/assets/large-abc123.wasm");
    expect(streamed.headers["content-encoding"]).toBeUndefined();
    expect(Number(streamed.headers["content-length"])).toBe(large.length);
    expect(streamed.body.equals(large)).toBe(true);
    const tiny = await get("/assets/tiny-abc123.js", { "Accept-Encoding": "br" });
    expect(tiny.headers["content-encoding"]).toBeUndefined();
    expect(tiny.headers["vary"]).toBeUndefined();
    expect(tiny.body.toString()).toBe("export {};\n");
  });

  test("HEAD has the headers and no body; a matching If-None-Match gets 304", async () => {
    const head = await get("/assets/entry-abc123.js", { "Accept-Encoding": "br" }, "HEAD");
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(Number(head.headers["content-length"])).toBeGreaterThan(0);
    const etag = String(head.headers["etag"]);
    const again = await get("/assets/entry-abc123.js", { "Accept-Encoding": "br", "If-None-Match": etag });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    // The gzip copy is another representation: its tag differs.
    const gz = await get("/assets/entry-abc123.js", { "Accept-Encoding": "gzip", "If-None-Match": etag });
    expect(gz.status).toBe(200);
  });

  test("anything not in the build's index falls through: unknown names, climbing paths, latest.json, other methods", async () => {
    for (const urlPath of [
      "/assets/missing-abc123.js",
      "/assets/x/%2e%2e%2fentry-abc123.js",
      "/assets/builds/latest.json",
      "/assets/entry-abc123.js.br",
    ]) {
      const response = await get(urlPath, { "Accept-Encoding": "br" });
      expect(response.body.toString(), urlPath).toBe("fell through");
    }
    // The client resolves these to /entry-abc123.js, outside the mount point.
    for (const urlPath of ["/assets/../entry-abc123.js", "/assets/%2e%2e/entry-abc123.js"]) {
      const climbing = await get(urlPath);
      expect(climbing.status).toBe(404);
      expect(climbing.body.toString()).not.toContain("greeting");
    }
    const post = await get("/assets/entry-abc123.js", {}, "POST");
    expect(post.body.toString()).toBe("fell through");
    const meta = await get("/assets/builds/meta/b1.json", { "Accept-Encoding": "gzip" });
    expect(meta.headers["content-type"]).toBe("application/json; charset=utf-8");
  });
});
