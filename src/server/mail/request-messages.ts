// The words of the e-mails about what people send and ask for: the acknowledgements and the
// operators' copies of contact messages, inquiries and project briefs, and the password
// reset. Each message's subject, text and template in one place (messages.ts has those about
// money, memberships and quotes); the services only say who and what.
import { SITE } from "../../config/site.ts";
import type { EmailInput } from "./outbox.ts";

/** How soon the business answers; said in every acknowledgement. */
export const RESPONSE_TIME = "within one business day";

const lines = (...text: string[]) => text.join("\n");

/** "Hello Meera," and a blank line. */
const greeting = (name: string) => [`Hello ${name},`, ""];

export function contactAcknowledgement(input: {
  to: string;
  name: string;
  reference: string;
  subjectLabel: string;
}): EmailInput {
  return {
    to: input.to,
    subject: `We received your message (${input.reference})`,
    template: "contact-acknowledgement",
    textBody: lines(
      ...greeting(input.name),
      `Thank you for writing to ${SITE.name}. Your reference is ${input.reference}.`,
      `We will get back to you ${RESPONSE_TIME}.`,
      "",
      `Subject: ${input.subjectLabel}`,
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

/** To the member's own account address (docs/product.md D18), never to the e-mail typed on the form. */
export function inquiryAcknowledgement(
  member: { name: string; email: string },
  inquiry: { kind: string; reference: string; subject: string },
): EmailInput {
  return {
    to: member.email,
    subject: `We received your ${inquiry.kind} inquiry (${inquiry.reference})`,
    template: `inquiry-acknowledgement-${inquiry.kind}`,
    textBody: lines(
      ...greeting(member.name),
      `Thank you for your ${inquiry.kind} inquiry: ${inquiry.subject}.`,
      `Your reference is ${inquiry.reference}. We will get back to you ${RESPONSE_TIME}.`,
      "You can follow it on your dashboard.",
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
  member: { name: string; email: string },
  brief: { reference: string; title: string; serviceLabel: string },
): EmailInput {
  return {
    to: member.email,
    subject: `We received your project brief (${brief.reference})`,
    template: "project-acknowledgement",
    textBody: lines(
      ...greeting(member.name),
      `Thank you for your brief "${brief.title}" (${brief.serviceLabel}). Your reference is ${brief.reference}.`,
      `We will get back to you ${RESPONSE_TIME}.`,
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

export function passwordResetEmail(member: { name: string; email: string }, link: string): EmailInput {
  return {
    to: member.email,
    subject: `Reset your ${SITE.name} password`,
    template: "password-reset",
    textBody: lines(
      ...greeting(member.name),
      `Someone asked to reset the password of your ${SITE.name} account.`,
      "Open this link within 30 minutes to choose a new password:",
      "",
      link,
      "",
      "If it wasn't you, ignore this e-mail: your password stays as it is.",
    ),
  };
}
