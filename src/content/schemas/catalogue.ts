// Collections of the catalogue pages (see src/content.config.ts): the services, experiences
// and brands pages and the brand pages (docs/product.md B2).
import { defineCollection } from "astro:content";
import { file } from "astro/loaders";
import { z } from "astro/zod";
import { photoSchema } from "./photo.ts";

/**
 * The tabs of /services, in the specification's order; the first is the default. Each tab's
 * cards open the inquiry form of one service type (1 event, 2 catering, 3 travel). Their
 * labels and intros are words of the page (src/i18n/en/catalogue.ts).
 */
export const SERVICE_TABS = [
  { id: "events", serviceType: 1 },
  { id: "food", serviceType: 2 },
  { id: "travel", serviceType: 3 },
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
  schema: ({ image }) =>
    z.object({
      name: text,
      summary: text,
      includes: z.array(text).min(1),
      order,
      photo: photoSchema(image),
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
        /** A photograph for the brand's hero and card; the art shows until there is one. */
        photo: photoSchema(image),
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

/** India's food marks on a menu: a green dot for vegetarian, a brown triangle for the rest. */
export const DIETS = ["veg", "non-veg"] as const;
export type Diet = (typeof DIETS)[number];

const menuItems = defineCollection({
  loader: file("src/content/menu-items.yaml"),
  schema: ({ image }) =>
    z.object({
      name: text,
      /** The course's heading on the menu card, above the item's name. */
      course: text,
      /** The cook's note, shown on hover and focus (docs/product.md B2: "with hover descriptions"). */
      description: text,
      serves: text,
      art: image(),
      order,
      photo: photoSchema(image),
      dishes: z.array(z.object({ name: text, note: text.optional(), diet: z.enum(DIETS) })).min(1),
    }),
});

const tours = defineCollection({
  loader: file("src/content/tours.yaml"),
  schema: ({ image }) =>
    z.object({
      name: text,
      duration: text,
      startsFrom: text,
      places: z.array(text).min(1),
      description: text,
      season: text,
      order,
      photo: photoSchema(image),
      /** The tour day by day, shown as its itinerary on /tirtham-darshanam when given. */
      itinerary: z.array(z.object({ title: text, text })).optional(),
    }),
});

/** The moments in the weddings page's gallery; `tone` colours the tile until a photo comes. */
export const GALLERY_TONES = ["marigold", "henna", "night", "saffron", "rose"] as const;

const weddingGallery = defineCollection({
  loader: file("src/content/wedding-gallery.yaml"),
  schema: ({ image }) =>
    z.object({
      title: text,
      caption: text,
      order,
      tone: z.enum(GALLERY_TONES),
      photo: photoSchema(image),
    }),
});

const voyages = defineCollection({
  loader: file("src/content/voyages.yaml"),
  schema: ({ image }) =>
    z.object({
      name: text,
      duration: text,
      summary: text,
      /** The stops in the order they are travelled, each with what the stay there is known for. */
      route: z.array(z.object({ place: text, note: text })).min(2),
      highlights: z.array(text).min(1),
      order,
      photo: photoSchema(image),
    }),
});

/** The sky behind an open-air setting's card on /royal-alfresco, until a photo comes. */
export const SETTING_TONES = ["dusk", "lantern", "night", "sandstone"] as const;

const alfrescoSettings = defineCollection({
  loader: file("src/content/alfresco-settings.yaml"),
  schema: ({ image }) =>
    z.object({
      name: text,
      bestFor: text,
      /** The party sizes we usually serve in this setting. */
      guests: z
        .object({ min: z.number().int().positive(), max: z.number().int().positive() })
        .refine((guests) => guests.min <= guests.max, { message: "guests.min is above guests.max" }),
      description: text,
      includes: z.array(text).min(1),
      order,
      tone: z.enum(SETTING_TONES),
      photo: photoSchema(image),
    }),
});

export const catalogueCollections = {
  services,
  experiences,
  brands,
  menuItems,
  tours,
  weddingGallery,
  voyages,
  alfrescoSettings,
};
