// The dashboard's preferences in English (docs/product.md B2, D25): the section, the
// onboarding form it opens and the language of the account, moved from
// src/islands/dashboard/preferences-section.tsx and onboarding-form.tsx word for word. They load
// with the section by the page's language (src/i18n/hi/preferences.ts is the Hindi).
import { ONBOARDING_INTERESTS } from "../../config/site.ts";
import type { Words } from "../words.ts";
import consent from "./consent.ts";
import dataNotice from "./data-notice.ts";

const words = {
  heading: "Your preferences",
  lead: "Your profession and interests help us suggest events and trips for you.",
  update: "Update preferences",
  formFailed: "The preferences form could not be loaded.",
  tryAgain: "Try again",
  loading: "Loading your preferences",

  form: {
    label: "Your preferences",
    profession: "Profession",
    interests: "Interests",
    /** Each interest's label by the value the API keeps (src/config/site.ts). */
    interestLabels: Object.fromEntries(
      ONBOARDING_INTERESTS.map((interest) => [interest, interest]),
    ) as Record<(typeof ONBOARDING_INTERESTS)[number], string>,
    save: "Save preferences",
    savedTitle: "Saved",
    savedText: "Your preferences are up to date.",
    errorTitle: "Error",
    failed: "Something went wrong!",
    /** Before the button: what the answers are for, and the privacy notice (D27). */
    notice: dataNotice.profile,
  },

  /** The "Messages" card: how we may write to the member (src/i18n/en/consent.ts). */
  messages: consent.card,

  language: {
    heading: "Language",
    lead: "The language of our e-mails to you, and of your dashboard.",
    /** Each language in its own words (as the switch names them), the same on every page. */
    names: { en: "English", hi: "हिन्दी" },
    save: "Save language",
    savedTitle: "Saved",
    savedText: "Your e-mails will come in {language}.",
    errorTitle: "Error",
    failed: "Your language could not be saved. Please try again.",
  },
};

export default words;
export type PreferencesWords = Words<typeof words>;
