import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { errorIn } from "../i18n/errors.ts";
import { answerLanguage } from "./accept-language.ts";
import type { AppBindings } from "./context.ts";
import { HttpError, isDatabaseUnavailable, type FieldIssue } from "./errors.ts";

export const UNAVAILABLE_MESSAGE = "The service is temporarily unavailable. Please try again shortly.";
export const INTERNAL_MESSAGE = "Something went wrong on our side. Please try again.";

interface ErrorBody {
  err: string;
  issues?: FieldIssue[];
  [field: string]: unknown;
}

/**
 * Every error answer leaves through here: `err` and each issue's message in the language the
 * request asks for (Accept-Language: Hindi when preferred, D25), nothing else changed. The
 * English words are the specification's and are answered as they are; a message without
 * Hindi stays English. The answer depends on the header either way, hence Vary.
 */
export function errorAnswer(c: Context, body: ErrorBody, status: ContentfulStatusCode): Response {
  c.header("Vary", "Accept-Language", { append: true });
  const lang = answerLanguage(c.req.header("Accept-Language"));
  if (lang === "en") return c.json(body, status);
  c.header("Content-Language", lang);
  const issues = body.issues?.map((issue) => ({ ...issue, message: errorIn(lang, issue.message) }));
  return c.json({ ...body, err: errorIn(lang, body.err), ...(issues ? { issues } : {}) }, status);
}

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
    return errorAnswer(c, body, error.status as ContentfulStatusCode);
  }
  if (error instanceof HTTPException) {
    // Hono's own (malformed JSON and the like): its message is written for callers.
    return errorAnswer(c, { err: error.message || "Bad request." }, error.status);
  }
  const log = c.get("log");
  const where = { method: c.req.method, path: c.req.path };
  if (isDatabaseUnavailable(error)) {
    log?.error("database unavailable", { error, ...where });
    return errorAnswer(c, { err: UNAVAILABLE_MESSAGE }, 503);
  }
  log?.error("unhandled error", { error, ...where });
  return errorAnswer(c, { err: INTERNAL_MESSAGE }, 500);
}
