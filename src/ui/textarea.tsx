import type { ComponentProps } from "react";
import { cn } from "../lib/cn.ts";

export function Textarea({ className, rows = 3, ...props }: ComponentProps<"textarea">) {
  return (
    <textarea
      rows={rows}
      className={cn(
        "w-full rounded-lg border border-border bg-background px-3 py-2 text-sm text-foreground placeholder:text-muted",
        "aria-[invalid=true]:border-danger",
        className,
      )}
      {...props}
    />
  );
}
