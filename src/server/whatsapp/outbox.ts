// WhatsApp's outbox (docs/product.md D26), the twin of the e-mail outbox (mail/outbox.ts): a
// template message is a row first, written in the same transaction as the data it is about,
// holding the exact request body the Cloud API's messages endpoint will get; its delivery sends
// it later, once. Only the notifier queues messages: it has checked the recipient's consent.
import { randomUUID } from "node:crypto";
import type { Lang } from "../../i18n/lang.ts";
import { outgoingWhatsapp, type WhatsAppFallbackEmail } from "../db/schema.ts";
import type { DbOrTx } from "../db/types.ts";
import { WHATSAPP_TEMPLATES, type WhatsAppTemplateName } from "./templates.ts";

export interface WhatsAppInput {
  /** The recipient as the Cloud API writes it: 91 and ten digits (toWhatsAppNumber). */
  to: string;
  template: WhatsAppTemplateName;
  language: Lang;
  /** The template's parameters, in the order it declares them. */
  params: readonly string[];
  /** The account the message is for, if any (operators' alerts have none). */
  userId?: string | null;
  /** Sent once by e-mail instead if the message fails. */
  fallbackEmail?: WhatsAppFallbackEmail | null;
}

const INDIAN_MOBILE = /^\d{10}$/;

/** A stored ten-digit Indian number as the Cloud API writes it ("91" and the ten digits); null if it is not one. */
export function toWhatsAppNumber(phone: string): string | null {
  return INDIAN_MOBILE.test(phone) ? `91${phone}` : null;
}

/** The request body of a template message (Cloud API: POST /{phone-number-id}/messages). */
export function templateMessageBody(input: Pick<WhatsAppInput, "to" | "template" | "language" | "params">) {
  const declared = WHATSAPP_TEMPLATES[input.template];
  if (input.params.length !== declared.params.length) {
    throw new Error(
      `WhatsApp template ${input.template} takes ${declared.params.length} parameters, not ${input.params.length}`,
    );
  }
  return {
    messaging_product: "whatsapp",
    recipient_type: "individual",
    to: input.to,
    type: "template",
    template: {
      name: input.template,
      language: { code: input.language },
      components: [{ type: "body", parameters: input.params.map((text) => ({ type: "text", text })) }],
    },
  };
}

/**
 * The request body of a free-form text message: allowed only within 24 hours of the recipient's
 * own last message (the STOP confirmation answers the STOP itself).
 */
export function textMessageBody(to: string, text: string) {
  return {
    messaging_product: "whatsapp",
    recipient_type: "individual",
    to,
    type: "text",
    text: { preview_url: false, body: text },
  };
}

/** The outbox rows of these messages, ids included, for an insert beside the data they are about. */
export function whatsappRows(
  inputs: readonly WhatsAppInput[],
): (typeof outgoingWhatsapp.$inferInsert & { id: string })[] {
  return inputs.map((input) => ({
    id: randomUUID(),
    userId: input.userId ?? null,
    to: input.to,
    template: input.template,
    language: input.language,
    category: WHATSAPP_TEMPLATES[input.template].category,
    body: templateMessageBody(input),
    fallbackEmail: input.fallbackEmail ?? null,
  }));
}

/** Inserts a pending WhatsApp message, due at once; returns its id. */
export async function enqueueWhatsApp(db: DbOrTx, input: WhatsAppInput): Promise<string> {
  const [row] = await db
    .insert(outgoingWhatsapp)
    .values(whatsappRows([input]))
    .returning({ id: outgoingWhatsapp.id });
  if (!row) throw new Error("The outgoing WhatsApp message was not stored");
  return row.id;
}
