// One checkout for everything paid on the site (docs/product.md D2, D21): a membership on /purchase and the
// deposit on a quoted inquiry on /dashboard. Given a way to make the order, it opens
// Razorpay's Checkout (or the local test checkout without keys), shows the full-page spinner
// while the server verifies the payment, and hands over the invoice; every failure says
// "Payment failed: <message>" and leaves the page ready to try again.
import { lazy, Suspense, useState, type ReactNode } from "react";
import { failureMessage } from "../../client/api.ts";
import { SITE } from "../../config/site.ts";
import type { CheckoutFailure, CheckoutSuccess, Invoice, OrderAnswer } from "../../schemas/invoice.ts";
import { toast } from "../../stores/toast.ts";
import { Spinner } from "../../ui/spinner.tsx";
import { errorToast } from "../shared/form-errors.ts";
import { localCheckout, verifyPayment } from "./payment-calls.ts";
import { CHECKOUT_LOAD_FAILED, loadRazorpay } from "./razorpay-checkout.ts";

// The local test checkout (a dialog) loads only when an order asks for it: a deployment with
// Razorpay's keys never loads it at all.
const LocalCheckout = lazy(async () => ({ default: (await import("./local-checkout.tsx")).LocalCheckout }));

export const paymentFailed = (message: string) => `Payment failed: ${message}`;
const ORDER_FAILED = "We could not start your payment. Nothing was charged; please try again.";
const VERIFY_FAILED =
  "We could not confirm your payment just now. If money was taken, your invoice will follow by e-mail.";

export type CheckoutPhase = "idle" | "ordering" | "checkout" | "verifying";

/**
 * Who checks the payment and how the local test checkout pays: a signed-in member's own order
 * (the default: /payment/verification answers the invoice), or a payment link's (D22), whose
 * holder sees nothing of the customer's documents.
 */
export interface CheckoutCalls<T> {
  verify: (payment: CheckoutSuccess, orderId: string) => Promise<T>;
  localCheckout: (
    orderId: string,
    outcome: "success" | "failure",
  ) => Promise<CheckoutSuccess | CheckoutFailure>;
}

const MEMBER_CALLS: CheckoutCalls<Invoice> = {
  verify: (payment, orderId) => verifyPayment(payment, { order_id: orderId }),
  localCheckout,
};

export interface CheckoutRequest<T = Invoice> {
  /** Makes (or hands back) the order; its amount is the server's. */
  order: () => Promise<OrderAnswer>;
  /** The calls of the checkout; a member's own by default. */
  calls?: CheckoutCalls<T>;
  /** What Razorpay's Checkout says is being paid for. */
  description: (answer: OrderAnswer) => string;
  prefill: { name: string; email: string; contact: string };
  /**
   * The payment is verified: its invoice. "leaving" when the page is being left (the
   * spinner stays until it is); else the checkout is ready again.
   */
  onPaid: (result: T) => void | "leaving" | Promise<void | "leaving">;
}

export function useCheckout<T = Invoice>(): {
  phase: CheckoutPhase;
  start: (request: CheckoutRequest<T>) => Promise<void>;
  /** The local test checkout's dialog and the verifying spinner, to render once on the page. */
  element: ReactNode;
} {
  const [phase, setPhase] = useState<CheckoutPhase>("idle");
  const [local, setLocal] = useState<{ answer: OrderAnswer; request: CheckoutRequest<T> } | null>(null);
  const callsOf = (request: CheckoutRequest<T>) =>
    request.calls ?? (MEMBER_CALLS as unknown as CheckoutCalls<T>);

  const failed = (message: string) => {
    toast({ title: paymentFailed(message), variant: "destructive", dismissible: true });
    setLocal(null);
    setPhase("idle");
  };

  const paid = async (request: CheckoutRequest<T>, payment: CheckoutSuccess, orderId: string) => {
    setLocal(null);
    setPhase("verifying");
    let result: T;
    try {
      result = await callsOf(request).verify(payment, orderId);
    } catch (error) {
      failed(failureMessage(error, VERIFY_FAILED));
      return;
    }
    if ((await request.onPaid(result)) !== "leaving") setPhase("idle");
  };

  const start = async (request: CheckoutRequest<T>) => {
    setPhase("ordering");
    let answer: OrderAnswer;
    try {
      answer = await request.order();
    } catch (error) {
      // D3: an order that cannot be made says so (the specification showed nothing).
      toast(errorToast(error, ORDER_FAILED));
      setPhase("idle");
      return;
    }
    setPhase("checkout");
    if (answer.checkout === "local") {
      setLocal({ answer, request });
      return;
    }
    try {
      const Razorpay = await loadRazorpay();
      const checkout = new Razorpay({
        key: answer.keyId,
        amount: answer.order.amount,
        currency: answer.order.currency,
        name: SITE.name,
        description: request.description(answer),
        order_id: answer.order.id,
        prefill: request.prefill,
        // The accent colour (brand-700, oklch(0.52 0.13 50)) in the hex Razorpay takes.
        theme: { color: "#a24e10" },
        handler: (payment: CheckoutSuccess) => void paid(request, payment, answer.order.id),
        modal: { ondismiss: () => setPhase("idle"), confirm_close: true },
      });
      checkout.on("payment.failed", (response: CheckoutFailure) => failed(response.error.description));
      checkout.open();
    } catch (error) {
      // The loader's and Checkout's own failures: the window could not be opened.
      failed(failureMessage(error, CHECKOUT_LOAD_FAILED));
    }
  };

  const element = (
    <>
      {local ? (
        <Suspense fallback={null}>
          <LocalCheckout
            order={local.answer}
            pay={callsOf(local.request).localCheckout}
            onSuccess={(payment) => void paid(local.request, payment, local.answer.order.id)}
            onFailure={(failure) => failed(failure.error.description)}
            onDismiss={() => {
              setLocal(null);
              setPhase("idle");
            }}
          />
        </Suspense>
      ) : null}
      {phase === "verifying" ? <VerifyingOverlay /> : null}
    </>
  );
  return { phase, start, element };
}

/** The full-page spinner while the payment is verified (docs/product.md A4, step 3). */
function VerifyingOverlay() {
  return (
    <div className="fixed inset-0 z-[60] flex flex-col items-center justify-center gap-4 bg-background/95">
      <Spinner className="size-10 text-accent" />
      <p role="status" className="text-lg font-semibold">
        Verifying your payment…
      </p>
      <p className="text-sm text-muted">Please keep this page open.</p>
    </div>
  );
}
