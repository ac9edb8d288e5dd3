import type { ComponentProps } from "react";
import { cn } from "../lib/cn.ts";

export interface InputProps extends ComponentProps<"input"> {
  /** The text's size: text-xs for a long machine-made value shown whole (a payment link). */
  textSize?: "text-sm" | "text-xs";
  /** The space at the end: pr-10 leaves room for a button inside the box (a search's clear). */
  padEnd?: "pr-3" | "pr-10";
}

export function Input({ className, textSize = "text-sm", padEnd = "pr-3", ...props }: InputProps) {
  return (
    <input
      className={cn(
        "h-11 w-full rounded-lg border border-border bg-background pl-3 text-foreground placeholder:text-muted",
        "aria-[invalid=true]:border-danger",
        textSize,
        padEnd,
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
