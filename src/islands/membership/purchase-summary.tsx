// /purchase (docs/product.md A2, A4; D1-D3, D19, D20): the selected plan's summary, whom the
// tax invoice is for, and the payment. A member renewing the plan they have is told their new
// year starts where the current one ends; another plan while one is active goes through
// support (decision 0027). Proceed to Purchase checks the invoice details, then the one
// checkout (use-checkout.tsx) makes the order and takes the payment; once it is verified
// (which queues the invoice e-mail) the invoice is kept and the person lands on /invoice with
// 'Payment successful!'. Any failure says 'Payment failed: <message>'. Its words come from the
// page, in the page's language (src/i18n/en/purchase.ts); so do the pages it leads to.
import { useStore } from "@nanostores/react";
import { useEffect, useState, type ReactNode } from "react";
import { failureMessage } from "../../client/api.ts";
import { langOfDocument } from "../../client/page-lang.ts";
import type en from "../../i18n/en/purchase.ts";
import { hrefInLang } from "../../i18n/lang.ts";
import { fill, type Words } from "../../i18n/words.ts";
import { cn } from "../../lib/cn.ts";
import { formatLongDate } from "../../lib/dates.ts";
import { formatRupees } from "../../lib/money.ts";
import type { PublicUser } from "../../schemas/auth.ts";
import { billingBody } from "../../schemas/billing-rules.ts";
import type { Membership } from "../../schemas/membership.ts";
import { setInvoice } from "../../stores/invoice.ts";
import { $plan, clearPlan, selectPlan } from "../../stores/plan.ts";
import { toast, toastAfterNavigation } from "../../stores/toast.ts";
import { Button } from "../../ui/button.tsx";
import { buttonVariants } from "../../ui/button-variants.ts";
import { Icon } from "../../ui/icon.tsx";
import { CHECK_ICON } from "../../ui/icons.ts";
import { Spinner } from "../../ui/spinner.tsx";
import { useWhatsAppOffered } from "../shared/channels.ts";
import { giveWhatsAppChoices } from "../shared/consent-calls.ts";
import { NO_WHATSAPP, WhatsAppChoices, type WhatsAppChoice } from "../shared/whatsapp-choices.tsx";
import { SessionGate } from "../shell/session-gate.tsx";
import { BillingFields, useBillingForm } from "./billing-fields.tsx";
import { useCheckout } from "./use-checkout.tsx";
import { fetchMembership } from "./member-reads.ts";
import { createOrder, fetchPlans, requestInvoiceEmail, type PlanRecord } from "./payment-calls.ts";

export type SummaryWords = Words<typeof en>["summary"];

const INVOICE_PATH = "/invoice";
const PLANS_PATH = "/membership#membership-plans";

/** A page of the site in this page's language: the island renders in the browser only. */
const inPageLang = (href: string) => hrefInLang(href, langOfDocument());

export function PurchaseSummary({ words }: { words: SummaryWords }) {
  return (
    <SessionGate loadingLabel={words.gateLoading}>
      {(user) => <Summary user={user} words={words} />}
    </SessionGate>
  );
}

