// Payment links (docs/product.md D22; decision 0033): an operator sends a link for a booking's
// deposit or balance, often to the parent who pays for the family. Whoever holds it sees what is
// paid (the reference, the amount, the business) and nothing else, and pays that amount once
// through the one payment path, without signing in. A link expires after PAYMENT_LINK_DAYS, can be
// cancelled, and stops being payable when what it pays no longer stands (a revised or closed
// quote, a balance changed by another payment). The database keeps the token's hash only.
import { and, desc, eq } from "drizzle-orm";
import { SITE } from "../../config/site.ts";
import { pathInLang, type Lang } from "../../i18n/lang.ts";
import type { OrderAnswer } from "../../schemas/invoice.ts";
import {
  QUOTE_MESSAGES,
  PAYMENT_LINK_DAYS,
  PAYMENT_LINK_MESSAGES,
  type PaymentLinkState,
  type PaymentLinkView,
  type PublicPaymentLink,
} from "../../schemas/quote.ts";
import { hashToken, randomToken } from "../auth/tokens.ts";
import { inquiries, paymentLinks, paymentOrders, quotes, users } from "../db/schema.ts";
import type { Database, DbOrTx } from "../db/types.ts";
import { badRequest, conflict, notFound } from "../errors.ts";
import type { PaymentSetup } from "../payments/provider.ts";
import { paymentSignature, signatureMatches } from "../payments/signatures.ts";
import { PAYMENT_SIGNATURE_INVALID } from "../../schemas/payment.ts";
import { settlePaidOrder, type PaymentContext } from "./payments.ts";
import { formatIsoDay } from "../../lib/dates.ts";
import { INQUIRY_NOT_FOUND } from "./admin-inquiries.ts";
import type { Queued } from "../notify/notifier.ts";
import {
  bankTransferFor,
  bookingBilling,
  paymentsOnInquiry,
  remainingOf,
  type BankSetup,
} from "./bookings.ts";
import { askProviderForOrder } from "./orders.ts";
import { openOrderOnQuote, quoteState } from "./quotes.ts";

type LinkRow = typeof paymentLinks.$inferSelect;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The page that pays a link: /pay#link=TOKEN (a fragment never reaches a server's logs), in the
 * language of the booking's account (/hi/pay for a Hindi account, D25).
 */
export function paymentLinkUrl(siteUrl: string, token: string, lang: Lang = "en"): string {
  return `${new URL(pathInLang("/pay", lang), siteUrl).toString()}#link=${token}`;
}

type NextPayment = { quoteId: string; purpose: "deposit" | "balance"; amountPaise: number } | null;

/** Whether the booking still asks what the link pays: the same quote, purpose and amount. */
function stands(link: LinkRow, next: NextPayment): boolean {
  return (
    next !== null &&
    next.quoteId === link.quoteId &&
    next.purpose === link.purpose &&
    next.amountPaise === link.amountPaise
  );
}

/** `next`: what the link's booking asks now (nextPayment), which a payable link must still be. */
function stateOf(link: LinkRow, orderStatus: string | null, now: Date, next: NextPayment): PaymentLinkState {
  if (orderStatus === "paid") return "paid";
  if (link.cancelledAt) return "cancelled";
  if (link.expiresAt.getTime() <= now.getTime()) return "expired";
  if (!stands(link, next)) return "stale";
  return "payable";
}

