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

/** The field of each kind's inquiry that holds the day of the service (the event, the meal, the trip). */
export const SERVICE_DATE_FIELD = {
  event: "eventDate",
  catering: "cateringDate",
  travel: "travelDate",
} as const satisfies Record<keyof typeof DEPOSIT_PERCENT, string>;

/** The day of the service an inquiry asks for (YYYY-MM-DD), or null when its details lack one. */
export function serviceDateOf(
  kind: keyof typeof SERVICE_DATE_FIELD,
  details: Record<string, unknown>,
): string | null {
  const value = details[SERVICE_DATE_FIELD[kind]];
  return typeof value === "string" && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : null;
}

/**
 * When the balance is due, in days before the service (the refund policy, D22): events and
 * travel "full payment 15-30 days before", catering "7 days before". The operator picks the due
 * day within the range when quoting; by default the latest the policy allows (`min` days before).
 */
export const BALANCE_DUE_DAYS_BEFORE = {
  event: { min: 15, max: 30 },
  catering: { min: 7, max: 7 },
  travel: { min: 15, max: 30 },
} as const satisfies Record<keyof typeof DEPOSIT_PERCENT, { min: number; max: number }>;

/** Reminders of a balance still to pay, in days before its due day: each sent once (D22). */
export const BALANCE_REMINDER_DAYS = [7, 1] as const;

/**
 * Above this amount (in rupees) a payment also shows the business's bank details: more than one
 * card or UPI payment usually carries. BANK_TRANSFER_FROM_RUPEES overrides it.
 */
export const BANK_TRANSFER_FROM_RUPEES_DEFAULT = 100_000;
