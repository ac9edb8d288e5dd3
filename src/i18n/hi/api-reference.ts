// API संदर्भ हिन्दी में: the API reference's frame in Hindi (src/i18n/en/api-reference.ts's
// shape). Paths, fields, types, JSON and the API description's own sentences stay technical.
import type en from "../en/api-reference.ts";
import type { Words } from "../words.ts";

export default {
  title: "API संदर्भ",
  description:
    "Nova Experience साइट के पीछे का JSON API: हर एंडपॉइंट, उसे कौन बुला सकता है, वह क्या लेता है और क्या जवाब देता है।",
  heading: "API संदर्भ",
  intro: [
    "इस साइट के पीछे का JSON API, ",
    " के अंतर्गत: हर एंडपॉइंट, उसे कौन बुला सकता है, वह क्या लेता है और क्या जवाब देता है। टूल्स के लिए यही विवरण (OpenAPI 3.1, संस्करण ",
    "): ",
    "।",
  ],
  endpoints: "एंडपॉइंट",
  shapesNote: ["कई जवाबों में साझा ऑब्जेक्ट एक ही बार, नाम से, यहाँ बताए गए हैं: ", "।"],
  sharedHeading: "हर एंडपॉइंट के साझा जवाब",
  sharedNote: [
    "हर एंडपॉइंट बताता है कि इनमें से कौन-से जवाब वह दे सकता है: जो इनपुट लेता है, वह गलत इनपुट वाले; जिसे टोकन चाहिए, वह टोकन न होने वाला; और इसी तरह। हर जवाब की बॉडी एक ",
    " होती है।",
  ],
  header: "हेडर",
  groups: {
    service: "सेवा की स्थिति",
    accounts: "खाते और सत्र",
    memberships: "सदस्यता और भुगतान",
    invoices: "इनवॉइस और कर दस्तावेज़",
    inquiries: "पूछताछ, कोटेशन और अग्रिम राशि",
    messages: "संपर्क संदेश और प्रोजेक्ट ब्रीफ़",
    admin: "एडमिन पैनल",
  },
  shapes: "ढाँचे",
  groupSummary: (group: string) =>
    `${group} के लिए API के एंडपॉइंट: हर एक को कौन बुला सकता है, वह क्या लेता है और क्या जवाब देता है।`,
  shapesSummary: "वे ऑब्जेक्ट जो API के कई जवाबों में साझा हैं, नाम से।",
  sections: (title: string) => `${title}: हिस्से`,
  pageTitle: (title: string) => `${title} | API संदर्भ`,
  operation: {
    who: {
      public: "कोई भी",
      member: "लॉग इन किया हुआ खाता (bearer टोकन)",
      admin: "एडमिन (bearer टोकन; भूमिका वही, जो डेटाबेस में है)",
    },
    whoLabel: "कौन बुला सकता है:",
    parameters: "पैरामीटर",
    inPath: "पाथ में",
    inQuery: "क्वेरी में",
    optional: ", वैकल्पिक",
    body: "बॉडी (JSON)",
    answers: "जवाब",
    file: "एक फ़ाइल:",
    answerBody: "बॉडी:",
    shared: "साझा जवाब:",
    refused: "जो फ़ील्ड यहाँ नहीं है, वह अस्वीकार कर दिया जाता है।",
  },
} satisfies Words<typeof en>;
