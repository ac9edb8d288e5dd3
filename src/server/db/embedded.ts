// The embedded default: PGlite (PostgreSQL compiled to WebAssembly) in a local folder.
// Imported only by the local server and the tools, never by the Netlify Function.
import { mkdirSync } from "node:fs";
import { resolve } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { lockFolder } from "./lock.ts";
import { MIGRATIONS_FOLDER } from "./migrations.ts";
import * as schema from "./schema.ts";
import { DRIZZLE_CASING, type Database, type DatabaseHandle } from "./types.ts";

/**
 * The extensions the migrations create (drizzle/0002_pg_trgm.sql: the admin search's trigram
 * indexes). PGlite builds them in, but loads one only when asked at open: every PGlite opened
 * on this schema passes these.
 */
export const PGLITE_EXTENSIONS = { pg_trgm };

/** Wraps an open PGlite client; closing the handle closes the client. */
export function fromPglite(client: PGlite, onClose: () => void = () => {}): DatabaseHandle {
  const db = drizzle({ client, schema, casing: DRIZZLE_CASING });
  return {
    db: db as unknown as Database,
    driver: "pglite",
    migrate: () => migrate(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    close: async () => {
      try {
        if (!client.closed) await client.close();
      } finally {
        onClose();
      }
    },
  };
}

/** Opens (creating if needed) the database in `<dataDir>/pglite`, locked to this process. */
export async function openEmbedded(dataDir: string): Promise<DatabaseHandle> {
  const folder = resolve(dataDir);
  mkdirSync(folder, { recursive: true });
  const release = lockFolder(folder);
  try {
    const client = await PGlite.create(resolve(folder, "pglite"), { extensions: PGLITE_EXTENSIONS });
    return fromPglite(client, release);
  } catch (error) {
    release();
    throw error;
  }
}
