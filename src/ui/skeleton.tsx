// A placeholder of the exact size of what is loading, so that nothing moves when it arrives.
// Silent for assistive technology: the region that loads says so (aria-busy, a status).
import { cn } from "../lib/cn.ts";

export function Skeleton({ className }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn("block animate-pulse rounded-md bg-border motion-reduce:animate-none", className)}
    />
  );
}
