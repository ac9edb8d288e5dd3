// A person's data in English (docs/product.md D27; decision 0039): the dashboard's "Your data"
// view (the summary, its JSON download, correcting the name and phone, the consents and erasing
// the account), the confirmation of an erasure, and the page where someone without an account
// asks by e-mail address. src/i18n/hi/your-data.ts is the Hindi, in the same shape. The view's
// words load with the view (the dashboard's first load carries none of them).
import { CAPTCHA_REQUIRED_MESSAGE } from "../../schemas/fields.ts";
import type { GrievanceStatus } from "../../schemas/grievance-rules.ts";
import type { ErasedItem, HoldBasis, HoldKind, WhatsAppMessageKind } from "../../schemas/privacy.ts";
import type { TaxDocumentKind } from "../../schemas/tax-document.ts";
import type { Words } from "../words.ts";
import consent from "./consent.ts";
import dataNotice from "./data-notice.ts";

const words = {
  view: {
    lead: "Everything we hold about you, as we hold it. You can download it, correct your name and phone number, withdraw each consent, and erase your account.",
    privacy: "How and why we use it: our privacy notice",
    loading: "Loading your data",
    loadFailed: "Your data could not be loaded.",
    tryAgain: "Try again",
    download: "Download my data (JSON)",
    downloadedTitle: "Downloaded",
    downloadedText: "Your data is saved as {file}.",
    asOf: "As we hold it on {date}.",
    none: "None.",
    sections: {
      account: "Your account",
      inquiries: "Inquiries and bookings",
      payments: "Payments and documents",
      contact: "Messages you sent us",
      projects: "Project briefs",
      messages: "Messages we sent you",
      sessions: "Where you are signed in",
      grievances: "Grievances you filed",
    },
    /** Where a grievance stands, after its reference. */
    grievanceStatuses: {
      open: "Open: we answer by {date}",
      answered: "Answered",
      closed: "Closed",
    } satisfies Record<GrievanceStatus, string>,
    account: {
      name: "Name",
      email: "E-mail",
      phone: "Phone number",
      language: "Language",
      languages: { en: "English", hi: "हिन्दी" },
      since: "Member since",
      billing: "Billing details",
      noBilling: "None kept.",
      preferences: "Preferences",
    },
    /** How many messages were sent, on each channel. */
    counts: {
      emails: "E-mails: {count}",
      whatsapp: "WhatsApp messages: {count}",
    },
    /** A WhatsApp message in the list, by its template: what it was about. */
    whatsappKinds: {
      inquiry_received: "WhatsApp: inquiry received",
      quote_ready: "WhatsApp: quotation ready",
      payment_due: "WhatsApp: payment due",
      payment_received: "WhatsApp: payment received",
      documents_issued: "WhatsApp: documents issued",
      membership_reminder: "WhatsApp: membership reminder",
      membership_offer: "WhatsApp: membership offer",
      cancellation_received: "WhatsApp: cancellation received",
      operator_alert: "WhatsApp: alert to our team",
      stop_confirmed: "WhatsApp: STOP confirmed",
      start_confirmed: "WhatsApp: START confirmed",
    } satisfies Record<WhatsAppMessageKind, string>,
    documentKinds: {
      invoice: "Tax invoice",
      "receipt-voucher": "Receipt voucher",
      "refund-voucher": "Refund voucher",
      "credit-note": "Credit note",
      "payment-receipt": "Payment receipt",
    } satisfies Record<TaxDocumentKind, string>,
    open: "Open",
    /** The last messages shown; the download has every one. */
    latest: "The latest {count}; the download has them all.",
    session: "Signed in {start}, last active {last}",
    sessionActive: "active",
    sessionEnded: "ended",
    consentsLead: "Withdraw any consent with one click; it takes effect at once.",
  },

  profile: {
    heading: "Correct your details",
    lead: "Your name and phone number as we use them on messages and bookings.",
    name: "Name",
    phone: "Phone number",
    phoneHint:
      "Ten digits; +91 or a leading 0 is fine. A new number turns WhatsApp messages off until you turn them on again.",
    save: "Save my details",
    savedTitle: "Saved",
    savedText: "Your details are corrected.",
    errorTitle: "Error",
    failed: "Your details could not be saved. Please try again.",
  },

  erase: {
    heading: "Erase your account",
    lead: "Your account, inquiries, messages, preferences, phone number and sign-ins are erased or made anonymous. What the law makes us keep stays under a legal hold until its end date, and is erased then.",
    kept: "Kept under a legal hold: tax invoices, receipt and refund vouchers and credit notes (72 months from the due date of the annual GST return of their year, CGST Act section 36), and the record of this erasure (one year).",
    blocked: "A payment in progress or a booking with money paid that is still open must be settled first.",
    open: "Erase my account",
    dialogTitle: "Erase your account?",
    dialogText:
      "This cannot be undone. You will be signed out everywhere, and a membership ends with the account. Type your password to confirm.",
    password: "Password",
    confirm: "Erase my account for good",
    cancel: "Cancel",
    errorTitle: "Not erased",
    failed: "Your account could not be erased. Please try again.",
  },

  /** The confirmation of an erasure, for a member and for a visitor alike. */
  receipt: {
    heading: "Your account is erased",
    headingVisitor: "Your data is erased",
    lead: "Erased on {date}.",
    erasedHeading: "Erased or made anonymous",
    keptHeading: "Kept, and why",
    until: "Kept until {date}, then erased.",
    items: {
      account: "Your account: name, e-mail, phone number and password",
      preferences: "Your preferences",
      "billing-details": "Your billing details",
      inquiries: "Inquiries: {count}",
      projects: "Project briefs: {count}",
      "contact-messages": "Messages you sent us: {count}",
      messages: "The words of the messages we sent: {count}",
      "consent-numbers": "Your phone number in the record of your consents",
      sessions: "Sign-ins: {count}",
      "whatsapp-replies": "Your WhatsApp replies: {count}",
      "named-in-inquiries": "Your address in inquiries others made: {count}",
      grievances: "Grievances you filed that are answered or closed, their words and your details: {count}",
    } satisfies Record<ErasedItem, string>,
    kept: {
      "tax-documents": "Tax documents: {count}",
      "processing-log": "The record of what was done with your data and of this erasure",
      "open-grievances": "Grievances you filed that we have not answered yet: {count}",
    } satisfies Record<HoldKind, string>,
    bases: {
      "cgst-s36":
        "The GST law (CGST Act, 2017, section 36) requires tax documents to be kept for 72 months from the due date of the annual return of their year. They still name you as they were issued.",
      "dpdp-rule-8-3":
        "The Digital Personal Data Protection Rules, 2025 (rule 8(3)) require this record to be kept for one year.",
      "dpdp-s13":
        "The Digital Personal Data Protection Act, 2023 (sections 8(10) and 13) has us answer your grievance: it is kept as you filed it so that our answer reaches you, and made anonymous once answered, at the latest 90 days after you filed it.",
    } satisfies Record<HoldBasis, string>,
    home: "Go to the home page",
    signUp: "You can sign up again with the same e-mail address: it will be a new account.",
  },

  /** /data-request: someone without an account asks by e-mail address. */
  request: {
    notice: dataNotice.dataRequest,
    title: "Your data without an account",
    description: "See or erase what we hold under your e-mail address if you have no account with us.",
    heading: "Your data, without an account",
    lead: "If you wrote to us or someone booked for you, we may hold your e-mail address and what you sent. Type the address: we send it a link to see what we hold under it, download it, or have it erased.",
    members: "Have an account? Log in and open Your data on your dashboard.",
    label: "Ask about my data",
    email: "Email",
    submit: "Send me the link",
    sentTitle: "Sent",
    sentText: "If we can write to this address, a link is on its way to it. Open it within 24 hours.",
    errorTitle: "Error",
    errorFallback: "Something went wrong!",
    captchaRequired: CAPTCHA_REQUIRED_MESSAGE,
    privacy: "How we use your data: our privacy notice",
    // The link's page
    loading: "Loading what we hold",
    linkFailed: "This link could not be read.",
    held: "What we hold under {email}",
    contact: "Messages you sent us",
    emails: "E-mails we sent you",
    grievances: "Grievances you filed",
    named: "Inquiries that name your address, made by others: {count}",
    nothing: "We hold nothing under this address.",
    download: "Download it (JSON)",
    erase: "Erase it",
    eraseConfirm: "Erase what we hold under {email}? This cannot be undone.",
    eraseForGood: "Erase it for good",
    cancel: "Cancel",
    askAgain: "Ask for a new link",
  },

  /** The "Messages" card, reused as it is on the dashboard (src/i18n/en/consent.ts). */
  messages: consent.card,
};

export default words;
export type YourDataWords = Words<typeof words>;
