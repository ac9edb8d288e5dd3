// Erasure (docs/product.md D27; docs/decisions/0039-erasure-and-legal-holds.md): a member's
// account, or what is held under a visitor's address, erased or made anonymous in one
// transaction, except what the law makes the business keep. Tax documents stay under a legal
// hold until 72 months after the due date of their year's annual return (CGST Act s.36), still
// printable for the accountant; the log of what was done stays a year (DPDP Rules 2025, Rule
// 8(3)). Each hold is a row with its reason and end day; the daily job erases what it held once
// the day has passed (releaseEndedHolds).
import { createHash } from "node:crypto";
import { and, eq, gt, inArray, isNotNull, isNull, lt, ne, notInArray, or, sql, type SQL } from "drizzle-orm";
import { SERVICE_DATE_FIELD, serviceDateOf } from "../../config/inquiry.ts";
import { addIsoDays, formatIsoDay, oneYearAfter } from "../../lib/dates.ts";
import { STOP_SOURCE } from "../../schemas/consent.ts";
import type { InquiryKind } from "../../schemas/admin.ts";
import { GRIEVANCE_MAX_REPLY_DAYS } from "../../schemas/grievance-rules.ts";
import {
  ERASE_BOOKING_OPEN,
  ERASE_PASSWORD_WRONG,
  ERASE_PAYMENT_IN_PROGRESS,
  ERASE_REFUND_PENDING,
  ERASE_STAFF_MESSAGE,
  VISITOR_HAS_ACCOUNT,
  type ErasedEntry,
  type ErasedItem,
  type ErasureReceipt,
  type HeldDocument,
  type KeptEntry,
} from "../../schemas/privacy.ts";
import type { TaxDocumentSeller } from "../../schemas/tax-document.ts";
import { verifyPassword } from "../auth/password.ts";
import {
  bookingInvoices,
  cancellations,
  consents,
  contactMessages,
  creditNotes,
  dataRequests,
  erasures,
  grievances,
  inboundWhatsapp,
  inquiries,
  inquiryStatusChanges,
  invoices,
  legalHolds,
  onboarding,
  outgoingEmails,
  outgoingWhatsapp,
  passwordResetTokens,
  paymentOrders,
  projects,
  providerEvents,
  quotes,
  rateLimits,
  refreshTokens,
  sessions,
  refunds,
  users,
} from "../db/schema.ts";
import type { Database, DbOrTx } from "../db/types.ts";
import { conflict, forbidden, unauthorized } from "../errors.ts";
import { latestChoices } from "../notify/consents.ts";
import { toWhatsAppNumber } from "../whatsapp/outbox.ts";
import { paidQuoteOf, paymentsOnInquiry, receivedPaise, remainingOf } from "./bookings.ts";
import {
  contactMessagesFrom,
  grievancesFrom,
  inquiriesOf,
  paymentOrdersOf,
  projectsOf,
  sameAddress,
  taxDocumentsOf,
  type TaxDocumentRow,
} from "./held-about.ts";
import { invoiceTaxDocument } from "./invoices.ts";
import { RECONCILE_MAX_AGE_MS } from "./reconcile.ts";

/** Why tax documents are kept (the receipt's and the hold's words). */
export const TAX_HOLD_REASON =
  "Tax documents are kept for 72 months from the due date of the annual GST return of their financial year (CGST Act, 2017, section 36), for the tax authorities and the business's accounts; then they are erased.";
/** Why the log of the erasure is kept. */
export const LOG_HOLD_REASON =
  "The record of what was done with the data, and of this erasure, is kept for one year (Digital Personal Data Protection Rules, 2025, rule 8(3)); then it is erased.";
/** Why a grievance still open is kept whole. */
export const GRIEVANCE_HOLD_REASON = `A grievance not yet answered is kept as it was filed, so that our answer reaches you (Digital Personal Data Protection Act, 2023, sections 8(10) and 13: the Board hears a complaint once the grievance is answered); once answered, and at the latest ${GRIEVANCE_MAX_REPLY_DAYS} days after it was filed, it is made anonymous.`;

