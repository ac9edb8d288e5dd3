// How soon the business answers an inquiry or a message, as a phrase: said in every
// acknowledgement e-mail (src/i18n/en/mail.ts) and in the inquiry dialog's confirmation
// (src/i18n/en/inquiry.ts), from here alone. A module of its own, so that the dialog's words
// load it without the e-mails' words. Keep it to src/config/inquiry.ts RESPONSE_PROMISE_WORKING_DAYS.
export const RESPONSE_TIME = "within one business day";
