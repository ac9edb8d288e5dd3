// An inquiry's status as a badge: the member's dashboard (its recent list and cards) and the
// admin panel's inquiry lists show it alike. Its own file, so that the dashboard's first view
// does not carry the inquiry cards with it.
import { cn } from "../../lib/cn.ts";
import type { InquiryListItem } from "../../schemas/inquiry.ts";

/** The dot beside a status: decoration only, the word says it. */
const STATUS_DOT: Record<InquiryListItem["status"], string> = {
  new: "bg-sky-500",
  contacted: "bg-amber-500",
  quoted: "bg-violet-500",
  confirmed: "bg-emerald-500",
  lost: "bg-zinc-400",
};

/** An inquiry's status, named in the page's language (`label`); the API's value picks the dot. */
export function StatusBadge({ status, label }: { status: InquiryListItem["status"]; label: string }) {
  return (
    <span className="inline-flex items-center gap-1.5 rounded-full border border-border px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap">
      <span aria-hidden="true" className={cn("size-2 rounded-full", STATUS_DOT[status])} />
      {label}
    </span>
  );
}
