// A refund of an invoice from the admin panel (docs/product.md D20, D23): all of it or a part, the
// reason, which its credit note prints, and for money that came by bank transfer the reference of
// the transfer that sends it back; then POST /invoice/admin/{id}/refund. The provider refunds an
// online payment (the operator makes a bank refund), the server issues the credit note and
// e-mails it to the member. One refund per invoice. A native <dialog>: modal, Escape and
// the focus come from the browser, at no script cost to the panel.
import { useEffect, useId, useRef, useState } from "react";
import { ApiError, apiRequest, failureMessage } from "../../client/api.ts";
import { formatRupees, formatRupeesExact } from "../../lib/money.ts";
import { rupeesToPaise } from "./typed-rupees.ts";
import {
  BANK_REFERENCE_MESSAGE,
  BANK_REFERENCE_PATTERN,
  REFUND_AMOUNT_RANGE,
} from "../../schemas/admin-requests.ts";
import { REFUND_REASON_MAX, REFUND_REASON_MESSAGE, REFUND_REASON_MIN } from "../../schemas/fields.ts";
import type { Invoice } from "../../schemas/invoice.ts";
import { toast } from "../../stores/toast.ts";
import { Button } from "../../ui/button.tsx";
import { FieldError, Input, Label } from "../../ui/input.tsx";
import { Textarea } from "../../ui/textarea.tsx";

type Field = "amount" | "reason" | "reference";

/** The request's fields as the server names them in its `issues`. */
const SERVER_FIELDS: Record<string, Field> = {
  amountPaise: "amount",
  reason: "reason",
  bankReference: "reference",
};

export const REFUNDED_MESSAGE = (serial: string) =>
  `Invoice ${serial} was refunded; its GST document is e-mailed to the member.`;

