// Onboarding from the dashboard (profession and interests) and the language of the account's
// e-mails (docs/product.md B2, D25). The sections render only in the browser (behind the session
// gate), so their words load with them in the page's language (docs/decisions/0034), one
// language per page, together with the sections themselves (preferences-panels.tsx): the
// dashboard's first load carries neither. A caller that has the words already may pass them.
import { useEffect, useState } from "react";
import { langOfDocument } from "../../client/page-lang.ts";
import type { PreferencesWords } from "../../i18n/en/preferences.ts";
import type { Lang } from "../../i18n/lang.ts";
import { Skeleton } from "../../ui/skeleton.tsx";
import type { PreferencesPanels } from "./preferences-panels.tsx";

/** Each language's words in a chunk of its own: a page loads its own language's only. */
const WORDS: Record<Lang, () => Promise<{ default: PreferencesWords }>> = {
  en: () => import("../../i18n/en/preferences.ts"),
  hi: () => import("../../i18n/hi/preferences.ts"),
};

interface Parts {
  words: PreferencesWords;
  Panels: typeof PreferencesPanels;
}

let parts: Parts | undefined;
let loading: Promise<Parts> | undefined;
function loadParts(): Promise<Parts> {
  loading ??= Promise.all([WORDS[langOfDocument()](), import("./preferences-panels.tsx")]).then(
    ([words, panels]) => (parts = { words: words.default, Panels: panels.PreferencesPanels }),
    (error: unknown) => {
      loading = undefined; // the next visit to the view tries again
      throw error;
    },
  );
  return loading;
}

export function PreferencesSection({ userId, words }: { userId: string; words?: PreferencesWords }) {
  const [loaded, setLoaded] = useState(parts);
  useEffect(() => {
    if (loaded) return;
    let live = true;
    // A failed load leaves the placeholder.
    loadParts().then(
      (value) => live && setLoaded(value),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [loaded]);
  // Their place is kept while they load, so that nothing below moves.
  if (!loaded) return <Skeleton rounded="rounded-2xl" className="h-80" />;
  return <loaded.Panels userId={userId} words={words ?? loaded.words} />;
}
