// WhatsApp's webhook (docs/product.md D26, docs/whatsapp.md): the subscription handshake Meta
// makes once, and the deliveries it signs with the app's secret (X-Hub-Signature-256: sha256=
// and the hex HMAC-SHA256 of the raw body), checked before anything is parsed. A delivery
// carries statuses of the messages we sent (sent, delivered, read, failed), recorded on each
// without ever going back, and messages people sent us (inbound.ts). Meta retries a delivery
// that is not answered 200: everything here may run twice and changes nothing the second time.
import { createHmac, timingSafeEqual } from "node:crypto";
import { WHATSAPP_CHALLENGE_MISSING, WHATSAPP_VERIFY_TOKEN_WRONG } from "../../schemas/api/params.ts";
import { WHATSAPP_REPORTED_STATUSES } from "../db/schema.ts";
import type { Database } from "../db/types.ts";
import { LOCAL_WHATSAPP_APP_SECRET, LOCAL_WHATSAPP_VERIFY_TOKEN, type Env } from "../env.ts";
import { badRequest, forbidden, unauthorized } from "../errors.ts";
import { WEBHOOK_SIGNATURE_INVALID } from "../services/payments.ts";
import { receiveMessage } from "./inbound.ts";
import { recordStatus, type ReportedStatus, type StatusReport } from "./statuses.ts";

export const WEBHOOK_NOT_CONFIGURED = "WhatsApp's webhook is not set up on this server.";
export const NOT_A_DELIVERY = "The webhook's body is not a WhatsApp delivery.";

/** A message id as Meta writes them ("wamid." and base64): printable, without spaces. */
const MESSAGE_ID = /^[\x21-\x7e]{1,256}$/;
/** Seconds since 1970 that make a date (Meta's timestamps); later than year 5000 is none. */
const MAX_TIMESTAMP = 95_617_584_000;
const MAX_TEXT_LENGTH = 4096;
const SIGNATURE_PREFIX = "sha256=";

/**
 * The secrets the webhook checks: the configured ones, else outside production the fixed local
 * ones the README names (so the webhook can be tried by hand); in production without them,
 * null, and every call is refused.
 */
export function webhookSecrets(
  env: Pick<Env, "isProduction" | "WHATSAPP_APP_SECRET" | "WHATSAPP_VERIFY_TOKEN">,
): { appSecret: string | null; verifyToken: string | null } {
  return {
    appSecret: env.WHATSAPP_APP_SECRET ?? (env.isProduction ? null : LOCAL_WHATSAPP_APP_SECRET),
    verifyToken: env.WHATSAPP_VERIFY_TOKEN ?? (env.isProduction ? null : LOCAL_WHATSAPP_VERIFY_TOKEN),
  };
}

/** The X-Hub-Signature-256 header Meta sends with a body: "sha256=" and the hex HMAC. */
export function hubSignature(rawBody: Uint8Array | string, appSecret: string): string {
  return SIGNATURE_PREFIX + createHmac("sha256", appSecret).update(rawBody).digest("hex");
}

/** True when `header` is the body's signature, compared in constant time. */
export function hubSignatureMatches(
  rawBody: Uint8Array,
  appSecret: string,
  header: string | undefined,
): boolean {
  if (!header?.startsWith(SIGNATURE_PREFIX)) return false;
  const claimed = header.slice(SIGNATURE_PREFIX.length);
  if (!/^[0-9a-f]{64}$/i.test(claimed)) return false;
  const expected = createHmac("sha256", appSecret).update(rawBody).digest();
  return timingSafeEqual(expected, Buffer.from(claimed, "hex"));
}

/** Constant-time equality of two strings (the verify token). */
function sameText(a: string, b: string): boolean {
  const left = createHmac("sha256", "compare").update(a).digest();
  const right = createHmac("sha256", "compare").update(b).digest();
  return timingSafeEqual(left, right);
}

/** The handshake: the challenge to echo, when the mode is subscribe and the token is ours; else throws. */
export function verifySubscription(
  verifyToken: string | null,
  query: { mode?: string; token?: string; challenge?: string },
): string {
  if (verifyToken === null) throw forbidden(WEBHOOK_NOT_CONFIGURED);
  if (query.mode !== "subscribe" || query.token === undefined || !sameText(query.token, verifyToken)) {
    throw forbidden(WHATSAPP_VERIFY_TOKEN_WRONG);
  }
  const challenge = query.challenge;
  if (!challenge) throw badRequest(WHATSAPP_CHALLENGE_MISSING);
  return challenge;
}

interface StatusReportBody {
  id?: unknown;
  status?: unknown;
  timestamp?: unknown;
  errors?: { code?: unknown; title?: unknown; message?: unknown; error_data?: { details?: unknown } }[];
}
interface MessageReport {
  id?: unknown;
  from?: unknown;
  type?: unknown;
  text?: { body?: unknown };
  button?: { text?: unknown };
}
export interface Delivery {
  object?: unknown;
  entry?: {
    changes?: { field?: unknown; value?: { statuses?: StatusReportBody[]; messages?: MessageReport[] } }[];
  }[];
}

