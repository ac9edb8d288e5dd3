// The dashboard's "Your data" view (docs/product.md D27; decision 0039): its words and its panels
// load when the view opens, in the page's language (as the preferences do, decision 0034), so the
// dashboard's first load carries none of them.
import { useEffect, useState, type ReactNode } from "react";
import type { DashboardWords } from "../../i18n/en/dashboard.ts";
import type { YourDataWords } from "../../i18n/en/your-data.ts";
import type { Lang } from "../../i18n/lang.ts";
import type { PublicUser } from "../../schemas/auth.ts";
import { Button } from "../../ui/button.tsx";
import { Skeleton } from "../../ui/skeleton.tsx";
import type { YourDataPanels } from "./your-data-panels.tsx";

/** Each language's words in a chunk of its own: a page loads its own language's only. */
const WORDS: Record<Lang, () => Promise<{ default: YourDataWords }>> = {
  en: () => import("../../i18n/en/your-data.ts"),
  hi: () => import("../../i18n/hi/your-data.ts"),
};

interface Parts {
  words: YourDataWords;
  Panels: typeof YourDataPanels;
}

let parts: Parts | undefined;
let loading: Promise<Parts> | undefined;
function loadParts(lang: Lang): Promise<Parts> {
  loading ??= Promise.all([WORDS[lang](), import("./your-data-panels.tsx")]).then(
    ([words, panels]) => (parts = { words: words.default, Panels: panels.YourDataPanels }),
    (error: unknown) => {
      loading = undefined; // the next visit to the view tries again
      throw error;
    },
  );
  return loading;
}

export interface YourDataProps {
  user: PublicUser;
  lang: Lang;
  /** The dashboard's own names of an inquiry's kind and status. */
  names: Pick<DashboardWords, "types" | "statuses">;
  /** The account was erased: what the page shows instead of the dashboard. */
  onErased: (confirmation: ReactNode) => void;
  /** Shown if the view's code cannot be loaded. */
  failedText: string;
  retryText: string;
}

export function YourDataSection({ failedText, retryText, ...props }: YourDataProps) {
  const [loaded, setLoaded] = useState(parts);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (loaded || failed) return;
    let live = true;
    loadParts(props.lang).then(
      (value) => live && setLoaded(value),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [loaded, failed, props.lang]);
  if (failed) {
    return (
      <div role="alert" className="flex flex-wrap items-center gap-4 rounded-2xl border border-border p-6">
        <p className="text-danger">{failedText}</p>
        <Button variant="outline" size="sm" onClick={() => setFailed(false)}>
          {retryText}
        </Button>
      </div>
    );
  }
  if (!loaded) return <Skeleton rounded="rounded-2xl" className="h-96" />;
  return <loaded.Panels {...props} words={loaded.words} />;
}
