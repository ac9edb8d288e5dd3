import { LogoutButton } from "../shell/logout-button.tsx";
import { SessionGate } from "../shell/session-gate.tsx";

export function AdminHome() {
  return (
    <SessionGate admin>
      {(user) => (
        <div className="flex flex-wrap items-center justify-between gap-4">
          <div>
            <h1 className="text-3xl font-bold tracking-tight">Admin Panel</h1>
            <p className="mt-1 text-muted">
              Signed in as {user.name} ({user.email}).
            </p>
          </div>
          <LogoutButton />
        </div>
      )}
    </SessionGate>
  );
}
