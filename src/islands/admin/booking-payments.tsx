// A booking's money in the admin's inquiry dialog (docs/product.md D22): every payment with its GST
// document, what remains and by when (overdue said so), and the form that records a bank transfer
// received (amount, UTR, day; with the first, whom the documents are made out to, for a business
// paying by NEFT), which the server counts like any other payment and documents, and
// the payment links made for it (anyone holding one pays that amount once, without signing in).
// Once the service is delivered, "Service delivered: issue the tax invoice" (D24; decision 0033)
// issues the booking's tax invoice for its full value before the last payment.
import { staffMay } from "../../stores/staff.ts";
import { lazy, Suspense, useCallback, useEffect, useId, useState, type ReactNode } from "react";
import { ApiError, failureMessage } from "../../client/api.ts";
import { formatIsoDay, formatLongDate } from "../../lib/dates.ts";
import { formatRupeesExact } from "../../lib/money.ts";
import { REFUND_REASON_MAX } from "../../schemas/fields.ts";
import { rupeesToPaise } from "./typed-rupees.ts";
import type { BillingDraft, BillingIssues } from "../../schemas/billing-rules.ts";
import { NO_BUYER, TransferBuyer, transferBilling } from "./transfer-billing.tsx";
import type { AdminInquiryDetail } from "../../schemas/admin.ts";
import type { Invoice } from "../../schemas/invoice.ts";
import { fetchInvoiceDocuments } from "../membership/payment-calls.ts";
import {
  CANCELLATION_MESSAGES,
  PAYMENT_LINK_MESSAGES,
  QUOTE_MESSAGES,
  TAX_INVOICE_MESSAGES,
  UTR_PATTERN,
  type InquiryBooking,
  type PaymentLinkView,
} from "../../schemas/quote.ts";
import { TAX_DOCUMENT_TITLES } from "../../schemas/tax-document.ts";
import { toast } from "../../stores/toast.ts";
import { Button } from "../../ui/button.tsx";
import { FieldError, Input, Label } from "../../ui/input.tsx";
import {
  cancelPaymentLink,
  createPaymentLink,
  fetchAdminBooking,
  fetchPaymentLinks,
  issueTaxInvoice,
  recordBankTransfer,
  refundCancellation,
} from "./admin-calls.ts";

const onDay = (day: string) => formatLongDate(`${day}T12:00:00+05:30`);

/** A document's name, a link to it for staff who may read invoices (sales see the name only). */
export function DocumentLink({ href, children }: { href: string; children: ReactNode }) {
  return staffMay("invoices") ? (
    <a href={href} className="font-semibold text-accent hover:underline">
      {children}
    </a>
  ) : (
    <span className="font-semibold">{children}</span>
  );
}

