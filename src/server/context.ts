import type { Context } from "hono";
import type { Lang } from "../i18n/lang.ts";
import type { CaptchaVerifier } from "./captcha/verifier.ts";
import type { Database } from "./db/types.ts";
import type { Env } from "./env.ts";
import type { Logger } from "./log.ts";
import type { Mailer } from "./mail/mailer.ts";
import type { PaymentSetup } from "./payments/provider.ts";
import type { WhatsAppSender } from "./whatsapp/sender.ts";
import type { StaffRole } from "../schemas/staff.ts";

/** What every route and service may use; built once by the entry that starts the app. */
export interface AppDeps {
  db: Database;
  env: Env;
  log: Logger;
  mailer: Mailer;
  /** Sends the WhatsApp outbox (the Cloud API, or the local folder). */
  whatsapp: WhatsAppSender;
  /** The payment provider (Razorpay or the local test provider) and its key secret. */
  payments: PaymentSetup;
  /** Checks the contact form's bot-check token (src/server/captcha/verifier.ts). */
  captcha: CaptchaVerifier;
  /** Signs and verifies access tokens (src/server/auth/secret.ts). */
  jwtKey: Uint8Array;
  /** The caller's address for per-client rate limits (src/server/client-address.ts). */
  clientAddress: (c: Context) => string;
  /** The time now: the second factor's codes depend on it, and tests set it (decision 0041). */
  clock: () => Date;
}

/** The signed-in caller, set by requireUser: their own account, as the database has it. */
export interface CurrentUser {
  id: string;
  role: "user" | "admin";
  name: string;
  /** The account's own address: the only one a member's actions may send e-mail to (docs/product.md D18). */
  email: string;
  /** The language of the account's e-mails (docs/product.md D25). */
  language: Lang;
  /** A staff account's role (decision 0041); null for a member. */
  staffRole: StaffRole | null;
  /** When the staff account's second factor was set up; null until it is. */
  totpEnabledAt: Date | null;
  /** This session passed the second factor (the token says so, and it is still current). */
  secondFactor: boolean;
}

/** Hono's typing for the app: dependencies and per-request values as variables. */
export interface AppBindings {
  Variables: {
    deps: AppDeps;
    log: Logger;
    requestId: string;
    user: CurrentUser;
    /** The session of the caller's access token (decision 0043); undefined for an older token. */
    sessionId: string | undefined;
  };
}
