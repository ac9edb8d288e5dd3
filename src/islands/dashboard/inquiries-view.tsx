// The inquiries view (docs/product.md B2, D15): the All, Travel, Food and Event tabs filter the
// member's own inquiries; each shows the first 5 as cards, and more on request.
import { useState } from "react";
import { INQUIRY_CARDS } from "../../config/dashboard.ts";
import type { InquiryListItem } from "../../schemas/inquiry.ts";
import { Button } from "../../ui/button.tsx";
import { Tabs } from "../../ui/tabs.tsx";
import { EmptyState, LoadFailed, LoadingRows, NO_INQUIRIES } from "../shared/list-states.tsx";
import { InquiryCard } from "./inquiry-card.tsx";
import { filterInquiries, INQUIRY_FILTERS, type InquiryFilter } from "./member-summary.ts";
import type { RemoteList } from "./use-member-data.ts";

const KIND_WORDS: Record<Exclude<InquiryFilter, "all">, string> = {
  travel: "a travel",
  food: "a catering",
  event: "an event",
};

export function InquiriesView({
  inquiries,
  filter,
  onFilterChange,
  responsePromise,
}: {
  inquiries: RemoteList<InquiryListItem>;
  /** Kept by the dashboard, so that it survives a visit to another view. */
  filter: InquiryFilter;
  onFilterChange: (filter: InquiryFilter) => void;
  responsePromise: string;
}) {
  return (
    <Tabs label="Inquiry type" items={INQUIRY_FILTERS} value={filter} onValueChange={onFilterChange}>
      {(id) => <FilteredInquiries list={inquiries} filter={id} responsePromise={responsePromise} />}
    </Tabs>
  );
}

function FilteredInquiries({
  list,
  filter,
  responsePromise,
}: {
  list: RemoteList<InquiryListItem>;
  filter: InquiryFilter;
  responsePromise: string;
}) {
  const [shown, setShown] = useState(INQUIRY_CARDS);
  const { remote } = list;
  if (remote.status === "loading") return <LoadingRows label="Loading your inquiries" rows={4} />;
  if (remote.status === "failed") {
    return <LoadFailed what="Your inquiries" message={remote.message} onRetry={list.retry} />;
  }
  const items = filterInquiries(remote.data, filter);
  if (items.length === 0) {
    return filter === "all" ? (
      <EmptyState {...NO_INQUIRIES} />
    ) : (
      <EmptyState
        text={`You have not sent ${KIND_WORDS[filter]} inquiry yet.`}
        href="/services"
        action="Browse our services"
      />
    );
  }
  return (
    <div className="grid grid-cols-1 gap-6">
      <ul className="grid grid-cols-1 gap-4 md:grid-cols-2">
        {items.slice(0, shown).map((inquiry) => (
          <li key={inquiry.id}>
            <InquiryCard inquiry={inquiry} responsePromise={responsePromise} />
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap items-center gap-4">
        <p className="text-sm text-muted">
          Showing {Math.min(shown, items.length)} of {items.length}
        </p>
        {shown < items.length ? (
          <Button variant="outline" size="sm" onClick={() => setShown((count) => count + INQUIRY_CARDS)}>
            Show more
          </Button>
        ) : null}
      </div>
    </div>
  );
}
