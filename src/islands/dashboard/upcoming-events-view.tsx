// The upcoming-events view (docs/product.md B2, D14): the events kept in content that are still
// to come, in a carousel that moves on every 2000 ms; 'Explore Now' leads to /experience. The
// events come from content in the page's language.
import { useId, useMemo } from "react";
import { CAROUSEL_AUTOPLAY_MS } from "../../config/dashboard.ts";
import type { DashboardWords } from "../../i18n/en/dashboard.ts";
import type { Lang } from "../../i18n/lang.ts";
import { fill } from "../../i18n/words.ts";
import { cn } from "../../lib/cn.ts";
import { formatLongDate } from "../../lib/dates.ts";
import { buttonVariants } from "../../ui/button-variants.ts";
import { Carousel } from "../../ui/carousel.tsx";
import { EmptyState } from "../shared/list-states.tsx";
import { hrefIn } from "../shared/href-in.ts";
import { upcomingOnly, type UpcomingEvent } from "./upcoming-events.ts";

type EventWords = DashboardWords["events"];

export function UpcomingEventsView({
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
