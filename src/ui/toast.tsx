// Toast primitives on Radix Toast: a live region announced to screen readers, swipe and
// Escape to dismiss, F8 to reach the region from the keyboard.
import * as RadixToast from "@radix-ui/react-toast";
import { cva, type VariantProps } from "class-variance-authority";
import type { ComponentProps } from "react";
import { cn } from "../lib/cn.ts";

export const ToastProvider = RadixToast.Provider;

export function ToastViewport({ className, ...props }: ComponentProps<typeof RadixToast.Viewport>) {
  return (
    <RadixToast.Viewport
      className={cn(
        "fixed right-0 bottom-0 z-[100] flex max-h-screen w-full flex-col gap-2 p-4 outline-none sm:max-w-sm",
        className,
      )}
      {...props}
    />
  );
}

const toastVariants = cva(
  "group pointer-events-auto relative flex w-full items-start justify-between gap-4 rounded-xl border p-4 shadow-lg",
  {
    variants: {
      variant: {
        default: "border-border bg-background text-foreground",
        destructive: "border-danger bg-danger text-white",
      },
    },
    defaultVariants: { variant: "default" },
  },
);

export function Toast({
  className,
  variant,
  ...props
}: ComponentProps<typeof RadixToast.Root> & VariantProps<typeof toastVariants>) {
  return <RadixToast.Root className={cn(toastVariants({ variant }), className)} {...props} />;
}

export function ToastTitle({ className, ...props }: ComponentProps<typeof RadixToast.Title>) {
  return <RadixToast.Title className={cn("text-sm font-semibold", className)} {...props} />;
}

export function ToastDescription({ className, ...props }: ComponentProps<typeof RadixToast.Description>) {
  return <RadixToast.Description className={cn("text-sm opacity-90", className)} {...props} />;
}

export function ToastAction({ className, ...props }: ComponentProps<typeof RadixToast.Action>) {
  return (
    <RadixToast.Action
      className={cn(
        "shrink-0 rounded-md border border-current px-3 py-1 text-sm font-medium hover:bg-black/10",
        className,
      )}
      {...props}
    />
  );
}
