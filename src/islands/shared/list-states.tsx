// What a list of the dashboards (the member's and the admin's) shows while it loads, when it
// failed, and when it is empty.
import { cn } from "../../lib/cn.ts";
import { Button } from "../../ui/button.tsx";
import { buttonVariants } from "../../ui/button-variants.ts";
import { Skeleton } from "../../ui/skeleton.tsx";

/** Each empty list leads to where its first entry is made. */
export const NO_INVOICES = {
  text: "You have no invoices yet. They appear here once you buy a membership.",
  href: "/membership#membership-plans",
  action: "See the membership plans",
};
export const NO_INQUIRIES = {
  text: "You have not sent any inquiries yet. Tell us about an event, a meal or a trip.",
  href: "/services",
  action: "Browse our services",
};

/** Placeholder rows in a box of the loaded list's size; `label` is what screen readers hear. */
export function LoadingRows({
  label,
  rows = 5,
  className,
}: {
  label: string;
  rows?: number;
  className?: string;
}) {
  return (
    <div className={cn("grid content-start gap-4 rounded-2xl border border-border p-4", className)}>
      <span role="status" className="sr-only">
        {label}
      </span>
      {Array.from({ length: rows }, (_, index) => (
        <Skeleton key={index} className="h-6" />
      ))}
    </div>
  );
}

export function LoadFailed({
  what,
  message,
  onRetry,
  className,
}: {
  /** "Your invoices" */
  what: string;
  message: string;
  onRetry: () => void;
  className?: string;
}) {
  return (
    <div
      role="alert"
      className={cn(
        "flex flex-col items-start justify-center gap-4 rounded-2xl border border-border p-6",
        className,
      )}
    >
      <p className="text-danger">
        {what} could not be loaded: {message}
      </p>
      <Button variant="outline" size="sm" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}

export function EmptyState({
  text,
  href,
  action,
  className,
}: {
  text: string;
  href: string;
  action: string;
  className?: string;
}) {
  return (
    <div
      className={cn(
        "flex flex-col items-start justify-center gap-4 rounded-2xl border border-dashed border-border p-6",
        className,
      )}
    >
      <p>{text}</p>
      <a href={href} className={buttonVariants()}>
        {action}
      </a>
    </div>
  );
}
