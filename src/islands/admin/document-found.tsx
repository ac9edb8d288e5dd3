// The document a search names by its number, above the Invoices tab's list. The list has one row
// per payment, so a booking's tax invoice issued at delivery or for what a cancellation kept, and
// a credit note, are in no row of it; and a payment's row shows what was received, where its tax
// invoice may be for the booking's full value. This says what the number is, for how much, and
// opens it (GET /admin/gst/document).
import { useEffect, useState } from "react";
import { apiRequest } from "../../client/api.ts";
import { formatShortDate } from "../../lib/dates.ts";
import { formatRupeesExact } from "../../lib/money.ts";
import {
  TAX_DOCUMENT_TITLES,
  TYPED_DOCUMENT_NUMBER,
  type ListedDocument,
} from "../../schemas/tax-document.ts";

/** "Tax invoice", "Credit note": the document's title as a sentence says it. */
export const documentTitle = (kind: ListedDocument["kind"]) => {
  const title = TAX_DOCUMENT_TITLES[kind];
  return `${title.charAt(0)}${title.slice(1).toLowerCase()}`;
};

/**
 * The document numbered `q`, once found; nothing while it is asked for or when none has it.
 * `alone`: no payment's row matched, which it says.
 */
export function DocumentFound({ q, alone }: { q: string; alone: boolean }) {
  const [found, setFound] = useState<ListedDocument | undefined>(undefined);
  const wanted = TYPED_DOCUMENT_NUMBER.test(q) ? q.trim() : undefined;

  useEffect(() => {
    setFound(undefined);
    if (wanted === undefined) return;
    const controller = new AbortController();
    apiRequest<{ document: ListedDocument }>(`/admin/gst/document?number=${encodeURIComponent(wanted)}`, {
      signal: controller.signal,
    }).then(
      ({ document }) => setFound(document),
      // No document has it (404), or it could not be asked: the list below says what it found.
      () => undefined,
    );
    return () => controller.abort();
  }, [wanted]);

  if (!found) return null;
  const title = documentTitle(found.kind);
  return (
    <section
      aria-label={`${title} ${found.number}`}
      className="flex flex-wrap items-center justify-between gap-x-6 gap-y-2 rounded-2xl border border-border bg-surface p-4 text-sm"
    >
      <p>
        <span className="font-semibold">
          {title} <span className="font-mono">{found.number}</span>
        </span>
        , issued {formatShortDate(`${found.date}T12:00:00+05:30`)} to {found.buyer}:{" "}
        <span className="tabular-nums">{formatRupeesExact(found.totalPaise)}</span>
        {found.reference ? (
          <>
            , against <span className="font-mono">{found.reference}</span>
          </>
        ) : null}
        .{alone ? " No payment carries this number, so the list has no row for it." : null}
      </p>
      <a href={found.page} className="font-semibold text-accent underline-offset-4 hover:underline">
        Open the {title.toLowerCase()}
      </a>
    </section>
  );
}
