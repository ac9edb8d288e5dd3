import type { Context } from "hono";

/**
 * Lets work finish after the answer is sent: Netlify keeps the function alive for promises
 * given to waitUntil; the local server simply lets them run. Failures are logged, never thrown.
 * Work given as a function starts only once the handler has returned its answer, so that
 * nothing it does can change the answer or how long the answer takes.
 */
export function afterResponse(
  c: Context,
  work: Promise<unknown> | (() => Promise<unknown>),
  what: string,
): void {
  const started =
    typeof work === "function" ? new Promise((resolve) => setImmediate(resolve)).then(work) : work;
  const guarded = started.catch((error: unknown) =>
    c.get("log")?.error(`background work failed: ${what}`, { error }),
  );
  try {
    c.executionCtx.waitUntil(guarded);
  } catch {
    // No execution context (app.request in tests): the promise runs on its own.
  }
}
