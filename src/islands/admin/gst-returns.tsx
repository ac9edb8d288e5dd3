// The accountant's month in the admin panel (decision 0042): choose a month or a quarter, read
// its summary (taxable value and each tax by rate, advances, GSTR-3B 3.1(a) and 3.2, each series
// and what to check before filing), and download GSTR-1's JSON, its sections as CSV in a zip, and
// the sales register; below the summary, the period's documents, each opening its page. Loaded
// after the panel, below its lists.
import { useEffect, useId, useState } from "react";
import { apiRequest, failureMessage } from "../../client/api.ts";
import { apiDownload, saveFile } from "../../client/download.ts";
import { gstPeriodChoices } from "../../lib/gst-period.ts";
import { formatRupeesExact } from "../../lib/money.ts";
import { toast } from "../../stores/toast.ts";
import { Button } from "../../ui/button.tsx";
import { ScrollRegion } from "../../ui/scroll-region.tsx";
import { formatShortDate } from "../../lib/dates.ts";
import type { ListedDocument } from "../../schemas/tax-document.ts";
import { documentTitle } from "./document-found.tsx";

interface Heads {
  taxablePaise: number;
  igstPaise: number;
  cgstPaise: number;
  sgstPaise: number;
}
interface GstSummary {
  summary: {
    period: { key: string; label: string };
    supplies: (Heads & { ratePercent: number })[];
    advances: (Heads & { ratePercent: number })[];
    gstr3b31a: Heads;
    gstr3b32: { pos: string; state: string; taxablePaise: number; igstPaise: number }[];
    series: { series: string; nature: string; first: string; last: string; issued: number }[];
    problems: string[];
    notTaxDocuments: number;
  };
  documents: number;
}

/** GET /admin/gst/documents: the period's documents, as the sales register lists them. */
interface GstDocuments {
  documents: ListedDocument[];
}

type Load =
  | { state: "loading" }
  | { state: "failed"; message: string }
  | { state: "ready"; data: GstSummary; documents: ListedDocument[] };

const DOWNLOADS = [
  { path: "gstr1.json", label: "GSTR-1 (JSON for the offline tool)" },
  { path: "gstr1-csv.zip", label: "GSTR-1 sections (CSV, zip)" },
  { path: "register.csv", label: "Sales register (CSV)" },
] as const;

function HeadsRow({ label, heads }: { label: string; heads: Heads }) {
  return (
    <tr className="border-t border-border">
      <th scope="row" className="py-2 pr-4 text-left font-medium">
        {label}
      </th>
      {[heads.taxablePaise, heads.igstPaise, heads.cgstPaise, heads.sgstPaise].map((paise, index) => (
        <td key={index} className="py-2 pl-4 text-right tabular-nums">
          {formatRupeesExact(paise)}
        </td>
      ))}
    </tr>
  );
}

export function GstReturns({ className, now = new Date() }: { className?: string; now?: Date }) {
  const headingId = useId();
  const selectId = useId();
  const [choices] = useState(() => gstPeriodChoices(now));
  const [period, setPeriod] = useState(choices[0]!.key);
  const [load, setLoad] = useState<Load>({ state: "loading" });
  const [downloading, setDownloading] = useState<string | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    setLoad({ state: "loading" });
    const ask = <T,>(path: string) =>
      apiRequest<T>(`/admin/gst/${path}?period=${encodeURIComponent(period)}`, { signal: controller.signal });
    Promise.all([ask<GstSummary>("summary"), ask<GstDocuments>("documents")]).then(
      ([data, { documents }]) => setLoad({ state: "ready", data, documents }),
      (error: unknown) => {
        if (!controller.signal.aborted) setLoad({ state: "failed", message: failureMessage(error) });
      },
    );
    return () => controller.abort();
  }, [period]);

  const download = async (path: string) => {
    setDownloading(path);
    try {
      const { blob, filename } = await apiDownload(`/admin/gst/${path}?period=${encodeURIComponent(period)}`);
      saveFile(blob, filename ?? path);
    } catch (error) {
      toast({
        title: "Error",
        description: failureMessage(error),
        variant: "destructive",
        dismissible: true,
      });
    } finally {
      setDownloading(null);
    }
  };

  return (
    <section aria-labelledby={headingId} className={className}>
      <h2 id={headingId} className="text-xl font-semibold">
        GST returns
      </h2>
      <p className="mt-1 max-w-prose text-sm text-muted">
        GSTR-1 and the sales register, from every tax document issued in the period.
      </p>
      <div className="mt-4 flex flex-wrap items-end gap-4">
        <div className="flex flex-col gap-1">
          <label htmlFor={selectId} className="text-sm font-medium">
            Period
          </label>
          <select
            id={selectId}
            value={period}
            onChange={(event) => setPeriod(event.target.value)}
            className="h-10 rounded-md border border-border bg-surface px-3 text-sm"
          >
            {choices.map((choice) => (
              <option key={choice.key} value={choice.key}>
                {choice.label}
              </option>
            ))}
          </select>
        </div>
        {DOWNLOADS.map((item) => (
          <Button
            key={item.path}
            variant="outline"
            disabled={downloading !== null}
            onClick={() => void download(item.path)}
          >
            {downloading === item.path ? "Preparing…" : item.label}
          </Button>
        ))}
      </div>

      {load.state === "loading" ? (
        <p className="mt-4 text-sm text-muted">Loading…</p>
      ) : load.state === "failed" ? (
        <p className="mt-4 text-sm text-danger">The GST summary could not be loaded: {load.message}</p>
      ) : (
        <>
          <GstSummaryView data={load.data} />
          <DocumentsIssued label={load.data.summary.period.label} documents={load.documents} />
        </>
      )}
    </section>
  );
}

