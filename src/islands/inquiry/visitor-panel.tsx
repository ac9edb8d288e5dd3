// The inquiry dialog for a visitor: the login / sign-up form, and beside it how to ask without
// an account (D26). WhatsApp opens with a message naming the service, ready to send; the phone
// dials the business; the contact form (no account, a bot check) opens with the service's
// subject chosen. Loaded when the dialog is first wanted, as the forms are.
import { lazy, Suspense, useId } from "react";
import { langOfDocument } from "../../client/page-lang.ts";
import { contactHrefFor, type ServiceType } from "../../config/inquiry.ts";
import { PHONE_HREF, SITE, whatsappChatLink } from "../../config/site.ts";
import { fill } from "../../i18n/words.ts";
import { buttonVariants } from "../../ui/button-variants.ts";
import { Icon } from "../../ui/icon.tsx";
import { MAIL_ICON, MESSAGE_CIRCLE_ICON, PHONE_ICON } from "../../ui/icons.ts";
import { Spinner } from "../../ui/spinner.tsx";
import type { AuthMode } from "../auth/auth-form.tsx";
import { loadAuthForm } from "../auth/load-auth-form.ts";
import { hrefIn } from "../shared/href-in.ts";
import type { InquiryWords } from "./inquiry-words.ts";

const AuthForm = lazy(() => loadAuthForm().then((form) => ({ default: form })));

const OPTION = buttonVariants({ variant: "outline", size: "md-wrap", align: "start" });

function VisitorOptions({
  type,
  service,
  words,
}: {
  type: ServiceType;
  /** The service asked about, in the page's language ("Weddings"). */
  service: string;
  words: InquiryWords["visitor"];
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="grid content-start gap-3">
      <div className="grid gap-1">
        <h3 id={headingId} className="font-semibold">
          {words.heading}
        </h3>
        <p className="text-sm text-muted">{words.lead}</p>
      </div>
      <a
        href={whatsappChatLink(fill(words.whatsappMessage, { service }))}
        target="_blank"
        rel="noopener noreferrer"
        className={OPTION}
      >
        <Icon icon={MESSAGE_CIRCLE_ICON} round className="size-5 shrink-0 text-accent" />
        {words.whatsapp}
        <span className="sr-only"> {words.newWindow}</span>
      </a>
      <a href={PHONE_HREF} className={OPTION}>
        <Icon icon={PHONE_ICON} round className="size-5 shrink-0 text-accent" />
        {fill(words.call, { phone: SITE.phone })}
      </a>
      <a href={hrefIn(langOfDocument(), contactHrefFor(type))} className={OPTION}>
        <Icon icon={MAIL_ICON} round className="size-5 shrink-0 text-accent" />
        {words.write}
      </a>
    </section>
  );
}

export function VisitorPanel({
  mode,
  onModeChange,
  type,
  service,
  words,
}: {
  mode: AuthMode;
  onModeChange: (mode: AuthMode) => void;
  type: ServiceType;
  /** The service the button names ("Weddings"); else the service type's name. */
  service: string | undefined;
  words: InquiryWords;
}) {
  return (
    <div className="grid gap-6 md:grid-cols-[minmax(0,1fr)_minmax(0,18rem)] md:gap-8">
      <Suspense
        fallback={
          <div className="flex min-h-40 items-center justify-center">
            <Spinner size="size-6" label={words.dialog.loading} />
          </div>
        }
      >
        {/* After success the session store holds the user, and the form of the service takes this place. */}
        <AuthForm
          key={mode}
          mode={mode}
          variant="dialog"
          onModeChange={onModeChange}
          onSuccess={() => onModeChange("login")}
        />
      </Suspense>
      <div className="border-t border-border pt-6 md:border-t-0 md:border-l md:pt-0 md:pl-8">
        <VisitorOptions type={type} service={service ?? words.dialog.titles[type]} words={words.visitor} />
      </div>
    </div>
  );
}
