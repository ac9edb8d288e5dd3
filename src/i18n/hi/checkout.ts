// भुगतान हिन्दी में: the checkout's words in Hindi (src/i18n/en/checkout.ts's shape).
import type en from "../en/checkout.ts";
import type { Words } from "../words.ts";

export default {
  failed: "भुगतान नहीं हो सका: {message}",
  errorTitle: "त्रुटि",
  orderFailed: "हम आपका भुगतान शुरू नहीं कर सके। कोई पैसा नहीं कटा; कृपया फिर कोशिश करें।",
  verifyFailed: "हम अभी आपके भुगतान की पुष्टि नहीं कर सके। अगर पैसा कट गया है, तो आपका इनवॉइस ईमेल से आ जाएगा।",
  loadFailed: "भुगतान विंडो लोड नहीं हो सकी। कृपया अपना इंटरनेट कनेक्शन देखकर फिर कोशिश करें।",
  verifying: "आपके भुगतान की पुष्टि हो रही है…",
  keepOpen: "कृपया यह पृष्ठ खुला रखें।",
  local: {
    cancel: "भुगतान रद्द करें",
    testMode: "टेस्ट मोड",
    title: "टेस्ट चेकआउट",
    description: "यह स्थानीय टेस्ट चेकआउट है: इसमें कोई पैसा नहीं कटता। चुनिए कि भुगतान का क्या हो।",
    for: "किसके लिए",
    amount: "राशि",
    order: "ऑर्डर",
    membership: "{plan} सदस्यता, 1 वर्ष",
    bookingNames: { deposit: "बुकिंग की अग्रिम राशि", balance: "बुकिंग की शेष राशि" },
    pay: "{amount} चुकाएँ",
    fail: "भुगतान विफल करें",
    noAnswer: "टेस्ट चेकआउट से कोई जवाब नहीं मिला।",
    declined: "स्थानीय टेस्ट चेकआउट में आपका भुगतान अस्वीकार हुआ। कोई पैसा नहीं कटा।",
  },
} satisfies Words<typeof en>;
