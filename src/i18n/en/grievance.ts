// The grievance page's words in English (/grievance; docs/product.md D27): the page around the
// form, the form itself (which travels to its island as data: {placeholders}, no functions)
// and its confirmation. src/i18n/hi/grievance.ts is the Hindi, in the same shape. The topics'
// values, which the API takes, are src/schemas/grievance-rules.ts; only their labels are here.
import { GRIEVANCE_REPLY_DAYS } from "../../config/site.ts";
import { CAPTCHA_REQUIRED_MESSAGE, PHONE_MESSAGE, SINGLE_LINE_MESSAGE } from "../../schemas/fields.ts";
import { GRIEVANCE_TOPICS, type GrievanceTopic } from "../../schemas/grievance-rules.ts";
import type { Words } from "../words.ts";
import captcha from "./captcha.ts";
import dataNotice from "./data-notice.ts";
import fieldLimit from "./field-limit.ts";

const words = {
  page: {
    title: "File a Grievance",
    description: `Unhappy with how Nova Experience handled your personal data? File a grievance: you get a reference at once and our reply within ${GRIEVANCE_REPLY_DAYS} days.`,
    heading: "File a grievance",
    lead: `If you are unhappy with how we handled your personal data, or with our answer to a request about it, tell us here, signed in or not. You get a reference at once, and our reply within ${GRIEVANCE_REPLY_DAYS} days.`,
    /** Beside the form: the person behind it, and the Board. */
    officerHeading: "Who answers",
    officerLead:
      "Our Grievance Officer reads every grievance and answers it. You can also write to them directly:",
    email: "E-mail",
    phone: "Phone",
    boardHeading: "If our answer does not settle it",
    board:
      "You may then complain to the Data Protection Board of India. The law asks that you come to us first, so that we can put it right.",
    privacy: "How we handle your data: our privacy notice",
  },
  form: {
    label: "Grievance form",
    name: "Name",
    email: "Email Address",
    emailHint: "We send our answer to this address.",
    phone: "Phone Number (Optional)",
    topic: "What is it about?",
    chooseTopic: "Choose one",
    /** By the topic's value. */
    topics: Object.fromEntries(GRIEVANCE_TOPICS.map((topic) => [topic.value, topic.label])) as Record<
      GrievanceTopic,
      string
    >,
    message: "What went wrong?",
    messageHint: "What happened, when, and what you would like us to do.",
    /** Under the message box (its limit). */
    limit: fieldLimit,
    send: "File grievance",
    sending: "Filing...",
    errorTitle: "Error",
    errorFallback: "Something went wrong",
    captchaRequired: CAPTCHA_REQUIRED_MESSAGE,
    singleLine: SINGLE_LINE_MESSAGE,
    phoneInvalid: PHONE_MESSAGE,
    captcha,
    notice: dataNotice.grievance,
    /** What takes the form's place once it is filed. */
    done: {
      heading: "Your grievance is filed",
      reference: "Your reference",
      replyBy: "Our reply by",
      /** {date} the last day, {days} the period. */
      promise:
        "We will answer by {date}, within {days} days. Quote your reference if you write to us about it.",
      emailed: "A confirmation is on its way to {email}.",
      another: "File another grievance",
    },
  },
};

export default words;
export type GrievanceWords = Words<typeof words>;
export type GrievanceFormWords = GrievanceWords["form"];
