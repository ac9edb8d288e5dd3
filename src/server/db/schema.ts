// The one source of truth for the data model (DESIGN.md "Data"). drizzle-kit generates the
// SQL in drizzle/ from this file; column names are snake_case in the database.
//
// Conventions: UUID keys, money in integer paise, timestamptz, closed sets as text with a
// CHECK constraint (simpler to extend than Postgres enums), and everything that must never be
// lost written here before an external call is made.
import { sql, type SQL } from "drizzle-orm";
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
export const INQUIRY_KINDS = ["event", "catering", "travel"] as const;
export const INQUIRY_STATUSES = ["new", "contacted", "quoted", "confirmed", "lost"] as const;
export const CONTACT_SUBJECTS = ["general", "event", "travel", "partnership", "other"] as const;
export const CONTACT_SOURCES = ["contact-page", "landing"] as const;
export const PROJECT_SERVICES = ["ui-ux-design", "full-stack-development", "visual-design"] as const;
export const ORDER_STATUSES = ["created", "paid", "failed"] as const;
export const PAYMENT_PROVIDERS = ["razorpay", "local"] as const;
export const EMAIL_STATUSES = ["pending", "sent", "failed"] as const;
export const LOCAL_PAYMENT_STATUSES = ["captured", "failed"] as const;

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

// Admin search (decision 0011): `ILIKE '%term%'` on the searched columns, served by trigram
// GIN indexes. pg_trgm is created by its own migration; PGlite loads it at open (embedded.ts).
const trigram = (column: ExtraConfigColumn) => column.op("gin_trgm_ops");

/**
 * An inquiry's kind-specific answers as one searchable text: only the string values of the
 * details (a destination, a venue, dietary notes), not their keys, so that searching "budget"
 * does not find every inquiry. The admin search uses this very expression, so that its index
 * serves it.
 */
export const inquiryDetailsText = (details: SQL | AnyPgColumn) =>
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
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // E-mail is unique whatever its case.
    uniqueIndex("users_email_lower_key").on(sql`lower(${t.email})`),
    index("users_created_at_idx").on(t.createdAt),
    index("users_search_idx").using("gin", trigram(t.name), trigram(t.email), trigram(t.phoneNo)),
    oneOf("users_role_check", sql`${t.role}`, USER_ROLES),
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
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("refresh_tokens_token_hash_key").on(t.tokenHash),
    index("refresh_tokens_family_idx").on(t.familyId),
    index("refresh_tokens_user_idx").on(t.userId),
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
    service: text({ enum: PROJECT_SERVICES }).notNull(),
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
    oneOf("projects_service_check", sql`${t.service}`, PROJECT_SERVICES),
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
    planId: uuid()
      .notNull()
      .references(() => plans.id, { onDelete: "restrict" }),
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
    check("payment_orders_amount_positive", sql`${t.amountPaise} > 0`),
  ],
);

export const invoices = pgTable(
  "invoices",
  {
    id: id(),
    /** Sequential invoice number, shown as the invoice's reference. */
    number: integer().generatedAlwaysAsIdentity(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    planId: uuid()
      .notNull()
      .references(() => plans.id, { onDelete: "restrict" }),
    orderId: uuid()
      .notNull()
      .references(() => paymentOrders.id, { onDelete: "restrict" }),
    amountPaise: integer().notNull(),
    currency: text().notNull().default("INR"),
    billingFrequency: text().notNull().default("yearly"),
    paymentId: text().notNull(),
    purchasedAt: timestamp({ withTimezone: true }).notNull(),
    nextBillingDate: timestamp({ withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    // One invoice per paid order, however many confirmations arrive (D2).
    uniqueIndex("invoices_order_key").on(t.orderId),
    uniqueIndex("invoices_number_key").on(t.number),
    index("invoices_user_idx").on(t.userId, t.createdAt),
    index("invoices_created_at_idx").on(t.createdAt),
    index("invoices_search_idx").using("gin", trigram(t.paymentId)),
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
    kind: text({ enum: INQUIRY_KINDS }).notNull(),
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
  },
  (t) => [
    uniqueIndex("inquiries_reference_key").on(t.reference),
    index("inquiries_user_idx").on(t.userId, t.createdAt),
    index("inquiries_kind_created_idx").on(t.kind, t.createdAt),
    index("inquiries_created_at_idx").on(t.createdAt),
    index("inquiries_status_created_idx").on(t.status, t.createdAt),
    index("inquiries_search_idx").using(
      "gin",
      trigram(t.reference),
      trigram(t.name),
      trigram(t.email),
      trigram(t.phone),
      trigram(t.city),
      sql`${inquiryDetailsText(t.details)} gin_trgm_ops`,
    ),
    oneOf("inquiries_kind_check", sql`${t.kind}`, INQUIRY_KINDS),
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
    subject: text({ enum: CONTACT_SUBJECTS }).notNull(),
    message: text().notNull(),
    source: text({ enum: CONTACT_SOURCES }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("contact_messages_reference_key").on(t.reference),
    index("contact_messages_created_at_idx").on(t.createdAt),
    index("contact_messages_search_idx").using(
      "gin",
      trigram(t.name),
      trigram(t.email),
      trigram(t.phone),
      trigram(t.subject),
      trigram(t.message),
    ),
    oneOf("contact_messages_subject_check", sql`${t.subject}`, CONTACT_SUBJECTS),
    oneOf("contact_messages_source_check", sql`${t.source}`, CONTACT_SOURCES),
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
    createdAt: createdAt(),
  },
  (t) => [
    index("local_payments_order_idx").on(t.providerOrderId, t.createdAt),
    oneOf("local_payments_status_check", sql`${t.status}`, LOCAL_PAYMENT_STATUSES),
  ],
);
