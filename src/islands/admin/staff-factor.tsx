// The staff sign-in's second step (docs/product.md D27; decision 0041): before the admin panel
// shows anything, a staff session must have passed TOTP. At the first sign-in the member sets it
// up (the secret as text and the otpauth:// URI for an authenticator app, then a code, then the
// ten recovery codes shown once); afterwards the panel asks for a code, or a recovery code.
import { useEffect, useState, type ReactNode } from "react";
import { apiRequest, failureMessage, type Tokens } from "../../client/api.ts";
import type { PublicUser } from "../../schemas/auth.ts";
import type { StaffRole } from "../../schemas/staff-rules.ts";
import { storeSession } from "../../stores/auth.ts";
import { Spinner } from "../../ui/spinner.tsx";
import { onDemand } from "../shared/on-demand.tsx";

/** The steps before the panel (the code, the set-up, the recovery codes): only when one is due. */
const FactorSteps = onDemand(async () => (await import("./staff-factor-steps.tsx")).FactorSteps);

interface FactorStatus {
  staffRole: StaffRole;
  enrolled: boolean;
  secondFactor: boolean;
  recoveryCodesLeft: number;
}

export interface Session extends Tokens {
  user: PublicUser;
}

export type Step =
  | { step: "loading" }
  | { step: "failed"; message: string }
  | { step: "setup"; secret?: string; uri?: string }
  | { step: "codes"; codes: string[]; role: StaffRole }
  | { step: "code" }
  | { step: "ready"; role: StaffRole };

/** A step the panel waits on before it shows. */
export type FactorStep = Extract<Step, { step: "setup" | "codes" | "code" }>;

export function StaffFactorGate({ children }: { children: (role: StaffRole) => ReactNode }) {
  const [state, setState] = useState<Step>({ step: "loading" });

  useEffect(() => {
    apiRequest<FactorStatus>("/staff/factor").then(
      (status) =>
        setState(
          status.secondFactor
            ? { step: "ready", role: status.staffRole }
            : status.enrolled
              ? { step: "code" }
              : { step: "setup" },
        ),
      (error: unknown) => setState({ step: "failed", message: failureMessage(error) }),
    );
  }, []);

  const signedIn = (session: Session) => {
    storeSession(session.user, { accessToken: session.accessToken, refreshToken: session.refreshToken });
  };

  switch (state.step) {
    case "loading":
      return <Loading />;
    case "failed":
      return <p className="py-24 text-center text-danger">{state.message}</p>;
    case "ready":
      return children(state.role);
    default:
      return <FactorSteps fallback={<Loading />} state={state} setState={setState} signedIn={signedIn} />;
  }
}

function Loading() {
  return (
    <div className="flex justify-center py-24">
      <Spinner size="size-8" label="Loading" />
    </div>
  );
}