function Summary({ user, words }: { user: PublicUser; words: SummaryWords }) {
  const selected = useStore($plan);
  const [plans, setPlans] = useState<PlanRecord[] | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const checkout = useCheckout();
  const phase = checkout.phase;
  const form = useBillingForm(user.name);
  const billing = form.value;
  // undefined until the server has answered: the summary waits for it, so that the notice
  // about a current membership does not appear late and push the billing form down.
  const [membership, setMembership] = useState<Membership | null | undefined>(undefined);
  // The WhatsApp boxes, unticked (D26): given when the member proceeds.
  const [whatsapp, setWhatsapp] = useState<WhatsAppChoice>(NO_WHATSAPP);
  // Whether to offer them at all (GET /channels): awaited with the membership, so that the
  // boxes do not appear late and push the button down.
  const offered = useWhatsAppOffered();

  useEffect(() => {
    let live = true;
    // The membership they have: not needed to pay (the server decides), so a failure shows
    // the page without it.
    fetchMembership().then(
      (current) => {
        if (live) setMembership(current);
      },
      () => {
        if (live) setMembership(null);
      },
    );
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
        if (live) setLoadError(failureMessage(error, words.somethingWrong));
      },
    );
    return () => {
      live = false;
    };
  }, []);

  const plan = selected && plans ? plans.find((candidate) => candidate.slug === selected.slug) : undefined;

  const proceed = async () => {
    if (!plan) return;
    if (!form.validate()) return;
    // The boxes ticked are the member's choice whatever the payment does; a failure to save them
    // does not stop the purchase (the dashboard offers them again).
    await giveWhatsAppChoices(whatsapp).catch(() =>
      toast({ title: words.whatsapp.failed, variant: "destructive", dismissible: true }),
    );
    await checkout.start({
      order: () => createOrder(plan, user._id, billingBody(billing)),
      description: (answer) => fill(words.checkoutDescription, { plan: answer.subscription.name }),
      prefill: { name: billing.name.trim(), email: user.email, contact: user.phoneNo },
      onPaid: async (invoice) => {
        setInvoice(invoice);
        clearPlan();
        // Queued with the invoice already; asked for again (idempotent), as the spec's flow does.
        await requestInvoiceEmail(invoice._id).catch(() => {});
        toastAfterNavigation({ title: words.paid });
        window.location.assign(inPageLang(INVOICE_PATH));
        return "leaving" as const;
      },
    });
  };

  if (loadError) {
    return (
      <Panel>
        <p role="alert" className="text-danger">
          {fill(words.loadFailed, { message: loadError })}
        </p>
        <Button variant="outline" className="mt-6" onClick={() => window.location.reload()}>
          {words.tryAgain}
        </Button>
      </Panel>
    );
  }
  if (!plans || membership === undefined || offered === undefined) {
    return (
      <Panel>
        <div className="flex justify-center py-16">
          <Spinner size="size-8" label={words.loading} />
        </div>
      </Panel>
    );
  }
  if (!plan) {
    return (
      <Panel>
        <p>{selected ? fill(words.noLongerOffered, { plan: selected.name }) : words.notChosen}</p>
        <a href={inPageLang(PLANS_PATH)} className={cn(buttonVariants(), "mt-6")}>
          {words.seePlans}
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
        <p className="mt-1 text-muted">{words.planDescriptions[plan.slug] ?? plan.description}</p>
        <p className="mt-5 flex items-baseline gap-2">
          <span className="text-4xl font-bold tracking-tight">{formatRupees(plan.yearlyPricePaise)}</span>
          <span className="text-muted">{words.perYear}</span>
        </p>
        <p className="mt-1 text-sm">
          <span className="font-semibold">{words.billedYearly}</span>
          <span className="text-muted">
            {" · "}
            {fill(words.monthly, { amount: formatRupees(plan.monthlyPricePaise) })}
          </span>
        </p>
        <ul className="mt-6 space-y-3" aria-label={words.included}>
          {words.features.map((feature) => (
            <li key={feature} className="flex gap-3">
              <Icon icon={CHECK_ICON} strokeWidth="2.5" className="mt-0.5 size-5 shrink-0 text-accent" />
              <span>{feature}</span>
            </li>
          ))}
        </ul>
      </section>
      <MembershipNotice membership={membership} plan={plan} words={words} />
      {/* Another plan while one is active goes through support: nothing here to fill in or press. */}
      {changesPlan(membership, plan) ? null : (
        <>
          <BillingFields
            words={words.billing}
            value={billing}
            issues={form.issues}
            disabled={phase !== "idle"}
            onChange={form.onChange}
          />
          {offered ? (
            <div className="mt-6">
              <WhatsAppChoices
                words={words.whatsapp}
                phone={user.phoneNo}
                value={whatsapp}
                onChange={setWhatsapp}
                disabled={phase !== "idle"}
              />
            </div>
          ) : null}
          <Button
            className="mt-6 w-full"
            loading={phase === "ordering" || phase === "checkout"}
            disabled={phase !== "idle"}
            onClick={() => void proceed()}
          >
            {words.proceed}
          </Button>
        </>
      )}
      <div className="mt-4 flex flex-wrap items-center justify-between gap-2 text-sm">
        <a href={inPageLang(PLANS_PATH)} className="text-accent underline-offset-4 hover:underline">
          {words.anotherPlan}
        </a>
        <Button
          variant="link"
          size="none"
          disabled={phase !== "idle"}
          onClick={() => {
            clearPlan();
            window.location.assign(inPageLang("/membership"));
          }}
        >
          {words.clear}
        </Button>
      </div>
      <p className="mt-6 text-xs text-muted">
        {renews(membership, plan)
          ? fill(words.renewsFrom, { date: formatLongDate(membership!.endsAt, langOfDocument()) })
          : words.oneYear}{" "}
        {fill(words.emailed, { email: user.email })}
      </p>
      {checkout.element}
    </Panel>
  );
}

/** The member renews the plan they have while it is still active: the new year follows on. */
function renews(membership: Membership | null, plan: PlanRecord): boolean {
  return membership?.status === "active" && membership.plan.slug === plan.slug;
}

/** Another plan while one is active: upgrades go through support (the FAQ; decision 0027). */
function changesPlan(membership: Membership | null, plan: PlanRecord): boolean {
  return membership?.status === "active" && membership.plan.slug !== plan.slug;
}

function MembershipNotice({
  membership,
  plan,
  words,
}: {
  membership: Membership | null;
  plan: PlanRecord;
  words: SummaryWords;
}) {
  if (!membership || membership.status !== "active") return null;
  const values = { plan: membership.plan.name, ends: formatLongDate(membership.endsAt, langOfDocument()) };
  if (changesPlan(membership, plan)) {
    return (
      <div role="note" className="mt-6 rounded-2xl border border-border bg-surface p-5 text-sm">
        <p>{fill(words.planChange, values)}</p>
        <a
          href={inPageLang("/contact-us")}
          className="mt-3 inline-block font-semibold text-accent underline-offset-4 hover:underline"
        >
          {words.contactUs}
        </a>
      </div>
    );
  }
  return (
    <p role="note" className="mt-6 rounded-2xl border border-border bg-surface p-5 text-sm">
      {fill(words.renewal, values)}
    </p>
  );
}

function Panel({ children }: { children: ReactNode }) {
  return <div className="mx-auto w-full max-w-xl">{children}</div>;
}
