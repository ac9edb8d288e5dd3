// बॉट जाँच हिन्दी में: the bot check's words in Hindi (src/i18n/en/captcha.ts's shape).
import type en from "../en/captcha.ts";
import type { Words } from "../words.ts";

export default {
  notRobot: "मैं रोबोट नहीं हूँ",
  localNote: "स्थानीय टेस्ट जाँच (reCAPTCHA कुंजी सेट नहीं है)",
  loadFailed: "reCAPTCHA जाँच लोड नहीं हो सकी। कृपया अपना इंटरनेट कनेक्शन देखें और पृष्ठ फिर से लोड करें।",
} satisfies Words<typeof en>;
