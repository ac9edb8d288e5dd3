// The button look, one set of variants for both sides of the site: the React Button
// (button.tsx) and the .astro links and buttons that look like one (link-button.astro, or
// `buttonVariants` in a class attribute). A plain module without React, so zero-JS pages can
// use it at build time; a new look is a variant here, not a copied class string. How a
// disabled button looks is the Button's own (links cannot be disabled), and a <button> needs
// no bg-transparent: the base styles give it none.
import { cva, type VariantProps } from "class-variance-authority";

export const buttonVariants = cva(
  "inline-flex items-center justify-center gap-2 rounded-full font-semibold transition",
  {
    variants: {
      variant: {
        primary: "bg-accent text-accent-foreground hover:opacity-90",
        outline: "border border-border hover:bg-surface",
        ghost: "hover:bg-surface",
        link: "rounded-none p-0 text-accent underline-offset-4 hover:underline",
      },
      size: {
        sm: "h-9 px-4 text-sm",
        /** As tall as the round icon buttons beside it in a header bar. */
        bar: "h-10 px-4 text-sm",
        md: "h-11 px-6 text-sm",
        /** md for a label that may take two lines: the button grows rather than overflows. */
        "md-wrap": "min-h-11 px-6 py-2 text-center text-sm",
        /** The landing page's calls to action, in the body's text size. */
        lg: "h-12 px-7",
        /** A round button holding only an icon (its name goes in aria-label or sr-only text). */
        icon: "size-10",
        none: "",
      },
    },
    defaultVariants: { variant: "primary", size: "md" },
  },
);

export type ButtonVariantProps = VariantProps<typeof buttonVariants>;
