// The confirmation of an erasure (docs/product.md D27; decision 0039), for a member whose account
// is gone and for a visitor alike: what was erased or made anonymous, and what the law keeps,
// why and until which day, in the page's language. It takes the page's place, so its heading
// takes the focus.
import { useEffect, useRef } from "react";
import type { YourDataWords } from "../../i18n/en/your-data.ts";
import type { Lang } from "../../i18n/lang.ts";
import { fill } from "../../i18n/words.ts";
import { cn } from "../../lib/cn.ts";
import { formatLongDate } from "../../lib/dates.ts";
import type { ErasureReceipt } from "../../schemas/privacy.ts";
import { buttonVariants } from "../../ui/button-variants.ts";
import { hrefIn } from "./href-in.ts";

/** A day written YYYY-MM-DD, as the page's calendar writes it. */
const longDay = (day: string, lang: Lang) => formatLongDate(`${day}T12:00:00+05:30`, lang);

export function ErasureConfirmation({
  receipt,
  words,
  documentNames,
  lang,
  heading: Heading = "h1",
}: {
  receipt: ErasureReceipt;
  words: YourDataWords["receipt"];
  /** What each kind of document is called. */
  documentNames: YourDataWords["view"]["documentKinds"];
  lang: Lang;
  /** h1 where it takes the whole page's place (the dashboard), h2 under a page's own heading. */
  heading?: "h1" | "h2";
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section aria-labelledby="erasure-heading" className="mx-auto grid max-w-3xl gap-8">
      <div>
        <Heading
          id="erasure-heading"
          ref={heading}
          tabIndex={-1}
          className="text-3xl font-bold tracking-tight focus-visible:outline-offset-4"
        >
          {receipt.subject === "member" ? words.heading : words.headingVisitor}
        </Heading>
        <p className="mt-2 text-muted">
          {fill(words.lead, { date: formatLongDate(receipt.erasedAt, lang) })}
        </p>
      </div>
      <div className="rounded-2xl border border-border p-6">
        <h2 className="text-lg font-semibold">{words.erasedHeading}</h2>
        <ul className="mt-3 grid list-disc gap-1.5 pl-5 text-sm">
          {receipt.erased.map((entry) => (
            <li key={entry.item}>{fill(words.items[entry.item], { count: entry.count })}</li>
          ))}
        </ul>
      </div>
      <div className="rounded-2xl border border-border p-6">
        <h2 className="text-lg font-semibold">{words.keptHeading}</h2>
        <ul className="mt-3 grid gap-5 text-sm">
          {receipt.kept.map((entry) => (
            <li key={entry.item} className="grid gap-1.5">
              <p className="font-semibold">{fill(words.kept[entry.item], { count: entry.count })}</p>
              {entry.documents.length > 0 ? (
                <p className="text-muted">
                  {entry.documents
                    .map((document) => `${documentNames[document.kind]} ${document.number}`)
                    .join(", ")}
                </p>
              ) : null}
              <p>{words.bases[entry.basis]}</p>
              <p className="font-medium">{fill(words.until, { date: longDay(entry.until, lang) })}</p>
            </li>
          ))}
        </ul>
      </div>
      {receipt.subject === "member" ? <p className="text-sm text-muted">{words.signUp}</p> : null}
      <a href={hrefIn(lang, "/")} className={cn(buttonVariants({ variant: "outline" }), "w-fit")}>
        {words.home}
      </a>
    </section>
  );
}
