// A quoted inquiry's quote on the member's dashboard (docs/product.md D21, D22): its lines, total,
// the deposit and the last day to pay it, when the balance is due, the operators' note, the
// refund policy's section for its kind, and "Accept and pay deposit", which asks whom the
// documents are for and pays through the one checkout (the server's amount). Once confirmed:
// every payment with its GST document, what remains and by when, and "Pay balance" through the
// same checkout, and the booking's tax invoice once an operator issued it at delivery (no
// cancelling then). A large amount also shows the business's bank account for a transfer.
// Loaded only when a member opens a quote, with its words in the page's language (src/i18n/
// <lang>/quote.ts); amounts as in English, dates in the page's language.
import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { useStore } from "@nanostores/react";
import type { QuoteWords } from "../../i18n/en/quote.ts";
import type { Lang } from "../../i18n/lang.ts";
import { fill } from "../../i18n/words.ts";
import { formatLongDate } from "../../lib/dates.ts";
import { formatRupeesExact } from "../../lib/money.ts";
import { billingBody } from "../../schemas/billing-rules.ts";
import type { CancellationView, InquiryBooking } from "../../schemas/quote.ts";
import type { TaxDocumentKind } from "../../schemas/tax-document.ts";
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
import { BankTransfer } from "../shared/bank-transfer.tsx";
import { hrefIn } from "../shared/href-in.ts";
import { useCheckout } from "../membership/use-checkout.tsx";

/** What every part of the panel is given: the booking, its words and the page's language. */
interface Part {
  booking: InquiryBooking;
  /** Loads the booking again; answers it as it now is. */
  onChanged: () => Promise<InquiryBooking | undefined>;
  words: QuoteWords;
  lang: Lang;
}

/** The last day, as people read it: "December 8, 2026" ("8 दिसंबर 2026"). */
const lastDay = (day: string, lang: Lang) => formatLongDate(`${day}T12:00:00+05:30`, lang);

/**
 * After a payment, the booking loaded again and a toast of what the money did: `paid`, or, when
 * it came beyond the total (a checkout opened before the quote changed, paid late), that the
 * excess will be refunded.
 */
async function toastPaid(onChanged: Part["onChanged"], words: QuoteWords, paid: string) {
  const now = await onChanged();
  const overpaid = now?.overpaidPaise;
  toast({ title: overpaid ? fill(words.overpaid, { amount: formatRupeesExact(overpaid) }) : paid });
}

/** The failure toast, in the panel's words. */
const failed = (error: unknown, words: QuoteWords) => ({
  ...errorToast(error, words.cancelFailed),
  title: words.error,
});

/**
 * A sentence with a part set apart (an amount in bold) where its template says `{name}`: the
 * words fill the rest, so each language puts the part where its grammar wants it.
 */
function withPart(template: string, values: Record<string, string | number>, name: string, part: ReactNode) {
  const [before, after = ""] = fill(template, values).split(`{${name}}`);
  return (
    <>
      {before}
      {part}
      {after}
    </>
  );
}

export function QuotePanel(props: Part) {
  const { booking, words, lang } = props;
  const quote = booking.quote!;
  const headingId = useId();
  const policyId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="grid gap-4 rounded-xl border border-border bg-background p-4"
    >
      <h3 id={headingId} className="font-semibold">
        {fill(words.heading, { version: quote.version, reference: booking.reference })}
      </h3>
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{words.caption}</caption>
        <thead className="border-b border-border">
          <tr>
            <th scope="col" className="py-2 pr-3 font-semibold">
              {words.item}
            </th>
            <th scope="col" className="py-2 text-right font-semibold">
              {words.amount}
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
                {fill(words.discount, { plan: quote.discount.plan, percent: quote.discount.percent })}
              </th>
              <td className="py-2 text-right whitespace-nowrap tabular-nums">
                -{formatRupeesExact(quote.discount.amountPaise)}
              </td>
            </tr>
          ) : null}
          <tr>
            <th scope="row" className="py-2 pr-3 font-semibold">
              {words.total}
            </th>
            <td className="py-2 text-right font-bold whitespace-nowrap tabular-nums">
              {formatRupeesExact(quote.totalPaise)}
            </td>
          </tr>
        </tfoot>
      </table>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-muted">{words.deposit}</dt>
        <dd className="font-semibold">
          {formatRupeesExact(quote.depositPaise)} ({quote.depositPercent}%)
        </dd>
        {/* A cancelled booking has nothing left to pay by a day. */}
        {booking.cancellation ? null : (
          <>
            <dt className="text-muted">{words.payBy}</dt>
            <dd>{lastDay(quote.validUntil, lang)}</dd>
            {quote.balanceDueOn ? (
              <>
                <dt className="text-muted">{words.balanceDueBy}</dt>
                <dd>{lastDay(quote.balanceDueOn, lang)}</dd>
              </>
            ) : null}
          </>
        )}
      </dl>
      {quote.note ? <p className="text-sm whitespace-pre-line">{quote.note}</p> : null}
      <details className="text-sm">
        <summary className="cursor-pointer font-semibold">{words.refundPolicy}</summary>
        <RefundPolicy kind={booking.kind} id={policyId} label={words.readRefundPolicy} lang={lang} />
      </details>
      {booking.paid || booking.payments.length > 0 || booking.cancellation ? (
        // What was paid, given back and cancelled stays in view, a deposit refunded too.
        <Paid {...props} />
      ) : null}
      {booking.paid || booking.cancellation ? null : quote.state === "open" ? (
        // A quote to pay (a new one, after a deposit refunded, too).
        <>
          <PayDeposit {...props} />
          {booking.bankTransfer ? <BankTransfer details={booking.bankTransfer} words={words.bank} /> : null}
        </>
      ) : (
        <p role="note" className="rounded-lg bg-surface p-3 text-sm">
          {words.notPayable[quote.state]}
        </p>
      )}
    </section>
  );
}

