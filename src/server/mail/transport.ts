// What every way of sending mail implements: Postmark in production, the local outbox
// folder when no Postmark token is configured (DESIGN.md "Configuration").

export interface OutgoingMessage {
  from: string;
  to: string;
  subject: string;
  textBody: string;
  htmlBody?: string;
  /** The e-mail's template name; Postmark shows it as the message's Tag. */
  tag: string;
}

export interface MailTransport {
  readonly name: "postmark" | "outbox";
  /** Resolves with the provider's id for the message; throws when it was not accepted. */
  send(message: OutgoingMessage): Promise<{ messageId: string }>;
}
