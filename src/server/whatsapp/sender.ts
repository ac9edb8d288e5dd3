// The one object the app uses to send WhatsApp messages, the twin of the mailer (mail/mailer.ts):
// the transport the configuration names, and the ways the outbox is emptied (right after the
// commit that queued messages, and by the retry loop or the scheduled retry). Fallback e-mails
// of failed messages go to the mailer at once.
import { join } from "node:path";
import { startLoop } from "../background.ts";
import type { Database } from "../db/types.ts";
import { ConfigError, type Env } from "../env.ts";
import type { Logger } from "../log.ts";
import type { Mailer } from "../mail/mailer.ts";
import { createCloudApiTransport } from "./cloud-api.ts";
import { DEFAULT_BATCH_SIZE, deliverDueWhatsApp } from "./deliver.ts";
import { createLocalWhatsAppTransport } from "./local-outbox.ts";
import { NO_WHATSAPP, type WhatsAppTransport } from "./transport.ts";

export const RETRY_INTERVAL_MS = 30_000;
/** How long one drain may go on starting new batches (Netlify stops a scheduled run at 30 s). */
export const DRAIN_BUDGET_MS = 15_000;

export type WhatsAppResult = { sent: number; failed: number };

export interface WhatsAppSender {
  transport: WhatsAppTransport;
  /**
   * Sends the due messages (only `ids` when given) and the fallback e-mails of those that fail
   * for good. Never throws: failures are logged and retried.
   */
  deliver(ids?: string[]): Promise<WhatsAppResult>;
  /** Sends due messages batch after batch until none is due or `budgetMs` has passed. Never throws. */
  drain(options?: { budgetMs?: number }): Promise<WhatsAppResult & { batches: number }>;
  /**
   * Runs drain() now and every intervalMs; returns stop(), which resolves once the round in
   * flight is done.
   */
  startRetryLoop(intervalMs?: number): () => Promise<void>;
}

export interface WhatsAppSenderOptions {
  db: Database;
  env: Pick<
    Env,
    | "isProduction"
    | "providers"
    | "DATA_DIR"
    | "WHATSAPP_ACCESS_TOKEN"
    | "WHATSAPP_PHONE_NUMBER_ID"
    | "WHATSAPP_API_URL"
  >;
  log: Logger;
  /** Sends the fallback e-mails. */
  mailer: Pick<Mailer, "deliver">;
  /** Replaces the configured transport (tests). */
  transport?: WhatsAppTransport;
}

export function createWhatsAppSender(options: WhatsAppSenderOptions): WhatsAppSender {
  const { db, mailer } = options;
  const log = options.log.child({ module: "whatsapp" });
  const transport = options.transport ?? configuredTransport(options.env, log);

  const deliverNow = async (ids?: string[]): Promise<WhatsAppResult> => {
    try {
      const { sent, failed, emailIds } = await deliverDueWhatsApp(db, transport, { log, ids });
      if (emailIds.length > 0) await mailer.deliver(emailIds);
      return { sent, failed };
    } catch (error) {
      // The database is unreachable: the rows are safe and the next run picks them up.
      log.error("could not deliver WhatsApp messages now; they stay in the outbox", { error });
      return { sent: 0, failed: 0 };
    }
  };

  const drain = async ({ budgetMs = DRAIN_BUDGET_MS } = {}) => {
    const started = Date.now();
    const total = { sent: 0, failed: 0, batches: 0 };
    while (Date.now() - started < budgetMs) {
      const round = await deliverNow();
      total.sent += round.sent;
      total.failed += round.failed;
      if (round.sent + round.failed === 0) break;
      total.batches += 1;
      if (round.sent + round.failed < DEFAULT_BATCH_SIZE) break;
    }
    return total;
  };

  const startRetryLoop = (intervalMs = RETRY_INTERVAL_MS) =>
    startLoop(drain, { intervalMs, log, failure: "the WhatsApp retry failed; it runs again later" });

  return {
    transport,
    deliver: (ids) => (ids?.length === 0 ? Promise.resolve({ sent: 0, failed: 0 }) : deliverNow(ids)),
    drain,
    startRetryLoop,
  };
}

/**
 * The Cloud API, or the local outbox; in production only the Cloud API at Meta's address, or
 * none at all (decision 0020: a deployed function never talks to a stand-in).
 */
function configuredTransport(env: WhatsAppSenderOptions["env"], log: Logger): WhatsAppTransport {
  if (env.isProduction) {
    if (env.WHATSAPP_API_URL) {
      throw new ConfigError("Refusing WHATSAPP_API_URL in production: WhatsApp messages go to Meta itself");
    }
    if (env.providers.whatsapp === "outbox") {
      throw new ConfigError("Refusing the local WhatsApp outbox in production");
    }
  }
  if (env.providers.whatsapp === "cloud" && env.WHATSAPP_ACCESS_TOKEN && env.WHATSAPP_PHONE_NUMBER_ID) {
    return createCloudApiTransport({
      accessToken: env.WHATSAPP_ACCESS_TOKEN,
      phoneNumberId: env.WHATSAPP_PHONE_NUMBER_ID,
      apiUrl: env.WHATSAPP_API_URL,
    });
  }
  if (env.providers.whatsapp === "off" || env.isProduction) return NO_WHATSAPP;
  return createLocalWhatsAppTransport({ dir: join(env.DATA_DIR, "whatsapp"), log });
}
