// The words of the e-mails about what people send and ask for: the acknowledgements and the
// operators' copies of contact messages, inquiries and project briefs, and the password
// reset. Each message's subject, text and template in one place (messages.ts has those about
// money, memberships and quotes); the services only say who and what. What the sender reads is
// in their language (docs/product.md D25; the words in src/i18n/{en,hi}/mail.ts), what the
// operators read in English.
import { mailWords } from "../../i18n/mail.ts";
import type { Lang } from "../../i18n/lang.ts";
import type { EmailInput } from "./outbox.ts";

const lines = (...text: string[]) => text.join("\n");

/** "Hello Meera," and a blank line. */
const greeting = (name: string, lang: Lang) => [mailWords(lang).hello(name), ""];

/** To whoever wrote, in the language of the page they wrote from (the request's Accept-Language). */
export function contactAcknowledgement(input: {
  to: string;
  name: string;
  reference: string;
  /** The subject chosen on the form (its value: "general"). */
  subject: string;
  language: Lang;
}): EmailInput {
  const words = mailWords(input.language);
  return {
    to: input.to,
    subject: words.contact.subject(input.reference),
    template: "contact-acknowledgement",
    textBody: lines(
      ...greeting(input.name, input.language),
      words.contact.thanks(input.reference),
      words.contact.answer(words.responseTime),
      "",
      words.contact.subjectLine(words.contactSubject(input.subject)),
    ),
  };
}

export function contactOperatorCopy(
  operatorEmail: string,
  input: {
    reference: string;
    name: string;
    email: string;
    phone?: string;
    subjectLabel: string;
    fromLanding: boolean;
    message: string;
  },
): EmailInput {
  return {
    to: operatorEmail,
    subject: `New contact message ${input.reference}: ${input.subjectLabel}`,
    template: "contact-operator",
    textBody: lines(
      `From: ${input.name} <${input.email}>${input.phone ? `, ${input.phone}` : ""}`,
      `Subject: ${input.subjectLabel}`,
      `Sent from: ${input.fromLanding ? "the landing page" : "the contact page"}`,
      "",
      input.message,
    ),
  };
}

/**
 * To the member's own account address (docs/product.md D18), never to the e-mail typed on the
 * form, in the account's language.
 */
export function inquiryAcknowledgement(
  member: { name: string; email: string; language: Lang },
  inquiry: { kind: string; reference: string; details: Record<string, unknown> },
): EmailInput {
  const words = mailWords(member.language);
  const kind = words.inquiryKind(inquiry.kind);
  return {
    to: member.email,
    subject: words.inquiry.subject(kind, inquiry.reference),
    template: `inquiry-acknowledgement-${inquiry.kind}`,
    textBody: lines(
      ...greeting(member.name, member.language),
      words.inquiry.thanks(kind, words.inquirySubject(inquiry.kind, inquiry.details)),
      words.inquiry.reference(inquiry.reference, words.responseTime),
      words.inquiry.follow,
    ),
  };
}

export function inquiryOperatorCopy(
  operatorEmail: string,
  inquiry: {
    kind: string;
    reference: string;
    subject: string;
    name: string;
    email: string;
    phone: string;
    city: string | null;
    details: unknown;
  },
): EmailInput {
  return {
    to: operatorEmail,
    subject: `New ${inquiry.kind} inquiry ${inquiry.reference}: ${inquiry.subject}`,
    template: `inquiry-operator-${inquiry.kind}`,
    textBody: lines(
      `Reference: ${inquiry.reference}`,
      `From: ${inquiry.name} <${inquiry.email}>, ${inquiry.phone}${inquiry.city ? `, ${inquiry.city}` : ""}`,
      "",
      JSON.stringify(inquiry.details, null, 2),
    ),
  };
}

export function projectAcknowledgement(
  member: { name: string; email: string; language: Lang },
  brief: { reference: string; title: string; service: string },
): EmailInput {
  const words = mailWords(member.language);
  return {
    to: member.email,
    subject: words.project.subject(brief.reference),
    template: "project-acknowledgement",
    textBody: lines(
      ...greeting(member.name, member.language),
      words.project.thanks(brief.title, words.projectService(brief.service), brief.reference),
      words.project.answer(words.responseTime),
    ),
  };
}

export function projectOperatorCopy(
  operatorEmail: string,
  member: { name: string; email: string },
  brief: {
    reference: string;
    title: string;
    serviceLabel: string;
    budget: string;
    timeline: string;
    description: string;
  },
): EmailInput {
  return {
    to: operatorEmail,
    subject: `New project brief ${brief.reference}: ${brief.title}`,
    template: "project-operator",
    textBody: lines(
      `Reference: ${brief.reference}`,
      `From: ${member.name} <${member.email}>`,
      `Service: ${brief.serviceLabel}`,
      `Budget: ${brief.budget}`,
      `Timeline: ${brief.timeline}`,
      "",
      brief.description,
    ),
  };
}

/** The reset link (D7), in the account's language; `link` leads to the page in that language. */
export function passwordResetEmail(
  member: { name: string; email: string; language: Lang },
  link: string,
): EmailInput {
  const words = mailWords(member.language).passwordReset;
  return {
    to: member.email,
    subject: words.subject,
    template: "password-reset",
    textBody: lines(
      ...greeting(member.name, member.language),
      words.asked,
      words.open,
      "",
      link,
      "",
      words.notYou,
    ),
  };
}
