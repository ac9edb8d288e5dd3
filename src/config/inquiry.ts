// The three service kinds (docs/product.md B1, B9) and what a
// button for one does before the inquiry dialog exists on the page: it leads to the contact
// page with a fitting subject, so it is never a dead button.

export const SERVICE_TYPES = {
  1: { kind: "event", label: "Event Management", contactSubject: "event" },
  2: { kind: "catering", label: "Food & Beverages", contactSubject: "general" },
  3: { kind: "travel", label: "Travel & Tourism", contactSubject: "travel" },
} as const;

export type ServiceType = keyof typeof SERVICE_TYPES;

export function contactHrefFor(type: ServiceType): string {
  return `/contact-us?subject=${SERVICE_TYPES[type].contactSubject}`;
}

/** D14: partner and "Get in Touch" buttons lead to the contact page, partnership preselected. */
export const PARTNERSHIP_CONTACT_HREF = "/contact-us?subject=partnership";

/**
 * The deposit asked on a quote, as a share of its total, by kind (the refund policy: events
 * and catering 30-50%, travel an advance of 20-30%; D21). A quote's default is the lower bound.
 */
export const DEPOSIT_PERCENT = {
  event: { min: 30, max: 50 },
  catering: { min: 30, max: 50 },
  travel: { min: 20, max: 30 },
} as const satisfies Record<string, { min: number; max: number }>;

/**
 * How long the business promises to take to answer a new inquiry, in working days (Monday to
 * Saturday in India); the customer reads the promise on the dashboard (content: the dashboard
 * collection), and the operators' daily digest lists inquiries still "new" past it.
 */
export const RESPONSE_PROMISE_WORKING_DAYS = 1;

/** Quotes that expire within this many days are listed in the operators' daily digest. */
export const QUOTE_EXPIRY_WARNING_DAYS = 3;
