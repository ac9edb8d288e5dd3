// /purchase (spec sections 2 and 4; D1-D3): the selected plan's summary and the payment.
// Proceed to Purchase creates the order, opens the checkout (Razorpay's, or the local test
// checkout without keys); on its success a full-page spinner shows while the server verifies
// the payment, then the invoice is kept, its e-mail requested and the person lands on
// /invoice with 'Payment successful!'. Any failure says 'Payment failed: <message>'.
import { useStore } from "@nanostores/react";
import { useEffect, useState, type ReactNode } from "react";
import { ApiError } from "../../client/api.ts";
import { PURCHASE_FEATURES } from "../../config/plans.ts";
import { SITE } from "../../config/site.ts";
import { formatRupees } from "../../lib/money.ts";
import type { PublicUser } from "../../schemas/auth.ts";
import type { CheckoutFailure, CheckoutSuccess, OrderAnswer } from "../../schemas/invoice.ts";
import { setInvoice } from "../../stores/invoice.ts";
import { $plan, clearPlan, selectPlan } from "../../stores/plan.ts";
import { toast, toastAfterNavigation } from "../../stores/toast.ts";
import { Button } from "../../ui/button.tsx";
import { Spinner } from "../../ui/spinner.tsx";
import { errorToast } from "../auth/form-errors.ts";
import { SessionGate } from "../shell/session-gate.tsx";
import { LocalCheckout } from "./local-checkout.tsx";
import {
  createOrder,
  fetchPlans,
  requestInvoiceEmail,
  verifyPayment,
  type PlanRecord,
} from "./payment-calls.ts";
import { loadRazorpay } from "./razorpay-checkout.ts";

export const PAYMENT_SUCCESSFUL = "Payment successful!";
export const paymentFailed = (message: string) => `Payment failed: ${message}`;
const ORDER_FAILED = "We could not start your payment. Nothing was charged; please try again.";
const INVOICE_PATH = "/invoice";

type Phase = "idle" | "ordering" | "checkout" | "verifying";

function messageOf(error: unknown): string {
  if (error instanceof ApiError) return error.serverMessage ?? error.message;
  return error instanceof Error ? error.message : String(error);
}

export function PurchaseSummary() {
  return <SessionGate>{(user) => <Summary user={user} />}</SessionGate>;
}

