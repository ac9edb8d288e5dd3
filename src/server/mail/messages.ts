// The e-mails about money, memberships and quotes: each message's subject, text and template
// name in one place, built from what the message is about. A member's e-mail is in the
// language of their account (docs/product.md D25), its words in src/i18n/{en,hi}/mail.ts; the
// operators' stay English, here. Each is written as parts (html.ts) that make its text and its
// HTML. The outbox (outbox.ts) stores what these return; the transports send it.
import type { CancellationTerms } from "../../config/cancellation.ts";
import { SITE } from "../../config/site.ts";
import { pathInLang, type Lang } from "../../i18n/lang.ts";
import { mailWords } from "../../i18n/mail.ts";
import notifyEn from "../../i18n/en/notify.ts";
import notifyHi from "../../i18n/hi/notify.ts";
import { wordsIn } from "../../i18n/words.ts";
import { formatLongDate } from "../../lib/dates.ts";
import { formatRupeesExact } from "../../lib/money.ts";
import type { Invoice, PaymentDocumentKind } from "../../schemas/invoice.ts";
import type { QuoteView } from "../../schemas/quote.ts";
import { DOCUMENT_WORDS } from "../../lib/tax-document-words.ts";
import type { TaxDocument } from "../../schemas/tax-document.ts";
import { bodies, type MailPart } from "./html.ts";
import type { EmailInput } from "./outbox.ts";

export const TEMPLATES = {
  invoice: "membership-invoice",
  bookingInvoice: "booking-tax-invoice",
  creditNote: "credit-note",
  membershipReminder: "membership-reminder",
  membershipOffer: "membership-offer",
  quote: "inquiry-quote",
  depositPaid: "deposit-paid-operator",
  balancePaid: "booking-payment-operator",
  balanceReminder: "booking-balance-reminder",
  cancellation: "booking-cancellation",
  cancellationOperator: "booking-cancellation-operator",
  operatorDigest: "operator-digest",
} as const;

/** Someone the product writes to, in the language of their account (docs/product.md D25). */
export interface Recipient {
  name: string;
  email: string;
  language: Lang;
}

/** A link to a page of the site in `lang` (/hi/dashboard for a Hindi reader), with its query. */
export function siteLink(
  siteUrl: string,
  path: string,
  query: Record<string, string> = {},
  lang: Lang = "en",
): string {
  const url = new URL(pathInLang(path, lang), siteUrl);
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
  return url.toString();
}

/** A calendar day (YYYY-MM-DD) as people read it: "December 8, 2026", "8 दिसंबर 2026". */
const onDay = (day: string, lang: Lang = "en"): string => formatLongDate(`${day}T12:00:00+05:30`, lang);

/** The attached PDF's labels in the reader's language (D25): said only when not English. */
const pdfLang = (lang: Lang) => (lang === "hi" ? { lang } : {});

/**
 * The e-mail of a payment's document (docs/product.md A4, step 5), with its PDF: a membership's
 * tax invoice, an advance's receipt voucher, or a booking's tax invoice with its advances deducted.
 */
