// What is held under the address a data-request link was sent to (docs/product.md D27): to
// read, to download as JSON, and to erase (two steps); then the confirmation of what was erased
// and what is kept. Loaded by data-request.tsx only when the page is opened from a link.
import { useEffect, useState } from "react";
import { failureMessage } from "../../client/api.ts";
import { pathInPageLang } from "../../client/page-lang.ts";
import { fill } from "../../i18n/words.ts";
import { formatLongDate } from "../../lib/dates.ts";
import type { ErasureReceipt, VisitorData } from "../../schemas/privacy.ts";
import { toast } from "../../stores/toast.ts";
import { Button } from "../../ui/button.tsx";
import { ErasureConfirmation } from "../shared/erasure-receipt.tsx";
import { errorToast } from "../shared/form-errors.ts";
import { downloadJson, eraseVisitorData, fetchVisitorData } from "../shared/privacy-calls.ts";
import type { DataRequestProps } from "./data-request.tsx";

type Held =
  { status: "loading" } | { status: "failed"; message: string } | { status: "ready"; data: VisitorData };

export function HeldData({
  token,
  words,
  receipt: receiptWords,
  documentNames,
  lang,
}: DataRequestProps & { token: string }) {
  const [held, setHeld] = useState<Held>({ status: "loading" });
  const [erasing, setErasing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [receipt, setReceipt] = useState<ErasureReceipt | null>(null);

  useEffect(() => {
    fetchVisitorData(token).then(
      (data) => setHeld({ status: "ready", data }),
      (error: unknown) => setHeld({ status: "failed", message: failureMessage(error, words.linkFailed) }),
    );
  }, [token, words.linkFailed]);

  if (receipt) {
    return (
      <ErasureConfirmation
        heading="h2"
        receipt={receipt}
        words={receiptWords}
        documentNames={documentNames}
        lang={lang}
      />
    );
  }
  if (held.status === "loading") {
    return (
      <p role="status" className="text-sm text-muted">
        {words.loading}
      </p>
    );
  }
  if (held.status === "failed") {
    return (
      <div role="alert" className="grid gap-4">
        <p className="text-danger">{held.message}</p>
        <a
          href={pathInPageLang("/data-request")}
          className="font-semibold text-accent underline underline-offset-4"
        >
          {words.askAgain}
        </a>
      </div>
    );
  }
  const { data } = held;
  const date = (value: string) => formatLongDate(value, lang);
  const nothing =
    data.contactMessages.length === 0 &&
    data.grievances.length === 0 &&
    data.messages.emails.length === 0 &&
    data.namedInInquiries === 0;

  const erase = async () => {
    setErasing(true);
    try {
      setReceipt(await eraseVisitorData(token));
    } catch (error) {
      toast({ ...errorToast(error, words.errorFallback), title: words.errorTitle });
    } finally {
      setErasing(false);
    }
  };

  return (
    <section aria-labelledby="held-heading" className="grid gap-4 text-sm">
      <h2 id="held-heading" className="text-lg font-semibold [overflow-wrap:anywhere]">
        {fill(words.held, { email: data.email })}
      </h2>
      {nothing ? <p>{words.nothing}</p> : null}
      {data.contactMessages.length > 0 ? (
        <div>
          <h3 className="font-semibold">{words.contact}</h3>
          <ul className="mt-1 grid gap-2">
            {data.contactMessages.map((message) => (
              <li key={message.reference} className="[overflow-wrap:anywhere]">
                <span className="font-mono">{message.reference}</span> · {date(message.createdAt)}
                <br />
                {message.message}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {data.grievances.length > 0 ? (
        <div>
          <h3 className="font-semibold">{words.grievances}</h3>
          <ul className="mt-1 grid gap-2">
            {data.grievances.map((grievance) => (
              <li key={grievance.reference} className="[overflow-wrap:anywhere]">
                <span className="font-mono">{grievance.reference}</span> · {date(grievance.createdAt)}
                <br />
                {grievance.message}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {data.messages.emails.length > 0 ? (
        <div>
          <h3 className="font-semibold">{words.emails}</h3>
          <ul className="mt-1 grid gap-1">
            {data.messages.emails.map((email, index) => (
              <li key={`${email.createdAt}-${index}`} className="[overflow-wrap:anywhere]">
                {email.subject} · {date(email.createdAt)}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {data.namedInInquiries > 0 ? <p>{fill(words.named, { count: data.namedInInquiries })}</p> : null}
      <div className="flex flex-wrap gap-3">
        <Button variant="outline" onClick={() => downloadJson(data, "nova-experience-data")}>
          {words.download}
        </Button>
        {nothing || confirming ? null : (
          <Button variant="danger-outline" onClick={() => setConfirming(true)}>
            {words.erase}
          </Button>
        )}
      </div>
      {confirming ? (
        <div
          role="group"
          aria-labelledby="erase-confirm"
          className="grid gap-3 rounded-xl border border-danger/50 p-4"
        >
          <p id="erase-confirm" className="[overflow-wrap:anywhere]">
            {fill(words.eraseConfirm, { email: data.email })}
          </p>
          <div className="flex flex-wrap gap-3">
            <Button variant="outline" onClick={() => setConfirming(false)}>
              {words.cancel}
            </Button>
            <Button variant="danger" loading={erasing} onClick={() => void erase()}>
              {words.eraseForGood}
            </Button>
          </div>
        </div>
      ) : null}
    </section>
  );
}