export function BookingPayments({ inquiry, onSaved }: { inquiry: AdminInquiryDetail; onSaved: () => void }) {
  const [booking, setBooking] = useState<InquiryBooking | null>(null);
  const [failed, setFailed] = useState<string | undefined>();
  const load = useCallback(() => {
    fetchAdminBooking(inquiry.id).then(setBooking, (caught: unknown) => setFailed(failureMessage(caught)));
  }, [inquiry.id]);
  useEffect(load, [load]);

  if (failed) return <p className="text-sm text-danger">{failed}</p>;
  if (!booking) return <p className="text-sm text-muted">Loading the payments…</p>;
  const balance = booking.balance;
  return (
    <div className="grid gap-4 text-sm">
      {booking.payments.length === 0 ? (
        <p className="text-muted">No payment yet.</p>
      ) : (
        <ul className="grid gap-1">
          {booking.payments.map((payment) => (
            <li key={payment.documentId} className="flex flex-wrap justify-between gap-x-3">
              <DocumentLink href={`/invoice?id=${payment.documentId}`}>
                {TAX_DOCUMENT_TITLES[payment.documentKind]} {payment.serial}
              </DocumentLink>
              <span className="tabular-nums">
                {formatRupeesExact(payment.amountPaise)} on {formatLongDate(payment.paidAt)}
                {payment.method === "bank-transfer" ? ", bank transfer" : ", online"}
                {payment.refunded ? ", refunded" : ""}
              </span>
              {payment.reversals.map((reversal) => (
                <span key={reversal.serial} className="basis-full text-muted">
                  {TAX_DOCUMENT_TITLES[reversal.documentKind]} {reversal.serial}:{" "}
                  {formatRupeesExact(reversal.amountPaise)} refunded
                </span>
              ))}
            </li>
          ))}
        </ul>
      )}
      {booking.taxInvoice ? (
        <p>
          <DocumentLink
            href={
              booking.taxInvoice.documentId
                ? `/invoice?id=${booking.taxInvoice.documentId}`
                : `/invoice?booking=${booking._id}`
            }
          >
            Booking&apos;s tax invoice {booking.taxInvoice.serial}
          </DocumentLink>{" "}
          for {formatRupeesExact(booking.taxInvoice.amountPaise)},{" "}
          {booking.taxInvoice.deliveredOn
            ? `issued at delivery (${onDay(booking.taxInvoice.deliveredOn)}) with ${formatRupeesExact(booking.taxInvoice.duePaise)} then due.`
            : booking.taxInvoice.forCancellation
              ? `what the cancellation kept, issued on ${formatLongDate(booking.taxInvoice.issuedAt)}, what was paid before deducted.`
              : `issued with the last payment on ${formatLongDate(booking.taxInvoice.issuedAt)}.`}
        </p>
      ) : null}
      {balance ? (
        <p className={balance.state === "overdue" ? "font-semibold text-danger" : "font-semibold"}>
          {balance.state === "paid"
            ? "Paid in full."
            : `Remaining: ${formatRupeesExact(balance.amountPaise)}${
                balance.dueOn
                  ? balance.state === "overdue"
                    ? `, overdue since ${onDay(balance.dueOn)}`
                    : `, due by ${onDay(balance.dueOn)}`
                  : ""
              }.`}
        </p>
      ) : null}
      {booking.overpaidPaise ? (
        <Overpaid
          booking={booking}
          amountPaise={booking.overpaidPaise}
          onRefunded={() => {
            load();
            onSaved();
          }}
        />
      ) : null}
      {booking.cancellation && staffMay("refunds") ? (
        <CancellationRefund
          inquiryId={inquiry.id}
          booking={booking}
          onRefunded={() => {
            load();
            onSaved();
          }}
        />
      ) : null}
      {booking.status === "confirmed" &&
      booking.quote?.state === "paid" &&
      !booking.taxInvoice &&
      !booking.cancellation &&
      // Money beyond the total is refunded first (the line above says so): the invoice waits.
      !booking.overpaidPaise &&
      staffMay("documents") ? (
        <DeliveryForm
          inquiryId={inquiry.id}
          booking={booking}
          onIssued={() => {
            load();
            onSaved();
          }}
        />
      ) : null}
      <PaymentLinks
        inquiryId={inquiry.id}
        canMake={!booking.cancellation && balance?.state !== "paid" && Boolean(booking.quote)}
      />
      {balance?.state !== "paid" &&
      booking.quote &&
      (booking.quote.state === "open" || balance) &&
      staffMay("payments") ? (
        <TransferForm
          inquiryId={inquiry.id}
          firstPayment={booking.payments.length === 0}
          suggestedPaise={balance ? balance.amountPaise : booking.quote.depositPaise}
          onRecorded={() => {
            load();
            onSaved();
          }}
          onRefused={load}
        />
      ) : null}
    </div>
  );
}

/**
 * More was paid than the total (an order opened before the quote changed, paid late): owed back.
 * A payment may be refunded in part, so the newest payment standing carries it: the refund
 * dialog opens on it with what is owed back.
 */
