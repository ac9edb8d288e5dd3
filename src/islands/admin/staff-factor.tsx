// The staff sign-in's second step (docs/product.md D27; decision 0041): before the admin panel
// shows anything, a staff session must have passed TOTP. At the first sign-in the member sets it
// up (the secret as text and the otpauth:// URI for an authenticator app, then a code, then the
// ten recovery codes shown once); afterwards the panel asks for a code, or a recovery code.
import { useEffect, useId, useState, type ReactNode } from "react";
import { apiRequest, failureMessage, type Tokens } from "../../client/api.ts";
import type { PublicUser } from "../../schemas/auth.ts";
import { FACTOR_CODE_MAX, type StaffRole } from "../../schemas/staff-rules.ts";
import { storeSession } from "../../stores/auth.ts";
import { Button } from "../../ui/button.tsx";
import { FieldError, Input, Label } from "../../ui/input.tsx";
import { Spinner } from "../../ui/spinner.tsx";

interface FactorStatus {
  staffRole: StaffRole;
  enrolled: boolean;
  secondFactor: boolean;
  recoveryCodesLeft: number;
}

interface Session extends Tokens {
  user: PublicUser;
}

type Step =
  | { step: "loading" }
  | { step: "failed"; message: string }
  | { step: "setup"; secret?: string; uri?: string }
  | { step: "codes"; codes: string[]; role: StaffRole }
  | { step: "code" }
  | { step: "ready"; role: StaffRole };

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
      return (
        <div className="flex justify-center py-24">
          <Spinner size="size-8" label="Loading" />
        </div>
      );
    case "failed":
      return <p className="py-24 text-center text-danger">{state.message}</p>;
    case "ready":
      return children(state.role);
    case "codes":
      return (
        <RecoveryCodes codes={state.codes} onDone={() => setState({ step: "ready", role: state.role })} />
      );
    case "code":
      return (
        <FactorCard
          title="Enter your code"
          intro="Enter the 6-digit code from your authenticator app, or one of your recovery codes."
        >
          <CodeForm
            label="Authenticator or recovery code"
            submitLabel="Continue"
            path="/staff/factor/verify"
            onDone={(session: Session) => {
              signedIn(session);
              setState({ step: "ready", role: session.user.staffRole ?? "sales" });
            }}
          />
        </FactorCard>
      );
    case "setup":
      return (
        <FactorCard
          title="Set up your second factor"
          intro="Staff accounts sign in with a password and a code from an authenticator app (Google Authenticator, Microsoft Authenticator, 1Password and the like)."
        >
          {state.secret ? (
            <>
              <p className="text-sm">
                Add an account in your app with this key (time-based, 6 digits, every 30 seconds):
              </p>
              <p className="mt-2 rounded-md border border-border bg-surface-muted p-3 font-mono text-base break-all">
                <span className="sr-only">Secret key: </span>
                <span>{state.secret}</span>
              </p>
              <p className="mt-3 text-sm">Or open this link on the phone with the app:</p>
              <p className="mt-1 text-sm break-all">
                <a className="underline" href={state.uri}>
                  {state.uri}
                </a>
              </p>
              <CodeForm
                label="Code from the app"
                submitLabel="Turn on"
                path="/staff/factor/confirm"
                onDone={(session: Session & { recoveryCodes: string[] }) => {
                  signedIn(session);
                  setState({
                    step: "codes",
                    codes: session.recoveryCodes,
                    role: session.user.staffRole ?? "sales",
                  });
                }}
              />
            </>
          ) : (
            <Button
              className="mt-2"
              onClick={() =>
                apiRequest<{ secret: string; uri: string }>("/staff/factor/setup", { method: "POST" }).then(
                  (setup) => setState({ step: "setup", ...setup }),
                  (error: unknown) => setState({ step: "failed", message: failureMessage(error) }),
                )
              }
            >
              Set up
            </Button>
          )}
        </FactorCard>
      );
  }
}

function FactorCard({ title, intro, children }: { title: string; intro: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="mx-auto max-w-lg py-12">
      <h1 id={headingId} className="text-2xl font-bold tracking-tight">
        {title}
      </h1>
      <p className="mt-2 text-muted">{intro}</p>
      <div className="mt-6">{children}</div>
    </section>
  );
}

function CodeForm<T>({
  label,
  submitLabel,
  path,
  onDone,
}: {
  label: string;
  submitLabel: string;
  path: string;
  onDone: (answer: T) => void;
}) {
  const inputId = useId();
  const errorId = useId();
  const [code, setCode] = useState("");
  const [problem, setProblem] = useState<string | undefined>();
  const [sending, setSending] = useState(false);

  return (
    <form
      className="mt-6 flex flex-col gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        setSending(true);
        setProblem(undefined);
        apiRequest<T>(path, { method: "POST", body: { code: code.trim() } }).then(
          (answer) => onDone(answer),
          (error: unknown) => {
            setProblem(failureMessage(error));
            setSending(false);
          },
        );
      }}
    >
      <Label htmlFor={inputId}>{label}</Label>
      <Input
        id={inputId}
        value={code}
        onChange={(event) => setCode(event.target.value)}
        autoComplete="one-time-code"
        inputMode="text"
        maxLength={FACTOR_CODE_MAX}
        required
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? errorId : undefined}
        className="max-w-[14rem] font-mono"
      />
      {problem ? <FieldError id={errorId}>{problem}</FieldError> : null}
      <Button type="submit" className="mt-2 self-start" disabled={sending}>
        {submitLabel}
      </Button>
    </form>
  );
}

function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  return (
    <FactorCard
      title="Your recovery codes"
      intro="Keep these somewhere safe, away from your phone. Each works once, instead of a code from the app. They are shown only now."
    >
      <ul aria-label="Recovery codes" className="grid grid-cols-2 gap-2 font-mono">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <Button className="mt-6" onClick={onDone}>
        I have saved them
      </Button>
    </FactorCard>
  );
}
