// खाते के पृष्ठ और फ़ॉर्म हिन्दी में: the account pages and forms in Hindi
// (src/i18n/en/auth.ts's shape).
import captcha from "./captcha.ts";
import consent from "./consent.ts";
import dataNotice from "./data-notice.ts";
import type en from "../en/auth.ts";
import type { Words } from "../words.ts";

const failure = { errorTitle: "त्रुटि", errorFallback: "कुछ गड़बड़ हो गई। कृपया फिर से कोशिश करें।" };

export default {
  login: {
    title: "लॉग इन",
    description: "अपने Nova Experience खाते में लॉग इन करें।",
    heading: "लॉग इन करें",
    lead: "आपका फिर से स्वागत है। आगे बढ़ने के लिए लॉग इन करें।",
  },
  signup: {
    title: "खाता बनाएँ",
    description: "अपना Nova Experience खाता बनाएँ।",
    heading: "खाता बनाएँ",
    lead: "पूछताछ भेजने और सदस्य बनने के लिए अपना खाता बनाएँ।",
  },
  forgotPassword: {
    title: "पासवर्ड भूल गए",
    description: "नया पासवर्ड रखने के लिए लिंक पाएँ।",
    heading: "पासवर्ड भूल गए?",
    lead: "अपना ईमेल डालें, हम आपको नया पासवर्ड रखने का लिंक भेज देंगे।",
  },
  resetPassword: {
    title: "नया पासवर्ड रखें",
    description: "अपने खाते के लिए नया पासवर्ड चुनें।",
    heading: "नया पासवर्ड रखें",
    lead: "कम से कम 8 अक्षरों का नया पासवर्ड चुनें।",
  },
  confirmEmail: {
    title: "अपने ईमेल पते की पुष्टि करें",
    description: "अपने खाते के ईमेल पते की पुष्टि करें।",
    heading: "अपने ईमेल पते की पुष्टि करें",
    lead: "पुष्टि करें कि यह पता आपका है, फिर हम आपके संदेश इसी पर भेजेंगे।",
  },
  form: {
    ...failure,
    /** The bot check, asked for after many wrong passwords (decision 0025). */
    captcha,
    captchaRequired: "कृपया reCAPTCHA जाँच पूरी करें।",
    fields: { name: "नाम", email: "ईमेल", phoneNo: "फ़ोन नंबर", password: "पासवर्ड" },
    forgotPassword: "पासवर्ड भूल गए?",
    /** The WhatsApp boxes of the sign-up form (src/i18n/hi/consent.ts). */
    whatsapp: consent.choices,
    notice: dataNotice.signup,
    login: {
      label: "लॉग इन",
      submit: "लॉग इन करें",
      success: "आप लॉग इन हो गए हैं!",
      other: "खाता नहीं है? ",
      switchTo: "खाता बनाएँ",
    },
    signup: {
      label: "नया खाता",
      submit: "खाता बनाएँ",
      success: "आपका खाता बन गया है!",
      other: "पहले से खाता है? ",
      switchTo: "लॉग इन करें",
    },
  },
  forgotForm: {
    ...failure,
    captcha,
    captchaRequired: "कृपया reCAPTCHA जाँच पूरी करें।",
    label: "पासवर्ड भूल गए",
    email: "ईमेल",
    submit: "रीसेट लिंक भेजें",
    back: "लॉग इन पर लौटें",
    sentTitle: "रीसेट लिंक भेज दिया गया",
    sentText: "अगर इस ईमेल से कोई खाता है, तो आपको जल्द ही पासवर्ड बदलने का लिंक मिल जाएगा।",
  },
  resetForm: {
    ...failure,
    label: "नया पासवर्ड रखें",
    password: "नया पासवर्ड",
    confirm: "नया पासवर्ड दोबारा लिखें",
    submit: "नया पासवर्ड रखें",
    passwordsDiffer: "दोनों पासवर्ड एक जैसे नहीं हैं।",
    missingToken: "यह रीसेट लिंक अधूरा है। कृपया ईमेल में आया लिंक फिर से खोलें।",
    requestNew: "नया लिंक मँगाएँ",
    updatedTitle: "पासवर्ड बदल गया",
    updatedText: "अपने नए पासवर्ड से लॉग इन करें।",
  },
  confirmForm: {
    ...failure,
    submit: "मेरे पते की पुष्टि करें",
    missingToken: "यह पुष्टि लिंक अधूरा है। कृपया ईमेल में आया लिंक फिर से खोलें।",
    confirmedTitle: "पते की पुष्टि हो गई",
    toDashboard: "अपने डैशबोर्ड पर जाएँ",
  },
} satisfies Words<typeof en>;
