// A styled native <select>: the platform's own keyboard, touch and screen-reader behaviour,
// at no script cost.
import type { ComponentProps } from "react";
import { cn } from "../lib/cn.ts";
import { Icon } from "./icon.tsx";
import { CHEVRON_DOWN_ICON } from "./icons.ts";

export interface SelectProps extends ComponentProps<"select"> {
  /** The box's width: the whole line by default, a fixed one beside other filters (w-40). */
  width?: `w-${string}`;
}

export function Select({ className, width = "w-full", children, ...props }: SelectProps) {
  return (
    <div className="relative">
      <select
        className={cn(
          "h-11 appearance-none rounded-lg border border-border bg-background pr-10 pl-3 text-sm text-foreground dark:scheme-dark",
          "aria-[invalid=true]:border-danger",
          width,
          className,
        )}
        {...props}
      >
        {children}
      </select>
      <Icon
        icon={CHEVRON_DOWN_ICON}
        round
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted"
      />
    </div>
  );
}
