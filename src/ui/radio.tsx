// A native radio button in the theme's accent colour; arrow keys move within its group.
import type { ComponentProps } from "react";
import { cn } from "../lib/cn.ts";

export function Radio({ className, ...props }: Omit<ComponentProps<"input">, "type">) {
  return (
    <input
      type="radio"
      className={cn("size-4 shrink-0 accent-accent dark:scheme-dark", className)}
      {...props}
    />
  );
}
