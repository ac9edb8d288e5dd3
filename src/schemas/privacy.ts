// A person's rights over their data (docs/product.md D27; docs/decisions/0039-erasure-and-legal-holds.md):
// the summary of what the product holds about a member (GET /user/data) or about an address
// (a visitor's verified request), what an erasure removed and what it keeps under a legal hold,
// and the messages of these calls. No zod here: the dashboard's "Your data" view and the request
// page read these shapes for nothing; the requests' schemas are privacy-requests.ts.
import type { InquiryKind, InquiryStatus } from "./admin.ts";
import type { ConsentsView } from "./consent.ts";
import type { GrievanceStatus, GrievanceTopic } from "./grievance-rules.ts";
import type { PublicUser } from "./auth.ts";
import type { TaxDocumentKind } from "./tax-document.ts";

/** Who an erasure was for: a member's account, or an address without one (a visitor). */
export const ERASURE_SUBJECTS = ["member", "visitor"] as const;
export type ErasureSubject = (typeof ERASURE_SUBJECTS)[number];

/**
 * What a legal hold keeps after an erasure: the tax documents (CGST Act s.36), the log of
 * what was done with the data (DPDP Rules 2025, Rule 8(3): kept one year), and a grievance
 * still open, whole, until it is answered (DPDP Act 2023, s.8(10) and s.13; decision 0040).
 */
export const HOLD_KINDS = ["tax-documents", "processing-log", "open-grievances"] as const;
export type HoldKind = (typeof HOLD_KINDS)[number];

/** The law each hold rests on (the words are the pages'; `reason` carries the English). */
export const HOLD_BASES = ["cgst-s36", "dpdp-rule-8-3", "dpdp-s13"] as const;
export type HoldBasis = (typeof HOLD_BASES)[number];

/** The processing log is kept for a year after the erasure (DPDP Rules 2025, Rule 8(3)). */
export const PROCESSING_LOG_MONTHS = 12;
/** Tax documents: 72 months from the due date of the annual return of their year (CGST Act s.36). */
export const TAX_RECORD_MONTHS = 72;

/** What an erasure removes or makes anonymous, each counted in its receipt. */
export const ERASED_ITEMS = [
  "account",
  "preferences",
  "billing-details",
  "inquiries",
  "projects",
  "contact-messages",
  "messages",
  "consent-numbers",
  "sessions",
  "whatsapp-replies",
  "named-in-inquiries",
  "grievances",
] as const;
export type ErasedItem = (typeof ERASED_ITEMS)[number];

/** One thing an erasure removed or made anonymous, and how many of it. */
export interface ErasedEntry {
  item: ErasedItem;
  count: number;
}

/** A document kept under its legal hold: which kind, and its number. */
export interface HeldDocument {
  kind: TaxDocumentKind;
  number: string;
}

/** What an erasure keeps, why (the law, in English words and as a key), and until which day. */
export interface KeptEntry {
  item: HoldKind;
  count: number;
  basis: HoldBasis;
  reason: string;
  /** The last day it is kept (YYYY-MM-DD, India); erased after it. */
  until: string;
  /** The documents kept (tax-documents only). */
  documents: HeldDocument[];
}

/** The confirmation of an erasure: what was erased, what is kept, why and until when. */
export interface ErasureReceipt {
  erasedAt: string;
  subject: ErasureSubject;
  erased: ErasedEntry[];
  kept: KeptEntry[];
}

/** A document of the member's as the summary lists it, with where to see and print it. */
export interface DataDocument {
  kind: TaxDocumentKind;
  number: string;
  issuedAt: string;
  amountPaise: number;
  /** The page that draws it (printable), on this site. */
  page: string;
  /** Its PDF, from the API (with the member's token). */
  pdf: string;
}

/** An e-mail we sent: what and when, not its body. */
export interface DataEmail {
  subject: string;
  template: string;
  status: string;
  createdAt: string;
  sentAt: string | null;
}

/**
 * The WhatsApp templates the product sends (declared with their categories and parameters in
 * src/server/whatsapp/templates.ts, which holds to this list), and what each outgoing message
 * is: a template, or the text answering a STOP or a START.
 */
export const WHATSAPP_TEMPLATE_NAMES = [
  "inquiry_received",
  "quote_ready",
  "payment_due",
  "payment_received",
  "documents_issued",
  "membership_reminder",
  "membership_offer",
  "cancellation_received",
  "operator_alert",
] as const;
export type WhatsAppTemplateName = (typeof WHATSAPP_TEMPLATE_NAMES)[number];
export type WhatsAppMessageKind = WhatsAppTemplateName | "stop_confirmed" | "start_confirmed";

/** A WhatsApp message we sent: which template, to which number, how it went. */
export interface DataWhatsApp {
  /** A WhatsAppMessageKind, as the outbox keeps it. */
  template: string;
  category: string;
  to: string;
  status: string;
  createdAt: string;
  sentAt: string | null;
}

