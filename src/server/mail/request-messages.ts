// The words of the e-mails about what people send and ask for: the acknowledgements and the
// operators' copies of contact messages, inquiries and project briefs, and the password
// reset. Each message's subject, text and template in one place (messages.ts has those about
// money, memberships and quotes); the services only say who and what. What the sender reads is
// in their language (docs/product.md D25; the words in src/i18n/{en,hi}/mail.ts), what the
// operators read in English. Each is written as parts (html.ts) that make its text and its HTML.
import { PRIVACY_CONTACT, SITE, whatsappChatLink } from "../../config/site.ts";
import { mailWords } from "../../i18n/mail.ts";
import type { Lang } from "../../i18n/lang.ts";
import { formatLongDate } from "../../lib/dates.ts";
import { bodies, telHref, whatsappNumber, type MailPart } from "./html.ts";
import { inquiryFacts, phoneLinks } from "./inquiry-facts.ts";
import { siteLink } from "./messages.ts";
import type { EmailInput } from "./outbox.ts";
import type { StaffRole } from "../../schemas/staff-rules.ts";

/** "Hello Meera," and a blank line. */
const greeting = (name: string, lang: Lang) => [mailWords(lang).hello(name), ""];

/** The business's phone and WhatsApp: buttons in the HTML, and the numbers in the text when `inText`. */
function reachUs(lang: Lang, inText = true): MailPart {
  const words = mailWords(lang);
  return {
    line: inText ? words.reach(SITE.phone, whatsappNumber()) : null,
    lead: words.reachLead,
    actions: [
      { label: words.actions.call, href: telHref(SITE.phone) },
      { label: words.actions.whatsapp, href: whatsappChatLink() },
    ],
  };
}

/** The customer's tap-to-call and WhatsApp links, for the operators. */
function callCustomer(name: string, phone: string): MailPart {
  const links = phoneLinks(phone);
  return {
    line: [`Call: ${links.call}`, ...(links.whatsapp ? [`WhatsApp: ${links.whatsapp}`] : [])].join("\n"),
    actions: [
      { label: `Call ${name}`, href: links.call },
      ...(links.whatsapp ? [{ label: "WhatsApp", href: links.whatsapp }] : []),
    ],
  };
}

/** A link to the admin panel's list, searched for this request. */
function adminPanel(
  siteUrl: string,
  tab: "inquiries" | "enquiries" | "grievances",
  search: string,
): MailPart {
  const href = siteLink(siteUrl, "/admin-dashboard", { tab, q: search });
  return { line: `In the admin panel: ${href}`, actions: [{ label: "Open it in the admin panel", href }] };
}

