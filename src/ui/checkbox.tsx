// A native check box in the theme's accent colour.
import type { ComponentProps } from "react";
import { cn } from "../lib/cn.ts";

export function Checkbox({ className, ...props }: Omit<ComponentProps<"input">, "type">) {
  return (
    <input
      type="checkbox"
      className={cn("size-4 shrink-0 accent-accent dark:scheme-dark", className)}
      {...props}
    />
  );
}
