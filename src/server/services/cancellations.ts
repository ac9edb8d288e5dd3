// Cancelling a booking by the published policy (docs/product.md D23; decision 0033): the member
// sees what the policy gives back on that day before confirming; the booking is then off (it
// takes effect the day it is asked, as the general terms say) and the operators refund that
// amount: parts of the payments, the newest first, through the provider's refunds (or back by
// bank transfer, with its reference), each with its refund voucher or credit note. Once final,
// what it kept gets its tax invoice when nothing had invoiced it (decision 0048).
import { and, eq, isNull } from "drizzle-orm";
import { CANCELLATION_POLICY, cancellationTerms, type CancellationTerms } from "../../config/cancellation.ts";
import { serviceDateOf } from "../../config/inquiry.ts";
import { daysFromTo, formatIsoDay } from "../../lib/dates.ts";
import { formatRupeesExact } from "../../lib/money.ts";
import type { InquiryKind } from "../../schemas/admin.ts";
import { CANCELLATION_MESSAGES, type CancellationView } from "../../schemas/quote.ts";
import { cancellations, inquiries, inquiryStatusChanges, paymentLinks } from "../db/schema.ts";
import type { Database, DbOrTx } from "../db/types.ts";
import { conflict, forbidden, notFound } from "../errors.ts";
import { cancellationAlert, cancellationMessages, cancellationReceived } from "../notify/notifications.ts";
import { memberOf, notify, toMember, toOperators, queuedTogether, type Queued } from "../notify/notifier.ts";
import type { PaymentSetup } from "../payments/provider.ts";
import { INQUIRY_NOT_FOUND } from "./admin-inquiries.ts";
import { invoiceCancellationCharge } from "./booking-invoices.ts";
import { deliveryInvoiceOf, paidQuoteOf, paymentsOnInquiry, receivedPaise } from "./bookings.ts";
import { subjectOf } from "./inquiries.ts";
import type { PaymentContext } from "./payments.ts";
import { leftToRefund, MIN_REFUND_PAISE, refundInvoice } from "./refunds.ts";

const HOUR_MS = 60 * 60 * 1000;

/** What a cancellation of this confirmed booking gives back now, or why it cannot be asked. */
async function termsNow(
  tx: DbOrTx,
  inquiryId: string,
  userId: string,
  now: Date,
): Promise<{ terms: CancellationTerms; serviceDate: string; inquiry: typeof inquiries.$inferSelect }> {
  const [inquiry] = await tx.select().from(inquiries).where(eq(inquiries.id, inquiryId));
  if (!inquiry) throw notFound(INQUIRY_NOT_FOUND);
  if (inquiry.userId !== userId) throw forbidden();
  const [asked] = await tx
    .select({ at: cancellations.createdAt })
    .from(cancellations)
    .where(eq(cancellations.inquiryId, inquiryId));
  if (asked) throw conflict(CANCELLATION_MESSAGES.already);
  // The service was delivered and invoiced (decision 0033): there is nothing left to cancel.
  if (await deliveryInvoiceOf(tx, inquiryId)) throw conflict(CANCELLATION_MESSAGES.delivered);
  if (inquiry.status !== "confirmed") throw conflict(CANCELLATION_MESSAGES.notConfirmed);
  const quote = await paidQuoteOf(tx, inquiryId);
  const kind = inquiry.kind as InquiryKind;
  const serviceDate = serviceDateOf(kind, inquiry.details);
  if (!quote || !serviceDate) throw conflict(CANCELLATION_MESSAGES.notConfirmed);
  const daysBefore = daysFromTo(formatIsoDay(now), serviceDate);
  if (daysBefore < 0) throw conflict(CANCELLATION_MESSAGES.past);
  const payments = await paymentsOnInquiry(tx, inquiryId);
  const standing = payments.filter((p) => p.status === "paid");
  // "Within 24 hours of booking" counts from when the deposit's money was received.
  const firstPaid = standing[0] ? (standing[0].paidAt ?? standing[0].purchasedAt) : null;
  const terms = cancellationTerms({
    kind,
    totalPaise: quote.totalPaise,
    depositPaise: quote.depositPaise,
    paidPaise: receivedPaise(payments),
    daysBefore,
    hoursSinceDeposit: firstPaid ? (now.getTime() - firstPaid.getTime()) / HOUR_MS : null,
    // The plan whose discount the quote carried, its terms counted to the day's start in India.
    memberPlan: quote.discountPlan,
    hoursBefore: (Date.parse(`${serviceDate}T00:00:00+05:30`) - now.getTime()) / HOUR_MS,
  });
  return { terms, serviceDate, inquiry };
}

