// Where a member's inquiry stands (docs/product.md D21): its timeline (received, contacted, quoted, then
// confirmed or closed, with the day each was reached), the business's response promise while
// it waits, and its quote, whose panel (with the deposit's payment) loads when asked for, with
// its words in the page's language.
import { lazy, Suspense, useCallback, useEffect, useState } from "react";
import { failureMessage } from "../../client/api.ts";
import { langOfDocument } from "../../client/page-lang.ts";
import type { DashboardWords } from "../../i18n/en/dashboard.ts";
import type { QuoteWords } from "../../i18n/en/quote.ts";
import type { Lang } from "../../i18n/lang.ts";
import { fill } from "../../i18n/words.ts";
import { cn } from "../../lib/cn.ts";
import { formatLongDate } from "../../lib/dates.ts";
import type { InquiryStatus } from "../../schemas/admin.ts";
import type { InquiryBooking } from "../../schemas/quote.ts";
import { Button } from "../../ui/button.tsx";
import { Spinner } from "../../ui/spinner.tsx";
import { fetchBooking } from "../membership/payment-calls.ts";

/** The quote's words, one language's only, fetched with its panel. */
const QUOTE_WORDS: Record<Lang, () => Promise<{ default: QuoteWords }>> = {
  en: () => import("../../i18n/en/quote.ts"),
  hi: () => import("../../i18n/hi/quote.ts"),
};
const loadQuotePanel = () => Promise.all([import("./quote-panel.tsx"), QUOTE_WORDS[langOfDocument()]()]);
const QuotePanel = lazy(async () => {
  const [{ QuotePanel: Panel }, { default: words }] = await loadQuotePanel();
  return {
    default: (props: {
      booking: InquiryBooking;
      onChanged: () => Promise<InquiryBooking | undefined>;
      lang: Lang;
    }) => <Panel {...props} words={words} />,
  };
});

/** The steps a member follows; the last is "Confirmed", or "Closed" when it was lost. */
const STEPS: readonly InquiryStatus[] = ["new", "contacted", "quoted", "confirmed"];

type Load =
  { state: "loading" } | { state: "failed"; message: string } | { state: "ready"; booking: InquiryBooking };

export function InquiryProgress({
  inquiryId,
  reference,
  responsePromise,
  words,
  lang,
  onStatus,
}: {
  inquiryId: string;
  reference: string;
  /** "We reply within one business day." (content: the dashboard collection). */
  responsePromise: string;
  words: DashboardWords["progress"] & { loading: string };
  lang: Lang;
  /** Told the inquiry's status each time its booking loads (after a payment too), and whether the member cancelled it. */
  onStatus?: (status: InquiryStatus, cancelled: boolean) => void;
}) {
  const [load, setLoad] = useState<Load>({ state: "loading" });
  // The quote e-mail links here with ?inquiry=<reference>: that inquiry's quote opens.
  const [open, setOpen] = useState(
    () => new URLSearchParams(window.location.search).get("inquiry") === reference,
  );

  // Loads the booking again and answers it (undefined when that failed, as the card then says).
  const refresh = useCallback(
    () =>
      fetchBooking(inquiryId).then(
        (booking) => {
          setLoad({ state: "ready", booking });
          onStatus?.(booking.status, booking.cancellation !== null);
          return booking;
        },
        (error: unknown) => {
          setLoad({ state: "failed", message: failureMessage(error) });
          return undefined;
        },
      ),
    [inquiryId, onStatus],
  );
  useEffect(() => {
    void refresh();
  }, [refresh]);

  if (load.state === "loading") {
    return (
      <p className="flex items-center gap-2 text-sm text-muted">
        <Spinner /> {words.loading}
      </p>
    );
  }
  if (load.state === "failed") {
    return <p className="text-sm text-muted">{fill(words.failed, { message: load.message })}</p>;
  }
  const { booking } = load;
  const reached = new Map(booking.timeline.map((step) => [step.status, step.at]));
  // Closed: after "Confirmed" when it was confirmed (a booking cancelled), else in its place.
  const steps: readonly InquiryStatus[] =
    booking.status === "lost" ? [...STEPS.slice(0, reached.has("confirmed") ? 4 : 3), "lost"] : STEPS;
  return (
    <div className="grid gap-4">
      <ol aria-label={fill(words.label, { reference })} className="grid gap-2 text-sm">
        {steps.map((step) => {
          const at = reached.get(step);
          return (
            <li key={step} className="flex items-center gap-3">
              <span
                aria-hidden="true"
                className={cn(
                  "size-3 shrink-0 rounded-full border-2",
                  at ? "border-accent bg-accent" : "border-border bg-transparent",
                )}
              />
              <span className={at ? "font-medium" : "text-muted"}>{words.steps[step]}</span>
              <span className="ml-auto text-muted">
                {at ? (
                  <time dateTime={at}>{formatLongDate(at, lang)}</time>
                ) : (
                  <span className="sr-only">{words.notYet}</span>
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
                <Spinner /> {words.loadingQuote}
              </p>
            }
          >
            <QuotePanel booking={booking} onChanged={refresh} lang={lang} />
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
            {booking.paid ? words.seeQuoteAndPayment : fill(words.seeQuote, { reference })}
          </Button>
        )
      ) : null}
    </div>
  );
}
