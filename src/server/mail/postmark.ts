// Postmark's Email API over HTTPS (POST /email, and POST /email/batch for several messages in
// one call, with the server token in X-Postmark-Server-Token), called with fetch: the two
// endpoints need no SDK, and the official one weighed 51 KB of the deployed function
// (decision 0021). Tests point this same client at a local stand-in with POSTMARK_API_HOST.
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

/** Where Postmark's Email API answers. */
const POSTMARK_API_ORIGIN = "https://api.postmarkapp.com";

/** Messages Postmark takes in one batch call (its documented limit). */
export const POSTMARK_BATCH_LIMIT = 500;

export interface PostmarkOptions {
  serverToken: string;
  /** "host:port" of a stand-in reached over plain HTTP (tests only). */
  apiHost?: string;
  timeoutMs?: number;
}

export function createPostmarkTransport(options: PostmarkOptions): MailTransport {
  const timeoutMs = options.timeoutMs ?? POSTMARK_TIMEOUT_MS;
  const origin = options.apiHost ? `http://${options.apiHost}` : POSTMARK_API_ORIGIN;

  /** One call: Postmark's JSON answer to a 2xx, else an error naming the status and ErrorCode. */
  const call = async (path: "/email" | "/email/batch", body: unknown): Promise<unknown> => {
    let status: number;
    let text: string;
    try {
      // The time limit covers the answer's body too: a provider that stalls mid-answer fails.
      const response = await fetch(`${origin}${path}`, {
        method: "POST",
        headers: {
          Accept: "application/json",
          "Content-Type": "application/json",
          "X-Postmark-Server-Token": options.serverToken,
        },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
      status = response.status;
      text = await response.text();
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      throw new Error(`Postmark could not be reached: ${message}`, { cause: error });
    }
    const answer = parseJson(text);
    if (status >= 200 && status < 300) return answer;
    const { ErrorCode, Message } = (typeof answer === "object" && answer !== null ? answer : {}) as {
      ErrorCode?: unknown;
      Message?: unknown;
    };
    const code = typeof ErrorCode === "number" ? ` (ErrorCode ${ErrorCode})` : "";
    const said = typeof Message === "string" ? Message : text.slice(0, 200);
    const failure = `Postmark answered ${status}${code}: ${said}`;
    return Promise.reject(
      typeof ErrorCode === "number" && PERMANENT_ERROR_CODES.has(ErrorCode)
        ? new PermanentSendError(failure)
        : new Error(failure),
    );
  };

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
    const outcome = readOutcome(await call("/email", toPostmark(message)));
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
        answer = await call("/email/batch", chunk.map(toPostmark));
      } catch (error) {
        // Nothing of this call was accepted; what an earlier call accepted stays accepted.
        const message = error instanceof Error ? error.message : String(error);
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

/** A body as JSON, or as the text it is when it is not JSON (a proxy's error page). */
function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * Postmark's answer for one message. A 2xx body may be anything, even text that is not JSON
 * (a proxy's page): without a MessageID nothing proves Postmark took it.
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
