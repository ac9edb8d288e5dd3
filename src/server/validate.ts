// The one request validator (docs/architecture.md, habit 4): a zod schema from src/schemas checks the body,
// the query or the path, and failures become 400 `{ err, issues }` with the schema's own
// messages, which are the specification's texts. Before the schema, every string and key of
// the input is checked here once for what no field may hold (decision 0026): text is refused with
// a message, never stored altered.
import type { Context, MiddlewareHandler } from "hono";
import { validator } from "hono/validator";
import * as z from "zod/mini";
import english from "zod/v4/locales/en.js";
import { HttpError, badRequest, type FieldIssue } from "./errors.ts";

// The schemas are written with zod/mini (decision 0029), which loads no words of its own: the
// API answers zod's English ones where a schema gives no message.
z.config(english());

function toIssues(error: z.core.$ZodError): FieldIssue[] {
  return error.issues.map((issue) => ({ path: issue.path.join("."), message: issue.message }));
}

export const NUL_MESSAGE = "The request contains a character that is not allowed.";
export const BROKEN_TEXT_MESSAGE =
  "This text has a broken character in it (not valid Unicode). Please type it again.";
export const NOT_UTF8_MESSAGE = "The request body is not valid UTF-8 text.";
export const BAD_ESCAPE_MESSAGE = "The address has a %-escape that is not valid UTF-8.";

/** What is wrong with a string no field may hold, if anything. */
function textProblem(text: string): string | undefined {
  // Postgres text cannot hold U+0000.
  if (text.includes("\u0000")) return NUL_MESSAGE;
  // A lone surrogate is not text: the drivers would store U+FFFD in its place, and Postgres
  // refuses its \u escape inside jsonb (once a 500).
  if (!text.isWellFormed()) return BROKEN_TEXT_MESSAGE;
  return undefined;
}

interface Visit {
  value: unknown;
  key?: string;
  parent?: Visit;
}

const pathOf = (visit: Visit | undefined): string => {
  const keys: string[] = [];
  for (let at = visit; at?.key !== undefined; at = at.parent) keys.unshift(at.key);
  return keys.join(".");
};

/**
 * The first string or key, in the order written, that no field may hold, with the dotted
 * path of its field (as zod writes paths). Walked without recursion, because a body may be
 * nested thousands deep; the body limit bounds the walk.
 */
function findUnstorableText(value: unknown): FieldIssue | undefined {
  const pending: Visit[] = [{ value }];
  while (pending.length > 0) {
    const visit = pending.pop()!;
    if (typeof visit.value === "string") {
      const message = textProblem(visit.value);
      if (message) return { path: pathOf(visit), message };
    } else if (visit.value !== null && typeof visit.value === "object") {
      const entries = Object.entries(visit.value);
      for (const [key] of entries) {
        const message = textProblem(key);
        if (message) return { path: pathOf(visit), message };
      }
      for (let index = entries.length - 1; index >= 0; index -= 1) {
        const [key, child] = entries[index]!;
        pending.push({ value: child, key, parent: visit });
      }
    }
  }
  return undefined;
}

function check<S extends z.core.$ZodType>(schema: S, value: unknown): z.output<S> {
  const unstorable = findUnstorableText(value);
  if (unstorable) {
    // The NUL answer is older than decision 0026 and kept word for word; the newer one names its field.
    const err =
      unstorable.message === NUL_MESSAGE || !unstorable.path
        ? unstorable.message
        : `${unstorable.path}: ${unstorable.message}`;
    throw badRequest(err, [unstorable]);
  }
  const result = z.safeParse(schema, value);
  if (result.success) return result.data;
  const issues = toIssues(result.error);
  throw badRequest(issues[0]?.message ?? "Invalid request.", issues);
}

const JSON_TYPE = /^application\/([\w.-]+\+)?json$/i;
/** JSON is UTF-8 (RFC 8259); a byte order mark in front is dropped, as before. */
const UTF8 = new TextDecoder("utf-8", { fatal: true });

/**
 * Refuses a body that is not declared as JSON before Hono's parser would ignore it, and one
 * that is not UTF-8: Hono would decode it with U+FFFD in place of the bad bytes, and the
 * fields would be stored altered without a word.
 */
const readJsonText: MiddlewareHandler = async (c: Context, next) => {
  const type = (c.req.header("content-type") ?? "").split(";")[0]?.trim() ?? "";
  if (!JSON_TYPE.test(type)) {
    throw new HttpError(415, "Send the request body as JSON (Content-Type: application/json).");
  }
  try {
    // Hono keeps the bytes read here for c.req.json().
    UTF8.decode(await c.req.arrayBuffer());
  } catch {
    throw badRequest(NOT_UTF8_MESSAGE);
  }
  await next();
};

/**
 * Hono keeps a %-escape that does not decode as it stands ("%FF" stays three characters):
 * the value would reach the schema as something the caller did not send. Refused instead.
 */
function requireDecodable(encoded: string): void {
  try {
    decodeURIComponent(encoded);
  } catch {
    throw badRequest(BAD_ESCAPE_MESSAGE);
  }
}

/** What one validator middleware checks: the API description's test compares it with the document. */
export interface Validation {
  target: "json" | "query" | "param";
  schema: z.core.$ZodType;
}

const validations = new WeakMap<object, Validation>();

/** The schema a route's middleware validates with, if it is one of these validators. */
export const validationOf = (handler: unknown): Validation | undefined =>
  typeof handler === "function" ? validations.get(handler) : undefined;

function remember<H extends object>(handler: H, validation: Validation): H {
  validations.set(handler, validation);
  return handler;
}

export const jsonBody = <S extends z.core.$ZodType>(schema: S) =>
  [
    readJsonText,
    remember(
      validator("json", (value) => check(schema, value)),
      { target: "json", schema },
    ),
  ] as const;

export const query = <S extends z.core.$ZodType>(schema: S) =>
  remember(
    validator("query", (value, c) => {
      requireDecodable(new URL(c.req.url).search.slice(1));
      return check(schema, value);
    }),
    { target: "query", schema },
  );

export const params = <S extends z.core.$ZodType>(schema: S) =>
  remember(
    validator("param", (value, c) => {
      requireDecodable(new URL(c.req.url).pathname);
      return check(schema, value);
    }),
    { target: "param", schema },
  );
