// /data-request (docs/product.md D27; decision 0039): someone without an account asks what is
// held under their e-mail address. Without a link, the form: the address and the bot check
// (POST /privacy/data-request; the answer is the same whatever is held). With the link sent to
// the address (#token=..., a fragment no server or referrer sees), what is held: to read, to
// download as JSON, and to erase; then the confirmation of what was erased and what is kept.
import { standardSchemaResolver } from "@hookform/resolvers/standard-schema";
import { useEffect, useId, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { ApiError, apiRequest } from "../../client/api.ts";
import type { CaptchaWords } from "../../client/captcha/widget.ts";
import type { YourDataWords } from "../../i18n/en/your-data.ts";
import type { Lang } from "../../i18n/lang.ts";
import { dataRequestSchema } from "../../schemas/privacy-requests.ts";
import { toast } from "../../stores/toast.ts";
import { FieldError, Input, Label } from "../../ui/input.tsx";
import { Captcha, type CaptchaHandle } from "../shared/captcha.tsx";
import { DataNotice } from "../shared/data-notice.tsx";
import { errorToast } from "../shared/form-errors.ts";
import { resolverInPageLang } from "../shared/resolver-in-lang.ts";
import { SubmitButton } from "../shared/submit-button.tsx";
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

function RequestForm({ words, captcha: captchaWords }: DataRequestProps) {
  const id = useId();
  const form = useForm<{ email: string }>({
    resolver: resolverInPageLang(standardSchemaResolver(dataRequestSchema)),
    mode: "onChange",
  });
  const [busy, setBusy] = useState(false);
  const captcha = useRef<CaptchaHandle>(null);
  const token = useRef<string | null>(null);
  const error = form.formState.errors.email?.message;

  const submit = form.handleSubmit(async ({ email }) => {
    if (!token.current) {
      toast({
        title: words.errorTitle,
        description: words.captchaRequired,
        variant: "destructive",
        dismissible: true,
      });
      return;
    }
    setBusy(true);
    try {
      // Called here rather than through privacy-calls.ts, whose downloads this form never needs.
      await apiRequest("/privacy/data-request", {
        method: "POST",
        body: { email, capchaToken: token.current },
        auth: false,
      });
      toast({ title: words.sentTitle, description: words.sentText });
      form.reset();
      captcha.current?.reset();
    } catch (caught) {
      toast({ ...errorToast(caught, words.errorFallback), title: words.errorTitle });
      if (caught instanceof ApiError && caught.captchaRequired) captcha.current?.reset();
    } finally {
      setBusy(false);
    }
  });

  return (
    <form noValidate onSubmit={submit} className="grid gap-3" aria-label={words.label}>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-email`}>
          {words.email} <span aria-hidden="true">*</span>
        </Label>
        <Input
          id={`${id}-email`}
          type="email"
          autoComplete="email"
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-email-error`}
          {...form.register("email")}
        />
        <FieldError id={`${id}-email-error`}>{error}</FieldError>
      </div>
      <Captcha ref={captcha} words={captchaWords} onToken={(value) => (token.current = value)} />
      <DataNotice notice={words.notice} />
      <SubmitButton loading={busy} className="w-full">
        {words.submit}
      </SubmitButton>
    </form>
  );
}
