// Postmark's Email API through its official client (POST /email with the server token).
// Tests point the same client at a local stand-in with POSTMARK_API_HOST.
import { Errors, ServerClient } from "postmark";
import type { MailTransport, OutgoingMessage } from "./transport.ts";

/**
 * How long one send may take before it counts as failed. The client's own default is 60 s;
 * a shorter one keeps a hanging provider from holding a request, and stays far below the
 * claim's lease (deliver.ts) so a slow send is never sent twice because its lease ran out.
 */
export const POSTMARK_TIMEOUT_MS = 10_000;

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

  return {
    name: "postmark",
    async send(message: OutgoingMessage) {
      let answer: unknown;
      try {
        answer = await client.sendEmail({
          From: message.from,
          To: message.to,
          Subject: message.subject,
          TextBody: message.textBody,
          HtmlBody: message.htmlBody,
          Tag: message.tag,
          MessageStream: "outbound",
        });
      } catch (error) {
        throw describeFailure(error);
      }
      // The client hands back whatever a 2xx body was, even text that is not JSON (a proxy's
      // page): without a MessageID nothing proves Postmark took the message.
      const { MessageID, ErrorCode, Message } = (
        typeof answer === "object" && answer !== null ? answer : {}
      ) as {
        MessageID?: unknown;
        ErrorCode?: unknown;
        Message?: unknown;
      };
      if (ErrorCode !== undefined && ErrorCode !== 0) {
        throw new Error(`Postmark refused the message (ErrorCode ${String(ErrorCode)}): ${String(Message)}`);
      }
      if (typeof MessageID !== "string" || MessageID === "") {
        throw new Error("Postmark answered without a MessageID");
      }
      return { messageId: MessageID };
    },
  };
}

/** One readable line for the outbox's last_error: status, Postmark's ErrorCode, message. */
function describeFailure(error: unknown): Error {
  if (error instanceof Errors.PostmarkError && error.statusCode) {
    const code = error.code ? ` (ErrorCode ${error.code})` : "";
    return new Error(`Postmark answered ${error.statusCode}${code}: ${error.message}`, { cause: error });
  }
  const message = error instanceof Error ? error.message : String(error);
  return new Error(`Postmark could not be reached: ${message}`, { cause: error });
}
