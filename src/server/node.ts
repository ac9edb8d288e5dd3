// The local server: the built site and the API on one port, which is production minus the
// CDN. `npm start` runs it after building; `npm run dev` runs it with --api-only beside
// Astro's dev server. Usage: node src/server/node.ts [--api-only]
import { readFileSync } from "node:fs";
import { createSecureServer, type Http2Session } from "node:http2";
import type { AddressInfo } from "node:net";
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { serve, type ServerType } from "@hono/node-server";
import { Hono } from "hono";
import { compress } from "hono/compress";
import { createApp } from "./app.ts";
import { buildAppDeps } from "./deps.ts";
import { socketClientAddress } from "./client-address.ts";
import { connectDatabase } from "./db/connect.ts";
import { ensureAdmin, seedPlans } from "./db/seed.ts";
import type { DatabaseHandle } from "./db/types.ts";
import { loadEnv, type Env } from "./env.ts";
import { createLogger, type Logger } from "./log.ts";
import { operatorsOf } from "./notify/notifier.ts";
import { startDailyLoop } from "./services/daily.ts";
import { startReconcileLoop } from "./services/reconcile.ts";
import { createStaticHandler, parseHeaderRules, parseNotFoundRules } from "./static-site.ts";
import { paymentContext } from "./services/payments.ts";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));

export interface StartOptions {
  env?: Env;
  /** Serve dist/ beside the API (default) or only the API (dev). */
  serveSite?: boolean;
  distDir?: string;
  log?: Logger;
  /**
   * Serve HTTPS with HTTP/2 (HTTP/1.1 for clients without it), as Netlify's CDN serves the
   * site: the Lighthouse bench measures pages delivered that way. PEM key and certificate.
   */
  tls?: { key: string; cert: string };
}

export interface RunningServer {
  url: string;
  port: number;
  database: DatabaseHandle;
  close(): Promise<void>;
}

/** Migrates and seeds the database: the embedded one at every start, a server one too. */
export async function prepareDatabase(handle: DatabaseHandle, env: Env, log: Logger): Promise<void> {
  await handle.migrate();
  await seedPlans(handle.db);
  if (env.ADMIN_EMAIL && env.ADMIN_PASSWORD) {
    const result = await ensureAdmin(
      handle.db,
      { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD },
      { overwrite: false },
    );
    if (result === "created") log.info("admin account created", { email: env.ADMIN_EMAIL });
    if (result === "conflict") {
      log.warn(
        "ADMIN_EMAIL belongs to an existing non-admin account; it was not promoted. Use `npm run admin:create` to do that deliberately.",
        {
          email: env.ADMIN_EMAIL,
        },
      );
    }
  }
}

