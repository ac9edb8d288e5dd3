// The Hindi of a membership's own terms for cancelling a trip (src/config/cancellation.ts
// MEMBER_CANCELLATION; decision 0049), by the English words the API gives: the dashboard's and
// the e-mails' rules both take them from here, as the travel policy page says them.
import { MEMBER_CANCELLATION } from "../../config/cancellation.ts";

const HINDI: Record<keyof typeof MEMBER_CANCELLATION & string, string> = {
  Premium: `प्रीमियम सदस्यता: यात्रा से 24 घंटे पहले तक रद्द करने पर सबसे कम शुल्क, पैकेज मूल्य का ${MEMBER_CANCELLATION.Premium!.keepsPercent}%।`,
  Elite: "एलीट सदस्यता: यात्रा से 12 घंटे पहले तक रद्द करने पर पूरा रिफ़ंड।",
};

export const MEMBER_CANCELLATION_RULES_HI: Record<string, string> = Object.fromEntries(
  Object.entries(MEMBER_CANCELLATION).map(([plan, terms]) => [terms.words, HINDI[plan]!]),
);
