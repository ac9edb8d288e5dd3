// The words of the e-mails about money, memberships and quotes: each message's subject,
// text and template name in one place, built from what the message is about. The outbox
// (outbox.ts) stores what these return; the transports send it.
import type { CancellationTerms } from "../../config/cancellation.ts";
import { SITE } from "../../config/site.ts";
import { formatLongDate } from "../../lib/dates.ts";
import { formatRupeesExact } from "../../lib/money.ts";
import type { Invoice, PaymentDocumentKind } from "../../schemas/invoice.ts";
import { discountLabel, type QuoteView } from "../../schemas/quote.ts";
import { DOCUMENT_WORDS } from "../../lib/tax-document-words.ts";
import { TAX_DOCUMENT_TITLES, type TaxDocument } from "../../schemas/tax-document.ts";
import type { EmailInput } from "./outbox.ts";

export const TEMPLATES = {
  invoice: "membership-invoice",
  bookingInvoice: "booking-tax-invoice",
  creditNote: "credit-note",
  membershipReminder: "membership-reminder",
  quote: "inquiry-quote",
  depositPaid: "deposit-paid-operator",
  balancePaid: "booking-payment-operator",
  balanceReminder: "booking-balance-reminder",
  cancellation: "booking-cancellation",
  cancellationOperator: "booking-cancellation-operator",
  operatorDigest: "operator-digest",
} as const;

/** A link to a page of the site, with its query. */
function link(siteUrl: string, path: string, query: Record<string, string> = {}): string {
  const url = new URL(path, siteUrl);
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
  return url.toString();
}

/** A calendar day (YYYY-MM-DD) as people read it: "December 8, 2026". */
const onDay = (day: string): string => formatLongDate(`${day}T12:00:00+05:30`);

/** "Tax invoice", "Receipt voucher": a document's title as a sentence starts it. */
const titleOf = (document: Pick<TaxDocument, "kind">) => {
  const title = TAX_DOCUMENT_TITLES[document.kind];
  return `${title.charAt(0)}${title.slice(1).toLowerCase()}`;
};

/**
 * The e-mail of a payment's document (docs/product.md A4, step 5), with its PDF: a membership's
 * tax invoice, an advance's receipt voucher, or a booking's tax invoice with its advances deducted.
 */
export function invoiceEmail(invoice: Invoice, document: TaxDocument, siteUrl: string): EmailInput {
  const membership = invoice.subscriptionId._id !== null;
  const lines = [
    `Hello ${invoice.userId.name},`,
    "",
    membership
      ? `Thank you for your ${invoice.subscriptionId.name} membership.`
      : `Thank you for your payment: ${invoice.subscriptionId.name}.`,
    document.receivedAgainst
      ? `${titleOf(document)} ${invoice.serial}: ${formatRupeesExact(invoice.amountPaise)} received against tax invoice ${document.receivedAgainst.invoiceNumber}, which charged its GST. The PDF is attached.`
      : `${titleOf(document)} ${invoice.serial}: ${formatRupeesExact(invoice.amountPaise)} (GST included). The PDF is attached.`,
    ...(document.advances
      ? [
          `It is the tax invoice for the booking's full value, ${formatRupeesExact(document.totals.totalPaise)}; the ${document.advances.length === 1 ? "advance" : "advances"} you paid before (${document.advances.map((a) => a.number).join(", ")}) ${document.advances.length === 1 ? "is" : "are"} deducted.`,
        ]
      : []),
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
    subject: `Your ${SITE.name} ${DOCUMENT_WORDS[document.kind].name} ${document.number}`,
    template: TEMPLATES.invoice,
    textBody: lines.join("\n"),
    attachments: [{ kind: "invoice", id: invoice._id }],
  };
}

/**
 * A booking's tax invoice issued when the service was delivered (D24; decision 0033), with its
 * PDF: the full value, the advances deducted, and what is still due and by when.
 */
