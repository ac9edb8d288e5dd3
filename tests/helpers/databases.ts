// The databases every API test runs against: PGlite always; with TEST_DATABASE_URL also the
// Postgres server through node-postgres and through Neon's serverless driver (via a local
// WebSocket proxy). Each open() gives a fresh, migrated database of its own.
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { neonConfig } from "@neondatabase/serverless";
import { inject } from "vitest";
import { WebSocket } from "ws";
import { fromPglite, PGLITE_EXTENSIONS } from "../../src/server/db/embedded.ts";
import { connectRemote } from "../../src/server/db/remote.ts";
import { seedPlans } from "../../src/server/db/seed.ts";
import type { DatabaseHandle, DriverName } from "../../src/server/db/types.ts";
import { onServer } from "./database-templates.ts";
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

/** How long a test's connection or statement may take before it counts as hung. */
const HANG_LIMIT_MS = 30_000;

let pgliteTemplate: Promise<Blob | PGlite> | undefined;

/**
 * What each embedded test database starts from: the migrated data folder that the run's
 * global setup made (tests/helpers/database-templates.ts), read once per worker; else, for
 * a test run without that setup, one PGlite migrated here and cloned.
 */
function template(): Promise<Blob | PGlite> {
  pgliteTemplate ??= (async () => {
    const file = inject("pgliteTemplateFile");
    if (file) return new Blob([readFileSync(file)]);
    const client = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
    const handle = fromPglite(client);
    await handle.migrate();
    await seedPlans(handle.db);
    return client;
  })();
  return pgliteTemplate;
}

async function openPglite(): Promise<TestDatabase> {
  const source = await template();
  const client =
    source instanceof Blob
      ? await PGlite.create({ extensions: PGLITE_EXTENSIONS, loadDataDir: source })
      : ((await source.clone()) as PGlite);
  const handle = fromPglite(client);
  return { ...handle, destroy: () => handle.close() };
}

/**
 * Fills `dataDir` with an embedded database as `npm start` leaves it, migrated and seeded: a
 * copy of the run's template (under 1 s, where migrating one takes 2-5 s of CPU). For the tests
 * of commands run as processes on a DATA_DIR; `npm run db:migrate`'s own test migrates one.
 */
export async function copyEmbeddedTemplate(dataDir: string): Promise<void> {
  const source = await template();
  const client = await PGlite.create(join(dataDir, "pglite"), {
    extensions: PGLITE_EXTENSIONS,
    loadDataDir: source instanceof Blob ? source : await source.dumpDataDir("none"),
  });
  await client.close();
}

/**
 * Creates a database on the server and returns its URL and a dropper: a copy of the run's
 * migrated template when there is one (`migrated` true), else an empty one.
 */
async function createServerDatabase(): Promise<{ url: string; migrated: boolean; drop(): Promise<void> }> {
  if (!serverUrl) throw new Error("TEST_DATABASE_URL is not set");
  const name = `t_${randomBytes(6).toString("hex")}`;
  const template = inject("serverTemplateDatabase");
  await onServer(
    serverUrl,
    template ? `create database ${name} template ${template}` : `create database ${name}`,
  );
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    migrated: Boolean(template),
    drop: () => onServer(serverUrl, `drop database if exists ${name} with (force)`),
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
  // Limits that catch a hang, not a busy machine: production's 1.5 s (db/remote.ts) would
  // answer 503 to a test whose statement waited for a core. The fault tests, which prove
  // production's limits, open connections with them themselves.
  const handle = connectRemote({
    url: created.url,
    driver,
    maxConnections: 5,
    connectionTimeoutMs: HANG_LIMIT_MS,
    queryTimeoutMs: HANG_LIMIT_MS,
  });
  try {
    if (!created.migrated) {
      await handle.migrate();
      await seedPlans(handle.db);
    }
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
  const source = await pgliteTemplate;
  if (source instanceof PGlite) await source.close();
}
