// The upcoming-events view (docs/product.md B2, D14): the events kept in content that are still
// to come, in a carousel that moves on every 2000 ms; 'Explore Now' leads to /experience.
import { useId, useMemo } from "react";
import { CAROUSEL_AUTOPLAY_MS } from "../../config/dashboard.ts";
import { cn } from "../../lib/cn.ts";
import { formatLongDate } from "../../lib/dates.ts";
import { buttonVariants } from "../../ui/button-variants.ts";
import { Carousel } from "../../ui/carousel.tsx";
import { EmptyState } from "../shared/list-states.tsx";
import { upcomingOnly, type UpcomingEvent } from "./member-summary.ts";

export function UpcomingEventsView({ events }: { events: readonly UpcomingEvent[] }) {
  const upcoming = useMemo(() => upcomingOnly(events), [events]);
  if (upcoming.length === 0) {
    return (
      <EmptyState
        text="No events are planned just now. Our experiences run all year round."
        href="/experience"
        action="Explore experiences"
      />
    );
  }
  return (
    <div className="grid grid-cols-1 gap-4">
      <p className="text-muted">Gatherings we host in the months ahead. Come along, or make one yours.</p>
      <Carousel label="Upcoming events" intervalMs={CAROUSEL_AUTOPLAY_MS}>
        {upcoming.map((event) => (
          <EventCard key={event.id} event={event} />
        ))}
      </Carousel>
    </div>
  );
}

function EventCard({ event }: { event: UpcomingEvent }) {
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
          <time dateTime={event.date}>{formatLongDate(event.date)}</time>
          <span aria-hidden="true"> · </span>
          <span className="sr-only">, </span>
          {event.city}
        </p>
        <h2 id={headingId} className="mt-1 text-xl font-bold tracking-tight">
          {event.name}
        </h2>
        <p className="mt-2 flex-1 text-sm text-muted">{event.description}</p>
        <a
          href="/experience"
          aria-label={`Explore Now: ${event.name}`}
          className={cn(buttonVariants(), "mt-5 self-start")}
        >
          Explore Now
        </a>
      </div>
    </article>
  );
}