/** The name an erased account keeps: the documents under hold still name the buyer as issued. */
export const ERASED_NAME = "Erased account";
/** The source (and words' version) of the withdrawals an erasure writes in the consent record. */
export const ERASURE_SOURCE = "erasure";
/** What an erased e-mail's subject and body become. */
const ERASED_TEXT = "(erased)";
/** A hash no password matches (verifyPassword reads neither Argon2 nor scrypt in it). */
const NO_PASSWORD = "!erased";

/**
 * The address an erasure leaves in place of the person's (the account's, and its e-mails'):
 * `.invalid` never delivers (RFC 2606), and the erasure's id ties what the log keeps to it.
 */
export const erasedAddress = (erasureId: string) => `erased-${erasureId}@erased.invalid`;

const emailHash = (email: string) => createHash("sha256").update(email.trim().toLowerCase()).digest("hex");

/**
 * The last day a tax document is kept: 72 months from the due date of its year's annual return
 * (GSTR-9, due 31 December after the financial year ends): "26-27" is kept to 31 December 2033.
 */
export function taxHoldUntil(fiscalYear: string): string {
  const start = 2000 + Number(fiscalYear.slice(0, 2));
  const returnDue = start + 1; // the year the financial year ends; its 31 December
  return `${returnDue + 72 / 12}-12-31`;
}

/** The last day the log of an erasure done at `at` is kept: a year after (India's calendar). */
export const logHoldUntil = (at: Date) => formatIsoDay(oneYearAfter(at));

/** The rate limits' counters kept per address ("forgot:account:<address>"). */
function countersOf(email: string): SQL {
  const tail = `:${email.trim().toLowerCase()}`;
  return sql`right(${rateLimits.key}, ${tail.length}) = ${tail}`;
}

/** Text that mentions any of these (an address, references), whatever its case. */
function mentions(column: SQL, needles: readonly string[]): SQL | undefined {
  const terms = needles.filter((needle) => needle !== "").map((needle) => needle.toLowerCase());
  if (terms.length === 0) return undefined;
  return or(...terms.map((term) => sql`strpos(lower(${column}), ${term}) > 0`));
}

// -------------------------------------------------------------------------------------------
// What blocks an erasure

/**
 * Refuses (409) to erase an account while an order is not settled yet that the reconciler still
 * asks the provider about (younger than 7 days: after that it is given up), or while a booking
 * with money paid is still open (not cancelled and refunded; not both delivered and paid in full).
 */
export async function assertErasable(tx: DbOrTx, userId: string, now: Date): Promise<void> {
  const [pending] = await tx
    .select({ id: paymentOrders.id })
    .from(paymentOrders)
    .where(
      and(
        eq(paymentOrders.userId, userId),
        eq(paymentOrders.status, "created"),
        gt(paymentOrders.createdAt, new Date(now.getTime() - RECONCILE_MAX_AGE_MS)),
      ),
    )
    .limit(1);
  if (pending) throw conflict(ERASE_PAYMENT_IN_PROGRESS);

  const today = formatIsoDay(now);
  const owned = await inquiriesOf(tx, userId);
  for (const inquiry of owned) {
    const payments = await paymentsOnInquiry(tx, inquiry.id);
    if (payments.length === 0) continue;
    const [cancelled] = await tx
      .select({ refundPaise: cancellations.refundPaise, refundedAt: cancellations.refundedAt })
      .from(cancellations)
      .where(eq(cancellations.inquiryId, inquiry.id));
    if (cancelled) {
      // Cancelled: open until what the policy gives back has been refunded.
      if (cancelled.refundPaise > 0 && !cancelled.refundedAt) throw conflict(ERASE_REFUND_PENDING);
      continue;
    }
    if (receivedPaise(payments) <= 0) continue; // every payment given back
    const quote = await paidQuoteOf(tx, inquiry.id);
    const serviceDay = serviceDateOf(inquiry.kind as InquiryKind, inquiry.details);
    const delivered = serviceDay !== null && serviceDay < today;
    const paidInFull = quote !== undefined && remainingOf(quote.totalPaise, payments) <= 0;
    if (!(inquiry.status === "confirmed" && delivered && paidInFull)) throw conflict(ERASE_BOOKING_OPEN);
  }
}

// -------------------------------------------------------------------------------------------
// The outboxes

/**
 * Empties the e-mails about a person: those to their address (each left as a line of the log,
 * to the erasure's address: what and when, no words) and the operators' copies that mention
 * them (their body emptied). E-mails never sent are deleted. Returns how many.
 */
