// The short notice before the submit button of every form that collects personal data
// (docs/product.md D27; DPDP Act, 2023 s.5): one sentence on what the form's details are used
// for, with the privacy notice as its link, drawn by one component (src/islands/shared/
// data-notice.tsx). Each form's words take theirs from here; src/i18n/hi/data-notice.ts is the
// Hindi. `{link}` is where the link's words go in the sentence.
import { PRIVACY_NOTICE_PATH } from "../../config/site.ts";
import type { Words } from "../words.ts";

/**
 * A form's notice: the sentence, the link's words, where the link leads (the notice in this
 * language), and what a screen reader hears of the new tab it opens in (the form stays filled).
 */
export interface DataNoticeText {
  text: string;
  link: string;
  href: string;
  newTab: string;
}

const notice = (text: string): DataNoticeText => ({
  text,
  link: "privacy notice",
  href: PRIVACY_NOTICE_PATH,
  newTab: "(opens in a new tab)",
});

const words = {
  signup: notice(
    "We use your name, e-mail and phone to run your account and to answer your inquiries and bookings, as our {link} explains.",
  ),
  inquiry: notice(
    "We use these details to answer this inquiry and to plan and bill what you book, as our {link} explains.",
  ),
  contact: notice("We use these details only to reply to your message, as our {link} explains."),
  billing: notice(
    "We use these details to make out your tax invoice, which tax law has us keep, as our {link} explains.",
  ),
  profile: notice("We use these answers only to suggest what suits you, as our {link} explains."),
  grievance: notice(
    "We use these details only to look into your grievance and answer you, as our {link} explains.",
  ),
  dataRequest: notice(
    "We use this address only to send it the link and to answer this request, as our {link} explains.",
  ),
};

export default words;
export type DataNoticeWords = Words<typeof words>;
/** The forms that carry a notice. */
export type DataNoticeForm = keyof typeof words;
