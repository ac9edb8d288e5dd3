// The words a person reads when they choose how we may write to them (docs/product.md D26;
// docs/decisions/0037-one-notifier.md): the two boxes at sign-up and on /purchase, and the
// dashboard's "Messages" card with the record of their choices. src/i18n/hi/consent.ts is the
// Hindi, in the same shape. The consent record keeps which version of these words a person saw:
// change CONSENT_TEXT_VERSION whenever the words of a choice change.
import type { Words } from "../words.ts";

/** The version of the consent words below; a record's textVersion is "<lang>:<version>". */
export const CONSENT_TEXT_VERSION = "2026-11-27";

const words = {
  /** The two boxes, unticked, at sign-up and on /purchase; {phone} is the number they are about. */
  choices: {
    legend: "WhatsApp messages (optional)",
    whatsappUpdates: "Send me updates about my bookings on WhatsApp",
    whatsappOffers: "Send me offers on WhatsApp",
    /** Under the boxes: the number, and that it can be undone. */
    number: "On {phone}. You can turn these off any time on your dashboard, or reply STOP.",
    /** Before a number is typed. */
    numberMissing: "On the phone number above. You can turn these off any time on your dashboard.",
    savedTitle: "Saved",
    saved: "Your WhatsApp choices are saved.",
    failed: "Your WhatsApp choices could not be saved. You can set them on your dashboard.",
  },

  /** The dashboard's card. */
  card: {
    heading: "Messages",
    lead: "How we may write to you. Each change is saved at once.",
    loading: "Loading your choices",
    loadFailed: "Your choices could not be loaded.",
    tryAgain: "Try again",
    whatsappUpdates: "WhatsApp updates",
    whatsappUpdatesHint: "Your inquiries, quotes, payments and documents, on {phone}.",
    whatsappOffers: "WhatsApp offers",
    whatsappOffersHint: "Membership offers and seasonal discounts, on {phone}.",
    emailUpdates: "E-mail updates",
    emailUpdatesHint: "Your inquiries, quotes and payments, to your account's e-mail.",
    /** While WhatsApp updates are off, e-mail carries them: it cannot be turned off. */
    emailUpdatesLocked: "E-mail carries your updates while WhatsApp updates are off.",
    emailOffers: "E-mail offers",
    emailOffersHint: "Membership offers and seasonal discounts, to your account's e-mail.",
    alwaysEmail: "Documents, payment receipts and password e-mails always come by e-mail.",
    savedTitle: "Saved",
    grantedText: "{what}: on.",
    withdrawnText: "{what}: off.",
    errorTitle: "Error",
    failed: "Your choice could not be saved. Please try again.",
    historyHeading: "Record of your choices",
    historyEmpty: "No choices made yet: WhatsApp and offers are off, e-mail updates are on.",
    columns: { when: "Date", what: "Choice", where: "Where" },
    given: "{what}: given",
    withdrawn: "{what}: withdrawn",
    /** Where a choice was made, for the sources that are not a page. */
    sources: { stop: "A STOP reply on WhatsApp" },
  },
};

export default words;
export type ConsentWords = Words<typeof words>;
