// The API on Netlify: a v2 function for every /api/v1/* path. It only wires src/server:
// configuration, the network database (Neon or Postgres; never PGlite, which does not
// survive bundling) and the app.
import { createPayments } from "../../src/server/payments/provider.ts";
import { createCaptchaVerifier } from "../../src/server/captcha/verifier.ts";
import { createApp, type App } from "../../src/server/app.ts";
import { resolveJwtKey } from "../../src/server/auth/secret.ts";
import { netlifyClientAddress } from "../../src/server/client-address.ts";
import { connectRemote } from "../../src/server/db/remote.ts";
import { UNAVAILABLE_MESSAGE } from "../../src/server/error-handler.ts";
import { loadEnv } from "../../src/server/env.ts";
import { createLogger } from "../../src/server/log.ts";
import { createMailer } from "../../src/server/mail/mailer.ts";

/** The part of Netlify's context this function uses. */
interface NetlifyContext {
  waitUntil?: (promise: Promise<unknown>) => void;
}

let app: App | undefined;

/** Built on the first request of each instance and reused while the instance lives. */
function getApp(): App {
  if (app) return app;
  const env = loadEnv();
  if (env.databaseDriver === "pglite" || !env.DATABASE_URL) {
    throw new Error("DATABASE_URL must point at Neon or Postgres in the Netlify Function");
  }
  // One instance serves one request at a time: a small pool is enough and spares Neon.
  const database = connectRemote({ url: env.DATABASE_URL, driver: env.databaseDriver, maxConnections: 3 });
  const log = createLogger(env.LOG_LEVEL, { fn: "api" });
  app = createApp({
    db: database.db,
    env,
    log,
    mailer: createMailer({ db: database.db, env, log }),
    captcha: createCaptchaVerifier(env),
    payments: createPayments(env, database.db),
    jwtKey: resolveJwtKey(env),
    clientAddress: netlifyClientAddress,
  });
  return app;
}

export default async function handler(request: Request, context: NetlifyContext = {}): Promise<Response> {
  try {
    // Work handed to waitUntil (e-mail after the answer) finishes before the instance freezes.
    const waitUntil = (promise: Promise<unknown>) =>
      context.waitUntil ? context.waitUntil(promise) : void promise;
    return await getApp().fetch(request, {}, { waitUntil, passThroughOnException: () => {}, props: {} });
  } catch (error) {
    // Configuration errors end here: logged for the operator, never shown to the caller.
    console.error(
      JSON.stringify({ level: "error", msg: "api function failed to start", error: String(error) }),
    );
    return Response.json({ err: UNAVAILABLE_MESSAGE }, { status: 503 });
  }
}

export const config = { path: "/api/v1/*" };
