import type { ComponentProps } from "react";
import { cn } from "../lib/cn.ts";

export function Input({ className, ...props }: ComponentProps<"input">) {
  return (
    <input
      className={cn(
        "h-11 w-full rounded-lg border border-border bg-background px-3 text-sm text-foreground placeholder:text-muted",
        "aria-[invalid=true]:border-danger",
        className,
      )}
      {...props}
    />
  );
}

export function Label({ className, ...props }: ComponentProps<"label">) {
  return <label className={cn("text-sm font-medium", className)} {...props} />;
}

/** A field's error, announced and tied to its input through aria-describedby. */
export function FieldError({ id, children }: { id: string; children?: string }) {
  return (
    <p id={id} role={children ? "alert" : undefined} className="min-h-5 text-sm text-danger">
      {children}
    </p>
  );
}
