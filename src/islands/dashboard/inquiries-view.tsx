// The inquiries view (docs/product.md B2, D15): the All, Travel, Food and Event tabs filter the
// member's own inquiries; each shows the first 5 as cards, and more on request.
import { useState } from "react";
import { INQUIRY_CARDS } from "../../config/dashboard.ts";
import type { DashboardWords } from "../../i18n/en/dashboard.ts";
import type { Lang } from "../../i18n/lang.ts";
import { fill } from "../../i18n/words.ts";
import type { InquiryListItem } from "../../schemas/inquiry.ts";
import { Button } from "../../ui/button.tsx";
import { Tabs } from "../../ui/tabs.tsx";
import { hrefIn } from "../shared/href-in.ts";
import { EmptyState, LoadFailed, LoadingRows } from "../shared/list-states.tsx";
import { InquiryCard } from "./inquiry-card.tsx";
import { filterInquiries, INQUIRY_FILTERS, type InquiryFilter } from "./inquiry-filters.ts";
import { NO_INQUIRIES_HREF } from "./member-summary.ts";
import type { RemoteList } from "./use-member-data.ts";

interface ListProps {
  inquiries: RemoteList<InquiryListItem>;
  responsePromise: string;
  words: DashboardWords;
  lang: Lang;
}

export function InquiriesView({
  filter,
  onFilterChange,
  ...props
}: ListProps & {
  /** Kept by the dashboard, so that it survives a visit to another view. */
  filter: InquiryFilter;
  onFilterChange: (filter: InquiryFilter) => void;
}) {
  const text = props.words.inquiries;
  const tabs = INQUIRY_FILTERS.map((id) => ({ id, label: text.filters[id] }));
  return (
    <Tabs label={text.tabs} items={tabs} value={filter} onValueChange={onFilterChange}>
      {(id) => <FilteredInquiries filter={id} {...props} />}
    </Tabs>
  );
}

function FilteredInquiries({
  inquiries: list,
  filter,
  responsePromise,
  words,
  lang,
}: ListProps & { filter: InquiryFilter }) {
  const [shown, setShown] = useState(INQUIRY_CARDS);
  const { remote } = list;
  const text = words.inquiries;
  if (remote.status === "loading") return <LoadingRows label={words.loadingInquiries} rows={4} />;
  if (remote.status === "failed") {
    return (
      <LoadFailed
        what={words.yourInquiries}
        message={remote.message}
        onRetry={list.retry}
        words={words.lists}
      />
    );
  }
  const items = filterInquiries(remote.data, filter);
  if (items.length === 0) {
    return filter === "all" ? (
      <EmptyState {...words.noInquiries} href={hrefIn(lang, NO_INQUIRIES_HREF)} />
    ) : (
      <EmptyState
        text={text.noneOfKind[filter]}
        href={hrefIn(lang, NO_INQUIRIES_HREF)}
        action={text.browse}
      />
    );
  }
  return (
    <div className="grid grid-cols-1 gap-6">
      <ul className="grid grid-cols-1 gap-4 md:grid-cols-2">
        {items.slice(0, shown).map((inquiry) => (
          <li key={inquiry.id}>
            <InquiryCard inquiry={inquiry} responsePromise={responsePromise} words={words} lang={lang} />
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap items-center gap-4">
        <p className="text-sm text-muted">
          {fill(text.showing, { shown: Math.min(shown, items.length), total: items.length })}
        </p>
        {shown < items.length ? (
          <Button variant="outline" size="sm" onClick={() => setShown((count) => count + INQUIRY_CARDS)}>
            {text.showMore}
          </Button>
        ) : null}
      </div>
    </div>
  );
}
