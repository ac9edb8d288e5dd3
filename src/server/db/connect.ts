import type { Env } from "../env.ts";
import { connectRemote } from "./remote.ts";
import type { DatabaseHandle } from "./types.ts";

/** The database the configuration names (docs/architecture.md "Configuration and the embedded default"). */
export async function connectDatabase(env: Env): Promise<DatabaseHandle> {
  if (env.databaseDriver === "pglite") {
    // Loaded only when chosen, so that nothing else pays for PGlite.
    const { openEmbedded } = await import("./embedded.ts");
    return openEmbedded(env.DATA_DIR);
  }
  if (!env.DATABASE_URL) throw new Error("DATABASE_URL is required for a server database");
  return connectRemote({ url: env.DATABASE_URL, driver: env.databaseDriver });
}
