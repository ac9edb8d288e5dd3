// Every public page, for the sitemap, the crawler test, the accessibility test and the
// Lighthouse benchmark. A new public page is added here too (a test checks the list
// against the built site).
import { API_REFERENCE_ROUTES } from "./api-reference.ts";
import { GRIEVANCE_PATH, PRIVACY_NOTICE_PATH } from "./site.ts";

export const PUBLIC_ROUTES = [
  "/",
  "/services",
  "/experience",
  "/our-brands",
  "/about-us",
  "/hospitality-partner",
  "/membership",
  "/contact-us",
  "/trade-fair-organizer",
  "/corporate-events",
  "/astra-novae-voyages",
  "/royal-alfresco",
  "/royal-halwai-caterers",
  "/tirtham-darshanam",
  "/royal-weddings-by-novaexperience",
  "/refund-policy",
  PRIVACY_NOTICE_PATH,
  "/terms",
  "/data-request",
  GRIEVANCE_PATH,
  ...API_REFERENCE_ROUTES,
  "/login",
  "/signup",
  "/forgot-password",
] as const;

/** Pages behind the guard: a visitor who is not signed in is sent to "/". */
export const GUARDED_ROUTES = ["/dashboard", "/admin-dashboard", "/purchase", "/invoice"] as const;

/**
 * Pages opened from a link someone was sent (an e-mailed reset, a payment link, an address's
 * confirmation): no sign-in.
 */
export const LINK_ROUTES = ["/reset-password", "/pay", "/confirm-email"] as const;

/** Pages behind the guard or reached from a link: never in the sitemap, never indexed. */
export const PRIVATE_ROUTES = [...GUARDED_ROUTES, ...LINK_ROUTES] as const;
