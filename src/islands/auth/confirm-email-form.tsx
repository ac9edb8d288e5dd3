// The page an address's confirmation link opens (decision 0043). Opening it spends nothing (mail
// scanners open links): the token, read from the URL's fragment, is sent when the person presses
// the button. In the page's language: the link in a Hindi e-mail opens the Hindi page.
import { useEffect, useState } from "react";
import { apiRequest } from "../../client/api.ts";
import { pathInPageLang } from "../../client/page-lang.ts";
import type en from "../../i18n/en/auth.ts";
import type { Words } from "../../i18n/words.ts";
import { toast } from "../../stores/toast.ts";
import { errorToast } from "../shared/form-errors.ts";
import { SubmitButton } from "../shared/submit-button.tsx";

export type ConfirmEmailWords = Words<typeof en>["confirmForm"];

function tokenFromLocation(): string | undefined {
  const fragment = new URLSearchParams(window.location.hash.slice(1));
  return fragment.get("token") ?? undefined;
}

export function ConfirmEmailForm({ words }: { words: ConfirmEmailWords }) {
  const [token, setToken] = useState<string | undefined>();
  const [ready, setReady] = useState(false);
  const [busy, setBusy] = useState(false);
  const [confirmed, setConfirmed] = useState<string | undefined>();

  useEffect(() => {
    setToken(tokenFromLocation());
    setReady(true);
  }, []);

  async function confirm(event: React.FormEvent) {
    event.preventDefault();
    if (!token) return;
    setBusy(true);
    try {
      const { message } = await apiRequest<{ message: string }>("/user/email/confirm", {
        method: "POST",
        body: { token },
        auth: false,
      });
      setConfirmed(message);
    } catch (caught) {
      toast({ ...errorToast(caught, words.errorFallback), title: words.errorTitle });
    } finally {
      setBusy(false);
    }
  }

  if (confirmed) {
    return (
      <div className="grid gap-4" role="status">
        <p className="font-semibold">{words.confirmedTitle}</p>
        <p>{confirmed}</p>
        <a href={pathInPageLang("/dashboard")} className="text-accent hover:underline">
          {words.toDashboard}
        </a>
      </div>
    );
  }
  if (ready && !token) return <p role="alert">{words.missingToken}</p>;
  return (
    <form noValidate onSubmit={confirm} className="grid gap-3">
      <SubmitButton loading={busy} className="w-full">
        {words.submit}
      </SubmitButton>
    </form>
  );
}
