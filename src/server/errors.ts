// Services throw these; one handler in app.ts turns them into `{ err, issues? }` and a
// status (docs/architecture.md, habit 6). Anything else is logged and answered with a generic message.

export interface FieldIssue {
  path: string;
  message: string;
}

export class HttpError extends Error {
  override name = "HttpError";
  readonly status: number;
  readonly issues: FieldIssue[] | undefined;
  readonly headers: Record<string, string>;
  /** Fields the answer carries beside `err` (e.g. `captcha: "required"`). */
  readonly extra: Record<string, string | number | boolean>;

  constructor(
    status: number,
    message: string,
    options: {
      issues?: FieldIssue[];
      headers?: Record<string, string>;
      extra?: Record<string, string | number | boolean>;
      cause?: unknown;
    } = {},
  ) {
    super(message, { cause: options.cause });
    this.status = status;
    this.issues = options.issues;
    this.headers = options.headers ?? {};
    this.extra = options.extra ?? {};
  }
}

export const badRequest = (message: string, issues?: FieldIssue[]) => new HttpError(400, message, { issues });
export const unauthorized = (message = "Please log in to continue.") => new HttpError(401, message);
export const forbidden = (message = "You do not have access to this.") => new HttpError(403, message);
export const notFound = (message = "Not found.") => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
export const serviceUnavailable = (message: string) => new HttpError(503, message);

/** Postgres error codes (on `cause.code` behind Drizzle's wrapper) that mean "unreachable". */
const UNAVAILABLE_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "ENOTFOUND",
  "EAI_AGAIN",
  "57P01", // admin_shutdown
  "57P02", // crash_shutdown
  "57P03", // cannot_connect_now
  "53300", // too_many_connections
  "08000",
  "08001",
  "08003",
  "08004",
  "08006",
]);

const UNAVAILABLE_MESSAGES = [
  /timeout exceeded when trying to connect/i,
  /connection terminated/i,
  /Connection terminated unexpectedly/i,
  /PGlite is closed/i,
  /Client has encountered a connection error/i,
  /Client was closed and is not queryable/i,
  // A statement unanswered within the pool's query_timeout (src/server/db/remote.ts).
  /Query read timeout/i,
  /Cannot use a pool after calling end/i,
];

/** True when an error (or one it wraps) says the database cannot be reached right now. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string" && UNAVAILABLE_CODES.has(code)) return true;
    const message = (current as { message?: unknown }).message;
    if (typeof message === "string" && UNAVAILABLE_MESSAGES.some((re) => re.test(message))) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** The Postgres error code behind Drizzle's wrapper, e.g. "23505" for a unique violation. */
export function pgErrorCode(error: unknown): string | undefined {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}
