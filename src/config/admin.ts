// The admin panel (docs/product.md B2, B9, D5, D16; decision 0013).

/**
 * The panel's tabs, in the side navigation's order; the first is the default. The
 * specification's three lists, the service inquiries of all three kinds (decision 0013), and
 * the grievances about personal data (D27).
 */
export const ADMIN_TABS = [
  { id: "users", label: "Users", noun: "users", searchHint: "Name, email or phone" },
  {
    id: "invoices",
    label: "Invoices",
    noun: "invoices",
    searchHint: "Invoice ID, name, email, plan or payment ID",
  },
  {
    id: "enquiries",
    label: "Enquiries",
    noun: "enquiries",
    searchHint: "Name, email, phone, subject or message",
  },
  {
    id: "inquiries",
    label: "Inquiries",
    noun: "inquiries",
    searchHint: "Reference, name, email, phone, city or any answer",
  },
  // Grievances about personal data (D27; decision 0040): open ones first, by the day they are due.
  {
    id: "grievances",
    label: "Grievances",
    noun: "grievances",
    searchHint: "Reference, name, email, phone or message",
  },
] as const;

export type AdminTabId = (typeof ADMIN_TABS)[number]["id"];

/** The page sizes the panel offers; the API's default (20) is among them. */
export const ADMIN_PAGE_SIZES = [10, 20, 50, 100] as const;
