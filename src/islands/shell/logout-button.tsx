import { useState } from "react";
import { logout } from "../../stores/auth.ts";
import { Button } from "../../ui/button.tsx";

/** `label`: in the page's language (the English "Log out" by default). */
export function LogoutButton({ label = "Log out" }: { label?: string }) {
  const [busy, setBusy] = useState(false);
  return (
    <Button
      variant="outline"
      size="sm"
      loading={busy}
      onClick={() => {
        setBusy(true);
        void logout();
      }}
    >
      {label}
    </Button>
  );
}
