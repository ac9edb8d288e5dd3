import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import type * as schema from "./schema.ts";

/** One query surface for PGlite, node-postgres and Neon alike (docs/operations.md "Database drivers"). */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** A database or an open transaction on it: services that write take either. */
export type DbOrTx = Database | Parameters<Parameters<Database["transaction"]>[0]>[0];

export type DriverName = "pglite" | "pg" | "neon";

export interface DatabaseHandle {
  db: Database;
  driver: DriverName;
  /** Applies the migrations in drizzle/ that have not run yet. */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

/** drizzle's options shared by every driver: camelCase in code, snake_case in SQL. */
export const DRIZZLE_CASING = "snake_case" as const;

/**
 * Written into a statement that waits its turn on a row lock by design (the next serial of a
 * tax document: payments at the same moment take one after the other), so that the server
 * drivers give it a longer time limit than other statements (remote.ts).
 */
export const WAITS_ITS_TURN = "/* waits its turn */";