/** What a booking asks next: the open quote's deposit before confirmation, else the balance. */
async function nextPayment(tx: DbOrTx, inquiryId: string, today: string): Promise<NextPayment> {
  const [inquiry] = await tx
    .select({ status: inquiries.status })
    .from(inquiries)
    .where(eq(inquiries.id, inquiryId));
  if (!inquiry) throw notFound(INQUIRY_NOT_FOUND);
  if (inquiry.status === "lost") return null;
  const [quote] = await tx
    .select()
    .from(quotes)
    .where(eq(quotes.inquiryId, inquiryId))
    .orderBy(desc(quotes.version))
    .limit(1);
  if (!quote) return null;
  if (inquiry.status === "confirmed" && quote.status === "paid") {
    const remaining = remainingOf(quote.totalPaise, await paymentsOnInquiry(tx, inquiryId));
    return remaining > 0 ? { quoteId: quote.id, purpose: "balance", amountPaise: remaining } : null;
  }
  if (inquiry.status !== "confirmed" && quoteState(quote, today) === "open") {
    return { quoteId: quote.id, purpose: "deposit", amountPaise: quote.depositPaise };
  }
  return null;
}

/** An operator's new link for what the booking asks next; its address is in this answer only. */
export async function createPaymentLink(
  db: Database,
  input: { inquiryId: string; adminId: string; siteUrl: string },
  now = new Date(),
): Promise<PaymentLinkView> {
  const token = randomToken();
  const row = await db.transaction(async (tx) => {
    const next = await nextPayment(tx, input.inquiryId, formatIsoDay(now));
    if (!next) throw conflict(PAYMENT_LINK_MESSAGES.nothingToPay);
    const [made] = await tx
      .insert(paymentLinks)
      .values({
        tokenHash: hashToken(token),
        inquiryId: input.inquiryId,
        quoteId: next.quoteId,
        purpose: next.purpose,
        amountPaise: next.amountPaise,
        createdById: input.adminId,
        expiresAt: new Date(now.getTime() + PAYMENT_LINK_DAYS * DAY_MS),
      })
      .returning();
    const [owner] = await tx
      .select({ language: users.language })
      .from(inquiries)
      .innerJoin(users, eq(users.id, inquiries.userId))
      .where(eq(inquiries.id, input.inquiryId));
    return { ...made!, language: owner?.language ?? "en", next };
  });
  const { language, next, ...link } = row;
  return { ...toView(link, null, now, next), url: paymentLinkUrl(input.siteUrl, token, language) };
}

function toView(link: LinkRow, orderStatus: string | null, now: Date, next: NextPayment): PaymentLinkView {
  return {
    _id: link.id,
    purpose: link.purpose,
    amountPaise: link.amountPaise,
    state: stateOf(link, orderStatus, now, next),
    expiresAt: link.expiresAt.toISOString(),
    createdAt: link.createdAt.toISOString(),
  };
}

/** An inquiry's links, the newest first, for the operators. */
export async function listPaymentLinks(
  db: DbOrTx,
  inquiryId: string,
  now = new Date(),
): Promise<PaymentLinkView[]> {
  const rows = await db
    .select({ link: paymentLinks, orderStatus: paymentOrders.status })
    .from(paymentLinks)
    .leftJoin(paymentOrders, eq(paymentOrders.id, paymentLinks.orderId))
    .where(eq(paymentLinks.inquiryId, inquiryId))
    .orderBy(desc(paymentLinks.createdAt));
  const next = rows.length > 0 ? await nextPayment(db, inquiryId, formatIsoDay(now)) : null;
  return rows.map((row) => toView(row.link, row.orderStatus, now, next));
}

/** An operator cancels a link that is not paid: it can no longer be paid from. */
export async function cancelPaymentLink(
  db: Database,
  input: { inquiryId: string; linkId: string },
  now = new Date(),
): Promise<PaymentLinkView> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ link: paymentLinks, orderStatus: paymentOrders.status })
      .from(paymentLinks)
      .leftJoin(paymentOrders, eq(paymentOrders.id, paymentLinks.orderId))
      .where(and(eq(paymentLinks.id, input.linkId), eq(paymentLinks.inquiryId, input.inquiryId)))
      .for("update", { of: paymentLinks });
    if (!row) throw notFound(PAYMENT_LINK_MESSAGES.notFound);
    if (row.orderStatus === "paid") throw conflict(PAYMENT_LINK_MESSAGES.paid);
    const [cancelled] = await tx
      .update(paymentLinks)
      .set({ cancelledAt: row.link.cancelledAt ?? now })
      .where(eq(paymentLinks.id, row.link.id))
      .returning();
    return toView(cancelled!, row.orderStatus, now, null);
  });
}

