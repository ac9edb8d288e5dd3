// Every notification the product sends (docs/decisions/0037-one-notifier.md), each rendered for
// each channel in the recipient's language: the e-mail from its builder (src/server/mail), the
// WhatsApp template and its parameters (src/server/whatsapp/templates.ts). What the services
// know (an inquiry, a quote, an invoice) goes in; the notifier (notifier.ts) picks the channels.
import type { CancellationTerms } from "../../config/cancellation.ts";
import en from "../../i18n/en/notify.ts";
import hi from "../../i18n/hi/notify.ts";
import { pathInLang, type Lang } from "../../i18n/lang.ts";
import { mailWords } from "../../i18n/mail.ts";
import { wordsIn } from "../../i18n/words.ts";
import { formatLongDate } from "../../lib/dates.ts";
import { formatRupeesExact } from "../../lib/money.ts";
import type { Invoice } from "../../schemas/invoice.ts";
import type { TaxDocument } from "../../schemas/tax-document.ts";
import {
  balancePaidEmail,
  balanceReminderEmail,
  bookingInvoiceEmail,
  cancellationEmails,
  creditNoteEmail,
  depositPaidEmail,
  invoiceEmail,
  membershipOfferEmail,
  membershipReminderEmail,
  operatorDigestEmail,
  quoteEmail,
  TEMPLATES,
  type DepositOutcome,
  type ReminderKind,
} from "../mail/messages.ts";
import {
  contactAcknowledgement,
  contactOperatorCopy,
  grievanceAcknowledgement,
  grievanceAnswer,
  grievanceOperatorCopy,
  inquiryAcknowledgement,
  inquiryOperatorCopy,
  dataRequestEmail,
  passwordResetEmail,
  projectAcknowledgement,
  projectOperatorCopy,
  staffAccessEmail,
  type StaffChange,
} from "../mail/request-messages.ts";
import type { EmailInput } from "../mail/outbox.ts";
import type { Member, Notification, OperatorAlert } from "./notifier.ts";

const notifyWords = (lang: Lang) => wordsIn(lang, { en, hi });

/** A page of the site in `lang` (/hi/dashboard for a Hindi reader), with its query and anchor. */
export function pageLink(
  siteUrl: string,
  path: string,
  options: { query?: Record<string, string>; hash?: string; lang?: Lang } = {},
): string {
  const url = new URL(pathInLang(path, options.lang ?? "en"), siteUrl);
  for (const [name, value] of Object.entries(options.query ?? {})) url.searchParams.set(name, value);
  if (options.hash) url.hash = options.hash;
  return url.toString();
}

/** A calendar day (YYYY-MM-DD) as people read it in `lang`. */
const onDay = (day: string, lang: Lang) => formatLongDate(`${day}T12:00:00+05:30`, lang);

/** The member's inquiry on their dashboard. */
const inquiryLink = (siteUrl: string, reference: string, lang: Lang) =>
  pageLink(siteUrl, "/dashboard", { query: { inquiry: reference }, hash: "inquiries", lang });

/** What an inquiry is about, in `lang`: "Wedding event", "Trip to Goa". */
const serviceOf = (inquiry: { kind: string; details: Record<string, unknown> }, lang: Lang) =>
  mailWords(lang).inquirySubject(inquiry.kind as never, inquiry.details);

/**
 * What an inquiry is about in a WhatsApp template: the closed sets' words alone ("Other event",
 * "Trip"). Nobody proves the number on an account (decision 0037), so nothing a member typed
 * freely (another occasion, a destination, a brief's title) goes to it under the business's name:
 * a stranger's link could reach anyone's phone that way.
 */
const templateServiceOf = (inquiry: { kind: string; details: Record<string, unknown> }, lang: Lang) =>
  serviceOf({ kind: inquiry.kind, details: { eventType: inquiry.details.eventType } }, lang);

// ---- To a member --------------------------------------------------------------------------

export function inquiryReceived(
  member: Member,
  inquiry: { kind: string; reference: string; details: Record<string, unknown> },
  siteUrl: string,
): Notification {
  const lang = member.language;
  return {
    purpose: "updates",
    email: inquiryAcknowledgement(member, inquiry, siteUrl),
    whatsapp: {
      template: "inquiry_received",
      params: [
        member.name,
        inquiry.reference,
        templateServiceOf(inquiry, lang),
        inquiryLink(siteUrl, inquiry.reference, lang),
      ],
    },
  };
}

