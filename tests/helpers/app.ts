import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Context } from "hono";
import { createPayments } from "../../src/server/payments/provider.ts";
import { createCaptchaVerifier } from "../../src/server/captcha/verifier.ts";
import { createApp } from "../../src/server/app.ts";
import type { Database } from "../../src/server/db/types.ts";
import { parseEnv, type Env } from "../../src/server/env.ts";
import { createLogger } from "../../src/server/log.ts";
import { createMailer } from "../../src/server/mail/mailer.ts";

export const TEST_JWT_SECRET = "test-secret-that-is-long-enough-for-hs256-signing";
export const TEST_JWT_KEY = new TextEncoder().encode(TEST_JWT_SECRET);

/**
 * Each request is its own client unless it names one in X-Test-Client, so that per-client
 * rate limits only meet the tests that aim at them.
 */
export function testClientAddress(c: Context): string {
  return c.req.header("x-test-client") ?? crypto.randomUUID();
}

export interface LoggedLine {
  level: string;
  msg: string;
  [field: string]: unknown;
}

/** The real app on a test database, with its log lines collected for assertions. */
export function testApp(db: Database, overrides: Record<string, string> = {}) {
  const env: Env = parseEnv({
    NODE_ENV: "test",
    JWT_SECRET: TEST_JWT_SECRET,
    DATA_DIR: mkdtempSync(join(tmpdir(), "api-test-")),
    ...overrides,
  });
  const logs: LoggedLine[] = [];
  const log = createLogger("debug", {}, (line) => logs.push(JSON.parse(line) as LoggedLine));
  const mailer = createMailer({ db, env, log });
  const app = createApp({
    db,
    env,
    log,
    mailer,
    captcha: createCaptchaVerifier(env),
    payments: createPayments(env),
    jwtKey: TEST_JWT_KEY,
    clientAddress: testClientAddress,
  });
  return { app, env, logs, mailer, mailDir: join(env.DATA_DIR, "mail") };
}

export async function json(response: Response): Promise<Record<string, unknown>> {
  return (await response.json()) as Record<string, unknown>;
}