async function eraseEmails(
  tx: DbOrTx,
  email: string,
  mentioned: readonly string[],
  erasureId: string,
): Promise<number> {
  const theirs = sameAddress(outgoingEmails.to, email);
  const unsent = await tx
    .delete(outgoingEmails)
    .where(and(theirs, ne(outgoingEmails.status, "sent")))
    .returning({ id: outgoingEmails.id });
  const sent = await tx
    .update(outgoingEmails)
    .set({
      to: erasedAddress(erasureId),
      subject: ERASED_TEXT,
      textBody: ERASED_TEXT,
      htmlBody: null,
      attachments: [],
      lastError: null,
    })
    .where(theirs)
    .returning({ id: outgoingEmails.id });
  const about = mentions(sql`${outgoingEmails.subject} || ' ' || ${outgoingEmails.textBody}`, mentioned);
  const copies = about
    ? await tx
        .update(outgoingEmails)
        .set({ subject: ERASED_TEXT, textBody: ERASED_TEXT, htmlBody: null, attachments: [] })
        .where(and(about, ne(outgoingEmails.textBody, ERASED_TEXT)))
        .returning({ id: outgoingEmails.id })
    : [];
  return unsent.length + sent.length + copies.length;
}

/** Empties the WhatsApp messages to the account, and the operators' alerts that mention it. */
async function eraseWhatsApp(tx: DbOrTx, userId: string, mentioned: readonly string[]): Promise<number> {
  const unsent = await tx
    .delete(outgoingWhatsapp)
    .where(and(eq(outgoingWhatsapp.userId, userId), eq(outgoingWhatsapp.status, "pending")))
    .returning({ id: outgoingWhatsapp.id });
  const sent = await tx
    .update(outgoingWhatsapp)
    .set({ to: "", body: {}, fallbackEmail: null, lastError: null })
    .where(eq(outgoingWhatsapp.userId, userId))
    .returning({ id: outgoingWhatsapp.id });
  const about = mentions(sql`${outgoingWhatsapp.body}::text`, mentioned);
  const alerts = about
    ? await tx
        .update(outgoingWhatsapp)
        .set({ body: {}, fallbackEmail: null })
        .where(and(about, isNull(outgoingWhatsapp.userId)))
        .returning({ id: outgoingWhatsapp.id })
    : [];
  return unsent.length + sent.length + alerts.length;
}

// -------------------------------------------------------------------------------------------
// The holds

type HeldRecord = Pick<TaxDocumentRow, "table" | "id" | "kind" | "number" | "fiscalYear">;

/** A grievance kept whole while it waits for its answer. */
interface HeldGrievance {
  id: string;
  reference: string;
  heldUntil: string;
}

/** What a grievance becomes once nobody needs to reach its person: a line of the erasure's log. */
const anonymousGrievance = (erasureId: string) => ({
  name: ERASED_NAME,
  email: erasedAddress(erasureId),
  phone: null,
  message: ERASED_TEXT,
});

/**
 * Grievances filed with the address (decision 0040): answered or closed ones are made anonymous,
 * their reference, topic, dates and outcome left as a line of the erasure's log; open ones are
 * kept whole under a hold until answered, at the latest the longest period the Rules allow for
 * answering, so that the answer still reaches the person.
 */
async function eraseGrievances(tx: DbOrTx, email: string, erasureId: string) {
  const filed = await grievancesFrom(tx, email);
  const answered = filed.filter((row) => row.status !== "open");
  if (answered.length > 0) {
    await tx
      .update(grievances)
      .set(anonymousGrievance(erasureId))
      .where(
        inArray(
          grievances.id,
          answered.map((row) => row.id),
        ),
      );
  }
  const open: HeldGrievance[] = filed
    .filter((row) => row.status === "open")
    .map((row) => ({
      id: row.id,
      reference: row.reference,
      heldUntil: addIsoDays(formatIsoDay(row.createdAt), GRIEVANCE_MAX_REPLY_DAYS),
    }));
  return { anonymous: answered.map((row) => row.reference), open };
}

