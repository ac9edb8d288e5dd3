// डैशबोर्ड की पसंद हिन्दी में: the dashboard's preferences in Hindi, in the shape of
// src/i18n/en/preferences.ts. The interests' values stay as the API keeps them; only their
// labels are Hindi.
import type en from "../en/preferences.ts";
import type { Words } from "../words.ts";
import consent from "./consent.ts";
import dataNotice from "./data-notice.ts";

export default {
  heading: "आपकी पसंद",
  lead: "आपका पेशा और आपकी रुचियाँ बताएँ, ताकि हम आपके लिए सही आयोजन और यात्राएँ सुझा सकें।",
  update: "पसंद बदलें",
  formFailed: "पसंद का फ़ॉर्म लोड नहीं हो सका।",
  tryAgain: "फिर कोशिश करें",
  loading: "आपकी पसंद लोड हो रही है",

  form: {
    label: "आपकी पसंद",
    profession: "पेशा",
    interests: "रुचियाँ",
    interestLabels: {
      Events: "आयोजन",
      Weddings: "शादियाँ",
      "Outdoor catering": "आउटडोर कैटरिंग",
      "Travel and tourism": "यात्रा और पर्यटन",
      "Pilgrimage tours": "तीर्थयात्राएँ",
      "Corporate events": "कॉर्पोरेट आयोजन",
      "Design services": "डिज़ाइन सेवाएँ",
    },
    save: "पसंद सहेजें",
    savedTitle: "सहेज लिया गया",
    savedText: "आपकी पसंद अपडेट हो गई है।",
    errorTitle: "त्रुटि",
    failed: "कुछ गड़बड़ हो गई!",
    notice: dataNotice.profile,
  },

  /** The "Messages" card: how we may write to the member (src/i18n/hi/consent.ts). */
  messages: consent.card,

  language: {
    heading: "भाषा",
    lead: "हमारे ईमेल और आपका डैशबोर्ड इसी भाषा में होंगे।",
    names: { en: "English", hi: "हिन्दी" },
    save: "भाषा सहेजें",
    savedTitle: "सहेज लिया गया",
    savedText: "आपके ईमेल अब {language} में आएँगे।",
    errorTitle: "त्रुटि",
    failed: "आपकी भाषा सहेजी नहीं जा सकी। कृपया फिर कोशिश करें।",
  },
} satisfies Words<typeof en>;
