import { cn } from "../lib/cn.ts";

export function Spinner({
  className,
  size = "size-4",
  label,
}: {
  className?: string;
  /** Its width and height: a button's by default, larger where a whole region loads. */
  size?: `size-${number}`;
  label?: string;
}) {
  return (
    <svg
      className={cn(size, "animate-spin motion-reduce:animate-none", className)}
      viewBox="0 0 24 24"
      fill="none"
      role={label ? "status" : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
    >
      <circle cx="12" cy="12" r="10" stroke="currentColor" strokeOpacity="0.25" strokeWidth="4" />
      <path d="M22 12a10 10 0 0 0-10-10" stroke="currentColor" strokeWidth="4" strokeLinecap="round" />
    </svg>
  );
}
