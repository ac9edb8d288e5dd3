// The API on Netlify: a v2 function for every /api/v1/* path. It only wires src/server:
// production configuration (whatever the environment says: decision 0020), the network
// database (Neon or Postgres; never PGlite, which does not survive bundling) and the app.
import { createApp, type App } from "../../src/server/app.ts";
import { netlifyClientAddress } from "../../src/server/client-address.ts";
import { connectRemote } from "../../src/server/db/remote.ts";
import { buildAppDeps } from "../../src/server/deps.ts";
import { UNAVAILABLE_MESSAGE } from "../../src/server/error-handler.ts";
import { createLogger } from "../../src/server/log.ts";
import { deployedEnv, logStart, logStartFailure } from "../../src/server/netlify-function.ts";

/** The part of Netlify's context this function uses. */
interface NetlifyContext {
  waitUntil?: (promise: Promise<unknown>) => void;
}

let app: App | undefined;

/** Built on the first request of each instance and reused while the instance lives. */
function getApp(): App {
  if (app) return app;
  // Throws, naming the variables, when production's configuration is incomplete.
  const env = deployedEnv();
  // One instance serves one request at a time: a small pool is enough and spares Neon.
  const database = connectRemote({ url: env.DATABASE_URL, driver: env.databaseDriver, maxConnections: 3 });
  const log = createLogger(env.LOG_LEVEL, { fn: "api" });
  app = createApp(buildAppDeps(database.db, env, { log, clientAddress: netlifyClientAddress }));
  logStart(log, env);
  return app;
}

export default async function handler(request: Request, context: NetlifyContext = {}): Promise<Response> {
  let api: App;
  try {
    api = getApp();
  } catch (error) {
    // Configuration errors end here: logged for the operator, never shown to the caller.
    logStartFailure("api", error);
    return Response.json({ err: UNAVAILABLE_MESSAGE }, { status: 503 });
  }
  // Work handed to waitUntil (e-mail after the answer) finishes before the instance freezes.
  const waitUntil = (promise: Promise<unknown>) =>
    context.waitUntil ? context.waitUntil(promise) : void promise;
  try {
    return await api.fetch(request, {}, { waitUntil, passThroughOnException: () => {}, props: {} });
  } catch (error) {
    // The app answers its own errors; this is the last resort, still never a stack.
    createLogger("error", { fn: "api" }, (line) => console.error(line)).error("api failed", { error });
    return Response.json({ err: UNAVAILABLE_MESSAGE }, { status: 503 });
  }
}

// The API's description is a file of the built site, answered by the CDN (decision 0047).
export const config = { path: "/api/v1/*", excludedPath: ["/api/v1/openapi.json"] };