function Summary({ user }: { user: PublicUser }) {
  const selected = useStore($plan);
  const [plans, setPlans] = useState<PlanRecord[] | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [phase, setPhase] = useState<Phase>("idle");
  const [localOrder, setLocalOrder] = useState<OrderAnswer | null>(null);

  useEffect(() => {
    let live = true;
    fetchPlans().then(
      (list) => {
        if (!live) return;
        // /purchase?plan=premium (the membership page's link without script) selects it.
        const url = new URL(window.location.href);
        const slug = url.searchParams.get("plan");
        const named = slug ? list.find((plan) => plan.slug === slug) : undefined;
        if (named) selectPlan(named);
        if (slug) {
          url.searchParams.delete("plan");
          window.history.replaceState(null, "", url);
        }
        setPlans(list);
      },
      (error: unknown) => {
        if (live) setLoadError(messageOf(error));
      },
    );
    return () => {
      live = false;
    };
  }, []);

  const plan = selected && plans ? plans.find((candidate) => candidate.slug === selected.slug) : undefined;

  const failed = (message: string) => {
    toast({ title: paymentFailed(message), variant: "destructive", dismissible: true });
    setLocalOrder(null);
    setPhase("idle");
  };

  const paid = async (payment: CheckoutSuccess, orderOptions: unknown) => {
    setLocalOrder(null);
    setPhase("verifying");
    try {
      const invoice = await verifyPayment(payment, orderOptions);
      setInvoice(invoice);
      clearPlan();
      // The e-mail is asked for before the page changes; its failure never hides the payment.
      await requestInvoiceEmail(invoice._id).catch(() => {});
      toastAfterNavigation({ title: PAYMENT_SUCCESSFUL });
      window.location.assign(INVOICE_PATH);
    } catch (error) {
      failed(messageOf(error));
    }
  };

  const proceed = async () => {
    if (!plan) return;
    setPhase("ordering");
    let answer: OrderAnswer;
    try {
      answer = await createOrder(plan, user._id);
    } catch (error) {
      // D3: an order that cannot be made says so (the specification showed nothing).
      toast(errorToast(error, ORDER_FAILED));
      setPhase("idle");
      return;
    }
    setPhase("checkout");
    if (answer.checkout === "local") {
      setLocalOrder(answer);
      return;
    }
    try {
      const Razorpay = await loadRazorpay();
      const options = {
        key: answer.keyId,
        amount: answer.order.amount,
        currency: answer.order.currency,
        name: SITE.name,
        description: `${answer.subscription.name} membership, billed yearly`,
        order_id: answer.order.id,
        prefill: { name: user.name, email: user.email, contact: user.phoneNo },
        // The accent colour (brand-700, oklch(0.52 0.13 50)) in the hex Razorpay takes.
        theme: { color: "#a24e10" },
        handler: (payment: CheckoutSuccess) => void paid(payment, { order_id: answer.order.id }),
        modal: { ondismiss: () => setPhase("idle"), confirm_close: true },
      };
      const checkout = new Razorpay(options);
      checkout.on("payment.failed", (response: CheckoutFailure) => failed(response.error.description));
      checkout.open();
    } catch (error) {
      failed(messageOf(error));
    }
  };

  if (loadError) {
    return (
      <Panel>
        <p role="alert" className="text-danger">
          The plans could not be loaded: {loadError}
        </p>
        <Button variant="outline" className="mt-6" onClick={() => window.location.reload()}>
          Try again
        </Button>
      </Panel>
    );
  }
  if (!plans) {
    return (
      <Panel>
        <div className="flex justify-center py-16">
          <Spinner className="size-8" label="Loading your plan" />
        </div>
      </Panel>
    );
  }
  if (!plan) {
    return (
      <Panel>
        <p>
          {selected ? `The ${selected.name} plan is no longer offered.` : "You have not chosen a plan yet."}
        </p>
        <a
          href="/membership#membership-plans"
          className="mt-6 inline-flex h-11 items-center rounded-full bg-accent px-6 text-sm font-semibold text-accent-foreground hover:opacity-90"
        >
          See the membership plans
        </a>
      </Panel>
    );
  }

  return (
    <Panel>
      <section aria-labelledby="selected-plan" className="rounded-2xl border border-border p-6">
        <h2 id="selected-plan" className="text-2xl font-bold">
          {plan.name}
        </h2>
        <p className="mt-1 text-muted">{plan.description}</p>
        <p className="mt-5 flex items-baseline gap-2">
          <span className="text-4xl font-bold tracking-tight">{formatRupees(plan.yearlyPricePaise)}</span>
          <span className="text-muted">per year</span>
        </p>
        <p className="mt-1 text-sm">
          <span className="font-semibold">Billed yearly</span>
          <span className="text-muted"> · {formatRupees(plan.monthlyPricePaise)} a month</span>
        </p>
        <ul className="mt-6 space-y-3" aria-label="Included">
          {PURCHASE_FEATURES.map((feature) => (
            <li key={feature} className="flex gap-3">
              <svg
                className="mt-0.5 size-5 shrink-0 text-accent"
                viewBox="0 0 24 24"
                fill="none"
                stroke="currentColor"
                strokeWidth="2.5"
                aria-hidden="true"
              >
                <path d="M5 12l5 5L19 7" />
              </svg>
              <span>{feature}</span>
            </li>
          ))}
        </ul>
      </section>
      <Button
        className="mt-6 w-full"
        loading={phase === "ordering" || phase === "checkout"}
        disabled={phase !== "idle"}
        onClick={() => void proceed()}
      >
        Proceed to Purchase
      </Button>
      <div className="mt-4 flex flex-wrap items-center justify-between gap-2 text-sm">
        <a href="/membership#membership-plans" className="text-accent underline-offset-4 hover:underline">
          Choose another plan
        </a>
        <Button
          variant="link"
          size="none"
          disabled={phase !== "idle"}
          onClick={() => {
            clearPlan();
            window.location.assign("/membership");
          }}
        >
          Clear selection
        </Button>
      </div>
      <p className="mt-6 text-xs text-muted">
        Your membership runs for one year from the day of purchase. The invoice is e-mailed to {user.email}.
      </p>
      {localOrder ? (
        <LocalCheckout
          order={localOrder}
          onSuccess={(payment) => void paid(payment, { order_id: localOrder.order.id })}
          onFailure={(failure) => failed(failure.error.description)}
          onDismiss={() => {
            setLocalOrder(null);
            setPhase("idle");
          }}
        />
      ) : null}
      {phase === "verifying" ? <VerifyingOverlay /> : null}
    </Panel>
  );
}

function Panel({ children }: { children: ReactNode }) {
  return <div className="mx-auto w-full max-w-xl">{children}</div>;
}

/** The full-page spinner while the payment is verified (spec section 4, step 3). */
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