export function invoiceEmail(
  invoice: Invoice,
  document: TaxDocument,
  siteUrl: string,
  lang: Lang,
  /** The booking a payment was for, named in the reader's language (not the document's line). */
  booking: { reference: string; subject: string } | null = null,
): EmailInput {
  const words = mailWords(lang);
  const membership = invoice.subscriptionId._id !== null;
  const amount = formatRupeesExact(invoice.amountPaise);
  const title = words.documentTitle(document.kind);
  const lines: MailPart[] = [
    words.hello(invoice.userId.name),
    "",
    membership
      ? words.invoice.thanksMembership(invoice.subscriptionId.name)
      : booking
        ? words.invoice.thanksBooking(booking.reference, booking.subject)
        : words.invoice.thanksPayment(invoice.subscriptionId.name),
    document.receivedAgainst
      ? words.invoice.receivedAgainst(title, invoice.serial, amount, document.receivedAgainst.invoiceNumber)
      : words.invoice.paid(title, invoice.serial, amount),
    ...(document.advances
      ? [
          words.invoice.advancesDeducted(
            formatRupeesExact(document.totals.totalPaise),
            document.advances.map((a) => a.number),
          ),
        ]
      : []),
    words.invoice.paymentReference(invoice.paymentId),
  ];
  if (membership) {
    lines.push(
      words.invoice.membershipRuns(
        formatLongDate(invoice.startsAt, lang),
        formatLongDate(invoice.nextBillingDate, lang),
      ),
    );
  }
  const href = siteLink(siteUrl, "/invoice", { id: invoice._id }, lang);
  lines.push("", {
    line: words.invoice.link(document.kind, href),
    actions: [{ label: words.actions.invoice(document.kind), href }],
  });
  const subject = words.invoice.subject(document.kind, document.number);
  return {
    to: invoice.userId.email,
    subject,
    template: TEMPLATES.invoice,
    ...bodies(lines, { lang, subject, siteUrl }),
    attachments: [{ kind: "invoice", id: invoice._id, ...pdfLang(lang) }],
  };
}

/**
 * A booking's tax invoice issued when the service was delivered (D24; decision 0033), with its
 * PDF: the full value, the advances deducted, and what is still due and by when; or issued for
 * what a cancellation kept (decision 0048): that amount, the advances deducted, nothing due.
 */
export function bookingInvoiceEmail(
  to: Recipient,
  booking: { inquiryId: string; reference: string; subject: string; balanceDueOn: string | null },
  invoice: { id: string; document: TaxDocument; duePaise: number; forCancellation: boolean },
  siteUrl: string,
): EmailInput {
  const lang = to.language;
  const words = mailWords(lang);
  const { document } = invoice;
  const advances = document.advances ?? [];
  const href = siteLink(siteUrl, "/invoice", { booking: booking.inquiryId }, lang);
  const subject = words.bookingInvoice.subject(document.kind, document.number, booking.reference);
  const lines: MailPart[] = [
    words.hello(to.name),
    "",
    ...(invoice.forCancellation
      ? [
          words.bookingInvoice.kept(
            words.documentTitle(document.kind),
            document.number,
            formatRupeesExact(document.totals.totalPaise),
            booking.reference,
          ),
        ]
      : [
          words.bookingInvoice.thanks(booking.reference, booking.subject),
          words.bookingInvoice.fullValue(
            words.documentTitle(document.kind),
            document.number,
            formatRupeesExact(document.totals.totalPaise),
          ),
        ]),
    ...(advances.length > 0 ? [words.bookingInvoice.advancesDeducted(advances.map((a) => a.number))] : []),
    invoice.duePaise > 0
      ? words.bookingInvoice.due(
          formatRupeesExact(invoice.duePaise),
          booking.balanceDueOn ? onDay(booking.balanceDueOn, lang) : null,
        )
      : words.bookingInvoice.nothingDue,
    "",
    { line: words.bookingInvoice.link(href), actions: [{ label: words.actions.bookingInvoice, href }] },
  ];
  return {
    to: to.email,
    subject,
    template: TEMPLATES.bookingInvoice,
    ...bodies(lines, { lang, subject, siteUrl }),
    attachments: [{ kind: "booking-invoice", id: invoice.id, ...pdfLang(lang) }],
  };
}

