// Postgres over the network: node-postgres for an ordinary server, Neon's serverless driver
// (WebSockets, interactive transactions) for Neon. No PGlite here: this module is in the
// Netlify Function's import graph (decision 0001; docs/operations.md "PGlite").
//
// Every connection attempt and every query has a time limit, and each pool sits behind the
// guard of pool-guard.ts (docs/decisions/0014-faults.md).
import { Pool as NeonPool } from "@neondatabase/serverless";
import { drizzle as drizzleNeon } from "drizzle-orm/neon-serverless";
import { migrate as migrateNeon } from "drizzle-orm/neon-serverless/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import { MIGRATIONS_FOLDER } from "./migrations.ts";
import { guardPool, POOL_WAIT_TIMEOUT_MS, type GuardedPool } from "./pool-guard.ts";
import * as schema from "./schema.ts";
import { DRIZZLE_CASING, type Database, type DatabaseHandle } from "./types.ts";

/** Opening a connection: TCP or WebSocket, TLS, start-up, until the server is ready. */
export const CONNECT_TIMEOUT_MS = 1500;
/**
 * One statement's answer. The app's statements take milliseconds; without a limit a query
 * sent into a network that no longer delivers anything waits for ever (TCP never gives up
 * on its own). Migrations, which may build indexes, run on a connection of their own
 * without it.
 */
export const QUERY_TIMEOUT_MS = 1500;
/** Migrations may meet a Neon compute that is waking up, and may take long. */
const MIGRATION_CONNECT_TIMEOUT_MS = 15_000;

export interface RemoteOptions {
  url: string;
  driver: "pg" | "neon";
  /** Connections in the pool: small in a function instance, larger in a long-lived server. */
  maxConnections?: number;
  /** Opening a connection that takes longer fails instead of hanging (503). */
  connectionTimeoutMs?: number;
  /** A statement that cannot get a connection in this time, the database answering, fails (503). */
  poolWaitMs?: number;
  /** A query whose answer has not come in this time fails, and its connection is dropped. */
  queryTimeoutMs?: number;
}

export function connectRemote(options: RemoteOptions): DatabaseHandle {
  const max = options.maxConnections ?? 10;
  const waitMs = options.poolWaitMs ?? POOL_WAIT_TIMEOUT_MS;
  const settings = {
    connectionString: options.url,
    max,
    connectionTimeoutMillis: options.connectionTimeoutMs ?? CONNECT_TIMEOUT_MS,
    query_timeout: options.queryTimeoutMs ?? QUERY_TIMEOUT_MS,
  };
  // Migrations: one connection of their own, patient, without the statement limit.
  const migrationSettings = {
    connectionString: options.url,
    max: 1,
    connectionTimeoutMillis: MIGRATION_CONNECT_TIMEOUT_MS,
  };

  if (options.driver === "neon") {
    const pool = new NeonPool(settings);
    // An idle client that drops must not crash the process; the next query reconnects.
    pool.on("error", () => {});
    guardPool(pool as unknown as GuardedPool, max, waitMs);
    const db = drizzleNeon({ client: pool, schema, casing: DRIZZLE_CASING });
    return {
      db: db as unknown as Database,
      driver: "neon",
      migrate: async () => {
        const own = new NeonPool(migrationSettings);
        own.on("error", () => {});
        try {
          await migrateNeon(drizzleNeon({ client: own, schema, casing: DRIZZLE_CASING }), {
            migrationsFolder: MIGRATIONS_FOLDER,
          });
        } finally {
          await own.end();
        }
      },
      close: () => endPool(pool),
    };
  }

  const pool = new pg.Pool(settings);
  pool.on("error", () => {});
  guardPool(pool as unknown as GuardedPool, max, waitMs);
  const db = drizzlePg({ client: pool, schema, casing: DRIZZLE_CASING });
  return {
    db: db as unknown as Database,
    driver: "pg",
    migrate: async () => {
      const own = new pg.Pool(migrationSettings);
      own.on("error", () => {});
      try {
        await migratePg(drizzlePg({ client: own, schema, casing: DRIZZLE_CASING }), {
          migrationsFolder: MIGRATIONS_FOLDER,
        });
      } finally {
        await own.end();
      }
    },
    close: () => endPool(pool),
  };
}

/** How long a stopping process waits for its pool's connections to be given back. */
export const POOL_END_WAIT_MS = 10_000;

/**
 * Ends a pool: it stops taking queries at once and waits for its connections, but at most
 * POOL_END_WAIT_MS. A connection whose peer went silent (a WebSocket behind a dead proxy, a
 * server that vanished) may never be given back, and must not hold a stopping process.
 */
async function endPool(pool: { end(): Promise<void> }): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([
    pool.end().catch(() => undefined),
    new Promise<void>((done) => {
      timer = setTimeout(done, POOL_END_WAIT_MS);
      timer.unref();
    }),
  ]);
  clearTimeout(timer);
}
