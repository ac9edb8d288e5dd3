// Where a member's inquiry stands (docs/product.md D21): its timeline (received, contacted, quoted, then
// confirmed or closed, with the day each was reached), the business's response promise while
// it waits, and its quote, whose panel (with the deposit's payment) loads when asked for.
import { lazy, Suspense, useCallback, useEffect, useState } from "react";
import { failureMessage } from "../../client/api.ts";
import { cn } from "../../lib/cn.ts";
import { formatLongDate } from "../../lib/dates.ts";
import type { InquiryStatus } from "../../schemas/admin.ts";
import type { InquiryBooking } from "../../schemas/quote.ts";
import { Button } from "../../ui/button.tsx";
import { Spinner } from "../../ui/spinner.tsx";
import { fetchBooking } from "../membership/payment-calls.ts";

const loadQuotePanel = () => import("./quote-panel.tsx");
const QuotePanel = lazy(async () => ({ default: (await loadQuotePanel()).QuotePanel }));

/** The steps a member follows; the last is "Confirmed", or "Closed" when it was lost. */
const STEPS: readonly { status: InquiryStatus; label: string }[] = [
  { status: "new", label: "Received" },
  { status: "contacted", label: "Contacted" },
  { status: "quoted", label: "Quoted" },
  { status: "confirmed", label: "Confirmed" },
];
const CLOSED = { status: "lost", label: "Closed" } as const;

type Load =
  { state: "loading" } | { state: "failed"; message: string } | { state: "ready"; booking: InquiryBooking };

export function InquiryProgress({
  inquiryId,
  reference,
  responsePromise,
}: {
  inquiryId: string;
  reference: string;
  /** "We reply within one working day." (content: the dashboard collection). */
  responsePromise: string;
}) {
  const [load, setLoad] = useState<Load>({ state: "loading" });
  // The quote e-mail links here with ?inquiry=<reference>: that inquiry's quote opens.
  const [open, setOpen] = useState(
    () => new URLSearchParams(window.location.search).get("inquiry") === reference,
  );

  const refresh = useCallback(() => {
    fetchBooking(inquiryId).then(
      (booking) => setLoad({ state: "ready", booking }),
      (error: unknown) => setLoad({ state: "failed", message: failureMessage(error) }),
    );
  }, [inquiryId]);
  useEffect(refresh, [refresh]);

  if (load.state === "loading") {
    return (
      <p className="flex items-center gap-2 text-sm text-muted">
        <Spinner className="size-4" /> Loading its progress…
      </p>
    );
  }
  if (load.state === "failed") {
    return <p className="text-sm text-muted">Its progress could not be loaded: {load.message}</p>;
  }
  const { booking } = load;
  const reached = new Map(booking.timeline.map((step) => [step.status, step.at]));
  const steps = booking.status === "lost" ? [...STEPS.slice(0, 3), CLOSED] : STEPS;
  return (
    <div className="grid gap-4">
      <ol aria-label={`Progress of ${reference}`} className="grid gap-2 text-sm">
        {steps.map((step) => {
          const at = reached.get(step.status);
          return (
            <li key={step.status} className="flex items-center gap-3">
              <span
                aria-hidden="true"
                className={cn(
                  "size-3 shrink-0 rounded-full border-2",
                  at ? "border-accent bg-accent" : "border-border bg-transparent",
                )}
              />
              <span className={at ? "font-medium" : "text-muted"}>{step.label}</span>
              <span className="ml-auto text-muted">
                {at ? (
                  <time dateTime={at}>{formatLongDate(at)}</time>
                ) : (
                  <span className="sr-only">not yet</span>
                )}
              </span>
            </li>
          );
        })}
      </ol>
      {booking.status === "new" ? <p className="text-sm text-muted">{responsePromise}</p> : null}
      {booking.quote ? (
        open ? (
          <Suspense
            fallback={
              <p className="flex items-center gap-2 text-sm text-muted">
                <Spinner className="size-4" /> Loading the quote…
              </p>
            }
          >
            <QuotePanel booking={booking} onChanged={refresh} />
          </Suspense>
        ) : (
          <Button
            variant="outline"
            size="sm"
            className="justify-self-start"
            onPointerEnter={() => void loadQuotePanel()}
            onFocus={() => void loadQuotePanel()}
            onClick={() => setOpen(true)}
          >
            {booking.paid ? "See the quote and payment" : `See the quote for ${reference}`}
          </Button>
        )
      ) : null}
    </div>
  );
}
