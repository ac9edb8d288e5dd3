// A booking's money in the admin's inquiry dialog (docs/product.md D22): every payment with its GST
// document, what remains and by when (overdue said so), and the form that records a bank transfer
// received (amount, UTR, day), which the server counts like any other payment and documents.
import { useCallback, useEffect, useId, useState } from "react";
import { failureMessage } from "../../client/api.ts";
import { formatIsoDay, formatLongDate } from "../../lib/dates.ts";
import { formatRupeesExact } from "../../lib/money.ts";
import type { AdminInquiryDetail } from "../../schemas/admin.ts";
import { QUOTE_MESSAGES, UTR_PATTERN, type InquiryBooking } from "../../schemas/quote.ts";
import { TAX_DOCUMENT_TITLES } from "../../schemas/tax-document.ts";
import { toast } from "../../stores/toast.ts";
import { Button } from "../../ui/button.tsx";
import { FieldError, Input, Label } from "../../ui/input.tsx";
import { fetchAdminBooking, recordBankTransfer } from "./admin-calls.ts";
import { rupeesToPaise } from "./quote-form.tsx";

const onDay = (day: string) => formatLongDate(`${day}T12:00:00+05:30`);

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
              <a
                href={`/invoice?id=${payment.documentId}`}
                className="font-semibold text-accent hover:underline"
              >
                {TAX_DOCUMENT_TITLES[payment.documentKind]} {payment.serial}
              </a>
              <span className="tabular-nums">
                {formatRupeesExact(payment.amountPaise)} on {formatLongDate(payment.paidAt)}
                {payment.method === "bank-transfer" ? ", bank transfer" : ", online"}
                {payment.refunded ? ", refunded" : ""}
              </span>
            </li>
          ))}
        </ul>
      )}
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
      {balance?.state !== "paid" && booking.quote && (booking.quote.state === "open" || balance) ? (
        <TransferForm
          inquiryId={inquiry.id}
          suggestedPaise={balance ? balance.amountPaise : booking.quote.depositPaise}
          onRecorded={() => {
            load();
            onSaved();
          }}
        />
      ) : null}
    </div>
  );
}

function TransferForm({
  inquiryId,
  suggestedPaise,
  onRecorded,
}: {
  inquiryId: string;
  suggestedPaise: number;
  onRecorded: () => void;
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

  const submit = async () => {
    const amountPaise = rupeesToPaise(rupees);
    const cleanUtr = utr.replace(/\s+/g, "").toUpperCase();
    if (!Number.isFinite(amountPaise) || amountPaise < 100) return setError(QUOTE_MESSAGES.transferAmount);
    if (!UTR_PATTERN.test(cleanUtr)) return setError(QUOTE_MESSAGES.utr);
    setSaving(true);
    setError(undefined);
    try {
      const recorded = await recordBankTransfer(inquiryId, { amountPaise, utr: cleanUtr, receivedOn });
      toast({ title: `${recorded.message} ${recorded.invoice.serial}` });
      setUtr("");
      onRecorded();
    } catch (caught) {
      setError(failureMessage(caught));
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