/**
 * A tax document issued to an account after its erasure (a payment on an order the erasure kept,
 * settled late by the webhook or the reconciler; a refund an operator makes later) is kept under
 * the same hold as those the erasure found, tied to that erasure: without it, the account's
 * other holds ending would take it along before its own 72 months. Nothing for a live account.
 * Called in the transaction that issues it, after the insert (so after any lock the issuing took).
 */
export async function holdIfErased(tx: DbOrTx, userId: string, document: HeldRecord): Promise<boolean> {
  const [erased] = await tx
    .select({ erasureId: erasures.id })
    .from(users)
    .leftJoin(erasures, eq(erasures.userId, users.id))
    .where(and(eq(users.id, userId), isNotNull(users.erasedAt)))
    .orderBy(sql`${erasures.createdAt} desc nulls last`)
    .limit(1);
  if (!erased) return false;
  await tx.insert(legalHolds).values({
    userId,
    erasureId: erased.erasureId,
    kind: "tax-documents",
    basis: "cgst-s36",
    reason: TAX_HOLD_REASON,
    recordTable: document.table,
    recordId: document.id,
    documentKind: document.kind,
    documentNumber: document.number,
    heldUntil: taxHoldUntil(document.fiscalYear),
  });
  return true;
}

/**
 * A grievance kept under a hold is made anonymous once it is answered or closed (its answer is
 * queued first), and its hold ends. Nothing happens to one without a hold. Returns whether it had one.
 */
export async function releaseGrievanceHold(tx: DbOrTx, grievanceId: string): Promise<boolean> {
  const [hold] = await tx
    .delete(legalHolds)
    .where(and(eq(legalHolds.recordTable, "grievances"), eq(legalHolds.recordId, grievanceId)))
    .returning({ id: legalHolds.id, erasureId: legalHolds.erasureId });
  if (!hold) return false;
  await tx
    .update(grievances)
    .set(anonymousGrievance(hold.erasureId ?? hold.id))
    .where(eq(grievances.id, grievanceId));
  return true;
}

/**
 * An invoice of the first release kept no document: it was drawn from the account and the
 * order when asked. It is drawn once more now, as it reads today, and kept, so that it still
 * prints with its buyer once the account is anonymous.
 */
async function keepFirstReleaseDocuments(tx: DbOrTx, userId: string, seller: TaxDocumentSeller) {
  const bare = await tx
    .select({ id: invoices.id })
    .from(invoices)
    .where(and(eq(invoices.userId, userId), isNull(invoices.document)));
  for (const { id } of bare) {
    const document = await invoiceTaxDocument(tx, id, seller);
    if (document) await tx.update(invoices).set({ document }).where(eq(invoices.id, id));
  }
}

function receiptOf(
  subject: ErasureReceipt["subject"],
  at: Date,
  erased: ErasedEntry[],
  documents: HeldRecord[],
  logEntries: number,
  openGrievances: HeldGrievance[],
): ErasureReceipt {
  const kept: KeptEntry[] = [];
  if (documents.length > 0) {
    const held: HeldDocument[] = documents.map(({ kind, number }) => ({ kind, number }));
    kept.push({
      item: "tax-documents",
      count: documents.length,
      basis: "cgst-s36",
      reason: TAX_HOLD_REASON,
      until: documents
        .map((doc) => taxHoldUntil(doc.fiscalYear))
        .sort()
        .at(-1)!,
      documents: held,
    });
  }
  if (openGrievances.length > 0) {
    kept.push({
      item: "open-grievances",
      count: openGrievances.length,
      basis: "dpdp-s13",
      reason: GRIEVANCE_HOLD_REASON,
      until: openGrievances
        .map((grievance) => grievance.heldUntil)
        .sort()
        .at(-1)!,
      documents: [],
    });
  }
  kept.push({
    item: "processing-log",
    count: logEntries,
    basis: "dpdp-rule-8-3",
    reason: LOG_HOLD_REASON,
    until: logHoldUntil(at),
    documents: [],
  });
  return { erasedAt: at.toISOString(), subject, erased, kept };
}

/** The counted entries, in the closed set's order, leaving out what there was none of. */
function counted(counts: Partial<Record<ErasedItem, number>>): ErasedEntry[] {
  return Object.entries(counts)
    .filter(([item, count]) => item === "account" || (count ?? 0) > 0)
    .map(([item, count]) => ({ item: item as ErasedItem, count: count ?? 0 }));
}

