// /invoice: the member's invoices, fetched fresh on every visit (the specification keeps
// invoice data 0 seconds), newest first; /invoice?id=… shows one as its tax invoice (and
// credit note), printable and as a PDF; /invoice?booking=… a booking's tax invoice. Its words
// come from the page, in the page's language (src/i18n/<lang>/invoices.ts).
import { useStore } from "@nanostores/react";
import { useEffect, useState } from "react";
import { failureMessage } from "../../client/api.ts";
import type { InvoicesWords } from "../../i18n/en/invoices.ts";
import type { Lang } from "../../i18n/lang.ts";
import { fill } from "../../i18n/words.ts";
import { cn } from "../../lib/cn.ts";
import type { PublicUser } from "../../schemas/auth.ts";
import type { Invoice } from "../../schemas/invoice.ts";
import { $invoice } from "../../stores/invoice.ts";
import { Button } from "../../ui/button.tsx";
import { buttonVariants } from "../../ui/button-variants.ts";
import { Spinner } from "../../ui/spinner.tsx";
import { InvoiceTable } from "../shared/invoice-table.tsx";
import { hrefIn } from "../shared/href-in.ts";
import { SessionGate } from "../shell/session-gate.tsx";
import { fetchInvoices } from "./member-reads.ts";
import { PrintableInvoice } from "./printable-invoice.tsx";

export function InvoicesPage({ words, lang }: { words: InvoicesWords; lang: Lang }) {
  return (
    <SessionGate loadingLabel={words.gateLoading}>
      {(user) => <Invoices user={user} words={words} lang={lang} />}
    </SessionGate>
  );
}

type Load =
  { state: "loading" } | { state: "failed"; message: string } | { state: "ready"; invoices: Invoice[] };

function Invoices({ user, words, lang }: { user: PublicUser; words: InvoicesWords; lang: Lang }) {
  const current = useStore($invoice);
  const [load, setLoad] = useState<Load>({ state: "loading" });
  const [attempt, setAttempt] = useState(0);
  const [openId] = useState(() => new URLSearchParams(window.location.search).get("id"));
  // A booking's tax invoice issued at delivery (decision 0033): the inquiry's id.
  const [bookingId] = useState(() => new URLSearchParams(window.location.search).get("booking"));

  useEffect(() => {
    // One invoice's page loads that invoice alone (PrintableInvoice).
    if (openId || bookingId) return;
    let live = true;
    setLoad({ state: "loading" });
    fetchInvoices(user._id).then(
      (invoices) => {
        if (live) setLoad({ state: "ready", invoices });
      },
      (error: unknown) => {
        const message = failureMessage(error);
        if (live) setLoad({ state: "failed", message });
      },
    );
    return () => {
      live = false;
    };
  }, [user._id, attempt, openId, bookingId]);

  if (openId) return <PrintableInvoice invoiceId={openId} words={words} lang={lang} />;
  if (bookingId) return <PrintableInvoice bookingId={bookingId} words={words} lang={lang} />;

  if (load.state === "loading") {
    return (
      <div className="flex justify-center py-16">
        <Spinner size="size-8" label={words.loading} />
      </div>
    );
  }
  if (load.state === "failed") {
    return (
      <div role="alert" className="rounded-2xl border border-border p-6">
        <p className="text-danger">{fill(words.failed, { message: load.message })}</p>
        <Button variant="outline" className="mt-4" onClick={() => setAttempt((n) => n + 1)}>
          {words.retry}
        </Button>
      </div>
    );
  }

  return (
    <section aria-labelledby="invoices-heading">
      <h1 id="invoices-heading" className="text-3xl font-bold tracking-tight">
        {words.heading}
      </h1>
      {load.invoices.length === 0 ? (
        <div className="mt-6 rounded-2xl border border-border p-6">
          <p>{words.none}</p>
          <a href={hrefIn(lang, "/membership#membership-plans")} className={cn(buttonVariants(), "mt-4")}>
            {words.seePlans}
          </a>
        </div>
      ) : (
        <InvoiceTable
          className="mt-6"
          invoices={load.invoices}
          highlightId={current?._id}
          words={words.table}
          lang={lang}
        />
      )}
    </section>
  );
}
