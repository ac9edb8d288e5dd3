// The words on each public page's social card (og:image, drawn by src/pages/og/): a short
// headline and a kicker. A page missing here shares the site's card, /og-image.png. The Hindi
// pages' cards have the same keys in src/i18n/hi/social-cards.ts.

export interface SocialCardText {
  title: string;
  kicker: string;
}

export const SOCIAL_CARDS = {
  "/": { title: "Design that moves brands forward", kicker: "Nova Experience studio" },
  "/services": { title: "Events, catering and travel, planned end to end", kicker: "Services" },
  "/experience": { title: "Experiences worth the journey", kicker: "Experiences" },
  "/our-brands": { title: "Five houses of hospitality", kicker: "Our brands" },
  "/about-us": { title: "Hospitality from Jaipur, since day one", kicker: "About us" },
  "/hospitality-partner": { title: "Grow with our guests", kicker: "Hospitality partners" },
  "/membership": { title: "A year of member privileges", kicker: "Membership" },
  "/contact-us": { title: "Tell us what you are planning", kicker: "Contact us" },
  "/trade-fair-organizer": { title: "Stays, food and travel for your fair", kicker: "Trade fair organizers" },
  "/corporate-events": { title: "Conferences and offsites, handled", kicker: "Corporate events" },
  "/astra-novae-voyages": { title: "Journeys drawn around you", kicker: "Astra Novae Voyages" },
  "/royal-alfresco": { title: "Luxury dining under open skies", kicker: "Royal Alfresco" },
  "/royal-halwai-caterers": { title: "Honest food for every gathering", kicker: "Royal Halwai Caterers" },
  "/tirtham-darshanam": { title: "Pilgrimages, day by day, with care", kicker: "Tirtham Darshanam" },
  "/royal-weddings-by-novaexperience": {
    title: "Weddings your families will retell",
    kicker: "Royal Weddings",
  },
  "/refund-policy": { title: "Payment, cancellation and refunds", kicker: "Policy" },
  "/login": { title: "Welcome back", kicker: "Members" },
  "/signup": { title: "Join Nova Experience", kicker: "Members" },
  "/forgot-password": { title: "Reset your password", kicker: "Members" },
} as const satisfies Record<string, SocialCardText>;

/** A page with a card of its own. */
export type SocialCardRoute = keyof typeof SOCIAL_CARDS;

export const hasSocialCard = (route: string): route is SocialCardRoute => route in SOCIAL_CARDS;

/** Where a route's card is served: "/services" -> "/og/services.png", "/" -> "/og/index.png". */
export function socialCardPath(route: string): string {
  return `/og/${route === "/" ? "index" : route.slice(1)}.png`;
}