/**
 * The refund policy's section for the kind, as the site renders it on /refund-policy: the
 * dashboard page carries it in a <template> (no script, no second copy of the words).
 */
function RefundPolicy({
  kind,
  id,
  label,
  lang,
}: {
  kind: InquiryBooking["kind"];
  id: string;
  label: string;
  lang: Lang;
}) {
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
      <a
        href={hrefIn(lang, `/refund-policy#${kind}`)}
        className="text-accent underline-offset-4 hover:underline"
      >
        {label}
      </a>
    </div>
  );
}

/** "Receipt voucher RV/26-27/000001": a payment's document as its link says it. */
const documentLabel = (words: QuoteWords, kind: TaxDocumentKind, serial: string) =>
  fill(words.document, { title: words.documentTitles[kind], serial });

function Paid(props: Part) {
  const { booking, words, lang } = props;
  const paid = booking.paid;
  const balance = booking.balance;
  return (
    <div role="status" className="grid gap-2 rounded-lg bg-surface p-3 text-sm">
      {paid ? (
        <p className="font-semibold">
          {fill(words.depositPaid, {
            amount: formatRupeesExact(paid.amountPaise),
            date: formatLongDate(paid.paidAt, lang),
          })}
        </p>
      ) : null}
      {booking.taxInvoice?.deliveredOn || booking.taxInvoice?.forCancellation ? (
        <IssuedInvoice {...props} />
      ) : null}
      <ul className="grid gap-1" aria-label={words.payments}>
        {booking.payments.map((payment) => (
          <li key={payment.documentId} className="flex flex-wrap justify-between gap-x-3">
            <a
              href={hrefIn(lang, `/invoice?id=${payment.documentId}`)}
              className="font-semibold text-accent underline-offset-4 hover:underline"
            >
              {documentLabel(words, payment.documentKind, payment.serial)}
            </a>
            <span className="tabular-nums">
              {formatRupeesExact(payment.amountPaise)}
              {payment.method === "bank-transfer" ? words.byBankTransfer : ""}
              {payment.refunded ? words.refunded : ""}
            </span>
            {payment.reversals.map((reversal) => (
              <span key={reversal.serial} className="basis-full text-muted">
                {fill(words.reversal, {
                  document: documentLabel(words, reversal.documentKind, reversal.serial),
                  amount: formatRupeesExact(reversal.amountPaise),
                })}
              </span>
            ))}
          </li>
        ))}
      </ul>
      {balance && balance.state !== "paid" ? (
        <>
          <p className={balance.state === "overdue" ? "font-semibold text-danger" : undefined}>
            {words.remaining} <span className="font-semibold">{formatRupeesExact(balance.amountPaise)}</span>
            {balance.dueOn
              ? fill(balance.state === "overdue" ? words.overdueSince : words.dueBy, {
                  date: lastDay(balance.dueOn, lang),
                })
              : words.asPolicySays}
          </p>
          <PayBalance {...props} />
          {booking.bankTransfer ? <BankTransfer details={booking.bankTransfer} words={words.bank} /> : null}
        </>
      ) : balance ? (
        <p className="font-semibold">{words.paidInFull}</p>
      ) : null}
      {booking.overpaidPaise ? (
        <p role="note" className="rounded-lg border border-border p-3">
          {fill(words.overpaid, { amount: formatRupeesExact(booking.overpaidPaise) })}
        </p>
      ) : null}
      {booking.cancellation ? (
        <CancellationStatus cancellation={booking.cancellation} words={words} />
      ) : booking.status === "confirmed" && !booking.taxInvoice?.deliveredOn ? (
        <CancelBooking {...props} />
      ) : null}
    </div>
  );
}

/**
 * The booking's tax invoice issued apart from a payment: when the service was delivered (decision
 * 0033), for its full value, and what remains is paid against it (each payment then gets a
 * receipt); or for what a cancellation kept (decision 0048).
 */
function IssuedInvoice({ booking, words, lang }: Part) {
  const invoice = booking.taxInvoice!;
  return (
    <p className="rounded-lg border border-border p-3">
      <a
        href={hrefIn(lang, `/invoice?booking=${encodeURIComponent(booking._id)}`)}
        className="font-semibold text-accent underline-offset-4 hover:underline"
      >
        {documentLabel(words, "invoice", invoice.serial)}
      </a>{" "}
      {fill(invoice.deliveredOn ? words.deliveryInvoice : words.cancellationInvoice, {
        amount: formatRupeesExact(invoice.amountPaise),
        date: invoice.deliveredOn
          ? lastDay(invoice.deliveredOn, lang)
          : formatLongDate(invoice.issuedAt, lang),
      })}
      {booking.balance && booking.balance.state !== "paid" ? words.remainsAgainst : ""}
    </p>
  );
}

