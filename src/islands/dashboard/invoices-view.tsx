// The invoices view: the full table as on /invoice (docs/product.md B2), newest first.
import type { DashboardWords } from "../../i18n/en/dashboard.ts";
import type { Lang } from "../../i18n/lang.ts";
import type { Invoice } from "../../schemas/invoice.ts";
import { hrefIn } from "../shared/href-in.ts";
import { InvoiceTable } from "../shared/invoice-table.tsx";
import { EmptyState, LoadFailed, LoadingRows } from "../shared/list-states.tsx";
import { NO_INVOICES_HREF } from "./member-summary.ts";
import type { RemoteList } from "./use-member-data.ts";

export function InvoicesView({
  invoices,
  words,
  lang,
}: {
  invoices: RemoteList<Invoice>;
  words: DashboardWords;
  lang: Lang;
}) {
  const { remote } = invoices;
  if (remote.status === "loading") return <LoadingRows label={words.loadingInvoices} />;
  if (remote.status === "failed") {
    return (
      <LoadFailed
        what={words.yourInvoices}
        message={remote.message}
        onRetry={invoices.retry}
        words={words.lists}
      />
    );
  }
  if (remote.data.length === 0)
    return <EmptyState {...words.noInvoices} href={hrefIn(lang, NO_INVOICES_HREF)} />;
  return <InvoiceTable invoices={remote.data} words={words.invoiceTable} lang={lang} />;
}
