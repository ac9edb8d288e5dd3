// An on/off switch: a button that says its state (role="switch", aria-checked), in the theme's
// accent colour when on. Its label is the element that names it (aria-labelledby or children).
import type { ComponentProps } from "react";
import { cn } from "../lib/cn.ts";

export function Switch({
  checked,
  className,
  ...props
}: Omit<ComponentProps<"button">, "role" | "type"> & { checked: boolean }) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      className={cn(
        "relative inline-flex h-6 w-11 shrink-0 items-center rounded-full border-2 border-transparent transition-colors",
        "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent",
        "disabled:cursor-not-allowed disabled:opacity-60",
        checked ? "bg-accent" : "bg-border",
        className,
      )}
      {...props}
    >
      <span
        aria-hidden="true"
        className={cn(
          "pointer-events-none block size-5 rounded-full bg-white shadow transition-transform",
          checked ? "translate-x-5" : "translate-x-0",
        )}
      />
    </button>
  );
}