/** To whoever wrote, in the language of the page they wrote from (the request's Accept-Language). */
export function contactAcknowledgement(input: {
  to: string;
  name: string;
  reference: string;
  /** The subject chosen on the form (its value: "general"). */
  subject: string;
  language: Lang;
  /** The site's origin, for the link to the privacy notice. */
  siteUrl: string;
}): EmailInput {
  const { siteUrl } = input;
  const lang = input.language;
  const words = mailWords(lang);
  const subject = words.contact.subject(input.reference);
  // The text is as the API tests read it, word for word; the HTML adds the buttons to call or
  // write to the business (a visitor may have no account, so no dashboard).
  const parts: MailPart[] = [
    ...greeting(input.name, lang),
    words.contact.thanks(input.reference),
    words.contact.answer(words.responseTime),
    "",
    { facts: [[words.contact.subjectLabel, words.contactSubject(input.subject)]] },
    reachUs(lang, false),
  ];
  return {
    to: input.to,
    subject,
    template: "contact-acknowledgement",
    ...bodies(parts, { lang, subject, siteUrl }),
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
  /** The site's origin, for the link to the admin panel. */
  siteUrl: string,
): EmailInput {
  const subject = `New contact message ${input.reference}: ${input.subjectLabel}`;
  const parts: MailPart[] = [
    `From: ${input.name} <${input.email}>${input.phone ? `, ${input.phone}` : ""}`,
    `Subject: ${input.subjectLabel}`,
    `Sent from: ${input.fromLanding ? "the landing page" : "the contact page"}`,
    ...(input.phone ? [callCustomer(input.name, input.phone)] : []),
    "",
    input.message,
    "",
    adminPanel(siteUrl, "enquiries", input.email),
  ];
  return {
    to: operatorEmail,
    subject,
    template: "contact-operator",
    ...bodies(parts, { lang: "en", subject, siteUrl }),
  };
}

/** A calendar day (YYYY-MM-DD, India) as people read it in `lang`. */
const onDay = (day: string, lang: Lang) => formatLongDate(`${day}T12:00:00+05:30`, lang);

/** What every e-mail to whoever filed a grievance carries, in the language it was filed in. */
interface GrievanceLetter {
  to: string;
  name: string;
  reference: string;
  topic: string;
  language: Lang;
  siteUrl: string;
}

/** Hello, what is said, what it is about, and the Board if our answer does not settle it. */
function grievanceLetter(
  input: GrievanceLetter,
  template: string,
  subject: (words: ReturnType<typeof mailWords>) => string,
  said: (words: ReturnType<typeof mailWords>) => string[],
): EmailInput {
  const { language: lang, siteUrl } = input;
  const words = mailWords(lang);
  const parts: MailPart[] = [
    ...greeting(input.name, lang),
    ...said(words),
    "",
    { facts: [[words.grievance.topicLabel, words.grievanceTopic(input.topic)]] },
    words.grievance.board,
  ];
  return {
    to: input.to,
    subject: subject(words),
    template,
    ...bodies(parts, { lang, subject: subject(words), siteUrl }),
  };
}

/**
 * To whoever filed a grievance (docs/product.md D27), in the language of the page they filed it
 * from: its reference, the day we answer by, and the Board if our answer does not settle it.
 * What they wrote is not repeated: the address is typed, and the form is no way to mail
 * someone else's text to them.
 */
export function grievanceAcknowledgement(
  input: GrievanceLetter & {
    /** The last day of our reply (YYYY-MM-DD). */
    replyBy: string;
    replyDays: number;
  },
): EmailInput {
  return grievanceLetter(
    input,
    "grievance-acknowledgement",
    (words) => words.grievance.subject(input.reference),
    (words) => [
      words.grievance.thanks(input.reference),
      words.grievance.replyBy(onDay(input.replyBy, input.language), input.replyDays),
    ],
  );
}

/**
 * To whoever filed a grievance, once an operator marks it answered (decision 0040), in the
 * language it was filed in: that it is answered, where the answer is (it was written to them
 * from the Grievance Officer's address, outside the product), and the Board if it does not
 * settle it. Neither what they wrote nor the operators' note is repeated.
 */
export function grievanceAnswer(input: GrievanceLetter & { answeredAt: Date }): EmailInput {
  return grievanceLetter(
    input,
    "grievance-answered",
    (words) => words.grievance.answeredSubject(input.reference),
    (words) => [
      words.grievance.answered(input.reference, formatLongDate(input.answeredAt, input.language)),
      words.grievance.answerWhere(PRIVACY_CONTACT.email),
    ],
  );
}

/** A language as the operators' English names it. */
const LANG_NAME_IN_ENGLISH: Record<Lang, string> = { en: "English", hi: "Hindi" };

/** The operators' alert of a grievance, in English: who, about what, by when, and in which language to answer. */
export function grievanceOperatorCopy(
  operatorEmail: string,
  grievance: {
    reference: string;
    name: string;
    email: string;
    phone?: string;
    topicLabel: string;
    message: string;
    replyBy: string;
    language: Lang;
  },
  siteUrl: string,
): EmailInput {
  const replyBy = onDay(grievance.replyBy, "en");
  const subject = `New grievance ${grievance.reference}: answer by ${replyBy}`;
  const parts: MailPart[] = [
    `Reference: ${grievance.reference}`,
    `From: ${grievance.name} <${grievance.email}>${grievance.phone ? `, ${grievance.phone}` : ""}`,
    {
      facts: [
        ["About", grievance.topicLabel],
        ["Answer by", replyBy],
        ["Written in", LANG_NAME_IN_ENGLISH[grievance.language]],
      ],
    },
    ...(grievance.phone ? [callCustomer(grievance.name, grievance.phone)] : []),
    "",
    grievance.message,
    "",
    adminPanel(siteUrl, "grievances", grievance.reference),
  ];
  return {
    to: operatorEmail,
    subject,
    template: "grievance-operator",
    ...bodies(parts, { lang: "en", subject, siteUrl }),
  };
}

/**
 * To the member's own account address (docs/product.md D18), never to the e-mail typed on the
 * form, in the account's language: what they asked, where to follow it, how to reach us.
 */
export function inquiryAcknowledgement(
  member: { name: string; email: string; language: Lang },
  inquiry: { kind: string; reference: string; details: Record<string, unknown> },
  /** The site's origin, for the link to the dashboard. */
  siteUrl: string,
): EmailInput {
  const lang = member.language;
  const words = mailWords(lang);
  const kind = words.inquiryKind(inquiry.kind);
  const subject = words.inquiry.subject(kind, inquiry.reference);
  const dashboard = `${siteLink(siteUrl, "/dashboard", { inquiry: inquiry.reference }, lang)}#inquiries`;
  const facts = inquiryFacts(inquiry.kind, inquiry.details, lang);
  const parts: MailPart[] = [
    ...greeting(member.name, lang),
    words.inquiry.thanks(kind, words.inquirySubject(inquiry.kind, inquiry.details)),
    words.inquiry.reference(inquiry.reference, words.responseTime),
    {
      line: words.inquiry.followAt(dashboard),
      lead: words.inquiry.follow,
      actions: [{ label: words.actions.dashboard, href: dashboard }],
    },
    ...(facts.length > 0 ? ["", { title: words.inquiry.summary, facts }] : []),
    "",
    reachUs(lang),
  ];
  return {
    to: member.email,
    subject,
    template: `inquiry-acknowledgement-${inquiry.kind}`,
    ...bodies(parts, { lang, subject, siteUrl }),
  };
}

/** The operators' alert of a new inquiry: who, how to reach them, and what they asked, in English. */
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
  /** The site's origin, for the link to the admin panel. */
  siteUrl: string,
): EmailInput {
  const subject = `New ${inquiry.kind} inquiry ${inquiry.reference}: ${inquiry.subject}`;
  const details =
    inquiry.details !== null && typeof inquiry.details === "object"
      ? (inquiry.details as Record<string, unknown>)
      : {};
  const parts: MailPart[] = [
    `Reference: ${inquiry.reference}`,
    `From: ${inquiry.name} <${inquiry.email}>, ${inquiry.phone}${inquiry.city ? `, ${inquiry.city}` : ""}`,
    callCustomer(inquiry.name, inquiry.phone),
    "",
    { title: `What ${inquiry.name} asked for:`, facts: inquiryFacts(inquiry.kind, details, "en") },
    "",
    adminPanel(siteUrl, "inquiries", inquiry.reference),
  ];
  return {
    to: operatorEmail,
    subject,
    template: `inquiry-operator-${inquiry.kind}`,
    ...bodies(parts, { lang: "en", subject, siteUrl }),
  };
}