// -------------------------------------------------------------------------------------------
// A member's account

export interface EraseMemberOptions {
  seller: TaxDocumentSeller;
  now?: Date;
}

/**
 * POST /user/erase: checks the password, then erases the account in one transaction, or
 * refuses (409) while a payment is in progress or a booking with money paid is open. Staff
 * accounts are refused (403): the business closes them.
 */
export async function eraseMember(
  db: Database,
  userId: string,
  password: string,
  options: EraseMemberOptions,
): Promise<ErasureReceipt> {
  const now = options.now ?? new Date();
  const [account] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.erasedAt)));
  if (!account) throw unauthorized("Your session is not valid. Please log in again.");
  if (account.role !== "user") throw forbidden(ERASE_STAFF_MESSAGE);
  // Hashing takes a while: checked before the transaction, and the hash compared again inside it.
  if (!(await verifyPassword(password, account.passwordHash))) throw forbidden(ERASE_PASSWORD_WRONG);

  return db.transaction(async (tx) => {
    // The account's row is locked: a membership's payment settles under the same lock.
    const [locked] = await tx
      .select()
      .from(users)
      .where(and(eq(users.id, userId), isNull(users.erasedAt)))
      .for("update");
    if (!locked || locked.passwordHash !== account.passwordHash) {
      throw unauthorized("Your session is not valid. Please log in again.");
    }
    await assertErasable(tx, userId, now);

    const erasureId = crypto.randomUUID();
    const email = locked.email;
    const owned = await inquiriesOf(tx, userId);
    const briefs = await projectsOf(tx, userId);
    const sentFrom = await contactMessagesFrom(tx, email);
    const filed = await eraseGrievances(tx, email, erasureId);
    const mentioned = [
      email,
      ...owned.map((row) => row.reference),
      ...briefs.map((row) => row.reference),
      ...sentFrom.map((row) => row.reference),
      ...filed.anonymous,
    ];

    // What the law keeps, first: its documents drawn as they read today, and their holds.
    await keepFirstReleaseDocuments(tx, userId, options.seller);
    const documents: HeldRecord[] = await taxDocumentsOf(tx, userId);

    // The outboxes and the provider's records of the member's payments.
    const orders = await paymentOrdersOf(tx, userId);
    const messages =
      (await eraseEmails(tx, email, mentioned, erasureId)) + (await eraseWhatsApp(tx, userId, mentioned));
    const providerIds = orders
      .flatMap((order) => [order.providerOrderId, order.providerPaymentId])
      .filter((value): value is string => value !== null);
    if (providerIds.length > 0) {
      // Razorpay's events carry the payer's e-mail and phone; the rest of them is the payment's record.
      const list = sql.join(
        providerIds.map((value) => sql`${value}`),
        sql`, `,
      );
      await tx
        .update(providerEvents)
        .set({
          payload: sql`${providerEvents.payload} #- '{payload,payment,entity,email}' #- '{payload,payment,entity,contact}' #- '{payload,payment,entity,notes}' #- '{payload,order,entity,notes}'`,
        })
        .where(
          or(
            sql`${providerEvents.payload}->'payload'->'payment'->'entity'->>'order_id' in (${list})`,
            sql`${providerEvents.payload}->'payload'->'payment'->'entity'->>'id' in (${list})`,
            sql`${providerEvents.payload}->'payload'->'refund'->'entity'->>'payment_id' in (${list})`,
          ),
        );
    }

    // Messages sent through the contact form from the account's address.
    const contact = await tx
      .delete(contactMessages)
      .where(sameAddress(contactMessages.email, email))
      .returning({ id: contactMessages.id });

    // Orders stay, without billing details: one that paid has its document; one that has not may
    // still be paid at the provider (Razorpay's orders do not lapse), and its payment must become
    // a document under hold (holdIfErased), not money nobody can account for. Failed attempts'
    // reasons go; the orders go with the account once its holds have ended.
    const billedOrders = await tx
      .update(paymentOrders)
      .set({ billingName: null, billingGstin: null, billingAddress: null, failureReason: null })
      .where(
        and(
          eq(paymentOrders.userId, userId),
          or(
            isNotNull(paymentOrders.billingName),
            isNotNull(paymentOrders.billingGstin),
            isNotNull(paymentOrders.billingAddress),
          ),
        ),
      )
      .returning({ id: paymentOrders.id });

    // Inquiries without money or documents are deleted with their quotes and history; those a
    // document rests on are kept without their people and free texts (their day of service stays).
    const withMoney = tx
      .select({ inquiryId: quotes.inquiryId })
      .from(quotes)
      .innerJoin(paymentOrders, eq(paymentOrders.quoteId, quotes.id));
    const withInvoice = tx.select({ inquiryId: bookingInvoices.inquiryId }).from(bookingInvoices);
    const dropped = await tx
      .delete(inquiries)
      .where(
        and(
          eq(inquiries.userId, userId),
          notInArray(inquiries.id, withMoney),
          notInArray(inquiries.id, withInvoice),
        ),
      )
      .returning({ id: inquiries.id });
    const keptInquiries = await tx
      .select({ id: inquiries.id, kind: inquiries.kind, details: inquiries.details })
      .from(inquiries)
      .where(eq(inquiries.userId, userId));
    for (const inquiry of keptInquiries) {
      const kind = inquiry.kind as InquiryKind;
      const day = serviceDateOf(kind, inquiry.details);
      await tx
        .update(inquiries)
        .set({
          name: "",
          email: "",
          phone: "",
          city: null,
          details: day ? { [SERVICE_DATE_FIELD[kind]]: day } : {},
          internalNote: null,
        })
        .where(eq(inquiries.id, inquiry.id));
    }
    if (keptInquiries.length > 0) {
      const ids = keptInquiries.map((row) => row.id);
      await tx
        .update(inquiryStatusChanges)
        .set({ note: null })
        .where(inArray(inquiryStatusChanges.inquiryId, ids));
      await tx.update(quotes).set({ note: "" }).where(inArray(quotes.inquiryId, ids));
    }

    const briefsGone = await tx
      .delete(projects)
      .where(eq(projects.userId, userId))
      .returning({ id: projects.id });
    const preferences = await tx
      .delete(onboarding)
      .where(eq(onboarding.userId, userId))
      .returning({ userId: onboarding.userId });
    const families = await tx
      .selectDistinct({ familyId: refreshTokens.familyId })
      .from(refreshTokens)
      .where(eq(refreshTokens.userId, userId));
    await tx.delete(refreshTokens).where(eq(refreshTokens.userId, userId));
    await tx.delete(sessions).where(eq(sessions.userId, userId));
    await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, userId));

    // A STOP is the number's own word, not the account's: it stays, with the number and without
    // the account, so that no account opened later messages a number that asked us not to
    // (decision 0037). The rest of the consent record stays as the evidence of what was agreed,
    // without the number; every choice still given (the marketing flags too) ends with a
    // withdrawal of the erasure's own.
    const stops = await tx
      .update(consents)
      .set({ userId: null })
      .where(and(eq(consents.userId, userId), eq(consents.source, STOP_SOURCE)))
      .returning({ id: consents.id });
    const blanked = await tx
      .update(consents)
      .set({ phone: "" })
      .where(eq(consents.userId, userId))
      .returning({ id: consents.id });
    const consentRows = [...stops, ...blanked];
    const given = ((await latestChoices(tx, [userId])).get(userId) ?? []).filter((choice) => choice.granted);
    if (given.length > 0) {
      await tx.insert(consents).values(
        given.map((choice) => ({
          userId,
          phone: "",
          channel: choice.channel,
          purpose: choice.purpose,
          granted: false,
          source: ERASURE_SOURCE,
          textVersion: ERASURE_SOURCE,
          createdAt: sql`clock_timestamp()`,
        })),
      );
    }
    // Replies from the account's number, unless another account still has that number.
    const number = toWhatsAppNumber(locked.phoneNo);
    let replies = 0;
    if (number) {
      const [shared] = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.phoneNo, locked.phoneNo), ne(users.id, userId), isNull(users.erasedAt)))
        .limit(1);
      if (!shared) {
        // A STOP or START stays, as its consent rows do: what the number said about itself.
        replies = (
          await tx
            .delete(inboundWhatsapp)
            .where(
              and(
                eq(inboundWhatsapp.from, number),
                or(isNull(inboundWhatsapp.action), notInArray(inboundWhatsapp.action, ["stop", "start"])),
              ),
            )
            .returning({ id: inboundWhatsapp.id })
        ).length;
      }
    }
    // The counters that name the address (wrong passwords, reset e-mails) go with it.
    await tx.delete(rateLimits).where(countersOf(email));

    const hadBilling =
      locked.billingName !== null ||
      locked.billingGstin !== null ||
      locked.billingAddress !== null ||
      billedOrders.length > 0;
    await tx
      .update(users)
      .set({
        name: ERASED_NAME,
        email: erasedAddress(erasureId),
        phoneNo: "",
        passwordHash: NO_PASSWORD,
        billingName: null,
        billingStateCode: null,
        billingGstin: null,
        billingAddress: null,
        erasedAt: now,
      })
      .where(eq(users.id, userId));

    const erased = counted({
      account: 1,
      preferences: preferences.length,
      "billing-details": hadBilling ? 1 : 0,
      inquiries: dropped.length + keptInquiries.length,
      projects: briefsGone.length,
      "contact-messages": contact.length,
      messages,
      "consent-numbers": consentRows.length,
      sessions: families.length,
      "whatsapp-replies": replies,
      grievances: filed.anonymous.length,
    });
    await tx.insert(erasures).values({
      id: erasureId,
      subject: "member",
      userId,
      emailHash: emailHash(email),
      erased,
      createdAt: now,
    });
    await placeHolds(tx, { erasureId, userId, documents, grievances: filed.open, at: now });
    return receiptOf(
      "member",
      now,
      erased,
      documents,
      messages + consentRows.length + given.length + filed.anonymous.length + 1,
      filed.open,
    );
  });
}

