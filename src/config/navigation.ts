import { GRIEVANCE_PATH, LINKS, PRIVACY_NOTICE_PATH } from "./site.ts";

export interface NavLink {
  label: string;
  href: string;
  external?: boolean;
}

/** Landing page header (docs/product.md A2, "Landing page navigation"). */
export const LANDING_NAV: readonly NavLink[] = [
  { label: "About Us", href: "/#about-us" },
  { label: "Services", href: "/#services" },
  { label: "Portfolio", href: LINKS.portfolio, external: true },
  { label: "Contact", href: "/#contact-form" },
];

/** The small-screen drawer: Portfolio scrolls to the results section instead of leaving. */
export const DRAWER_NAV: readonly NavLink[] = [
  { label: "About Us", href: "/#about-us" },
  { label: "Services", href: "/#services" },
  { label: "Portfolio", href: "/#portfolio" },
  { label: "Contact", href: "/#contact-form" },
];

export const FOOTER_NAV: readonly NavLink[] = [
  { label: "About", href: "/#about-us" },
  { label: "Services", href: "/#services" },
  { label: "Portfolio", href: LINKS.portfolio, external: true },
  { label: "Contact", href: "/#contact-form" },
];

/** The business's pages, in the header of every page but the landing page, and the footer. */
export const SITE_NAV: readonly NavLink[] = [
  { label: "Services", href: "/services" },
  { label: "Experiences", href: "/experience" },
  { label: "Our Brands", href: "/our-brands" },
  { label: "Membership", href: "/membership" },
  { label: "About Us", href: "/about-us" },
  { label: "Contact Us", href: "/contact-us" },
];

/** Who an account link is for: a visitor, a signed-in member, an admin. */
export type AccountKind = "visitor" | "member" | "admin";

/**
 * The account's link in the desktop header: one per kind of person, the page's script
 * (account-link.astro) shows the one that fits.
 */
export const ACCOUNT_BUTTON: readonly (NavLink & { for: readonly AccountKind[] })[] = [
  { label: "Log in", href: "/login", for: ["visitor"] },
  { label: "Dashboard", href: "/dashboard", for: ["member"] },
  { label: "Admin Panel", href: "/admin-dashboard", for: ["admin"] },
];

/** The account's pages in the small-screen drawer: an admin also sees the member's pages. */
export const ACCOUNT_NAV: readonly (NavLink & { for: readonly AccountKind[] })[] = [
  { label: "Log in", href: "/login", for: ["visitor"] },
  { label: "Admin Panel", href: "/admin-dashboard", for: ["admin"] },
  { label: "Dashboard", href: "/dashboard", for: ["member", "admin"] },
  { label: "Invoices", href: "/invoice", for: ["member", "admin"] },
];

export interface NavGroup {
  heading: string;
  links: readonly NavLink[];
}

/**
 * The footer's columns: together with the landing anchors (FOOTER_NAV, the spec's footer
 * links) they lead to every public page, so no page is reachable only from its neighbours.
 * Labels differ from the landing anchors' ("All services", not a second "Services").
 */
export const FOOTER_GROUPS: readonly NavGroup[] = [
  {
    heading: "Hospitality",
    links: [
      { label: "All services", href: "/services" },
      { label: "Experiences", href: "/experience" },
      { label: "Our Brands", href: "/our-brands" },
      { label: "Membership", href: "/membership" },
    ],
  },
  {
    heading: "Brands",
    links: [
      { label: "Astra Novae Voyages", href: "/astra-novae-voyages" },
      { label: "Royal Alfresco", href: "/royal-alfresco" },
      { label: "Royal Halwai Caterers", href: "/royal-halwai-caterers" },
      { label: "Tirtham Darshanam", href: "/tirtham-darshanam" },
      { label: "Royal Weddings", href: "/royal-weddings-by-novaexperience" },
    ],
  },
  {
    heading: "Work with us",
    links: [
      { label: "Hospitality partners", href: "/hospitality-partner" },
      { label: "Trade fair organizers", href: "/trade-fair-organizer" },
      { label: "Corporate events", href: "/corporate-events" },
      { label: "Our story", href: "/about-us" },
      { label: "Write to us", href: "/contact-us" },
      { label: "Refund policy", href: "/refund-policy" },
      { label: "Privacy notice", href: PRIVACY_NOTICE_PATH },
      { label: "File a grievance", href: GRIEVANCE_PATH },
      { label: "Terms of use", href: "/terms" },
      { label: "API reference", href: "/api-reference" },
    ],
  },
];
