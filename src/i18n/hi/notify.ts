// नोटिफ़ायर के शब्द हिंदी में: WhatsApp टेम्पलेट के पैरामीटर और सदस्यता के ऑफ़र का ईमेल
// (src/i18n/en/notify.ts जैसे ही).
import { SITE } from "../../config/site.ts";
import type en from "../en/notify.ts";
import type { Words } from "../words.ts";

export default {
  balance: "शेष राशि",
  received: {
    membership: (plan: string) => `आपकी ${plan} सदस्यता`,
    booking: (reference: string, service: string) => `${service} (${reference})`,
  },
  offer: {
    text: (plan: string, percent: number) =>
      `${SITE.name} में आपका फिर से स्वागत है: अपनी ${plan} सदस्यता का नवीनीकरण करें और हर बुकिंग पर फिर से ${percent}% की छूट पाएँ।`,
    subject: (plan: string) => `${SITE.name} के साथ अपनी ${plan} सदस्यता का नवीनीकरण करें`,
    body: (plan: string, percent: number, endedOn: string) =>
      `आपकी ${plan} सदस्यता ${endedOn} को समाप्त हो गई। नवीनीकरण करें और हर बुकिंग पर फिर से ${percent}% की छूट पाएँ, इसके बाकी सभी लाभों के साथ।`,
    link: (url: string) => `यहाँ नवीनीकरण करें: ${url}`,
    why: "यह ईमेल आपको इसलिए मिला क्योंकि आपने हमारे ऑफ़र माँगे थे। इन्हें रोकने के लिए अपने डैशबोर्ड पर ईमेल पर ऑफ़र बंद करें।",
  },
} as const satisfies Words<typeof en>;
