// The button look, one set of variants for both sides of the site: the React Button
// (button.tsx) and the .astro links and buttons that look like one (link-button.astro, or
// `buttonVariants` in a class attribute). A plain module without React, so zero-JS pages can
// use it at build time; a new look is a variant here, not a copied class string. How a
// disabled button looks is the Button's own (links cannot be disabled), and a <button> needs
// no bg-transparent: the base styles give it none.
//
// Each property comes from one place, the base, the variant, the size or the alignment, never
// two (cn joins, it does not merge: src/lib/cn.ts); the link variant goes with size "none". A
// caller adds only what none of them sets (a margin, its place in a grid, a width).
import { cva, type VariantProps } from "class-variance-authority";

export const buttonVariants = cva("inline-flex items-center font-semibold transition", {
  variants: {
    variant: {
      primary: "rounded-full bg-accent text-accent-foreground hover:opacity-90",
      outline: "rounded-full border border-border hover:bg-surface",
      ghost: "rounded-full hover:bg-surface",
      /** Text that acts: no shape, so no rounding; with size "none". */
      link: "p-0 text-accent underline-offset-4 hover:underline",
      /** What cannot be undone (erasing an account or its data). */
      danger: "rounded-full bg-danger-solid text-white hover:opacity-90",
      /** The way to a danger button: outline in the danger colour. */
      "danger-outline": "rounded-full border border-danger text-danger hover:bg-surface",
    },
    size: {
      sm: "h-9 px-4 text-sm",
      /** As tall as the round icon buttons beside it in a header bar. */
      bar: "h-10 px-4 text-sm",
      md: "h-11 px-6 text-sm",
      /** md for a label that may take two lines: the button grows rather than overflows. */
      "md-wrap": "min-h-11 px-6 py-2 text-sm",
      /** The landing page's calls to action, in the body's text size. */
      lg: "h-12 px-7",
      /** lg with md's side padding: the missing page's one way home. */
      "lg-narrow": "h-12 px-6",
      /** lg with wide side padding: the landing contact form's send button. */
      "lg-wide": "h-12 px-10",
      /** A round button holding only an icon (its name goes in aria-label or sr-only text). */
      icon: "size-10",
      /** A small icon button inside a field (the search box's clear button). */
      "icon-sm": "size-8",
      /** A larger icon button: the landing page's testimonials arrows. */
      "icon-lg": "size-11",
      none: "",
    },
    align: {
      /** The icon and words in the middle. */
      center: "justify-center gap-2",
      /** One of a list of choices: its icon and words from the start, a wrapped line too. */
      start: "justify-start gap-3 text-left",
    },
  },
  // A label on two lines is centred like one line: only where the button is centred.
  compoundVariants: [{ size: "md-wrap", align: "center", class: "text-center" }],
  defaultVariants: { variant: "primary", size: "md", align: "center" },
});

export type ButtonVariantProps = VariantProps<typeof buttonVariants>;