/** A message sent through the contact form from the member's (or the visitor's) address. */
export interface DataContactMessage {
  reference: string;
  name: string;
  email: string;
  phone: string | null;
  subject: string;
  message: string;
  createdAt: string;
}

/**
 * A grievance filed with the member's (or the visitor's) address: what they wrote and where it
 * stands. The operator's note is theirs, as an inquiry's is.
 */
export interface DataGrievance {
  reference: string;
  name: string;
  email: string;
  phone: string | null;
  topic: GrievanceTopic;
  message: string;
  status: GrievanceStatus;
  createdAt: string;
  /** The last day of our reply (India, YYYY-MM-DD). */
  replyBy: string;
  /** When it was marked answered or closed. */
  closedAt: string | null;
}

/** GET /user/data: everything the product holds about the signed-in member. */
export interface MemberData {
  generatedAt: string;
  account: PublicUser & {
    updatedAt: string;
    /** The billing details remembered from the last purchase (D19). */
    billing: { name: string | null; stateCode: string | null; gstin: string | null; address: string | null };
    onboarding: { profession: string | null; interests: string[] } | null;
  };
  inquiries: {
    id: string;
    reference: string;
    kind: InquiryKind;
    status: InquiryStatus;
    createdAt: string;
    name: string;
    email: string;
    phone: string;
    city: string | null;
    details: Record<string, unknown>;
    statusHistory: { status: InquiryStatus; at: string }[];
    quotes: {
      version: number;
      totalPaise: number;
      depositPaise: number;
      status: string;
      validUntil: string;
      balanceDueOn: string | null;
      note: string;
      createdAt: string;
    }[];
    cancellation: { requestedAt: string; refundPaise: number; refundedAt: string | null } | null;
  }[];
  projects: {
    reference: string;
    title: string;
    service: string;
    budget: string;
    timeline: string;
    description: string;
    status: InquiryStatus;
    createdAt: string;
  }[];
  contactMessages: DataContactMessage[];
  grievances: DataGrievance[];
  messages: { emails: DataEmail[]; whatsapp: DataWhatsApp[] };
  payments: {
    purpose: string;
    amountPaise: number;
    status: string;
    provider: string;
    createdAt: string;
    paidAt: string | null;
  }[];
  documents: DataDocument[];
  consents: ConsentsView;
  /** Each sign-in (a chain of refresh tokens): when it began, was last renewed and ends. No secrets. */
  sessions: { startedAt: string; lastUsedAt: string; expiresAt: string; active: boolean }[];
  passwordResets: { requestedAt: string; usedAt: string | null; expiresAt: string }[];
}

/** What the product holds under an address without an account (a visitor's verified request). */
export interface VisitorData {
  email: string;
  generatedAt: string;
  contactMessages: DataContactMessage[];
  grievances: DataGrievance[];
  messages: { emails: DataEmail[] };
  /** Inquiries members made naming this address as the contact: how many (nothing else of theirs). */
  namedInInquiries: number;
}

/** The visitor's link stays good this long (it is sent by e-mail, which can be slow). */
export const DATA_REQUEST_TTL_HOURS = 24;

export const DATA_REQUEST_SENT_MESSAGE =
  "Thank you. If we can write to this address, a link is on its way to it: open it within 24 hours to see or erase what we hold under it.";
export const DATA_REQUEST_LINK_INVALID =
  "This link is not valid any more (it was used, or 24 hours have passed). Please ask for a new one.";
export const PROFILE_EMPTY_MESSAGE = "Send the name, the phone number or both.";
export const ERASE_PASSWORD_WRONG = "That password is not right. Your account was not erased.";
export const ERASE_STAFF_MESSAGE =
  "A staff account is not erased from the dashboard: the owner of the business closes it.";
/** Refused while an order is unpaid and younger than the reconciler's reach (services/reconcile.ts: 7 days). */
export const ERASE_PAYMENT_IN_PROGRESS =
  "A payment you started is not settled yet. Please finish it, or wait: a payment left unfinished is given up 7 days after it was started. Then try again.";
export const ERASE_BOOKING_OPEN =
  "You have a booking with money paid that is still open. Cancel it on your dashboard first, or wait until the service has taken place and is paid in full; write to us if you need help.";
/** Refused while a cancelled booking's refund has not been paid back (it is the member's money). */
export const ERASE_REFUND_PENDING =
  "A booking you cancelled still has a refund on its way to you. Your account can be erased once the refund is paid; write to us if it is late.";
export const ERASE_CONFIRM_MESSAGE = "Type your password to confirm.";
/** A visitor's link used after the address became an account's: its owner erases it signed in. */
export const VISITOR_HAS_ACCOUNT =
  "This address belongs to an account: sign in and use Your data on your dashboard to see or erase it.";
