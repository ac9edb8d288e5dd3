// The admin lists' table frame (caption, column headings, a sideways scroll on a narrow
// screen) and its loading skeleton: what a tab shows while its first page and its table's code
// arrive (admin-tables.tsx has the tables themselves, which load beside the list's data).
import { useId, type ReactNode } from "react";
import { cn } from "../../lib/cn.ts";
import { ScrollRegion } from "../../ui/scroll-region.tsx";
import { Skeleton } from "../../ui/skeleton.tsx";

/**
 * A cell: a column from `sm` up; below it a line of the row's card, labelled by its heading
 * (data-label; the pseudo-element's text is hidden from assistive technology, which reads the
 * real column headers).
 */
export const CELL =
  "px-4 py-3 align-top max-sm:grid max-sm:grid-cols-[7.5rem_minmax(0,1fr)] max-sm:gap-3 max-sm:px-0 max-sm:py-1 max-sm:[overflow-wrap:anywhere] max-sm:whitespace-normal max-sm:before:font-semibold max-sm:before:text-muted max-sm:before:content-[attr(data-label)_/_'']";
/** A row: a table row from `sm` up, a card below it. */
export const ROW = "border-b border-border last:border-b-0 max-sm:block max-sm:px-4 max-sm:py-3";

export function TableBox({
  caption,
  busy,
  headers,
  children,
}: {
  caption: string;
  busy?: boolean;
  headers: readonly string[];
  children: ReactNode;
}) {
  const captionId = useId();
  return (
    <ScrollRegion
      labelledBy={captionId}
      className={cn("rounded-2xl border border-border transition-opacity", busy && "opacity-60")}
    >
      <table className="w-full text-left text-sm max-sm:block sm:min-w-[40rem]" aria-busy={busy || undefined}>
        <caption
          id={captionId}
          className="caption-bottom px-4 py-3 text-left text-sm text-muted max-sm:block max-sm:border-b max-sm:border-border"
        >
          {caption}
        </caption>
        <thead className="border-b border-border bg-surface max-sm:sr-only">
          <tr>
            {headers.map((header) => (
              <th key={header} scope="col" className="px-4 py-3 font-semibold whitespace-nowrap">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="max-sm:block">{children}</tbody>
      </table>
    </ScrollRegion>
  );
}

/** The tables' headings, also for their loading skeletons. */
export const TABLE_HEADERS = {
  users: ["Name", "Email", "Enrolled Date", "Phone No"],
  invoices: ["Invoice ID", "User", "Amount", "Purchase Date", "Plan Name"],
  enquiries: ["Name", "Email", "Phone", "Message", "Received"],
  inquiries: ["Reference", "Type", "Name", "City", "Received", "Status"],
  grievances: ["Reference", "Name", "About", "Received", "Age", "Answer By", "Status"],
} as const;

/** The table's shape with placeholder rows, while its first page loads. */
export function LoadingTable({
  caption,
  headers,
  rows,
}: {
  caption: string;
  headers: readonly string[];
  rows: number;
}) {
  return (
    <TableBox caption={caption} busy headers={headers}>
      {Array.from({ length: rows }, (_, row) => (
        <tr key={row} className={ROW}>
          {headers.map((header) => (
            <td key={header} data-label={header} className={CELL}>
              <Skeleton className="my-0.5 h-4 w-full max-w-40" />
            </td>
          ))}
        </tr>
      ))}
    </TableBox>
  );
}
