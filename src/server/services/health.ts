import { sql } from "drizzle-orm";
import type { Database } from "../db/types.ts";

/**
 * Runs a trivial query, giving up after `timeoutMs` so that a hung database answers 503.
 *
 * When the time is up, the query still gets one more turn of the event loop before the check
 * gives up: a timer that fires late because this process was busy (drawing documents, say)
 * runs before the answers waiting in its sockets are read, and a database that did answer in
 * time must not be reported down for the process's own delay (issue 25).
 */
export async function checkDatabase(db: Database, timeoutMs = 2000): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => setImmediate(() => reject(new Error("Database health check timed out"))),
      timeoutMs,
    );
  });
  try {
    await Promise.race([db.execute(sql`select 1`), timeout]);
  } finally {
    clearTimeout(timer);
  }
}
