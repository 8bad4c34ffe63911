import { createHash } from "node:crypto";
import { mkdirSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import Database from "better-sqlite3";

export type Db = Database.Database;

const migrationsDir = join(dirname(fileURLToPath(import.meta.url)), "migrations");
const migrationFile = /^(\d{3})_([a-z0-9_-]+)\.sql$/;

/** Opens (and creates, with its folder) the SQLite file. */
export function openDatabase(file: string): Db {
  mkdirSync(dirname(file), { recursive: true });
  const db = new Database(file);
  // WAL lets the test runner / a second reader look at the file while the server writes.
  db.pragma("journal_mode = WAL");
  db.pragma("foreign_keys = ON");
  // Two processes (e.g. `npm run build` while a dev server runs) wait instead of failing at once.
  db.pragma("busy_timeout = 5000");
  return db;
}

type Migration = { version: number; name: string; sql: string; checksum: string };

export function listMigrations(): Migration[] {
  return readdirSync(migrationsDir)
    .filter((file) => migrationFile.test(file))
    .sort()
    .map((file) => {
      const [, version, name] = migrationFile.exec(file) ?? [];
      const sql = readFileSync(join(migrationsDir, file), "utf8");
      return {
        version: Number(version),
        name: name ?? file,
        sql,
        checksum: createHash("sha256").update(sql).digest("hex"),
      };
    });
}

/**
 * Applies the pending migrations in order, each in its own transaction together with
 * its `schema_migrations` row, so a failing file leaves no half-built schema behind.
 * Returns the versions applied by this call.
 */
export function applyMigrations(db: Db): number[] {
  db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    checksum TEXT NOT NULL,
    applied_at TEXT NOT NULL
  )`);
  const applied = new Map(
    db
      .prepare<[], { version: number; checksum: string }>("SELECT version, checksum FROM schema_migrations")
      .all()
      .map((row) => [row.version, row.checksum]),
  );
  const insert = db.prepare("INSERT INTO schema_migrations (version, name, checksum, applied_at) VALUES (?, ?, ?, ?)");
  const done: number[] = [];
  for (const migration of listMigrations()) {
    const known = applied.get(migration.version);
    if (known !== undefined) {
      // Editing an applied migration would silently diverge from existing databases.
      if (known !== migration.checksum) {
        throw new Error(
          `Migration ${migration.version}_${migration.name} changed after it was applied; add a new migration instead (or delete the data folder to rebuild).`,
        );
      }
      continue;
    }
    db.transaction(() => {
      db.exec(migration.sql);
      insert.run(migration.version, migration.name, migration.checksum, new Date().toISOString());
    })();
    done.push(migration.version);
  }
  return done;
}
