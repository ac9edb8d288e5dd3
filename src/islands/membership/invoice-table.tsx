// The invoice table (spec section 2, /invoice): captioned 'A list of your recent invoices.',
// columns Email, Plan Name, Plan Type, Purchased At, Plan Expire, dates as 'Month day, year',
// newest first. /invoice and the member dashboard's invoices view both show it.
import { cn } from "../../lib/cn.ts";
import { formatLongDate } from "../../lib/dates.ts";
import { formatInvoiceNumber, type Invoice } from "../../schemas/invoice.ts";

export const INVOICE_CAPTION = "A list of your recent invoices.";

/** "yearly" as a column reads it: "Yearly". */
export function planType(billingFrequency: string): string {
  return billingFrequency.charAt(0).toUpperCase() + billingFrequency.slice(1);
}

export function newestFirst(invoices: readonly Invoice[]): Invoice[] {
  return [...invoices].sort(
    (a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt) || b.number - a.number,
  );
}

export function InvoiceTable({
  invoices,
  highlightId,
  className,
}: {
  invoices: readonly Invoice[];
  /** The invoice a payment has just made, marked as new. */
  highlightId?: string;
  className?: string;
}) {
  return (
    // relative: the scroll box is the containing block of the last heading's sr-only label
    // (absolutely placed), which otherwise escapes it and widens the page on a phone: the
    // page then zooms out, and the fixed toast region shifts as it does.
    <div className={cn("relative overflow-x-auto rounded-2xl border border-border", className)}>
      <table className="w-full min-w-[44rem] text-left text-sm">
        <caption className="caption-bottom px-4 py-3 text-sm text-muted">{INVOICE_CAPTION}</caption>
        <thead className="border-b border-border bg-surface">
          <tr>
            {["Email", "Plan Name", "Plan Type", "Purchased At", "Plan Expire"].map((heading) => (
              <th key={heading} scope="col" className="px-4 py-3 font-semibold">
                {heading}
              </th>
            ))}
            <th scope="col" className="px-4 py-3 font-semibold">
              <span className="sr-only">Invoice</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {newestFirst(invoices).map((invoice) => (
            <tr
              key={invoice._id}
              className={cn(
                "border-b border-border last:border-b-0",
                invoice._id === highlightId && "bg-accent/10",
              )}
            >
              <td className="px-4 py-3">{invoice.userId.email}</td>
              <td className="px-4 py-3">
                {invoice.subscriptionId.name}
                {invoice._id === highlightId ? (
                  <span className="ml-2 rounded-full bg-accent px-2 py-0.5 text-xs font-semibold text-accent-foreground">
                    New
                  </span>
                ) : null}
              </td>
              <td className="px-4 py-3">{planType(invoice.billingFrequency)}</td>
              <td className="px-4 py-3 whitespace-nowrap">{formatLongDate(invoice.createdAt)}</td>
              <td className="px-4 py-3 whitespace-nowrap">{formatLongDate(invoice.nextBillingDate)}</td>
              <td className="px-4 py-3 text-right whitespace-nowrap">
                <a
                  href={`/invoice?id=${invoice._id}`}
                  className="font-semibold text-accent underline-offset-4 hover:underline"
                  aria-label={`View invoice ${formatInvoiceNumber(invoice.number)}`}
                >
                  View
                </a>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
