// Every call to the API goes through here (docs/architecture.md, habit 7). A failure is one of four kinds,
// as the specification's fetch layer classifies them: the network, a time-out, a body that
// is not JSON, or an HTTP status with the server's data. Success is 200 to 299.
import { API_BASE } from "../config/app.ts";
import { CLIENT_FAILURES } from "../i18n/client-failures.ts";
import { HTML_LANG } from "../i18n/lang-key.ts";
import { langOfDocument } from "./page-lang.ts";

export type ApiFailureKind = "network" | "timeout" | "parse" | "http";

export interface FieldIssue {
  path: string;
  message: string;
}

export class ApiError extends Error {
  override name = "ApiError";
  readonly kind: ApiFailureKind;
  readonly status: number | undefined;
  readonly data: unknown;

  constructor(kind: ApiFailureKind, message: string, status?: number, data?: unknown) {
    super(message);
    this.kind = kind;
    this.status = status;
    this.data = data;
  }

  /** The server's `err`, when it sent one. */
  get serverMessage(): string | undefined {
    const err = (this.data as { err?: unknown } | undefined)?.err;
    return typeof err === "string" ? err : undefined;
  }

  /** The server asks for the bot check before it goes on (`captcha: "required"`). */
  get captchaRequired(): boolean {
    return (this.data as { captcha?: unknown } | undefined)?.captcha === "required";
  }

  get issues(): FieldIssue[] {
    const issues = (this.data as { issues?: unknown } | undefined)?.issues;
    return Array.isArray(issues) ? (issues as FieldIssue[]) : [];
  }
}

export interface Tokens {
  accessToken: string;
  refreshToken: string;
}

/** How the API layer reaches the session without importing the stores (set by stores/auth). */
export interface SessionBridge {
  tokens(): Tokens | undefined;
  /** A refresh succeeded: keep the new pair. */
  renewed(tokens: Tokens): void;
  /** The refresh token was refused: the session is over. */
  ended(): void;
}

let session: SessionBridge | undefined;
export function connectSession(bridge: SessionBridge): void {
  session = bridge;
}

export const DEFAULT_TIMEOUT_MS = 15_000;

export interface RequestOptions {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  body?: unknown;
  timeoutMs?: number;
  /** Send the bearer token (default: whenever there is one). */
  auth?: boolean;
  signal?: AbortSignal;
}

async function send(
  path: string,
  options: RequestOptions,
  accessToken: string | undefined,
  accept = "application/json",
): Promise<Response> {
  const timeout = AbortSignal.timeout(options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  // The page's language, not the browser's: a Hindi page gets the API's errors in Hindi, an
  // English page in English, whatever the browser prefers (docs/product.md D25).
  const lang = langOfDocument();
  const headers: Record<string, string> = {
    "Content-Type": "application/json",
    Accept: accept,
    "Accept-Language": HTML_LANG[lang],
  };
  if (accessToken) headers.Authorization = `Bearer ${accessToken}`;
  try {
    // Relative in the browser; the origin matters only where there is no page (tests).
    const url = new URL(`${API_BASE}${path}`, globalThis.location?.origin ?? "http://localhost");
    return await fetch(url, {
      method: options.method ?? "GET",
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal,
      credentials: "same-origin",
    });
  } catch (error) {
    if (timeout.aborted) throw new ApiError("timeout", CLIENT_FAILURES[lang].timeout);
    if (options.signal?.aborted) throw error;
    throw new ApiError("network", CLIENT_FAILURES[lang].network);
  }
}

/** A response's JSON body; undefined when empty. */
export async function read(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === "") return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new ApiError("parse", CLIENT_FAILURES[langOfDocument()].parse, response.status);
  }
}

let refreshing: Promise<boolean> | undefined;

/** One refresh at a time, shared by every call that met a 401 meanwhile. */
function refreshSession(): Promise<boolean> {
  refreshing ??= (async () => {
    const refreshToken = session?.tokens()?.refreshToken;
    if (!refreshToken) return false;
    try {
      const response = await send(
        "/user/auth/refresh",
        { method: "POST", body: { refreshToken } },
        undefined,
      );
      if (!response.ok) {
        if (response.status === 401) session?.ended();
        return false;
      }
      const data = (await read(response)) as Tokens;
      session?.renewed({ accessToken: data.accessToken, refreshToken: data.refreshToken });
      return true;
    } catch {
      return false;
    }
  })().finally(() => {
    refreshing = undefined;
  });
  return refreshing;
}

/**
 * Sends a call with the session's token; an expired access token is renewed once, then the
 * call repeated. The answer is not read: apiRequest reads JSON, client/download.ts a file.
 */
export async function exchange(path: string, options: RequestOptions, accept?: string): Promise<Response> {
  const useAuth = options.auth ?? true;
  let response = await send(path, options, useAuth ? session?.tokens()?.accessToken : undefined, accept);
  if (response.status === 401 && useAuth && session?.tokens() && (await refreshSession())) {
    response = await send(path, options, session.tokens()?.accessToken, accept);
  }
  return response;
}

/** A status outside 2xx as an ApiError, with the server's `err` as its message when there is one. */
export function httpFailure(status: number, data: unknown): ApiError {
  const message = (data as { err?: unknown } | undefined)?.err;
  return new ApiError(
    "http",
    typeof message === "string" ? message : `Request failed (${status})`,
    status,
    data,
  );
}

/** A call's JSON and its headers (the admin lists give their total in X-Total-Count). */
export async function apiRequestWithHeaders<T>(
  path: string,
  options: RequestOptions = {},
): Promise<{ data: T; headers: Headers }> {
  const response = await exchange(path, options);
  const data = await read(response);
  if (response.status < 200 || response.status > 299) throw httpFailure(response.status, data);
  return { data: data as T, headers: response.headers };
}

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  return (await apiRequestWithHeaders<T>(path, options)).data;
}

/**
 * What a failed call tells people, the one way every page says it: the server's `err` (else
 * the fallback) for an answer; the fallback for an answer that is not the API's JSON (a
 * proxy's error page); the client's own words for a time-out or no network; the fallback
 * for anything else.
 */
export function failureMessage(error: unknown, fallback = "Something went wrong!"): string {
  if (!(error instanceof ApiError)) return fallback;
  if (error.kind === "http") return error.serverMessage ?? fallback;
  return error.kind === "parse" ? fallback : error.message;
}
