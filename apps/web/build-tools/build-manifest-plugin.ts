/**
 * Build identity (spec §4 and §7, the original's Nuxt app manifest).
 *
 * Every `react-router build` gets a fresh random id (Nuxt does the same) and:
 * - `__BUILD_ID__` is defined as that id in the client and server code
 *   (app/deploy/build-manifest.ts), "dev" under the dev server;
 * - the client build gains `assets/builds/latest.json` = {id, timestamp}
 *   and `assets/builds/meta/<id>.json` = {id, timestamp, prerendered: [], assets}
 *   where `assets` lists this build's hashed files (server.js sets the caching);
 * - grace period for the previous builds' hashed assets: a tab opened before a
 *   deploy still asks for its old chunks. The build directory is wiped before
 *   every build, so the plugin reads the old build's `meta/*.json` first and
 *   copies the files of every build younger than `graceMs` (and those metas)
 *   into the new `assets/`. Hashed names never collide, so nothing new is
 *   overwritten. Files of older builds are dropped.
 */
import { randomUUID } from "node:crypto";
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Plugin } from "vite";

export interface BuildManifestOptions {
  /** How long old builds' assets stay servable after a newer build. Default 7 days. */
  graceMs?: number;
  /** Injected for tests. */
  now?: () => number;
  id?: string;
}

export interface BuildMetaFile {
  id: string;
  timestamp: number;
  prerendered: string[];
  assets: string[];
}

const DEFAULT_GRACE_MS = 7 * 24 * 60 * 60 * 1000;

/** Reads the build metas in `<clientOutDir>/assets/builds/meta`; unreadable ones are skipped. */
export function readBuildMetas(clientOutDir: string): BuildMetaFile[] {
  const dir = path.join(clientOutDir, "assets/builds/meta");
  if (!existsSync(dir)) return [];
  const metas: BuildMetaFile[] = [];
  for (const name of readdirSync(dir)) {
    if (!name.endsWith(".json")) continue;
    try {
      const meta = JSON.parse(readFileSync(path.join(dir, name), "utf8")) as Partial<BuildMetaFile>;
      if (typeof meta.id === "string" && typeof meta.timestamp === "number" && Array.isArray(meta.assets)) {
        metas.push(meta as BuildMetaFile);
      }
    } catch {
      // A broken meta only costs its build's grace period.
    }
  }
  return metas;
}

/**
 * Files (relative to the client out dir) to keep from earlier builds: those
 * of builds younger than the grace period, plus their meta files.
 */
export function filesToCarry(metas: BuildMetaFile[], now: number, graceMs: number): string[] {
  const keep = new Set<string>();
  for (const meta of metas) {
    if (now - meta.timestamp > graceMs) continue;
    keep.add(`assets/builds/meta/${meta.id}.json`);
    for (const file of meta.assets) {
      // Only hashed files under assets/, never a path that climbs out.
      if (file.startsWith("assets/") && !file.split("/").includes("..") && file !== "assets/builds/latest.json")
        keep.add(file);
    }
  }
  return [...keep];
}

export function buildManifestPlugin(options: BuildManifestOptions = {}): Plugin {
  const graceMs = options.graceMs ?? DEFAULT_GRACE_MS;
  const now = options.now ?? Date.now;
  let id = "dev";
  let timestamp = 0;
  // Old builds' files, copied aside before React Router wipes the build folder.
  let carried: { dir: string; files: string[] } | null = null;

  return {
    name: "adtools:build-manifest",
    config(_config, env) {
      // One id per plugin instance: the define and the emitted files must agree.
      if (env.command === "build" && id === "dev") {
        id = options.id ?? randomUUID();
        timestamp = now();
      }
      return { define: { __BUILD_ID__: JSON.stringify(id) } };
    },
    configResolved(config) {
      // Runs before React Router's buildApp empties the build folder; once per build.
      if (config.command !== "build" || carried) return;
      const clientOut = config.environments.client?.build.outDir;
      if (!clientOut) return;
      const clientDir = path.resolve(config.root, clientOut);
      const files = filesToCarry(readBuildMetas(clientDir), timestamp, graceMs).filter((file) =>
        existsSync(path.join(clientDir, file)),
      );
      const dir = mkdtempSync(path.join(tmpdir(), "adtools-old-assets-"));
      for (const file of files) cpSync(path.join(clientDir, file), path.join(dir, file));
      carried = { dir, files };
    },
    generateBundle(_options, bundle) {
      if (this.environment.name !== "client") return;
      const assets = Object.keys(bundle)
        .filter((file) => file.startsWith("assets/"))
        .sort();
      const meta: BuildMetaFile = { id, timestamp, prerendered: [], assets };
      this.emitFile({
        type: "asset",
        fileName: "assets/builds/latest.json",
        source: JSON.stringify({ id, timestamp }),
      });
      this.emitFile({ type: "asset", fileName: `assets/builds/meta/${id}.json`, source: JSON.stringify(meta) });
    },
    writeBundle(outputOptions) {
      if (this.environment.name !== "client" || !carried || !outputOptions.dir) return;
      let copied = 0;
      for (const file of carried.files) {
        const target = path.join(outputOptions.dir, file);
        if (existsSync(target)) continue;
        cpSync(path.join(carried.dir, file), target);
        copied += 1;
      }
      rmSync(carried.dir, { recursive: true, force: true });
      if (copied > 0)
        this.environment.logger.info(`[build-manifest] kept ${copied} asset file(s) of earlier builds (grace period)`);
      carried = null;
    },
  };
}
