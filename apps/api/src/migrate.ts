/**
 * `npm run build` for the stand-in: create/upgrade the SQLite file and seed it.
 * `--reset` deletes the file first (a clean slate: no sessions, likes or orders).
 */
import { rmSync } from "node:fs";
import { getConfig } from "./config.ts";
import { prepareDatabase } from "./prepare-db.ts";

const config = getConfig();

if (process.argv.includes("--reset")) {
  for (const suffix of ["", "-wal", "-shm"]) rmSync(config.dbFile + suffix, { force: true });
  console.log(`[api] removed ${config.dbFile}`);
}

const { db, applied } = prepareDatabase(config.dbFile);
const count = (table: string) => (db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n;
console.log(
  `[api] database ready at ${config.dbFile}: ${applied.length ? `applied migrations ${applied.join(", ")}` : "schema up to date"}; ` +
    `${count("tools")} tools, ${count("templates")} templates, ${count("plans")} plans, ${count("calendar_events")} calendar dates`,
);
db.close();
