// A quoted inquiry's quote on the member's dashboard (docs/product.md D21): its lines, total, the
// deposit and the last day to pay it, the operators' note, the refund policy's section for its
// kind, and "Accept and pay deposit", which asks whom the tax invoice is for and pays through the
// one checkout (the server's amount). Once paid: what is paid, its invoice, and what remains.
// Loaded only when a member opens a quote.
import { useEffect, useId, useRef, useState } from "react";
import { useStore } from "@nanostores/react";
import { formatLongDate } from "../../lib/dates.ts";
import { formatRupeesExact } from "../../lib/money.ts";
import { billingBody } from "../../schemas/billing-rules.ts";
import { QUOTE_MESSAGES, type InquiryBooking } from "../../schemas/quote.ts";
import { $user } from "../../stores/auth.ts";
import { toast } from "../../stores/toast.ts";
import { Button } from "../../ui/button.tsx";
import { BillingFields, useBillingForm } from "../membership/billing-fields.tsx";
import { createDepositOrder } from "../membership/payment-calls.ts";
import { useCheckout } from "../membership/use-checkout.tsx";

export const DEPOSIT_PAID = "Deposit paid: your booking is confirmed.";

/** The last day, as people read it: "December 8, 2026". */
const lastDay = (day: string) => formatLongDate(`${day}T12:00:00+05:30`);

export function QuotePanel({ booking, onChanged }: { booking: InquiryBooking; onChanged: () => void }) {
  const quote = booking.quote!;
  const headingId = useId();
  const policyId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="grid gap-4 rounded-xl border border-border bg-background p-4"
    >
      <h3 id={headingId} className="font-semibold">
        Quote {quote.version} for {booking.reference}
      </h3>
      <table className="w-full text-left text-sm">
        <caption className="sr-only">What the quote is for</caption>
        <thead className="border-b border-border">
          <tr>
            <th scope="col" className="py-2 pr-3 font-semibold">
              Item
            </th>
            <th scope="col" className="py-2 text-right font-semibold">
              Amount
            </th>
          </tr>
        </thead>
        <tbody>
          {quote.lines.map((line, index) => (
            <tr key={index} className="border-b border-border">
              <td className="py-2 pr-3">{line.description}</td>
              <td className="py-2 text-right whitespace-nowrap tabular-nums">
                {formatRupeesExact(line.amountPaise)}
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" className="py-2 pr-3 font-semibold">
              Total (GST included)
            </th>
            <td className="py-2 text-right font-bold whitespace-nowrap tabular-nums">
              {formatRupeesExact(quote.totalPaise)}
            </td>
          </tr>
        </tfoot>
      </table>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-muted">Deposit to confirm</dt>
        <dd className="font-semibold">
          {formatRupeesExact(quote.depositPaise)} ({quote.depositPercent}%)
        </dd>
        <dt className="text-muted">Pay by</dt>
        <dd>{lastDay(quote.validUntil)}</dd>
      </dl>
      {quote.note ? <p className="text-sm whitespace-pre-line">{quote.note}</p> : null}
      <details className="text-sm">
        <summary className="cursor-pointer font-semibold">Refund policy for this booking</summary>
        <RefundPolicy kind={booking.kind} id={policyId} />
      </details>
      {booking.paid ? (
        <Paid booking={booking} />
      ) : quote.state === "open" ? (
        <PayDeposit booking={booking} onChanged={onChanged} />
      ) : (
        <p role="note" className="rounded-lg bg-surface p-3 text-sm">
          {QUOTE_MESSAGES.notPayable[quote.state]}
        </p>
      )}
    </section>
  );
}

/**
 * The refund policy's section for the kind, as the site renders it on /refund-policy: the
 * dashboard page carries it in a <template> (no script, no second copy of the words).
 */
function RefundPolicy({ kind, id }: { kind: InquiryBooking["kind"]; id: string }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const template = document.getElementById(`refund-policy-${kind}`);
    if (box.current && template instanceof HTMLTemplateElement) {
      box.current.replaceChildren(template.content.cloneNode(true));
    }
  }, [kind]);
  return (
    <div
      id={id}
      ref={box}
      className="mt-2 grid gap-2 [&_h3]:mt-2 [&_h3]:font-semibold [&_ul]:list-disc [&_ul]:pl-5"
    >
      <a href={`/refund-policy#${kind}`} className="text-accent underline-offset-4 hover:underline">
        Read the refund policy
      </a>
    </div>
  );
}

function Paid({ booking }: { booking: InquiryBooking }) {
  const paid = booking.paid!;
  return (
    <div role="status" className="grid gap-1 rounded-lg bg-surface p-3 text-sm">
      <p className="font-semibold">
        Deposit of {formatRupeesExact(paid.amountPaise)} paid on {formatLongDate(paid.paidAt)}.
      </p>
      <p>
        Remaining to pay:{" "}
        <span className="font-semibold">{formatRupeesExact(booking.remainingPaise ?? 0)}</span>, as the refund
        policy says.
      </p>
      <a
        href={`/invoice?id=${paid.invoiceId}`}
        className="justify-self-start font-semibold text-accent underline-offset-4 hover:underline"
      >
        Tax invoice {paid.serial}
      </a>
    </div>
  );
}

function PayDeposit({ booking, onChanged }: { booking: InquiryBooking; onChanged: () => void }) {
  const quote = booking.quote!;
  const user = useStore($user);
  const checkout = useCheckout();
  const [asking, setAsking] = useState(false);
  const form = useBillingForm(user?.name ?? "");
  const billing = form.value;

  const pay = async () => {
    if (!form.validate()) return;
    await checkout.start({
      order: () => createDepositOrder(booking._id, quote._id, billingBody(billing)),
      description: () => `Deposit on ${booking.reference}`,
      prefill: { name: billing.name.trim(), email: user?.email ?? "", contact: user?.phoneNo ?? "" },
      onPaid: () => {
        toast({ title: DEPOSIT_PAID });
        onChanged();
      },
    });
  };

  if (!asking) {
    return (
      <Button className="justify-self-start" onClick={() => setAsking(true)}>
        Accept and pay deposit
      </Button>
    );
  }
  return (
    <div className="grid gap-3">
      <BillingFields
        value={billing}
        issues={form.issues}
        disabled={checkout.phase !== "idle"}
        onChange={form.onChange}
      />
      <Button
        className="justify-self-start"
        loading={checkout.phase === "ordering" || checkout.phase === "checkout"}
        disabled={checkout.phase !== "idle"}
        onClick={() => void pay()}
      >
        Pay deposit {formatRupeesExact(quote.depositPaise)}
      </Button>
      {checkout.element}
    </div>
  );
}
