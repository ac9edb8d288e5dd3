// The scaffold of the tests that run on every database driver: a describe block per target,
// its own fresh database and test app for the block's tests, and both closed afterwards.
import { afterAll, beforeAll, describe, it } from "vitest";
import type { Database } from "../../src/server/db/types.ts";
import { apiCaller, testApp, type TestProviders } from "./app.ts";
import { DATABASE_TARGETS, type DatabaseTarget, type TestDatabase } from "./databases.ts";

export type TestApi = ReturnType<typeof testApp>;
export type ApiCall = ReturnType<typeof apiCaller>;

/** Providers a block builds for its app, and how to stop what it started for them. */
export interface BlockProviders extends TestProviders {
  close?(): unknown;
}

export interface DatabaseOptions<P extends BlockProviders = BlockProviders> {
  /** Overrides of the app's environment (testApp's second argument). */
  env?: Record<string, string> | ((target: DatabaseTarget) => Record<string, string>);
  /** Started once per database, before the app; closed after the block's own afterAll hooks. */
  providers?: (target: DatabaseTarget) => P | Promise<P>;
  /** false: the database only, for tests that build their apps themselves or need none. */
  app?: boolean;
}

export interface ForEachDatabaseOptions<
  P extends BlockProviders = BlockProviders,
> extends DatabaseOptions<P> {
  /** "server": pg and Neon only, for what the embedded database cannot show. */
  targets?: "all" | "server";
}

/**
 * What a block's tests and hooks read. Everything but `target` and `call` exists from the
 * block's beforeAll on: reading it while the block is being declared throws.
 */
export interface DatabaseContext<P extends BlockProviders = BlockProviders> {
  readonly target: DatabaseTarget;
  readonly database: TestDatabase;
  readonly db: Database;
  readonly api: TestApi;
  /** JSON calls to /api/v1 on the block's app; usable anywhere, as it looks the app up per call. */
  readonly call: ApiCall;
  /** What `providers` returned for this database. */
  readonly providers: P;
}

/**
 * Opens `target` for the tests of the describe block this is called in: a fresh database and,
 * unless `app` is false, the test app on it. Both are closed when the block ends.
 */
export function withDatabase<P extends BlockProviders = BlockProviders>(
  target: DatabaseTarget,
  options: DatabaseOptions<P> = {},
): DatabaseContext<P> {
  let database: TestDatabase | undefined;
  let provided: P | undefined;
  let api: TestApi | undefined;

  beforeAll(async () => {
    database = await target.open();
    provided = options.providers ? await options.providers(target) : ({} as P);
    if (options.app !== false) {
      const env = typeof options.env === "function" ? options.env(target) : options.env;
      api = testApp(database.db, env, provided);
    }
  });
  afterAll(async () => {
    // Whatever failed on the way in, what did open is closed.
    try {
      await provided?.close?.();
    } finally {
      await database?.destroy();
    }
  });

  const opened = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) {
      throw new Error(
        options.app === false && what === "api"
          ? `${target.name}: this block has no app (app: false)`
          : `${target.name}: the ${what} is there from the block's beforeAll on, not while it is declared`,
      );
    }
    return value;
  };

  return {
    target,
    get database() {
      return opened(database, "database");
    },
    get db() {
      return opened(database, "database").db;
    },
    get api() {
      return opened(api, "api");
    },
    get providers() {
      return opened(provided, "providers");
    },
    call: (...args) => apiCaller(opened(api, "api"))(...args),
  };
}

/**
 * Declares `block` once per configured database, as "`title` on pglite" and so on, each with
 * a database (and app) of its own: see withDatabase.
 */
export function forEachDatabase(title: string, block: (context: DatabaseContext) => void): void;
export function forEachDatabase<P extends BlockProviders>(
  title: string,
  options: ForEachDatabaseOptions<P>,
  block: (context: DatabaseContext<P>) => void,
): void;
export function forEachDatabase<P extends BlockProviders>(
  title: string,
  ...args:
    | [(context: DatabaseContext<P>) => void]
    | [ForEachDatabaseOptions<P>, (context: DatabaseContext<P>) => void]
): void {
  const [options, block] = args.length === 1 ? [{} as ForEachDatabaseOptions<P>, args[0]] : args;
  const targets =
    options.targets === "server"
      ? DATABASE_TARGETS.filter((target) => target.name !== "pglite")
      : DATABASE_TARGETS;
  if (targets.length === 0) {
    // A file of server tests alone still reports something, and says what it would need.
    const reason = `${title}: needs a Postgres server (set TEST_DATABASE_URL; CI does)`;
    process.stderr.write(`\n${reason}\n`);
    it.skipIf(true)(reason, () => {});
    return;
  }
  for (const target of targets) {
    describe(`${title} on ${target.name}`, () => block(withDatabase(target, options)));
  }
}

/**
 * `it` in a block on a database server (pg, Neon); on PGlite it declares nothing, so that a run
 * reports no skipped test. For what only runs against a server: the deployed functions, which
 * refuse the embedded database.
 */
export function itOnServer(
  target: DatabaseTarget,
): (name: string, test: () => Promise<void> | void, timeout?: number) => void {
  return target.name === "pglite" ? () => {} : it;
}
