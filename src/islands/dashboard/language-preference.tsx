// The language of the member's account (docs/product.md D25): every e-mail we send them is
// written in it. Saving it keeps it on the account (PUT /user/language) and in this browser (the
// switch's key), and, when it is not the page's language, opens this page in it: the member
// asked for that language.
import { useStore } from "@nanostores/react";
import { useId, useState, type FormEvent } from "react";
import { langOfDocument } from "../../client/page-lang.ts";
import type { PreferencesWords } from "../../i18n/en/preferences.ts";
import { HTML_LANG } from "../../i18n/lang-key.ts";
import type { Lang } from "../../i18n/lang.ts";
import { fill } from "../../i18n/words.ts";
import { setAccountLanguage } from "../../stores/account-language.ts";
import { $user } from "../../stores/auth.ts";
import { toast } from "../../stores/toast.ts";
import { Button } from "../../ui/button.tsx";
import { Radio } from "../../ui/radio.tsx";
import { errorToast } from "../shared/form-errors.ts";

/**
 * The address of this page in `lang`, from the alternates its <head> names (site-head.astro),
 * with this address's query and fragment: /hi/dashboard#invoices -> /dashboard#invoices.
 */
function pageInLang(lang: Lang): string {
  const here = window.location;
  const alternate = document.querySelector<HTMLLinkElement>(
    `link[rel="alternate"][hreflang="${HTML_LANG[lang]}"]`,
  );
  const path = alternate ? new URL(alternate.href).pathname : here.pathname;
  return `${path}${here.search}${here.hash}`;
}

export function LanguagePreference({ words }: { words: PreferencesWords["language"] }) {
  const id = useId();
  const current: Lang = useStore($user)?.language ?? "en";
  const [chosen, setChosen] = useState<Lang>(current);
  const [busy, setBusy] = useState(false);
  const languages = Object.keys(words.names) as Lang[];

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      const { language } = await setAccountLanguage(chosen);
      if (language !== langOfDocument()) {
        // Busy until the page in that language replaces this one.
        window.location.assign(pageInLang(language));
        return;
      }
      toast({
        title: words.savedTitle,
        description: fill(words.savedText, { language: words.names[language] }),
      });
    } catch (error) {
      toast({ ...errorToast(error, words.failed), title: words.errorTitle });
    }
    setBusy(false);
  };

  return (
    <section aria-labelledby={`${id}-heading`} className="rounded-2xl border border-border p-6">
      <h2 id={`${id}-heading`} className="text-lg font-semibold">
        {words.heading}
      </h2>
      <p id={`${id}-lead`} className="mt-1 text-sm text-muted">
        {words.lead}
      </p>
      <form onSubmit={save} className="mt-4 flex flex-wrap items-center gap-x-6 gap-y-4">
        <fieldset aria-labelledby={`${id}-heading`} aria-describedby={`${id}-lead`} className="flex gap-6">
          {languages.map((lang) => (
            <label key={lang} className="flex min-h-11 items-center gap-2 text-sm">
              <Radio
                name={`${id}-language`}
                value={lang}
                checked={chosen === lang}
                onChange={() => setChosen(lang)}
              />
              <span lang={HTML_LANG[lang]}>{words.names[lang]}</span>
            </label>
          ))}
        </fieldset>
        <Button type="submit" variant="outline" size="sm" loading={busy} disabled={chosen === current}>
          {words.save}
        </Button>
      </form>
    </section>
  );
}
