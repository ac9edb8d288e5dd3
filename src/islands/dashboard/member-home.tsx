import { LogoutButton } from "../shell/logout-button.tsx";
import { SessionGate } from "../shell/session-gate.tsx";
import { OnboardingForm } from "./onboarding-form.tsx";

export function MemberHome() {
  return (
    <SessionGate>
      {(user) => (
        <div className="grid gap-8">
          <div className="flex flex-wrap items-center justify-between gap-4">
            <div>
              <h1 className="text-3xl font-bold tracking-tight">Dashboard</h1>
              <p className="mt-1 text-muted">Welcome, {user.name}.</p>
            </div>
            <LogoutButton />
          </div>
          <section aria-labelledby="profile-heading" className="rounded-2xl border border-border p-6">
            <h2 id="profile-heading" className="text-lg font-semibold">
              Your account
            </h2>
            <dl className="mt-4 grid gap-2 text-sm sm:grid-cols-[8rem_1fr]">
              <dt className="text-muted">Email</dt>
              <dd>{user.email}</dd>
              <dt className="text-muted">Phone</dt>
              <dd>{user.phoneNo}</dd>
            </dl>
          </section>
          <section aria-labelledby="preferences-heading" className="rounded-2xl border border-border p-6">
            <h2 id="preferences-heading" className="mb-4 text-lg font-semibold">
              Your preferences
            </h2>
            <OnboardingForm userId={user._id} />
          </section>
        </div>
      )}
    </SessionGate>
  );
}