/** GET /inquiry/{id}/cancellation: what cancelling today gives back, before the member confirms. */
export async function cancellationPreview(
  db: DbOrTx,
  userId: string,
  inquiryId: string,
  now = new Date(),
): Promise<CancellationView> {
  const { terms, serviceDate } = await termsNow(db, inquiryId, userId, now);
  return { ...terms, serviceDate, state: "preview", requestedAt: null, refundedAt: null };
}

/**
 * The member confirms (POST /inquiry/{id}/cancellation): the terms of that moment are kept, the
 * booking is off (closed as lost, its history says why), and the member and the operators are
 * told what comes back and when. Asked once: a second request is refused.
 */
export async function requestCancellation(
  db: Database,
  userId: string,
  inquiryId: string,
  options: PaymentContext & { now?: Date },
): Promise<{ cancellation: CancellationView } & Queued> {
  const now = options.now ?? new Date();
  return db.transaction(async (tx) => {
    // Locked: two confirmations (two tabs) are answered one after the other.
    await tx.select({ id: inquiries.id }).from(inquiries).where(eq(inquiries.id, inquiryId)).for("update");
    const { terms, serviceDate, inquiry } = await termsNow(tx, inquiryId, userId, now);
    const refundedBefore = (await paymentsOnInquiry(tx, inquiryId)).reduce(
      (sum, p) => sum + (p.status === "refunded" ? p.amountPaise : p.refundedPaise),
      0,
    );
    const [row] = await tx
      .insert(cancellations)
      .values({
        inquiryId,
        requestedById: userId,
        daysBefore: terms.daysBefore,
        paidPaise: terms.paidPaise,
        keptPaise: terms.keptPaise,
        refundPaise: terms.refundPaise,
        rule: terms.rule,
        refundedBeforePaise: refundedBefore,
        // Nothing to give back: nothing for the operators to do.
        refundedAt: terms.refundPaise === 0 ? now : null,
      })
      .onConflictDoNothing()
      .returning();
    if (!row) throw conflict(CANCELLATION_MESSAGES.already);
    await tx.update(inquiries).set({ status: "lost" }).where(eq(inquiries.id, inquiryId));
    // The booking's payment links end with it (a paid one stays paid).
    await tx
      .update(paymentLinks)
      .set({ cancelledAt: now })
      .where(and(eq(paymentLinks.inquiryId, inquiryId), isNull(paymentLinks.cancelledAt)));
    await tx.insert(inquiryStatusChanges).values({
      inquiryId,
      fromStatus: "confirmed",
      toStatus: "lost",
      note: `Cancelled by the customer ${terms.daysBefore} days before: ${formatRupeesExact(terms.refundPaise)} to refund of ${formatRupeesExact(terms.paidPaise)} paid. ${terms.rule}`,
      changedById: userId,
    });
    const customer = (await memberOf(tx, inquiry.userId))!;
    const mails = cancellationMessages(
      customer,
      {
        reference: inquiry.reference,
        subject: {
          customer: subjectOf(inquiry.kind, inquiry.details, customer.language),
          operators: subjectOf(inquiry.kind, inquiry.details),
        },
        serviceDay: serviceDate,
      },
      terms,
      // The operators' e-mail is written whoever receives it: its address is the notifier's.
      options.operatorEmail ?? "operators",
      options.siteUrl,
    );
    const queued = await notify(
      tx,
      toMember(
        customer,
        cancellationReceived(
          customer,
          { reference: inquiry.reference, refundPaise: terms.refundPaise },
          mails.customer,
          options.siteUrl,
        ),
        options,
      ),
      toOperators(
        options,
        cancellationAlert(
          mails.operators!,
          { reference: inquiry.reference, customer: customer.name },
          terms,
          options.siteUrl,
        ),
      ),
    );
    // Nothing to give back: the cancellation is final now, and what it kept is invoiced.
    const invoiced =
      terms.refundPaise === 0
        ? await invoiceCancellationCharge(tx, options, {
            inquiryId,
            cancellation: row,
            adminId: null,
            now,
          })
        : null;
    return {
      cancellation: toView(row, serviceDate, terms.refundBusinessDays),
      ...queuedTogether(queued, invoiced),
    };
  });
}

