// Which content collections have their Hindi words yet (src/content/schemas/hindi.ts makes
// their Hindi twins; tests/unit/hindi-content.test.ts reads this list without Astro). Add a
// line when a collection's Hindi file is written.

/** English collection -> its file under src/content/ (and, in Hindi, under src/content/hi/). */
export const HINDI_FILES = {
  experiences: "experiences.yaml",
  aboutTabs: "about-tabs.yaml",
  partners: "partners.yaml",
  faq: "faq.yaml",
  services: "services.yaml",
  landingSections: "landing/sections.yaml",
  landingReasons: "landing/reasons.yaml",
  landingServices: "landing/services.yaml",
  landingResults: "landing/results.yaml",
  testimonials: "landing/testimonials.yaml",
  brands: "brands.yaml",
  tours: "tours.yaml",
  voyages: "voyages.yaml",
  alfrescoSettings: "alfresco-settings.yaml",
  menuItems: "menu-items.yaml",
  weddingGallery: "wedding-gallery.yaml",
  upcomingEvents: "upcoming-events.yaml",
  inquiryPromise: "inquiry-promise.yaml",
} as const satisfies Record<string, string>;

/** Collections of Markdown documents: English folder under src/content/ (Hindi under hi/). */
export const HINDI_FOLDERS = {
  refundPolicy: "refund-policy",
  privacyNotice: "privacy",
  termsOfUse: "terms",
} as const satisfies Record<string, string>;
