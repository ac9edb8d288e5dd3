// Postgres over the network: node-postgres for an ordinary server, Neon's serverless driver
// (WebSockets, interactive transactions) for Neon. No PGlite here: this module is in the
// Netlify Function's import graph (decision 0001; docs/operations.md "PGlite").
//
// A database that is down or unreachable must cost a caller at most about two seconds and
// never the server itself (docs/decisions/0014-faults.md): every connection attempt and every
// query has a time limit, nobody waits for a free connection once the database is found
// unreachable, a connection that failed is dropped rather than reused, and a connection that
// drops while idle or between a transaction's queries is not an uncaught error.
// tests/faults/database-down.test.ts holds these to account.
import { createHash } from "node:crypto";
import { Pool as NeonPool } from "@neondatabase/serverless";
import { drizzle as drizzleNeon } from "drizzle-orm/neon-serverless";
import { migrate as migrateNeon } from "drizzle-orm/neon-serverless/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import { isDatabaseUnavailable } from "../errors.ts";
import { MIGRATIONS_FOLDER } from "./migrations.ts";
import * as schema from "./schema.ts";
import { DRIZZLE_CASING, WAITS_ITS_TURN, type Database, type DatabaseHandle } from "./types.ts";

/** Opening a connection: TCP or WebSocket, TLS, start-up, until the server is ready. */
export const CONNECT_TIMEOUT_MS = 1500;
/**
 * One statement's answer. The app's statements take milliseconds; without a limit a query
 * sent into a network that no longer delivers anything waits for ever (TCP never gives up
 * on its own). Migrations, which may build indexes, run on a connection of their own
 * without it.
 */
export const QUERY_TIMEOUT_MS = 1500;
/**
 * Waiting for a free connection while the database answers: a burst of requests on a busy
 * but healthy database waits its turn, less long than the browser's own 15 s limit
 * (src/client/api.ts). See createGate for the outage case, where nobody waits.
 */
export const POOL_WAIT_TIMEOUT_MS = 10_000;
/**
 * A statement that waits its turn on a row lock by design (WAITS_ITS_TURN in its text) may
 * wait this long, like a request waiting for a connection, instead of QUERY_TIMEOUT_MS.
 */
export const TURN_WAIT_TIMEOUT_MS = POOL_WAIT_TIMEOUT_MS;

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

/** Distinct statements named after their text, at most, per process (see nameStatement). */
export const MAX_NAMED_STATEMENTS = 1000;
const statementNames = new Map<string, string>();

/**
 * Gives a statement with parameters a name made from its text, so that it is a named prepared
 * statement: each connection parses and plans it once and afterwards sends only the values,
 * as pgbench -M prepared does (decision 0015). Postgres also gets to use one generic plan
 * where that is cheaper; the admin lists' counts, planned afresh each time, chose a
 * sequential scan over the trigram index. drizzle's values are always parameters, so the
 * app has a bounded number of texts; past MAX_NAMED_STATEMENTS new ones go unnamed.
 */
function nameStatement(args: unknown[]): void {
  const [config] = args;
  if (typeof config !== "object" || config === null) return;
  const statement = config as { text?: unknown; name?: unknown; values?: unknown };
  const values = Array.isArray(args[1]) ? args[1] : statement.values;
  if (statement.name || typeof statement.text !== "string" || !Array.isArray(values) || values.length === 0) {
    return;
  }
  let name = statementNames.get(statement.text);
  if (!name) {
    if (statementNames.size >= MAX_NAMED_STATEMENTS) return;
    name = `auto_${createHash("sha1").update(statement.text).digest("hex")}`;
    statementNames.set(statement.text, name);
  }
  statement.name = name;
}

/** A statement's SQL, whether given as text or as a config object. */
function statementText(args: unknown[]): string {
  const [config] = args;
  if (typeof config === "string") return config;
  const text = (config as { text?: unknown } | null)?.text;
  return typeof text === "string" ? text : "";
}

/** What this module needs of a checked-out client, common to pg's and Neon's. */
interface CheckedOutClient {
  query: (...args: unknown[]) => unknown;
  /** Where both drivers read a statement's time limit when it is sent. */
  connectionParameters?: { query_timeout?: number | false };
  release: (error?: Error | boolean) => void;
  on(event: "error", listener: (error: Error) => void): unknown;
  removeListener(event: "error", listener: (error: Error) => void): unknown;
}

/** pg's and Neon's Pool, as far as this module replaces their methods. */
interface GuardedPool {
  query: (...args: unknown[]) => unknown;
  connect: (...args: unknown[]) => unknown;
}

const isPromise = (value: unknown): value is Promise<unknown> =>
  typeof (value as Promise<unknown> | undefined)?.then === "function";

/** Said to a caller not kept waiting for a connection while the database is not answering. */
function notAnswering(): Error {
  // 08001: sqlclient_unable_to_establish_sqlconnection, which errors.ts reads as "unavailable".
  return Object.assign(new Error("The database is not answering; not waiting for a connection"), {
    code: "08001",
  });
}

/**
 * At most `max` statements or transactions at once; the others wait their turn, up to
 * `waitMs`. pg's pool has one time limit for opening a connection and for waiting for a free
 * one: short, a burst of requests on a busy but healthy database fails; long, a request queued
 * behind an outage waits for every connection attempt ahead of it before its own. So the pool
 * never queues (this gate keeps it from being full) and the wait is decided here: patient
 * while the database answers, and over at once for everyone waiting as soon as a statement
 * finds it unreachable. During an outage every statement in flight fails within the connect
 * or query time limit, so nobody waits longer than that; when the database is back, the
 * next statements simply succeed.
 */
