// Meta's WhatsApp Cloud API: POST https://graph.facebook.com/<version>/<phone-number-id>/messages
// with the system user's token, the body as the outbox stores it; the answer names the message
// (messages[0].id, "wamid..."), by which the webhook reports its statuses. Errors are Graph API
// errors, { error: { code, message, error_data: { details } } }, sorted here into those that
// sending again cannot change and those worth a retry (docs/decisions/0038-whatsapp-cloud-api.md).
import type { WhatsAppOutcome, WhatsAppTransport } from "./transport.ts";

export const WHATSAPP_API_URL = "https://graph.facebook.com";
/** The Graph API version every call names (decision 0038: the newest when this was written). */
export const WHATSAPP_API_VERSION = "v26.0";
/**
 * How long one send may take before it counts as failed and is retried: far below the claim's
 * lease (deliver.ts), so that a slow answer never lets another instance send it again.
 */
export const WHATSAPP_TIMEOUT_MS = 10_000;
const MAX_ERROR_LENGTH = 300;

/**
 * Meta's error codes that say this message can never be sent as it is, however often it is
 * tried; it then falls back to e-mail. From Meta's "WhatsApp error codes" reference:
 * 100 invalid parameter (also a number that is not on WhatsApp), 131008 required parameter
 * missing, 131009 parameter value not valid, 131021 recipient is the sender, 131026 message
 * undeliverable, 131030 recipient not in the allowed list (a test number), 131047 more than
 * 24 hours since the customer last wrote (free text), 131049 not delivered to keep the
 * ecosystem healthy (marketing limits), 131050 the customer stopped marketing messages,
 * 131051 unsupported message type, 130472 number in an experiment, 132000 template parameter
 * count mismatch, 132001 template does not exist (not approved, or not in that language),
 * 132005 filled template too long, 132007 template text against policy, 132012 parameter
 * format mismatch, 132015 template paused, 132016 template disabled.
 * Every other refusal (an expired token, throughput and pair rate limits, Meta's own outages,
 * an account locked or unpaid) is the account's or a passing one: it is retried, and a message
 * still unsent after MAX_ATTEMPTS falls back to e-mail (deliver.ts).
 */
export const PERMANENT_ERROR_CODES = new Set([
  100, 131008, 131009, 131021, 131026, 131030, 131047, 131049, 131050, 131051, 130472, 132000, 132001, 132005,
  132007, 132012, 132015, 132016,
]);

export interface CloudApiOptions {
  accessToken: string;
  phoneNumberId: string;
  /** Origin of a stand-in (tests only; production refuses it). */
  apiUrl?: string;
  timeoutMs?: number;
}

export function createCloudApiTransport(options: CloudApiOptions): WhatsAppTransport {
  const endpoint = new URL(
    `/${WHATSAPP_API_VERSION}/${options.phoneNumberId}/messages`,
    options.apiUrl ?? WHATSAPP_API_URL,
  );
  const timeoutMs = options.timeoutMs ?? WHATSAPP_TIMEOUT_MS;

  const send = async (body: Record<string, unknown>): Promise<WhatsAppOutcome> => {
    let response: Response;
    let text: string;
    try {
      response = await fetch(endpoint, {
        method: "POST",
        headers: {
          authorization: `Bearer ${options.accessToken}`,
          "content-type": "application/json",
        },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
      text = await response.text();
    } catch (error) {
      const reason =
        error instanceof Error && error.name === "TimeoutError"
          ? `no answer within ${timeoutMs} ms`
          : error instanceof Error
            ? error.message
            : String(error);
      return { error: `The WhatsApp Cloud API could not be reached: ${reason}` };
    }
    return readAnswer(response.status, text);
  };

  return { name: "cloud", send };
}

/** The outcome an answer of the messages endpoint means. */
export function readAnswer(status: number, text: string): WhatsAppOutcome {
  let answer: unknown;
  try {
    answer = JSON.parse(text);
  } catch {
    answer = undefined;
  }
  if (status >= 200 && status < 300) {
    const id = (answer as { messages?: { id?: unknown }[] } | undefined)?.messages?.[0]?.id;
    if (typeof id === "string" && id !== "") return { messageId: id };
    return { error: `The WhatsApp Cloud API answered ${status} without a message id` };
  }
  const graph = (
    answer as { error?: { code?: unknown; message?: unknown; error_data?: unknown } } | undefined
  )?.error;
  const code = typeof graph?.code === "number" ? graph.code : Number(graph?.code);
  const details = (graph?.error_data as { details?: unknown } | undefined)?.details;
  const said = [graph?.message, details].filter((part) => typeof part === "string" && part !== "").join(": ");
  const error = `The WhatsApp Cloud API answered ${status}${Number.isFinite(code) ? ` (code ${code})` : ""}${
    said ? `: ${said}` : ""
  }`.slice(0, MAX_ERROR_LENGTH);
  // 429 and 5xx are passing whatever their code says; a 4xx is for good only if its code is.
  const permanent = status >= 400 && status < 500 && status !== 429 && PERMANENT_ERROR_CODES.has(code);
  return permanent ? { error, permanent: true } : { error };
}