function Overpaid({
  booking,
  amountPaise,
  onRefunded,
}: {
  booking: InquiryBooking;
  amountPaise: number;
  onRefunded: () => void;
}) {
  const newest = booking.payments.findLast((payment) => !payment.refunded);
  const [refunding, setRefunding] = useState<Invoice | undefined>();
  const [error, setError] = useState<string | undefined>();
  const errorId = useId();
  const open = async (documentId: string) => {
    setError(undefined);
    try {
      setRefunding((await fetchInvoiceDocuments(documentId)).invoice);
    } catch (caught) {
      setError(failureMessage(caught));
    }
  };
  return (
    <div className="grid gap-2">
      <p role="alert" className="font-semibold text-danger">
        {formatRupeesExact(amountPaise)} was paid beyond the total and is owed back to the customer.
        {newest ? (
          <>
            {" "}
            Refund it from{" "}
            <a
              href={`/admin-dashboard?tab=invoices&q=${encodeURIComponent(newest.serial)}`}
              className="text-accent underline-offset-4 hover:underline"
            >
              {TAX_DOCUMENT_TITLES[newest.documentKind]} {newest.serial}
            </a>{" "}
            in the Invoices tab (a part of it may be refunded).
          </>
        ) : null}
      </p>
      {newest && staffMay("refunds") ? (
        <Button variant="outline" className="justify-self-start" onClick={() => void open(newest.documentId)}>
          Refund {formatRupeesExact(amountPaise)} now
        </Button>
      ) : null}
      <FieldError id={errorId}>{error}</FieldError>
      {refunding ? (
        <Suspense fallback={null}>
          <RefundDialog
            invoice={refunding}
            suggestedPaise={amountPaise}
            onClose={() => setRefunding(undefined)}
            onRefunded={onRefunded}
          />
        </Suspense>
      ) : null}
    </div>
  );
}

const RefundDialog = lazy(async () => ({ default: (await import("./refund-dialog.tsx")).RefundDialog }));

function TransferForm({
  inquiryId,
  firstPayment,
  suggestedPaise,
  onRecorded,
  onRefused,
}: {
  inquiryId: string;
  /** No money on the booking yet: the transfer may say whom its documents are made out to. */
  firstPayment: boolean;
  suggestedPaise: number;
  onRecorded: () => void;
  /**
   * Refused for what a colleague recorded meanwhile: the payments are read again, and only they
   * (the dialog's own reload would start this form afresh, without the reason).
   */
  onRefused: () => void;
}) {
  const amountId = useId();
  const utrId = useId();
  const dayId = useId();
  const errorId = useId();
  const today = formatIsoDay(new Date());
  const [rupees, setRupees] = useState(String(suggestedPaise / 100));
  const [utr, setUtr] = useState("");
  const [receivedOn, setReceivedOn] = useState(today);
  const [error, setError] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);
  const [buyer, setBuyer] = useState<BillingDraft>(NO_BUYER);
  const [buyerIssues, setBuyerIssues] = useState<BillingIssues>({});

  const submit = async () => {
    const amountPaise = rupeesToPaise(rupees);
    const cleanUtr = utr.replace(/\s+/g, "").toUpperCase();
    if (!Number.isFinite(amountPaise) || amountPaise < 100) return setError(QUOTE_MESSAGES.transferAmount);
    if (!UTR_PATTERN.test(cleanUtr)) return setError(QUOTE_MESSAGES.utr);
    const { billing, issues } = firstPayment ? transferBilling(buyer) : {};
    setBuyerIssues(issues ?? {});
    if (issues) return setError("Please correct the billing details.");
    setSaving(true);
    setError(undefined);
    try {
      const recorded = await recordBankTransfer(inquiryId, {
        amountPaise,
        utr: cleanUtr,
        receivedOn,
        ...(billing ? { billing } : {}),
      });
      toast({ title: `${recorded.message} ${recorded.invoice.serial}` });
      setUtr("");
      onRecorded();
    } catch (caught) {
      setError(failureMessage(caught));
      // Refused for what a colleague recorded meanwhile (the UTR, the booking's buyer): the
      // payments above are read again, so that the reason is in view.
      if (caught instanceof ApiError && caught.status === 409) onRefused();
    } finally {
      setSaving(false);
    }
  };

  return (
    <form
      className="grid gap-3 rounded-xl border border-border p-4"
      aria-describedby={errorId}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <p className="font-semibold">Record a bank transfer received</p>
      <div className="grid gap-3 sm:grid-cols-3">
        <div className="grid gap-1">
          <Label htmlFor={amountId}>Amount (₹)</Label>
          <Input
            id={amountId}
            value={rupees}
            inputMode="decimal"
            className="tabular-nums"
            onChange={(event) => setRupees(event.target.value)}
          />
        </div>
        <div className="grid gap-1">
          <Label htmlFor={utrId}>UTR</Label>
          <Input
            id={utrId}
            value={utr}
            autoComplete="off"
            spellCheck={false}
            onChange={(event) => setUtr(event.target.value)}
          />
        </div>
        <div className="grid gap-1">
          <Label htmlFor={dayId}>Received on</Label>
          <Input
            id={dayId}
            type="date"
            value={receivedOn}
            max={today}
            onChange={(event) => setReceivedOn(event.target.value)}
          />
        </div>
      </div>
      {firstPayment ? (
        <TransferBuyer
          value={buyer}
          issues={buyerIssues}
          onChange={(next) => {
            setBuyer(next);
            // Once a try has shown what is wrong, each change is checked again.
            if (Object.keys(buyerIssues).length > 0) setBuyerIssues(transferBilling(next).issues ?? {});
          }}
        />
      ) : null}
      <FieldError id={errorId}>{error}</FieldError>
      <Button
        type="submit"
        variant="outline"
        className="justify-self-start"
        loading={saving}
        disabled={saving}
      >
        Record the transfer
      </Button>
    </form>
  );
}

