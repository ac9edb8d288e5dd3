// संपर्क फ़ॉर्म हिन्दी में: the contact form's words in Hindi (src/i18n/en/contact-form.ts's shape).
import type en from "../en/contact-form.ts";
import type { Words } from "../words.ts";
import captcha from "./captcha.ts";
import dataNotice from "./data-notice.ts";
import fieldLimit from "./field-limit.ts";

export default {
  name: "नाम",
  email: "ईमेल पता",
  phone: "फ़ोन नंबर (वैकल्पिक)",
  subject: "विषय",
  selectSubject: "विषय चुनें",
  subjects: {
    general: "सामान्य पूछताछ",
    event: "आयोजन की योजना",
    travel: "यात्रा और पर्यटन",
    partnership: "साझेदारी",
    other: "अन्य",
  },
  message: "संदेश",
  send: "संदेश भेजें",
  sending: "भेजा जा रहा है...",
  successTitle: "भेज दिया गया",
  sent: "आपकी पूछताछ हमें मिल गई है। हम जल्द ही आपसे संपर्क करेंगे।",
  errorTitle: "त्रुटि",
  errorFallback: "कुछ गड़बड़ हो गई। कृपया फिर से कोशिश करें।",
  captchaRequired: "कृपया reCAPTCHA जाँच पूरी करें।",
  singleLine: "कृपया इसे एक ही पंक्ति में लिखें।",
  phoneInvalid: "कृपया सही फ़ोन नंबर डालें।",
  captcha,
  notice: dataNotice.contact,
  /** Under the message box (its limit). */
  limit: fieldLimit,
} satisfies Words<typeof en>;
