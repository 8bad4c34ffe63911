/**
 * Brotli and gzip copies of the client build's files, written beside them at build time (`x.js.br`,
 * `x.js.gz`); server/static-assets.ts sends the copy a browser accepts.
 *
 * Why at build time: compressing each response cost the server 2–4 ms of CPU per script, about 50 ms per
 * page view (more than answering the page itself from the page cache), and the best brotli quality, far
 * too slow per request, is 10–20 % smaller than on-the-fly gzip: less to download on a phone.
 *
 * Runs after build-manifest-plugin has copied earlier builds' files into `assets/` (grace period), so
 * those get copies too; a file whose copy exists already is left alone.
 */
import { existsSync } from "node:fs";
import { readdir, readFile, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { Plugin } from "vite";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Files worth compressing (images and fonts the build emits are compressed formats already). */
const COMPRESSIBLE = /\.(?:js|mjs|css|json|svg|wasm|txt|map|html)$/;
/** Below this a compressed copy saves less than its headers cost. */
const MIN_BYTES = 1024;
/** Brotli at 11 takes ~1 s per MB: the two large WebAssembly files get 9 (a few % bigger, 10× faster). */
const BEST_QUALITY_UP_TO = 1024 * 1024;

export const COMPRESSED_SUFFIXES = { br: ".br", gzip: ".gz" } as const;

/**
 * `fast`: the e2e build's settings (brotli 4, gzip 6). The browser still gets the compressed copies, so the
 * tests exercise the same path, but compressing the e2e build at the best quality took about half of its
 * CPU time on every `npm test` (docs/decisions/020-test-run-time.md).
 */
type Effort = "best" | "fast";

function compressors(
  size: number,
  text: boolean,
  effort: Effort,
): [suffix: string, compress: (data: Buffer) => Promise<Buffer>][] {
  return [
    [
      COMPRESSED_SUFFIXES.br,
      (data) =>
        brotli(data, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: effort === "fast" ? 4 : size <= BEST_QUALITY_UP_TO ? 11 : 9,
            [constants.BROTLI_PARAM_MODE]: text ? constants.BROTLI_MODE_TEXT : constants.BROTLI_MODE_GENERIC,
            [constants.BROTLI_PARAM_SIZE_HINT]: size,
          },
        }),
    ],
    [COMPRESSED_SUFFIXES.gzip, (data) => gzipAsync(data, { level: effort === "fast" ? 6 : 9 })],
  ];
}

/**
 * Writes `<file>.br` and `<file>.gz` for every compressible file under `dir` (recursively) that has none
 * yet, when the copy is at least 5 % smaller. Returns how many copies were written.
 */
export async function precompressDirectory(dir: string, effort: Effort = "best"): Promise<number> {
  if (!existsSync(dir)) return 0;
  const files = (await readdir(dir, { recursive: true, encoding: "utf8" })).filter((file) => COMPRESSIBLE.test(file));
  let written = 0;
  // zlib's async calls run on libuv's thread pool, so the files compress side by side.
  await Promise.all(
    files.map(async (file) => {
      const full = path.join(dir, file);
      const { size } = await stat(full);
      if (size < MIN_BYTES) return;
      const data = await readFile(full);
      for (const [suffix, compress] of compressors(size, !file.endsWith(".wasm"), effort)) {
        if (existsSync(full + suffix)) continue;
        const compressed = await compress(data);
        if (compressed.length > size * 0.95) continue;
        await writeFile(full + suffix, compressed);
        written += 1;
      }
    }),
  );
  return written;
}

export function precompressPlugin(): Plugin {
  let effort: Effort = "best";
  return {
    name: "adtools:precompress",
    apply: "build",
    configResolved(config) {
      effort = config.mode === "e2e" ? "fast" : "best";
    },
    writeBundle: {
      // After every other plugin's writeBundle (build-manifest-plugin copies old builds' files there).
      order: "post",
      sequential: true,
      async handler(outputOptions) {
        if (this.environment.name !== "client" || !outputOptions.dir) return;
        const written = await precompressDirectory(path.join(outputOptions.dir, "assets"), effort);
        this.environment.logger.info(`[precompress] ${written} brotli/gzip copies written (${effort})`);
      },
    },
  };
}