export async function startServer(options: StartOptions = {}): Promise<RunningServer> {
  const env = options.env ?? loadEnv();
  const log = options.log ?? createLogger(env.LOG_LEVEL);
  const database = await connectDatabase(env);
  let server: ServerType | undefined;
  try {
    await prepareDatabase(database, env, log);

    const deps = buildAppDeps(database.db, env, { log, clientAddress: socketClientAddress });
    const { mailer, payments } = deps;
    const stopRetries = mailer.startRetryLoop();
    const stopWhatsAppRetries = deps.whatsapp.startRetryLoop();
    const api = createApp(deps);
    const root = new Hono();
    root.use(compress());
    // c.env carries Node's request, from which the API reads the caller's address. Work left
    // for after the answer simply runs on in this process (as waitUntil keeps it on Netlify);
    // giving the app that context spares it asking for one that is not there on every call.
    // The work still running is awaited when the server stops, before the database closes.
    const afterAnswers = new Set<Promise<unknown>>();
    const executionCtx = {
      waitUntil: (work: Promise<unknown>) => {
        afterAnswers.add(work);
        void work.finally(() => afterAnswers.delete(work));
      },
      passThroughOnException() {},
      props: {},
    };
    root.all("/api/*", (c) => api.fetch(c.req.raw, c.env, executionCtx));
    if (options.serveSite ?? true) {
      const distDir = options.distDir ?? resolve(ROOT, "dist");
      const toml = readFileSync(resolve(ROOT, "netlify.toml"), "utf8");
      root.all("*", createStaticHandler(distDir, parseHeaderRules(toml), parseNotFoundRules(toml)));
    }

    const listening = new Promise<AddressInfo>((resolveAddress, reject) => {
      const listen = { fetch: root.fetch, port: env.PORT, hostname: env.HOST };
      server = options.tls
        ? serve(
            {
              ...listen,
              createServer: createSecureServer,
              serverOptions: { ...options.tls, allowHTTP1: true },
            },
            (info) => resolveAddress(info),
          )
        : serve(listen, (info) => resolveAddress(info));
      server.once("error", reject);
    });
    const address = await listening;
    const shownHost = ["127.0.0.1", "::1", "0.0.0.0", "::"].includes(env.HOST) ? "localhost" : env.HOST;
    const url = `${options.tls ? "https" : "http"}://${shownHost}:${address.port}`;
    // HTTP/2 sessions, which close() ends (an HTTP/2 server has no closeAllConnections).
    const sessions = new Set<Http2Session>();
    server!.on("session", (session: Http2Session) => {
      sessions.add(session);
      session.once("close", () => sessions.delete(session));
    });
    // Orders paid while the browser was closed: the embedded database belongs to this
    // process, so the reconciler runs here (on Netlify, as a scheduled function).
    const stopReconciling = startReconcileLoop(database.db, payments, {
      context: paymentContext(env),
      log,
      mailer,
      whatsappSender: deps.whatsapp,
    });
    // Membership reminders and housekeeping: the daily jobs, checked every hour.
    const stopDaily = startDailyLoop(database.db, {
      siteUrl: env.siteUrl,
      ...operatorsOf(env),
      log,
      mailer,
      whatsappSender: deps.whatsapp,
    });

    let closing: Promise<void> | undefined;
    const close = () => {
      closing ??= (async () => {
        // Every loop's round in flight ends before the database closes under it.
        await Promise.all([stopRetries(), stopWhatsAppRetries(), stopReconciling(), stopDaily()]);
        await new Promise<void>((done) => {
          if (!server) return done();
          server.close(() => done());
          // Keep-alive connections would hold close() open; a stopping server drops them.
          if ("closeAllConnections" in server) server.closeAllConnections();
          for (const session of sessions) session.destroy();
        });
        // And so does what the last requests left for after their answers (their messages).
        while (afterAnswers.size > 0) await Promise.allSettled([...afterAnswers]);
        await database.close();
      })();
      return closing;
    };
    return { url, port: address.port, database, close };
  } catch (error) {
    server?.close();
    await database.close();
    throw error;
  }
}

/** Starts the server for a person at a terminal and stops it cleanly on Ctrl-C. */
export async function runFromCommandLine(args: readonly string[]): Promise<void> {
  const env = loadEnv();
  const log = createLogger(env.LOG_LEVEL);
  const apiOnly = args.includes("--api-only");
  const running = await startServer({ env, log, serveSite: !apiOnly });
  const where =
    env.databaseDriver === "pglite"
      ? `embedded database in ${env.DATA_DIR}`
      : `${env.databaseDriver} database`;
  process.stdout.write(
    apiOnly
      ? `API listening on ${running.url}/api/v1 (${where})\n`
      : `\n  Nova Experience is running at ${running.url}  (${where}; Ctrl-C to stop)\n\n`,
  );

  const stop = (signal: string) => {
    log.info("stopping", { signal });
    running.close().then(
      () => process.exit(0),
      (error: unknown) => {
        log.error("error while stopping", { error });
        process.exit(1);
      },
    );
  };
  process.once("SIGINT", () => stop("SIGINT"));
  process.once("SIGTERM", () => stop("SIGTERM"));
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  runFromCommandLine(process.argv.slice(2)).catch(exitWithError);
}

export function exitWithError(error: unknown): never {
  const message = error instanceof Error ? error.message : String(error);
  process.stderr.write(`\nCould not start: ${message}\n`);
  process.exit(1);
}