export function RefundDialog({
  invoice,
  suggestedPaise,
  onClose,
  onRefunded,
}: {
  invoice: Invoice;
  /** What to offer, when it is not all that is left (the money a booking was overpaid). */
  suggestedPaise?: number;
  onClose: () => void;
  onRefunded: () => void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const reasonId = useId();
  const amountId = useId();
  const referenceId = useId();
  const byBank = invoice.paidBy === "bank";
  // A membership is refunded in full, ending it (D20); a booking's document in full or in part (D23).
  const membership = invoice.documentKind === "invoice" && invoice.subscriptionId._id !== null;
  // What earlier refunds left of it: the most this refund may give back, and what it offers.
  const leftPaise = invoice.amountPaise - invoice.refundedPaise;
  const [rupees, setRupees] = useState(String(Math.min(suggestedPaise ?? leftPaise, leftPaise) / 100));
  const [reason, setReason] = useState("");
  const [reference, setReference] = useState("");
  // A field's problem shows under it; one the server gives about no field (the provider down, the
  // invoice refunded meanwhile) shows above the buttons.
  const [problem, setProblem] = useState<{ field: Field | "form"; text: string }>();
  const [sending, setSending] = useState(false);
  const amountPaise = rupeesToPaise(rupees);
  const amountValid =
    Number.isFinite(amountPaise) &&
    (amountPaise >= 100 || amountPaise === leftPaise) &&
    amountPaise <= leftPaise;

  useEffect(() => {
    dialog.current?.showModal();
  }, []);

  const submit = async () => {
    const trimmed = reason.trim();
    const cleanReference = reference.trim();
    if (!amountValid) {
      return setProblem({ field: "amount", text: REFUND_AMOUNT_RANGE(invoice.amountPaise, leftPaise) });
    }
    if (trimmed.length < REFUND_REASON_MIN)
      return setProblem({ field: "reason", text: REFUND_REASON_MESSAGE });
    if (byBank && !BANK_REFERENCE_PATTERN.test(cleanReference)) {
      return setProblem({ field: "reference", text: BANK_REFERENCE_MESSAGE });
    }
    setSending(true);
    setProblem(undefined);
    try {
      await apiRequest(`/invoice/admin/${encodeURIComponent(invoice._id)}/refund`, {
        method: "POST",
        body: {
          reason: trimmed,
          // All that is left goes without an amount: less than ₹1 may be left after parts.
          ...(amountPaise === leftPaise ? {} : { amountPaise }),
          ...(byBank ? { bankReference: cleanReference } : {}),
          // What this dialog shows as refunded: a refund made since (another tab, another
          // operator) refuses this one instead of giving the same part back twice.
          refundedPaise: invoice.refundedPaise,
        },
        // The provider's refund and the credit note: a slow moment must not look like a failure.
        timeoutMs: 45_000,
      });
      toast({ title: REFUNDED_MESSAGE(invoice.serial) });
      onRefunded();
      dialog.current?.close();
    } catch (error) {
      const path = error instanceof ApiError ? error.issues[0]?.path : undefined;
      const field = path ? SERVER_FIELDS[path] : undefined;
      setProblem({ field: field ?? "form", text: failureMessage(error) });
      // Refunded meanwhile: the list behind shows what is refunded now.
      if (error instanceof ApiError && error.status === 409) onRefunded();
    } finally {
      setSending(false);
    }
  };

  const errorOf = (field: Field) => (problem?.field === field ? problem.text : undefined);

  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      onClose={onClose}
      className="m-auto w-[min(32rem,calc(100vw-2rem))] rounded-2xl border border-border bg-background p-6 text-foreground backdrop:bg-black/60"
    >
      <form
        method="dialog"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <h2 id={titleId} className="text-xl font-semibold">
          Refund invoice {invoice.serial}
        </h2>
        <p className="mt-2 text-sm text-muted">
          {formatRupeesExact(invoice.amountPaise)} was paid {byBank ? "by bank transfer" : "online"} by{" "}
          {invoice.userId.email}.
          {invoice.refundedPaise > 0
            ? ` ${formatRupeesExact(invoice.refundedPaise)} of it is refunded already; ${formatRupeesExact(leftPaise)} is left.`
            : ""}{" "}
          What you refund goes back{" "}
          {byBank ? "by a bank transfer you make first" : "to the payment it came from"}, once: a GST credit
          note (a refund voucher, for an advance) for it, with this reason, is e-mailed to the member.
          {membership ? " It goes back in full, and the membership it paid for ends." : ""}
        </p>
        {membership ? null : (
          <div className="mt-5 grid gap-1.5">
            <Label htmlFor={amountId}>Amount to refund (₹)</Label>
            <Input
              id={amountId}
              value={rupees}
              inputMode="decimal"
              className="tabular-nums"
              disabled={sending}
              aria-invalid={errorOf("amount") ? true : undefined}
              aria-describedby={`${amountId}-error`}
              onChange={(event) => setRupees(event.target.value)}
            />
            <FieldError id={`${amountId}-error`}>{errorOf("amount")}</FieldError>
          </div>
        )}
        <div className={membership ? "mt-5 grid gap-1.5" : "mt-4 grid gap-1.5"}>
          <Label htmlFor={reasonId}>Reason for the refund</Label>
          <Textarea
            id={reasonId}
            value={reason}
            maxLength={REFUND_REASON_MAX}
            rows={3}
            disabled={sending}
            aria-invalid={errorOf("reason") ? true : undefined}
            aria-describedby={`${reasonId}-error`}
            onChange={(event) => setReason(event.target.value.replace(/[\r\n]+/g, " "))}
          />
          <FieldError id={`${reasonId}-error`}>{errorOf("reason")}</FieldError>
        </div>
        {byBank ? (
          <div className="mt-4 grid gap-1.5">
            <Label htmlFor={referenceId}>Reference of your refund transfer (UTR)</Label>
            <Input
              id={referenceId}
              value={reference}
              autoComplete="off"
              spellCheck={false}
              disabled={sending}
              aria-invalid={errorOf("reference") ? true : undefined}
              aria-describedby={`${referenceId}-error`}
              onChange={(event) => setReference(event.target.value)}
            />
            <FieldError id={`${referenceId}-error`}>{errorOf("reference")}</FieldError>
          </div>
        ) : null}
        {problem?.field === "form" ? (
          <p role="alert" className="mt-4 text-sm font-medium text-danger">
            {problem.text}
          </p>
        ) : null}
        <div className="mt-4 flex flex-wrap justify-end gap-2">
          <Button type="button" variant="outline" disabled={sending} onClick={() => dialog.current?.close()}>
            Cancel
          </Button>
          <Button type="submit" loading={sending} disabled={sending}>
            Refund {amountValid ? formatRupees(amountPaise) : ""}
          </Button>
        </div>
      </form>
    </dialog>
  );
}
