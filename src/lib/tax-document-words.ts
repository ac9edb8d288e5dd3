// The words a tax document shows in English, for the e-mails and the server's messages: what
// each kind calls its parts and the facts beside the buyer (lib/tax-document-facts.ts in
// English). The printable page and the PDF take the reader's language's words instead
// (src/i18n/<lang>/tax-documents.ts), through the same facts, so they never say different things.
import english from "../i18n/en/tax-documents.ts";
import type { Lang } from "../i18n/lang.ts";
import * as facts from "./tax-document-facts.ts";
import type { TaxDocument } from "../schemas/tax-document.ts";

/** What each kind of document calls its parts (the e-mails read it). */
export const DOCUMENT_WORDS = english.kinds;

/** The buyer's GSTIN, or "Unregistered". */
export const buyerGstin = (doc: Pick<TaxDocument, "buyer">): string => facts.buyerGstin(doc, english);

/** "12 December 2026" from a calendar day (YYYY-MM-DD), as the business's calendar reads it. */
export const calendarDay = (day: string, lang: Lang = "en"): string => facts.calendarDay(day, lang);

/** Number, dates, the document reversed or received against, place of supply, the payment. */
export const documentFacts = (doc: TaxDocument): [label: string, value: string][] =>
  facts.documentFacts(doc, english, "en");

/** A booking's tax invoice with advances: the rows under its total (D24). */
export const advanceRows = (doc: TaxDocument): { label: string; paise: number; strong?: boolean }[] =>
  facts.advanceRows(doc, english, "en");
