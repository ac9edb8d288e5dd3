// The one object the app uses for e-mail: the transport the configuration names, and the
// two ways the outbox is emptied (right after a commit, and by a retry loop or schedule).
import { join } from "node:path";
import { startLoop } from "../background.ts";
import type { Database } from "../db/types.ts";
import { ConfigError, type Env } from "../env.ts";
import type { Logger } from "../log.ts";
import { createAttachmentResolver } from "../documents/attachments.ts";
import { deliverDueEmails, releaseBackoff, yieldToEventLoop } from "./deliver.ts";
import { createLocalOutboxTransport } from "./local-outbox.ts";
import { createPostmarkTransport } from "./postmark.ts";
import type { MailTransport } from "./transport.ts";

export const RETRY_INTERVAL_MS = 30_000;
/** E-mails one delivery round claims at most (Postmark takes 500 in one call). */
export const MAX_ROUND_SIZE = 500;
/**
 * How long one drain may go on starting new batches and slices. Netlify stops a scheduled
 * function after 30 s; a slice started just before this ends within its documents' drawing
 * and the transport's 10 s limit.
 */
export const DRAIN_BUDGET_MS = 15_000;

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
  /**
   * Sends due e-mails batch after batch (a backlog after an outage) until none is due,
   * `budgetMs` has passed or the provider refuses a whole batch; each batch is claimed as
   * deliver() claims, so that several drains at once never send one e-mail twice. When
   * nothing is due but e-mails wait out a backoff, one of them is tried early: if it goes,
   * the provider is back and the others are made due and sent in the same run. Never throws.
   * This is the backlog's path (the scheduled function, the local timer), never a request's.
   */
  drain(options?: { budgetMs?: number }): Promise<DeliveryResult & { batches: number }>;
  /**
   * Runs drain() now and every intervalMs; returns stop(), which resolves once the round in
   * flight is done.
   */
  startRetryLoop(intervalMs?: number): () => Promise<void>;
}

export interface MailerOptions {
  db: Database;
  env: Pick<
    Env,
    | "isProduction"
    | "providers"
    | "MAIL_FROM"
    | "POSTMARK_SERVER_TOKEN"
    | "POSTMARK_API_HOST"
    | "DATA_DIR"
    | "seller"
  >;
  log: Logger;
  /** Replaces the configured transport (tests). */
  transport?: MailTransport;
}

export function createMailer(options: MailerOptions): Mailer {
  const { db, env } = options;
  const log = options.log.child({ module: "mail" });
  const transport = options.transport ?? configuredTransport(env, log);
  const from = env.MAIL_FROM;
  // Invoices and credit notes travel as PDFs drawn at sending time.
  const attachments = createAttachmentResolver(db, env.seller);

  const deliverNow = async (
    ids?: string[],
    round: { deadline?: number; releaseOnRecovery?: boolean } = {},
  ): Promise<DeliveryResult> => {
    try {
      return await deliverDueEmails(db, transport, { from, log, ids, attachments, ...round });
    } catch (error) {
      // The database is unreachable: the rows are safe and the next run picks them up.
      log.error("could not deliver e-mails now; they stay in the outbox", { error });
      return { sent: 0, failed: 0 };
    }
  };

  // Rounds for given ids run one after the other. While one is sending, the ids that arrive
  // gather in the next round: under load, many requests' e-mails cost one claim, one call to
  // Postmark and one update, instead of each their own (docs/decisions/0015). A round starts
  // on a later turn of the event loop, once the request that queued it has been answered.
  // Only the given ids are sent here: the backlog is drain()'s, never a request's.
  let previous: Promise<unknown> = Promise.resolve();
  let gathering: { ids: Set<string>; done: Promise<DeliveryResult> } | undefined;
  const deliverIds = (ids: string[]): Promise<DeliveryResult> => {
    if (ids.length === 0) return Promise.resolve({ sent: 0, failed: 0 });
    if (!gathering || gathering.ids.size + ids.length > MAX_ROUND_SIZE) {
      const round = { ids: new Set<string>(), done: Promise.resolve({ sent: 0, failed: 0 }) };
      round.done = previous.then(yieldToEventLoop).then(() => {
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

  /** Brings one e-mail in backoff forward to find out whether the provider answers again. */
  const probe = async (): Promise<boolean> => {
    try {
      return (await releaseBackoff(db, { limit: 1, plainFirst: true })) > 0;
    } catch (error) {
      log.error("could not try an e-mail in backoff early", { error });
      return false;
    }
  };

  const drain = async ({ budgetMs = DRAIN_BUDGET_MS } = {}) => {
    const deadline = Date.now() + budgetMs;
    const total = { sent: 0, failed: 0, batches: 0 };
    let probed = false;
    while (Date.now() < deadline) {
      const round = await deliverNow(undefined, { deadline, releaseOnRecovery: true });
      total.sent += round.sent;
      total.failed += round.failed;
      if (round.sent + round.failed === 0) {
        // Nothing due. If e-mails wait out a long backoff, one goes now as a probe.
        if (probed || !(await probe())) break;
        probed = true;
        continue;
      }
      total.batches += 1;
      // The provider refused every message of a batch: it is down, the rest waits.
      if (round.sent === 0) break;
    }
    return total;
  };

  const startRetryLoop = (intervalMs = RETRY_INTERVAL_MS) =>
    startLoop(drain, { intervalMs, log, failure: "the mail retry failed; it runs again later" });

  return { transport, from, deliver, drain, startRetryLoop };
}

/** Postmark, or the local outbox; in production only Postmark, at Postmark's address (decision 0020). */
function configuredTransport(env: MailerOptions["env"], log: Logger): MailTransport {
  if (env.isProduction) {
    if (env.providers.mail !== "postmark" || !env.POSTMARK_SERVER_TOKEN) {
      throw new ConfigError("Refusing the local outbox in production: POSTMARK_SERVER_TOKEN is required");
    }
    if (env.POSTMARK_API_HOST) {
      throw new ConfigError("Refusing POSTMARK_API_HOST in production: e-mail goes to Postmark itself");
    }
  }
  if (env.providers.mail === "postmark" && env.POSTMARK_SERVER_TOKEN) {
    return createPostmarkTransport({
      serverToken: env.POSTMARK_SERVER_TOKEN,
      apiHost: env.POSTMARK_API_HOST,
    });
  }
  return createLocalOutboxTransport({ dir: join(env.DATA_DIR, "mail"), log });
}
