// The databases every API test runs against: PGlite always; with TEST_DATABASE_URL also the
// Postgres server through node-postgres and through Neon's serverless driver (via a local
// WebSocket proxy). Each open() gives a fresh, migrated database of its own.
import { randomBytes } from "node:crypto";
import { PGlite } from "@electric-sql/pglite";
import { neonConfig } from "@neondatabase/serverless";
import pg from "pg";
import { WebSocket } from "ws";
import { fromPglite, PGLITE_EXTENSIONS } from "../../src/server/db/embedded.ts";
import { connectRemote } from "../../src/server/db/remote.ts";
import { seedPlans } from "../../src/server/db/seed.ts";
import type { DatabaseHandle, DriverName } from "../../src/server/db/types.ts";
import { startWsProxy, type WsProxy } from "./ws-proxy.ts";

export interface TestDatabase extends DatabaseHandle {
  /** The server database's URL (pg and neon only). */
  url?: string;
  /** Closes the connection and drops what the test created. */
  destroy(): Promise<void>;
}

export interface DatabaseTarget {
  name: DriverName;
  open(): Promise<TestDatabase>;
}

const serverUrl = process.env.TEST_DATABASE_URL;

let pgliteTemplate: Promise<PGlite> | undefined;

/** Migrates one in-memory PGlite per test file; each test database is a clone of it. */
function template(): Promise<PGlite> {
  pgliteTemplate ??= (async () => {
    const client = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
    const handle = fromPglite(client);
    await handle.migrate();
    await seedPlans(handle.db);
    return client;
  })();
  return pgliteTemplate;
}

async function openPglite(): Promise<TestDatabase> {
  const clone = (await (await template()).clone()) as PGlite;
  const handle = fromPglite(clone);
  return { ...handle, destroy: () => handle.close() };
}

/** Creates an empty database on the server and returns its URL and a dropper. */
async function createServerDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  if (!serverUrl) throw new Error("TEST_DATABASE_URL is not set");
  const name = `t_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

let proxy: Promise<WsProxy> | undefined;

/** Points Neon's driver at the local proxy (once per test file). */
function neonProxy(): Promise<WsProxy> {
  proxy ??= (async () => {
    if (!serverUrl) throw new Error("TEST_DATABASE_URL is not set");
    const { hostname, port } = new URL(serverUrl);
    const started = await startWsProxy(`${hostname}:${port || "5432"}`);
    neonConfig.webSocketConstructor = WebSocket;
    neonConfig.wsProxy = (host, hostPort) => `127.0.0.1:${started.port}/v2?address=${host}:${hostPort}`;
    neonConfig.useSecureWebSocket = false;
    neonConfig.pipelineTLS = false;
    neonConfig.pipelineConnect = false;
    return started;
  })();
  return proxy;
}

async function openServer(driver: "pg" | "neon"): Promise<TestDatabase> {
  if (driver === "neon") await neonProxy();
  const created = await createServerDatabase();
  const handle = connectRemote({ url: created.url, driver, maxConnections: 5 });
  try {
    await handle.migrate();
    await seedPlans(handle.db);
  } catch (error) {
    await handle.close();
    await created.drop();
    throw error;
  }
  return {
    ...handle,
    url: created.url,
    destroy: async () => {
      await handle.close();
      await created.drop();
    },
  };
}

export const DATABASE_TARGETS: DatabaseTarget[] = [
  { name: "pglite", open: openPglite },
  ...(serverUrl
    ? ([
        { name: "pg", open: () => openServer("pg") },
        { name: "neon", open: () => openServer("neon") },
      ] satisfies DatabaseTarget[])
    : []),
];

/** Lets Neon's driver reach `address` ("host:port") through this file's proxy too. */
export async function allowNeonAddress(address: string): Promise<void> {
  (await neonProxy()).allow(address);
}

/** How many connections the Neon driver opened through the proxy in this file. */
export async function neonConnectionsForwarded(): Promise<number> {
  return proxy ? (await proxy).forwarded : 0;
}

/** Stops what the helpers started for this file (the Neon proxy). */
export async function closeDatabaseHelpers(): Promise<void> {
  if (proxy) await (await proxy).close();
  if (pgliteTemplate) await (await pgliteTemplate).close();
}
