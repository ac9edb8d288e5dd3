// A quoted inquiry's quote on the member's dashboard (docs/product.md D21, D22): its lines, total,
// the deposit and the last day to pay it, when the balance is due, the operators' note, the
// refund policy's section for its kind, and "Accept and pay deposit", which asks whom the
// documents are for and pays through the one checkout (the server's amount). Once confirmed:
// every payment with its GST document, what remains and by when, and "Pay balance" through the
// same checkout, and the booking's tax invoice once an operator issued it at delivery (no
// cancelling then). A large amount also shows the business's bank account for a transfer.
// Loaded only when a member opens a quote.
import { useEffect, useId, useRef, useState } from "react";
import { useStore } from "@nanostores/react";
import { formatLongDate } from "../../lib/dates.ts";
import { formatRupeesExact } from "../../lib/money.ts";
import { billingBody } from "../../schemas/billing-rules.ts";
import {
  BALANCE_PAID,
  CANCELLATION_MESSAGES,
  discountLabel,
  QUOTE_MESSAGES,
  type BankTransferDetails,
  type CancellationView,
  type InquiryBooking,
} from "../../schemas/quote.ts";
import { TAX_DOCUMENT_TITLES } from "../../schemas/tax-document.ts";
import { $user } from "../../stores/auth.ts";
import { toast } from "../../stores/toast.ts";
import { Button } from "../../ui/button.tsx";
import { BillingFields, useBillingForm } from "../membership/billing-fields.tsx";
import {
  createBalanceOrder,
  createDepositOrder,
  fetchCancellation,
  requestCancellation,
} from "../membership/payment-calls.ts";
import { errorToast } from "../shared/form-errors.ts";
import { useCheckout } from "../membership/use-checkout.tsx";