function toView(
  row: typeof cancellations.$inferSelect,
  serviceDate: string,
  refundBusinessDays: string,
): CancellationView {
  return {
    paidPaise: row.paidPaise,
    keptPaise: row.keptPaise,
    refundPaise: row.refundPaise,
    daysBefore: row.daysBefore,
    rule: row.rule,
    refundBusinessDays,
    serviceDate,
    state: row.refundedAt ? "refunded" : "requested",
    requestedAt: row.createdAt.toISOString(),
    refundedAt: row.refundedAt?.toISOString() ?? null,
  };
}

/** The booking's cancellation, if the member asked for one (the booking view and the admin's). */
export async function cancellationOf(db: DbOrTx, inquiryId: string): Promise<CancellationView | null> {
  const [row] = await db
    .select({ cancellation: cancellations, kind: inquiries.kind, details: inquiries.details })
    .from(cancellations)
    .innerJoin(inquiries, eq(inquiries.id, cancellations.inquiryId))
    .where(eq(cancellations.inquiryId, inquiryId));
  if (!row) return null;
  const kind = row.kind as InquiryKind;
  return toView(
    row.cancellation,
    serviceDateOf(kind, row.details) ?? "",
    CANCELLATION_POLICY[kind].refundBusinessDays,
  );
}

/**
 * The operators refund a cancellation (POST /inquiry/admin/{id}/cancellation/refund): what the
 * policy gave back, less what was refunded since, taken from the payments made before the
 * cancellation, the newest first, each document at most once; and, whole, any payment that came
 * after it (a checkout already open, a link paid late). A payment by bank transfer goes back by
 * bank transfer (its reference given). Stops at the first refusal: what was refunded stays
 * refunded, and asking again continues with the rest.
 */
export async function refundCancellation(
  db: Database,
  payments: PaymentSetup,
  context: PaymentContext,
  input: { inquiryId: string; adminId: string; reason: string; bankReference?: string },
): Promise<
  { cancellation: CancellationView; refundedPaise: number; bankReference: string | undefined } & Queued
