// The PDFs e-mails carry (decision 0022): a payment's document, a credit note or a booking's tax
// invoice issued at delivery (decision 0033), drawn when the e-mail is sent from the document
// kept in the database, so that the outbox holds a reference and not the file.
import { eq } from "drizzle-orm";
import type { Lang } from "../../i18n/lang.ts";
import { documentFileName } from "../../schemas/invoice.ts";
import type { TaxDocument, TaxDocumentSeller } from "../../schemas/tax-document.ts";
import { bookingInvoices, creditNotes, type EmailAttachmentRef } from "../db/schema.ts";
import type { Database } from "../db/types.ts";
import type { AttachmentResolver } from "../mail/deliver.ts";
import { PermanentSendError, type Attachment } from "../mail/transport.ts";
import { invoiceTaxDocument } from "../services/invoices.ts";
import { renderTaxDocumentPdfLazily } from "./lazy.ts";

/** A tax document as a PDF file, its labels in `lang` (the file's name stays English, for every mail client). */
export async function documentAttachment(document: TaxDocument, lang: Lang = "en"): Promise<Attachment> {
  return {
    name: documentFileName(document),
    contentType: "application/pdf",
    content: await renderTaxDocumentPdfLazily(document, lang),
  };
}

async function documentOf(db: Database, ref: EmailAttachmentRef, seller: TaxDocumentSeller) {
  if (ref.kind === "invoice") return invoiceTaxDocument(db, ref.id, seller);
  if (ref.kind === "booking-invoice") {
    const [row] = await db
      .select({ document: bookingInvoices.document })
      .from(bookingInvoices)
      .where(eq(bookingInvoices.id, ref.id));
    return row?.document;
  }
  const [row] = await db
    .select({ document: creditNotes.document })
    .from(creditNotes)
    .where(eq(creditNotes.id, ref.id));
  return row?.document;
}

/**
 * Draws each referenced document, one after the other (lazy.ts gives the event loop a turn
 * before each; deliver.ts bounds how many e-mails draw at once). One that no longer exists
 * fails the e-mail for good.
 */
export function createAttachmentResolver(db: Database, seller: TaxDocumentSeller): AttachmentResolver {
  return async (refs) => {
    const files: Attachment[] = [];
    for (const ref of refs) {
      const document = await documentOf(db, ref, seller);
      if (!document) throw new PermanentSendError(`The ${ref.kind} ${ref.id} to attach does not exist`);
      files.push(await documentAttachment(document, ref.lang));
    }
    return files;
  };
}
