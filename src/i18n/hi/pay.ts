// /pay हिन्दी में: the payment link page's words in Hindi (src/i18n/en/pay.ts's shape); the
// link's states as the API says them in Hindi (src/i18n/hi/errors.ts).
import type en from "../en/pay.ts";
import type { Words } from "../words.ts";
import bank from "./bank-transfer.ts";

export default {
  title: "बुकिंग का भुगतान",
  description: "आपको भेजे गए लिंक से बुकिंग की अग्रिम राशि या शेष राशि चुकाएँ।",
  heading: "बुकिंग का भुगतान",
  lead: "आपको भेजे गए लिंक से: कोई खाता ज़रूरी नहीं।",
  link: {
    missing: "यह भुगतान लिंक अधूरा है। कृपया आपको भेजा गया पूरा लिंक खोलें।",
    somethingWrong: "कुछ गड़बड़ हो गई!",
    loading: "भुगतान लोड हो रहा है",
    purpose: { deposit: "बुकिंग पक्की करने के लिए अग्रिम राशि", balance: "बुकिंग की शेष राशि" },
    booking: "बुकिंग",
    paidTo: "भुगतान पाने वाले",
    amount: "राशि",
    payableUntil: "भुगतान की अंतिम तिथि",
    pay: "{amount} चुकाएँ",
    note: "बुकिंग की रसीद उसके ग्राहक को ईमेल से भेजी जाती है। राशि लिंक में तय है।",
    states: {
      paid: "इस भुगतान लिंक से भुगतान हो चुका है। धन्यवाद।",
      expired: "इस भुगतान लिंक की समय-सीमा बीत चुकी है। कृपया हमसे नया लिंक माँगें।",
      cancelled: "यह भुगतान लिंक रद्द कर दिया गया है। कृपया हमसे नया लिंक माँगें।",
      stale: "इस बुकिंग की शेष राशि बदल गई है: कृपया हमसे नया लिंक माँगें।",
    },
    checkoutDescription: "{purpose} {reference}",
    bank,
  },
} satisfies Words<typeof en>;
