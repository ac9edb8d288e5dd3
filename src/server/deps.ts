// What the API needs, built in one place for each of its homes: the local server (node.ts),
// the Netlify function (netlify/functions/api.mts), the tests and the bench. Each says only
// how it differs: where the caller's address comes from, and for the tests a provider of
// their own.
import type { Context } from "hono";
import { resolveJwtKey } from "./auth/secret.ts";
import { createCaptchaVerifier, type CaptchaVerifier } from "./captcha/verifier.ts";
import type { AppDeps } from "./context.ts";
import type { Database } from "./db/types.ts";
import type { Env } from "./env.ts";
import type { Logger } from "./log.ts";
import type { MailTransport } from "./mail/transport.ts";
import { createPayments, type PaymentSetup } from "./payments/provider.ts";
import { createSenders } from "./senders.ts";
import type { WhatsAppTransport } from "./whatsapp/transport.ts";

export interface DepsOptions {
  log: Logger;
  /** The caller's address for per-client rate limits. */
  clientAddress: (c: Context) => string;
  /** Instead of the configured ones (tests: stand-ins with short time limits). */
  mailTransport?: MailTransport;
  whatsappTransport?: WhatsAppTransport;
  payments?: PaymentSetup;
  captcha?: CaptchaVerifier;
  jwtKey?: Uint8Array;
  /** Tests: a clock they move (the second factor's codes). */
  clock?: () => Date;
}

export function buildAppDeps(db: Database, env: Env, options: DepsOptions): AppDeps {
  const { log } = options;
  const { mailer, whatsapp } = createSenders({
    db,
    env,
    log,
    mailTransport: options.mailTransport,
    whatsappTransport: options.whatsappTransport,
  });
  return {
    db,
    env,
    log,
    mailer,
    whatsapp,
    captcha: options.captcha ?? createCaptchaVerifier(env),
    payments: options.payments ?? createPayments(env, db),
    jwtKey: options.jwtKey ?? resolveJwtKey(env),
    clientAddress: options.clientAddress,
    clock: options.clock ?? (() => new Date()),
  };
}
