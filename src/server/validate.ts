// The one request validator (STYLE habit 4): a zod schema from src/schemas checks the body,
// the query or the path, and failures become 400 `{ err, issues }` with the schema's own
// messages, which are the specification's texts.
import type { Context, MiddlewareHandler } from "hono";
import { validator } from "hono/validator";
import type { z } from "zod";
import { HttpError, badRequest, type FieldIssue } from "./errors.ts";

function toIssues(error: z.ZodError): FieldIssue[] {
  return error.issues.map((issue) => ({ path: issue.path.join("."), message: issue.message }));
}

export const NUL_MESSAGE = "The request contains a character that is not allowed.";

/** Postgres text cannot hold U+0000; such input is refused before it reaches a query. */
function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === "string") return value.includes("\u0000");
  if (depth > 20 || value === null || typeof value !== "object") return false;
  for (const [key, item] of Object.entries(value)) {
    if (key.includes("\u0000") || containsNul(item, depth + 1)) return true;
  }
  return false;
}

function check<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  if (containsNul(value)) throw badRequest(NUL_MESSAGE);
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issues = toIssues(result.error);
  throw badRequest(issues[0]?.message ?? "Invalid request.", issues);
}

const JSON_TYPE = /^application\/([\w.-]+\+)?json$/i;

/** Refuses a body that is not declared as JSON before Hono's parser would ignore it. */
const requireJson: MiddlewareHandler = async (c: Context, next) => {
  const type = (c.req.header("content-type") ?? "").split(";")[0]?.trim() ?? "";
  if (!JSON_TYPE.test(type)) {
    throw new HttpError(415, "Send the request body as JSON (Content-Type: application/json).");
  }
  await next();
};

export const jsonBody = <S extends z.ZodType>(schema: S) =>
  [requireJson, validator("json", (value) => check(schema, value))] as const;

export const query = <S extends z.ZodType>(schema: S) => validator("query", (value) => check(schema, value));

export const params = <S extends z.ZodType>(schema: S) => validator("param", (value) => check(schema, value));
