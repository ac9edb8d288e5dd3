import { sql } from "drizzle-orm";
import type { Database } from "../db/types.ts";

/** Runs a trivial query, giving up after `timeoutMs` so that a hung database answers 503. */
export async function checkDatabase(db: Database, timeoutMs = 2000): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error("Database health check timed out")), timeoutMs);
  });
  try {
    await Promise.race([db.execute(sql`select 1`), timeout]);
  } finally {
    clearTimeout(timer);
  }
}
