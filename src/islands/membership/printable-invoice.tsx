// One invoice as a document (issue 6): number, seller (src/config), buyer, plan, amount,
// payment reference and dates. The browser's Print saves it as a clean PDF: the site's
// header, footer and the buttons here are hidden in print.
import { SELLER } from "../../config/site.ts";
import { formatLongDate } from "../../lib/dates.ts";
import { formatRupees } from "../../lib/money.ts";
import { formatInvoiceNumber, type Invoice } from "../../schemas/invoice.ts";
import { Button } from "../../ui/button.tsx";
import { planType } from "./invoice-table.tsx";

export function PrintableInvoice({ invoice }: { invoice: Invoice }) {
  const number = formatInvoiceNumber(invoice.number);
  return (
    <div>
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3 print:hidden">
        <a href="/invoice" className="text-sm font-semibold text-accent underline-offset-4 hover:underline">
          ← All invoices
        </a>
        <Button variant="outline" size="sm" onClick={() => window.print()}>
          Print or save as PDF
        </Button>
      </div>
      <article
        aria-labelledby="invoice-title"
        className="rounded-2xl border border-border bg-background p-6 sm:p-10 print:rounded-none print:border-0 print:p-0"
      >
        <header className="flex flex-wrap items-start justify-between gap-6 border-b border-border pb-6">
          <div>
            <h1 id="invoice-title" className="text-3xl font-bold tracking-tight">
              Invoice
            </h1>
            <p className="mt-1 font-mono text-sm">{number}</p>
          </div>
          <address className="text-sm not-italic sm:text-right">
            <strong className="block text-base">{SELLER.legalName}</strong>
            {SELLER.addressLines.map((line) => (
              <span key={line} className="block">
                {line}
              </span>
            ))}
            <span className="block">{SELLER.email}</span>
            <span className="block">{SELLER.phone}</span>
          </address>
        </header>

        <div className="grid gap-6 py-6 sm:grid-cols-2">
          <section aria-labelledby="billed-to">
            <h2 id="billed-to" className="text-xs font-semibold tracking-wide text-muted uppercase">
              Billed to
            </h2>
            <p className="mt-2 font-semibold">{invoice.userId.name}</p>
            <p className="text-sm">{invoice.userId.email}</p>
          </section>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm sm:justify-self-end">
            <dt className="text-muted">Invoice date</dt>
            <dd>{formatLongDate(invoice.purchaseDate)}</dd>
            <dt className="text-muted">Payment reference</dt>
            <dd className="font-mono break-all">{invoice.paymentId}</dd>
            <dt className="text-muted">Status</dt>
            <dd>Paid</dd>
          </dl>
        </div>

        <table className="w-full text-left text-sm">
          <thead className="border-y border-border">
            <tr>
              <th scope="col" className="py-3 font-semibold">
                Description
              </th>
              <th scope="col" className="py-3 font-semibold">
                Period
              </th>
              <th scope="col" className="py-3 text-right font-semibold">
                Amount
              </th>
            </tr>
          </thead>
          <tbody>
            <tr className="border-b border-border">
              <td className="py-3">
                {invoice.subscriptionId.name} membership ({planType(invoice.billingFrequency)})
              </td>
              <td className="py-3">
                {formatLongDate(invoice.purchaseDate)} to {formatLongDate(invoice.nextBillingDate)}
              </td>
              <td className="py-3 text-right">{formatRupees(invoice.amountPaise)}</td>
            </tr>
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={2} className="py-3 text-right font-semibold">
                Total paid ({invoice.currency})
              </th>
              <td className="py-3 text-right text-lg font-bold">{formatRupees(invoice.amountPaise)}</td>
            </tr>
          </tfoot>
        </table>

        <p className="mt-8 text-sm text-muted">
          Next billing date: {formatLongDate(invoice.nextBillingDate)}. Questions about this invoice:{" "}
          {SELLER.email}.
        </p>
      </article>
    </div>
  );
}
