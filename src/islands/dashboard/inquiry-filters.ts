// The inquiries view's tabs (docs/product.md D15: tabs that filter), beside the view that loads
// when it is opened. A pure function, so that the unit tests hold it to its figures.
import type { InquiryListItem } from "../../schemas/inquiry.ts";

/** The tabs of the inquiries view (docs/product.md B2: All, Travel, Food, Event); Food is catering. */
export const INQUIRY_FILTERS = ["all", "travel", "food", "event"] as const;

export type InquiryFilter = (typeof INQUIRY_FILTERS)[number];

const KIND_OF_FILTER: Record<Exclude<InquiryFilter, "all">, InquiryListItem["inquiry_type"]> = {
  travel: "travel",
  food: "catering",
  event: "event",
};

export function filterInquiries(
  inquiries: readonly InquiryListItem[],
  filter: InquiryFilter,
): InquiryListItem[] {
  return filter === "all"
    ? [...inquiries]
    : inquiries.filter((item) => item.inquiry_type === KIND_OF_FILTER[filter]);
}