export interface WebhookOutcome {
  statuses: number;
  messages: number;
  /** Fallback e-mails queued, to deliver after the answer. */
  emailIds: string[];
  /** WhatsApp messages queued (a STOP's confirmation), likewise. */
  whatsappIds: string[];
}

/** Refuses a delivery that is not signed with the app's secret (401), or any when there is none (403). */
export function verifyDelivery(
  appSecret: string | null,
  raw: Uint8Array,
  signature: string | undefined,
): void {
  if (appSecret === null) throw forbidden(WEBHOOK_NOT_CONFIGURED);
  if (!hubSignatureMatches(raw, appSecret, signature)) throw unauthorized(WEBHOOK_SIGNATURE_INVALID);
}

/** Checks a delivery's signature, then records what it reports; throws a 4xx when it cannot be taken. */
export async function processWebhook(
  db: Database,
  appSecret: string | null,
  raw: Uint8Array,
  signature: string | undefined,
): Promise<WebhookOutcome> {
  verifyDelivery(appSecret, raw, signature);
  return recordDelivery(db, readDelivery(raw));
}

/** The delivery a signed body holds; a 400 when it is not one. */
export function readDelivery(raw: Uint8Array): Delivery {
  let delivery: Delivery;
  try {
    delivery = JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(raw)) as Delivery;
  } catch {
    throw badRequest("Malformed JSON in request body");
  }
  // This endpoint is subscribed to the WhatsApp Business Account only: anything else is not Meta's.
  if (
    typeof delivery !== "object" ||
    delivery === null ||
    delivery.object !== "whatsapp_business_account" ||
    !Array.isArray(delivery.entry)
  ) {
    throw badRequest(NOT_A_DELIVERY);
  }
  return delivery;
}

/** Records what a delivery reports: statuses on our messages, messages people sent. */
export async function recordDelivery(db: Database, delivery: Delivery): Promise<WebhookOutcome> {
  const outcome: WebhookOutcome = { statuses: 0, messages: 0, emailIds: [], whatsappIds: [] };
  const entries = delivery.entry ?? [];
  const values = entries
    .flatMap((entry) => (Array.isArray(entry?.changes) ? entry.changes : []))
    .filter((change) => change?.field === "messages" && typeof change.value === "object" && change.value)
    .map((change) => change.value!);

  for (const body of values.flatMap((value) => (Array.isArray(value.statuses) ? value.statuses : []))) {
    const report = statusReport(body);
    if (!report) continue;
    outcome.statuses += 1;
    outcome.emailIds.push(...(await recordStatus(db, report)));
  }
  for (const report of values.flatMap((value) => (Array.isArray(value.messages) ? value.messages : []))) {
    if (
      typeof report?.id !== "string" ||
      !MESSAGE_ID.test(report.id) ||
      typeof report.from !== "string" ||
      !/^\d{6,20}$/.test(report.from)
    ) {
      continue;
    }
    const said = report.type === "button" ? report.button?.text : report.text?.body;
    const text = typeof said === "string" ? said.slice(0, MAX_TEXT_LENGTH).replaceAll("\u0000", "") : null;
    const received = await db.transaction((tx) =>
      receiveMessage(tx, { id: report.id as string, from: report.from as string, text }),
    );
    outcome.messages += 1;
    outcome.emailIds.push(...received.emailIds);
    outcome.whatsappIds.push(...received.whatsappIds);
  }
  return outcome;
}

/**
 * The status a report gives, read as this server takes it (statuses.ts); undefined when it is
 * not one this server reads.
 */
function statusReport(report: StatusReportBody): StatusReport | undefined {
  const status = report.status;
  if (
    typeof report?.id !== "string" ||
    !MESSAGE_ID.test(report.id) ||
    !(WHATSAPP_REPORTED_STATUSES as readonly unknown[]).includes(status)
  ) {
    return undefined;
  }
  const seconds = Number(report.timestamp);
  const at =
    Number.isFinite(seconds) && seconds > 0 && seconds < MAX_TIMESTAMP
      ? new Date(seconds * 1000)
      : new Date();
  if (status !== "failed") return { messageId: report.id, status: status as ReportedStatus, at };
  const error = report.errors?.[0];
  const detail = [
    error?.code === undefined ? "" : `code ${String(error.code)}`,
    error?.title ?? error?.message,
    error?.error_data?.details,
  ]
    .filter((part) => typeof part === "string" && part !== "")
    .join(": ");
  return {
    messageId: report.id,
    status: "failed",
    at,
    lastError: `Reported failed by WhatsApp${detail ? ` (${detail})` : ""}`.slice(0, 500),
  };
}
