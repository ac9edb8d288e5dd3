// The contact form's subjects (their values, as the API takes them) and limits, from the
// zod-free module (no zod on this page). Its words are in src/i18n/en/contact-form.ts.
export { CONTACT_SUBJECTS } from "../../schemas/fields.ts";
import { CONTACT_MESSAGE_MAX, EMAIL_MAX, NAME_MAX, PHONE_MAX } from "../../schemas/fields.ts";

export const FIELD_LIMITS = {
  name: NAME_MAX,
  email: EMAIL_MAX,
  phone: PHONE_MAX,
  message: CONTACT_MESSAGE_MAX,
} as const;
