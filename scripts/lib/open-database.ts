// The database a command works on: the configured one, migrated; the embedded one only when
// the running server does not hold it (it does the same work on its own).
import { connectDatabase } from "../../src/server/db/connect.ts";
import { DatabaseLockedError } from "../../src/server/db/lock.ts";
import type { DatabaseHandle } from "../../src/server/db/types.ts";
import type { Env } from "../../src/server/env.ts";

export async function openForCommand(env: Env, serverDoes: string): Promise<DatabaseHandle> {
  let database: DatabaseHandle;
  try {
    database = await connectDatabase(env);
  } catch (error) {
    if (!(error instanceof DatabaseLockedError)) throw error;
    process.stderr.write(
      `The embedded database in ${env.DATA_DIR} is in use, most likely by the running server, which ${serverDoes}; stop the server to run this command.\n`,
    );
    process.exit(1);
  }
  await database.migrate();
  return database;
}