/** The link behind a token, with its order's status and the inquiry's reference; 404 for none. */
async function linkByToken(tx: DbOrTx, token: string, options: { lock?: boolean } = {}) {
  const query = tx
    .select({
      link: paymentLinks,
      orderStatus: paymentOrders.status,
      providerOrderId: paymentOrders.providerOrderId,
      orderProvider: paymentOrders.provider,
      reference: inquiries.reference,
    })
    .from(paymentLinks)
    .innerJoin(inquiries, eq(inquiries.id, paymentLinks.inquiryId))
    .leftJoin(paymentOrders, eq(paymentOrders.id, paymentLinks.orderId))
    .where(eq(paymentLinks.tokenHash, hashToken(token)));
  const [row] = options.lock ? await query.for("update", { of: paymentLinks }) : await query;
  if (!row) throw notFound(PAYMENT_LINK_MESSAGES.notFound);
  return row;
}

/** GET /pay/{token}: what the link pays, to whom, and whether it can be paid. Nothing else. */
export async function publicPaymentLink(
  db: DbOrTx,
  token: string,
  /** The account a large amount may go to; null where the link was just paid. */
  bank: BankSetup | null,
  now = new Date(),
): Promise<PublicPaymentLink> {
  const row = await linkByToken(db, token);
  const next = await nextPayment(db, row.link.inquiryId, formatIsoDay(now));
  const state = stateOf(row.link, row.orderStatus, now, next);
  return {
    reference: row.reference,
    purpose: row.link.purpose,
    amountPaise: row.link.amountPaise,
    business: SITE.name,
    state,
    expiresAt: row.link.expiresAt.toISOString(),
    // A large amount may go by bank, as on the member's dashboard; a link no longer payable asks nothing.
    bankTransfer:
      state === "payable" && bank ? bankTransferFor(bank, row.reference, row.link.amountPaise) : null,
  };
}

const REFUSED: Record<Exclude<PaymentLinkState, "payable">, string> = {
  paid: PAYMENT_LINK_MESSAGES.paid,
  expired: PAYMENT_LINK_MESSAGES.expired,
  cancelled: PAYMENT_LINK_MESSAGES.cancelled,
  stale: PAYMENT_LINK_MESSAGES.stale,
};

/**
 * The order a link is paid through (POST /pay/{token}/order): made once, under the link's lock,
 * for the link's amount and the booking's customer (the documents are theirs, whoever pays),
 * and handed out again to every later call. Refused when the link is paid, expired or
 * cancelled, or when what it pays no longer stands as it was made.
 */
