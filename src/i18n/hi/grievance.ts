// शिकायत पृष्ठ हिन्दी में: the grievance page's words in Hindi (/hi/grievance), in the shape of
// src/i18n/en/grievance.ts. "grievance" is शिकायत (docs/hindi-glossary.md).
import { GRIEVANCE_REPLY_DAYS } from "../../config/site.ts";
import type en from "../en/grievance.ts";
import type { Words } from "../words.ts";
import captcha from "./captcha.ts";
import contactForm from "./contact-form.ts";
import dataNotice from "./data-notice.ts";
import fieldLimit from "./field-limit.ts";
import { GRIEVANCE_TOPIC_WORDS } from "./grievance-topics.ts";

export default {
  page: {
    title: "शिकायत दर्ज करें",
    description: `Nova Experience ने आपकी निजी जानकारी को जिस तरह संभाला, उससे आप संतुष्ट नहीं हैं? शिकायत दर्ज करें: संदर्भ नंबर तुरंत, और हमारा जवाब ${GRIEVANCE_REPLY_DAYS} दिनों के भीतर।`,
    heading: "शिकायत दर्ज करें",
    lead: `अगर आप इस बात से संतुष्ट नहीं हैं कि हमने आपकी निजी जानकारी को कैसे संभाला, या उसके बारे में आपके अनुरोध पर हमारे जवाब से, तो यहाँ बताएँ, लॉग इन करके या उसके बिना। आपको संदर्भ नंबर तुरंत मिलेगा, और हमारा जवाब ${GRIEVANCE_REPLY_DAYS} दिनों के भीतर।`,
    officerHeading: "जवाब कौन देता है",
    officerLead: "हमारे शिकायत अधिकारी हर शिकायत पढ़ते हैं और उसका जवाब देते हैं। आप उन्हें सीधे भी लिख सकते हैं:",
    email: "ईमेल",
    phone: "फ़ोन",
    boardHeading: "अगर हमारे जवाब से बात न सुलझे",
    board:
      "तब आप भारत के डेटा संरक्षण बोर्ड से शिकायत कर सकते हैं। क़ानून चाहता है कि आप पहले हमारे पास आएँ, ताकि हम बात ठीक कर सकें।",
    privacy: "हम आपकी जानकारी कैसे संभालते हैं: हमारी गोपनीयता सूचना",
  },
  form: {
    label: "शिकायत फ़ॉर्म",
    name: "नाम",
    email: "ईमेल पता",
    emailHint: "हम अपना जवाब इसी पते पर भेजेंगे।",
    phone: "फ़ोन नंबर (वैकल्पिक)",
    topic: "शिकायत किस बारे में है?",
    chooseTopic: "एक चुनें",
    topics: GRIEVANCE_TOPIC_WORDS,
    message: "क्या ग़लत हुआ?",
    messageHint: "क्या हुआ, कब हुआ, और आप हमसे क्या चाहते हैं।",
    limit: fieldLimit,
    send: "शिकायत दर्ज करें",
    sending: "दर्ज हो रही है...",
    errorTitle: "त्रुटि",
    errorFallback: "कुछ गड़बड़ हो गई",
    // The contact form's words for the same checks.
    captchaRequired: contactForm.captchaRequired,
    singleLine: contactForm.singleLine,
    phoneInvalid: contactForm.phoneInvalid,
    captcha,
    notice: dataNotice.grievance,
    done: {
      heading: "आपकी शिकायत दर्ज हो गई है",
      reference: "आपका संदर्भ नंबर",
      replyBy: "हमारा जवाब इस तारीख़ तक",
      promise: "हम {date} तक, {days} दिनों के भीतर जवाब देंगे। इसके बारे में हमें लिखें तो अपना संदर्भ नंबर ज़रूर बताएँ।",
      emailed: "पुष्टि का ईमेल {email} पर भेजा जा रहा है।",
      another: "एक और शिकायत दर्ज करें",
    },
  },
} satisfies Words<typeof en>;
