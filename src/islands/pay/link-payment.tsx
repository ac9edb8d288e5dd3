// The page a payment link opens (docs/product.md D22): whoever holds the link (a parent paying for
// the family, say) sees what is paid, to whom, and pays it through the one checkout, without
// signing in. The token comes from the address's fragment (#link=...), which never reaches a
// server's logs; nothing about the customer is shown, because the server gives nothing else.
// Its words come from the page, in the page's language (src/i18n/en/pay.ts).
import { lazy, Suspense, useEffect, useState } from "react";
import { apiRequest, failureMessage } from "../../client/api.ts";
import { langOfDocument } from "../../client/page-lang.ts";
import type en from "../../i18n/en/pay.ts";
import { fill, type Words } from "../../i18n/words.ts";
import { formatLongDate } from "../../lib/dates.ts";
import { formatRupeesExact } from "../../lib/money.ts";
import type { CheckoutFailure, CheckoutSuccess, OrderAnswer } from "../../schemas/invoice.ts";
import type { PublicPaymentLink } from "../../schemas/quote.ts";
import { Button } from "../../ui/button.tsx";
import { Spinner } from "../../ui/spinner.tsx";
import { useCheckout, type CheckoutCalls } from "../membership/use-checkout.tsx";

export type LinkPaymentWords = Words<typeof en>["link"];

/** The bank details load only for a link large enough to show them (the page's budget). */
const BankTransfer = lazy(async () => ({
  default: (await import("../shared/bank-transfer.tsx")).BankTransfer,
}));

function tokenFromLocation(): string | undefined {
  const fragment = new URLSearchParams(window.location.hash.slice(1));
  const query = new URLSearchParams(window.location.search);
  return fragment.get("link") ?? query.get("link") ?? undefined;
}

const base = (token: string) => `/pay/${encodeURIComponent(token)}`;

function linkCalls(token: string): CheckoutCalls<PublicPaymentLink> {
  return {
    verify: async (payment: CheckoutSuccess) =>
      (
        await apiRequest<{ link: PublicPaymentLink }>(`${base(token)}/verification`, {
          method: "POST",
          body: payment,
          timeoutMs: 45_000,
        })
      ).link,
    localCheckout: (orderId, outcome) =>
      apiRequest<CheckoutSuccess | CheckoutFailure>(`${base(token)}/local-checkout`, {
        method: "POST",
        body: { razorpay_order_id: orderId, outcome },
      }),
  };
}

type Loaded =
  | { status: "loading" }
  | { status: "failed"; message: string }
  | { status: "ready"; token: string; link: PublicPaymentLink };

export function LinkPayment({ words }: { words: LinkPaymentWords }) {
  const [loaded, setLoaded] = useState<Loaded>({ status: "loading" });
  const checkout = useCheckout<PublicPaymentLink>();

  useEffect(() => {
    const load = () => {
      const token = tokenFromLocation();
      if (!token) {
        setLoaded({ status: "failed", message: words.missing });
        return;
      }
      setLoaded({ status: "loading" });
      apiRequest<{ link: PublicPaymentLink }>(base(token)).then(
        ({ link }) => setLoaded({ status: "ready", token, link }),
        (error: unknown) =>
          setLoaded({ status: "failed", message: failureMessage(error, words.somethingWrong) }),
      );
    };
    load();
    // A link pasted into the address bar of the page already open changes only the fragment.
    window.addEventListener("hashchange", load);
    return () => window.removeEventListener("hashchange", load);
  }, []);

  if (loaded.status === "loading") {
    return (
      <div className="flex min-h-40 items-center justify-center">
        <Spinner size="size-6" label={words.loading} />
      </div>
    );
  }
  if (loaded.status === "failed") {
    return (
      <p role="alert" className="rounded-lg bg-surface p-4 text-sm">
        {loaded.message}
      </p>
    );
  }
  const { token, link } = loaded;
  const pay = () =>
    checkout.start({
      order: () => apiRequest<OrderAnswer>(`${base(token)}/order`, { method: "POST", body: {} }),
      calls: linkCalls(token),
      description: () =>
        fill(words.checkoutDescription, { purpose: words.purpose[link.purpose], reference: link.reference }),
      prefill: { name: "", email: "", contact: "" },
      onPaid: (paid) => setLoaded({ status: "ready", token, link: paid }),
      // Paid meanwhile in another tab or by someone else, or no longer payable: said as such.
      onFailed: () =>
        void apiRequest<{ link: PublicPaymentLink }>(base(token)).then(
          ({ link: now }) => setLoaded({ status: "ready", token, link: now }),
          () => undefined,
        ),
    });
  return (
    <section aria-labelledby="pay-heading" className="grid gap-4">
      <h2 id="pay-heading" className="text-lg font-semibold">
        {words.purpose[link.purpose]}
      </h2>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 rounded-xl bg-surface p-4 text-sm">
        <dt className="text-muted">{words.booking}</dt>
        <dd className="font-semibold">{link.reference}</dd>
        <dt className="text-muted">{words.paidTo}</dt>
        <dd>{link.business}</dd>
        <dt className="text-muted">{words.amount}</dt>
        <dd className="text-base font-bold tabular-nums">{formatRupeesExact(link.amountPaise)}</dd>
        {link.state === "payable" ? (
          <>
            <dt className="text-muted">{words.payableUntil}</dt>
            <dd>{formatLongDate(link.expiresAt, langOfDocument())}</dd>
          </>
        ) : null}
      </dl>
      {link.state === "payable" ? (
        <>
          <Button
            className="justify-self-start"
            loading={checkout.phase === "ordering" || checkout.phase === "checkout"}
            disabled={checkout.phase !== "idle"}
            onClick={() => void pay()}
          >
            {fill(words.pay, { amount: formatRupeesExact(link.amountPaise) })}
          </Button>
          <p className="text-sm text-muted">{words.note}</p>
          {link.bankTransfer ? (
            <Suspense fallback={null}>
              <BankTransfer
                details={link.bankTransfer}
                words={words.bank}
                note={words.bank.noteForLink}
                Heading="h3"
              />
            </Suspense>
          ) : null}
        </>
      ) : (
        <p role="status" className="rounded-lg bg-surface p-4 text-sm font-semibold">
          {words.states[link.state]}
        </p>
      )}
      {checkout.element}
    </section>
  );
}