/** The holds of an erasure: each document kept, and its log. */
async function placeHolds(
  tx: DbOrTx,
  input: {
    erasureId: string;
    userId: string | null;
    documents: HeldRecord[];
    grievances: HeldGrievance[];
    at: Date;
  },
) {
  const rows = [
    ...input.documents.map((doc) => ({
      userId: input.userId,
      erasureId: input.erasureId,
      kind: "tax-documents" as const,
      basis: "cgst-s36" as const,
      reason: TAX_HOLD_REASON,
      recordTable: doc.table,
      recordId: doc.id,
      documentKind: doc.kind,
      documentNumber: doc.number,
      heldUntil: taxHoldUntil(doc.fiscalYear),
    })),
    ...input.grievances.map((grievance) => ({
      userId: input.userId,
      erasureId: input.erasureId,
      kind: "open-grievances" as const,
      basis: "dpdp-s13" as const,
      reason: GRIEVANCE_HOLD_REASON,
      recordTable: "grievances",
      recordId: grievance.id,
      documentKind: null,
      documentNumber: grievance.reference,
      heldUntil: grievance.heldUntil,
    })),
    {
      userId: input.userId,
      erasureId: input.erasureId,
      kind: "processing-log" as const,
      basis: "dpdp-rule-8-3" as const,
      reason: LOG_HOLD_REASON,
      recordTable: "erasures",
      recordId: input.erasureId,
      documentKind: null,
      documentNumber: null,
      heldUntil: logHoldUntil(input.at),
    },
  ];
  await tx.insert(legalHolds).values(rows);
}