export function projectReceived(
  member: Member,
  brief: { reference: string; title: string; service: string },
  siteUrl: string,
): Notification {
  return {
    purpose: "updates",
    email: projectAcknowledgement(member, brief, siteUrl),
    whatsapp: {
      template: "inquiry_received",
      params: [
        member.name,
        brief.reference,
        mailWords(member.language).projectService(brief.service),
        pageLink(siteUrl, "/dashboard", { lang: member.language }),
      ],
    },
  };
}

export function quoteReady(
  member: Member,
  inquiry: { kind: string; reference: string; details: Record<string, unknown> },
  quote: Parameters<typeof quoteEmail>[2],
  siteUrl: string,
): Notification {
  const lang = member.language;
  const service = serviceOf(inquiry, lang);
  return {
    purpose: "updates",
    email: quoteEmail(member, { reference: inquiry.reference, subject: service }, quote, siteUrl),
    whatsapp: {
      template: "quote_ready",
      params: [
        member.name,
        inquiry.reference,
        templateServiceOf(inquiry, lang),
        formatRupeesExact(quote.totalPaise),
        formatRupeesExact(quote.depositPaise),
        inquiryLink(siteUrl, inquiry.reference, lang),
      ],
    },
  };
}

export function balanceDue(
  member: Member,
  inquiry: { kind: string; reference: string; details: Record<string, unknown> },
  balance: { amountPaise: number; dueOn: string; kind: "7" | "1" },
  siteUrl: string,
): Notification {
  const lang = member.language;
  const service = serviceOf(inquiry, lang);
  return {
    purpose: "updates",
    email: balanceReminderEmail(member, { reference: inquiry.reference, subject: service }, balance, siteUrl),
    whatsapp: {
      template: "payment_due",
      params: [
        member.name,
        notifyWords(lang).balance,
        formatRupeesExact(balance.amountPaise),
        `${templateServiceOf(inquiry, lang)} (${inquiry.reference})`,
        onDay(balance.dueOn, lang),
        inquiryLink(siteUrl, inquiry.reference, lang),
      ],
    },
  };
}

/**
 * A payment received (D2, D22): the e-mail with its document's PDF (a membership's tax invoice,
 * an advance's receipt voucher, a booking's invoice or receipt), and payment_received on WhatsApp.
 */
export function paymentReceived(
  member: Member,
  invoice: Invoice,
  document: TaxDocument,
  siteUrl: string,
  booking: { kind: string; reference: string; details: Record<string, unknown> } | null,
): Notification {
  const lang = member.language;
  const words = notifyWords(lang).received;
  return {
    purpose: "documents",
    email: invoiceEmail(
      invoice,
      document,
      siteUrl,
      lang,
      booking ? { reference: booking.reference, subject: serviceOf(booking, lang) } : null,
    ),
    whatsapp: {
      template: "payment_received",
      params: [
        member.name,
        formatRupeesExact(invoice.amountPaise),
        booking
          ? words.booking(booking.reference, templateServiceOf(booking, lang))
          : words.membership(invoice.subscriptionId.name),
        pageLink(siteUrl, "/invoice", { query: { id: invoice._id }, lang }),
      ],
    },
  };
}

/** A booking's tax invoice issued at delivery (D24), with its PDF. */
export function bookingInvoiceIssued(
  member: Member,
  booking: {
    inquiryId: string;
    reference: string;
    kind: string;
    details: Record<string, unknown>;
    balanceDueOn: string | null;
  },
  invoice: { id: string; document: TaxDocument; duePaise: number; forCancellation: boolean },
  siteUrl: string,
): Notification {
  const lang = member.language;
  return {
    purpose: "documents",
    email: bookingInvoiceEmail(
      member,
      {
        inquiryId: booking.inquiryId,
        reference: booking.reference,
        subject: serviceOf(booking, lang),
        balanceDueOn: booking.balanceDueOn,
      },
      invoice,
      siteUrl,
    ),
    whatsapp: {
      template: "documents_issued",
      params: [
        member.name,
        mailWords(lang).documentName(invoice.document.kind),
        invoice.document.number,
        pageLink(siteUrl, "/invoice", { query: { booking: booking.inquiryId }, lang }),
      ],
    },
  };
}

/** A refund's credit note or refund voucher (D20, D23), with its PDF. */
export function creditNoteIssued(
  member: Member,
  invoice: Invoice,
  creditNote: { id: string; document: TaxDocument; reason: string; refundedPaise: number },
  siteUrl: string,
  refundBusinessDays: string,
): Notification {
  const lang = member.language;
  return {
    purpose: "documents",
    email: creditNoteEmail(invoice, creditNote, siteUrl, refundBusinessDays, lang),
    whatsapp: {
      template: "documents_issued",
      params: [
        member.name,
        mailWords(lang).documentName(creditNote.document.kind),
        creditNote.document.number,
        pageLink(siteUrl, "/invoice", { query: { id: invoice._id }, lang }),
      ],
    },
  };
}