export function projectAcknowledgement(
  member: { name: string; email: string; language: Lang },
  brief: { reference: string; title: string; service: string },
  siteUrl: string,
): EmailInput {
  const lang = member.language;
  const words = mailWords(lang);
  const subject = words.project.subject(brief.reference);
  const parts: MailPart[] = [
    ...greeting(member.name, lang),
    words.project.thanks(brief.title, words.projectService(brief.service), brief.reference),
    words.project.answer(words.responseTime),
  ];
  return {
    to: member.email,
    subject,
    template: "project-acknowledgement",
    ...bodies(parts, { lang, subject, siteUrl }),
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
  siteUrl: string,
): EmailInput {
  const subject = `New project brief ${brief.reference}: ${brief.title}`;
  const parts: MailPart[] = [
    `Reference: ${brief.reference}`,
    `From: ${member.name} <${member.email}>`,
    {
      facts: [
        ["Service", brief.serviceLabel],
        ["Budget", brief.budget],
        ["Timeline", brief.timeline],
      ],
    },
    "",
    brief.description,
  ];
  return {
    to: operatorEmail,
    subject,
    template: "project-operator",
    ...bodies(parts, { lang: "en", subject, siteUrl }),
  };
}

/** The reset link (D7), in the account's language; `link` leads to the page in that language. */
export function passwordResetEmail(
  member: { name: string; email: string; language: Lang },
  link: string,
  siteUrl: string,
): EmailInput {
  const lang = member.language;
  const words = mailWords(lang);
  const subject = words.passwordReset.subject;
  const parts: MailPart[] = [
    ...greeting(member.name, lang),
    words.passwordReset.asked,
    words.passwordReset.open,
    "",
    { line: link, actions: [{ label: words.actions.reset, href: link }] },
    "",
    words.passwordReset.notYou,
  ];
  return {
    to: member.email,
    subject,
    template: "password-reset",
    ...bodies(parts, { lang, subject, siteUrl }),
  };
}

/** What changed in someone's place on the staff (decision 0041). */
export type StaffChange =
  | { kind: "added"; role: StaffRole }
  | { kind: "role-changed"; from: StaffRole; to: StaffRole }
  | { kind: "factor-reset" }
  | { kind: "removed" };

/** Tells a staff member what the owner changed, in their language, with the way to the panel. */
export function staffAccessEmail(
  member: { name: string; email: string; language: Lang },
  change: StaffChange,
  siteUrl: string,
): EmailInput {
  const lang = member.language;
  const words = mailWords(lang).staffAccess;
  const said =
    change.kind === "added"
      ? words.added(words.roles[change.role])
      : change.kind === "role-changed"
        ? words.roleChanged(words.roles[change.from], words.roles[change.to])
        : change.kind === "factor-reset"
          ? words.factorReset
          : words.removed;
  // The removed are sent to their dashboard, the rest to the admin panel's log-in.
  const link = siteLink(siteUrl, change.kind === "removed" ? "/dashboard" : "/admin-dashboard", {}, lang);
  const label =
    change.kind === "removed" ? mailWords(lang).actions.dashboard : mailWords(lang).actions.signIn;
  const parts: MailPart[] = [
    ...greeting(member.name, lang),
    said,
    "",
    { line: link, actions: [{ label, href: link }] },
    "",
    words.notExpected,
  ];
  return {
    to: member.email,
    subject: words.subject,
    template: `staff-${change.kind}`,
    ...bodies(parts, { lang, subject: words.subject, siteUrl }),
  };
}

/**
 * The link that confirms an account's address (decision 0043), in the account's language. It
 * greets nobody by name: the name is whatever the sign-up typed, and the address may be a
 * stranger's.
 */
export function confirmEmailEmail(to: string, link: string, lang: Lang, siteUrl: string): EmailInput {
  const words = mailWords(lang);
  const subject = words.confirmEmail.subject;
  const parts: MailPart[] = [
    words.confirmEmail.hello,
    "",
    words.confirmEmail.asked(to),
    words.confirmEmail.open,
    "",
    { line: link, actions: [{ label: words.actions.confirmEmail, href: link }] },
    "",
    words.confirmEmail.notYou,
  ];
  return { to, subject, template: "email-confirmation", ...bodies(parts, { lang, subject, siteUrl }) };
}

/**
 * A visitor's request about their data (D27), in the language of the page it was made on: the
 * link to what is held under the address, or, for an account's address, where to log in.
 */
export function dataRequestEmail(input: {
  to: string;
  link: string;
  language: Lang;
  /** The address has an account: the link is the login page. */
  account: boolean;
  /** The site's origin: the privacy notice's link at the foot. */
  siteUrl: string;
}): EmailInput {
  const lang = input.language;
  const words = mailWords(lang);
  const subject = words.dataRequest.subject;
  const action = input.account ? words.actions.signIn : words.actions.dataRequest;
  const parts: MailPart[] = [
    words.dataRequest.hello,
    "",
    words.dataRequest.asked(input.to),
    input.account ? words.dataRequest.account : words.dataRequest.open,
    "",
    { line: input.link, actions: [{ label: action, href: input.link }] },
    "",
    words.dataRequest.notYou,
  ];
  return {
    to: input.to,
    subject,
    template: input.account ? "data-request-account" : "data-request",
    ...bodies(parts, { lang, subject, siteUrl: input.siteUrl }),
  };
}
