/**
 * Runs once per `vitest run`: builds one SQLite file from the migrations and the seed.
 * Each test file then copies it (see test-app.ts), so every worker has its own real
 * database and no test sees another's writes.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { prepareDatabase } from "../prepare-db.ts";

declare module "vitest" {
  export interface ProvidedContext {
    baseDbFile: string;
  }
}

export default function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), "adtools-api-test-"));
  const file = join(dir, "base.db");
  const { db } = prepareDatabase(file);
  // Closing checkpoints the WAL into the main file, so a plain file copy is complete.
  db.close();
  project.provide("baseDbFile", file);
  return () => rmSync(dir, { recursive: true, force: true });
}
