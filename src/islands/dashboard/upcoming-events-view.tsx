// The upcoming-events view (docs/product.md B2, D14): the events kept in content that are still
// to come, in a carousel that moves on every 2000 ms; 'Explore Now' leads to /experience. The
// events come from content in the page's language, as a static file fetched with the view's
// code (src/pages/upcoming-events/[lang].json.ts; decision 0045), once per page.
import { useEffect, useId, useMemo, useState } from "react";
import { langOfDocument } from "../../client/page-lang.ts";
import { CLIENT_FAILURES } from "../../i18n/client-failures.ts";
import { CAROUSEL_AUTOPLAY_MS } from "../../config/dashboard.ts";
import type { DashboardWords } from "../../i18n/en/dashboard.ts";
import type { Lang } from "../../i18n/lang.ts";
import { fill } from "../../i18n/words.ts";
import { cn } from "../../lib/cn.ts";
import { formatLongDate } from "../../lib/dates.ts";
import { buttonVariants } from "../../ui/button-variants.ts";
import { Carousel } from "../../ui/carousel.tsx";
import { EmptyState, LoadFailed, LoadingRows } from "../shared/list-states.tsx";
import { hrefIn } from "../shared/href-in.ts";
import { upcomingEventsPath, upcomingOnly, type UpcomingEvent } from "./upcoming-events.ts";

type EventWords = DashboardWords["events"];

/** Why the file could not be had, in the client's words (src/i18n/client-failures.ts). */
type Failure = "network" | "parse";

type Events =
  | { status: "loading" }
  | { status: "failed"; failure: Failure }
  | { status: "ready"; events: UpcomingEvent[] };

/** The file's events once they have come, kept for the page's life; the request under way. */
let arrived: UpcomingEvent[] | undefined;
let fetching: Promise<UpcomingEvent[]> | undefined;

function fetchEvents(lang: Lang): Promise<UpcomingEvent[]> {
  fetching ??= fetch(upcomingEventsPath(lang))
    .catch(() => {
      throw "network" satisfies Failure;
    })
    .then(async (response) => {
      // An error page or a body that is not the list: the answer could not be read.
      const events = response.ok ? ((await response.json().catch(() => undefined)) as unknown) : undefined;
      if (!Array.isArray(events)) throw "parse" satisfies Failure;
      arrived = events as UpcomingEvent[];
      return arrived;
    })
    .finally(() => {
      fetching = undefined;
    });
  return fetching;
}

/**
 * The page's events, fetched now: the view's loader (member-home.tsx) waits for them with its
 * code, so that the view is drawn whole and a keyboard user's Tab after its heading lands in
 * the carousel. A failure is the view's to show, with its retry.
 */
export function loadEvents(): Promise<unknown> {
  return arrived ? Promise.resolve() : fetchEvents(langOfDocument()).catch(() => undefined);
}

export function UpcomingEventsView({ words, lang }: { words: DashboardWords; lang: Lang }) {
  const [state, setState] = useState<Events>(() =>
    arrived ? { status: "ready", events: arrived } : { status: "loading" },
  );
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (arrived) return;
    let live = true;
    fetchEvents(lang).then(
      (events) => live && setState({ status: "ready", events }),
      (failure: Failure) => live && setState({ status: "failed", failure }),
    );
    return () => {
      live = false;
    };
  }, [lang, attempt]);
  if (state.status === "loading") return <LoadingRows label={words.events.loading} />;
  if (state.status === "failed") {
    return (
      <LoadFailed
        what={words.views["upcoming-events"]}
        message={CLIENT_FAILURES[lang][state.failure]}
        onRetry={() => {
          setState({ status: "loading" });
          setAttempt((count) => count + 1);
        }}
        words={words.lists}
      />
    );
  }
  return <UpcomingEvents events={state.events} words={words} lang={lang} />;
}

function UpcomingEvents({
  events,
  words,
  lang,
}: {
  events: readonly UpcomingEvent[];
  words: DashboardWords;
  lang: Lang;
}) {
  const upcoming = useMemo(() => upcomingOnly(events), [events]);
  const text = words.events;
  if (upcoming.length === 0) {
    return <EmptyState text={text.none} href={hrefIn(lang, "/experience")} action={text.explore} />;
  }
  return (
    <div className="grid grid-cols-1 gap-4">
      <p className="text-muted">{text.lead}</p>
      <Carousel label={text.carousel.label} words={text.carousel} intervalMs={CAROUSEL_AUTOPLAY_MS}>
        {upcoming.map((event) => (
          <EventCard key={event.id} event={event} words={text} lang={lang} />
        ))}
      </Carousel>
    </div>
  );
}

function EventCard({ event, words, lang }: { event: UpcomingEvent; words: EventWords; lang: Lang }) {
  const headingId = useId();
  return (
    <article
      aria-labelledby={headingId}
      className="flex h-full flex-col overflow-hidden rounded-2xl border border-border bg-surface"
    >
      <img
        src={event.image.src}
        width={event.image.width}
        height={event.image.height}
        alt={event.image.alt ?? ""}
        loading="lazy"
        decoding="async"
        className="aspect-[4/3] h-auto w-full object-cover"
      />
      <div className="flex flex-1 flex-col p-5">
        <p className="text-sm text-muted">
          <time dateTime={event.date}>{formatLongDate(event.date, lang)}</time>
          <span aria-hidden="true"> · </span>
          <span className="sr-only">, </span>
          {event.city}
        </p>
        <h2 id={headingId} className="mt-1 text-xl font-bold tracking-tight">
          {event.name}
        </h2>
        <p className="mt-2 flex-1 text-sm text-muted">{event.description}</p>
        <a
          href={hrefIn(lang, "/experience")}
          aria-label={fill(words.exploreNowLabel, { name: event.name })}
          className={cn(buttonVariants(), "mt-5 self-start")}
        >
          {words.exploreNow}
        </a>
      </div>
    </article>
  );
}
