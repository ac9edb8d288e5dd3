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
