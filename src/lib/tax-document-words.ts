// The words a tax document shows in English, once for the PDF (server/documents/pdf.ts), the
// e-mails and the server's messages: what each block is called and the facts beside the buyer
// (lib/tax-document-facts.ts in English), so the page and the PDF a member keeps can never say
// different things. The printable page takes the page's language's words instead.
import english from "../i18n/en/tax-documents.ts";
import type { Lang } from "../i18n/lang.ts";
import * as facts from "./tax-document-facts.ts";
import type { TaxDocument } from "../schemas/tax-document.ts";

export { documentDate, isTaxDocument, stateLabel } from "./tax-document-facts.ts";

export const ORIGINAL_FOR_RECIPIENT = english.originalForRecipient;

/** What each kind of document calls its parts (the PDF and the e-mails read it). */
export const DOCUMENT_WORDS = english.kinds;

/** The heading over the buyer: "BILLED TO" on an invoice, "CREDITED TO" on a credit note. */
export const buyerHeading = (doc: Pick<TaxDocument, "kind">): string => facts.buyerHeading(doc, english);

/** The buyer's GSTIN, or "Unregistered". */
export const buyerGstin = (doc: Pick<TaxDocument, "buyer">): string => facts.buyerGstin(doc, english);

/** "12 December 2026" from a calendar day (YYYY-MM-DD), as the business's calendar reads it. */
export const calendarDay = (day: string, lang: Lang = "en"): string => facts.calendarDay(day, lang);

/** Number, dates, the document reversed or received against, place of supply, the payment. */
export const documentFacts = (doc: TaxDocument): [label: string, value: string][] =>
  facts.documentFacts(doc, english, "en");

/** "Total" on an invoice, "Total credited" on a credit note. */
export const totalLabel = (doc: Pick<TaxDocument, "kind">): string => facts.totalLabel(doc, english);

/** Why a reversing document was issued: the heading over its reason. */
export const reasonHeading = (doc: Pick<TaxDocument, "kind">): string => facts.reasonHeading(doc, english);

/** A booking's tax invoice with advances: the rows under its total (D24). */
export const advanceRows = (doc: TaxDocument): { label: string; paise: number; strong?: boolean }[] =>
  facts.advanceRows(doc, english, "en");

export const AMOUNT_IN_WORDS_HEADING = english.amountInWords;
export const NOTES_HEADING = english.notes;