export async function orderForLink(
  db: Database,
  payments: PaymentSetup,
  token: string,
  options: { sellerStateCode: string; now?: Date; beforeNew?: () => Promise<void> },
): Promise<OrderAnswer> {
  const now = options.now ?? new Date();
  const placed = await db.transaction(async (tx) => {
    // The booking's and the quote's rows first, as the member's balance and deposit orders, a
    // payment's settlement and a cancellation take them (the inquiry before anything of it, so
    // that none of them waits for another in a circle): orders on one booking are opened one at
    // a time, so two links (or a link and the dashboard) share one. Then the link's own row.
    const { link: found } = await linkByToken(tx, token);
    await tx
      .select({ id: inquiries.id })
      .from(inquiries)
      .where(eq(inquiries.id, found.inquiryId))
      .for("update");
    await tx.select({ id: quotes.id }).from(quotes).where(eq(quotes.id, found.quoteId)).for("update");
    const row = await linkByToken(tx, token, { lock: true });
    // What the link pays must still stand now, even for an order opened before (the booking
    // cancelled, paid another way, or quoted anew since).
    const next = await nextPayment(tx, row.link.inquiryId, formatIsoDay(now));
    const state = stateOf(row.link, row.orderStatus, now, next);
    if (state !== "payable") throw conflict(REFUSED[state]);
    // One open order per amount on the booking's quote, whichever way it is paid: a second link,
    // or the member's own checkout, gets the same order, which can be paid once.
    const open = await openOrderOnQuote(tx, {
      quoteId: row.link.quoteId,
      provider: payments.provider.name,
      purpose: row.link.purpose,
      amountPaise: row.link.amountPaise,
      now,
      inProgress:
        row.link.purpose === "deposit" ? QUOTE_MESSAGES.orderInProgress : QUOTE_MESSAGES.balanceInProgress,
    });
    if (open) {
      await tx.update(paymentLinks).set({ orderId: open.id }).where(eq(paymentLinks.id, row.link.id));
      return { order: open, reused: true };
    }
    await options.beforeNew?.();
    const [inquiry] = await tx
      .select({ userId: inquiries.userId, name: users.name })
      .from(inquiries)
      .innerJoin(users, eq(users.id, inquiries.userId))
      .where(eq(inquiries.id, row.link.inquiryId));
    const billed = await bookingBilling(tx, row.link.inquiryId);
    const [order] = await tx
      .insert(paymentOrders)
      .values({
        userId: inquiry!.userId,
        purpose: row.link.purpose,
        quoteId: row.link.quoteId,
        amountPaise: row.link.amountPaise,
        billingFrequency: row.link.purpose === "deposit" ? "advance" : "balance",
        provider: payments.provider.name,
        currency: "INR",
        billingName: billed?.billingName ?? inquiry!.name,
        billingStateCode: billed?.billingStateCode ?? options.sellerStateCode,
        billingGstin: billed?.billingGstin ?? null,
        billingAddress: billed?.billingAddress ?? null,
      })
      .returning();
    await tx.update(paymentLinks).set({ orderId: order!.id }).where(eq(paymentLinks.id, row.link.id));
    return { order: order!, reused: false };
  });
  const providerOrderId = placed.reused
    ? placed.order.providerOrderId!
    : await askProviderForOrder(db, payments, placed.order);
  return {
    order: { id: providerOrderId, amount: placed.order.amountPaise, currency: "INR" },
    subscription: { _id: placed.order.quoteId!, name: `Payment link`, slug: placed.order.purpose },
    keyId: payments.provider.keyId,
    checkout: payments.provider.name as OrderAnswer["checkout"],
  };
}

/** The order a link was paid through, for its checkout's callbacks: only that one. */
export async function linkOrder(db: DbOrTx, token: string, providerOrderId: string) {
  const row = await linkByToken(db, token);
  if (!row.link.orderId || row.providerOrderId !== providerOrderId)
    throw notFound(PAYMENT_LINK_MESSAGES.notFound);
  const [order] = await db.select().from(paymentOrders).where(eq(paymentOrders.id, row.link.orderId));
  return order!;
}

/**
 * The link's checkout came back with a payment (POST /pay/{token}/verification): a valid
 * signature for the link's own order, then the same "paid" transition as every payment. The
 * answer is the link as its holder sees it: paid, nothing about the customer.
 */
export async function verifyLinkPayment(
  db: Database,
  payments: PaymentSetup,
  context: PaymentContext,
  token: string,
  input: { razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string },
): Promise<{ link: PublicPaymentLink } & Queued> {
  const order = await linkOrder(db, token, input.razorpay_order_id);
  const expected = paymentSignature(input.razorpay_order_id, input.razorpay_payment_id, payments.keySecret);
  if (!signatureMatches(expected, input.razorpay_signature)) throw badRequest(PAYMENT_SIGNATURE_INVALID);
  const { emailIds, whatsappIds } = await settlePaidOrder(db, context, order.id, input.razorpay_payment_id);
  return { link: await publicPaymentLink(db, token, null), emailIds, whatsappIds };
}