/**
 * "Service delivered: issue the tax invoice" (D24; decision 0033): the day of delivery, then the
 * booking's tax invoice for its full value, the advances deducted and what is still due shown.
 * It cannot be withdrawn: payments after it get receipts, and the booking can no longer be cancelled.
 */
function DeliveryForm({
  inquiryId,
  booking,
  onIssued,
}: {
  inquiryId: string;
  booking: InquiryBooking;
  onIssued: () => void;
}) {
  const dayId = useId();
  const errorId = useId();
  const headingId = useId();
  const today = formatIsoDay(new Date());
  const quotedOn = formatIsoDay(new Date(booking.quote!.createdAt));
  const [deliveredOn, setDeliveredOn] = useState(today);
  const [error, setError] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);
  // A tax invoice cannot be withdrawn: the first click asks again, naming what will be issued.
  const [confirming, setConfirming] = useState(false);
  const due = booking.balance?.amountPaise ?? 0;

  const submit = async () => {
    if (!deliveredOn || deliveredOn > today || deliveredOn < quotedOn) {
      return setError(TAX_INVOICE_MESSAGES.deliveredOn);
    }
    if (!confirming) {
      setError(undefined);
      return setConfirming(true);
    }
    setConfirming(false);
    setSaving(true);
    setError(undefined);
    try {
      const issued = await issueTaxInvoice(inquiryId, deliveredOn);
      toast({ title: `${issued.message} ${issued.taxInvoice.serial}` });
      onIssued();
    } catch (caught) {
      setError(failureMessage(caught));
    } finally {
      setSaving(false);
    }
  };

  return (
    <form
      aria-labelledby={headingId}
      aria-describedby={errorId}
      className="grid gap-3 rounded-xl border border-border p-4"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <p id={headingId} className="font-semibold">
        Service delivered: issue the tax invoice
      </p>
      <p className="text-muted">
        For the booking&apos;s full value, {formatRupeesExact(booking.quote!.totalPaise)}, the advances
        deducted
        {due > 0 ? `; ${formatRupeesExact(due)} still due is paid against it` : ""}. It cannot be withdrawn,
        and the booking can no longer be cancelled.
      </p>
      <div className="grid gap-1 sm:max-w-56">
        <Label htmlFor={dayId}>Delivered on</Label>
        <Input
          id={dayId}
          type="date"
          value={deliveredOn}
          min={quotedOn}
          max={today}
          onChange={(event) => {
            setDeliveredOn(event.target.value);
            setConfirming(false);
          }}
        />
      </div>
      <FieldError id={errorId}>{error}</FieldError>
      {confirming ? (
        <div role="group" aria-label="Confirm the tax invoice" className="grid gap-2">
          <p className="font-semibold">
            Issue the tax invoice for {formatRupeesExact(booking.quote!.totalPaise)}, the service delivered on{" "}
            {onDay(deliveredOn)}? It is e-mailed to the customer and cannot be withdrawn.
          </p>
          <div className="flex flex-wrap gap-2">
            <Button type="submit" loading={saving} disabled={saving}>
              Yes, issue it
            </Button>
            <Button type="button" variant="outline" disabled={saving} onClick={() => setConfirming(false)}>
              Not yet
            </Button>
          </div>
        </div>
      ) : (
        <Button type="submit" className="justify-self-start" loading={saving} disabled={saving}>
          Issue the tax invoice
        </Button>
      )}
    </form>
  );
}

