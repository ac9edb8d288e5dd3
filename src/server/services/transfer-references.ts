// A bank transfer's reference (its UTR) names one transfer, in or out: a transfer received on a
// booking (the bank order's id) or a refund the operators made by transfer (the refund's
// reference). The same reference cannot prove two of them, however it is spaced or cased: kept
// as typed, compared as the bank writes it.
import { and, eq, notInArray, sql, type AnyColumn, type SQL } from "drizzle-orm";
import { paymentOrders, refunds } from "../db/schema.ts";
import type { DbOrTx } from "../db/types.ts";

/** A reference as the bank writes it: upper case, without spaces, slashes or dashes. */
const bare = (value: AnyColumn | string): SQL => sql`upper(regexp_replace(${value}, '[ /-]', '', 'g'))`;

/**
 * Where `reference` is already recorded: as a refund's transfer (other than the refunds of
 * `sharedWith`, invoices one transfer back refunded together), or as a transfer received.
 */
export async function referenceRecorded(
  db: DbOrTx,
  reference: string,
  sharedWith: readonly string[] = [],
): Promise<"refund" | "received" | null> {
  const [refund] = await db
    .select({ id: refunds.id })
    .from(refunds)
    .where(
      and(
        sql`${bare(refunds.providerRefundId)} = ${bare(reference)}`,
        sharedWith.length > 0 ? notInArray(refunds.invoiceId, [...sharedWith]) : undefined,
      ),
    )
    .limit(1);
  if (refund) return "refund";
  const [received] = await db
    .select({ id: paymentOrders.id })
    .from(paymentOrders)
    .where(
      and(
        eq(paymentOrders.provider, "bank"),
        sql`${bare(paymentOrders.providerOrderId)} = ${bare(reference)}`,
      ),
    )
    .limit(1);
  return received ? "received" : null;
}
