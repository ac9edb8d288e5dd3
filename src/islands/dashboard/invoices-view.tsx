// The invoices view: the full table as on /invoice (docs/product.md B2), newest first.
import type { Invoice } from "../../schemas/invoice.ts";
import { InvoiceTable } from "../shared/invoice-table.tsx";
import { EmptyState, LoadFailed, LoadingRows, NO_INVOICES } from "../shared/list-states.tsx";
import type { RemoteList } from "./use-member-data.ts";

export function InvoicesView({ invoices }: { invoices: RemoteList<Invoice> }) {
  const { remote } = invoices;
  if (remote.status === "loading") return <LoadingRows label="Loading your invoices" />;
  if (remote.status === "failed") {
    return <LoadFailed what="Your invoices" message={remote.message} onRetry={invoices.retry} />;
  }
  if (remote.data.length === 0) return <EmptyState {...NO_INVOICES} />;
  return <InvoiceTable invoices={remote.data} />;
}
