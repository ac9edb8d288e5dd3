// One checkout for everything paid on the site (docs/product.md D2, D21): a membership on /purchase and the
// deposit on a quoted inquiry on /dashboard. Given a way to make the order, it opens
// Razorpay's Checkout (or the local test checkout without keys), shows the full-page spinner
// while the server verifies the payment, and hands over the invoice; every failure says
// "Payment failed: <message>" and leaves the page ready to try again. Its words load with it
// when a payment starts, in the page's language (src/i18n/en/checkout.ts).
import { lazy, Suspense, useState, type ReactNode } from "react";
import { failureMessage } from "../../client/api.ts";
import { langOfDocument } from "../../client/page-lang.ts";
import { SITE } from "../../config/site.ts";
import { CLIENT_FAILURES } from "../../i18n/client-failures.ts";
import type en from "../../i18n/en/checkout.ts";
import type { Lang } from "../../i18n/lang.ts";
import { fill, type Words } from "../../i18n/words.ts";
import type { CheckoutFailure, CheckoutSuccess, Invoice, OrderAnswer } from "../../schemas/invoice.ts";
import { toast } from "../../stores/toast.ts";
import { Spinner } from "../../ui/spinner.tsx";
import { errorToast } from "../shared/form-errors.ts";
import { localCheckout, verifyPayment } from "./payment-calls.ts";
import { loadRazorpay } from "./razorpay-checkout.ts";

// The local test checkout (a dialog) loads only when an order asks for it: a deployment with
// Razorpay's keys never loads it at all.
const LocalCheckout = lazy(async () => ({ default: (await import("./local-checkout.tsx")).LocalCheckout }));

export type CheckoutWords = Words<typeof en>;

/** One language's words, loaded only on its pages and only once a payment starts. */
const WORDS: Record<Lang, () => Promise<{ default: CheckoutWords }>> = {
  en: () => import("../../i18n/en/checkout.ts"),
  hi: () => import("../../i18n/hi/checkout.ts"),
};
const loadWords = () => WORDS[langOfDocument()]().then((module) => module.default);

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
  /** The order could not be made or the payment failed (said already): to read the state again. */
  onFailed?: () => void;
}

export function useCheckout<T = Invoice>(): {
  phase: CheckoutPhase;
  start: (request: CheckoutRequest<T>) => Promise<void>;
  /** The local test checkout's dialog and the verifying spinner, to render once on the page. */
  element: ReactNode;
} {
  const [phase, setPhase] = useState<CheckoutPhase>("idle");
  const [local, setLocal] = useState<{
    answer: OrderAnswer;
    request: CheckoutRequest<T>;
    words: CheckoutWords;
  } | null>(null);
  // Known from the first payment on: the verifying spinner's words.
  const [words, setWords] = useState<CheckoutWords | null>(null);
  const callsOf = (request: CheckoutRequest<T>) =>
    request.calls ?? (MEMBER_CALLS as unknown as CheckoutCalls<T>);

  const failed = (words: CheckoutWords, message: string, request: CheckoutRequest<T>) => {
    toast({ title: fill(words.failed, { message }), variant: "destructive", dismissible: true });
    setLocal(null);
    setPhase("idle");
    request.onFailed?.();
  };

  const paid = async (
    words: CheckoutWords,
    request: CheckoutRequest<T>,
    payment: CheckoutSuccess,
    orderId: string,
  ) => {
    setLocal(null);
    setPhase("verifying");
    let result: T;
    try {
      result = await callsOf(request).verify(payment, orderId);
    } catch (error) {
      failed(words, failureMessage(error, words.verifyFailed), request);
      return;
    }
    if ((await request.onPaid(result)) !== "leaving") setPhase("idle");
  };

  const start = async (request: CheckoutRequest<T>) => {
    setPhase("ordering");
    const wordsLoading = loadWords();
    let words: CheckoutWords;
    try {
      words = await wordsLoading;
    } catch {
      // Not even the words arrived: the connection is gone. Nothing was ordered.
      toast({ title: CLIENT_FAILURES[langOfDocument()].network, variant: "destructive", dismissible: true });
      setPhase("idle");
      return;
    }
    setWords(words);
    let answer: OrderAnswer;
    try {
      answer = await request.order();
    } catch (error) {
      // D3: an order that cannot be made says so (the specification showed nothing).
      toast({ ...errorToast(error, words.orderFailed), title: words.errorTitle });
      setPhase("idle");
      request.onFailed?.();
      return;
    }
    setPhase("checkout");
    if (answer.checkout === "local") {
      setLocal({ answer, request, words });
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
        handler: (payment: CheckoutSuccess) => void paid(words, request, payment, answer.order.id),
        modal: { ondismiss: () => setPhase("idle"), confirm_close: true },
      });
      checkout.on("payment.failed", (response: CheckoutFailure) =>
        failed(words, response.error.description, request),
      );
      checkout.open();
    } catch (error) {
      // The loader's and Checkout's own failures: the window could not be opened.
      failed(words, failureMessage(error, words.loadFailed), request);
    }
  };

  const element = (
    <>
      {local ? (
        <Suspense fallback={null}>
          <LocalCheckout
            words={local.words.local}
            order={local.answer}
            pay={callsOf(local.request).localCheckout}
            onSuccess={(payment) => void paid(local.words, local.request, payment, local.answer.order.id)}
            onFailure={(failure) => failed(local.words, failure.error.description, local.request)}
            onDismiss={() => {
              setLocal(null);
              setPhase("idle");
            }}
          />
        </Suspense>
      ) : null}
      {phase === "verifying" && words ? <VerifyingOverlay words={words} /> : null}
    </>
  );
  return { phase, start, element };
}

/** The full-page spinner while the payment is verified (docs/product.md A4, step 3). */
function VerifyingOverlay({ words }: { words: CheckoutWords }) {
  return (
    <div className="fixed inset-0 z-[60] flex flex-col items-center justify-center gap-4 bg-background/95">
      <Spinner size="size-10" className="text-accent" />
      <p role="status" className="text-lg font-semibold">
        {words.verifying}
      </p>
      <p className="text-sm text-muted">{words.keepOpen}</p>
    </div>
  );
}
