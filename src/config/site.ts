// Site-wide constants: one place for what an editor or the business changes.
// Nothing here may import from elsewhere in src (the import doors: docs/decisions/0001).

export const SITE = {
  name: "Nova Experience",
  tagline: "Events, catering, travel and pilgrimages, planned end to end.",
  description:
    "Event management, luxury and budget outdoor catering, travel and tourism, pilgrimage tours and weddings across India, with a yearly membership for travellers.",
  locale: "en-IN",
  phone: "+91 98765 43210",
  /**
   * The business's WhatsApp number as wa.me links write it (country code and number, digits
   * only): "Ask on WhatsApp" and the e-mails link to it (D26).
   */
  whatsapp: "919876543210",
  email: "hello@novaexperience.in",
  city: "Jaipur, Rajasthan",
} as const;

/** The business's phone as a link that dials it: the number without its spaces. */
export const PHONE_HREF = `tel:${SITE.phone.replace(/\s+/g, "")}`;

/** The seller on every invoice: the business edits these, the invoice page prints them. */
export const SELLER = {
  legalName: "Nova Experience",
  addressLines: ["Nova Experience House, C-Scheme", "Jaipur, Rajasthan 302001", "India"],
  email: "billing@novaexperience.in",
  phone: SITE.phone,
  website: "https://novaexperience.in",
} as const;

/**
 * Whom a person writes to about their personal data (docs/product.md D27): the privacy notice
 * names them, as the DPDP Rules, 2025 ask. The business sets its own person here.
 */
export const PRIVACY_CONTACT = {
  /** The person's name or role, as the notice prints it, in each language. */
  name: { en: "Grievance Officer, Nova Experience", hi: "शिकायत अधिकारी, Nova Experience" },
  email: "privacy@novaexperience.in",
  phone: SITE.phone,
  addressLines: SELLER.addressLines,
} as const;

/**
 * The privacy notice (docs/product.md D27): linked from the footer, every form and every e-mail.
 * Here rather than with the other routes (routes.ts), so that the forms' words, which travel to
 * the browser, take the path without the list of every page.
 */
export const PRIVACY_NOTICE_PATH = "/privacy";
/** The grievance form (D27): anyone, signed in or not, complains about how their data was handled. */
export const GRIEVANCE_PATH = "/grievance";

/**
 * How many days the business gives itself to answer a grievance about personal data, counted
 * from the day it is filed (docs/product.md D27; docs/decisions/0040-grievances.md). The DPDP
 * Rules, 2025 (rule 14) allow at most 90 and ask that the period be published: the grievance
 * page and every acknowledgement say it. A grievance keeps the day it was given when this changes.
 */
export const GRIEVANCE_REPLY_DAYS = 30;

/** External links the specification names. */
export const LINKS = {
  community: "https://www.instagram.com/novaexperience",
  portfolio: "https://portfolio.novaexperience.in",
} as const;

export type SocialNetwork = "instagram" | "linkedin" | "x" | "facebook" | "youtube";

/**
 * The business's profiles, shown as icons in the footer (docs/product.md A2: the three social icons
 * in the footer). A network with no address here is not shown: never a link to "#". Set `href` to
 * "" to hide one.
 */
export const SOCIAL_PROFILES: readonly { network: SocialNetwork; label: string; href: string }[] = [
  { network: "instagram", label: "Instagram", href: LINKS.community },
  { network: "linkedin", label: "LinkedIn", href: "https://www.linkedin.com/company/novaexperience" },
  { network: "x", label: "X", href: "https://x.com/novaexperience" },
  { network: "facebook", label: "Facebook", href: "" },
  { network: "youtube", label: "YouTube", href: "" },
];

/** Where the footer says the business is. */
export const ADDRESS_LINES = ["Nova Experience House, C-Scheme", "Jaipur, Rajasthan 302001"] as const;

/** Landing page figures (docs/product.md A1, A9). */
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

/**
 * WhatsApp's click-to-chat link to the business, with a message typed in ready to send
 * (https://wa.me/<number>?text=...): it opens the app on a phone and WhatsApp Web elsewhere.
 */
export function whatsappChatLink(message?: string): string {
  const base = `https://wa.me/${SITE.whatsapp}`;
  return message ? `${base}?text=${encodeURIComponent(message)}` : base;
}
