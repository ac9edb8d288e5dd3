import { useState } from "react";
import { logout } from "../../stores/auth.ts";
import { Button } from "../../ui/button.tsx";

export function LogoutButton() {
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
      Log out
    </Button>
  );
}