export function bookingInvoiceEmail(
  to: { name: string; email: string },
  booking: { inquiryId: string; reference: string; subject: string; balanceDueOn: string | null },
  invoice: { id: string; document: TaxDocument; duePaise: number },
  siteUrl: string,
): EmailInput {
  const { document } = invoice;
  const advances = document.advances ?? [];
  const lines = [
    `Hello ${to.name},`,
    "",
    `Thank you for choosing us for ${booking.reference} (${booking.subject}).`,
    `${titleOf(document)} ${document.number} is for the booking's full value, ${formatRupeesExact(document.totals.totalPaise)} (GST included). The PDF is attached.`,
    ...(advances.length > 0
      ? [
          `The ${advances.length === 1 ? "advance" : "advances"} you paid before (${advances.map((a) => a.number).join(", ")}) ${advances.length === 1 ? "is" : "are"} deducted, with the GST already paid on ${advances.length === 1 ? "it" : "them"}.`,
        ]
      : []),
    invoice.duePaise > 0
      ? `Still to pay: ${formatRupeesExact(invoice.duePaise)}${booking.balanceDueOn ? `, due by ${onDay(booking.balanceDueOn)}` : ""}. Pay it from your dashboard; you get a receipt against this invoice.`
      : "Nothing remains to pay.",
    "",
    `Your tax invoice, ready to print: ${link(siteUrl, "/invoice", { booking: booking.inquiryId })}`,
  ];
  return {
    to: to.email,
    subject: `Your ${SITE.name} ${DOCUMENT_WORDS[document.kind].name} ${document.number} for ${booking.reference}`,
    template: TEMPLATES.bookingInvoice,
    textBody: lines.join("\n"),
    attachments: [{ kind: "booking-invoice", id: invoice.id }],
  };
}

/** The credit note e-mail (D20): the refund, its reason, and the credit note's PDF. */
export function creditNoteEmail(
  invoice: Invoice,
  creditNote: { id: string; document: TaxDocument; reason: string; refundedPaise: number },
  siteUrl: string,
  /** The policy's timeline for this refund: "10-15" (business days). */
  refundBusinessDays: string,
): EmailInput {
  return {
    to: invoice.userId.email,
    subject: `Your ${SITE.name} refund: ${DOCUMENT_WORDS[creditNote.document.kind].name} ${creditNote.document.number}`,
    template: TEMPLATES.creditNote,
    textBody: [
      `Hello ${invoice.userId.name},`,
      "",
      `We have refunded ${formatRupeesExact(creditNote.refundedPaise)}${creditNote.refundedPaise < invoice.amountPaise ? ` of the ${formatRupeesExact(invoice.amountPaise)}` : ""} paid on ${DOCUMENT_WORDS[invoice.documentKind].name} ${invoice.serial}.`,
      `Reason: ${creditNote.reason}`,
      `${titleOf(creditNote.document)} ${creditNote.document.number} is attached. The refund reaches your original payment method within ${refundBusinessDays} business days, as our refund policy says.`,
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
    | "version"
    | "discount"
    | "totalPaise"
    | "depositPaise"
    | "depositPercent"
    | "validUntil"
    | "balanceDueOn"
    | "note"
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
      ...(quote.discount
        ? [
            `${discountLabel(quote.discount)}: ${formatRupeesExact(quote.discount.amountPaise)} off the quoted ${formatRupeesExact(quote.totalPaise + quote.discount.amountPaise)}.`,
          ]
        : []),
      `Total: ${formatRupeesExact(quote.totalPaise)} (GST included).`,
      `Deposit to confirm: ${formatRupeesExact(quote.depositPaise)} (${quote.depositPercent}%), payable until ${onDay(quote.validUntil)}.`,
      ...(quote.balanceDueOn
        ? [
            `The balance, ${formatRupeesExact(quote.totalPaise - quote.depositPaise)}, is due by ${onDay(quote.balanceDueOn)}.`,
          ]
        : []),
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
  invoice: { serial: string; amountPaise: number; documentName: string },
  outcome: DepositOutcome,
): EmailInput {
  const paid = `${inquiry.customer} paid the deposit on ${inquiry.reference}: ${formatRupeesExact(invoice.amountPaise)}, ${invoice.documentName} ${invoice.serial}.`;
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
          `It paid quote ${outcome.version}, whose last day was ${onDay(outcome.validUntil)} (its checkout was still open).`,
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
  overdue: readonly { reference: string; dueOn: string; remainingPaise: number }[],
  siteUrl: string,
): EmailInput {
  const lines = [`What needs attention on ${onDay(day)}:`, ""];
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
      lines.push(`- ${item.reference}, quote ${item.version}: last day ${onDay(item.validUntil)}`);
    }
    lines.push("");
  }
  if (overdue.length > 0) {
    lines.push(`Balances overdue (${overdue.length}):`);
    for (const item of overdue) {
      lines.push(`- ${item.reference}: ${formatRupeesExact(item.remainingPaise)}, due ${onDay(item.dueOn)}`);
    }
    lines.push("");
  }
  lines.push(`The inquiries in the admin panel: ${link(siteUrl, "/admin-dashboard", { tab: "inquiries" })}`);
  return {
    to: operatorEmail,
    subject: `${SITE.name} daily digest: ${stale.length} waiting, ${expiring.length} expiring${overdue.length > 0 ? `, ${overdue.length} overdue` : ""}`,
    template: TEMPLATES.operatorDigest,
    textBody: lines.join("\n"),
  };
}

