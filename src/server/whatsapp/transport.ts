// What every way of sending a WhatsApp message implements: Meta's Cloud API in production, the
// local outbox folder without credentials (docs/decisions/0038-whatsapp-cloud-api.md).

/** What became of one message: the Cloud API's id for it, or why it was not accepted. */
export type WhatsAppOutcome =
  | { messageId: string }
  | {
      error: string;
      /** It never will be (a number not on WhatsApp, a template not approved): no retry. */
      permanent?: boolean;
    };

export interface WhatsAppTransport {
  readonly name: "cloud" | "outbox" | "off";
  /** Sends one request body as stored in the outbox; never throws. */
  send(body: Record<string, unknown>): Promise<WhatsAppOutcome>;
}

/**
 * Production without WhatsApp's credentials (env.providers.whatsapp "off"), where the notifier
 * queues nothing for WhatsApp: a message queued all the same (before the switch, or by a
 * caller that did not pass the channels) is refused for good, so that it falls back to e-mail
 * at once instead of waiting for nothing.
 */
export const NO_WHATSAPP: WhatsAppTransport = {
  name: "off",
  send: () => Promise.resolve({ error: "WhatsApp is not configured on this server", permanent: true }),
};