export function membershipEnding(
  member: Member,
  membership: { planName: string; planSlug: string; endsAt: Date },
  kind: ReminderKind,
  siteUrl: string,
): Notification {
  const lang = member.language;
  return {
    purpose: "updates",
    email: membershipReminderEmail(member, membership, kind, siteUrl),
    whatsapp: {
      template: "membership_reminder",
      params: [
        member.name,
        membership.planName,
        formatLongDate(membership.endsAt, lang),
        pageLink(siteUrl, "/purchase", { query: { plan: membership.planSlug }, lang }),
      ],
    },
  };
}

/** The customer's side of a cancellation (D23): what comes back under the policy, and where to follow it. */
export function cancellationReceived(
  member: Member,
  booking: { reference: string; refundPaise: number },
  email: EmailInput,
  siteUrl: string,
): Notification {
  return {
    purpose: "updates",
    email,
    whatsapp: {
      template: "cancellation_received",
      params: [
        member.name,
        booking.reference,
        formatRupeesExact(booking.refundPaise),
        inquiryLink(siteUrl, booking.reference, member.language),
      ],
    },
  };
}

/** A visitor's request about their data (D27): to the address asked about, by e-mail only. */
export function dataRequestLink(input: {
  to: string;
  link: string;
  language: Lang;
  siteUrl: string;
}): EmailInput {
  return dataRequestEmail({ ...input, account: false });
}

/** The same request for an account's address: where to log in, and nothing more. */
export function dataRequestSignIn(input: {
  to: string;
  link: string;
  language: Lang;
  siteUrl: string;
}): EmailInput {
  return dataRequestEmail({ ...input, account: true });
}

/** A change to someone's place on the staff (decision 0041): account security, by e-mail, always. */
export function staffAccessChanged(member: Member, change: StaffChange, siteUrl: string): Notification {
  return { purpose: "security", email: staffAccessEmail(member, change, siteUrl) };
}

/** The reset link (D7): account security, by e-mail only, always. */
export function passwordReset(member: Member, link: string, siteUrl: string): Notification {
  return { purpose: "security", email: passwordResetEmail(member, link, siteUrl) };
}

/** The membership offer e-mail's template name (the outbox's tag). */
export const MEMBERSHIP_OFFER_TEMPLATE = TEMPLATES.membershipOffer;

/**
 * An offer to renew an ended membership (marketing): membership_offer on WhatsApp with WhatsApp
 * offers consent, the e-mail with e-mail offers consent, nothing otherwise (notifier.ts).
 */
export function membershipOffer(
  member: Member,
  membership: { planName: string; planSlug: string; discountPercent: number; endedAt: Date },
  siteUrl: string,
): Notification {
  const lang = member.language;
  const link = pageLink(siteUrl, "/purchase", { query: { plan: membership.planSlug }, lang });
  return {
    purpose: "offers",
    email: membershipOfferEmail(member, membership, link, siteUrl),
    whatsapp: {
      template: "membership_offer",
      params: [
        member.name,
        notifyWords(lang).offer.text(membership.planName, membership.discountPercent),
        link,
      ],
    },
  };
}

// ---- To a visitor without an account ------------------------------------------------------

export const contactReceived = contactAcknowledgement;

/** A grievance's acknowledgement (D27): by e-mail, to the address given, in the page's language. */
export const grievanceReceived = grievanceAcknowledgement;

/** Once an operator marks a grievance answered: by e-mail, to the address it was filed with. */
export const grievanceAnswered = grievanceAnswer;

// ---- To the operators (English) -----------------------------------------------------------

const adminLink = (siteUrl: string, tab: string) => pageLink(siteUrl, "/admin-dashboard", { query: { tab } });

export function inquiryAlert(
  inquiry: Parameters<typeof inquiryOperatorCopy>[1],
  siteUrl: string,
): OperatorAlert {
  return {
    email: (to) => inquiryOperatorCopy(to, inquiry, siteUrl),
    whatsapp: {
      what: `New ${inquiry.kind} inquiry ${inquiry.reference}`,
      summary: `${inquiry.subject} from ${inquiry.name}, ${inquiry.phone}${inquiry.city ? `, ${inquiry.city}` : ""}`,
      link: adminLink(siteUrl, "inquiries"),
    },
  };
}

