// /purchase हिन्दी में: the purchase page's words in Hindi (src/i18n/en/purchase.ts's shape). The
// plans' descriptions are the membership page's (src/i18n/hi/company.ts).
import type en from "../en/purchase.ts";
import type { Words } from "../words.ts";
import billing from "./billing.ts";
import consent from "./consent.ts";
import company from "./company.ts";

export default {
  title: "सदस्यता का सारांश",
  description: "ख़रीदने से पहले अपना चुना हुआ प्लान देख लीजिए।",
  heading: "सदस्यता का सारांश",
  lead: "ख़रीदने से पहले अपना चुना हुआ प्लान देख लीजिए",
  summary: {
    /** The WhatsApp boxes (src/i18n/hi/consent.ts). */
    whatsapp: consent.choices,
    paid: "भुगतान सफल रहा!",
    loadFailed: "प्लान लोड नहीं हो सके: {message}",
    somethingWrong: "कुछ गड़बड़ हो गई!",
    tryAgain: "फिर कोशिश करें",
    /** While the saved session is checked (SessionGate). */
    gateLoading: "लोड हो रहा है",
    loading: "आपका प्लान लोड हो रहा है",
    noLongerOffered: "{plan} प्लान अब उपलब्ध नहीं है।",
    notChosen: "आपने अभी कोई प्लान नहीं चुना है।",
    seePlans: "सदस्यता प्लान देखें",
    planDescriptions: Object.fromEntries(
      Object.entries(company.plan.texts).map(([slug, texts]) => [slug, texts.description]),
    ),
    perYear: "प्रति वर्ष",
    billedYearly: "सालाना भुगतान",
    monthly: "{amount} प्रति माह",
    included: "शामिल सुविधाएँ",
    features: ["सभी सुविधाओं का असीमित उपयोग", "प्राथमिकता से ग्राहक सहायता", "उन्नत एनालिटिक्स", "कस्टम इंटीग्रेशन"],
    proceed: "ख़रीदारी के लिए आगे बढ़ें",
    anotherPlan: "दूसरा प्लान चुनें",
    clear: "चुनाव हटाएँ",
    renewsFrom: "आपका नया साल {date} से शुरू होगा, जब मौजूदा साल ख़त्म होगा।",
    oneYear: "आपकी सदस्यता ख़रीद के दिन से एक साल तक चलेगी।",
    emailed: "इनवॉइस {email} पर ईमेल किया जाता है।",
    planChange:
      "आपकी {plan} सदस्यता {ends} तक चलेगी। प्लान बदलने के लिए कृपया हमसे संपर्क करें: हम आपको नए प्लान पर ले जाएँगे और अंतर का हिसाब कर देंगे।",
    contactUs: "संपर्क करें",
    renewal:
      "आपकी {plan} सदस्यता {ends} तक चलेगी। अभी नवीनीकरण करने पर उसी तारीख़ से एक साल और जुड़ जाएगा: एक भी दिन नहीं घटेगा।",
    checkoutDescription: "{plan} सदस्यता, सालाना भुगतान",
    billing,
  },
} satisfies Words<typeof en>;