/** Where a cancellation stands: what the policy gives back, and whether it is refunded. */
function CancellationStatus({ cancellation, words }: { cancellation: CancellationView; words: QuoteWords }) {
  const refund = {
    amount: formatRupeesExact(cancellation.refundPaise),
    days: cancellation.refundBusinessDays,
  };
  return (
    <p className="rounded-lg border border-border p-3">
      <span className="font-semibold">{fill(words.cancelledBefore, { days: cancellation.daysBefore })}</span>{" "}
      {cancellation.refundPaise > 0
        ? fill(cancellation.state === "refunded" ? words.refundedWithin : words.willBeRefunded, refund)
        : words.nothingBack}{" "}
      <span className="text-muted">{ruleIn(words, cancellation.rule)}</span>
    </p>
  );
}

/** The refund policy's words for what applies, which the API gives in English. */
const ruleIn = (words: QuoteWords, rule: string) => words.rules[rule] ?? rule;

/**
 * "Cancel this booking": first what the refund policy gives back today (the server's figures),
 * then the confirmation. Nothing changes until the member confirms.
 */
function CancelBooking({ booking, onChanged, words }: Part) {
  const [terms, setTerms] = useState<CancellationView | null>(null);
  const [busy, setBusy] = useState(false);
  const headingId = useId();
  const ask = async () => {
    setBusy(true);
    try {
      setTerms(await fetchCancellation(booking._id));
    } catch (error) {
      toast(failed(error, words));
    } finally {
      setBusy(false);
    }
  };
  const confirm = async () => {
    setBusy(true);
    try {
      await requestCancellation(booking._id);
      toast({ title: words.cancellationReceived });
      void onChanged();
    } catch (error) {
      toast(failed(error, words));
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
        {words.cancel}
      </Button>
    );
  }
  return (
    <section aria-labelledby={headingId} className="grid gap-2 rounded-lg border border-danger p-3">
      <h4 id={headingId} className="font-semibold">
        {fill(words.cancelHeading, { reference: booking.reference })}
      </h4>
      <p>
        {withPart(
          words.cancelTerms,
          {
            days: terms.daysBefore,
            paid: formatRupeesExact(terms.paidPaise),
            within: terms.refundPaise > 0 ? fill(words.cancelWithin, { days: terms.refundBusinessDays }) : "",
          },
          "refund",
          <span className="font-semibold">{formatRupeesExact(terms.refundPaise)}</span>,
        )}
      </p>
      <p className="text-muted">{fill(words.policy, { rule: ruleIn(words, terms.rule) })}</p>
      <div className="flex flex-wrap gap-2">
        <Button loading={busy} disabled={busy} onClick={() => void confirm()}>
          {words.confirmCancel}
        </Button>
        <Button variant="outline" disabled={busy} onClick={() => setTerms(null)}>
          {words.keep}
        </Button>
      </div>
    </section>
  );
}

/** The business's bank account for a large amount, with the reference to quote. */
function PayBalance({ booking, onChanged, words }: Part) {
  const user = useStore($user);
  const checkout = useCheckout();
  const pay = () =>
    checkout.start({
      order: () => createBalanceOrder(booking._id),
      description: () => fill(words.balanceOn, { reference: booking.reference }),
      prefill: { name: user?.name ?? "", email: user?.email ?? "", contact: user?.phoneNo ?? "" },
      onPaid: () => toastPaid(onChanged, words, words.balancePaid),
    });
  return (
    <div className="grid gap-3">
      <Button
        className="justify-self-start"
        loading={checkout.phase === "ordering" || checkout.phase === "checkout"}
        disabled={checkout.phase !== "idle"}
        onClick={() => void pay()}
      >
        {fill(words.payBalance, { amount: formatRupeesExact(booking.balance!.amountPaise) })}
      </Button>
      {checkout.element}
    </div>
  );
}

function PayDeposit({ booking, onChanged, words }: Part) {
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
      description: () => fill(words.depositOn, { reference: booking.reference }),
      prefill: { name: billing.name.trim(), email: user?.email ?? "", contact: user?.phoneNo ?? "" },
      onPaid: () => toastPaid(onChanged, words, words.depositPaidToast),
    });
  };

  if (!asking) {
    return (
      <Button className="justify-self-start" onClick={() => setAsking(true)}>
        {words.acceptAndPay}
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
        words={words.billing}
      />
      <Button
        className="justify-self-start"
        loading={checkout.phase === "ordering" || checkout.phase === "checkout"}
        disabled={checkout.phase !== "idle"}
        onClick={() => void pay()}
      >
        {fill(words.payDeposit, { amount: formatRupeesExact(quote.depositPaise) })}
      </Button>
      {checkout.element}
    </div>
  );
}
