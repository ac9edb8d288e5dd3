import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { AppBindings } from "./context.ts";
import { HttpError, isDatabaseUnavailable } from "./errors.ts";

export const UNAVAILABLE_MESSAGE = "The service is temporarily unavailable. Please try again shortly.";
export const INTERNAL_MESSAGE = "Something went wrong on our side. Please try again.";

/**
 * The one place where errors become answers (docs/architecture.md, habit 6): `{ err, issues? }` with the
 * error's status; the database being away is 503; anything unexpected is logged with the
 * request id and answered 500 with a generic message, never a stack trace.
 */
export function handleError(error: Error, c: Context<AppBindings>): Response {
  if (error instanceof HttpError) {
    // A provider failed behind a clear answer (e.g. 503): operators need the reason.
    if (error.status >= 500 && error.cause !== undefined) {
      c.get("log")?.error("service unavailable", {
        error: error.cause,
        method: c.req.method,
        path: c.req.path,
      });
    }
    for (const [name, value] of Object.entries(error.headers)) c.header(name, value);
    const body = {
      ...error.extra,
      err: error.message,
      ...(error.issues ? { issues: error.issues } : {}),
    };
    return c.json(body, error.status as ContentfulStatusCode);
  }
  if (error instanceof HTTPException) {
    // Hono's own (malformed JSON and the like): its message is written for callers.
    return c.json({ err: error.message || "Bad request." }, error.status);
  }
  const log = c.get("log");
  const where = { method: c.req.method, path: c.req.path };
  if (isDatabaseUnavailable(error)) {
    log?.error("database unavailable", { error, ...where });
    return c.json({ err: UNAVAILABLE_MESSAGE }, 503);
  }
  log?.error("unhandled error", { error, ...where });
  return c.json({ err: INTERNAL_MESSAGE }, 500);
}
