// Renders its children only for a restored, server-verified session (docs/product.md A4:
// nothing renders while persisted state loads). Turns away anyone the page is not for, to a
// page in its own language.
import { useStore } from "@nanostores/react";
import { useEffect, useState, type ReactNode } from "react";
import { pathInPageLang } from "../../client/page-lang.ts";
import type { PublicUser } from "../../schemas/auth.ts";
import { $auth, $loggingOut, restoreSession, verifySession } from "../../stores/auth.ts";
import { Spinner } from "../../ui/spinner.tsx";

export function SessionGate({
  admin = false,
  loadingLabel = "Loading",
  children,
}: {
  admin?: boolean;
  /** The spinner's accessible name, in the page's language. */
  loadingLabel?: string;
  children: (user: PublicUser) => ReactNode;
}) {
  const { user } = useStore($auth);
  const [checked, setChecked] = useState(false);

  useEffect(() => {
    let live = true;
    void (async () => {
      await restoreSession();
      const verified = await verifySession();
      if (!live) return;
      if (!verified) return window.location.replace(pathInPageLang("/"));
      if (admin && verified.role !== "admin") return window.location.replace(pathInPageLang("/dashboard"));
      setChecked(true);
    })();
    return () => {
      live = false;
    };
  }, [admin]);

  // Logged out in another tab: leave too. (Logging out here goes to /login by itself.)
  useEffect(() => {
    if (checked && !user && !$loggingOut.get()) window.location.replace(pathInPageLang("/"));
  }, [checked, user]);

  if (!checked || !user) {
    return (
      <div className="flex justify-center py-24">
        <Spinner size="size-8" label={loadingLabel} />
      </div>
    );
  }
  return children(user);
}
