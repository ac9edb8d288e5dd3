// The one source of truth for the data model (docs/architecture.md "Data"). drizzle-kit generates the
// SQL in drizzle/ from this file; column names are snake_case in the database.
//
// Conventions: UUID keys, money in integer paise, timestamptz, closed sets as text with a
// CHECK constraint (simpler to extend than Postgres enums), and everything that must never be
// lost written here before an external call is made.
import { sql, type SQL } from "drizzle-orm";
// The closed sets the API and the pages use, defined once in src/schemas: the CHECK
// constraints below are made from them.
import { INQUIRY_KIND_VALUES, INQUIRY_STATUSES } from "../../schemas/admin.ts";
import { CONTACT_SUBJECT_VALUES, PROJECT_SERVICE_VALUES } from "../../schemas/fields.ts";
import { PAYMENT_DOCUMENT_KINDS } from "../../schemas/invoice.ts";
import { CONSENT_CHANNELS, CONSENT_PURPOSES } from "../../schemas/consent.ts";
import { ERASURE_SUBJECTS, HOLD_BASES, HOLD_KINDS, type ErasedEntry } from "../../schemas/privacy.ts";
import { GRIEVANCE_STATUSES, GRIEVANCE_TOPIC_VALUES } from "../../schemas/grievance-rules.ts";
import type { TaxDocument } from "../../schemas/tax-document.ts";
import { LANGS } from "../../i18n/lang.ts";
import { STAFF_ACTIONS, STAFF_ROLES } from "../../schemas/staff.ts";
import {
  boolean,
  check,
  type AnyPgColumn,
  type ExtraConfigColumn,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

export const USER_ROLES = ["user", "admin"] as const;
/** The languages an account can choose for its e-mails (docs/product.md D25). */
export const USER_LANGUAGES = LANGS;
export const CONTACT_SOURCES = ["contact-page", "landing"] as const;
export const ORDER_STATUSES = ["created", "paid", "failed"] as const;
/**
 * What an order pays for: a yearly membership, the advance on a quoted inquiry (docs/product.md
 * D21), or the rest of a confirmed booking (D22).
 */
export const ORDER_PURPOSES = ["membership", "deposit", "balance"] as const;
/** The document a payment gets (D24; src/schemas/invoice.ts says which when). */
export { PAYMENT_DOCUMENT_KINDS };
export const INVOICE_STATUSES = ["paid", "refunded"] as const;
/** A quote on an inquiry (D21): the one that can be paid, one a revision replaced, or paid. */
export const QUOTE_STATUSES = ["open", "superseded", "paid"] as const;
/** A refund asked of the provider: sent (or being sent), done, or refused by the provider. */
export const REFUND_STATUSES = ["requested", "done", "failed"] as const;
/** Reminders before a membership ends (D20): days before, "0" on the day it ends. */
export const REMINDER_KINDS = ["30", "7", "1", "0"] as const;
/** Who took the money: Razorpay, the local stand-in, or the business's bank (a transfer an operator records, D22). */
export const PAYMENT_PROVIDERS = ["razorpay", "local", "bank"] as const;
/** The balance reminders (D22): days before the balance's due day. */
export const BALANCE_REMINDER_KINDS = ["7", "1"] as const;
export const EMAIL_STATUSES = ["pending", "sent", "failed"] as const;
export const LOCAL_PAYMENT_STATUSES = ["captured", "failed", "refunded"] as const;

const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();
const updatedAt = () =>
  timestamp({ withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());
const id = () => uuid().primaryKey().defaultRandom();

/** CHECK (column IN (...)) for a closed set kept as text. */
function oneOf(name: string, column: SQL, values: readonly string[]) {
  const list = sql.join(
    values.map((value) => sql.raw(`'${value.replaceAll("'", "''")}'`)),
    sql`, `,
  );
  return check(name, sql`${column} in (${list})`);
}

// Admin search (decision 0011): each searched table keeps its searched fields in one stored,
// lower-cased column, `search_text`, matched with `LIKE '%term%'` and served by a trigram GIN
// index (pg_trgm: drizzle/0002_pg_trgm.sql; PGlite loads it at open, embedded.ts). One plain
// LIKE over one column is many times cheaper than ILIKE over several, index or not.
const trigram = (column: ExtraConfigColumn) => column.op("gin_trgm_ops");

/** Fields joined for search: a line break between them, so that a term rarely spans two. */
const searchText = (...fields: SQL[]) => sql`lower(${sql.join(fields, sql` || chr(10) || `)})`;

/**
 * An inquiry's kind-specific answers as searchable text: only the string values of the
 * details (a destination, a venue, dietary notes), not their keys, so that searching
 * "budget" does not find every inquiry.
 */
const detailsText = (details: AnyPgColumn) =>
  sql`(jsonb_path_query_array(${details}, 'strict $.** ? (@.type() == "string")')::text)`;

export const users = pgTable(
  "users",
  {
    id: id(),
    name: text().notNull(),
    email: text().notNull(),
    phoneNo: text().notNull(),
    passwordHash: text().notNull(),
    role: text({ enum: USER_ROLES }).notNull().default("user"),
    /**
     * A staff account's role (D27; decision 0041): set exactly when `role` is "admin", which the
     * specification's answers keep meaning "staff".
     */
    staffRole: text({ enum: STAFF_ROLES }),
    /**
     * Raised when the second factor is set up or reset, or the staff role changes: every access
     * token carries the value it was issued under, and one from before no longer works.
     */
    authVersion: integer().notNull().default(0),
    /** The TOTP secret (base32) once confirmed, and the one offered while setting it up. */
    totpSecret: text(),
    totpPendingSecret: text(),
    totpEnabledAt: timestamp({ withTimezone: true }),
    /** The last time step a code was accepted for: no code works twice. */
    totpLastStep: integer(),
    /**
     * The language of the account's e-mails (D25): the page's language at sign-up, changed on
     * the dashboard.
     */
    language: text({ enum: USER_LANGUAGES }).notNull().default("en"),
    /** The billing details given at the last purchase, offered again at the next (D19). */
    billingName: text(),
    billingStateCode: text(),
    billingGstin: text(),
    billingAddress: text(),
    /**
     * When the member erased the account (D27; decision 0039). The row stays, made anonymous, as
     * long as documents under a legal hold name it; it can never sign in again.
     */
    erasedAt: timestamp({ withTimezone: true }),
    /**
     * When the owner of the address proved it by following the link we sent (decision 0043).
     * Until then nothing but that link is sent to the address (a password reset aside), so that
     * an account opened with someone else's address writes nothing to them.
     */
    emailConfirmedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    searchText: text().generatedAlwaysAs((): SQL =>
      searchText(sql`${users.name}`, sql`${users.email}`, sql`${users.phoneNo}`),
    ),
  },
  (t) => [
    // E-mail is unique whatever its case.
    uniqueIndex("users_email_lower_key").on(sql`lower(${t.email})`),
    index("users_created_at_idx").on(t.createdAt),
    index("users_search_idx").using("gin", trigram(t.searchText)),
    oneOf("users_role_check", sql`${t.role}`, USER_ROLES),
    oneOf("users_language_check", sql`${t.language}`, USER_LANGUAGES),
    oneOf("users_staff_role_check", sql`${t.staffRole}`, STAFF_ROLES),
    check("users_staff_check", sql`(${t.role} = 'admin') = (${t.staffRole} is not null)`),
  ],
);

export const refreshTokens = pgTable(
  "refresh_tokens",
  {
    id: id(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** All tokens rotated from one login share a family; reuse of any revokes them all. */
    familyId: uuid().notNull(),
    tokenHash: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    revokedAt: timestamp({ withTimezone: true }),
    replacedById: uuid(),
    /** A staff sign-in that passed the second factor: its access tokens may use the admin panel. */
    secondFactor: boolean().notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("refresh_tokens_token_hash_key").on(t.tokenHash),
    index("refresh_tokens_family_idx").on(t.familyId),
    index("refresh_tokens_user_idx").on(t.userId),
  ],
);

/**
 * A signed-in device (decision 0043): one login and every refresh token rotated from it (the
 * refresh tokens' family), where it signed in from and when it was last used, until it is
 * ended (logout, the member or the owner ending it, a password change, a reused token).
 */
export const sessions = pgTable(
  "sessions",
  {
    /** The refresh tokens' familyId, and the access token's `sid`. */
    id: uuid().primaryKey(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The browser's User-Agent at sign-in, cut to 500 characters; shown as a short description. */
    userAgent: text().notNull().default(""),
    /** The client's address at the last sign-in or refresh. */
    clientAddress: text().notNull().default(""),
    /** The last refresh (a signed-in tab refreshes at least every 15 minutes while it is used). */
    lastUsedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** The latest refresh token's expiry: past it the device must sign in again. */
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    endedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("sessions_user_idx").on(t.userId)],
);

/** A link that confirms an account's address (decision 0043); only its hash is kept. */
export const emailConfirmations = pgTable(
  "email_confirmations",
  {
    id: id(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("email_confirmations_token_hash_key").on(t.tokenHash),
    index("email_confirmations_user_idx").on(t.userId),
  ],
);

export const passwordResetTokens = pgTable(
  "password_reset_tokens",
  {
    id: id(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("password_reset_tokens_token_hash_key").on(t.tokenHash),
    index("password_reset_tokens_user_idx").on(t.userId),
  ],
);

export const onboarding = pgTable("onboarding", {
  userId: uuid()
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  profession: text(),
  interests: jsonb().$type<string[]>().notNull().default([]),
  updatedAt: updatedAt(),
});

export const projects = pgTable(
  "projects",
  {
    id: id(),
    reference: text().notNull(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    title: text().notNull(),
    service: text({ enum: PROJECT_SERVICE_VALUES }).notNull(),
    budget: text().notNull(),
    timeline: text().notNull(),
    description: text().notNull(),
    status: text({ enum: INQUIRY_STATUSES }).notNull().default("new"),
    internalNote: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("projects_reference_key").on(t.reference),
    index("projects_user_idx").on(t.userId, t.createdAt),
    oneOf("projects_service_check", sql`${t.service}`, PROJECT_SERVICE_VALUES),
    oneOf("projects_status_check", sql`${t.status}`, INQUIRY_STATUSES),
  ],
);

export const plans = pgTable(
  "plans",
  {
    id: id(),
    slug: text().notNull(),
    name: text().notNull(),
    membershipLevel: text().notNull(),
    description: text().notNull(),
    yearlyPricePaise: integer().notNull(),
    priceUsd: integer().notNull(),
    features: jsonb().$type<string[]>().notNull(),
    highlighted: boolean().notNull().default(false),
    isActive: boolean().notNull().default(true),
    sortOrder: integer().notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("plans_slug_key").on(t.slug),
    check("plans_price_positive", sql`${t.yearlyPricePaise} > 0`),
  ],
);

export const paymentOrders = pgTable(
  "payment_orders",
  {
    id: id(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    purpose: text({ enum: ORDER_PURPOSES }).notNull().default("membership"),
    /** The plan a membership order buys (null for other purposes). */
    planId: uuid().references(() => plans.id, { onDelete: "restrict" }),
    /** The quote a deposit order pays the advance on (null for other purposes). */
    quoteId: uuid().references((): AnyPgColumn => quotes.id, { onDelete: "restrict" }),
    /** Who is billed, as the buyer gave it for this order: the tax invoice names them (D19). */
    billingName: text(),
    billingStateCode: text(),
    billingGstin: text(),
    /** The buyer's address (required with a GSTIN, Rule 46(e)); printed on the documents. */
    billingAddress: text(),
    provider: text({ enum: PAYMENT_PROVIDERS }).notNull(),
    /** The provider's order id; null only between our insert and the provider's answer. */
    providerOrderId: text(),
    amountPaise: integer().notNull(),
    currency: text().notNull().default("INR"),
    billingFrequency: text().notNull().default("yearly"),
    status: text({ enum: ORDER_STATUSES }).notNull().default("created"),
    providerPaymentId: text(),
    failureReason: text(),
    paidAt: timestamp({ withTimezone: true }),
    /** The operator who recorded a bank transfer (provider "bank"); null for every other order. */
    recordedById: uuid().references((): AnyPgColumn => users.id, { onDelete: "set null" }),
    /** When the reconciler last asked the provider about this unpaid order (oldest asked first). */
    reconciledAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("payment_orders_provider_order_key").on(t.provider, t.providerOrderId),
    index("payment_orders_user_idx").on(t.userId, t.createdAt),
    index("payment_orders_status_idx").on(t.status, t.createdAt),
    oneOf("payment_orders_status_check", sql`${t.status}`, ORDER_STATUSES),
    oneOf("payment_orders_provider_check", sql`${t.provider}`, PAYMENT_PROVIDERS),
    oneOf("payment_orders_purpose_check", sql`${t.purpose}`, ORDER_PURPOSES),
    check("payment_orders_plan_check", sql`${t.purpose} <> 'membership' or ${t.planId} is not null`),
    check(
      "payment_orders_quote_check",
      sql`${t.purpose} not in ('deposit', 'balance') or ${t.quoteId} is not null`,
    ),
    index("payment_orders_quote_idx").on(t.quoteId),
    check("payment_orders_amount_positive", sql`${t.amountPaise} > 0`),
  ],
);

export const invoices = pgTable(
  "invoices",
  {
    id: id(),
    /** Order of creation across every series (the admin list's order). */
    number: integer().generatedAlwaysAsIdentity(),
    /**
     * The tax invoice's number: consecutive within its financial year, "NE/26-27/000123"
     * (Rule 46(b); services/tax-documents.ts). What people and the admin panel see.
     */
    serial: text().notNull(),
    /** Which document the payment got: a tax invoice, a receipt voucher or a payment receipt (D24). */
    documentKind: text({ enum: PAYMENT_DOCUMENT_KINDS }).notNull().default("invoice"),
    /** "26-27": the financial year (April to March, India's calendar) the serial belongs to. */
    fiscalYear: text().notNull(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    /** The plan of a membership invoice (null for an advance on an inquiry). */
    planId: uuid().references(() => plans.id, { onDelete: "restrict" }),
    orderId: uuid()
      .notNull()
      .references(() => paymentOrders.id, { onDelete: "restrict" }),
    amountPaise: integer().notNull(),
    currency: text().notNull().default("INR"),
    billingFrequency: text().notNull().default("yearly"),
    paymentId: text().notNull(),
    purchasedAt: timestamp({ withTimezone: true }).notNull(),
    /** The membership period it pays for: from here (later than purchasedAt on an early renewal) ... */
    startsAt: timestamp({ withTimezone: true }).notNull(),
    /** ... to here ("Plan Expire", D20). */
    nextBillingDate: timestamp({ withTimezone: true }).notNull(),
    status: text({ enum: INVOICE_STATUSES }).notNull().default("paid"),
    refundedAt: timestamp({ withTimezone: true }),
    /**
     * What refunds gave back of this payment, in one or several parts (D23); the status stays
     * "paid" until all of it is refunded. (Rows refunded whole before migration 0025 had 0 here;
     * it filled them in.)
     */
    refundedPaise: integer().notNull().default(0),
    /**
     * The tax invoice as issued (src/schemas/tax-document.ts), kept as it was: the page and the
     * PDF draw it, whatever the configuration says later. Null only for invoices of the first
     * release, which had none (services/tax-documents.ts builds theirs when asked).
     */
    document: jsonb().$type<TaxDocument>(),
    /** When its e-mail was queued: one e-mail per invoice, whoever asks first. */
    emailQueuedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    // One invoice per paid order, however many confirmations arrive (D2).
    uniqueIndex("invoices_order_key").on(t.orderId),
    uniqueIndex("invoices_number_key").on(t.number),
    uniqueIndex("invoices_serial_key").on(t.serial),
    index("invoices_user_period_idx").on(t.userId, t.nextBillingDate),
    oneOf("invoices_status_check", sql`${t.status}`, INVOICE_STATUSES),
    oneOf("invoices_document_kind_check", sql`${t.documentKind}`, PAYMENT_DOCUMENT_KINDS),
    index("invoices_user_idx").on(t.userId, t.createdAt),
    index("invoices_created_at_idx").on(t.createdAt),
    index("invoices_payment_search_idx").using("gin", sql`lower(${t.paymentId}) gin_trgm_ops`),
  ],
);

export const inquiries = pgTable(
  "inquiries",
  {
    id: id(),
    reference: text().notNull(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    kind: text({ enum: INQUIRY_KIND_VALUES }).notNull(),
    name: text().notNull(),
    email: text().notNull(),
    phone: text().notNull(),
    city: text(),
    /** The kind-specific fields, validated by the kind's schema in src/schemas. */
    details: jsonb().$type<Record<string, unknown>>().notNull(),
    status: text({ enum: INQUIRY_STATUSES }).notNull().default("new"),
    internalNote: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    searchText: text().generatedAlwaysAs((): SQL =>
      searchText(
        sql`${inquiries.reference}`,
        sql`${inquiries.name}`,
        sql`${inquiries.email}`,
        sql`${inquiries.phone}`,
        sql`coalesce(${inquiries.city}, '')`,
        detailsText(inquiries.details),
      ),
    ),
  },
  (t) => [
    uniqueIndex("inquiries_reference_key").on(t.reference),
    index("inquiries_user_idx").on(t.userId, t.createdAt),
    index("inquiries_kind_created_idx").on(t.kind, t.createdAt),
    index("inquiries_created_at_idx").on(t.createdAt),
    index("inquiries_status_created_idx").on(t.status, t.createdAt),
    index("inquiries_search_idx").using("gin", trigram(t.searchText)),
    oneOf("inquiries_kind_check", sql`${t.kind}`, INQUIRY_KIND_VALUES),
    oneOf("inquiries_status_check", sql`${t.status}`, INQUIRY_STATUSES),
  ],
);

/**
 * Every status change of an inquiry, with who made it and the internal note: the admin panel
 * shows the history; the member sees only the inquiry's current status, never a note.
 */
export const inquiryStatusChanges = pgTable(
  "inquiry_status_changes",
  {
    id: id(),
    inquiryId: uuid()
      .notNull()
      .references(() => inquiries.id, { onDelete: "cascade" }),
    fromStatus: text({ enum: INQUIRY_STATUSES }).notNull(),
    toStatus: text({ enum: INQUIRY_STATUSES }).notNull(),
    note: text(),
    /** The admin who made the change; kept as null if that account is ever removed. */
    changedById: uuid().references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    index("inquiry_status_changes_inquiry_idx").on(t.inquiryId, t.createdAt),
    oneOf("inquiry_status_changes_from_check", sql`${t.fromStatus}`, INQUIRY_STATUSES),
    oneOf("inquiry_status_changes_to_check", sql`${t.toStatus}`, INQUIRY_STATUSES),
  ],
);

export const contactMessages = pgTable(
  "contact_messages",
  {
    id: id(),
    reference: text().notNull(),
    name: text().notNull(),
    email: text().notNull(),
    phone: text(),
    subject: text({ enum: CONTACT_SUBJECT_VALUES }).notNull(),
    message: text().notNull(),
    source: text({ enum: CONTACT_SOURCES }).notNull(),
    createdAt: createdAt(),
    searchText: text().generatedAlwaysAs((): SQL =>
      searchText(
        sql`${contactMessages.name}`,
        sql`${contactMessages.email}`,
        sql`coalesce(${contactMessages.phone}, '')`,
        sql`${contactMessages.subject}`,
        sql`${contactMessages.message}`,
      ),
    ),
  },
  (t) => [
    uniqueIndex("contact_messages_reference_key").on(t.reference),
    index("contact_messages_created_at_idx").on(t.createdAt),
    index("contact_messages_search_idx").using("gin", trigram(t.searchText)),
    oneOf("contact_messages_subject_check", sql`${t.subject}`, CONTACT_SUBJECT_VALUES),
    oneOf("contact_messages_source_check", sql`${t.source}`, CONTACT_SOURCES),
  ],
);

/** A document an e-mail carries: a payment's document, a credit note or a booking's tax invoice. */
export interface EmailAttachmentRef {
  kind: "invoice" | "credit-note" | "booking-invoice";
  /** The invoice's (the payment's document), the credit note's or the booking invoice's id. */
  id: string;
  /** The language of its labels, the e-mail's (D25); absent: English, as every older e-mail's. */
  lang?: "hi";
}

/**
 * Grievances about personal data (docs/product.md D27; decision 0040): filed by anyone through
 * the grievance page, answered by the day in reply_by, which the period of the day it was filed
 * decided (GRIEVANCE_REPLY_DAYS). Kept as filed; an operator marks it answered or closed once.
 */
export const grievances = pgTable(
  "grievances",
  {
    id: id(),
    reference: text().notNull(),
    name: text().notNull(),
    email: text().notNull(),
    phone: text(),
    topic: text({ enum: GRIEVANCE_TOPIC_VALUES }).notNull(),
    message: text().notNull(),
    /** The language of the page it was filed from: its acknowledgement's and the reply's. */
    language: text({ enum: USER_LANGUAGES }).notNull(),
    status: text({ enum: GRIEVANCE_STATUSES }).notNull().default("open"),
    /** The last calendar day (in India, YYYY-MM-DD) of our reply. */
    replyBy: text().notNull(),
    createdAt: createdAt(),
    closedAt: timestamp({ withTimezone: true }),
    closedById: uuid().references(() => users.id, { onDelete: "set null" }),
    /** What the operator did, in their words; "" for nothing said. */
    note: text().notNull().default(""),
    searchText: text().generatedAlwaysAs((): SQL =>
      searchText(
        sql`${grievances.reference}`,
        sql`${grievances.name}`,
        sql`${grievances.email}`,
        sql`coalesce(${grievances.phone}, '')`,
        sql`${grievances.message}`,
      ),
    ),
  },
  (t) => [
    uniqueIndex("grievances_reference_key").on(t.reference),
    // The panel's order: open ones by their day, then the rest newest first.
    index("grievances_status_reply_by_idx").on(t.status, t.replyBy),
    index("grievances_created_at_idx").on(t.createdAt),
    index("grievances_search_idx").using("gin", trigram(t.searchText)),
    oneOf("grievances_topic_check", sql`${t.topic}`, GRIEVANCE_TOPIC_VALUES),
    oneOf("grievances_status_check", sql`${t.status}`, GRIEVANCE_STATUSES),
    oneOf("grievances_language_check", sql`${t.language}`, USER_LANGUAGES),
    check("grievances_closed_check", sql`(${t.status} = 'open') = (${t.closedAt} is null)`),
  ],
);

/** The outbox: every e-mail is a row first and is sent (and retried) from here. */
export const outgoingEmails = pgTable(
  "outgoing_emails",
  {
    id: id(),
    to: text().notNull(),
    subject: text().notNull(),
    textBody: text().notNull(),
    htmlBody: text(),
    /** Which message this is, e.g. "password-reset", for logs and tests. */
    template: text().notNull(),
    /** Documents attached when it is sent, drawn then from the database (mail/attachments.ts). */
    attachments: jsonb().$type<EmailAttachmentRef[]>().notNull().default([]),
    status: text({ enum: EMAIL_STATUSES }).notNull().default("pending"),
    attempts: integer().notNull().default(0),
    lastError: text(),
    nextAttemptAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    providerMessageId: text(),
    sentAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index("outgoing_emails_due_idx").on(t.status, t.nextAttemptAt),
    oneOf("outgoing_emails_status_check", sql`${t.status}`, EMAIL_STATUSES),
  ],
);

// The channels and purposes of consent (D26) are the API's closed sets (src/schemas/consent.ts):
// e-mail updates are on until withdrawn; WhatsApp and offers are off until given.
export { CONSENT_CHANNELS, CONSENT_PURPOSES };
/** A WhatsApp template's category as Meta approves it: utility for updates, marketing for offers. */
export const WHATSAPP_CATEGORIES = ["utility", "marketing"] as const;
/**
 * A WhatsApp message's life: waiting in the outbox, accepted by the Cloud API, then as the
 * webhook reports it (delivered to the phone, read), or failed (refused, or reported failed).
 */
export const WHATSAPP_STATUSES = ["pending", "sent", "delivered", "read", "failed"] as const;

/**
 * The consent record (D26), kept as evidence and never updated: each row is one choice made,
 * by whom, about which number and purpose, from which page and the version of the words shown
 * there. A person's consent is their latest row for the channel and purpose; an inbound "STOP"
 * writes a withdrawal for every account with that number (and one without an account).
 */
export const consents = pgTable(
  "consents",
  {
    id: id(),
    userId: uuid().references(() => users.id, { onDelete: "set null" }),
    /** The number the choice is about, as the Cloud API writes it: 91 and ten digits. */
    phone: text().notNull(),
    channel: text({ enum: CONSENT_CHANNELS }).notNull(),
    purpose: text({ enum: CONSENT_PURPOSES }).notNull(),
    granted: boolean().notNull(),
    /** Where it was made: a page's path ("/hi/signup"), or "whatsapp:STOP" for an inbound STOP. */
    source: text().notNull(),
    /** Which version of the consent words the person saw (they live in src/i18n). */
    textVersion: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("consents_user_idx").on(t.userId, t.channel, t.purpose, t.createdAt),
    index("consents_phone_idx").on(t.phone, t.channel, t.createdAt),
    oneOf("consents_channel_check", sql`${t.channel}`, CONSENT_CHANNELS),
    oneOf("consents_purpose_check", sql`${t.purpose}`, CONSENT_PURPOSES),
  ],
);

/** The e-mail a WhatsApp message falls back to when it fails (the outbox's EmailInput). */
export interface WhatsAppFallbackEmail {
  to: string;
  subject: string;
  textBody: string;
  htmlBody?: string;
  template: string;
  attachments?: EmailAttachmentRef[];
}

/**
 * WhatsApp's outbox (D26), like the e-mail outbox: a row written in the transaction that
 * causes the message, sent later by its delivery, never twice. `body` is the request body the
 * Cloud API's messages endpoint gets (a template message); statuses arrive by the webhook.
 */
export const outgoingWhatsapp = pgTable(
  "outgoing_whatsapp",
  {
    id: id(),
    userId: uuid().references(() => users.id, { onDelete: "set null" }),
    /** The recipient as the Cloud API writes it: 91 and ten digits. */
    to: text().notNull(),
    /** The template's name (src/server/whatsapp/templates.ts). */
    template: text().notNull(),
    language: text({ enum: LANGS }).notNull(),
    category: text({ enum: WHATSAPP_CATEGORIES }).notNull(),
    body: jsonb().$type<Record<string, unknown>>().notNull(),
    /** Sent once by e-mail instead when this message fails; null for operators' alerts without one. */
    fallbackEmail: jsonb().$type<WhatsAppFallbackEmail>(),
    /** The e-mail the fallback became: set once, so a message falls back at most once. */
    fallbackEmailId: uuid(),
    status: text({ enum: WHATSAPP_STATUSES }).notNull().default("pending"),
    attempts: integer().notNull().default(0),
    lastError: text(),
    nextAttemptAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** The Cloud API's message id (wamid...), by which the webhook's statuses find the row. */
    providerMessageId: text(),
    sentAt: timestamp({ withTimezone: true }),
    /** When the latest status (delivered, read, failed) was reported. */
    statusAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index("outgoing_whatsapp_due_idx").on(t.status, t.nextAttemptAt),
    uniqueIndex("outgoing_whatsapp_provider_id_idx").on(t.providerMessageId),
    index("outgoing_whatsapp_user_idx").on(t.userId, t.createdAt),
    oneOf("outgoing_whatsapp_status_check", sql`${t.status}`, WHATSAPP_STATUSES),
    oneOf("outgoing_whatsapp_category_check", sql`${t.category}`, WHATSAPP_CATEGORIES),
    oneOf("outgoing_whatsapp_language_check", sql`${t.language}`, LANGS),
  ],
);

/** Messages people sent to the business's WhatsApp number, kept once by their id (webhook retries). */
export const inboundWhatsapp = pgTable("inbound_whatsapp", {
  /** The Cloud API's message id (wamid...). */
  id: text().primaryKey(),
  /** The sender as the Cloud API writes it: country code and number, digits only. */
  from: text().notNull(),
  text: text(),
  /** What the product did with it: "stop" when it ended WhatsApp messages to that number. */
  action: text(),
  receivedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** The statuses the webhook reports on messages we send (Cloud API), failed included. */
export const WHATSAPP_REPORTED_STATUSES = ["sent", "delivered", "read", "failed"] as const;

/**
 * Statuses that arrived before the message they name had its Cloud API id stored (the webhook
 * can be faster than the sender's update). Kept here, once per message and status, and applied
 * as soon as the sender stores the id (whatsapp/statuses.ts); the daily jobs sweep those that
 * never find their message.
 */
export const whatsappUnmatchedStatuses = pgTable(
  "whatsapp_unmatched_statuses",
  {
    /** The Cloud API's message id (wamid...) the status names. */
    providerMessageId: text().notNull(),
    status: text({ enum: WHATSAPP_REPORTED_STATUSES }).notNull(),
    /** When WhatsApp says it happened. */
    at: timestamp({ withTimezone: true }).notNull(),
    /** A failure's code and words, as recorded on the message. */
    lastError: text(),
    receivedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.providerMessageId, t.status] }),
    index("whatsapp_unmatched_statuses_received_idx").on(t.receivedAt),
    oneOf("whatsapp_unmatched_statuses_status_check", sql`${t.status}`, WHATSAPP_REPORTED_STATUSES),
  ],
);

/** Fixed-window counters shared by every function instance (D10). */
export const rateLimits = pgTable(
  "rate_limits",
  {
    key: text().notNull(),
    windowStart: timestamp({ withTimezone: true }).notNull(),
    count: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] }), index("rate_limits_window_idx").on(t.windowStart)],
);

/** Webhook events received from providers, kept once by their id. */
export const providerEvents = pgTable(
  "provider_events",
  {
    id: text().notNull(),
    provider: text({ enum: PAYMENT_PROVIDERS }).notNull(),
    type: text().notNull(),
    payload: jsonb().$type<unknown>().notNull(),
    receivedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    processedAt: timestamp({ withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.provider, t.id] })],
);

/**
 * The local test provider's books (no money moves): the payments its checkout recorded, which
 * it reports to the reconciler the way Razorpay's GET /v1/orders/:id/payments does. Keyed by
 * the provider's ids, like a provider's own records, so no foreign key to our orders.
 */
export const localPayments = pgTable(
  "local_payments",
  {
    id: text().primaryKey(),
    providerOrderId: text().notNull(),
    status: text({ enum: LOCAL_PAYMENT_STATUSES }).notNull(),
    errorDescription: text(),
    /** The latest local refund's id. */
    refundId: text(),
    /** What its refunds gave back: a part, or (status refunded) all of it, as Razorpay keeps. */
    refundedPaise: integer().notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index("local_payments_order_idx").on(t.providerOrderId, t.createdAt),
    oneOf("local_payments_status_check", sql`${t.status}`, LOCAL_PAYMENT_STATUSES),
  ],
);

/**
 * The last serial given in each series and financial year. A new document takes the next one
 * in the transaction that creates it: the row stays locked until that transaction ends, so
 * concurrent documents wait their turn, and a rolled-back one gives its number back. That
 * keeps each series consecutive, without gaps or duplicates (Rule 46(b)).
 */
export const documentCounters = pgTable(
  "document_counters",
  {
    series: text().notNull(),
    fiscalYear: text().notNull(),
    lastNumber: integer().notNull(),
    /**
     * The date of the series' last document: the next one is dated no earlier, so that numbers
     * and dates advance together even when the later payment took the number first.
     */
    lastIssuedAt: timestamp({ withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.series, t.fiscalYear] })],
);

/**
 * A refund of an invoice, all of it (D20) or a part (D23), asked of the provider once with its id
 * as the idempotency key. An invoice may be refunded in several parts, never beyond what it was
 * paid; one refund of it is open (asked, or failed and waiting to be tried again) at a time.
 */
export const refunds = pgTable(
  "refunds",
  {
    id: id(),
    invoiceId: uuid()
      .notNull()
      .references(() => invoices.id, { onDelete: "restrict" }),
    status: text({ enum: REFUND_STATUSES }).notNull().default("requested"),
    reason: text().notNull(),
    /** A part of the invoice (D23); null: all of it. */
    amountPaise: integer(),
    /** The admin who asked; null when the refund came from the provider's dashboard. */
    requestedById: uuid().references(() => users.id, { onDelete: "set null" }),
    providerRefundId: text(),
    lastError: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // A refund is never issued twice: one open per invoice, whatever repeats or races, and a
    // provider's refund (or a transfer's UTR) settles one refund of an invoice.
    uniqueIndex("refunds_open_invoice_key")
      .on(t.invoiceId)
      .where(sql`${t.status} <> 'done'`),
    uniqueIndex("refunds_invoice_provider_refund_key").on(t.invoiceId, t.providerRefundId),
    oneOf("refunds_status_check", sql`${t.status}`, REFUND_STATUSES),
  ],
);

/**
 * The GST credit note (or refund voucher) that reverses what one refund gave back of an invoice
 * (Rules 51, 53), in its own series: one per refund, so several against an invoice refunded in
 * parts.
 */
export const creditNotes = pgTable(
  "credit_notes",
  {
    id: id(),
    serial: text().notNull(),
    fiscalYear: text().notNull(),
    invoiceId: uuid()
      .notNull()
      .references(() => invoices.id, { onDelete: "restrict" }),
    /** The refund it documents (null only for notes issued before refunds came in parts). */
    refundId: uuid().references(() => refunds.id, { onDelete: "set null" }),
    reason: text().notNull(),
    amountPaise: integer().notNull(),
    /** The credit note as issued. */
    document: jsonb().$type<TaxDocument>().notNull(),
    emailQueuedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("credit_notes_serial_key").on(t.serial),
    index("credit_notes_invoice_idx").on(t.invoiceId, t.createdAt),
    uniqueIndex("credit_notes_refund_key").on(t.refundId),
  ],
);

/**
 * A booking's tax invoice issued by an operator when the service was delivered, before its last
 * payment (D24; decision 0033): the full value of the paid quote, every advance deducted, and
 * what was still due. At most one per booking, however many clicks; its serial is the next of
 * the NE series that every tax invoice takes. Not a row of `invoices`, which keeps one document
 * per payment: a payment after it gets a payment receipt there, and a refund of money it
 * invoiced gets a credit note against it (stored with the payment refunded, in credit_notes).
 */
export const bookingInvoices = pgTable(
  "booking_invoices",
  {
    id: id(),
    // A tax document is kept (CGST s.36): the booking it invoices cannot be deleted under it.
    inquiryId: uuid()
      .notNull()
      .references(() => inquiries.id, { onDelete: "restrict" }),
    /** The paid quote it invoices. */
    quoteId: uuid()
      .notNull()
      .references(() => quotes.id, { onDelete: "restrict" }),
    /** The customer (the inquiry's owner). */
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    serial: text().notNull(),
    fiscalYear: text().notNull(),
    /**
     * The day the service was delivered (YYYY-MM-DD, India), as the operator gave it; null for
     * the invoice of what a cancellation kept under the refund policy (decision 0048).
     */
    deliveredOn: text(),
    /** The invoice's full value (the paid quote's total; what a cancellation kept) ... */
    amountPaise: integer().notNull(),
    /** ... and what was still to pay when it was issued (its `due`). */
    duePaise: integer().notNull(),
    /** The tax invoice as issued. */
    document: jsonb().$type<TaxDocument>().notNull(),
    issuedAt: timestamp({ withTimezone: true }).notNull(),
    /** The operator who issued it. */
    issuedById: uuid().references(() => users.id, { onDelete: "set null" }),
    emailQueuedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    // One tax invoice per booking, whatever repeats or races (D24: no rupee taxed twice).
    uniqueIndex("booking_invoices_inquiry_key").on(t.inquiryId),
    uniqueIndex("booking_invoices_serial_key").on(t.serial),
    index("booking_invoices_user_idx").on(t.userId, t.createdAt),
    check(
      "booking_invoices_due_within_amount",
      sql`${t.duePaise} >= 0 and ${t.duePaise} <= ${t.amountPaise}`,
    ),
  ],
);

/** Reminders sent before a membership ends: one of each kind per membership period (D20). */
export const membershipReminders = pgTable(
  "membership_reminders",
  {
    /** The invoice whose period ends: the member's latest, when they renewed early. */
    invoiceId: uuid()
      .notNull()
      .references(() => invoices.id, { onDelete: "cascade" }),
    kind: text({ enum: REMINDER_KINDS }).notNull(),
    sentAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.invoiceId, t.kind] }),
    oneOf("membership_reminders_kind_check", sql`${t.kind}`, REMINDER_KINDS),
  ],
);

/** One line of a quote: what it is and what it costs, GST included (D19). */
export interface QuoteLineRow {
  description: string;
  amountPaise: number;
}

/**
 * An operator's quote on an inquiry (D21): its lines, total, the deposit asked (a percentage
 * within the refund policy's range for the kind) and the last day it can be paid. A revision
 * is a new version; the one it replaces is superseded and can no longer be paid.
 */
export const quotes = pgTable(
  "quotes",
  {
    id: id(),
    inquiryId: uuid()
      .notNull()
      .references(() => inquiries.id, { onDelete: "cascade" }),
    /** 1 for the first quote on the inquiry, then one more for each revision. */
    version: integer().notNull(),
    lines: jsonb().$type<QuoteLineRow[]>().notNull(),
    totalPaise: integer().notNull(),
    depositPercent: integer().notNull(),
    depositPaise: integer().notNull(),
    /**
     * The member's booking discount (D22), taken off the lines' sum: totalPaise is what is left.
     * The plan is named as it was when quoted; 0 and null for a customer without a membership.
     */
    discountPercent: integer().notNull().default(0),
    discountPaise: integer().notNull().default(0),
    discountPlan: text(),
    /** The last calendar day (in India, YYYY-MM-DD) on which the deposit can be paid. */
    validUntil: text().notNull(),
    /**
     * The day the balance is due (YYYY-MM-DD, D22): within the refund policy's range before the
     * service. Null only on quotes made before balances were asked in the product.
     */
    balanceDueOn: text(),
    /** To the customer, shown with the quote. */
    note: text().notNull().default(""),
    /**
     * An event's state, where it is held (its GST code): the place of supply of an event to a
     * buyer without a GSTIN (IGST Act s.12(7)(a)(ii), decision 0046). Null for catering and
     * travel, and on event quotes made before it was asked (their documents keep the buyer's
     * state, as their advances did).
     */
    eventStateCode: text(),
    /**
     * Where the service is delivered (the venue's address), as the operator gave it: the booking's
     * tax documents print it as the address of delivery (CGST Rule 46(f)); null when not given.
     */
    venue: text(),
    status: text({ enum: QUOTE_STATUSES }).notNull().default("open"),
    createdById: uuid().references(() => users.id, { onDelete: "set null" }),
    paidAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("quotes_inquiry_version_key").on(t.inquiryId, t.version),
    index("quotes_status_valid_idx").on(t.status, t.validUntil),
    oneOf("quotes_status_check", sql`${t.status}`, QUOTE_STATUSES),
    check("quotes_total_positive", sql`${t.totalPaise} > 0`),
    check("quotes_deposit_within_total", sql`${t.depositPaise} > 0 and ${t.depositPaise} <= ${t.totalPaise}`),
  ],
);

/** Reminders of a booking's balance (D22): one of each kind per paid quote, whoever runs the job first. */
export const balanceReminders = pgTable(
  "balance_reminders",
  {
    quoteId: uuid()
      .notNull()
      .references(() => quotes.id, { onDelete: "cascade" }),
    kind: text({ enum: BALANCE_REMINDER_KINDS }).notNull(),
    sentAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.quoteId, t.kind] }),
    oneOf("balance_reminders_kind_check", sql`${t.kind}`, BALANCE_REMINDER_KINDS),
  ],
);

