import { applyMigrations, openDatabase, type Db } from "./db.ts";
import { seed } from "./seed.ts";

/** Opens the file, applies pending migrations and (re-)runs the idempotent seed. */
export function prepareDatabase(file: string): { db: Db; applied: number[] } {
  const db = openDatabase(file);
  try {
    const applied = applyMigrations(db);
    seed(db);
    return { db, applied };
  } catch (error) {
    db.close();
    throw error;
  }
}
