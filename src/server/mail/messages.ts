// The words of the e-mails about money, memberships and quotes: each message's subject,
// text and template name in one place, built from what the message is about. The outbox
// (outbox.ts) stores what these return; the transports send it.
import { SITE } from "../../config/site.ts";
import { formatLongDate } from "../../lib/dates.ts";
import { formatRupeesExact } from "../../lib/money.ts";
import type { Invoice } from "../../schemas/invoice.ts";
import type { QuoteView } from "../../schemas/quote.ts";
import type { TaxDocument } from "../../schemas/tax-document.ts";
import type { EmailInput } from "./outbox.ts";

export const TEMPLATES = {
  invoice: "membership-invoice",
  creditNote: "credit-note",
  membershipReminder: "membership-reminder",
  quote: "inquiry-quote",
  depositPaid: "deposit-paid-operator",
  operatorDigest: "operator-digest",
} as const;

/** A link to a page of the site, with its query. */
function link(siteUrl: string, path: string, query: Record<string, string> = {}): string {
  const url = new URL(path, siteUrl);
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
  return url.toString();
}

/** The invoice e-mail (docs/product.md A4, step 5), with its PDF. */
export function invoiceEmail(invoice: Invoice, document: TaxDocument, siteUrl: string): EmailInput {
  const membership = invoice.subscriptionId._id !== null;
  const lines = [
    `Hello ${invoice.userId.name},`,
    "",
    membership
      ? `Thank you for your ${invoice.subscriptionId.name} membership.`
      : `Thank you for your payment: ${invoice.subscriptionId.name}.`,
    `Tax invoice ${invoice.serial}: ${formatRupeesExact(invoice.amountPaise)} (GST included). The PDF is attached.`,
    `Payment reference: ${invoice.paymentId}`,
  ];
  if (membership) {
    lines.push(
      `Your membership runs from ${formatLongDate(invoice.startsAt)} to ${formatLongDate(invoice.nextBillingDate)}.`,
    );
  }
  lines.push("", `Your invoice, ready to print: ${link(siteUrl, "/invoice", { id: invoice._id })}`);
  return {
    to: invoice.userId.email,
    subject: `Your ${SITE.name} tax invoice ${document.number}`,
    template: TEMPLATES.invoice,
    textBody: lines.join("\n"),
    attachments: [{ kind: "invoice", id: invoice._id }],
  };
}

/** The credit note e-mail (D20): the refund, its reason, and the credit note's PDF. */
export function creditNoteEmail(
  invoice: Invoice,
  creditNote: { id: string; document: TaxDocument; reason: string },
  siteUrl: string,
): EmailInput {
  return {
    to: invoice.userId.email,
    subject: `Your ${SITE.name} refund: credit note ${creditNote.document.number}`,
    template: TEMPLATES.creditNote,
    textBody: [
      `Hello ${invoice.userId.name},`,
      "",
      `We have refunded ${formatRupeesExact(invoice.amountPaise)} paid on invoice ${invoice.serial}.`,
      `Reason: ${creditNote.reason}`,
      `Credit note ${creditNote.document.number} is attached. The refund reaches your original payment method within 5-7 working days.`,
      ...(invoice.subscriptionId._id !== null
        ? ["", `Your ${invoice.subscriptionId.name} membership has ended.`]
        : []),
      "",
      `Your invoices: ${link(siteUrl, "/invoice", { id: invoice._id })}`,
    ].join("\n"),
    attachments: [{ kind: "credit-note", id: creditNote.id }],
  };
}

/** How soon a reminder comes: days before the membership ends, "0" on the day. */
export type ReminderKind = "30" | "7" | "1" | "0";

/** A reminder that a membership ends (D20), with the link that renews it. */
export function membershipReminderEmail(
  member: { name: string; email: string },
  membership: { planName: string; planSlug: string; endsAt: Date },
  kind: ReminderKind,
  siteUrl: string,
): EmailInput {
  const ends = formatLongDate(membership.endsAt);
  const when =
    kind === "0"
      ? `ends today, ${ends}`
      : kind === "1"
        ? `ends tomorrow, ${ends}`
        : `ends in ${kind} days, on ${ends}`;
  return {
    to: member.email,
    subject:
      kind === "0"
        ? `Your ${SITE.name} ${membership.planName} membership ends today`
        : `Your ${SITE.name} ${membership.planName} membership ${kind === "1" ? "ends tomorrow" : `ends in ${kind} days`}`,
    template: `${TEMPLATES.membershipReminder}-${kind}`,
    textBody: [
      `Hello ${member.name},`,
      "",
      `Your ${membership.planName} membership ${when}.`,
      "Renew now and the new year starts when this one ends: you lose no days.",
      "",
      `Renew: ${link(siteUrl, "/purchase", { plan: membership.planSlug })}`,
    ].join("\n"),
  };
}

