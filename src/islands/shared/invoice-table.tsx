// The invoice table (docs/product.md A2, /invoice): captioned 'A list of your recent invoices.',
// columns Email, Plan Name, Plan Type, Purchased At, Plan Expire, dates as 'Month day, year',
// newest first, in English; in Hindi its words (src/i18n/hi/lists.ts) and Hindi dates.
// /invoice and the member dashboard's invoices view both show it.
import { useId } from "react";
import type { InvoiceTableWords } from "../../i18n/en/lists.ts";
import type { Lang } from "../../i18n/lang.ts";
import { fill } from "../../i18n/words.ts";
import { cn } from "../../lib/cn.ts";
import { formatLongDate } from "../../lib/dates.ts";
import { formatRupeesExact } from "../../lib/money.ts";
import type { Invoice } from "../../schemas/invoice.ts";
import { ScrollRegion } from "../../ui/scroll-region.tsx";
import { hrefIn } from "./href-in.ts";

/** "yearly" as a column reads it: "Yearly" (or the words' name for it). */
export function planType(billingFrequency: string, names: Readonly<Record<string, string>> = {}): string {
  return names[billingFrequency] ?? billingFrequency.charAt(0).toUpperCase() + billingFrequency.slice(1);
}

export function newestFirst(invoices: readonly Invoice[]): Invoice[] {
  return [...invoices].sort(
    (a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt) || b.number - a.number,
  );
}

/**
 * A cell: a column of the table from `sm` up; below it, each row is a card and each cell a
 * line of it, labelled by its heading (data-label; the pseudo-element's text is hidden from
 * assistive technology, which reads the real column headers).
 */
const CELL =
  "px-4 py-3 max-sm:grid max-sm:grid-cols-[7.5rem_minmax(0,1fr)] max-sm:gap-3 max-sm:px-0 max-sm:py-1 max-sm:[overflow-wrap:anywhere] max-sm:whitespace-normal max-sm:before:font-semibold max-sm:before:text-muted max-sm:before:content-[attr(data-label)_/_'']";

export function InvoiceTable({
  invoices,
  highlightId,
  className,
  words,
  lang,
}: {
  invoices: readonly Invoice[];
  /** The invoice a payment has just made, marked as new. */
  highlightId?: string;
  className?: string;
  words: InvoiceTableWords;
  lang: Lang;
}) {
  const columns = words.columns;
  const captionId = useId();
  return (
    // relative: the scroll box is the containing block of the last heading's sr-only label
    // (absolutely placed), which otherwise escapes it and widens the page on a phone: the
    // page then zooms out, and the fixed toast region shifts as it does.
    // On a phone the rows become labelled cards: every column stays in view, no sideways scroll.
    <ScrollRegion labelledBy={captionId} className={cn("rounded-2xl border border-border", className)}>
      <table className="w-full text-left text-sm max-sm:block sm:min-w-[44rem]">
        <caption
          id={captionId}
          className="caption-bottom px-4 py-3 text-sm text-muted max-sm:block max-sm:border-b max-sm:border-border max-sm:text-left"
        >
          {words.caption}
        </caption>
        <thead className="border-b border-border bg-surface max-sm:sr-only">
          <tr>
            {/* In the words' order: Email, Plan Name, Plan Type, Purchased At, Plan Expire. */}
            {Object.values(columns).map((heading) => (
              <th key={heading} scope="col" className="px-4 py-3 font-semibold">
                {heading}
              </th>
            ))}
            <th scope="col" className="px-4 py-3 font-semibold">
              <span className="sr-only">{words.invoice}</span>
            </th>
          </tr>
        </thead>
        <tbody className="max-sm:block">
          {newestFirst(invoices).map((invoice) => (
            <tr
              key={invoice._id}
              className={cn(
                "border-b border-border last:border-b-0 max-sm:block max-sm:px-4 max-sm:py-3",
                invoice._id === highlightId && "bg-accent/10",
              )}
            >
              <td data-label={columns.email} className={CELL}>
                {/* On a phone an address too long for its line breaks after its @, not inside ".com". */}
                {invoice.userId.email.replace(/@.*/, "@")}
                <wbr />
                {invoice.userId.email.replace(/^[^@]*@/, "")}
              </td>
              <td data-label={columns.planName} className={CELL}>
                <span>
                  {invoice.subscriptionId.name}
                  {invoice._id === highlightId ? (
                    <span className="ml-2 inline-block rounded-full bg-accent px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-accent-foreground">
                      {words.new}
                    </span>
                  ) : null}
                  {invoice.status === "refunded" || invoice.refundedPaise > 0 ? (
                    <span className="ml-2 inline-block rounded-full border border-border px-2 py-0.5 text-xs font-semibold whitespace-nowrap">
                      {invoice.status === "refunded"
                        ? words.refunded
                        : fill(words.partRefunded, { amount: formatRupeesExact(invoice.refundedPaise) })}
                    </span>
                  ) : null}
                </span>
              </td>
              <td data-label={columns.planType} className={CELL}>
                {planType(invoice.billingFrequency, words.planTypes)}
              </td>
              <td data-label={columns.purchasedAt} className={cn(CELL, "whitespace-nowrap")}>
                {formatLongDate(invoice.createdAt, lang)}
              </td>
              <td data-label={columns.planExpire} className={cn(CELL, "whitespace-nowrap")}>
                {/* An advance on a booking (D21) pays for no period. */}
                {invoice.subscriptionId._id ? formatLongDate(invoice.nextBillingDate, lang) : "—"}
              </td>
              <td data-label="" className={cn(CELL, "text-right max-sm:text-left")}>
                {/* Which document the payment has and what was paid, above the link to it. */}
                <span className="flex flex-col items-end gap-0.5 max-sm:items-start">
                  <span className="text-xs text-muted">
                    {fill(words.document, {
                      title: words.titles[invoice.documentKind],
                      serial: invoice.serial,
                      amount: formatRupeesExact(invoice.amountPaise),
                    })}
                  </span>
                  <a
                    href={hrefIn(lang, `/invoice?id=${invoice._id}`)}
                    className="font-semibold whitespace-nowrap text-accent underline-offset-4 hover:underline"
                    aria-label={fill(words.viewInvoice, { serial: invoice.serial })}
                  >
                    {words.view}
                  </a>
                  {/* An advance a booking's tax invoice (issued apart from a payment) deducted: that invoice. */}
                  {invoice.deductedOn ? (
                    <a
                      href={hrefIn(lang, `/invoice?booking=${invoice.deductedOn.inquiryId}`)}
                      className="text-xs text-accent underline-offset-4 hover:underline"
                    >
                      {fill(words.deductedOn, { serial: invoice.deductedOn.serial })}
                    </a>
                  ) : null}
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