/** The operators' note of a payment on a confirmed booking (D22): what came, its document, what remains. */
export function balancePaidEmail(
  operatorEmail: string,
  inquiry: { reference: string; subject: string; customer: string; confirmed: boolean },
  payment: {
    serial: string;
    kind: PaymentDocumentKind;
    amountPaise: number;
    remainingPaise: number;
    bankTransfer: boolean;
  },
): EmailInput {
  const how = payment.bankTransfer ? "A bank transfer was recorded" : `${inquiry.customer} paid online`;
  const lines = [
    `${how} on ${inquiry.reference} (${inquiry.subject}): ${formatRupeesExact(payment.amountPaise)}, ${DOCUMENT_WORDS[payment.kind].name} ${payment.serial}.`,
    payment.remainingPaise > 0
      ? `${formatRupeesExact(payment.remainingPaise)} of the booking remains to be paid.`
      : payment.remainingPaise === 0
        ? "The booking is now paid in full."
        : `The booking is overpaid by ${formatRupeesExact(-payment.remainingPaise)}: refund the difference from the admin panel.`,
  ];
  if (!inquiry.confirmed) {
    lines.push(
      "The booking is no longer confirmed: nothing changed with this payment. Refund it from the admin panel.",
    );
  }
  return {
    to: operatorEmail,
    subject:
      payment.remainingPaise === 0 && inquiry.confirmed
        ? `Paid in full: ${inquiry.reference}`
        : `Payment on ${inquiry.reference}: ${formatRupeesExact(payment.amountPaise)}`,
    template: TEMPLATES.balancePaid,
    textBody: lines.join("\n"),
  };
}

/** The customer's reminder of a balance (D22): 7 days and 1 day before it is due, with the link to pay. */
export function balanceReminderEmail(
  to: { name: string; email: string },
  inquiry: { reference: string; subject: string },
  balance: { amountPaise: number; dueOn: string; kind: "7" | "1" },
  siteUrl: string,
): EmailInput {
  const when =
    balance.kind === "1" ? `tomorrow, ${onDay(balance.dueOn)}` : `in 7 days, on ${onDay(balance.dueOn)}`;
  return {
    to: to.email,
    subject: `The balance of ${inquiry.reference} is due ${balance.kind === "1" ? "tomorrow" : "in 7 days"}`,
    template: `${TEMPLATES.balanceReminder}-${balance.kind}`,
    textBody: [
      `Hello ${to.name},`,
      "",
      `The balance of your booking ${inquiry.reference} (${inquiry.subject}), ${formatRupeesExact(balance.amountPaise)}, is due ${when}.`,
      "",
      `Pay it on your dashboard: ${link(siteUrl, "/dashboard", { inquiry: inquiry.reference })}#inquiries`,
    ].join("\n"),
  };
}

/**
 * A cancellation received (D23): to the customer, what the policy gives back and when; to the
 * operators, what to refund.
 */
export function cancellationEmails(
  customer: { name: string; email: string },
  booking: { reference: string; subject: string; serviceDate: string },
  terms: CancellationTerms,
  operatorEmail: string | undefined,
): EmailInput[] {
  const back =
    terms.refundPaise > 0
      ? `We will refund ${formatRupeesExact(terms.refundPaise)} of the ${formatRupeesExact(terms.paidPaise)} you paid, within ${terms.refundBusinessDays} business days of the refund, as our refund policy says.`
      : `Under our refund policy nothing of the ${formatRupeesExact(terms.paidPaise)} you paid comes back.`;
  const mails: EmailInput[] = [
    {
      to: customer.email,
      subject: `Your cancellation of ${booking.reference} is received`,
      template: TEMPLATES.cancellation,
      textBody: [
        `Hello ${customer.name},`,
        "",
        `We have received your cancellation of ${booking.reference} (${booking.subject}, ${booking.serviceDate}), ${terms.daysBefore} days before.`,
        `The policy: ${terms.rule}`,
        back,
        "",
        "If this was not you, or you would rather move the date, reply to this e-mail.",
      ].join("\n"),
    },
  ];
  if (operatorEmail) {
    mails.push({
      to: operatorEmail,
      subject: `Cancelled: ${booking.reference}, refund ${formatRupeesExact(terms.refundPaise)}`,
      template: TEMPLATES.cancellationOperator,
      textBody: [
        `${customer.name} cancelled ${booking.reference} (${booking.subject}, ${booking.serviceDate}), ${terms.daysBefore} days before.`,
        `Paid: ${formatRupeesExact(terms.paidPaise)}. Kept under the policy: ${formatRupeesExact(terms.keptPaise)}. To refund: ${formatRupeesExact(terms.refundPaise)}.`,
        `The policy: ${terms.rule}`,
        terms.refundPaise > 0 ? "Refund it from the inquiry in the admin panel." : "Nothing to refund.",
      ].join("\n"),
    });
  }
  return mails;
}
