// One GST tax document on the page (docs/product.md D19): the tax invoice or its credit note, drawn from the
// same TaxDocument as the PDF (server/documents/pdf.ts) with the same words
// (lib/tax-document-facts.ts), in the page's language (the PDF in its reader's). What the
// server wrote into the document (its lines and notes from ISSUED_PHRASES, the amount in words)
// is said in that language too; what an operator typed is shown as issued.
// Printing it gives the light sheet in every theme (global.css).
import { useId } from "react";
import type { Lang } from "../../i18n/lang.ts";
import { fill } from "../../i18n/words.ts";
import { amountInWords } from "../../lib/amount-in-words.ts";
import { formatRupeesExact } from "../../lib/money.ts";
import {
  buyerGstin,
  buyerHeading,
  documentFacts,
  advanceRows,
  asIssued,
  isTaxDocument,
  reasonHeading,
  stateLabel,
  totalLabel,
  type TaxDocumentWords,
} from "../../lib/tax-document-facts.ts";
import type { GstTaxName, TaxDocument } from "../../schemas/tax-document.ts";

const SMALL_HEADING = "text-xs font-semibold tracking-wide text-muted uppercase";

export function TaxDocumentSheet({
  document: doc,
  words,
  lang,
}: {
  document: TaxDocument;
  words: TaxDocumentWords;
  lang: Lang;
}) {
  const titleId = useId();
  const taxNames = [
    ...new Set(doc.lines.flatMap((line) => line.taxes.map((tax) => tax.name))),
  ] as GstTaxName[];
  // A payment receipt carries no tax: its lines are a description and an amount.
  const taxed = isTaxDocument(doc);
  return (
    <article
      aria-labelledby={titleId}
      className="tax-document rounded-2xl border border-border bg-background p-5 sm:p-10 print:break-after-page print:rounded-none print:border-0 print:p-0"
    >
      <header className="flex flex-wrap items-start justify-between gap-6 border-b border-foreground pb-6">
        <address className="max-w-sm text-sm not-italic">
          <strong className="block text-lg">{doc.seller.legalName}</strong>
          {doc.seller.addressLines.map((line) => (
            <span key={line} className="block text-muted">
              {line}
            </span>
          ))}
          <span className="mt-1 block font-semibold">
            {fill(words.sellerTax, { gstin: doc.seller.gstin, state: stateLabel(doc.seller.state, words) })}
          </span>
          <span className="block text-muted">
            {doc.seller.email} · {doc.seller.phone}
          </span>
        </address>
        <div className="sm:text-right">
          <h2 id={titleId} className="text-2xl font-bold tracking-tight uppercase">
            {words.titles[doc.kind]}
          </h2>
          <p className="text-xs text-muted">{words.originalForRecipient}</p>
          {doc.status ? (
            <p className="mt-2 inline-block rounded border border-accent px-2 py-0.5 text-xs font-bold tracking-wide text-accent uppercase">
              {words.status[doc.status]}
            </p>
          ) : null}
        </div>
      </header>

      <div className="grid gap-6 py-6 sm:grid-cols-[2fr_3fr]">
        <section aria-label={buyerHeading(doc, words)}>
          <h3 className={SMALL_HEADING}>{buyerHeading(doc, words)}</h3>
          <p className="mt-2 font-semibold">{doc.buyer.name}</p>
          {doc.buyer.address ? <p className="text-sm">{doc.buyer.address}</p> : null}
          <p className="text-sm wrap-anywhere">{doc.buyer.email}</p>
          <p className="text-sm">{fill(words.buyerState, { state: stateLabel(doc.buyer.state, words) })}</p>
          <p className="text-sm">{fill(words.buyerGstin, { gstin: buyerGstin(doc, words) })}</p>
        </section>
        <dl className="grid grid-cols-[auto_1fr] content-start gap-x-4 gap-y-1 text-sm">
          {documentFacts(doc, words, lang).map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-muted">{label}</dt>
              <dd className="font-medium wrap-anywhere">{value}</dd>
            </div>
          ))}
        </dl>
      </div>

      {doc.references ? (
        <section aria-label={reasonHeading(doc, words)} className="mb-6 rounded-lg bg-surface p-4 text-sm">
          <h3 className={SMALL_HEADING}>{reasonHeading(doc, words)}</h3>
          <p className="mt-1">{asIssued(doc.references.reason, words)}</p>
        </section>
      ) : null}

      {/* A phone reads each line as a list of labelled figures; a wider screen as a table. */}
      <table className="w-full text-left text-sm">
        <caption className="sr-only">
          {fill(words.linesCaption, { document: words.titles[doc.kind].toLowerCase(), number: doc.number })}
        </caption>
        <thead className="hidden border-y border-foreground sm:table-header-group">
          <tr>
            <th scope="col" className="py-2 pr-3 font-semibold">
              {words.description}
            </th>
            {taxed ? (
              <>
                <th scope="col" className="py-2 pr-3 font-semibold">
                  {words.sac}
                </th>
                <th scope="col" className="py-2 pr-3 text-right font-semibold">
                  {words.taxableValue}
                </th>
              </>
            ) : null}
            {taxNames.map((name) => (
              <th key={name} scope="col" className="py-2 pr-3 text-right font-semibold">
                {name}
              </th>
            ))}
            <th scope="col" className="py-2 text-right font-semibold">
              {taxed ? words.total : words.amount}
            </th>
          </tr>
        </thead>
        <tbody>
          {doc.lines.map((line) => (
            <tr
              key={line.description}
              className="grid grid-cols-2 gap-x-4 gap-y-1 border-b border-border py-3 sm:table-row"
            >
              <td className="col-span-2 font-medium sm:py-3 sm:pr-3">{asIssued(line.description, words)}</td>
              {taxed ? (
                <>
                  <Cell label={words.sac}>{line.sac}</Cell>
                  <Cell label={words.taxableValue} numeric>
                    {formatRupeesExact(line.taxablePaise)}
                  </Cell>
                </>
              ) : null}
              {taxNames.map((name) => {
                const tax = line.taxes.find((candidate) => candidate.name === name);
                return (
                  <Cell key={name} label={name} numeric>
                    {tax ? `${formatRupeesExact(tax.amountPaise)} (${tax.ratePercent}%)` : ""}
                  </Cell>
                );
              })}
              <Cell label={taxed ? words.total : words.amount} numeric>
                {formatRupeesExact(line.totalPaise)}
              </Cell>
            </tr>
          ))}
        </tbody>
      </table>

      <div className="mt-6 grid gap-6 sm:grid-cols-[1fr_18rem]">
        <section aria-label={words.amountInWords}>
          <h3 className={SMALL_HEADING}>{words.amountInWords}</h3>
          <p className="mt-1 font-semibold">{amountInWords(doc.totals.totalPaise, words.amountWords)}</p>
        </section>
        <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
          {taxed ? (
            <>
              <dt className="text-muted">{words.taxableValue}</dt>
              <dd className="text-right tabular-nums">{formatRupeesExact(doc.totals.taxablePaise)}</dd>
            </>
          ) : null}
          {doc.totals.taxes.map((tax) => (
            <div key={`${tax.name}-${tax.ratePercent}`} className="contents">
              <dt className="text-muted">{fill(words.taxAt, { tax: tax.name, rate: tax.ratePercent })}</dt>
              <dd className="text-right tabular-nums">{formatRupeesExact(tax.amountPaise)}</dd>
            </div>
          ))}
          <div className="col-span-2 mt-2 flex justify-between gap-4 border-t border-foreground pt-2 text-base font-bold">
            <dt>{totalLabel(doc, words)}</dt>
            <dd className="tabular-nums">{formatRupeesExact(doc.totals.totalPaise)}</dd>
          </div>
          {advanceRows(doc, words, lang).map((row) => (
            <div
              key={row.label}
              className={`col-span-2 flex justify-between gap-4 ${row.strong ? "mt-1 border-t border-border pt-1 font-bold" : "text-muted"}`}
            >
              <dt>{row.label}</dt>
              <dd className="tabular-nums whitespace-nowrap">{formatRupeesExact(row.paise)}</dd>
            </div>
          ))}
        </dl>
      </div>

      {doc.notes.length ? (
        <section aria-label={words.notes} className="mt-6 border-t border-border pt-4 text-sm">
          <h3 className={SMALL_HEADING}>{words.notes}</h3>
          <ul className="mt-1 list-disc pl-5">
            {doc.notes.map((note) => (
              <li key={note}>{asIssued(note, words)}</li>
            ))}
          </ul>
        </section>
      ) : null}
    </article>
  );
}

/** A figure of a line: labelled on a phone, where the table's head is not shown. */
function Cell({ label, numeric, children }: { label: string; numeric?: boolean; children: string }) {
  return (
    <td
      className={
        numeric ? "tabular-nums sm:py-3 sm:pr-3 sm:text-right sm:whitespace-nowrap" : "sm:py-3 sm:pr-3"
      }
    >
      <span className="block text-xs text-muted sm:hidden">{label}</span>
      {children}
    </td>
  );
}