/** The customer's quote (D21): what it comes to, the deposit, until when, and where to pay. */
export function quoteEmail(
  to: { name: string; email: string },
  inquiry: { reference: string; subject: string },
  quote: Pick<
    QuoteView,
    "version" | "totalPaise" | "depositPaise" | "depositPercent" | "validUntil" | "note"
  >,
  siteUrl: string,
): EmailInput {
  const revised = quote.version > 1;
  return {
    to: to.email,
    subject: `${revised ? "Your revised quote" : "Your quote"} for ${inquiry.reference}: ${inquiry.subject}`,
    template: TEMPLATES.quote,
    textBody: [
      `Hello ${to.name},`,
      "",
      revised
        ? `We have revised our quote for your inquiry ${inquiry.reference}; it replaces the earlier one.`
        : `Here is our quote for your inquiry ${inquiry.reference}.`,
      `Total: ${formatRupeesExact(quote.totalPaise)} (GST included).`,
      `Deposit to confirm: ${formatRupeesExact(quote.depositPaise)} (${quote.depositPercent}%), payable until ${formatLongDate(`${quote.validUntil}T12:00:00+05:30`)}.`,
      ...(quote.note.trim() ? ["", quote.note.trim()] : []),
      "",
      `See the quote and pay the deposit on your dashboard: ${link(siteUrl, "/dashboard", { inquiry: inquiry.reference })}#inquiries`,
    ].join("\n"),
  };
}

/**
 * The operators' note that a deposit is paid (D21): the inquiry is confirmed. A second
 * deposit on the same booking says so in its subject: one of the two is to be refunded.
 */
export function depositPaidEmail(
  operatorEmail: string,
  inquiry: { reference: string; subject: string; customer: string },
  invoice: { serial: string; amountPaise: number },
  outcome: DepositOutcome,
): EmailInput {
  const paid = `${inquiry.customer} paid the deposit on ${inquiry.reference}: ${formatRupeesExact(invoice.amountPaise)}, tax invoice ${invoice.serial}.`;
  const late = `Nothing was confirmed: count the payment toward the current quote, or refund it from the admin panel's Invoices tab.`;
  const [subject, ...lines] = ((): string[] => {
    switch (outcome.kind) {
      case "confirmed":
        return [
          `Deposit paid on ${inquiry.reference}: ${inquiry.subject}`,
          paid,
          `The inquiry is now confirmed. ${formatRupeesExact(outcome.remainingPaise)} of the quote remains to be paid.`,
        ];
      case "duplicate":
        return [
          `Second deposit on ${inquiry.reference}: refund one of them`,
          paid,
          "A deposit on this booking was already paid. Refund one of the two from the admin panel's Invoices tab.",
        ];
      case "superseded":
        return [
          `Payment on a replaced quote of ${inquiry.reference}: nothing confirmed`,
          paid,
          `It paid quote ${outcome.version}, which quote ${outcome.currentVersion ?? "?"} had replaced before the payment arrived (its checkout was still open).`,
          late,
        ];
      case "expired":
        return [
          `Payment on an expired quote of ${inquiry.reference}: nothing confirmed`,
          paid,
          `It paid quote ${outcome.version}, whose last day was ${formatLongDate(`${outcome.validUntil}T12:00:00+05:30`)} (its checkout was still open).`,
          late,
        ];
      case "closed":
        return [
          `Payment on a closed inquiry ${inquiry.reference}: nothing reopened`,
          paid,
          "The inquiry had been closed as lost before the payment arrived. Nothing was reopened: refund the payment from the admin panel's Invoices tab, or quote the inquiry again.",
        ];
    }
  })();
  return {
    to: operatorEmail,
    subject: subject!,
    template: TEMPLATES.depositPaid,
    textBody: lines.join("\n"),
  };
}

/**
 * What a paid deposit did to its booking: confirmed it, or, paid twice or against terms that
 * no longer stood (a replaced or expired quote, a closed inquiry), nothing at all.
 */
export type DepositOutcome =
  | { kind: "confirmed"; remainingPaise: number }
  | { kind: "duplicate" }
  | { kind: "superseded"; version: number; currentVersion: number | null }
  | { kind: "expired"; version: number; validUntil: string }
  | { kind: "closed" };

/** The operators' daily digest (D21): inquiries waiting past the response promise, quotes about to expire. */
export function operatorDigestEmail(
  operatorEmail: string,
  day: string,
  stale: readonly { reference: string; subject: string; receivedAt: Date }[],
  expiring: readonly { reference: string; version: number; validUntil: string }[],
  siteUrl: string,
): EmailInput {
  const lines = [`What needs attention on ${formatLongDate(`${day}T12:00:00+05:30`)}:`, ""];
  if (stale.length > 0) {
    lines.push(`Inquiries still new past our response promise (${stale.length}):`);
    for (const item of stale) {
      lines.push(`- ${item.reference}: ${item.subject}, received ${formatLongDate(item.receivedAt)}`);
    }
    lines.push("");
  }
  if (expiring.length > 0) {
    lines.push(`Quotes about to expire (${expiring.length}):`);
    for (const item of expiring) {
      lines.push(
        `- ${item.reference}, quote ${item.version}: last day ${formatLongDate(`${item.validUntil}T12:00:00+05:30`)}`,
      );
    }
    lines.push("");
  }
  lines.push(`The inquiries in the admin panel: ${link(siteUrl, "/admin-dashboard", { tab: "inquiries" })}`);
  return {
    to: operatorEmail,
    subject: `${SITE.name} daily digest: ${stale.length} waiting, ${expiring.length} expiring`,
    template: TEMPLATES.operatorDigest,
    textBody: lines.join("\n"),
  };
}
