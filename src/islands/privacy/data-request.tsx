// /data-request (docs/product.md D27; decision 0039): someone without an account asks what is
// held under their e-mail address. Without a link, the form: the address and the bot check
// (POST /privacy/data-request; the answer is the same whatever is held). With the link sent to
// the address (#token=..., a fragment no server or referrer sees), what is held: to read, to
// download as JSON, and to erase; then the confirmation of what was erased and what is kept.
import { useEffect, useState } from "react";
import type { CaptchaWords } from "../../client/captcha/widget.ts";
import type { YourDataWords } from "../../i18n/en/your-data.ts";
import type { Lang } from "../../i18n/lang.ts";
import { DataNotice } from "../shared/data-notice.tsx";
import { EmailRequestForm } from "../shared/email-request-form.tsx";
import type { HeldData } from "./held-data.tsx";

export interface DataRequestProps {
  words: YourDataWords["request"];
  receipt: YourDataWords["receipt"];
  documentNames: YourDataWords["view"]["documentKinds"];
  captcha: CaptchaWords;
  lang: Lang;
}

/** The link's token, from the address's fragment. */
function tokenInAddress(): string | null {
  return new URLSearchParams(window.location.hash.slice(1)).get("token");
}

/** The link's view loads only for a link: most people come for the form. */
let heldView: Promise<typeof HeldData> | undefined;
const loadHeldView = () => (heldView ??= import("./held-data.tsx").then((module) => module.HeldData));

export function DataRequest(props: DataRequestProps) {
  // The fragment is read once the island runs: the page is the same static file for everyone.
  const [token, setToken] = useState<string | null | undefined>(undefined);
  const [View, setView] = useState<{ HeldData: typeof HeldData } | "failed" | null>(null);
  useEffect(() => {
    // A link pasted into this page's address bar changes only the fragment.
    const read = () => setToken(tokenInAddress());
    read();
    window.addEventListener("hashchange", read);
    return () => window.removeEventListener("hashchange", read);
  }, []);
  useEffect(() => {
    if (!token) return;
    loadHeldView().then(
      (loaded) => setView({ HeldData: loaded }),
      () => setView("failed"),
    );
  }, [token]);
  if (!token) return <RequestForm {...props} />;
  if (View === "failed") {
    return (
      <p role="alert" className="text-danger">
        {props.words.linkFailed}
      </p>
    );
  }
  if (!View) {
    return (
      <p role="status" className="text-sm text-muted">
        {props.words.loading}
      </p>
    );
  }
  return <View.HeldData token={token} {...props} />;
}

function RequestForm({ words, captcha }: DataRequestProps) {
  // POST /privacy/data-request, called here rather than through privacy-calls.ts, whose
  // downloads this form never needs.
  return (
    <EmailRequestForm
      path="/privacy/data-request"
      words={words}
      captchaWords={captcha}
      beforeSubmit={<DataNotice notice={words.notice} />}
    />
  );
}
