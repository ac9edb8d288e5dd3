// What a list of the dashboards (the member's and the admin's) shows while it loads, when it
// failed, and when it is empty, in the words its page gives (the admin panel's in English).
import type { ListStateWords } from "../../i18n/en/lists.ts";
import { fill } from "../../i18n/words.ts";
import { cn } from "../../lib/cn.ts";
import { Button } from "../../ui/button.tsx";
import { buttonVariants } from "../../ui/button-variants.ts";
import { Skeleton } from "../../ui/skeleton.tsx";

/**
 * Placeholder rows in a box of the loaded list's size; `label` is what screen readers hear.
 * `framed={false}` when the box around is already drawn (a scrolling tab panel's border).
 */
export function LoadingRows({
  label,
  rows = 5,
  framed = true,
  className,
}: {
  label: string;
  rows?: number;
  framed?: boolean;
  className?: string;
}) {
  return (
    <div
      className={cn("grid content-start gap-4 p-4", framed && "rounded-2xl border border-border", className)}
    >
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
  words,
}: {
  /** "Your invoices" */
  what: string;
  message: string;
  onRetry: () => void;
  className?: string;
  words: ListStateWords;
}) {
  return (
    <div
      role="alert"
      className={cn(
        "flex flex-col items-start justify-center gap-4 rounded-2xl border border-border p-6",
        className,
      )}
    >
      <p className="text-danger">{fill(words.failed, { what, message })}</p>
      <Button variant="outline" size="sm" onClick={onRetry}>
        {words.retry}
      </Button>
    </div>
  );
}

/** An empty list leads to where its first entry is made. */
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
