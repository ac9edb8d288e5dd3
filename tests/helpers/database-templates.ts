// Vitest's global setup for the API and fault tests: the migrated, seeded database that every
// test database starts from, made once per run instead of once per test file. Migrating an
// embedded PGlite takes 2-5 s of CPU, loading a copy of a migrated one under 1 s; on the server
// `create database ... template` copies a migrated database instead of migrating each one.
// tests/helpers/databases.ts opens copies of both.
import { randomBytes } from "node:crypto";
import { rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { fromPglite, PGLITE_EXTENSIONS } from "../../src/server/db/embedded.ts";
import { connectRemote } from "../../src/server/db/remote.ts";
import { seedPlans } from "../../src/server/db/seed.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** A tar of a migrated, seeded PGlite data folder. */
    pgliteTemplateFile: string;
    /** A migrated, seeded database on TEST_DATABASE_URL's server ("" without one). */
    serverTemplateDatabase: string;
  }
}

/** Runs `sql` on the server's maintenance connection (TEST_DATABASE_URL's database). */
export async function onServer(serverUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

export default async function setup(project: TestProject) {
  const tag = randomBytes(6).toString("hex");

  const client = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
  const handle = fromPglite(client);
  await handle.migrate();
  await seedPlans(handle.db);
  const file = join(tmpdir(), `nova-pglite-template-${tag}.tar`);
  writeFileSync(file, new Uint8Array(await (await client.dumpDataDir("none")).arrayBuffer()));
  await handle.close();
  project.provide("pgliteTemplateFile", file);

  const serverUrl = process.env.TEST_DATABASE_URL;
  let template = "";
  if (serverUrl) {
    template = `t_template_${tag}`;
    await onServer(serverUrl, `create database ${template}`);
    const url = new URL(serverUrl);
    url.pathname = `/${template}`;
    const remote = connectRemote({ url: url.toString(), driver: "pg", maxConnections: 1 });
    try {
      await remote.migrate();
      await seedPlans(remote.db);
    } finally {
      // Postgres copies a template only while nobody is connected to it.
      await remote.close();
    }
  }
  project.provide("serverTemplateDatabase", template);

  return async () => {
    rmSync(file, { force: true });
    if (serverUrl && template) await onServer(serverUrl, `drop database if exists ${template} with (force)`);
  };
}
