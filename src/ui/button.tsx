import type { ComponentProps } from "react";
import { cn } from "../lib/cn.ts";
import { buttonVariants, type ButtonVariantProps } from "./button-variants.ts";
import { Spinner } from "./spinner.tsx";

export interface ButtonProps extends ComponentProps<"button">, ButtonVariantProps {
  /** Shows a spinner and blocks clicks while an action runs. */
  loading?: boolean;
}

export function Button({
  className,
  variant,
  size,
  align,
  loading = false,
  disabled,
  children,
  ...props
}: ButtonProps) {
  return (
    <button
      className={cn(
        buttonVariants({ variant, size, align }),
        "disabled:cursor-not-allowed disabled:opacity-60",
        className,
      )}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...props}
    >
      {loading ? <Spinner /> : null}
      {children}
    </button>
  );
}