/** The credit note e-mail (D20): the refund, its reason, and the credit note's PDF. */
export function creditNoteEmail(
  invoice: Invoice,
  creditNote: { id: string; document: TaxDocument; reason: string; refundedPaise: number },
  siteUrl: string,
  /** The policy's timeline for this refund: "10-15" (business days). */
  refundBusinessDays: string,
  lang: Lang,
): EmailInput {
  const words = mailWords(lang);
  const subject = words.creditNote.subject(
    words.documentName(creditNote.document.kind),
    creditNote.document.number,
  );
  const href = siteLink(siteUrl, "/invoice", { id: invoice._id }, lang);
  return {
    to: invoice.userId.email,
    subject,
    template: TEMPLATES.creditNote,
    ...bodies(
      [
        words.hello(invoice.userId.name),
        "",
        words.creditNote.refunded(
          formatRupeesExact(creditNote.refundedPaise),
          creditNote.refundedPaise < invoice.amountPaise ? formatRupeesExact(invoice.amountPaise) : null,
          words.documentName(invoice.documentKind),
          invoice.serial,
        ),
        words.creditNote.reason(creditNote.reason),
        // Refunded after the booking's tax invoice taxed it: the note reverses that invoice.
        ...(creditNote.document.kind === "credit-note" &&
        creditNote.document.references &&
        creditNote.document.references.invoiceNumber !== invoice.serial
          ? [
              words.creditNote.against(
                words.documentTitle(creditNote.document.kind),
                creditNote.document.number,
                creditNote.document.references.invoiceNumber,
              ),
            ]
          : []),
        invoice.paidBy === "bank" && creditNote.document.payment
          ? words.creditNote.attachedByTransfer(
              words.documentTitle(creditNote.document.kind),
              creditNote.document.number,
              creditNote.document.payment.reference,
            )
          : words.creditNote.attached(
              words.documentTitle(creditNote.document.kind),
              creditNote.document.number,
              refundBusinessDays,
            ),
        // A membership ends with the last of its money refunded, not with a part.
        ...(invoice.subscriptionId._id !== null && invoice.status === "refunded"
          ? ["", words.creditNote.membershipEnded(invoice.subscriptionId.name)]
          : []),
        "",
        { line: words.creditNote.link(href), actions: [{ label: words.actions.invoices, href }] },
      ],
      { lang, subject, siteUrl },
    ),
    attachments: [{ kind: "credit-note", id: creditNote.id, ...pdfLang(lang) }],
  };
}

/** How soon a reminder comes: days before the membership ends, "0" on the day. */
export type ReminderKind = "30" | "7" | "1" | "0";

/** A reminder that a membership ends (D20), with the link that renews it. */
export function membershipReminderEmail(
  member: Recipient,
  membership: { planName: string; planSlug: string; endsAt: Date },
  kind: ReminderKind,
  siteUrl: string,
): EmailInput {
  const lang = member.language;
  const words = mailWords(lang).membershipReminder;
  const subject = words.subject(membership.planName, kind);
  const href = siteLink(siteUrl, "/purchase", { plan: membership.planSlug }, lang);
  return {
    to: member.email,
    subject,
    template: `${TEMPLATES.membershipReminder}-${kind}`,
    ...bodies(
      [
        mailWords(lang).hello(member.name),
        "",
        words.ends(membership.planName, kind, formatLongDate(membership.endsAt, lang)),
        words.renewNote,
        "",
        { line: words.renew(href), actions: [{ label: mailWords(lang).actions.renew, href }] },
      ],
      { lang, subject, siteUrl },
    ),
  };
}

/**
 * An offer to renew an ended membership (marketing, sent only with e-mail offers consent):
 * the plan, the discount it brings back, the link that renews it, and why the member gets it.
 */
export function membershipOfferEmail(
  member: Recipient,
  membership: { planName: string; discountPercent: number; endedAt: Date },
  /** The renewal page, with the plan chosen. */
  href: string,
  siteUrl: string,
): EmailInput {
  const lang = member.language;
  const words = wordsIn(lang, { en: notifyEn, hi: notifyHi }).offer;
  const subject = words.subject(membership.planName);
  return {
    to: member.email,
    subject,
    template: TEMPLATES.membershipOffer,
    ...bodies(
      [
        mailWords(lang).hello(member.name),
        "",
        words.body(membership.planName, membership.discountPercent, formatLongDate(membership.endedAt, lang)),
        "",
        { line: words.link(href), actions: [{ label: mailWords(lang).actions.renew, href }] },
        "",
        words.why,
      ],
      { lang, subject, siteUrl },
    ),
  };
}

