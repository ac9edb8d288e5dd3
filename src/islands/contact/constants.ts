// The contact form's texts and limits, from the zod-free module (no zod on this page).
export {
  CAPTCHA_REQUIRED_MESSAGE,
  CONTACT_SENT_MESSAGE,
  CONTACT_SUBJECTS,
  SINGLE_LINE_MESSAGE,
  isSingleLine,
} from "../../schemas/fields.ts";
import { CONTACT_MESSAGE_MAX, EMAIL_MAX, NAME_MAX, PHONE_MAX } from "../../schemas/fields.ts";

export const FIELD_LIMITS = {
  name: NAME_MAX,
  email: EMAIL_MAX,
  phone: PHONE_MAX,
  message: CONTACT_MESSAGE_MAX,
} as const;
