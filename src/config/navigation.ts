import { LINKS } from "./site.ts";

export interface NavLink {
  label: string;
  href: string;
  external?: boolean;
}

/** Landing page header (spec: accounts-payments-invoices section 2, "Landing page navigation"). */
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
