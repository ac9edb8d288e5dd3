// Collections of the landing page (see src/content.config.ts): the copy of each section, the
// cards of "Why Choose us", Services and Results, and the testimonials (docs/product.md D13). The data lives
// in src/content/landing/; entries are shown by their `order`.
import { defineCollection } from "astro:content";
import { file } from "astro/loaders";
import { z } from "astro/zod";

/** The line icons a landing card can show: src/components/landing/landing-card-grid.astro draws them. */
export const LANDING_ICONS = [
  "growth",
  "brand",
  "future",
  "interface",
  "code",
  "palette",
  "trends",
  "goals",
  "reports",
  "strategy",
  "relations",
  "communication",
] as const;
export type LandingIcon = (typeof LANDING_ICONS)[number];

const card = z.object({
  order: z.number().int(),
  title: z.string().min(1),
  body: z.string().min(1),
  icon: z.enum(LANDING_ICONS),
});

export const landingCollections = {
  /** Eyebrow, heading and introduction of each section, keyed by section. */
  landingSections: defineCollection({
    loader: file("src/content/landing/sections.yaml"),
    schema: z.object({
      eyebrow: z.string().min(1),
      heading: z.string().min(1),
      intro: z.string().min(1),
    }),
  }),
  landingReasons: defineCollection({ loader: file("src/content/landing/reasons.yaml"), schema: card }),
  landingServices: defineCollection({ loader: file("src/content/landing/services.yaml"), schema: card }),
  landingResults: defineCollection({ loader: file("src/content/landing/results.yaml"), schema: card }),
  /** The first (lowest order) is the specification's single testimonial (D13). */
  testimonials: defineCollection({
    loader: file("src/content/landing/testimonials.yaml"),
    schema: ({ image }) =>
      z.object({
        order: z.number().int(),
        quote: z.string().min(1),
        name: z.string().min(1),
        role: z.string().min(1),
        /** An SVG portrait under src/assets/landing/avatars/, relative to the data file. */
        avatar: image(),
      }),
  }),
};
