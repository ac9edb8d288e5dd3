// A full refund of an invoice from the admin panel (docs/product.md D20): the reason, which its credit note
// prints, then POST /invoice/admin/{id}/refund. The provider refunds the payment, the server
// issues the credit note and e-mails it to the member. A native <dialog>: modal, Escape and
// the focus come from the browser, at no script cost to the panel.
import { useEffect, useId, useRef, useState } from "react";
import { apiRequest, failureMessage } from "../../client/api.ts";
import { formatRupees } from "../../lib/money.ts";
import { REFUND_REASON_MAX, REFUND_REASON_MESSAGE, REFUND_REASON_MIN } from "../../schemas/fields.ts";
import type { Invoice } from "../../schemas/invoice.ts";
import { toast } from "../../stores/toast.ts";
import { Button } from "../../ui/button.tsx";
import { FieldError, Label } from "../../ui/input.tsx";
import { Textarea } from "../../ui/textarea.tsx";

export const REFUNDED_MESSAGE = (serial: string) =>
  `Invoice ${serial} was refunded; the credit note is on its way to the member.`;

export function RefundDialog({
  invoice,
  onClose,
  onRefunded,
}: {
  invoice: Invoice;
  onClose: () => void;
  onRefunded: () => void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const reasonId = useId();
  const [reason, setReason] = useState("");
  const [problem, setProblem] = useState<string | undefined>();
  const [sending, setSending] = useState(false);

  useEffect(() => {
    dialog.current?.showModal();
  }, []);

  const submit = async () => {
    const trimmed = reason.trim();
    if (trimmed.length < REFUND_REASON_MIN) {
      setProblem(REFUND_REASON_MESSAGE);
      return;
    }
    setSending(true);
    setProblem(undefined);
    try {
      await apiRequest(`/invoice/admin/${encodeURIComponent(invoice._id)}/refund`, {
        method: "POST",
        body: { reason: trimmed },
        // The provider's refund and the credit note: a slow moment must not look like a failure.
        timeoutMs: 45_000,
      });
      toast({ title: REFUNDED_MESSAGE(invoice.serial) });
      onRefunded();
      dialog.current?.close();
    } catch (error) {
      setProblem(failureMessage(error));
    } finally {
      setSending(false);
    }
  };

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
          {formatRupees(invoice.amountPaise)} goes back to {invoice.userId.email} in full. The membership it
          paid for ends, and a GST credit note with this reason is e-mailed to the member.
        </p>
        <div className="mt-5 grid gap-1.5">
          <Label htmlFor={reasonId}>Reason for the refund</Label>
          <Textarea
            id={reasonId}
            value={reason}
            maxLength={REFUND_REASON_MAX}
            rows={3}
            disabled={sending}
            aria-invalid={problem ? true : undefined}
            aria-describedby={`${reasonId}-error`}
            onChange={(event) => setReason(event.target.value.replace(/[\r\n]+/g, " "))}
          />
          <FieldError id={`${reasonId}-error`}>{problem}</FieldError>
        </div>
        <div className="mt-4 flex flex-wrap justify-end gap-2">
          <Button type="button" variant="outline" disabled={sending} onClick={() => dialog.current?.close()}>
            Cancel
          </Button>
          <Button type="submit" loading={sending} disabled={sending}>
            Refund {formatRupees(invoice.amountPaise)}
          </Button>
        </div>
      </form>
    </dialog>
  );
}
