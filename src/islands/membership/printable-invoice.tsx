// /invoice?id=…: one payment's document as issued (docs/product.md D19: a tax invoice, a receipt
// voucher, a payment receipt), and its credit note once it is refunded (D20), drawn from GET
// /invoice/document/{id}: the data the PDF is made from. /invoice?booking=…: a booking's tax
// invoice for its full value (D24; decision 0033), from GET /inquiry/{id}/tax-invoice. The PDF
// downloads from the server; the browser's Print gives the light sheet in every theme (the site's
// header, footer and these buttons are hidden in print).
import { useEffect, useState } from "react";
import { failureMessage } from "../../client/api.ts";
import { apiDownload, saveFile } from "../../client/download.ts";
import type { InvoicesWords } from "../../i18n/en/invoices.ts";
import type { Lang } from "../../i18n/lang.ts";
import { fill } from "../../i18n/words.ts";
import { formatRupeesExact } from "../../lib/money.ts";
import { documentFileName, type InvoiceDocuments } from "../../schemas/invoice.ts";
import type { TaxDocument } from "../../schemas/tax-document.ts";
import { toast } from "../../stores/toast.ts";
import { Button } from "../../ui/button.tsx";
import { Spinner } from "../../ui/spinner.tsx";
import { errorToast } from "../shared/form-errors.ts";
import { hrefIn } from "../shared/href-in.ts";
import { fetchBookingTaxInvoice, fetchInvoiceDocuments } from "./payment-calls.ts";
import { TaxDocumentSheet } from "./tax-document-sheet.tsx";

type Load =
  | { state: "loading" }
  | { state: "failed"; message: string }
  | { state: "ready"; documents: InvoiceDocuments | BookingInvoiceDocuments };

/** A booking's tax invoice (GET /inquiry/{id}/tax-invoice): no payment of its own; the credit notes against it. */
interface BookingInvoiceDocuments {
  bookingId: string;
  document: TaxDocument;
  creditNotes: TaxDocument[];
}

const load = (
  invoiceId: string | undefined,
  bookingId: string | undefined,
): Promise<InvoiceDocuments | BookingInvoiceDocuments> =>
  invoiceId
    ? fetchInvoiceDocuments(invoiceId)
    : fetchBookingTaxInvoice(bookingId!).then(({ document, creditNotes }) => ({
        bookingId: bookingId!,
        document,
        creditNotes,
      }));

/** A payment's document (`invoiceId`), or a booking's tax invoice (`bookingId`: the inquiry's id). */
export function PrintableInvoice({
  invoiceId,
  bookingId,
  words,
  lang,
}: {
  invoiceId?: string;
  bookingId?: string;
  /** The page's words: this part's and the documents'. */
  words: Pick<InvoicesWords, "printable" | "document">;
  lang: Lang;
}) {
  const text = words.printable;
  const [state, setLoad] = useState<Load>({ state: "loading" });
  const [attempt, setAttempt] = useState(0);
  const [downloading, setDownloading] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    setLoad({ state: "loading" });
    load(invoiceId, bookingId).then(
      (documents) => {
        if (live) setLoad({ state: "ready", documents });
      },
      (error: unknown) => {
        if (live) setLoad({ state: "failed", message: failureMessage(error) });
      },
    );
    return () => {
      live = false;
    };
  }, [invoiceId, bookingId, attempt]);

  const download = async (path: string, document: TaxDocument) => {
    setDownloading(path);
    try {
      const { blob, filename } = await apiDownload(path);
      saveFile(blob, filename ?? documentFileName(document));
    } catch (error) {
      toast({ ...errorToast(error, text.downloadFailed), title: text.error });
    } finally {
      setDownloading(null);
    }
  };

  if (state.state === "loading") {
    return (
      <div className="flex justify-center py-16">
        <Spinner size="size-8" label={text.loading} />
      </div>
    );
  }
  if (state.state === "failed") {
    return (
      <div role="alert" className="rounded-2xl border border-border p-6">
        <p className="text-danger">{fill(text.failed, { message: state.message })}</p>
        <div className="mt-4 flex flex-wrap gap-3">
          <Button variant="outline" onClick={() => setAttempt((n) => n + 1)}>
            {text.retry}
          </Button>
          <a
            href={hrefIn(lang, "/invoice")}
            className="inline-flex h-11 items-center font-semibold text-accent hover:underline"
          >
            {text.allInvoices}
          </a>
        </div>
      </div>
    );
  }

  const documents = state.documents;
  const { document } = documents;
  const invoice = "invoice" in documents ? documents.invoice : null;
  // A payment's own refunds (one document per refund); a booking's tax invoice lists those against it.
  const reversals = invoice && "creditNotes" in documents ? documents.creditNotes : [];
  const invoicePdf = invoice
    ? `/invoice/document/${invoice._id}/pdf`
    : `/inquiry/${encodeURIComponent((documents as BookingInvoiceDocuments).bookingId)}/tax-invoice/pdf`;
  const reversalPdf = (note: TaxDocument) =>
    `/invoice/credit-note/${invoice!._id}/pdf?number=${encodeURIComponent(note.number)}`;
  const reversalName = (note: TaxDocument) =>
    text.reversingNames[note.kind === "refund-voucher" ? "refund-voucher" : "credit-note"] +
    (reversals.length > 1 ? ` ${note.number}` : "");
  const refundedPaise = reversals.reduce((sum, note) => sum + note.totals.totalPaise, 0);
  const lastReversal = reversals.at(-1);
  return (
    <div className="grid gap-8">
      <div className="flex flex-wrap items-center justify-between gap-3 print:hidden">
        <a
          href={hrefIn(lang, "/invoice")}
          className="text-sm font-semibold text-accent underline-offset-4 hover:underline"
        >
          {text.back}
        </a>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" size="sm" onClick={() => window.print()}>
            {text.print}
          </Button>
          <Button
            size="sm"
            loading={downloading === invoicePdf}
            disabled={downloading !== null}
            onClick={() => void download(invoicePdf, document)}
          >
            {text.downloadPdf}
          </Button>
          {reversals.map((note) => (
            <Button
              key={note.number}
              variant="outline"
              size="sm"
              loading={downloading === reversalPdf(note)}
              disabled={downloading !== null}
              onClick={() => void download(reversalPdf(note), note)}
            >
              {fill(text.downloadCreditNote, { document: reversalName(note) })}
            </Button>
          ))}
        </div>
      </div>
      <h1 className="text-3xl font-bold tracking-tight print:hidden">
        {text.headings[document.kind]} <span className="whitespace-nowrap">{document.number}</span>
      </h1>
      {invoice && lastReversal ? (
        <p role="note" className="rounded-2xl border border-border bg-surface p-4 text-sm print:hidden">
          {fill(
            // "Refunded in full" only when the notes reverse the whole document.
            invoice.status === "refunded" && refundedPaise === document.totals.totalPaise
              ? reversals.length > 1
                ? text.refundedInParts
                : text.refunded
              : reversals.length > 1
                ? text.partRefundedInParts
                : text.partRefunded,
            {
              document: `${text.headings[lastReversal.kind]} ${lastReversal.number}`,
              amount: formatRupeesExact(refundedPaise),
              count: String(reversals.length),
            },
          )}
        </p>
      ) : null}
      <TaxDocumentSheet document={document} words={words.document} lang={lang} />
      {"creditNotes" in documents
        ? documents.creditNotes.map((note) => (
            <TaxDocumentSheet key={note.number} document={note} words={words.document} lang={lang} />
          ))
        : null}
    </div>
  );
}
