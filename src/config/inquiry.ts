// The three service kinds (spec: inquiries-content-dashboards sections 1 and 9) and what a
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