// -------------------------------------------------------------------------------------------
// A visitor's address

/**
 * What is held under an address without an account, erased: its contact messages, the e-mails
 * written to it (kept as lines of the log, emptied) and the operators' copies that mention it,
 * and the address where members named it on an inquiry. Refused (409) if the address belongs to
 * an account by now: its owner signs in and erases it there.
 */
export async function eraseVisitor(db: Database, email: string, now = new Date()): Promise<ErasureReceipt> {
  return db.transaction(async (tx) => {
    const [account] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(sameAddress(users.email, email), isNull(users.erasedAt)))
      .limit(1);
    if (account) throw conflict(VISITOR_HAS_ACCOUNT);
    const erasureId = crypto.randomUUID();
    const sentFrom = await tx
      .delete(contactMessages)
      .where(sameAddress(contactMessages.email, email))
      .returning({ reference: contactMessages.reference });
    const filed = await eraseGrievances(tx, email, erasureId);
    const messages = await eraseEmails(
      tx,
      email,
      [email, ...sentFrom.map((row) => row.reference), ...filed.anonymous],
      erasureId,
    );
    const named = await tx
      .update(inquiries)
      .set({ email: "" })
      .where(sameAddress(inquiries.email, email))
      .returning({ id: inquiries.id });
    await tx.delete(dataRequests).where(sameAddress(dataRequests.email, email));
    await tx.delete(rateLimits).where(countersOf(email));
    const erased = counted({
      "contact-messages": sentFrom.length,
      messages,
      "named-in-inquiries": named.length,
      grievances: filed.anonymous.length,
    });
    await tx.insert(erasures).values({
      id: erasureId,
      subject: "visitor",
      userId: null,
      emailHash: emailHash(email),
      erased,
      createdAt: now,
    });
    await placeHolds(tx, { erasureId, userId: null, documents: [], grievances: filed.open, at: now });
    return receiptOf("visitor", now, erased, [], messages + filed.anonymous.length + 1, filed.open);
  });
}

