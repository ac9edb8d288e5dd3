// Site-wide constants: one place for what an editor or the business changes.
// Nothing here may import from elsewhere in src (see docs/decisions/0002).

export const SITE = {
  name: "Nova Experience",
  tagline: "Events, catering, travel and pilgrimages, planned end to end.",
  description:
    "Event management, luxury and budget outdoor catering, travel and tourism, pilgrimage tours and weddings across India, with a yearly membership for travellers.",
  locale: "en-IN",
  phone: "+91 98765 43210",
  email: "hello@novaexperience.in",
  city: "Jaipur, Rajasthan",
} as const;

/** The seller on every invoice: the business edits these, the invoice page prints them. */
export const SELLER = {
  legalName: "Nova Experience",
  addressLines: ["Nova Experience House, C-Scheme", "Jaipur, Rajasthan 302001", "India"],
  email: "billing@novaexperience.in",
  phone: SITE.phone,
  website: "https://novaexperience.in",
} as const;

/** External links the specification names; placeholders where the business has none yet. */
export const LINKS = {
  community: "https://www.instagram.com/novaexperience",
  portfolio: "https://portfolio.novaexperience.in",
  social: [
    { label: "Instagram", href: "#" },
    { label: "LinkedIn", href: "#" },
    { label: "X", href: "#" },
  ],
} as const;

/** Storage keys fixed by the specification. */
export const STORAGE_KEYS = {
  theme: "vite-ui-theme",
  persisted: "root",
} as const;

/** Dispatched on window whenever the saved state changes in this tab. */
export const PERSISTED_EVENT = "nova:persisted";

export const THEMES = ["light", "dark", "system"] as const;
export type Theme = (typeof THEMES)[number];
export const DEFAULT_THEME: Theme = "dark";

/** Toasts: one visible at a time, 5000 ms by default (spec section 9). */
export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;

/** Restoring persisted state gives up after this long with 'persist timed out'. */
export const PERSIST_TIMEOUT_MS = 5000;

export const API_BASE = "/api/v1";

/** Landing page figures (spec: accounts-payments-invoices sections 1 and 9). */
export const LANDING_STATS = [
  { value: "320+", label: "UI/UX screens designed" },
  { value: "98%", label: "On-time delivery rate" },
  { value: "300+", label: "Visual assets created" },
  { value: "90%", label: "Long-term client partnerships" },
] as const;

/** What a member can say they are interested in, at onboarding. */
export const ONBOARDING_INTERESTS = [
  "Events",
  "Weddings",
  "Outdoor catering",
  "Travel and tourism",
  "Pilgrimage tours",
  "Corporate events",
  "Design services",
] as const;