/** The customer's quote (D21): what it comes to, the deposit, until when, and where to pay. */
export function quoteEmail(
  to: Recipient,
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
  const lang = to.language;
  const words = mailWords(lang).quote;
  const revised = quote.version > 1;
  const subject = words.subject(revised, inquiry.reference, inquiry.subject);
  const href = `${siteLink(siteUrl, "/dashboard", { inquiry: inquiry.reference }, lang)}#inquiries`;
  return {
    to: to.email,
    subject,
    template: TEMPLATES.quote,
    ...bodies(
      [
        mailWords(lang).hello(to.name),
        "",
        words.intro(revised, inquiry.reference),
        ...(quote.discount
          ? [
              words.discount(
                quote.discount.plan,
                quote.discount.percent,
                formatRupeesExact(quote.discount.amountPaise),
                formatRupeesExact(quote.totalPaise + quote.discount.amountPaise),
              ),
            ]
          : []),
        words.total(formatRupeesExact(quote.totalPaise)),
        words.deposit(
          formatRupeesExact(quote.depositPaise),
          quote.depositPercent,
          onDay(quote.validUntil, lang),
        ),
        ...(quote.balanceDueOn
          ? [
              words.balance(
                formatRupeesExact(quote.totalPaise - quote.depositPaise),
                onDay(quote.balanceDueOn, lang),
              ),
            ]
          : []),
        ...(quote.note.trim() ? ["", quote.note.trim()] : []),
        "",
        { line: words.link(href), actions: [{ label: mailWords(lang).actions.quote, href }] },
      ],
      { lang, subject, siteUrl },
    ),
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
  siteUrl: string,
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
    ...bodies(lines, { lang: "en", subject: subject!, siteUrl }),
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
  const lines: MailPart[] = [`What needs attention on ${onDay(day)}:`, ""];
  if (stale.length > 0) {
    lines.push(
      {
        title: `Inquiries still new past our response promise (${stale.length}):`,
        list: stale.map(
          (item) => `${item.reference}: ${item.subject}, received ${formatLongDate(item.receivedAt)}`,
        ),
      },
      "",
    );
  }
  if (expiring.length > 0) {
    lines.push(
      {
        title: `Quotes about to expire (${expiring.length}):`,
        list: expiring.map(
          (item) => `${item.reference}, quote ${item.version}: last day ${onDay(item.validUntil)}`,
        ),
      },
      "",
    );
  }
  if (overdue.length > 0) {
    lines.push(
      {
        title: `Balances overdue (${overdue.length}):`,
        list: overdue.map(
          (item) => `${item.reference}: ${formatRupeesExact(item.remainingPaise)}, due ${onDay(item.dueOn)}`,
        ),
      },
      "",
    );
  }
  const href = siteLink(siteUrl, "/admin-dashboard", { tab: "inquiries" });
  lines.push({
    line: `The inquiries in the admin panel: ${href}`,
    actions: [{ label: "Open the inquiries", href }],
  });
  const subject = `${SITE.name} daily digest: ${stale.length} waiting, ${expiring.length} expiring${overdue.length > 0 ? `, ${overdue.length} overdue` : ""}`;
  return {
    to: operatorEmail,
    subject,
    template: TEMPLATES.operatorDigest,
    ...bodies(lines, { lang: "en", subject, siteUrl }),
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
  siteUrl: string,
): EmailInput {
  const how = payment.bankTransfer ? "A bank transfer was recorded" : `${inquiry.customer} paid online`;
  const lines = [
    `${how} on ${inquiry.reference} (${inquiry.subject}): ${formatRupeesExact(payment.amountPaise)}, ${DOCUMENT_WORDS[payment.kind].name} ${payment.serial}.`,
  ];
  // What remains is the booking's only while it stands (a payment after a cancellation: below).
  if (inquiry.confirmed) {
    lines.push(
      payment.remainingPaise > 0
        ? `${formatRupeesExact(payment.remainingPaise)} of the booking remains to be paid.`
        : payment.remainingPaise === 0
          ? "The booking is now paid in full."
          : `The booking is overpaid by ${formatRupeesExact(-payment.remainingPaise)}: refund the difference from the admin panel.`,
    );
  } else {
    lines.push(
      "The booking is no longer confirmed: nothing changed with this payment. Refund it from the admin panel.",
    );
  }
  const subject =
    payment.remainingPaise === 0 && inquiry.confirmed
      ? `Paid in full: ${inquiry.reference}`
      : `Payment on ${inquiry.reference}: ${formatRupeesExact(payment.amountPaise)}`;
  return {
    to: operatorEmail,
    subject,
    template: TEMPLATES.balancePaid,
    ...bodies(lines, { lang: "en", subject, siteUrl }),
  };
}

/** The customer's reminder of a balance (D22): 7 days and 1 day before it is due, with the link to pay. */
export function balanceReminderEmail(
  to: Recipient,
  inquiry: { reference: string; subject: string },
  balance: { amountPaise: number; dueOn: string; kind: "7" | "1" },
  siteUrl: string,
): EmailInput {
  const lang = to.language;
  const words = mailWords(lang).balanceReminder;
  const subject = words.subject(inquiry.reference, balance.kind);
  const href = `${siteLink(siteUrl, "/dashboard", { inquiry: inquiry.reference }, lang)}#inquiries`;
  return {
    to: to.email,
    subject,
    template: `${TEMPLATES.balanceReminder}-${balance.kind}`,
    ...bodies(
      [
        mailWords(lang).hello(to.name),
        "",
        words.due(
          inquiry.reference,
          inquiry.subject,
          formatRupeesExact(balance.amountPaise),
          balance.kind,
          onDay(balance.dueOn, lang),
        ),
        "",
        { line: words.link(href), actions: [{ label: mailWords(lang).actions.pay, href }] },
      ],
      { lang, subject, siteUrl },
    ),
  };
}

/**
 * A cancellation received (D23): to the customer, in their language, what the policy gives back
 * and when; to the operators, in English, what to refund.
 */
export function cancellationEmails(
  customer: Recipient,
  booking: {
    reference: string;
    /** What the booking is about, in the customer's language and in English. */
    subject: Record<"customer" | "operators", string>;
    /** YYYY-MM-DD. */
    serviceDay: string;
  },
  terms: CancellationTerms,
  operatorEmail: string | undefined,
  siteUrl: string,
): EmailInput[] {
  const words = mailWords(customer.language).cancellation;
  const paid = formatRupeesExact(terms.paidPaise);
  const customerSubject = words.subject(booking.reference);
  const mails: EmailInput[] = [
    {
      to: customer.email,
      subject: customerSubject,
      template: TEMPLATES.cancellation,
      ...bodies(
        [
          mailWords(customer.language).hello(customer.name),
          "",
          words.received(
            booking.reference,
            booking.subject.customer,
            onDay(booking.serviceDay, customer.language),
            terms.daysBefore,
          ),
          words.policy(words.rule(terms.rule)),
          terms.refundPaise > 0
            ? words.refund(formatRupeesExact(terms.refundPaise), paid, terms.refundBusinessDays)
            : words.nothingBack(paid),
          "",
          words.notYou,
        ],
        { lang: customer.language, subject: customerSubject, siteUrl },
      ),
    },
  ];
  if (operatorEmail) {
    const serviceDate = onDay(booking.serviceDay);
    const subject = booking.subject.operators;
    const operatorSubject = `Cancelled: ${booking.reference}, refund ${formatRupeesExact(terms.refundPaise)}`;
    mails.push({
      to: operatorEmail,
      subject: operatorSubject,
      template: TEMPLATES.cancellationOperator,
      ...bodies(
        [
          `${customer.name} cancelled ${booking.reference} (${subject}, ${serviceDate}), ${terms.daysBefore} days before.`,
          `Paid: ${paid}. Kept under the policy: ${formatRupeesExact(terms.keptPaise)}. To refund: ${formatRupeesExact(terms.refundPaise)}.`,
          `The policy: ${terms.rule}`,
          terms.refundPaise > 0 ? "Refund it from the inquiry in the admin panel." : "Nothing to refund.",
        ],
        { lang: "en", subject: operatorSubject, siteUrl },
      ),
    });
  }
  return mails;
}
