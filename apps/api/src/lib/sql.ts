import type { Statement } from "better-sqlite3";
import type { Db } from "../db.ts";

const cache = new WeakMap<Db, Map<string, Statement>>();

/** Prepared statements are compiled once per connection and reused for every request. */
export function sql<P extends unknown[] | object = unknown[], R = unknown>(db: Db, text: string): Statement<P, R> {
  let statements = cache.get(db);
  if (!statements) {
    statements = new Map();
    cache.set(db, statements);
  }
  let statement = statements.get(text);
  if (!statement) {
    statement = db.prepare(text);
    statements.set(text, statement);
  }
  return statement as unknown as Statement<P, R>;
}

/** Escapes LIKE wildcards so a search for "100%" matches literally. */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
