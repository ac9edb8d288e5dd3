// A box that may scroll sideways (a wide table on a phone). A scrolling box must be reachable
// by the keyboard (axe: scrollable-region-focusable), so it is a named, focusable region.
// Positioned, so that screen-reader-only text inside scrolls with it instead of widening the
// page.
import type { ReactNode } from "react";
import { cn } from "../lib/cn.ts";

export function ScrollRegion({
  label,
  labelledBy,
  className,
  children,
}: {
  /** The region's name when no visible caption names it. */
  label?: string;
  /** The id of the caption or heading that names it. */
  labelledBy?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div
      role="region"
      aria-label={labelledBy ? undefined : label}
      aria-labelledby={labelledBy}
      tabIndex={0}
      className={cn("relative overflow-x-auto focus-visible:outline-offset-2", className)}
    >
      {children}
    </div>
  );
}
