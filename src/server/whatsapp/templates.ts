// The WhatsApp templates the product sends (docs/product.md D26), declared once: each one's
// name as registered with Meta, its category (utility: about the person's own inquiry, booking
// or payment; marketing: offers, only with the offers consent) and its parameters in order.
// Their words in both languages are src/i18n/{en,hi}/whatsapp.ts; docs/whatsapp.md says how to
// submit them for approval. A template is sent by name and language with the parameters filled.
import en from "../../i18n/en/whatsapp.ts";
import hi from "../../i18n/hi/whatsapp.ts";
import type { Lang } from "../../i18n/lang.ts";
import type { WhatsAppMessageKind, WhatsAppTemplateName } from "../../schemas/privacy.ts";
import type { WHATSAPP_CATEGORIES } from "../db/schema.ts";

export type WhatsAppCategory = (typeof WHATSAPP_CATEGORIES)[number];

interface TemplateDeclaration {
  category: WhatsAppCategory;
  /** What each {{n}} is, in order (for the submission to Meta and for the senders). */
  params: readonly string[];
}

export const WHATSAPP_TEMPLATES = {
  inquiry_received: { category: "utility", params: ["name", "reference", "service", "dashboardLink"] },
  quote_ready: {
    category: "utility",
    params: ["name", "reference", "service", "total", "deposit", "link"],
  },
  payment_due: { category: "utility", params: ["name", "what", "amount", "service", "dueDate", "link"] },
  payment_received: { category: "utility", params: ["name", "amount", "what", "documentsLink"] },
  documents_issued: { category: "utility", params: ["name", "documentName", "number", "link"] },
  membership_reminder: { category: "utility", params: ["name", "plan", "endDate", "link"] },
  membership_offer: { category: "marketing", params: ["name", "offer", "link"] },
  cancellation_received: { category: "utility", params: ["name", "reference", "refund", "dashboardLink"] },
  operator_alert: { category: "utility", params: ["what", "summary", "link"] },
} as const satisfies Record<WhatsAppTemplateName, TemplateDeclaration>;

export type { WhatsAppMessageKind, WhatsAppTemplateName };

/** The text a template reads in a language, for the local outbox and the docs. */
export const TEMPLATE_WORDS: Record<Lang, Record<WhatsAppMessageKind, string>> = {
  en,
  hi,
};

/** The template's text with its parameters filled in, as the recipient's phone shows it. */
export function renderTemplate(name: WhatsAppTemplateName, lang: Lang, params: readonly string[]): string {
  return TEMPLATE_WORDS[lang][name].replace(/\{\{(\d+)\}\}/g, (_, n: string) => params[Number(n) - 1] ?? "");
}
