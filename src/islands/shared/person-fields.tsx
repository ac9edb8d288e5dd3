// Who is writing, on a plain form (the contact and grievance forms): name, e-mail and phone, with
// the API's limits and its name and phone rules as the browser's own checks. Rendered as three
// cells of the form's grid; the form reads them by name (FormData).
import type { InputEvent } from "react";
import {
  EMAIL_MAX,
  isSingleLine,
  NAME_MAX,
  normalizePhone,
  PHONE_MAX,
  PHONE_PATTERN,
} from "../../schemas/fields.ts";
import { Input, Label } from "../../ui/input.tsx";

// The API's rules as the browser's own checks: the browser stops the form at the field.
/** One line: a tab or another control character pasted into the field stops the form there. */
const keepOnOneLine = (message: string) => (event: InputEvent<HTMLInputElement>) => {
  const input = event.currentTarget;
  input.setCustomValidity(isSingleLine(input.value.trim()) ? "" : message);
};

/** None, or ten digits once +91 and the spaces go. */
const phoneCheck = (message: string) => (event: InputEvent<HTMLInputElement>) => {
  const input = event.currentTarget;
  const phone = input.value.trim();
  input.setCustomValidity(phone === "" || PHONE_PATTERN.test(normalizePhone(phone)) ? "" : message);
};

/** A plain form's <select> and <textarea>, drawn as the Input primitive draws a field. */
export const PLAIN_FIELD_CLASSES =
  "w-full rounded-lg border border-border bg-background px-3 text-sm text-foreground placeholder:text-muted";

export interface PersonFieldWords {
  name: string;
  email: string;
  phone: string;
  /** The API's message for a name of more than one line. */
  singleLine: string;
  phoneInvalid: string;
}

export function PersonFields({
  id,
  words,
  emailHint,
}: {
  /** The form's useId(), before each field's own part. */
  id: string;
  words: PersonFieldWords;
  /** Under the e-mail field: what the address is for. */
  emailHint?: string;
}) {
  return (
    <>
      <div className="grid content-start gap-1.5">
        <Label htmlFor={`${id}-name`}>{words.name}</Label>
        <Input
          id={`${id}-name`}
          name="name"
          autoComplete="name"
          required
          maxLength={NAME_MAX}
          onInput={keepOnOneLine(words.singleLine)}
        />
      </div>
      <div className="grid content-start gap-1.5">
        <Label htmlFor={`${id}-email`}>{words.email}</Label>
        <Input
          id={`${id}-email`}
          name="email"
          type="email"
          autoComplete="email"
          required
          maxLength={EMAIL_MAX}
          aria-describedby={emailHint ? `${id}-email-hint` : undefined}
        />
        {emailHint ? (
          <p id={`${id}-email-hint`} className="text-xs text-muted">
            {emailHint}
          </p>
        ) : null}
      </div>
      <div className="grid content-start gap-1.5">
        <Label htmlFor={`${id}-phone`}>{words.phone}</Label>
        <Input
          id={`${id}-phone`}
          name="phone"
          type="tel"
          autoComplete="tel"
          maxLength={PHONE_MAX}
          onInput={phoneCheck(words.phoneInvalid)}
        />
      </div>
    </>
  );
}