export const DEPOSIT_PAID = "Deposit paid: your booking is confirmed.";
const CANCEL_FAILED = "We could not cancel just now. Nothing changed; please try again.";

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
          {quote.discount ? (
            <tr className="border-b border-border">
              <th scope="row" className="py-2 pr-3 font-normal">
                {discountLabel(quote.discount)}
              </th>
              <td className="py-2 text-right whitespace-nowrap tabular-nums">
                -{formatRupeesExact(quote.discount.amountPaise)}
              </td>
            </tr>
          ) : null}
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
        {quote.balanceDueOn ? (
          <>
            <dt className="text-muted">Balance due by</dt>
            <dd>{lastDay(quote.balanceDueOn)}</dd>
          </>
        ) : null}
      </dl>
      {quote.note ? <p className="text-sm whitespace-pre-line">{quote.note}</p> : null}
      <details className="text-sm">
        <summary className="cursor-pointer font-semibold">Refund policy for this booking</summary>
        <RefundPolicy kind={booking.kind} id={policyId} />
      </details>
      {booking.paid ? (
        <Paid booking={booking} onChanged={onChanged} />
      ) : quote.state === "open" ? (
        <>
          <PayDeposit booking={booking} onChanged={onChanged} />
          {booking.bankTransfer ? <BankTransfer details={booking.bankTransfer} /> : null}
        </>
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

/** "Receipt voucher RV/26-27/000001": a payment's document as its link says it. */
const documentLabel = (kind: keyof typeof TAX_DOCUMENT_TITLES, serial: string) => {
  const title = TAX_DOCUMENT_TITLES[kind];
  return `${title.charAt(0)}${title.slice(1).toLowerCase()} ${serial}`;
};

function Paid({ booking, onChanged }: { booking: InquiryBooking; onChanged: () => void }) {
  const paid = booking.paid!;
  const balance = booking.balance;
  return (
    <div role="status" className="grid gap-2 rounded-lg bg-surface p-3 text-sm">
      <p className="font-semibold">
        Deposit of {formatRupeesExact(paid.amountPaise)} paid on {formatLongDate(paid.paidAt)}.
      </p>
      {booking.taxInvoice?.deliveredOn ? <DeliveryInvoice booking={booking} /> : null}
      <ul className="grid gap-1" aria-label="Payments and their documents">
        {booking.payments.map((payment) => (
          <li key={payment.documentId} className="flex flex-wrap justify-between gap-x-3">
            <a
              href={`/invoice?id=${payment.documentId}`}
              className="font-semibold text-accent underline-offset-4 hover:underline"
            >
              {documentLabel(payment.documentKind, payment.serial)}
            </a>
            <span className="tabular-nums">
              {formatRupeesExact(payment.amountPaise)}
              {payment.method === "bank-transfer" ? ", bank transfer" : ""}
              {payment.refunded ? ", refunded" : ""}
            </span>
          </li>
        ))}
      </ul>
      {balance && balance.state !== "paid" ? (
        <>
          <p className={balance.state === "overdue" ? "font-semibold text-danger" : undefined}>
            Remaining to pay: <span className="font-semibold">{formatRupeesExact(balance.amountPaise)}</span>
            {balance.dueOn
              ? balance.state === "overdue"
                ? `, overdue since ${lastDay(balance.dueOn)}.`
                : `, due by ${lastDay(balance.dueOn)}.`
              : ", as the refund policy says."}
          </p>
          <PayBalance booking={booking} onChanged={onChanged} />
          {booking.bankTransfer ? <BankTransfer details={booking.bankTransfer} /> : null}
        </>
      ) : balance ? (
        <p className="font-semibold">Paid in full. Thank you.</p>
      ) : null}
      {booking.cancellation ? (
        <CancellationStatus cancellation={booking.cancellation} />
      ) : booking.status === "confirmed" && !booking.taxInvoice?.deliveredOn ? (
        <CancelBooking booking={booking} onChanged={onChanged} />
      ) : null}
    </div>
  );
}

/**
 * The booking's tax invoice issued when the service was delivered (decision 0033): its full
 * value, and that what remains is paid against it (each payment then gets a receipt).
 */
function DeliveryInvoice({ booking }: { booking: InquiryBooking }) {
  const invoice = booking.taxInvoice!;
  return (
    <p className="rounded-lg border border-border p-3">
      <a
        href={`/invoice?booking=${encodeURIComponent(booking._id)}`}
        className="font-semibold text-accent underline-offset-4 hover:underline"
      >
        {documentLabel("invoice", invoice.serial)}
      </a>{" "}
      for the booking&apos;s full value, {formatRupeesExact(invoice.amountPaise)}, issued when the service was
      delivered on {lastDay(invoice.deliveredOn!)}.
      {booking.balance && booking.balance.state !== "paid"
        ? " What remains is paid against it: each payment gets a receipt."
        : ""}
    </p>
  );
}

/** Where a cancellation stands: what the policy gives back, and whether it is refunded. */
function CancellationStatus({ cancellation }: { cancellation: CancellationView }) {
  return (
    <p className="rounded-lg border border-border p-3">
      <span className="font-semibold">Cancelled {cancellation.daysBefore} days before.</span>{" "}
      {cancellation.refundPaise > 0
        ? cancellation.state === "refunded"
          ? `${formatRupeesExact(cancellation.refundPaise)} refunded: it reaches your account within ${cancellation.refundBusinessDays} business days.`
          : `${formatRupeesExact(cancellation.refundPaise)} will be refunded within ${cancellation.refundBusinessDays} business days of the refund.`
        : "Under the refund policy nothing comes back."}{" "}
      <span className="text-muted">{cancellation.rule}</span>
    </p>
  );
}

/**
 * "Cancel this booking": first what the refund policy gives back today (the server's figures),
 * then the confirmation. Nothing changes until the member confirms.
 */
function CancelBooking({ booking, onChanged }: { booking: InquiryBooking; onChanged: () => void }) {
  const [terms, setTerms] = useState<CancellationView | null>(null);
  const [busy, setBusy] = useState(false);
  const headingId = useId();
  const ask = async () => {
    setBusy(true);
    try {
      setTerms(await fetchCancellation(booking._id));
    } catch (error) {
      toast(errorToast(error, CANCEL_FAILED));
    } finally {
      setBusy(false);
    }
  };
  const confirm = async () => {
    setBusy(true);
    try {
      await requestCancellation(booking._id);
      toast({ title: CANCELLATION_MESSAGES.received });
      onChanged();
    } catch (error) {
      toast(errorToast(error, CANCEL_FAILED));
      setBusy(false);
    }
  };
  if (!terms) {
    return (
      <Button
        variant="outline"
        className="justify-self-start"
        loading={busy}
        disabled={busy}
        onClick={() => void ask()}
      >
        Cancel this booking
      </Button>
    );
  }
  return (
    <section aria-labelledby={headingId} className="grid gap-2 rounded-lg border border-danger p-3">
      <h4 id={headingId} className="font-semibold">
        Cancel {booking.reference}?
      </h4>
      <p>
        Cancelling today, {terms.daysBefore} days before, you get back{" "}
        <span className="font-semibold">{formatRupeesExact(terms.refundPaise)}</span> of the{" "}
        {formatRupeesExact(terms.paidPaise)} you paid
        {terms.refundPaise > 0 ? `, within ${terms.refundBusinessDays} business days of the refund` : ""}.
      </p>
      <p className="text-muted">The refund policy: {terms.rule}</p>
      <div className="flex flex-wrap gap-2">
        <Button loading={busy} disabled={busy} onClick={() => void confirm()}>
          Confirm the cancellation
        </Button>
        <Button variant="outline" disabled={busy} onClick={() => setTerms(null)}>
          Keep the booking
        </Button>
      </div>
    </section>
  );
}

/** The business's bank account for a large amount, with the reference to quote. */
function BankTransfer({ details }: { details: BankTransferDetails }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="grid gap-1 rounded-lg border border-border p-3 text-sm">
      <h4 id={headingId} className="font-semibold">
        Or pay {formatRupeesExact(details.amountPaise)} by bank transfer
      </h4>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        <dt className="text-muted">Account name</dt>
        <dd>{details.accountName}</dd>
        <dt className="text-muted">Account number</dt>
        <dd className="tabular-nums">{details.accountNumber}</dd>
        <dt className="text-muted">IFSC</dt>
        <dd>{details.ifsc}</dd>
        <dt className="text-muted">Bank</dt>
        <dd>{details.bankName}</dd>
        <dt className="text-muted">Reference to quote</dt>
        <dd className="font-semibold">{details.reference}</dd>
      </dl>
      <p className="text-muted">
        We record the transfer when it reaches us and e-mail you its receipt. NEFT, RTGS or IMPS all work.
      </p>
    </section>
  );
}

function PayBalance({ booking, onChanged }: { booking: InquiryBooking; onChanged: () => void }) {
  const user = useStore($user);
  const checkout = useCheckout();
  const pay = () =>
    checkout.start({
      order: () => createBalanceOrder(booking._id),
      description: () => `Balance on ${booking.reference}`,
      prefill: { name: user?.name ?? "", email: user?.email ?? "", contact: user?.phoneNo ?? "" },
      onPaid: () => {
        toast({ title: BALANCE_PAID });
        onChanged();
      },
    });
  return (
    <div className="grid gap-3">
      <Button
        className="justify-self-start"
        loading={checkout.phase === "ordering" || checkout.phase === "checkout"}
        disabled={checkout.phase !== "idle"}
        onClick={() => void pay()}
      >
        Pay balance {formatRupeesExact(booking.balance!.amountPaise)}
      </Button>
      {checkout.element}
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
