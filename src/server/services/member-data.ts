// What the product holds about a person (docs/product.md D27; decision 0039): everything kept
// about a member, for GET /user/data (the dashboard's "Your data" and its JSON download), and
// what is kept under an address without an account, for a visitor's verified request. The
// same reads show, after an erasure, what was removed and what the law keeps.
import { asc, desc, eq, inArray, max, min, sql } from "drizzle-orm";
import { API_BASE } from "../../config/app.ts";
import type { InquiryKind } from "../../schemas/admin.ts";
import type {
  DataContactMessage,
  DataDocument,
  DataEmail,
  DataGrievance,
  MemberData,
  VisitorData,
} from "../../schemas/privacy.ts";
import {
  cancellations,
  inquiries,
  inquiryStatusChanges,
  onboarding,
  outgoingEmails,
  outgoingWhatsapp,
  passwordResetTokens,
  quotes,
  refreshTokens,
  users,
} from "../db/schema.ts";
import type { DbOrTx } from "../db/types.ts";
import { unauthorized } from "../errors.ts";
import { consentsView } from "../notify/consents.ts";
import {
  contactMessagesFrom,
  grievancesFrom,
  inquiriesOf,
  paymentOrdersOf,
  projectsOf,
  sameAddress,
  taxDocumentsOf,
} from "./held-about.ts";
import { toPublicUser } from "./users.ts";

const iso = (value: Date | null) => value?.toISOString() ?? null;

/** Messages sent through the contact form from this address, newest first. */
async function contactMessagesShown(db: DbOrTx, email: string): Promise<DataContactMessage[]> {
  return (await contactMessagesFrom(db, email)).map((row) => ({
    reference: row.reference,
    name: row.name,
    email: row.email,
    phone: row.phone,
    subject: row.subject,
    message: row.message,
    createdAt: row.createdAt.toISOString(),
  }));
}

/** Grievances filed with this address, newest first: what was written, and where it stands. */
async function grievancesShown(db: DbOrTx, email: string): Promise<DataGrievance[]> {
  return (await grievancesFrom(db, email)).map((row) => ({
    reference: row.reference,
    name: row.name,
    email: row.email,
    phone: row.phone,
    topic: row.topic,
    message: row.message,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    replyBy: row.replyBy,
    closedAt: iso(row.closedAt),
  }));
}

/** The e-mails written to this address: what and when, never their bodies. */
async function emailsTo(db: DbOrTx, email: string): Promise<DataEmail[]> {
  const rows = await db
    .select({
      subject: outgoingEmails.subject,
      template: outgoingEmails.template,
      status: outgoingEmails.status,
      createdAt: outgoingEmails.createdAt,
      sentAt: outgoingEmails.sentAt,
    })
    .from(outgoingEmails)
    .where(sameAddress(outgoingEmails.to, email))
    .orderBy(desc(outgoingEmails.createdAt));
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString(), sentAt: iso(row.sentAt) }));
}

/** The member's documents, each with the page that prints it and its PDF, oldest first. */
async function documentsOf(db: DbOrTx, userId: string): Promise<DataDocument[]> {
  return (await taxDocumentsOf(db, userId)).map((row) => {
    const [page, pdf] =
      row.table === "booking_invoices"
        ? [`/invoice?booking=${row.inquiryId}`, `${API_BASE}/inquiry/${row.inquiryId}/tax-invoice/pdf`]
        : row.table === "credit_notes"
          ? [`/invoice?id=${row.invoiceId}`, `${API_BASE}/invoice/credit-note/${row.invoiceId}/pdf`]
          : [`/invoice?id=${row.invoiceId}`, `${API_BASE}/invoice/document/${row.invoiceId}/pdf`];
    return {
      kind: row.kind,
      number: row.number,
      issuedAt: row.issuedAt.toISOString(),
      amountPaise: row.amountPaise,
      page,
      pdf,
    };
  });
}

/** The member's inquiries with their history, quotes and cancellation, newest first. */
async function inquiriesShown(db: DbOrTx, userId: string): Promise<MemberData["inquiries"]> {
  const rows = await inquiriesOf(db, userId);
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [changes, quoteRows, cancelled] = await Promise.all([
    db
      .select({
        inquiryId: inquiryStatusChanges.inquiryId,
        status: inquiryStatusChanges.toStatus,
        at: inquiryStatusChanges.createdAt,
      })
      .from(inquiryStatusChanges)
      .where(inArray(inquiryStatusChanges.inquiryId, ids))
      .orderBy(asc(inquiryStatusChanges.createdAt), asc(inquiryStatusChanges.id)),
    db.select().from(quotes).where(inArray(quotes.inquiryId, ids)).orderBy(asc(quotes.version)),
    db.select().from(cancellations).where(inArray(cancellations.inquiryId, ids)),
  ]);
  return rows.map((row) => {
    const cancellation = cancelled.find((c) => c.inquiryId === row.id);
    return {
      id: row.id,
      reference: row.reference,
      kind: row.kind as InquiryKind,
      status: row.status,
      createdAt: row.createdAt.toISOString(),
      name: row.name,
      email: row.email,
      phone: row.phone,
      city: row.city,
      details: row.details,
      // The operators' notes are theirs: the member sees each status reached and when.
      statusHistory: changes
        .filter((change) => change.inquiryId === row.id)
        .map((change) => ({ status: change.status, at: change.at.toISOString() })),
      quotes: quoteRows
        .filter((quote) => quote.inquiryId === row.id)
        .map((quote) => ({
          version: quote.version,
          totalPaise: quote.totalPaise,
          depositPaise: quote.depositPaise,
          status: quote.status,
          validUntil: quote.validUntil,
          balanceDueOn: quote.balanceDueOn,
          note: quote.note,
          createdAt: quote.createdAt.toISOString(),
        })),
      cancellation: cancellation
        ? {
            requestedAt: cancellation.createdAt.toISOString(),
            refundPaise: cancellation.refundPaise,
            refundedAt: iso(cancellation.refundedAt),
          }
        : null,
    };
  });
}