> {
  const [row] = await db.select().from(cancellations).where(eq(cancellations.inquiryId, input.inquiryId));
  if (!row) {
    const [inquiry] = await db
      .select({ id: inquiries.id })
      .from(inquiries)
      .where(eq(inquiries.id, input.inquiryId));
    throw notFound(inquiry ? CANCELLATION_MESSAGES.none : INQUIRY_NOT_FOUND);
  }
  const queued: Queued[] = [];
  const all = await paymentsOnInquiry(db, input.inquiryId);
  // Money that came after the cancellation (a checkout already open, a link paid late) is owed
  // back whole; the policy's refund is taken only from what was paid before it.
  const before = all.filter((p) => p.purchasedAt.getTime() <= row.createdAt.getTime());
  const late = all.filter((p) => p.purchasedAt.getTime() > row.createdAt.getTime() && canGiveBack(p));
  // What this call gave back, and whether a transfer (its reference) carried some of it.
  const made = {
    refundedPaise: 0,
    bankReference: undefined as string | undefined,
    invoiceIds: [] as string[],
  };
  const refund = async (payment: (typeof all)[number], amountPaise: number) => {
    const {
      amountPaise: refunded,
      bankReference,
      ...messages
    } = await refundInvoice(db, payments, context, {
      invoiceId: payment.id,
      reason: input.reason,
      adminId: input.adminId,
      amountPaise,
      bankReference: payment.provider === "bank" ? input.bankReference : undefined,
      sharedWith: made.invoiceIds,
    });
    queued.push(messages);
    made.refundedPaise += refunded;
    made.bankReference ??= bankReference;
    made.invoiceIds.push(payment.id);
  };
  if (!row.refundedAt) {
    const refundedNow = before.reduce(
      (sum, p) => sum + (p.status === "refunded" ? p.amountPaise : p.refundedPaise),
      0,
    );
    const left = row.refundPaise - (refundedNow - row.refundedBeforePaise);
    // What is left of each payment, after refunds made before, carries it: refuse before
    // refunding anything when that cannot carry it all, rather than mark the cancellation
    // refunded with money still owed.
    const refundable = before.filter(canGiveBack);
    const canCarry = refundable.reduce((sum, p) => sum + leftToRefund(p), 0);
    if (left > canCarry) {
      throw conflict(CANCELLATION_MESSAGES.cannotCover(formatRupeesExact(left), formatRupeesExact(canCarry)));
    }
    const newestFirst = [...refundable].reverse();
    const pieces = refundPieces(
      left,
      newestFirst.map((p) => leftToRefund(p)),
    );
    for (const [index, payment] of newestFirst.entries()) {
      if (pieces[index]! > 0) await refund(payment, pieces[index]!);
    }
    // Final now: what the cancellation kept is invoiced with it, or neither happens.
    await db.transaction(async (tx) => {
      await tx
        .update(cancellations)
        .set({ refundedAt: new Date() })
        .where(eq(cancellations.inquiryId, input.inquiryId));
      queued.push(
        await invoiceCancellationCharge(tx, context, {
          inquiryId: input.inquiryId,
          cancellation: row,
          adminId: input.adminId,
        }),
      );
    });
  }
  for (const payment of late) await refund(payment, leftToRefund(payment));
  return {
    cancellation: (await cancellationOf(db, input.inquiryId))!,
    refundedPaise: made.refundedPaise,
    bankReference: made.bankReference,
    ...queuedTogether(...queued),
  };
}

/**
 * Whether a payment can give money back: something is left of it, and at least ₹1 of an online
 * payment (Razorpay refunds no less; paise left of one go back by a transfer, outside the panel).
 */
function canGiveBack(payment: {
  status: string;
  amountPaise: number;
  refundedPaise: number;
  provider: string;
}) {
  const left = leftToRefund(payment);
  return payment.provider === "bank" ? left > 0 : left >= MIN_REFUND_PAISE;
}

/**
 * Splits what a cancellation gives back over what is left of its payments, the newest first
 * (`rests`). A refund is at least ₹1 unless it is all that is left of its payment, so when the
 * newer payments would leave an older one less than ₹1 to give, they give that much less and it
 * gives ₹1.
 */
export function refundPieces(amountPaise: number, rests: readonly number[]): number[] {
  let left = amountPaise;
  return rests.map((rest, index) => {
    let piece = Math.min(left, rest);
    const after = left - piece;
    const next = rests[index + 1];
    const short = MIN_REFUND_PAISE - after;
    if (
      after > 0 &&
      short > 0 &&
      next !== undefined &&
      next >= MIN_REFUND_PAISE &&
      piece - short >= MIN_REFUND_PAISE
    ) {
      piece -= short;
    }
    left -= piece;
    return piece;
  });
}