/**
 * A customer's cancellation of a confirmed booking (D23), at most one per inquiry: what the
 * policy gave back on the day it was asked (the words of the tier that applied), and whether
 * the operators have refunded it.
 */
export const cancellations = pgTable(
  "cancellations",
  {
    inquiryId: uuid()
      .primaryKey()
      .references(() => inquiries.id, { onDelete: "cascade" }),
    requestedById: uuid().references(() => users.id, { onDelete: "set null" }),
    daysBefore: integer().notNull(),
    paidPaise: integer().notNull(),
    keptPaise: integer().notNull(),
    refundPaise: integer().notNull(),
    rule: text().notNull(),
    /** What had been refunded on the booking before: the refund made for this one is on top. */
    refundedBeforePaise: integer().notNull().default(0),
    refundedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      "cancellations_refund_within_paid",
      sql`${t.refundPaise} >= 0 and ${t.refundPaise} <= ${t.paidPaise}`,
    ),
  ],
);

/**
 * A payment link an operator sends for a booking's deposit or balance (D22): anyone holding it
 * may pay that amount once, without signing in. The database keeps the token's SHA-256 only.
 * Its state is derived: paid (its order is), cancelled, expired, else payable.
 */
export const paymentLinks = pgTable(
  "payment_links",
  {
    id: id(),
    tokenHash: text().notNull(),
    inquiryId: uuid()
      .notNull()
      .references(() => inquiries.id, { onDelete: "cascade" }),
    quoteId: uuid()
      .notNull()
      .references(() => quotes.id, { onDelete: "cascade" }),
    purpose: text({ enum: ["deposit", "balance"] }).notNull(),
    amountPaise: integer().notNull(),
    createdById: uuid().references(() => users.id, { onDelete: "set null" }),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    cancelledAt: timestamp({ withTimezone: true }),
    /** The order made when the link was first paid from; the same one afterwards. */
    orderId: uuid().references(() => paymentOrders.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("payment_links_token_key").on(t.tokenHash),
    index("payment_links_inquiry_idx").on(t.inquiryId, t.createdAt),
    oneOf("payment_links_purpose_check", sql`${t.purpose}`, ["deposit", "balance"]),
    check("payment_links_amount_positive", sql`${t.amountPaise} > 0`),
  ],
);

/** The operators' daily digest (D21): one per calendar day, whoever runs the job first. */
export const operatorDigests = pgTable("operator_digests", {
  /** The calendar day in India, YYYY-MM-DD. */
  day: text().primaryKey(),
  sentAt: createdAt(),
});

// A person's rights over their data (D27; decision 0039): the record of each erasure, what the
// law keeps after it (legal holds), and the links a visitor without an account asks for.
export { ERASURE_SUBJECTS, HOLD_BASES, HOLD_KINDS };

/**
 * Each erasure done, kept as the processing log (DPDP Rules 2025, Rule 8(3)) for a year: whose
 * (the account, made anonymous, or a visitor's address by its SHA-256 only), what was erased,
 * and when. Deleted with the log's hold.
 */
export const erasures = pgTable(
  "erasures",
  {
    id: id(),
    subject: text({ enum: ERASURE_SUBJECTS }).notNull(),
    userId: uuid().references(() => users.id, { onDelete: "set null" }),
    /** The SHA-256 of the lower-cased address: answers "did you erase me?" without keeping it. */
    emailHash: text().notNull(),
    /** What was erased or made anonymous, counted (the receipt's `erased`). */
    erased: jsonb().$type<ErasedEntry[]>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("erasures_user_idx").on(t.userId),
    oneOf("erasures_subject_check", sql`${t.subject}`, ERASURE_SUBJECTS),
  ],
);

/**
 * What an erasure keeps because the law requires it, one row per record kept: a tax document
 * (CGST Act s.36: 72 months from the due date of the annual return of its year), or the
 * erasure's processing log (one year). The reason is written as people read it; the daily job
 * erases what it holds once `heldUntil` has passed.
 */
export const legalHolds = pgTable(
  "legal_holds",
  {
    id: id(),
    /** The erased account the record belongs to; null for a visitor's. */
    userId: uuid().references(() => users.id, { onDelete: "cascade" }),
    /** The erasure that placed it; null once that erasure's own log has reached its end. */
    erasureId: uuid().references(() => erasures.id, { onDelete: "set null" }),
    kind: text({ enum: HOLD_KINDS }).notNull(),
    basis: text({ enum: HOLD_BASES }).notNull(),
    reason: text().notNull(),
    /** The table of the record kept ("invoices", "credit_notes", "booking_invoices", "erasures"). */
    recordTable: text().notNull(),
    recordId: uuid().notNull(),
    /** A document's kind and number, as the receipt names it; null for the log. */
    documentKind: text(),
    documentNumber: text(),
    /** The last day it is kept (YYYY-MM-DD, India). */
    heldUntil: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("legal_holds_user_idx").on(t.userId),
    index("legal_holds_until_idx").on(t.heldUntil),
    uniqueIndex("legal_holds_record_key").on(t.recordTable, t.recordId),
    oneOf("legal_holds_kind_check", sql`${t.kind}`, HOLD_KINDS),
    oneOf("legal_holds_basis_check", sql`${t.basis}`, HOLD_BASES),
  ],
);

/**
 * A visitor's request to see or erase what is held under an address (D27): the link sent to the
 * address, kept as the SHA-256 of its token, good for DATA_REQUEST_TTL_HOURS. The address is
 * kept only while the link can be used (the daily job deletes spent and old requests).
 */
export const dataRequests = pgTable(
  "data_requests",
  {
    id: id(),
    email: text().notNull(),
    tokenHash: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("data_requests_token_key").on(t.tokenHash),
    index("data_requests_expires_idx").on(t.expiresAt),
  ],
);

/**
 * A staff member's one-time recovery codes for the second factor (decision 0041): kept as the
 * SHA-256 of the account and the code, each usable once. Setting the factor up again replaces them.
 */
export const staffRecoveryCodes = pgTable(
  "staff_recovery_codes",
  {
    id: id(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    codeHash: text().notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("staff_recovery_codes_hash_key").on(t.codeHash),
    index("staff_recovery_codes_user_idx").on(t.userId),
  ],
);

/**
 * The record of what staff did (D27; decision 0041): who (id, and the address and role they had
 * then), when, from which client address, what, on which record. Append-only: the product only
 * inserts and reads, and a trigger (drizzle/0021) refuses UPDATE and DELETE on Postgres itself.
 * No foreign key: the record outlives any change to the account it names.
 */
export const staffActions = pgTable(
  "staff_actions",
  {
    id: id(),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    actorId: uuid().notNull(),
    actorEmail: text().notNull(),
    actorRole: text({ enum: STAFF_ROLES }),
    clientAddress: text().notNull(),
    action: text({ enum: STAFF_ACTIONS }).notNull(),
    targetType: text(),
    targetId: text(),
    detail: text().notNull().default(""),
  },
  (t) => [
    index("staff_actions_at_idx").on(t.at),
    index("staff_actions_actor_idx").on(t.actorId),
    oneOf("staff_actions_action_check", sql`${t.action}`, STAFF_ACTIONS),
  ],
);
