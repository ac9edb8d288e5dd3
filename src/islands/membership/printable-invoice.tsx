// /invoice?id=…: one invoice as the GST tax invoice it is (docs/product.md D19), and its credit
// note once it is refunded (D20), drawn from GET /invoice/document/{id}: the data the PDF is made
// from. The PDF downloads from the server; the browser's Print gives the light sheet in every theme
// (the site's header, footer and these buttons are hidden in print).
import { useEffect, useState } from "react";
import { failureMessage } from "../../client/api.ts";
import { apiDownload, saveFile } from "../../client/download.ts";
import { documentFileName, type InvoiceDocuments } from "../../schemas/invoice.ts";
import type { TaxDocument } from "../../schemas/tax-document.ts";
import { toast } from "../../stores/toast.ts";
import { Button } from "../../ui/button.tsx";
import { Spinner } from "../../ui/spinner.tsx";
import { errorToast } from "../shared/form-errors.ts";
import { fetchInvoiceDocuments } from "./payment-calls.ts";
import { TaxDocumentSheet } from "./tax-document-sheet.tsx";

type Load =
  | { state: "loading" }
  | { state: "failed"; message: string }
  | { state: "ready"; documents: InvoiceDocuments };

const DOWNLOAD_FAILED = "The PDF could not be downloaded. Please try again.";

export function PrintableInvoice({ invoiceId }: { invoiceId: string }) {
  const [load, setLoad] = useState<Load>({ state: "loading" });
  const [attempt, setAttempt] = useState(0);
  const [downloading, setDownloading] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    setLoad({ state: "loading" });
    fetchInvoiceDocuments(invoiceId).then(
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
  }, [invoiceId, attempt]);

  const download = async (path: string, document: TaxDocument) => {
    setDownloading(path);
    try {
      const { blob, filename } = await apiDownload(path);
      saveFile(blob, filename ?? documentFileName(document));
    } catch (error) {
      toast(errorToast(error, DOWNLOAD_FAILED));
    } finally {
      setDownloading(null);
    }
  };

  if (load.state === "loading") {
    return (
      <div className="flex justify-center py-16">
        <Spinner className="size-8" label="Loading the invoice" />
      </div>
    );
  }
  if (load.state === "failed") {
    return (
      <div role="alert" className="rounded-2xl border border-border p-6">
        <p className="text-danger">This invoice could not be loaded: {load.message}</p>
        <div className="mt-4 flex flex-wrap gap-3">
          <Button variant="outline" onClick={() => setAttempt((n) => n + 1)}>
            Try again
          </Button>
          <a
            href="/invoice"
            className="inline-flex h-11 items-center font-semibold text-accent hover:underline"
          >
            All invoices
          </a>
        </div>
      </div>
    );
  }

  const { invoice, document, creditNote } = load.documents;
  const invoicePdf = `/invoice/document/${invoice._id}/pdf`;
  const creditNotePdf = `/invoice/credit-note/${invoice._id}/pdf`;
  return (
    <div className="grid gap-8">
      <div className="flex flex-wrap items-center justify-between gap-3 print:hidden">
        <a href="/invoice" className="text-sm font-semibold text-accent underline-offset-4 hover:underline">
          ← All invoices
        </a>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" size="sm" onClick={() => window.print()}>
            Print
          </Button>
          <Button
            size="sm"
            loading={downloading === invoicePdf}
            disabled={downloading !== null}
            onClick={() => void download(invoicePdf, document)}
          >
            Download PDF
          </Button>
          {creditNote ? (
            <Button
              variant="outline"
              size="sm"
              loading={downloading === creditNotePdf}
              disabled={downloading !== null}
              onClick={() => void download(creditNotePdf, creditNote)}
            >
              Download credit note PDF
            </Button>
          ) : null}
        </div>
      </div>
      <h1 className="text-3xl font-bold tracking-tight print:hidden">
        Invoice <span className="whitespace-nowrap">{document.number}</span>
      </h1>
      {invoice.status === "refunded" ? (
        <p role="note" className="rounded-2xl border border-border bg-surface p-4 text-sm print:hidden">
          This invoice was refunded in full; credit note {creditNote?.number} below reverses it.
        </p>
      ) : null}
      <TaxDocumentSheet document={document} />
      {creditNote ? <TaxDocumentSheet document={creditNote} /> : null}
    </div>
  );
}
