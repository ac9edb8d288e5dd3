// Collections of the member's dashboard (see src/content.config.ts): the upcoming events of
// its carousel (docs/product.md B2; D14 for 'Explore Now') and the
// response promise its inquiries show (D21).
import { defineCollection } from "astro:content";
import { file } from "astro/loaders";
import { z } from "astro/zod";
import { photoSchema } from "./photo.ts";

const text = z.string().trim().min(1);

/** One day, YYYY-MM-DD, as it falls in India; an impossible date (2027-02-30) is refused. */
const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "a date written YYYY-MM-DD")
  .refine((value) => new Date(`${value}T00:00:00Z`).toISOString().startsWith(value), "not a real date");

/**
 * Events the business hosts: the dashboard shows those still to come, soonest first. An
 * editor adds new ones as the old ones pass (the view says so when none is left).
 */
const upcomingEvents = defineCollection({
  loader: file("src/content/upcoming-events.yaml"),
  schema: ({ image }) =>
    z.object({
      name: text,
      date: day,
      city: text,
      /** A sentence or two for the card. */
      description: text.max(200),
      /** An SVG under src/assets/dashboard/, relative to the data file. */
      image: image(),
      /** A photograph to show instead of the illustration. */
      photo: photoSchema(image),
    }),
});

/** The business's response promise, shown beside an inquiry that waits (D21). */
const inquiryPromise = defineCollection({
  loader: file("src/content/inquiry-promise.yaml"),
  schema: z.object({ text: text.max(120) }),
});

export const dashboardCollections = { upcomingEvents, inquiryPromise };
