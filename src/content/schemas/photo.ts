// A photograph an editor may add to a content entry (README, "Adding a photo"): the file,
// next to the content under src/assets/photos/, and its alternative text, which is required
// whenever a photo is given. Without one the page keeps its illustration.
import type { SchemaContext } from "astro:content";
import { z } from "astro/zod";

export function photoSchema(image: SchemaContext["image"]) {
  return z
    .object({
      /** A JPEG, PNG, WebP or AVIF file, relative to the data file (../assets/photos/...). */
      src: image(),
      /** What the photo shows, for people who cannot see it; required. */
      alt: z.string().trim().min(1, "a photo needs its alt text"),
    })
    .optional();
}

export type Photo = { src: ImageMetadata; alt: string };
