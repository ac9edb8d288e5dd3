// An auto-rotating carousel with the WAI-ARIA carousel pattern
// (https://www.w3.org/WAI/ARIA/apg/patterns/carousel/): a labelled region with the role
// description "carousel", slides labelled "n of N", a rotation button first, then previous
// and next. Rotation pauses while a mouse is over it, stops for good when focus enters it
// (until the button starts it again), and never starts by itself for people who prefer
// reduced motion.
//
// The slides sit in a row that scrolls with snap points; moving means scrollTo, so no style
// attribute is ever written (the pages' Content-Security-Policy refuses them), and touch
// and trackpad scrolling work as people expect.
import { Children, useCallback, useEffect, useRef, useState, type FocusEvent, type ReactNode } from "react";
import { cn } from "../lib/cn.ts";
import { buttonVariants } from "./button-variants.ts";
import { Icon } from "./icon.tsx";
import { CHEVRON_LEFT_ICON, CHEVRON_RIGHT_ICON, PAUSE_ICON, PLAY_ICON, type IconDrawing } from "./icons.ts";

const REDUCED_MOTION = "(prefers-reduced-motion: reduce)";

/** null until known in the browser (the server cannot know it). */
export function usePrefersReducedMotion(): boolean | null {
  const [reduced, setReduced] = useState<boolean | null>(null);
  useEffect(() => {
    const query = window.matchMedia(REDUCED_MOTION);
    const update = () => setReduced(query.matches);
    update();
    query.addEventListener("change", update);
    return () => query.removeEventListener("change", update);
  }, []);
  return reduced;
}

/** Index of the position nearest to `left`. */
function nearest(positions: readonly number[], left: number): number {
  let best = 0;
  positions.forEach((position, index) => {
    if (Math.abs(position - left) < Math.abs((positions[best] ?? 0) - left)) best = index;
  });
  return best;
}

/** Where each slide starts in the scrolling row. */
function positionsOf(row: HTMLElement): number[] {
  const items = Array.from(row.children) as HTMLElement[];
  const origin = items[0]?.offsetLeft ?? 0;
  return items.map((item) => item.offsetLeft - origin);
}

/** What the carousel says (heard, not seen), in the page's language. */
export interface CarouselWords {
  /** The region's role description: "carousel". */
  carousel: string;
  /** Each slide's role description: "slide". */
  slide: string;
  stop: string;
  start: string;
  previous: string;
  next: string;
  /** The position announced: "Slide {current} of {total}". */
  position: string;
  /** Each slide's name: "{index} of {total}". */
  slideLabel: string;
}

/** A words template with its values: "{index} of {total}". */
const say = (template: string, values: Record<string, number>) =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) => String(values[name] ?? whole));

export interface CarouselProps {
  /** The region's accessible name, e.g. "Upcoming events". */
  label: string;
  words: CarouselWords;
  /** Time between automatic moves. */
  intervalMs: number;
  /** One node per slide. */
  children: ReactNode;
  className?: string;
  /** How wide a slide is; by default one, two or three to a row as the screen widens. */
  slideClassName?: string;
}

export function Carousel({ label, words, intervalMs, children, className, slideClassName }: CarouselProps) {
  const slides = Children.toArray(children);
  const viewport = useRef<HTMLDivElement>(null);
  const reduced = usePrefersReducedMotion();
  /** The person's own choice with the rotation button; until then, rotate unless reduced. */
  const [choice, setChoice] = useState<boolean | null>(null);
  const [hovered, setHovered] = useState(false);
  /** The first slide in view, for the position shown beside the buttons. */
  const [current, setCurrent] = useState(0);
  const playing = choice ?? reduced === false;
  const rotating = playing && !hovered && slides.length > 1;

  const move = useCallback(
    (direction: 1 | -1) => {
      const row = viewport.current;
      if (!row) return;
      const positions = positionsOf(row);
      const end = row.scrollWidth - row.clientWidth;
      const at = nearest(positions, row.scrollLeft);
      // Round and round: past the last slide comes the first, before the first the last.
      const left =
        direction === 1
          ? row.scrollLeft >= end - 1
            ? 0
            : (positions[at + 1] ?? 0)
          : row.scrollLeft <= 1
            ? end
            : (positions[at - 1] ?? 0);
      row.scrollTo({ left, behavior: reduced === false ? "smooth" : "auto" });
    },
    [reduced],
  );

  useEffect(() => {
    if (!rotating) return;
    const timer = window.setInterval(() => move(1), intervalMs);
    return () => window.clearInterval(timer);
  }, [rotating, intervalMs, move]);

  // Focus arriving from outside stops the rotation; the rotation button restarts it.
  const onFocus = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setChoice(false);
  };

  return (
    <section
      aria-roledescription={words.carousel}
      aria-label={label}
      className={cn("grid grid-cols-1 gap-4", className)}
      onFocus={onFocus}
      onPointerEnter={(event) => {
        if (event.pointerType === "mouse") setHovered(true);
      }}
      onPointerLeave={() => setHovered(false)}
    >
      <div className="flex items-center justify-end gap-2">
        {/* Scrolling changes no content, so the position is what is announced; only while
            the rotation is stopped, as the pattern asks. */}
        <p className="mr-auto text-sm text-muted tabular-nums">
          <span aria-hidden="true">
            {current + 1} / {slides.length}
          </span>
          <span className="sr-only" aria-live={rotating ? "off" : "polite"}>
            {say(words.position, { current: current + 1, total: slides.length })}
          </span>
        </p>
        <ControlButton
          label={playing ? words.stop : words.start}
          icon={playing ? PAUSE_ICON : PLAY_ICON}
          onClick={() => setChoice(!playing)}
        />
        <ControlButton label={words.previous} icon={CHEVRON_LEFT_ICON} onClick={() => move(-1)} />
        <ControlButton label={words.next} icon={CHEVRON_RIGHT_ICON} onClick={() => move(1)} />
      </div>
      <div
        ref={viewport}
        onScroll={(event) =>
          setCurrent(nearest(positionsOf(event.currentTarget), event.currentTarget.scrollLeft))
        }
        className="relative flex snap-x snap-mandatory gap-4 overflow-x-auto overscroll-x-contain pb-3 [scrollbar-width:thin]"
      >
        {slides.map((slide, index) => (
          <div
            key={index}
            role="group"
            aria-roledescription={words.slide}
            aria-label={say(words.slideLabel, { index: index + 1, total: slides.length })}
            className={cn(
              "shrink-0 basis-full snap-start sm:basis-[calc((100%-1rem)/2)] lg:basis-[calc((100%-2rem)/3)]",
              slideClassName,
            )}
          >
            {slide}
          </div>
        ))}
      </div>
    </section>
  );
}

function ControlButton({ label, icon, onClick }: { label: string; icon: IconDrawing; onClick: () => void }) {
  return (
    <button type="button" onClick={onClick} className={buttonVariants({ variant: "outline", size: "icon" })}>
      <Icon icon={icon} round className="size-5" />
      <span className="sr-only">{label}</span>
    </button>
  );
}
