import type { Context } from "hono";

/**
 * Lets work finish after the answer is sent: Netlify keeps the function alive for promises
 * given to waitUntil; the local server simply lets them run. Failures are logged, never thrown.
 */
export function afterResponse(c: Context, work: Promise<unknown>, what: string): void {
  const guarded = work.catch((error: unknown) =>
    c.get("log")?.error(`background work failed: ${what}`, { error }),
  );
  try {
    c.executionCtx.waitUntil(guarded);
  } catch {
    // No execution context (app.request in tests): the promise runs on its own.
  }
}
