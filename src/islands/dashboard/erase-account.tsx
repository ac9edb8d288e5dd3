// Erasing the account (docs/product.md D27; decision 0039): what goes and what the law keeps,
// said before the button; a native <dialog> asks for the password (modal, Escape and the focus
// from the browser). A refusal (a payment in progress, an open booking, a wrong password) is
// the server's words in the dialog; success hands the receipt on.
import { useId, useRef, useState } from "react";
import { failureMessage } from "../../client/api.ts";
import type { YourDataWords } from "../../i18n/en/your-data.ts";
import type { ErasureReceipt } from "../../schemas/privacy.ts";
import { Button } from "../../ui/button.tsx";
import { FieldError, Input, Label } from "../../ui/input.tsx";
import { eraseAccount } from "../shared/privacy-calls.ts";

export function EraseAccount({
  words,
  onErased,
}: {
  words: YourDataWords["erase"];
  onErased: (receipt: ErasureReceipt) => void;
}) {
  const id = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const [password, setPassword] = useState("");
  const [problem, setProblem] = useState<string | undefined>();
  const [sending, setSending] = useState(false);

  const submit = async () => {
    setSending(true);
    setProblem(undefined);
    try {
      const receipt = await eraseAccount(password);
      dialog.current?.close();
      onErased(receipt);
    } catch (error) {
      setProblem(failureMessage(error, words.failed));
    } finally {
      setSending(false);
    }
  };

  return (
    <section aria-labelledby={`${id}-heading`} className="rounded-2xl border border-danger/50 p-6">
      <h2 id={`${id}-heading`} className="text-lg font-semibold">
        {words.heading}
      </h2>
      <p className="mt-2 text-sm">{words.lead}</p>
      <p className="mt-2 text-sm text-muted">{words.kept}</p>
      <p className="mt-2 text-sm text-muted">{words.blocked}</p>
      <Button
        variant="danger-outline"
        className="mt-4"
        onClick={() => {
          setPassword("");
          setProblem(undefined);
          dialog.current?.showModal();
        }}
      >
        {words.open}
      </Button>
      <dialog
        ref={dialog}
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-text`}
        className="m-auto w-[min(32rem,calc(100vw-2rem))] rounded-2xl border border-border bg-background p-6 text-foreground backdrop:bg-black/60"
      >
        <form
          method="dialog"
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <h2 id={`${id}-title`} className="text-xl font-semibold">
            {words.dialogTitle}
          </h2>
          <p id={`${id}-text`} className="mt-2 text-sm text-muted">
            {words.dialogText}
          </p>
          <div className="mt-4 grid gap-1.5">
            <Label htmlFor={`${id}-password`}>{words.password}</Label>
            <Input
              id={`${id}-password`}
              type="password"
              autoComplete="current-password"
              required
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              aria-invalid={problem ? true : undefined}
              aria-describedby={`${id}-problem`}
            />
            <FieldError id={`${id}-problem`}>{problem}</FieldError>
          </div>
          <div className="mt-4 flex flex-wrap justify-end gap-3">
            <Button type="button" variant="outline" onClick={() => dialog.current?.close()}>
              {words.cancel}
            </Button>
            <Button type="submit" loading={sending} variant="danger" disabled={password === ""}>
              {words.confirm}
            </Button>
          </div>
        </form>
      </dialog>
    </section>
  );
}
