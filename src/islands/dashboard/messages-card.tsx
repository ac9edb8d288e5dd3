// The dashboard's "Messages" card (docs/product.md D26; decision 0037): how the member lets us
// write to them, four switches each saved at once (one click withdraws), and the record of
// every choice (date, what, where). It loads with the preferences (preferences-section.tsx), in
// the page's language.
import { useEffect, useId, useState } from "react";
import { langOfDocument } from "../../client/page-lang.ts";
import type { ConsentWords } from "../../i18n/en/consent.ts";
import { fill } from "../../i18n/words.ts";
import { formatLongDate } from "../../lib/dates.ts";
import {
  STOP_SOURCE,
  type ConsentChannel,
  type ConsentPurpose,
  type ConsentsView,
} from "../../schemas/consent.ts";
import { toast } from "../../stores/toast.ts";
import { Button } from "../../ui/button.tsx";
import { Skeleton } from "../../ui/skeleton.tsx";
import { Switch } from "../../ui/switch.tsx";
import { errorToast } from "../shared/form-errors.ts";
import { whatsappOffered } from "../shared/channels.ts";
import { fetchConsents, saveConsent } from "../shared/consent-calls.ts";
import { shownNumber } from "../shared/whatsapp-choices.tsx";

type Words = ConsentWords["card"];
type Key = `${ConsentChannel}${Capitalize<ConsentPurpose>}`;

const SWITCHES: readonly { channel: ConsentChannel; purpose: ConsentPurpose; key: Key }[] = [
  { channel: "whatsapp", purpose: "updates", key: "whatsappUpdates" },
  { channel: "whatsapp", purpose: "offers", key: "whatsappOffers" },
  { channel: "email", purpose: "updates", key: "emailUpdates" },
  { channel: "email", purpose: "offers", key: "emailOffers" },
];

const keyOf = (channel: ConsentChannel, purpose: ConsentPurpose) =>
  SWITCHES.find((s) => s.channel === channel && s.purpose === purpose)!.key;

export function MessagesCard({ words }: { words: Words }) {
  const id = useId();
  const [view, setView] = useState<ConsentsView | "failed" | null>(null);
  const [saving, setSaving] = useState<Key | null>(null);
  // Whether the server sends WhatsApp at all (GET /channels): when it does not, its switches are
  // shown only where one is on, to be turned off.
  const [offered, setOffered] = useState(false);

  const load = () => {
    setView(null);
    Promise.all([fetchConsents(), whatsappOffered()]).then(
      ([consents, whatsapp]) => {
        setOffered(whatsapp);
        setView(consents);
      },
      () => setView("failed"),
    );
  };
  useEffect(load, []);

  const change = async (channel: ConsentChannel, purpose: ConsentPurpose, granted: boolean) => {
    const key = keyOf(channel, purpose);
    setSaving(key);
    try {
      setView(await saveConsent({ channel, purpose, granted }));
      toast({
        title: words.savedTitle,
        description: fill(granted ? words.grantedText : words.withdrawnText, { what: words[key] }),
      });
    } catch (error) {
      toast({ ...errorToast(error, words.failed), title: words.errorTitle });
    }
    setSaving(null);
  };

  const phone =
    (view && view !== "failed" && view.whatsappNumber && shownNumber(view.whatsappNumber.slice(2))) || "";
  const values = { phone };
  const lang = langOfDocument();

  return (
    <section aria-labelledby={`${id}-heading`} className="rounded-2xl border border-border p-6">
      <h2 id={`${id}-heading`} className="text-lg font-semibold">
        {words.heading}
      </h2>
      <p className="mt-1 text-sm text-muted">{words.lead}</p>
      {view === "failed" ? (
        <div role="alert" className="mt-4 flex flex-wrap items-center gap-4">
          <p className="text-danger">{words.loadFailed}</p>
          <Button variant="outline" size="sm" onClick={load}>
            {words.tryAgain}
          </Button>
        </div>
      ) : !view ? (
        <Skeleton rounded="rounded-xl" className="mt-4 h-48" aria-label={words.loading} />
      ) : (
        <>
          <ul className="mt-4 divide-y divide-border">
            {SWITCHES.filter(
              ({ channel, purpose }) => channel !== "whatsapp" || offered || view.current.whatsapp[purpose],
            ).map(({ channel, purpose, key }) => {
              // E-mail carries the updates while WhatsApp does not: on, and not to be turned off.
              const locked = key === "emailUpdates" && !(offered && view.current.whatsapp.updates);
              const checked = view.current[channel][purpose] || locked;
              const hint = locked ? words.emailUpdatesLocked : fill(words[`${key}Hint`], values);
              return (
                <li key={key} className="flex items-center justify-between gap-4 py-3">
                  <div>
                    <p id={`${id}-${key}`} className="text-sm font-medium">
                      {words[key]}
                    </p>
                    <p id={`${id}-${key}-hint`} className="text-xs text-muted">
                      {hint}
                    </p>
                  </div>
                  <Switch
                    checked={checked}
                    aria-labelledby={`${id}-${key}`}
                    aria-describedby={`${id}-${key}-hint`}
                    disabled={locked || saving !== null || (channel === "whatsapp" && !view.whatsappNumber)}
                    onClick={() => void change(channel, purpose, !checked)}
                  />
                </li>
              );
            })}
          </ul>
          <p className="mt-2 text-xs text-muted">{words.alwaysEmail}</p>
          <h3 className="mt-6 text-sm font-semibold">{words.historyHeading}</h3>
          {view.history.length === 0 ? (
            <p className="mt-2 text-sm text-muted">{words.historyEmpty}</p>
          ) : (
            <div className="mt-2 max-h-72 overflow-auto">
              <table className="w-full text-left text-sm">
                <thead className="text-xs text-muted">
                  <tr>
                    <th scope="col" className="py-1 pr-3 font-medium">
                      {words.columns.when}
                    </th>
                    <th scope="col" className="py-1 pr-3 font-medium">
                      {words.columns.what}
                    </th>
                    <th scope="col" className="py-1 font-medium">
                      {words.columns.where}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {view.history.map((row) => (
                    <tr
                      key={`${row.createdAt}-${row.channel}-${row.purpose}`}
                      className="border-t border-border"
                    >
                      <td className="py-1.5 pr-3 whitespace-nowrap">{formatLongDate(row.createdAt, lang)}</td>
                      <td className="py-1.5 pr-3">
                        {fill(row.granted ? words.given : words.withdrawn, {
                          what: words[keyOf(row.channel, row.purpose)],
                        })}
                        {/* The number a WhatsApp choice was about: the account's may have changed. */}
                        {row.channel === "whatsapp" && /^91\d{10}$/.test(row.phone) ? (
                          <span className="block text-xs whitespace-nowrap text-muted">
                            {shownNumber(row.phone.slice(2))}
                          </span>
                        ) : null}
                      </td>
                      {/* A page's path is one word: kept whole (a long one scrolls the record sideways). */}
                      <td className={row.source === STOP_SOURCE ? "py-1.5" : "py-1.5 whitespace-nowrap"}>
                        {row.source === STOP_SOURCE ? words.sources.stop : row.source}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </>
      )}
    </section>
  );
}
