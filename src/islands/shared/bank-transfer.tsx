// Where a large deposit or balance can be sent by bank transfer (docs/product.md D22): the
// account, the reference to quote and the amount, as the server gives them (BANK_* variables,
// shown from BANK_TRANSFER_FROM_RUPEES). On a member's quote card and on a payment link's page.
import { useId } from "react";
import type bankWords from "../../i18n/en/bank-transfer.ts";
import { fill, type Words } from "../../i18n/words.ts";
import { formatRupeesExact } from "../../lib/money.ts";
import type { BankTransferDetails } from "../../schemas/quote.ts";

export type BankTransferWords = Words<typeof bankWords>;

export function BankTransfer({
  details,
  words,
  note = words.note,
  Heading = "h4",
}: {
  details: BankTransferDetails;
  words: BankTransferWords;
  /** The sentence under the details: who gets the receipt. */
  note?: string;
  /** Its heading's level in the page's outline. */
  Heading?: "h3" | "h4";
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="grid gap-1 rounded-lg border border-border p-3 text-sm">
      <Heading id={headingId} className="font-semibold">
        {fill(words.heading, { amount: formatRupeesExact(details.amountPaise) })}
      </Heading>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        <dt className="text-muted">{words.accountName}</dt>
        <dd>{details.accountName}</dd>
        <dt className="text-muted">{words.accountNumber}</dt>
        <dd className="tabular-nums">{details.accountNumber}</dd>
        <dt className="text-muted">{words.ifsc}</dt>
        <dd>{details.ifsc}</dd>
        <dt className="text-muted">{words.bank}</dt>
        <dd>{details.bankName}</dd>
        <dt className="text-muted">{words.reference}</dt>
        <dd className="font-semibold">{details.reference}</dd>
      </dl>
      <p className="text-muted">{note}</p>
    </section>
  );
}