function createGate(max: number, waitMs: number) {
  let active = 0;
  const waiting: { admit: () => void; refuse: (error: Error) => void }[] = [];
  const acquire = (): Promise<void> => {
    if (active < max) {
      active += 1;
      return Promise.resolve();
    }
    return new Promise((resolve, reject) => {
      const waiter = {
        admit: () => {
          clearTimeout(timer);
          active += 1;
          resolve();
        },
        refuse: (error: Error) => {
          clearTimeout(timer);
          reject(error);
        },
      };
      const timer = setTimeout(() => {
        waiting.splice(waiting.indexOf(waiter), 1);
        reject(new Error("timeout exceeded when trying to connect"));
      }, waitMs);
      waiting.push(waiter);
    });
  };
  const release = () => {
    active -= 1;
    waiting.shift()?.admit();
  };
  /** A statement found the database unreachable: nobody waits for a connection any more. */
  const failed = () => {
    for (const waiter of waiting.splice(0)) waiter.refuse(notAnswering());
  };
  return { acquire, release, failed };
}

const UNREACHABLE_CODES = new Set(["ECONNREFUSED", "ENOTFOUND", "EAI_AGAIN", "ETIMEDOUT", "57P03", "53300"]);
const UNREACHABLE_MESSAGES =
  /timeout exceeded when trying to connect|connection timeout|timeout expired|Query read timeout/i;

/**
 * The database cannot be reached now: a connection could not be opened, or a statement got
 * no answer in time. Not one connection lost (a restart, a failover, an idle connection
 * closed): a new connection may well work, so the waiting are not sent away for that.
 */
function isUnreachable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === "string" && UNREACHABLE_CODES.has(code)) return true;
    if (typeof message === "string" && UNREACHABLE_MESSAGES.test(message)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** Tells the gate when a statement finds the database unreachable. */
async function observed<T>(result: Promise<T>, failed: () => void): Promise<T> {
  try {
    return await result;
  } catch (error) {
    if (isUnreachable(error)) failed();
    throw error;
  }
}

/**
 * Puts the gate in front of the pool, and makes a transaction's client safe to lose.
 *
 * Drizzle runs a transaction on a client from `pool.connect()`, and gives it back with a bare
 * `release()` (drizzle-orm 0.45): a client whose connection broke would go back to the pool,
 * and one whose BEGIN failed is never given back at all, so a few failed transactions during
 * an outage would leave the pool full of dead clients after it, and every later query would
 * wait for a free one until the process restarts. So a checked-out client is released with
 * the error (the pool then closes it) as soon as one of its queries meets an unavailable
 * database, drizzle's own later release does nothing, and a connection error between queries
 * releases it too instead of being an 'error' event nobody listens to (which would crash the
 * process). pool.query() (every statement outside a transaction) handles this itself.
 */
function guardPool(pool: GuardedPool, max: number, waitMs: number): void {
  const gate = createGate(max, waitMs);
  const query = pool.query.bind(pool);
  const connect = pool.connect.bind(pool);

  pool.query = (...args: unknown[]) => {
    if (typeof args.at(-1) === "function") return query(...args); // callback form: not used here
    nameStatement(args);
    return gate.acquire().then(() => {
      let result: Promise<unknown>;
      try {
        result = query(...args) as Promise<unknown>;
      } catch (error) {
        gate.release();
        throw error;
      }
      return observed(result, gate.failed).finally(gate.release);
    });
  };

  pool.connect = (...args: unknown[]) => {
    if (args.length > 0) return connect(...args); // pool.query's own callback form
    return gate.acquire().then(async () => {
      let client: CheckedOutClient;
      try {
        client = (await connect()) as CheckedOutClient;
      } catch (error) {
        if (isUnreachable(error)) gate.failed();
        gate.release();
        throw error;
      }
      return guardClient(client, gate);
    });
  };
}

function guardClient(client: CheckedOutClient, gate: ReturnType<typeof createGate>): CheckedOutClient {
  const release = client.release;
  const query = client.query;
  let released = false;
  const done = (error?: Error | boolean) => {
    if (released) return;
    released = true;
    client.removeListener("error", done);
    client.query = query;
    release(error);
    gate.release();
  };
  client.on("error", done);
  client.release = done;
  client.query = (...args: unknown[]) => {
    nameStatement(args);
    // Both drivers read the limit when the statement is sent: a statement that waits its turn
    // gets the longer one, and the client its own back at once.
    const parameters = client.connectionParameters;
    const limit = parameters?.query_timeout;
    const waitsItsTurn = parameters && limit && statementText(args).includes(WAITS_ITS_TURN);
    if (waitsItsTurn) parameters.query_timeout = Math.max(limit, TURN_WAIT_TIMEOUT_MS);
    let result: unknown;
    try {
      result = query.apply(client, args);
    } finally {
      if (waitsItsTurn) parameters.query_timeout = limit;
    }
    if (!isPromise(result)) return result;
    return observed(result, gate.failed).catch((error: unknown) => {
      if (isDatabaseUnavailable(error)) done(error instanceof Error ? error : true);
      throw error;
    });
  };
  return client;
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
      close: () => pool.end(),
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
    close: () => pool.end(),
  };
}
