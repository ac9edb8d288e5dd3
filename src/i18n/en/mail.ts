// The e-mails to members and visitors in English (docs/product.md D25): every sentence of
// src/server/mail/messages.ts and request-messages.ts that a member or a visitor reads, moved
// here word for word (the API tests read them so). The operators' e-mails stay English in
// those files. The Hindi is src/i18n/hi/mail.ts, in the same shape; the values (amounts,
// dates, links) come filled in, formatted in the recipient's language.
import { englishSubject } from "../../config/document-phrases.ts";
import { SITE } from "../../config/site.ts";
import { RESPONSE_TIME } from "./response-time.ts";
import { DOCUMENT_WORDS } from "../../lib/tax-document-words.ts";
import { CONTACT_SUBJECTS, PROJECT_SERVICES } from "../../schemas/fields.ts";
import { GRIEVANCE_TOPICS } from "../../schemas/grievance-rules.ts";
import { discountLabel } from "../../schemas/quote.ts";
import { TAX_DOCUMENT_TITLES, type TaxDocumentKind } from "../../schemas/tax-document.ts";

/** "advance" or "advances", "is" or "are": the English of one or several. */
const several = (count: number, one: string, many: string) => (count === 1 ? one : many);

export default {
  hello: (name: string) => `Hello ${name},`,
  /** How soon the business answers; said in every acknowledgement. */

  responseTime: RESPONSE_TIME,
  /** The business's numbers in an acknowledgement's text (the HTML has buttons for them). */
  reach: (phone: string, whatsapp: string) =>
    phone === whatsapp
      ? `Call us or write to us on WhatsApp: ${phone}`
      : `Call us: ${phone}. WhatsApp: ${whatsapp}`,
  /** The sentence above the HTML's buttons to call or write to the business. */
  reachLead: "Any questions in the meantime? Call us or write to us on WhatsApp.",
  /** The HTML part's footer (src/server/mail/html.ts). */
  footer: { phone: "Phone", privacy: "Privacy notice" },
  /** The HTML part's buttons; the text part keeps each link's own sentence. */
  actions: {
    /** The button under a payment's document: "Open your receipt voucher". */
    invoice: (kind: TaxDocumentKind) => `Open your ${DOCUMENT_WORDS[kind].name}`,
    bookingInvoice: "Open your tax invoice",
    invoices: "See your documents",
    renew: "Renew your membership",
    quote: "See the quote and pay",
    pay: "Pay on your dashboard",
    dashboard: "Open your dashboard",
    reset: "Choose a new password",
    confirmEmail: "Confirm my address",
    dataRequest: "See what you hold about me",
    signIn: "Log in",
    call: "Call us",
    whatsapp: "Write on WhatsApp",
  },

  /** "tax invoice", "receipt voucher": a document's name in a sentence (the PDF's own words). */
  documentName: (kind: TaxDocumentKind): string => DOCUMENT_WORDS[kind].name,
  /** "Tax invoice", "Receipt voucher": a document's title as a sentence starts it. */
  documentTitle: (kind: TaxDocumentKind): string => {
    const title = TAX_DOCUMENT_TITLES[kind];
    return `${title.charAt(0)}${title.slice(1).toLowerCase()}`;
  },

  /** A booking's invoice in a list, by its first line: "Venue and decoration and 2 more". */
  linesInList: (first: string, more: number): string => `${first} and ${more} more`,

  /** What an inquiry is about, from its kind and answers: "Wedding event", "Trip to Goa". */
  inquirySubject: englishSubject,
  /** An inquiry's kind in a sentence: "your event inquiry". */
  inquiryKind: (kind: string): string => kind,
  contactSubject: (value: string): string =>
    CONTACT_SUBJECTS.find((subject) => subject.value === value)?.label ?? value,
  projectService: (value: string): string =>
    PROJECT_SERVICES.find((service) => service.value === value)?.label ?? value,
  grievanceTopic: (value: string): string =>
    GRIEVANCE_TOPICS.find((topic) => topic.value === value)?.label ?? value,

  /** A payment's document (D24): membership invoice, receipt voucher, payment receipt. */
  invoice: {
    subject: (kind: TaxDocumentKind, number: string) =>
      `Your ${SITE.name} ${DOCUMENT_WORDS[kind].name} ${number}`,
    thanksMembership: (plan: string) => `Thank you for your ${plan} membership.`,
    thanksPayment: (what: string) => `Thank you for your payment: ${what}.`,
    thanksBooking: (reference: string, subject: string) =>
      `Thank you for your payment on ${reference} (${subject}).`,
    receivedAgainst: (title: string, serial: string, amount: string, invoiceNumber: string) =>
      `${title} ${serial}: ${amount} received against tax invoice ${invoiceNumber}, which charged its GST. The PDF is attached.`,
    paid: (title: string, serial: string, amount: string) =>
      `${title} ${serial}: ${amount} (GST included). The PDF is attached.`,
    advancesDeducted: (total: string, numbers: readonly string[]) =>
      `It is the tax invoice for the booking's full value, ${total}; the ${several(numbers.length, "advance", "advances")} you paid before (${numbers.join(", ")}) ${several(numbers.length, "is", "are")} deducted.`,
    paymentReference: (id: string) => `Payment reference: ${id}`,
    membershipRuns: (from: string, to: string) => `Your membership runs from ${from} to ${to}.`,
    link: (kind: TaxDocumentKind, url: string) => `Your ${DOCUMENT_WORDS[kind].name}, ready to print: ${url}`,
  },

  /** A booking's tax invoice at delivery (D24), or for what a cancellation kept (decision 0048). */
  bookingInvoice: {
    subject: (kind: TaxDocumentKind, number: string, reference: string) =>
      `Your ${SITE.name} ${DOCUMENT_WORDS[kind].name} ${number} for ${reference}`,
    thanks: (reference: string, subject: string) =>
      `Thank you for choosing us for ${reference} (${subject}).`,
    fullValue: (title: string, number: string, total: string) =>
      `${title} ${number} is for the booking's full value, ${total} (GST included). The PDF is attached.`,
    /** For what a cancellation kept (decision 0048). */
    kept: (title: string, number: string, kept: string, reference: string) =>
      `Under the refund policy, the cancellation of ${reference} kept ${kept}. ${title} ${number} is for that amount (GST included): a cancellation charge is taxed as the service it cancels. The PDF is attached.`,
    advancesDeducted: (numbers: readonly string[]) =>
      `The ${several(numbers.length, "advance", "advances")} you paid before (${numbers.join(", ")}) ${several(numbers.length, "is", "are")} deducted, with the GST already paid on ${several(numbers.length, "it", "them")}.`,
    due: (amount: string, dueBy: string | null) =>
      `Still to pay: ${amount}${dueBy ? `, due by ${dueBy}` : ""}. Pay it from your dashboard; you get a receipt against this invoice.`,
    nothingDue: "Nothing remains to pay.",
    link: (url: string) => `Your tax invoice, ready to print: ${url}`,
  },

  /** A refund's credit note or refund voucher (D20). */
  creditNote: {
    subject: (documentName: string, number: string) => `Your ${SITE.name} refund: ${documentName} ${number}`,
    /** `ofPaid`: the amount paid, when only part of it is refunded. */
    refunded: (refunded: string, ofPaid: string | null, documentName: string, serial: string) =>
      `We have refunded ${refunded}${ofPaid ? ` of the ${ofPaid}` : ""} paid on ${documentName} ${serial}.`,
    /** The reason typed by the operator, or one the server gives (a cancellation's refund). */
    reason: (reason: string) => `Reason: ${reason}`,
    /** A payment the booking's tax invoice included: its refund's credit note is against that invoice. */
    against: (title: string, number: string, invoiceNumber: string) =>
      `${title} ${number} is against tax invoice ${invoiceNumber}, which included this payment.`,
    attached: (title: string, number: string, businessDays: string) =>
      `${title} ${number} is attached. The refund reaches your original payment method within ${businessDays} business days, as our refund policy says.`,
    /** A payment by bank transfer is returned by one, already made when the note is issued. */
    attachedByTransfer: (title: string, number: string, reference: string) =>
      `${title} ${number} is attached. We have sent the refund by bank transfer, reference ${reference}.`,
    membershipEnded: (plan: string) => `Your ${plan} membership has ended.`,
    link: (url: string) => `Your documents: ${url}`,
  },

  /** A membership about to end (D20); `kind`: days before it ends, "0" on the day. */
  membershipReminder: {
    subject: (plan: string, kind: string) =>
      kind === "0"
        ? `Your ${SITE.name} ${plan} membership ends today`
        : `Your ${SITE.name} ${plan} membership ${kind === "1" ? "ends tomorrow" : `ends in ${kind} days`}`,
    ends: (plan: string, kind: string, ends: string) =>
      `Your ${plan} membership ${kind === "0" ? `ends today, ${ends}` : kind === "1" ? `ends tomorrow, ${ends}` : `ends in ${kind} days, on ${ends}`}.`,
    renewNote: "Renew now and the new year starts when this one ends: you lose no days.",
    renew: (url: string) => `Renew: ${url}`,
  },

  /** The customer's quote (D21). */
  quote: {
    subject: (revised: boolean, reference: string, subject: string) =>
      `${revised ? "Your revised quote" : "Your quote"} for ${reference}: ${subject}`,
    intro: (revised: boolean, reference: string) =>
      revised
        ? `We have revised our quote for your inquiry ${reference}; it replaces the earlier one.`
        : `Here is our quote for your inquiry ${reference}.`,
    discount: (plan: string, percent: number, amount: string, before: string) =>
      `${discountLabel({ plan, percent })}: ${amount} off the quoted ${before}.`,
    total: (total: string) => `Total: ${total} (GST included).`,
    deposit: (amount: string, percent: number, until: string) =>
      `Deposit to confirm: ${amount} (${percent}%), payable until ${until}.`,
    balance: (amount: string, dueBy: string) => `The balance, ${amount}, is due by ${dueBy}.`,
    link: (url: string) => `See the quote and pay the deposit on your dashboard: ${url}`,
  },

  /** A balance due soon (D22); `kind`: "7" or "1" day before. */
  balanceReminder: {
    subject: (reference: string, kind: string) =>
      `The balance of ${reference} is due ${kind === "1" ? "tomorrow" : "in 7 days"}`,
    due: (reference: string, subject: string, amount: string, kind: string, dueOn: string) =>
      `The balance of your booking ${reference} (${subject}), ${amount}, is due ${kind === "1" ? `tomorrow, ${dueOn}` : `in 7 days, on ${dueOn}`}.`,
    link: (url: string) => `Pay it on your dashboard: ${url}`,
  },

  /** A cancellation received (D23). */
  cancellation: {
    subject: (reference: string) => `Your cancellation of ${reference} is received`,
    received: (reference: string, subject: string, serviceDate: string, daysBefore: number) =>
      `We have received your cancellation of ${reference} (${subject}, ${serviceDate}), ${daysBefore} days before.`,
    policy: (rule: string) => `The policy: ${rule}`,
    /** The refund policy's words for what applies (src/config/cancellation.ts), in this language. */
    rule: (english: string): string => english,
    refund: (refund: string, paid: string, businessDays: string) =>
      `We will refund ${refund} of the ${paid} you paid, within ${businessDays} business days of the refund, as our refund policy says.`,
    nothingBack: (paid: string) => `Under our refund policy nothing of the ${paid} you paid comes back.`,
    // Our e-mails come from a no-reply address: they say where to write instead.
    notYou: `If this was not you, or you would rather move the date, write to us at ${SITE.email} or call ${SITE.phone}.`,
  },

  /** The acknowledgement of a contact message (its sender may have no account). */
  contact: {
    subject: (reference: string) => `We received your message (${reference})`,
    thanks: (reference: string) => `Thank you for writing to ${SITE.name}. Your reference is ${reference}.`,
    answer: (responseTime: string) => `We will get back to you ${responseTime}.`,
    /** The chosen subject's label, before its value: "Subject: Partnerships". */
    subjectLabel: "Subject",
  },

  /** The acknowledgement of a grievance about personal data (D27): its reference and our day. */
  grievance: {
    subject: (reference: string) => `We received your grievance (${reference})`,
    thanks: (reference: string) =>
      `We have received your grievance about how we handled your personal data. Your reference is ${reference}.`,
    replyBy: (date: string, days: number) =>
      `Our Grievance Officer will answer you by ${date}, within ${days} days of receiving it.`,
    board: "If our answer does not settle it, you may then complain to the Data Protection Board of India.",
    topicLabel: "About",
    /** When an operator marks it answered: where the answer is, and what to do if it is not there. */
    answeredSubject: (reference: string) => `Your grievance is answered (${reference})`,
    answered: (reference: string, date: string) =>
      `Our Grievance Officer answered your grievance ${reference} on ${date}.`,
    answerWhere: (email: string) =>
      `The answer was written to you by e-mail from ${email}. If it has not reached you, or it does not settle the matter, write to ${email} with your reference.`,
  },

  /** The acknowledgement of a member's inquiry (D18). */
  inquiry: {
    subject: (kind: string, reference: string) => `We received your ${kind} inquiry (${reference})`,
    thanks: (kind: string, subject: string) => `Thank you for your ${kind} inquiry: ${subject}.`,
    reference: (reference: string, responseTime: string) =>
      `Your reference is ${reference}. We will get back to you ${responseTime}.`,
    follow: "You can follow it on your dashboard.",
    followAt: (url: string) => `You can follow it on your dashboard: ${url}`,
    /** Above the answers of the form, as labels and values. */
    summary: "What you asked for:",
  },

  /** The acknowledgement of a design-project brief. */
  project: {
    subject: (reference: string) => `We received your project brief (${reference})`,
    thanks: (title: string, service: string, reference: string) =>
      `Thank you for your brief "${title}" (${service}). Your reference is ${reference}.`,
    answer: (responseTime: string) => `We will get back to you ${responseTime}.`,
  },

  /** The password reset link (D7). */
  passwordReset: {
    subject: `Reset your ${SITE.name} password`,
    asked: `Someone asked to reset the password of your ${SITE.name} account.`,
    open: "Open this link within 30 minutes to choose a new password:",
    notYou: "If it wasn't you, ignore this e-mail: your password stays as it is.",
  },

  /**
   * A change to someone's place on the staff (decision 0041), told to them whatever they chose:
   * an account given staff powers, or losing them, should never learn it by surprise.
   */
  staffAccess: {
    subject: `Your access to the ${SITE.name} admin panel`,
    roles: {
      owner: "owner (everything, and the staff)",
      sales: "sales (inquiries, quotes, messages and payment links)",
      accounts: "accounts (invoices, bank transfers, refunds, tax documents and exports)",
    },
    added: (role: string) =>
      `The owner of ${SITE.name} has added your account to the staff, as ${role}. At your next log-in the admin panel asks you to set up a second factor: a code from an authenticator app on your phone.`,
    roleChanged: (from: string, to: string) =>
      `The owner of ${SITE.name} has changed your role on the staff from ${from} to ${to}. It takes effect at once.`,
    factorReset: `The owner of ${SITE.name} has reset your second factor and signed you out everywhere. At your next log-in you set it up again.`,
    removed: `The owner of ${SITE.name} has removed your account from the staff and signed you out everywhere. Your member account stays as it was.`,
    notExpected: `If you did not expect this, write to ${SITE.email} at once.`,
  },

  /** The link that confirms an account's address (decision 0043): it never shows the account's name. */
  confirmEmail: {
    subject: `Confirm your e-mail address for ${SITE.name}`,
    hello: "Hello,",
    asked: (email: string) => `An account at ${SITE.name} was opened with the address ${email}.`,
    open: "If it was you, open this link within 7 days to confirm the address; until then we send it nothing but the tax documents of payments made from the account:",
    notYou: "If it wasn't you, ignore this e-mail: we will not write to you again about it.",
  },

  /** A visitor's request to see or erase what is held under their address (D27). */
  dataRequest: {
    subject: `Your data at ${SITE.name}`,
    hello: "Hello,",
    asked: (email: string) => `Someone asked ${SITE.name} what we hold under the e-mail address ${email}.`,
    open: "Open this link within 24 hours to see it, download it, or have it erased:",
    /** The address has an account: its data is on the dashboard, erased with the password. */
    account:
      "This address has an account with us. Log in and open Your data on your dashboard to see, download, correct or erase everything we hold:",
    notYou: "If it wasn't you, ignore this e-mail: nothing changes.",
  },
};
