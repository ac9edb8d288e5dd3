// The local test checkout (decision 0009): what opens instead of Razorpay's when no keys are
// configured. It is plainly a test: nothing is charged, and the person decides whether the
// payment succeeds or fails. Its answers have Razorpay's shapes, so the purchase flow after
// it is the real one. Its words come with the checkout's, in the page's language.
import { useState } from "react";
import { ApiError } from "../../client/api.ts";
import { fill } from "../../i18n/words.ts";
import { formatRupees } from "../../lib/money.ts";
import type { CheckoutFailure, CheckoutSuccess, OrderAnswer } from "../../schemas/invoice.ts";
import { Button } from "../../ui/button.tsx";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "../../ui/dialog.tsx";
import type { CheckoutWords } from "./use-checkout.tsx";

/** Orders that pay a booking (a deposit, a balance), not a plan. */
const BOOKING_SLUGS: readonly string[] = ["deposit", "balance"];

export interface LocalCheckoutProps {
  words: CheckoutWords["local"];
  order: OrderAnswer;
  /** Asks the server for the chosen outcome (a member's order, or a payment link's). */
  pay: (orderId: string, outcome: "success" | "failure") => Promise<CheckoutSuccess | CheckoutFailure>;
  onSuccess(payment: CheckoutSuccess): void;
  onFailure(failure: CheckoutFailure): void;
  onDismiss(): void;
}

export function LocalCheckout({ words, order, pay, onSuccess, onFailure, onDismiss }: LocalCheckoutProps) {
  const [busy, setBusy] = useState<"success" | "failure" | null>(null);

  const settle = async (outcome: "success" | "failure") => {
    setBusy(outcome);
    try {
      const answer = await pay(order.order.id, outcome);
      // The only failure the test checkout gives is the one asked for, said in the page's language.
      if ("error" in answer) onFailure({ error: { description: words.declined } });
      else onSuccess(answer);
    } catch (error) {
      const description = error instanceof ApiError ? error.message : words.noAnswer;
      onFailure({ error: { description } });
    }
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open && busy === null) onDismiss();
      }}
    >
      <DialogContent
        maxWidth="max-w-md"
        closeLabel={words.cancel}
        onInteractOutside={(event) => event.preventDefault()}
        onEscapeKeyDown={(event) => {
          if (busy !== null) event.preventDefault();
        }}
      >
        <DialogHeader>
          <p className="w-fit rounded-full border border-danger px-3 py-0.5 text-xs font-bold tracking-wide text-danger uppercase">
            {words.testMode}
          </p>
          <DialogTitle>{words.title}</DialogTitle>
          <DialogDescription>{words.description}</DialogDescription>
        </DialogHeader>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 rounded-xl bg-surface p-4 text-sm">
          <dt className="text-muted">{words.for}</dt>
          <dd>
            {BOOKING_SLUGS.includes(order.subscription.slug)
              ? (words.bookingNames[order.subscription.slug] ?? order.subscription.name)
              : fill(words.membership, { plan: order.subscription.name })}
          </dd>
          <dt className="text-muted">{words.amount}</dt>
          <dd className="font-semibold">{formatRupees(order.order.amount)}</dd>
          <dt className="text-muted">{words.order}</dt>
          <dd className="font-mono text-xs break-all">{order.order.id}</dd>
        </dl>
        <div className="grid gap-2 sm:grid-cols-2">
          <Button
            loading={busy === "success"}
            disabled={busy !== null}
            onClick={() => void settle("success")}
          >
            {fill(words.pay, { amount: formatRupees(order.order.amount) })}
          </Button>
          <Button
            variant="outline"
            loading={busy === "failure"}
            disabled={busy !== null}
            onClick={() => void settle("failure")}
          >
            {words.fail}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
