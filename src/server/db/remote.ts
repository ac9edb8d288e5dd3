// Postgres over the network: node-postgres for an ordinary server, Neon's serverless driver
// (WebSockets, interactive transactions) for Neon. No PGlite here: this module is in the
// Netlify Function's import graph (DESIGN.md, STACK-NOTES "PGlite").
//
// A database that is down or unreachable must cost a caller at most about two seconds and
// never the server itself (docs/decisions/0013-faults.md): every connection attempt and every
// query has a time limit, a connection that failed is dropped rather than reused, and a
// connection that drops while idle or between a transaction's queries is not an uncaught
// error. tests/faults/database-down.test.ts holds these to account.
import { Pool as NeonPool } from "@neondatabase/serverless";
import { drizzle as drizzleNeon } from "drizzle-orm/neon-serverless";
import { migrate as migrateNeon } from "drizzle-orm/neon-serverless/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import { isDatabaseUnavailable } from "../errors.ts";
import { MIGRATIONS_FOLDER } from "./migrations.ts";
import * as schema from "./schema.ts";
import { DRIZZLE_CASING, type Database, type DatabaseHandle } from "./types.ts";

/** Opening a connection (TCP or WebSocket, TLS, start-up) or waiting for a free one. */
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
  /** A query that cannot get a connection in this time fails instead of hanging (503). */
  connectionTimeoutMs?: number;
  /** A query whose answer has not come in this time fails, and its connection is dropped. */
  queryTimeoutMs?: number;
}

/** What this module needs of a checked-out client, common to pg's and Neon's. */
interface CheckedOutClient {
  query: (...args: unknown[]) => unknown;
  release: (error?: Error | boolean) => void;
  on(event: "error", listener: (error: Error) => void): unknown;
  removeListener(event: "error", listener: (error: Error) => void): unknown;
}

interface CheckoutPool {
  connect: (...args: unknown[]) => unknown;
}

/**
 * Drizzle runs a transaction on a client from `pool.connect()`, and gives it back with a bare
 * `release()` (drizzle-orm 0.45): a client whose connection broke would go back to the pool,
 * and one whose BEGIN failed is never given back at all, so a few failed transactions during
 * an outage would leave the pool full of dead clients after it, and every later query would
 * wait for a free one until the process restarts. So a checked-out client is released with
 * the error (the pool then closes it) as soon as one of its queries meets an unavailable
 * database, drizzle's own later release does nothing, and a connection error between queries
 * releases it too instead of being an 'error' event nobody listens to (which would crash the
 * process). pool.query() (every statement outside a transaction) handles all this itself.
 */
function releaseBrokenClients(pool: CheckoutPool): void {
  const connect = pool.connect.bind(pool);
  pool.connect = (...args: unknown[]) => {
    if (args.length > 0) return connect(...args); // pool.query's callback form
    return (connect() as Promise<CheckedOutClient>).then(guard);
  };
}

function guard(client: CheckedOutClient): CheckedOutClient {
  const release = client.release;
  const query = client.query;
  let released = false;
  const done = (error?: Error | boolean) => {
    if (released) return;
    released = true;
    client.removeListener("error", done);
    client.query = query;
    release(error);
  };
  client.on("error", done);
  client.release = done;
  client.query = (...args: unknown[]) => {
    const result = query.apply(client, args);
    if (typeof (result as Promise<unknown> | undefined)?.then !== "function") return result;
    return (result as Promise<unknown>).catch((error: unknown) => {
      if (isDatabaseUnavailable(error)) done(error instanceof Error ? error : true);
      throw error;
    });
  };
  return client;
}

export function connectRemote(options: RemoteOptions): DatabaseHandle {
  const settings = {
    connectionString: options.url,
    max: options.maxConnections ?? 10,
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
    releaseBrokenClients(pool as unknown as CheckoutPool);
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
      close: () => pool.end(),
    };
  }

  const pool = new pg.Pool(settings);
  pool.on("error", () => {});
  releaseBrokenClients(pool as unknown as CheckoutPool);
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
    close: () => pool.end(),
  };
}
