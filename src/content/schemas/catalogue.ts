// Collections of the catalogue pages (see src/content.config.ts): the services, experiences
// and brands pages and the brand pages (spec: inquiries-content-dashboards section 2).
import { defineCollection } from "astro:content";
import { file } from "astro/loaders";
import { z } from "astro/zod";

/**
 * The tabs of /services, in the specification's order; the first is the default. Each tab's
 * cards open the inquiry form of one service type (1 event, 2 catering, 3 travel).
 */
export const SERVICE_TABS = [
  {
    id: "events",
    label: "Event Management",
    serviceType: 1,
    intro:
      "From a boardroom offsite to a five-day wedding, one team plans the venue, the décor, the guests and the schedule, and runs it on the day.",
  },
  {
    id: "food",
    label: "Food & Beverages",
    serviceType: 2,
    intro:
      "Kitchens that travel to your venue: a royal spread under the stars, honest home-style food for a big family function, or lunch for a full office.",
  },
  {
    id: "travel",
    label: "Travel & Tourism",
    serviceType: 3,
    intro:
      "Journeys across India and beyond, planned around the people travelling: where to stay, how to move, what to see and who to call.",
  },
] as const;

export type ServiceTabId = (typeof SERVICE_TABS)[number]["id"];

const serviceTabIds = SERVICE_TABS.map((tab) => tab.id) as [ServiceTabId, ...ServiceTabId[]];
const serviceType = z.union([z.literal(1), z.literal(2), z.literal(3)]);
const text = z.string().trim().min(1);
const order = z.number().int().nonnegative();

const services = defineCollection({
  loader: file("src/content/services.yaml"),
  schema: z
    .object({
      tab: z.enum(serviceTabIds),
      title: text,
      description: text,
      serviceType,
      order,
    })
    // A card's button must open the form of its own tab's kind.
    .refine(
      (service) => SERVICE_TABS.find((tab) => tab.id === service.tab)?.serviceType === service.serviceType,
      {
        message: "serviceType does not match the tab (events 1, food 2, travel 3)",
        path: ["serviceType"],
      },
    ),
});

const experiences = defineCollection({
  loader: file("src/content/experiences.yaml"),
  schema: z.object({
    name: text,
    summary: text,
    includes: z.array(text).min(1),
    order,
  }),
});

const brands = defineCollection({
  loader: file("src/content/brands.yaml"),
  schema: ({ image }) =>
    z
      .object({
        name: text,
        /** The brand's own page. */
        href: z.string().regex(/^\/[a-z0-9-]+$/),
        /** What kind of brand it is, shown above its name. */
        category: text,
        /** Shown as a card on /our-brands (the specification's three brands). */
        listed: z.boolean(),
        order,
        art: image(),
        artAlt: text,
        /** Card on /our-brands. */
        summary: text,
        features: z.array(text).default([]),
        /** The brand's page. */
        metaDescription: text.max(170),
        tagline: text,
        intro: text,
        highlightsHeading: text,
        highlights: z.array(z.object({ title: text, text })).min(1),
        closingHeading: text,
        closingText: text,
      })
      .refine((brand) => !brand.listed || brand.features.length > 0, {
        message: "a brand listed on /our-brands needs its feature list",
        path: ["features"],
      }),
});

const menuItems = defineCollection({
  loader: file("src/content/menu-items.yaml"),
  schema: ({ image }) =>
    z.object({
      name: text,
      description: text,
      serves: text,
      art: image(),
      order,
    }),
});

const tours = defineCollection({
  loader: file("src/content/tours.yaml"),
  schema: z.object({
    name: text,
    duration: text,
    startsFrom: text,
    places: z.array(text).min(1),
    description: text,
    season: text,
    order,
  }),
});

export const catalogueCollections = { services, experiences, brands, menuItems, tours };