export function contactAlert(
  message: Parameters<typeof contactOperatorCopy>[1],
  siteUrl: string,
): OperatorAlert {
  return {
    email: (to) => contactOperatorCopy(to, message, siteUrl),
    whatsapp: {
      what: `New contact message ${message.reference}`,
      summary: `${message.subjectLabel} from ${message.name}, ${message.phone || message.email}`,
      link: adminLink(siteUrl, "enquiries"),
    },
  };
}

export function grievanceAlert(
  grievance: Parameters<typeof grievanceOperatorCopy>[1],
  siteUrl: string,
): OperatorAlert {
  return {
    email: (to) => grievanceOperatorCopy(to, grievance, siteUrl),
    whatsapp: {
      what: `New grievance ${grievance.reference}`,
      summary: `${grievance.topicLabel}, from ${grievance.name}; answer by ${onDay(grievance.replyBy, "en")}`,
      link: pageLink(siteUrl, "/admin-dashboard", { query: { tab: "grievances", q: grievance.reference } }),
    },
  };
}

export function projectAlert(
  member: Parameters<typeof projectOperatorCopy>[1],
  brief: Parameters<typeof projectOperatorCopy>[2],
  siteUrl: string,
): OperatorAlert {
  return {
    email: (to) => projectOperatorCopy(to, member, brief, siteUrl),
    whatsapp: {
      what: `New project brief ${brief.reference}`,
      summary: `${brief.title} (${brief.serviceLabel}) from ${member.name}`,
      link: adminLink(siteUrl, "inquiries"),
    },
  };
}

export function depositPaidAlert(
  inquiry: Parameters<typeof depositPaidEmail>[1],
  invoice: Parameters<typeof depositPaidEmail>[2],
  outcome: DepositOutcome,
  siteUrl: string,
): OperatorAlert {
  const email = (to: string) => depositPaidEmail(to, inquiry, invoice, outcome, siteUrl);
  return {
    email,
    whatsapp: {
      what: email("").subject,
      summary: `${inquiry.customer} paid ${formatRupeesExact(invoice.amountPaise)}, ${invoice.documentName} ${invoice.serial}`,
      link: adminLink(siteUrl, "inquiries"),
    },
  };
}

export function balancePaidAlert(
  inquiry: Parameters<typeof balancePaidEmail>[1],
  payment: Parameters<typeof balancePaidEmail>[2],
  siteUrl: string,
): OperatorAlert {
  const email = (to: string) => balancePaidEmail(to, inquiry, payment, siteUrl);
  return {
    email,
    whatsapp: {
      what: email("").subject,
      summary: `${inquiry.customer}, ${inquiry.subject}: ${formatRupeesExact(payment.amountPaise)} paid, ${formatRupeesExact(Math.max(payment.remainingPaise, 0))} remains`,
      link: adminLink(siteUrl, "inquiries"),
    },
  };
}

export function cancellationAlert(
  email: EmailInput,
  booking: { reference: string; customer: string },
  terms: CancellationTerms,
  siteUrl: string,
): OperatorAlert {
  return {
    email: (to) => ({ ...email, to }),
    whatsapp: {
      what: `Cancelled: ${booking.reference}`,
      summary: `${booking.customer} cancelled ${terms.daysBefore} days before; refund ${formatRupeesExact(terms.refundPaise)} of ${formatRupeesExact(terms.paidPaise)}`,
      link: adminLink(siteUrl, "inquiries"),
    },
  };
}

/** The customer's e-mail and the operators' e-mail of a cancellation, as cancellationEmails writes them. */
export function cancellationMessages(...args: Parameters<typeof cancellationEmails>) {
  const [customerEmail, operatorEmail] = cancellationEmails(...args);
  return { customer: customerEmail!, operators: operatorEmail ?? null };
}

export function operatorDigest(
  day: string,
  stale: Parameters<typeof operatorDigestEmail>[2],
  expiring: Parameters<typeof operatorDigestEmail>[3],
  overdue: Parameters<typeof operatorDigestEmail>[4],
  siteUrl: string,
): OperatorAlert {
  const email = (to: string) => operatorDigestEmail(to, day, stale, expiring, overdue, siteUrl);
  return {
    email,
    whatsapp: {
      what: `Daily digest ${day}`,
      summary: `${stale.length} inquiries waiting past the promise, ${expiring.length} quotes expiring, ${overdue.length} balances overdue`,
      link: adminLink(siteUrl, "inquiries"),
    },
  };
}
