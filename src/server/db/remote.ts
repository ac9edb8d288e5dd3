// Postgres over the network: node-postgres for an ordinary server, Neon's serverless driver
// (WebSockets, interactive transactions) for Neon. No PGlite here: this module is in the
// Netlify Function's import graph (DESIGN.md, STACK-NOTES "PGlite").
import { Pool as NeonPool } from "@neondatabase/serverless";
import { drizzle as drizzleNeon } from "drizzle-orm/neon-serverless";
import { migrate as migrateNeon } from "drizzle-orm/neon-serverless/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import { MIGRATIONS_FOLDER } from "./migrations.ts";
import * as schema from "./schema.ts";
import { DRIZZLE_CASING, type Database, type DatabaseHandle } from "./types.ts";

export interface RemoteOptions {
  url: string;
  driver: "pg" | "neon";
  /** Connections in the pool: small in a function instance, larger in a long-lived server. */
  maxConnections?: number;
  /** A query that cannot get a connection in this time fails instead of hanging (503). */
  connectionTimeoutMs?: number;
}

export function connectRemote(options: RemoteOptions): DatabaseHandle {
  const max = options.maxConnections ?? 10;
  const connectionTimeoutMillis = options.connectionTimeoutMs ?? 2000;

  if (options.driver === "neon") {
    const pool = new NeonPool({ connectionString: options.url, max, connectionTimeoutMillis });
    // An idle client that drops must not crash the process; the next query reconnects.
    pool.on("error", () => {});
    const db = drizzleNeon({ client: pool, schema, casing: DRIZZLE_CASING });
    return {
      db: db as unknown as Database,
      driver: "neon",
      migrate: () => migrateNeon(db, { migrationsFolder: MIGRATIONS_FOLDER }),
      close: () => pool.end(),
    };
  }

  const pool = new pg.Pool({ connectionString: options.url, max, connectionTimeoutMillis });
  pool.on("error", () => {});
  const db = drizzlePg({ client: pool, schema, casing: DRIZZLE_CASING });
  return {
    db: db as unknown as Database,
    driver: "pg",
    migrate: () => migratePg(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    close: () => pool.end(),
  };
}
