import { createApp } from "../../src/server/app.ts";
import type { Database } from "../../src/server/db/types.ts";
import { parseEnv, type Env } from "../../src/server/env.ts";
import { createLogger } from "../../src/server/log.ts";

export interface LoggedLine {
  level: string;
  msg: string;
  [field: string]: unknown;
}

/** The real app on a test database, with its log lines collected for assertions. */
export function testApp(db: Database, overrides: Record<string, string> = {}) {
  const env: Env = parseEnv({ NODE_ENV: "test", ...overrides });
  const logs: LoggedLine[] = [];
  const log = createLogger("debug", {}, (line) => logs.push(JSON.parse(line) as LoggedLine));
  const app = createApp({ db, env, log });
  return { app, env, logs };
}

export async function json(response: Response): Promise<Record<string, unknown>> {
  return (await response.json()) as Record<string, unknown>;
}
