// Collections of the company pages (see src/content.config.ts): about, partners,
// membership FAQ and the refund policy (docs/product.md B2, B9).
import { defineCollection } from "astro:content";
import { file, glob } from "astro/loaders";
import { z } from "astro/zod";

const text = z.string().trim().min(1);
const order = z.number().int().nonnegative();
/** An id or an in-page anchor: lower case words joined by hyphens. */
const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "lower-case words joined by hyphens");

/** /about-us: one tab each (who we are, our mission, our vision), with a heading and a paragraph. */
const aboutTabs = defineCollection({
  loader: file("src/content/about-tabs.yaml"),
  schema: z.object({ label: text, heading: text, body: text, order }),
});

const feature = z.object({ title: text, description: text });

/**
 * One entry per partner kind (trade fair organizer, corporate): its section on
 * /hospitality-partner and its own page. The spec names exactly three benefits for each.
 */
const partners = defineCollection({
  loader: file("src/content/partners.yaml"),
  schema: z.object({
    /** The kind as the spec names it: "Trade Fair Organizer", "Corporate". */
    name: text,
    /** The partner page's route, e.g. /trade-fair-organizer. */
    path: z.string().regex(/^\/[a-z0-9-]+$/),
    headline: text,
    /** A short line under the headline. */
    tagline: text,
    /** The section's paragraph on /hospitality-partner. */
    summary: text,
    /** The opening paragraph of the partner page. */
    intro: text,
    offerings: z.array(feature).min(1),
    benefits: z.array(feature).length(3),
    order,
  }),
});

/** /membership: the questions of the FAQ accordion, each with an optional link after it. */
const faq = defineCollection({
  loader: file("src/content/faq.yaml"),
  schema: z.object({
    question: text,
    answer: text,
    link: z.object({ label: text, href: z.string().startsWith("/") }).optional(),
    order,
  }),
});

/** /refund-policy: one Markdown file per section; `anchor` is its id in the page. */
const refundPolicy = defineCollection({
  loader: glob({ pattern: "*.md", base: "src/content/refund-policy" }),
  schema: z.object({ title: text, anchor: slug, order }),
});

/** /privacy: the privacy notice (docs/product.md D27), one Markdown file per section. */
const privacyNotice = defineCollection({
  loader: glob({ pattern: "*.md", base: "src/content/privacy" }),
  schema: z.object({ title: text, anchor: slug, order }),
});

/** /terms: the terms of use, one Markdown file per section. */
const termsOfUse = defineCollection({
  loader: glob({ pattern: "*.md", base: "src/content/terms" }),
  schema: z.object({ title: text, anchor: slug, order }),
});

export const companyCollections = { aboutTabs, partners, faq, refundPolicy, privacyNotice, termsOfUse };
