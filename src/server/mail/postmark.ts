// Postmark's Email API through its official client (POST /email, and POST /email/batch for
// several messages in one call, with the server token). Tests point the same client at a
// local stand-in with POSTMARK_API_HOST.
import { Errors, ServerClient } from "postmark";
import { headerProblem } from "./headers.ts";
import {
  failureOutcome,
  PermanentSendError,
  type MailTransport,
  type OutgoingMessage,
  type SendOutcome,
} from "./transport.ts";

/**
 * How long one send may take before it counts as failed. The client's own default is 60 s;
 * a shorter one keeps a hanging provider from holding a request, and stays far below the
 * claim's lease (deliver.ts) so a slow send is never sent twice because its lease ran out.
 */
export const POSTMARK_TIMEOUT_MS = 10_000;

/** Messages Postmark takes in one batch call (its documented limit). */
export const POSTMARK_BATCH_LIMIT = 500;

export interface PostmarkOptions {
  serverToken: string;
  /** "host:port" of a stand-in reached over plain HTTP (tests only). */
  apiHost?: string;
  timeoutMs?: number;
}

export function createPostmarkTransport(options: PostmarkOptions): MailTransport {
  // The client takes its timeout in seconds (fractions work: it multiplies by 1000).
  const timeout = (options.timeoutMs ?? POSTMARK_TIMEOUT_MS) / 1000;
  const client = options.apiHost
    ? new ServerClient(options.serverToken, { useHttps: false, requestHost: options.apiHost, timeout })
    : new ServerClient(options.serverToken, { timeout });

  const toPostmark = (message: OutgoingMessage) => ({
    From: message.from,
    To: message.to,
    Subject: message.subject,
    TextBody: message.textBody,
    HtmlBody: message.htmlBody,
    Tag: message.tag,
    MessageStream: "outbound",
    ...(message.attachments?.length
      ? {
          Attachments: message.attachments.map((file) => ({
            Name: file.name,
            Content: Buffer.from(file.content).toString("base64"),
            ContentType: file.contentType,
            ContentID: null,
          })),
        }
      : {}),
  });

  const send = async (message: OutgoingMessage) => {
    const problem = headerProblem(headersOf(message));
    if (problem) throw new PermanentSendError(problem);
    let answer: unknown;
    try {
      answer = await client.sendEmail(toPostmark(message));
    } catch (error) {
      throw describeFailure(error);
    }
    const outcome = readOutcome(answer);
    if ("error" in outcome)
      throw outcome.permanent ? new PermanentSendError(outcome.error) : new Error(outcome.error);
    return outcome;
  };

  const sendBatch = async (messages: readonly OutgoingMessage[]): Promise<SendOutcome[]> => {
    if (messages.length === 0) return [];
    // One message: the plain endpoint, whose refusals come with their HTTP status.
    if (messages.length === 1) {
      return [await send(messages[0]!).catch(failureOutcome)];
    }
    // A message whose headers cannot be written is refused here, and the others go.
    const refused = messages.map((message) => headerProblem(headersOf(message)));
    const sendable = messages.filter((_, index) => refused[index] === undefined);
    const sent: SendOutcome[] = [];
    for (let start = 0; start < sendable.length; start += POSTMARK_BATCH_LIMIT) {
      const chunk = sendable.slice(start, start + POSTMARK_BATCH_LIMIT);
      let answer: unknown;
      try {
        answer = await client.sendEmailBatch(chunk.map(toPostmark));
      } catch (error) {
        // Nothing of this call was accepted; what an earlier call accepted stays accepted.
        const { message } = describeFailure(error);
        sent.push(...chunk.map(() => ({ error: message })));
        continue;
      }
      // A 200 answer holds one result per message, in order; each may be a refusal.
      if (!Array.isArray(answer) || answer.length !== chunk.length) {
        const error = `Postmark answered a batch of ${chunk.length} without a MessageID for each message`;
        sent.push(...chunk.map(() => ({ error })));
        continue;
      }
      sent.push(...answer.map(readOutcome));
    }
    let next = 0;
    return refused.map((problem) =>
      problem === undefined ? sent[next++]! : { error: problem, permanent: true },
    );
  };

  return { name: "postmark", send, sendBatch };
}

/** The header values Postmark writes from a message's fields: none may hold a line break. */
const headersOf = (message: OutgoingMessage) => ({
  From: message.from,
  To: message.to,
  Subject: message.subject,
  Tag: message.tag,
});

/**
 * Postmark's answer for one message. The client hands back whatever a 2xx body was, even text
 * that is not JSON (a proxy's page): without a MessageID nothing proves Postmark took it.
 */
function readOutcome(answer: unknown): SendOutcome {
  const { MessageID, ErrorCode, Message } = (typeof answer === "object" && answer !== null ? answer : {}) as {
    MessageID?: unknown;
    ErrorCode?: unknown;
    Message?: unknown;
  };
  if (ErrorCode !== undefined && ErrorCode !== 0) {
    const error = `Postmark refused the message (ErrorCode ${String(ErrorCode)}): ${String(Message)}`;
    return PERMANENT_ERROR_CODES.has(Number(ErrorCode)) ? { error, permanent: true } : { error };
  }
  if (typeof MessageID !== "string" || MessageID === "") {
    return { error: "Postmark answered without a MessageID" };
  }
  return { messageId: MessageID };
}

/**
 * Postmark's ErrorCodes that say the message itself can never be sent, however often it is
 * tried: 300 invalid e-mail request (a malformed address), 406 inactive recipient (a hard
 * bounce or a spam complaint), 411 forbidden attachment type. Every other refusal (a wrong
 * token, a sender not confirmed, an account paused, a rate limit) is the account's and passes.
 */
export const PERMANENT_ERROR_CODES = new Set([300, 406, 411]);

/** One readable line for the outbox's last_error: status, Postmark's ErrorCode, message. */
function describeFailure(error: unknown): Error {
  if (error instanceof Errors.PostmarkError && error.statusCode) {
    const code = error.code ? ` (ErrorCode ${error.code})` : "";
    const text = `Postmark answered ${error.statusCode}${code}: ${error.message}`;
    return PERMANENT_ERROR_CODES.has(error.code)
      ? new PermanentSendError(text, { cause: error })
      : new Error(text, { cause: error });
  }
  const message = error instanceof Error ? error.message : String(error);
  return new Error(`Postmark could not be reached: ${message}`, { cause: error });
}
