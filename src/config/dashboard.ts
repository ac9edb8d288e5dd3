// The member's dashboard (docs/product.md B2, B9).

/** Dashboard recent lists: the first 5 rows of each. */
export const RECENT_ROWS = 5;

/** Inquiry cards shown at first, and how many more each "Show more" adds. */
export const INQUIRY_CARDS = 5;

/** The upcoming events carousel moves on every 2000 ms (docs/product.md B9). */
export const CAROUSEL_AUTOPLAY_MS = 2000;

/**
 * The views of the sidebar: the specification's four in its order (Dashboard, Invoices,
 * Inquiries, Upcoming Events), then Your data (docs/product.md D27). Their names are the words
 * of src/i18n/<lang>/dashboard.ts; the first is the default.
 */
export const MEMBER_VIEWS = ["dashboard", "invoices", "inquiries", "upcoming-events", "your-data"] as const;

export type MemberViewId = (typeof MEMBER_VIEWS)[number];
