// The one object the app uses for e-mail: the transport the configuration names, and the
// two ways the outbox is emptied (right after a commit, and by a retry loop or schedule).
import { join } from "node:path";
import type { Database } from "../db/types.ts";
import type { Env } from "../env.ts";
import type { Logger } from "../log.ts";
import { deliverDueEmails } from "./deliver.ts";
import { createLocalOutboxTransport } from "./local-outbox.ts";
import { createPostmarkTransport } from "./postmark.ts";
import type { MailTransport } from "./transport.ts";

export const RETRY_INTERVAL_MS = 30_000;
/** E-mails one delivery round claims at most (Postmark takes 500 in one call). */
export const MAX_ROUND_SIZE = 500;

export type DeliveryResult = { sent: number; failed: number };

export interface Mailer {
  transport: MailTransport;
  from: string;
  /**
   * Sends the due e-mails (only `ids` when given). Never throws: failures are logged and
   * retried. Ids given while an earlier delivery is still sending wait for it and then go
   * together, in one claim and one call to the provider; the result counts that whole round.
   */
  deliver(ids?: string[]): Promise<DeliveryResult>;
  /** Runs deliver() now and every intervalMs; returns the function that stops it. */
  startRetryLoop(intervalMs?: number): () => void;
}

export interface MailerOptions {
  db: Database;
  env: Pick<Env, "providers" | "MAIL_FROM" | "POSTMARK_SERVER_TOKEN" | "POSTMARK_API_HOST" | "DATA_DIR">;
  log: Logger;
  /** Replaces the configured transport (tests). */
  transport?: MailTransport;
}

export function createMailer(options: MailerOptions): Mailer {
  const { db, env } = options;
  const log = options.log.child({ module: "mail" });
  const transport = options.transport ?? configuredTransport(env, log);
  const from = env.MAIL_FROM;

  const deliverNow = async (ids?: string[]): Promise<DeliveryResult> => {
    try {
      return await deliverDueEmails(db, transport, { from, log, ids });
    } catch (error) {
      // The database is unreachable: the rows are safe and the next run picks them up.
      log.error("could not deliver e-mails now; they stay in the outbox", { error });
      return { sent: 0, failed: 0 };
    }
  };

  // Rounds for given ids run one after the other. While one is sending, the ids that arrive
  // gather in the next round: under load, many requests' e-mails cost one claim, one call to
  // Postmark and one update, instead of each their own (docs/decisions/0015).
  let previous: Promise<unknown> = Promise.resolve();
  let gathering: { ids: Set<string>; done: Promise<DeliveryResult> } | undefined;
  const deliverIds = (ids: string[]): Promise<DeliveryResult> => {
    if (ids.length === 0) return Promise.resolve({ sent: 0, failed: 0 });
    if (!gathering || gathering.ids.size + ids.length > MAX_ROUND_SIZE) {
      const round = { ids: new Set<string>(), done: Promise.resolve({ sent: 0, failed: 0 }) };
      round.done = previous.then(() => {
        if (gathering === round) gathering = undefined;
        return deliverNow([...round.ids]);
      });
      previous = round.done;
      gathering = round;
    }
    for (const id of ids) gathering.ids.add(id);
    return gathering.done;
  };

  const deliver = (ids?: string[]) => (ids ? deliverIds(ids) : deliverNow());

  const startRetryLoop = (intervalMs = RETRY_INTERVAL_MS) => {
    let running = false;
    const run = async () => {
      if (running) return; // a slow round is still sending; let it finish
      running = true;
      try {
        await deliver();
      } finally {
        running = false;
      }
    };
    void run();
    const timer = setInterval(() => void run(), intervalMs);
    timer.unref();
    return () => clearInterval(timer);
  };

  return { transport, from, deliver, startRetryLoop };
}

function configuredTransport(env: MailerOptions["env"], log: Logger): MailTransport {
  if (env.providers.mail === "postmark" && env.POSTMARK_SERVER_TOKEN) {
    return createPostmarkTransport({
      serverToken: env.POSTMARK_SERVER_TOKEN,
      apiHost: env.POSTMARK_API_HOST,
    });
  }
  return createLocalOutboxTransport({ dir: join(env.DATA_DIR, "mail"), log });
}
