import type { Env } from "./env.ts";
import type { Database } from "./db/types.ts";
import type { Logger } from "./log.ts";

/** What every route and service may use; built once by the entry that starts the app. */
export interface AppDeps {
  db: Database;
  env: Env;
  log: Logger;
}

/** Hono's typing for the app: dependencies and the per-request logger as variables. */
export interface AppBindings {
  Variables: {
    deps: AppDeps;
    log: Logger;
    requestId: string;
  };
}
