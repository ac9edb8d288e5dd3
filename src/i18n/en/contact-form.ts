// The contact form's words in English ('Send Us a Message' on /contact-us; docs/product.md B2,
// B4, B5, B8): the specification's labels, subjects and messages. The subjects' values, which
// the API takes, stay in src/schemas/fields.ts; only their labels are here.
import {
  CAPTCHA_REQUIRED_MESSAGE,
  CONTACT_SENT_MESSAGE,
  CONTACT_SUBJECTS,
  PHONE_MESSAGE,
  SINGLE_LINE_MESSAGE,
  type ContactSubject,
} from "../../schemas/fields.ts";
import captcha from "./captcha.ts";
import dataNotice from "./data-notice.ts";
import fieldLimit from "./field-limit.ts";

export default {
  name: "Name",
  email: "Email Address",
  phone: "Phone Number (Optional)",
  subject: "Subject",
  selectSubject: "Select Subject",
  /** By the subject's value. */
  subjects: Object.fromEntries(CONTACT_SUBJECTS.map((subject) => [subject.value, subject.label])) as Record<
    ContactSubject,
    string
  >,
  message: "Message",
  send: "Send Message",
  sending: "Sending...",
  successTitle: "Success",
  sent: CONTACT_SENT_MESSAGE,
  errorTitle: "Error",
  errorFallback: "Something went wrong",
  captchaRequired: CAPTCHA_REQUIRED_MESSAGE,
  /** The browser's own check of the name (one line), as the API says it. */
  singleLine: SINGLE_LINE_MESSAGE,
  /** The browser's own check of the phone (ten digits, +91 and spaces allowed), as the API says it. */
  phoneInvalid: PHONE_MESSAGE,
  captcha,
  /** Before the button: what the details are for, and the privacy notice (D27). */
  notice: dataNotice.contact,
  /** Under the message box (its limit). */
  limit: fieldLimit,
};
