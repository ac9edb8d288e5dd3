// What a tax document shows, in the words it is given (src/i18n/<lang>/tax-documents.ts): what
// each block is called and the facts beside the buyer, for the printable page in the page's
// language (islands/membership/tax-document-sheet.tsx), the PDF in the buyer's
// (server/documents/pdf.ts) and, in English, the e-mails (lib/tax-document-words.ts), so the page
// and the PDF a member keeps can never say different things. No words of its own: a page
// carries only its language's.
import type { TaxDocumentWords } from "../i18n/en/tax-documents.ts";
import type { Lang } from "../i18n/lang.ts";
import { fill } from "../i18n/words.ts";
import type { GstState, TaxDocument } from "../schemas/tax-document.ts";
import { BANK_TRANSFER_RECEIVED, SERVER_REFUND_REASONS } from "../config/document-phrases.ts";
import { BUSINESS_TIME_ZONE, formatLongDate } from "./dates.ts";

export type { TaxDocumentWords };

const DATE = new Intl.DateTimeFormat("en-IN", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: BUSINESS_TIME_ZONE,
});

/** "22 November 2026", the calendar day in India; in Hindi "22 नवंबर 2026". */
export function documentDate(iso: string, lang: Lang = "en"): string {
  return lang === "hi" ? formatLongDate(iso, "hi") : DATE.format(new Date(iso));
}

/** "Rajasthan (08)"; "राजस्थान (08)" with Hindi words. */
export const stateLabel = (state: GstState, words?: Pick<TaxDocumentWords, "stateNames">) =>
  `${words?.stateNames[state.code] ?? state.name} (${state.code})`;

type IssuedWords = Pick<
  TaxDocumentWords,
  "asIssued" | "bankTransferReceived" | "refundReasons" | "issued" | "issuedValues" | "subjects"
>;

/**
 * A phrase a document carries as issued (a line or a note the server wrote, how a payment came or
 * a refund went back), in the words' language: the fixed ones from the map, a bank transfer's with
 * its day, one written from a template (ISSUED_PHRASES) with its values said the words' way. What
 * the words do not know (a line an operator typed) stays as issued.
 */
export function asIssued(text: string, words: IssuedWords): string {
  const reason = (Object.keys(SERVER_REFUND_REASONS) as (keyof typeof SERVER_REFUND_REASONS)[]).find(
    (key) => SERVER_REFUND_REASONS[key] === text,
  );
  const fixed = words.asIssued[text] ?? (reason && words.refundReasons[reason]);
  if (fixed) return fixed;
  const day = words.bankTransferReceived ? issuedDay(BANK_TRANSFER_RECEIVED.exec(text)?.[1]) : null;
  if (day && words.bankTransferReceived)
    return fill(words.bankTransferReceived, { date: formatLongDate(day, "hi") });
  for (const { written, said } of words.issued) {
    const values = valuesIn(written, text);
    if (values) {
      for (const key in values) values[key] = issuedValue(key, values[key]!, words);
      return fill(said, values);
    }
  }
  return text;
}

/** The values `text` was written with from `template` ("{reference}" and so on); null if it was not. */
function valuesIn(template: string, text: string): Record<string, string> | null {
  const names: string[] = [];
  const pattern = template
    .split(/\{(\w+)\}/)
    .map((part, index) =>
      index % 2 ? (names.push(part), "(.+?)") : part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"),
    )
    .join("");
  const found = new RegExp(`^${pattern}$`, "s").exec(text);
  return found && Object.fromEntries(names.map((name, index) => [name, found[index + 1]!]));
}

/** A value in an issued phrase, said the words' way: a day, a subject, a label or a rule they know. */
function issuedValue(name: string, value: string, words: IssuedWords): string {
  const day = /^(date|from|to)$/.test(name) ? issuedDay(value) : null;
  if (day) return formatLongDate(day, "hi");
  const known = words.issuedValues[name as keyof IssuedWords["issuedValues"]]?.[value];
  if (known || name !== "subject") return known ?? value;
  for (const { written, said } of words.subjects) {
    const values = valuesIn(written, value);
    if (values) return fill(said, values);
  }
  return value;
}

/** The months' first three letters, in order: "nov" is at 30, the 11th month. */
const MONTHS = "janfebmaraprmayjunjulaugsepoctnovdec";

/** "29 November 2026" or "November 29, 2026" as noon of that day in India; null otherwise. */
function issuedDay(text = ""): string | null {
  const parts = /^(?:(\d{1,2}) )?([A-Za-z]{3})[a-z]* (?:(\d{1,2}), )?(\d{4})$/.exec(text);
  const day = parts?.[1] ?? parts?.[3];
  const at = parts && day ? MONTHS.indexOf(parts[2]!.toLowerCase()) : -1;
  return at % 3 === 0
    ? `${parts![4]}-${String(at / 3 + 1).padStart(2, "0")}-${day!.padStart(2, "0")}T12:00:00+05:30`
    : null;
}

