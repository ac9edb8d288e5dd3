// What takes the form's place in the inquiry dialog once an inquiry is sent (D26): that it
// arrived, its reference, when the business answers (the e-mails' own words), where to follow
// it, and, for a member who has not said yes to WhatsApp updates, the choice to. A son booking
// for his parents can tell it went through and quote the reference on the phone. Loaded
// with the forms.
import { useEffect, useId, useRef, useState } from "react";
import { langOfDocument } from "../../client/page-lang.ts";
import { fill } from "../../i18n/words.ts";
import { formatIndianPhone } from "../../lib/phone.ts";
import { normalizePhone, PHONE_PATTERN } from "../../schemas/fields.ts";
import { toast } from "../../stores/toast.ts";
import { Button } from "../../ui/button.tsx";
import { buttonVariants } from "../../ui/button-variants.ts";
import { Icon } from "../../ui/icon.tsx";
import { CHECK_ICON, MESSAGE_CIRCLE_ICON } from "../../ui/icons.ts";
import { whatsappOffered } from "../shared/channels.ts";
import { fetchConsents, saveConsent } from "../shared/consent-calls.ts";
import { errorToast } from "../shared/form-errors.ts";
import { hrefIn } from "../shared/href-in.ts";
import type { SentInquiry } from "./inquiry-form.tsx";
import type { InquiryWords } from "./inquiry-words.ts";

type SentWords = InquiryWords["sent"];

/** The member's inquiry on the dashboard: its card's progress opens (inquiry-progress.tsx). */
export const dashboardHrefFor = (reference: string, lang = langOfDocument()) =>
  `${hrefIn(lang, "/dashboard")}?inquiry=${encodeURIComponent(reference)}#inquiries`;

/** "unsent": the server sends no WhatsApp (GET /channels), so nothing is offered. */
type OptIn = "checking" | "offered" | "saving" | "on" | "given" | "unsent";

/** "Get updates on WhatsApp at +91 98765 43210": PUT /user/consents, from this page (decision 0037). */
function WhatsAppOptIn({
  phone,
  words,
  errorTitle,
}: {
  phone: string;
  words: SentWords;
  errorTitle: string;
}) {
  const [state, setState] = useState<OptIn>("checking");
  const shown = formatIndianPhone(phone);

  useEffect(() => {
    let live = true;
    // Nothing to offer when the server sends no WhatsApp (GET /channels).
    void whatsappOffered().then((offered) =>
      offered
        ? fetchConsents().then(
            ({ current }) => live && setState(current.whatsapp.updates ? "given" : "offered"),
            // Not known: offered, as it is off until given.
            () => live && setState("offered"),
          )
        : live && setState("unsent"),
    );
    return () => {
      live = false;
    };
  }, []);

  async function optIn() {
    setState("saving");
    try {
      await saveConsent({ channel: "whatsapp", purpose: "updates", granted: true });
      setState("on");
    } catch (error) {
      toast(errorToast(error, words.whatsappFailed, errorTitle));
      setState("offered");
    }
  }

  if (state === "checking" || state === "given" || state === "unsent") return null;
  return (
    <div className="grid gap-2 rounded-xl border border-border p-4">
      {state === "on" ? (
        <p role="status" className="flex items-center gap-2 text-sm font-medium">
          <Icon icon={CHECK_ICON} round className="size-4 shrink-0 text-accent" />
          {fill(words.whatsappOn, { phone: shown })}
        </p>
      ) : (
        <>
          <Button
            type="button"
            variant="outline"
            size="md-wrap"
            loading={state === "saving"}
            onClick={() => void optIn()}
            className="justify-self-start"
          >
            {state === "saving" ? null : (
              <Icon icon={MESSAGE_CIRCLE_ICON} round className="size-5 shrink-0 text-accent" />
            )}
            {fill(words.whatsappOptIn, { phone: shown })}
          </Button>
          <p className="text-xs text-muted">{words.whatsappNote}</p>
        </>
      )}
    </div>
  );
}

export function InquirySent({
  inquiry,
  phone,
  words,
  submitted,
  errorTitle,
  onAnother,
}: {
  inquiry: SentInquiry;
  /** The member's phone as the account keeps it. */
  phone: string;
  words: SentWords;
  /** The specification's success message, said to screen readers as the toast says it. */
  submitted: string;
  errorTitle: string;
  /** Back to an empty form of the same kind. */
  onAnother: () => void;
}) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const tenDigits = normalizePhone(phone);

  // The form that had the focus is gone: the focus moves to what replaced it.
  useEffect(() => heading.current?.focus(), []);

  return (
    <section aria-labelledby={headingId} className="grid gap-5 py-1">
      <div className="flex items-start gap-3">
        <span className="grid size-10 shrink-0 place-items-center rounded-full bg-accent/15 text-accent">
          <Icon icon={CHECK_ICON} round className="size-5" />
        </span>
        <div className="grid gap-1">
          <h3 ref={heading} id={headingId} tabIndex={-1} className="text-lg font-semibold outline-none">
            {words.heading}
          </h3>
          <p className="text-muted">{words.promise}</p>
        </div>
      </div>
      <div className="rounded-xl border border-border bg-surface p-4">
        <p className="text-sm text-muted">{words.reference}</p>
        <p className="mt-1 font-mono text-2xl font-semibold tracking-wider">{inquiry.reference}</p>
        <p className="mt-1 text-sm text-muted">{words.referenceHint}</p>
      </div>
      {PHONE_PATTERN.test(tenDigits) ? (
        <WhatsAppOptIn phone={tenDigits} words={words} errorTitle={errorTitle} />
      ) : null}
      <div className="flex flex-wrap gap-3">
        <a href={dashboardHrefFor(inquiry.reference)} className={buttonVariants({ size: "md-wrap" })}>
          {words.dashboard}
        </a>
        <Button type="button" variant="outline" size="md-wrap" onClick={onAnother}>
          {words.another}
        </Button>
      </div>
      <p role="status" className="sr-only">
        {submitted}
      </p>
    </section>
  );
}
