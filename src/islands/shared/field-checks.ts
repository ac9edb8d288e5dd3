// The API's rules for a name and a phone number as the browser's own checks of a plain form's
// fields (the contact and grievance forms), with the API's messages in the page's language: the
// browser stops the form at the field, before anything is sent.
import type { InputEvent } from "react";
import { isSingleLine, normalizePhone, PHONE_PATTERN } from "../../schemas/fields.ts";

/** One line: a tab or another control character pasted into the field stops the form there. */
export const keepOnOneLine = (message: string) => (event: InputEvent<HTMLInputElement>) => {
  const input = event.currentTarget;
  input.setCustomValidity(isSingleLine(input.value.trim()) ? "" : message);
};

/** None, or ten digits once +91 and the spaces go. */
export const phoneCheck = (message: string) => (event: InputEvent<HTMLInputElement>) => {
  const input = event.currentTarget;
  const phone = input.value.trim();
  input.setCustomValidity(phone === "" || PHONE_PATTERN.test(normalizePhone(phone)) ? "" : message);
};