/** Each sign-in: a chain of rotated refresh tokens (a family), never a token or its hash. */
async function sessionsOf(db: DbOrTx, userId: string, now: Date): Promise<MemberData["sessions"]> {
  const rows = await db
    .select({
      startedAt: min(refreshTokens.createdAt),
      lastUsedAt: max(refreshTokens.createdAt),
      expiresAt: max(refreshTokens.expiresAt),
      live: sql<boolean>`bool_or(${refreshTokens.revokedAt} is null and ${refreshTokens.expiresAt} > ${now})`,
    })
    .from(refreshTokens)
    .where(eq(refreshTokens.userId, userId))
    .groupBy(refreshTokens.familyId)
    .orderBy(desc(max(refreshTokens.createdAt)));
  return rows.map((row) => ({
    startedAt: new Date(row.startedAt!).toISOString(),
    lastUsedAt: new Date(row.lastUsedAt!).toISOString(),
    expiresAt: new Date(row.expiresAt!).toISOString(),
    active: row.live === true,
  }));
}

/**
 * Everything the product holds about the member (GET /user/data). For an erased account it
 * shows what the erasure left: the account made anonymous and what the law keeps.
 */
export async function memberData(db: DbOrTx, userId: string, now = new Date()): Promise<MemberData> {
  const [account] = await db.select().from(users).where(eq(users.id, userId));
  if (!account) throw unauthorized("Your session is not valid. Please log in again.");
  const [preferences] = await db.select().from(onboarding).where(eq(onboarding.userId, userId));
  const [
    inquiryList,
    projectRows,
    contact,
    filed,
    emails,
    whatsapp,
    orders,
    documents,
    consents,
    sessions,
    resets,
  ] = await Promise.all([
    inquiriesShown(db, userId),
    projectsOf(db, userId),
    contactMessagesShown(db, account.email),
    grievancesShown(db, account.email),
    emailsTo(db, account.email),
    db
      .select()
      .from(outgoingWhatsapp)
      .where(eq(outgoingWhatsapp.userId, userId))
      .orderBy(desc(outgoingWhatsapp.createdAt)),
    paymentOrdersOf(db, userId),
    documentsOf(db, userId),
    consentsView(db, userId),
    sessionsOf(db, userId, now),
    db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.userId, userId))
      .orderBy(desc(passwordResetTokens.createdAt)),
  ]);
  return {
    generatedAt: now.toISOString(),
    account: {
      ...toPublicUser(account),
      updatedAt: account.updatedAt.toISOString(),
      billing: {
        name: account.billingName,
        stateCode: account.billingStateCode,
        gstin: account.billingGstin,
        address: account.billingAddress,
      },
      onboarding: preferences
        ? { profession: preferences.profession, interests: preferences.interests }
        : null,
    },
    inquiries: inquiryList,
    projects: projectRows.map((row) => ({
      reference: row.reference,
      title: row.title,
      service: row.service,
      budget: row.budget,
      timeline: row.timeline,
      description: row.description,
      status: row.status,
      createdAt: row.createdAt.toISOString(),
    })),
    contactMessages: contact,
    grievances: filed,
    messages: {
      emails,
      whatsapp: whatsapp.map((row) => ({
        template: row.template,
        category: row.category,
        to: row.to,
        status: row.status,
        createdAt: row.createdAt.toISOString(),
        sentAt: iso(row.sentAt),
      })),
    },
    payments: orders.map((row) => ({
      purpose: row.purpose,
      amountPaise: row.amountPaise,
      status: row.status,
      provider: row.provider,
      createdAt: row.createdAt.toISOString(),
      paidAt: iso(row.paidAt),
    })),
    documents,
    consents,
    sessions,
    passwordResets: resets.map((row) => ({
      requestedAt: row.createdAt.toISOString(),
      usedAt: iso(row.usedAt),
      expiresAt: row.expiresAt.toISOString(),
    })),
  };
}

/** Inquiries of members that name this address as their contact (a visitor may be one). */
export const namingAddress = (email: string) => sameAddress(inquiries.email, email);

/** What is held under an address without an account (a visitor's verified request). */
export async function visitorData(db: DbOrTx, email: string, now = new Date()): Promise<VisitorData> {
  const [contact, filed, emails, [named]] = await Promise.all([
    contactMessagesShown(db, email),
    grievancesShown(db, email),
    emailsTo(db, email),
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(inquiries)
      .where(namingAddress(email)),
  ]);
  return {
    email,
    generatedAt: now.toISOString(),
    contactMessages: contact,
    grievances: filed,
    messages: { emails },
    namedInInquiries: named?.count ?? 0,
  };
}
