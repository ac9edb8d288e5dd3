// What every way of sending mail implements: Postmark in production, the local outbox folder when
// no Postmark token is configured (docs/architecture.md "Configuration and the embedded default").

/** A file sent with a message (an invoice's PDF). */
export interface Attachment {
  name: string;
  contentType: string;
  content: Uint8Array;
}

export interface OutgoingMessage {
  from: string;
  to: string;
  subject: string;
  textBody: string;
  htmlBody?: string;
  /** The e-mail's template name; Postmark shows it as the message's Tag. */
  tag: string;
  attachments?: Attachment[];
}

/**
 * What became of one message of a batch: the provider's id, or why it was not accepted;
 * `permanent` when it never will be (an inactive or invalid recipient), so it is not retried.
 */
export type SendOutcome = { messageId: string } | { error: string; permanent?: boolean };

/** A refusal that sending again cannot change: the message ends as "failed" (decision 0006). */
export class PermanentSendError extends Error {
  override name = "PermanentSendError";
  readonly permanent = true;
}

/** A send's failure as an outcome, keeping whether it is for good. */
export function failureOutcome(error: unknown): SendOutcome {
  const message = error instanceof Error ? error.message : String(error);
  return error instanceof PermanentSendError ? { error: message, permanent: true } : { error: message };
}

export interface MailTransport {
  readonly name: "postmark" | "outbox";
  /** Resolves with the provider's id for the message; throws when it was not accepted. */
  send(message: OutgoingMessage): Promise<{ messageId: string }>;
  /**
   * Several messages in as few calls as the provider allows; one outcome per message, in the
   * same order. Throws only when the call as a whole failed, so that no message was accepted.
   */
  sendBatch(messages: readonly OutgoingMessage[]): Promise<SendOutcome[]>;
}

/** sendBatch for a transport that takes one message at a time: each sent, side by side. */
export function sendOneByOne(
  send: MailTransport["send"],
  messages: readonly OutgoingMessage[],
): Promise<SendOutcome[]> {
  return Promise.all(messages.map((message) => send(message).catch(failureOutcome)));
}
