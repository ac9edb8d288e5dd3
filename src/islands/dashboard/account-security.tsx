// The account's safety on the dashboard (decision 0043): whether its address is confirmed (with
// the link offered again), and the devices signed in to it, each of which the member can sign
// out. The device is named from its browser and system, in the page's language.
import { useCallback, useEffect, useId, useState } from "react";
import { apiRequest } from "../../client/api.ts";
import type { DashboardWords } from "../../i18n/en/dashboard.ts";
import type { Lang } from "../../i18n/lang.ts";
import { fill } from "../../i18n/words.ts";
import { toast } from "../../stores/toast.ts";
import { Button } from "../../ui/button.tsx";
import { errorToast } from "../shared/form-errors.ts";

interface SessionView {
  _id: string;
  browser: string | null;
  system: string | null;
  clientAddress: string;
  signedInAt: string;
  lastUsedAt: string;
  current: boolean;
}

/**
 * "November 29, 2026 at 02:24" (the month first, as every other date on the English dashboard),
 * "29 नवंबर 2026 को 02:24 बजे": the month in full, a 24-hour clock (no "am").
 */
const whenIn = (locale: string) =>
  new Intl.DateTimeFormat(locale, {
    day: "numeric",
    month: "long",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
    timeZone: "Asia/Kolkata",
  });
const WHEN: Record<Lang, Intl.DateTimeFormat> = { en: whenIn("en-US"), hi: whenIn("hi-IN") };

/** "Chrome on Android", "Android पर Chrome". */
export function deviceName(
  session: Pick<SessionView, "browser" | "system">,
  words: DashboardWords["devices"],
) {
  return fill(words.device, {
    browser: session.browser ?? words.unknownBrowser,
    system: session.system ?? words.unknownSystem,
  });
}

export function AddressConfirmation({ words }: { words: DashboardWords["confirmation"] }) {
  const [confirmed, setConfirmed] = useState<boolean | undefined>();
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    apiRequest<{ confirmed: boolean }>("/user/email/confirmation")
      .then((answer) => setConfirmed(answer.confirmed))
      .catch(() => setConfirmed(undefined));
  }, []);
  if (confirmed !== false) return null;
  const resend = async () => {
    setBusy(true);
    try {
      const { message } = await apiRequest<{ message: string }>("/user/email/confirmation", {
        method: "POST",
      });
      toast({ title: words.sentTitle, description: message });
    } catch (error) {
      toast({ ...errorToast(error, words.failed), title: words.failed });
    }
    setBusy(false);
  };
  return (
    <div role="status" className="mt-4 grid gap-3 rounded-xl border border-border bg-surface p-4 text-sm">
      <p>{words.unconfirmed}</p>
      <div>
        <Button type="button" variant="outline" size="sm" disabled={busy} onClick={resend}>
          {words.resend}
        </Button>
      </div>
    </div>
  );
}

export function SignedInDevices({ words, lang }: { words: DashboardWords["devices"]; lang: Lang }) {
  const headingId = useId();
  const [sessions, setSessions] = useState<SessionView[] | undefined>();
  const [failed, setFailed] = useState<string | undefined>();
  const [ending, setEnding] = useState<string | undefined>();
  const load = useCallback(async () => {
    try {
      setSessions((await apiRequest<{ sessions: SessionView[] }>("/user/sessions")).sessions);
      setFailed(undefined);
    } catch (error) {
      setFailed(error instanceof Error ? error.message : String(error));
    }
  }, []);
  useEffect(() => void load(), [load]);

  const end = async (session: SessionView) => {
    setEnding(session._id);
    try {
      const { message } = await apiRequest<{ message: string }>(`/user/sessions/${session._id}/end`, {
        method: "POST",
      });
      toast({ title: words.endedTitle, description: message });
      await load();
    } catch (error) {
      toast({ ...errorToast(error, words.endFailed), title: words.endFailed });
    }
    setEnding(undefined);
  };

  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-border p-6">
      <h2 id={headingId} className="text-lg font-semibold">
        {words.heading}
      </h2>
      <p className="mt-1 text-sm text-muted">{words.lead}</p>
      {failed ? (
        <p role="alert" className="mt-4 text-sm">
          {fill(words.failed, { message: failed })}
        </p>
      ) : !sessions ? (
        <p className="mt-4 text-sm text-muted">{words.loading}</p>
      ) : (
        <ul className="mt-4 grid gap-3">
          {sessions.map((session) => {
            const name = deviceName(session, words);
            return (
              <li
                key={session._id}
                className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-border p-4 text-sm"
              >
                <div className="grid gap-1">
                  <p className="font-semibold">
                    {name}
                    {session.current ? (
                      <span className="ml-2 rounded-full bg-surface px-2 py-0.5 text-xs font-normal">
                        {words.thisDevice}
                      </span>
                    ) : null}
                  </p>
                  <p className="text-muted">{fill(words.from, { address: session.clientAddress })}</p>
                  <p className="text-muted">
                    {fill(words.signedIn, { when: WHEN[lang].format(new Date(session.signedInAt)) })} ·{" "}
                    {fill(words.lastUsed, { when: WHEN[lang].format(new Date(session.lastUsedAt)) })}
                  </p>
                </div>
                {session.current ? null : (
                  <Button
                    type="button"
                    variant="outline"
                    size="sm"
                    disabled={ending === session._id}
                    aria-label={fill(words.endLabel, { device: name })}
                    onClick={() => void end(session)}
                  >
                    {words.end}
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
