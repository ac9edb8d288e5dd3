// Dialog primitives on Radix (shadcn-style): focus trapped inside, Escape and a click outside
// close it, focus returns to what opened it. They know nothing of the app.
//
// The overlay is a plain element rather than Radix's Overlay: Radix locks the page's scroll
// there with react-remove-scroll, which injects a <style> element that the pages' Content-
// Security-Policy refuses (a console error, and no lock). The lock here sets the root's
// overflow through the CSSOM, which the policy allows.
import * as DialogPrimitive from "@radix-ui/react-dialog";
import { useEffect, type ComponentProps } from "react";
import { cn } from "../lib/cn.ts";
import { Icon } from "./icon.tsx";
import { CLOSE_ICON } from "./icons.ts";

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;
export const DialogPortal = DialogPrimitive.Portal;

/** Keeps the page behind still while mounted, without the scroll bar's width jumping. */
function useScrollLock() {
  useEffect(() => {
    const root = document.documentElement;
    const gap = window.innerWidth - root.clientWidth;
    const { overflow, paddingRight } = root.style;
    root.style.overflow = "hidden";
    if (gap > 0) root.style.paddingRight = `${gap}px`;
    return () => {
      root.style.overflow = overflow;
      root.style.paddingRight = paddingRight;
    };
  }, []);
}

/** The dimmed page behind the dialog; a click on it closes the dialog (outside the content). */
export function DialogOverlay({ className, ...props }: ComponentProps<"div">) {
  useScrollLock();
  return <div aria-hidden="true" className={cn("fixed inset-0 z-50 bg-black/70", className)} {...props} />;
}

export interface DialogContentProps extends ComponentProps<typeof DialogPrimitive.Content> {
  /** The accessible name of the close button in the corner. */
  closeLabel?: string;
  /** How wide it may grow: max-w-md for a short question, max-w-[800px] for a form beside a panel. */
  maxWidth?: `max-w-${string}`;
  /** The space between its parts. */
  gap?: `gap-${number}`;
}

export function DialogContent({
  className,
  children,
  closeLabel = "Close",
  maxWidth = "max-w-lg",
  gap = "gap-4",
  ...props
}: DialogContentProps) {
  return (
    <DialogPortal>
      <DialogOverlay />
      <DialogPrimitive.Content
        className={cn(
          "fixed top-1/2 left-1/2 z-50 grid w-[calc(100%-2rem)] -translate-x-1/2 -translate-y-1/2",
          "max-h-[calc(100dvh-2rem)] overflow-y-auto rounded-2xl border border-border bg-background p-5 text-foreground shadow-2xl sm:p-6",
          maxWidth,
          gap,
          className,
        )}
        {...props}
      >
        {children}
        <DialogPrimitive.Close
          // Its own classes rather than buttonVariants: class-variance-authority would then load
          // with every page's dialog, before anyone opens a form.
          className="absolute top-3 right-3 inline-flex size-9 items-center justify-center rounded-full text-muted transition hover:bg-surface hover:text-foreground"
        >
          <Icon icon={CLOSE_ICON} round className="size-5" />
          <span className="sr-only">{closeLabel}</span>
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPortal>
  );
}

export function DialogHeader({ className, ...props }: ComponentProps<"div">) {
  return <div className={cn("grid gap-1.5 pr-8", className)} {...props} />;
}

export function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return (
    <DialogPrimitive.Title className={cn("text-xl font-semibold tracking-tight", className)} {...props} />
  );
}

export function DialogDescription({
  className,
  ...props
}: ComponentProps<typeof DialogPrimitive.Description>) {
  return <DialogPrimitive.Description className={cn("text-sm text-muted", className)} {...props} />;
}