function GstSummaryView({ data }: { data: GstSummary }) {
  const { summary } = data;
  const captionId = useId();
  if (data.documents === 0) {
    return <p className="mt-4 text-sm text-muted">No documents were issued in {summary.period.label}.</p>;
  }
  return (
    <div className="mt-4 space-y-4">
      <p className="text-sm">
        {summary.period.label}: {data.documents} {data.documents === 1 ? "document" : "documents"}
        {summary.notTaxDocuments > 0
          ? summary.notTaxDocuments === 1
            ? " (1 of them a payment receipt, which is not a tax document)"
            : ` (${summary.notTaxDocuments} of them payment receipts, which are not tax documents)`
          : ""}
        .
      </p>
      {summary.problems.length > 0 ? (
        <div role="note" className="rounded-md border border-warning p-3 text-sm">
          <p className="font-medium">Check before filing</p>
          <ul className="mt-1 list-disc pl-5">
            {summary.problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {/* At a phone's width the table's tax columns are off to the right: said, as they scroll. */}
      <p className="text-xs text-muted sm:hidden">The table scrolls sideways: the taxes are to the right.</p>
      <ScrollRegion labelledBy={captionId}>
        <table className="w-full min-w-[36rem] text-sm">
          <caption id={captionId} className="sr-only">
            Taxable value and tax by rate, {summary.period.label}
          </caption>
          <thead>
            <tr className="text-muted">
              <th scope="col" className="py-2 pr-4 text-left font-medium">
                By rate
              </th>
              {["Taxable value", "IGST", "CGST", "SGST"].map((head) => (
                <th key={head} scope="col" className="py-2 pl-4 text-right font-medium">
                  {head}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {summary.supplies.map((row) => (
              <HeadsRow key={`s${row.ratePercent}`} label={`Supplies at ${row.ratePercent}%`} heads={row} />
            ))}
            {summary.advances.map((row) => (
              <HeadsRow key={`a${row.ratePercent}`} label={`Advances at ${row.ratePercent}%`} heads={row} />
            ))}
            <HeadsRow label="GSTR-3B 3.1(a)" heads={summary.gstr3b31a} />
          </tbody>
        </table>
      </ScrollRegion>
      {summary.gstr3b32.length > 0 ? (
        <div>
          <p id={`${captionId}-32`} className="text-sm font-medium">
            GSTR-3B 3.2: inter-state supplies to unregistered persons
          </p>
          <ScrollRegion labelledBy={`${captionId}-32`}>
            <table aria-labelledby={`${captionId}-32`} className="w-full min-w-[20rem] text-sm">
              <thead>
                <tr className="text-muted">
                  {["Place of supply", "Taxable value", "IGST"].map((head, index) => (
                    <th
                      key={head}
                      scope="col"
                      className={
                        index === 0 ? "py-2 pr-4 text-left font-medium" : "py-2 pl-4 text-right font-medium"
                      }
                    >
                      {head}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {summary.gstr3b32.map((row) => (
                  <tr key={row.pos} className="border-t border-border">
                    <th scope="row" className="py-2 pr-4 text-left font-medium">
                      {row.pos}-{row.state}
                    </th>
                    {[row.taxablePaise, row.igstPaise].map((paise, index) => (
                      <td key={index} className="py-2 pl-4 text-right tabular-nums">
                        {formatRupeesExact(paise)}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollRegion>
        </div>
      ) : null}
      <ul className="text-sm text-muted">
        {summary.series.map((series) => (
          <li key={series.series}>
            {series.nature}: {series.first} to {series.last} ({series.issued})
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The period's documents, one row each as in the sales register, each opening its page. */
function DocumentsIssued({ label, documents }: { label: string; documents: ListedDocument[] }) {
  const captionId = useId();
  if (documents.length === 0) return null;
  return (
    <div className="mt-6">
      <h3 id={captionId} className="text-base font-semibold">
        Documents issued in {label}
      </h3>
      <ScrollRegion labelledBy={captionId}>
        <table aria-labelledby={captionId} className="mt-2 w-full min-w-[40rem] text-sm">
          <thead>
            <tr className="text-muted">
              {["Date", "Number", "Document", "Buyer"].map((head) => (
                <th key={head} scope="col" className="py-2 pr-4 text-left font-medium">
                  {head}
                </th>
              ))}
              <th scope="col" className="py-2 pl-4 text-right font-medium">
                Total
              </th>
            </tr>
          </thead>
          <tbody>
            {documents.map((row) => (
              <tr key={row.number} className="border-t border-border">
                <td className="py-2 pr-4 whitespace-nowrap">
                  {formatShortDate(`${row.date}T12:00:00+05:30`)}
                </td>
                <th scope="row" className="py-2 pr-4 text-left font-mono font-normal whitespace-nowrap">
                  <a href={row.page} className="font-semibold text-accent underline-offset-4 hover:underline">
                    {row.number}
                  </a>
                </th>
                <td className="py-2 pr-4">
                  {documentTitle(row.kind)}
                  {row.reference ? (
                    <span className="text-muted">
                      {" "}
                      against <span className="font-mono">{row.reference}</span>
                    </span>
                  ) : null}
                </td>
                <td className="py-2 pr-4">{row.buyer}</td>
                <td className="py-2 pl-4 text-right whitespace-nowrap tabular-nums">
                  {formatRupeesExact(row.totalPaise)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
    </div>
  );
}