// -------------------------------------------------------------------------------------------
// When a hold ends

/**
 * Erases what holds kept once their last day has passed (`today`, YYYY-MM-DD in India): an
 * erasure's log one year on (its e-mails' lines, the consent record without numbers, the
 * WhatsApp lines, the erasure itself); and, once an erased account's last document is past
 * its hold, the documents, the payments and bookings they rest on, and the account's row.
 * Returns how many holds ended.
 */
export async function releaseEndedHolds(db: Database, today: string): Promise<number> {
  return db.transaction(async (tx) => {
    const ended = await tx.select().from(legalHolds).where(lt(legalHolds.heldUntil, today));
    for (const hold of ended.filter((row) => row.kind === "processing-log")) {
      await tx.delete(outgoingEmails).where(eq(outgoingEmails.to, erasedAddress(hold.recordId)));
      await tx.delete(grievances).where(eq(grievances.email, erasedAddress(hold.recordId)));
      if (hold.userId) {
        await tx.delete(outgoingWhatsapp).where(eq(outgoingWhatsapp.userId, hold.userId));
        await tx.delete(consents).where(eq(consents.userId, hold.userId));
      }
      await tx.delete(legalHolds).where(eq(legalHolds.id, hold.id));
      await tx.delete(erasures).where(eq(erasures.id, hold.recordId));
    }
    // A grievance still unanswered at the Rules' longest period is made anonymous all the same.
    for (const hold of ended.filter((row) => row.kind === "open-grievances")) {
      await releaseGrievanceHold(tx, hold.recordId);
    }
    const documentHolds = ended.filter((row) => row.kind === "tax-documents");
    if (documentHolds.length > 0) {
      await tx.delete(legalHolds).where(
        inArray(
          legalHolds.id,
          documentHolds.map((row) => row.id),
        ),
      );
    }
    // Erased accounts with nothing left on hold go entirely.
    const done = await tx
      .select({ id: users.id })
      .from(users)
      .where(
        and(
          isNotNull(users.erasedAt),
          notInArray(
            users.id,
            tx
              .select({ userId: sql<string>`${legalHolds.userId}` })
              .from(legalHolds)
              .where(isNotNull(legalHolds.userId)),
          ),
        ),
      );
    for (const { id } of done) await deleteErasedAccount(tx, id);
    return ended.length;
  });
}

/** Everything left of an erased account whose holds have all ended, in the order the keys allow. */
async function deleteErasedAccount(tx: DbOrTx, userId: string) {
  const own = tx.select({ id: invoices.id }).from(invoices).where(eq(invoices.userId, userId));
  await tx.delete(refunds).where(inArray(refunds.invoiceId, own));
  await tx.delete(creditNotes).where(inArray(creditNotes.invoiceId, own));
  await tx.delete(bookingInvoices).where(eq(bookingInvoices.userId, userId));
  await tx.delete(invoices).where(eq(invoices.userId, userId));
  await tx.delete(paymentOrders).where(eq(paymentOrders.userId, userId));
  await tx.delete(inquiries).where(eq(inquiries.userId, userId));
  await tx.delete(projects).where(eq(projects.userId, userId));
  await tx.delete(consents).where(eq(consents.userId, userId));
  await tx.delete(outgoingWhatsapp).where(eq(outgoingWhatsapp.userId, userId));
  await tx.delete(users).where(eq(users.id, userId));
}
