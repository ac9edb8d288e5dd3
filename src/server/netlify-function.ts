// What every Netlify function in netlify/functions/ shares. Its configuration is production's,
// decided by the code and not guessed from variables that Netlify does not promise at run time
// (docs/decisions/0020). A function that cannot start says why in one log line, and runs
// nothing: no database, no provider, nothing local.
import { connectRemote } from "./db/remote.ts";
import type { Database } from "./db/types.ts";
import { ConfigError, loadEnv, type Env } from "./env.ts";
import { createLogger, type Logger } from "./log.ts";

/** A deployed function's configuration: production, with a network database. */
export type DeployedEnv = Env & { DATABASE_URL: string; databaseDriver: "pg" | "neon" };

/** The production configuration; throws a ConfigError naming every missing or refused variable. */
export function deployedEnv(): DeployedEnv {
  const env = loadEnv({ production: true });
  // env.ts already refuses production without DATABASE_URL or on PGlite; this tells TypeScript.
  if (env.databaseDriver === "pglite" || !env.DATABASE_URL) {
    throw new ConfigError("DATABASE_URL must point at Neon or Postgres in a Netlify function");
  }
  return { ...env, DATABASE_URL: env.DATABASE_URL, databaseDriver: env.databaseDriver };
}

/**
 * The one line a function logs when it cannot start. A configuration error is its message
 * (the variables, never their values); anything else keeps its stack for the operator.
 */
export function logStartFailure(fn: string, error: unknown): void {
  const log = createLogger("error", { fn }, (line) => console.error(line));
  log.error(`${fn} refused to start`, { error: error instanceof ConfigError ? error.message : error });
}

/** The line each instance logs when it starts: what it talks to (never a local stand-in). */
export function logStart(log: Logger, env: DeployedEnv): void {
  log.info("started in production", { database: env.databaseDriver, providers: env.providers });
}

/** What a scheduled function does once it has its configuration, database and log. */
export type ScheduledJob = (deps: { db: Database; env: Env; log: Logger }) => Promise<void>;

/**
 * A scheduled function's default export: production configuration, a small pool on the
 * network database for the run, the job, the pool closed. Without a complete production
 * configuration it logs one line and returns, touching nothing.
 */
export function scheduledFunction(fn: string, job: ScheduledJob): () => Promise<void> {
  return async () => {
    let env: DeployedEnv;
    try {
      env = deployedEnv();
    } catch (error) {
      logStartFailure(fn, error);
      return;
    }
    const log = createLogger(env.LOG_LEVEL, { fn });
    logStart(log, env);
    const database = connectRemote({ url: env.DATABASE_URL, driver: env.databaseDriver, maxConnections: 3 });
    try {
      await job({ db: database.db, env, log });
    } finally {
      await database.close();
    }
  };
}
