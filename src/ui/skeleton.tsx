// A placeholder of the exact size of what is loading, so that nothing moves when it arrives.
// Silent for assistive technology: the region that loads says so (aria-busy, a status).
import { cn } from "../lib/cn.ts";

export function Skeleton({
  className,
  rounded = "rounded-md",
}: {
  className?: string;
  /** Its corners: a line of text's by default, the box's it stands for (rounded-2xl) otherwise. */
  rounded?: `rounded-${string}`;
}) {
  return (
    <span
      aria-hidden="true"
      className={cn("block animate-pulse bg-border motion-reduce:animate-none", rounded, className)}
    />
  );
}