const LINK_STATE: Record<PaymentLinkView["state"], string> = {
  payable: "Payable",
  paid: "Paid",
  expired: "Expired",
  cancelled: "Cancelled",
  stale: "No longer payable: what the booking asks has changed",
};

/**
 * The booking's payment links: one made for what it asks next, its address shown once to copy
 * into WhatsApp or an e-mail (the server keeps only its hash), and each link's state.
 */
function PaymentLinks({ inquiryId, canMake }: { inquiryId: string; canMake: boolean }) {
  const [links, setLinks] = useState<PaymentLinkView[]>([]);
  const [made, setMade] = useState<PaymentLinkView | null>(null);
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const addressId = useId();
  const errorId = useId();
  const reload = useCallback(() => {
    fetchPaymentLinks(inquiryId).then(setLinks, (caught: unknown) => setError(failureMessage(caught)));
  }, [inquiryId]);
  useEffect(reload, [reload]);

  const make = async () => {
    setBusy(true);
    setError(undefined);
    try {
      setMade(await createPaymentLink(inquiryId));
      reload();
    } catch (caught) {
      setError(failureMessage(caught));
    } finally {
      setBusy(false);
    }
  };
  const cancel = async (linkId: string) => {
    try {
      await cancelPaymentLink(inquiryId, linkId);
      toast({ title: PAYMENT_LINK_MESSAGES.cancelledNow });
      if (made?._id === linkId) setMade(null);
      reload();
    } catch (caught) {
      setError(failureMessage(caught));
    }
  };

  // Nothing to make and none made (a booking paid in full before any link): no empty box.
  if (!canMake && links.length === 0 && !error) return null;
  return (
    <div className="grid gap-3 rounded-xl border border-border p-4">
      <p className="font-semibold">Payment links</p>
      {canMake ? (
        <Button
          variant="outline"
          className="justify-self-start"
          loading={busy}
          disabled={busy}
          onClick={() => void make()}
        >
          Make a payment link
        </Button>
      ) : null}
      {made?.url ? (
        <div className="grid gap-1">
          <Label htmlFor={addressId}>
            Link for {formatRupeesExact(made.amountPaise)}: copy it now, it is shown once
          </Label>
          <div className="flex flex-wrap gap-2">
            <Input
              id={addressId}
              readOnly
              value={made.url}
              textSize="text-xs"
              className="min-w-0 flex-1 font-mono"
            />
            <Button
              variant="outline"
              size="sm"
              onClick={() =>
                void navigator.clipboard
                  ?.writeText(made.url!)
                  .then(() => toast({ title: "Link copied." }))
                  .catch(() => setError("Copy it from the box: this browser did not allow copying."))
              }
            >
              Copy
            </Button>
          </div>
        </div>
      ) : null}
      <FieldError id={errorId}>{error}</FieldError>
      {links.length > 0 ? (
        <ul className="grid gap-1" aria-label="Payment links made">
          {links.map((link) => (
            <li key={link._id} className="flex flex-wrap items-center justify-between gap-x-3">
              <span>
                {link.purpose === "deposit" ? "Deposit" : "Balance"} {formatRupeesExact(link.amountPaise)},
                made {formatLongDate(link.createdAt)}:{" "}
                <span className="font-semibold">{LINK_STATE[link.state]}</span>
                {link.state === "payable" ? ` until ${formatLongDate(link.expiresAt)}` : ""}
              </span>
              {link.state === "payable" ? (
                <Button variant="outline" size="sm" onClick={() => void cancel(link._id)}>
                  Cancel link
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/**
 * A booking the customer cancelled (D23): what the policy gives back, and the refund itself,
 * which needs the reference of a transfer back when a payment came by bank transfer.
 */
function CancellationRefund({
  inquiryId,
  booking,
  onRefunded,
}: {
  inquiryId: string;
  booking: InquiryBooking;
  onRefunded: () => void;
}) {
  const cancellation = booking.cancellation!;
  const referenceId = useId();
  const reasonId = useId();
  const errorId = useId();
  const [reference, setReference] = useState("");
  const [reason, setReason] = useState("");
  // Asked once more before the money goes: it cannot be taken back.
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const byBank = booking.payments.some((payment) => payment.method === "bank-transfer" && !payment.refunded);
  const refund = async () => {
    setBusy(true);
    setError(undefined);
    try {
      await refundCancellation(inquiryId, { bankReference: reference.trim(), reason: reason.trim() });
      toast({ title: CANCELLATION_MESSAGES.refunded });
      onRefunded();
    } catch (caught) {
      setError(failureMessage(caught));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="grid gap-2 rounded-xl border border-danger p-4">
      <p className="font-semibold">
        Cancelled by the customer {cancellation.daysBefore} days before
        {cancellation.requestedAt ? `, on ${formatLongDate(cancellation.requestedAt)}` : ""}.
      </p>
      <p>
        Paid {formatRupeesExact(cancellation.paidPaise)}; kept under the policy{" "}
        {formatRupeesExact(cancellation.keptPaise)};{" "}
        <span className="font-semibold">to refund {formatRupeesExact(cancellation.refundPaise)}</span>.
      </p>
      <p className="text-muted">{cancellation.rule}</p>
      {cancellation.state === "refunded" ? (
        <p className="font-semibold">{cancellation.refundPaise > 0 ? "Refunded." : "Nothing to refund."}</p>
      ) : (
        <>
          {byBank ? (
            <div className="grid gap-1">
              <Label htmlFor={referenceId}>Reference of the transfer back (for the part paid by bank)</Label>
              <Input
                id={referenceId}
                value={reference}
                onChange={(event) => setReference(event.target.value)}
              />
            </div>
          ) : null}
          <FieldError id={errorId}>{error}</FieldError>
          {confirming ? (
            <div role="group" aria-labelledby={`${reasonId}-ask`} className="grid gap-2">
              <p id={`${reasonId}-ask`} className="font-semibold">
                Refund {formatRupeesExact(cancellation.refundPaise)} now? It cannot be taken back: each
                payment it comes from gets its credit note or refund voucher, and the customer is e-mailed.
              </p>
              <div className="grid gap-1">
                <Label htmlFor={reasonId}>Reason on the documents (optional: else the refund policy's)</Label>
                <Input
                  id={reasonId}
                  value={reason}
                  maxLength={REFUND_REASON_MAX}
                  onChange={(event) => setReason(event.target.value)}
                />
              </div>
              <div className="flex flex-wrap gap-2">
                <Button loading={busy} disabled={busy} onClick={() => void refund()}>
                  Yes, refund {formatRupeesExact(cancellation.refundPaise)}
                </Button>
                <Button variant="outline" disabled={busy} onClick={() => setConfirming(false)}>
                  Not now
                </Button>
              </div>
            </div>
          ) : (
            <Button className="justify-self-start" onClick={() => setConfirming(true)}>
              Refund {formatRupeesExact(cancellation.refundPaise)}
            </Button>
          )}
        </>
      )}
    </div>
  );
}
