// The Hindi words of the content collections (docs/product.md D25): for a collection read from
// src/content/<file>, its Hindi twin reads src/content/hi/<file>, holding for each entry (by
// its id) only the words, in the English entry's shape: everything else (order, prices,
// photos, icons) is the English entry's (src/i18n/content.ts merges them). A collection is
// listed in hindi-files.ts once its Hindi file exists; tests/unit/hindi-content.test.ts
// checks every Hindi entry against its English one.
import { defineCollection } from "astro:content";
import { file, glob } from "astro/loaders";
import { z } from "astro/zod";
import { HINDI_FILES, HINDI_FOLDERS } from "./hindi-files.ts";

// Only words, nested as in the English entry; what they say is checked by the test above.
const words = z.record(z.string(), z.unknown());

export const hindiCollections = {
  ...Object.fromEntries(
    Object.entries(HINDI_FILES).map(([name, path]) => [
      `${name}Hi`,
      defineCollection({ loader: file(`src/content/hi/${path}`), schema: words }),
    ]),
  ),
  ...Object.fromEntries(
    Object.entries(HINDI_FOLDERS).map(([name, folder]) => [
      `${name}Hi`,
      defineCollection({
        loader: glob({ pattern: "*.md", base: `src/content/hi/${folder}` }),
        schema: words,
      }),
    ]),
  ),
};
