import type { Config } from "./config.ts";
import type { Db } from "./db.ts";

/** What every route factory receives; the clock is injectable so tests can age orders. */
export type Deps = { db: Db; config: Config; now: () => Date };