/** The heading over the buyer: "BILLED TO" on an invoice, "CREDITED TO" on a credit note. */
export function buyerHeading(doc: Pick<TaxDocument, "kind">, words: TaxDocumentWords): string {
  return words.kinds[doc.kind].buyer;
}

/** The buyer's GSTIN, or what an unregistered buyer's line says. */
export function buyerGstin(doc: Pick<TaxDocument, "buyer">, words: TaxDocumentWords): string {
  return doc.buyer.gstin ?? words.unregistered;
}

/** "12 December 2026" from a calendar day (YYYY-MM-DD), as the business's calendar reads it. */
export function calendarDay(day: string, lang: Lang = "en"): string {
  return documentDate(`${day}T12:00:00+05:30`, lang);
}

/**
 * Number, dates, the document a reversal reverses (or a payment receipt is received against),
 * place of supply and the payment. A payment receipt is no tax document: no place of supply.
 */
export function documentFacts(
  doc: TaxDocument,
  words: TaxDocumentWords,
  lang: Lang = "en",
): [label: string, value: string][] {
  const kind = words.kinds[doc.kind];
  const dated = (number: string, issuedAt: string) =>
    fill(words.numberDated, { number, date: documentDate(issuedAt, lang) });
  const facts: [string, string][] = [
    [kind.number, doc.number],
    [kind.date, documentDate(doc.issuedAt, lang)],
  ];
  if (doc.suppliedOn) facts.push([words.dateOfSupply, calendarDay(doc.suppliedOn, lang)]);
  if (doc.references) {
    facts.push([
      doc.kind === "refund-voucher" ? words.againstReceiptVoucher : words.againstInvoice,
      dated(doc.references.invoiceNumber, doc.references.invoiceIssuedAt),
    ]);
  }
  if (doc.receivedAgainst) {
    facts.push([
      words.againstTaxInvoice,
      dated(doc.receivedAgainst.invoiceNumber, doc.receivedAgainst.invoiceIssuedAt),
    ]);
  }
  if (isTaxDocument(doc)) {
    facts.push([words.placeOfSupply, stateLabel(doc.placeOfSupply, words)]);
    if (doc.deliveryAddress) facts.push([words.addressOfDelivery, doc.deliveryAddress]);
    facts.push([words.reverseCharge, words.no]);
  }
  if (doc.payment) {
    facts.push([kind.reference, doc.payment.reference]);
    if (doc.payment.method) facts.push([kind.method, asIssued(doc.payment.method, words)]);
  }
  return facts;
}

/** "Total" on an invoice, "Total credited" on a credit note. */
export function totalLabel(doc: Pick<TaxDocument, "kind">, words: TaxDocumentWords): string {
  return words.kinds[doc.kind].total;
}

/** Why a reversing document was issued: the heading over its reason. */
export function reasonHeading(doc: Pick<TaxDocument, "kind">, words: TaxDocumentWords): string {
  return words.kinds[doc.kind].reason || words.kinds["credit-note"].reason;
}

/** Every kind but the payment receipt, which carries no tax (its invoice did). */
export function isTaxDocument(doc: Pick<TaxDocument, "kind">): boolean {
  return doc.kind !== "payment-receipt";
}

/**
 * A booking's tax invoice with advances (D24): the rows under its total, each advance deducted
 * with the tax it already carried, then what this invoice leaves to pay and its tax: paid with
 * it when it came with the last payment, still due when an operator issued it at delivery.
 */
export function advanceRows(
  doc: TaxDocument,
  words: TaxDocumentWords,
  lang: Lang = "en",
): { label: string; paise: number; strong?: boolean }[] {
  if (!doc.advances || !doc.due) return [];
  const taxOf = (taxes: { amountPaise: number }[]) => taxes.reduce((sum, tax) => sum + tax.amountPaise, 0);
  return [
    ...doc.advances.flatMap((advance) => [
      {
        label: fill(advance.refundedBy?.length ? words.lessAdvanceRefunded : words.lessAdvance, {
          number: advance.number,
          date: documentDate(advance.issuedAt, lang),
          refunds: advance.refundedBy?.join(", ") ?? "",
        }),
        paise: -advance.totalPaise,
      },
      { label: words.gstAlreadyPaid, paise: taxOf(advance.taxes) },
    ]),
    {
      label: doc.payment ? words.balancePaid : words.balanceDue,
      paise: doc.due.totalPaise,
      strong: true,
    },
    { label: words.gstOnBalance, paise: taxOf(doc.due.taxes) },
  ];
}
