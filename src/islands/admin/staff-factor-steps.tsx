// The second factor's steps (decision 0041): the code prompt, the set-up with its secret and
// link, and the recovery codes shown once. Loaded by staff-factor.tsx only when a step is due:
// a session already past its factor (most openings of the panel) never fetches them
// (decision 0045).
import { useId, useState, type ReactNode } from "react";
import { apiRequest, failureMessage } from "../../client/api.ts";
import { FACTOR_CODE_MAX } from "../../schemas/staff-rules.ts";
import { Button } from "../../ui/button.tsx";
import { FieldError, Input, Label } from "../../ui/input.tsx";
import type { FactorStep, Session, Step } from "./staff-factor.tsx";

export function FactorSteps({
  state,
  setState,
  signedIn,
}: {
  state: FactorStep;
  setState: (next: Step) => void;
  signedIn: (session: Session) => void;
}) {
  switch (state.step) {
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
