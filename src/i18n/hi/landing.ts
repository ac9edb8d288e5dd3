// लैंडिंग पृष्ठ हिन्दी में: the landing page's and the 404 page's words in Hindi
// (src/i18n/en/landing.ts's shape).
import { LANDING_RATING, LANDING_RATING_MAX, LANDING_REVIEWS } from "../../config/landing.ts";
import type en from "../en/landing.ts";
import type { Words } from "../words.ts";

export default {
  title: "Nova Experience",
  description:
    "Nova Experience भारत के स्टार्टअप, ब्रांड और व्यवसायों के लिए एक क्रिएटिव डिज़ाइन एजेंसी है: UI/UX डिज़ाइन, ग्राफ़िक डिज़ाइन और फ़ुल-स्टैक वेब डेवलपमेंट, पहले स्केच से लॉन्च तक।",
  opensInNewTab: "(नए टैब में खुलता है)",
  hero: { enquire: "अभी पूछताछ करें", community: "हमारे समुदाय से जुड़ें" },
  ourWork: "हमारा काम देखें",
  // Keyed by LANDING_STATS's English labels (src/config/site.ts).
  statLabels: {
    "UI/UX screens designed": "UI/UX स्क्रीन डिज़ाइन कीं",
    "On-time delivery rate": "काम समय पर सौंपा",
    "Visual assets created": "विज़ुअल तैयार किए",
    "Long-term client partnerships": "क्लाइंट्स के साथ लंबी साझेदारी",
  },
  testimonials: {
    rating: `${LANDING_RATING_MAX} में से ${LANDING_RATING} रेटिंग`,
    reviews: `${LANDING_REVIEWS} समीक्षाएँ`,
    carousel: "कैरोसेल",
    carouselLabel: "क्लाइंट्स की राय",
    slide: "स्लाइड",
    slideLabel: (position: number, count: number) => `${count} में से ${position}`,
    previous: "पिछली राय",
    next: "अगली राय",
  },
  contact: {
    preferToTalk: "बात करना चाहेंगे?",
    call: "कॉल करें",
    writeTo: "ईमेल करें",
    notPublished: "आपका ईमेल पता प्रकाशित नहीं किया जाएगा।",
    requiredMarked: "* वाले खाने भरना ज़रूरी है",
    name: "पूरा नाम",
    email: "ईमेल",
    phone: "फ़ोन नंबर",
    message: "संदेश",
    honeypot: "इसे खाली छोड़ दें",
    errors: {
      nameMissing: "कृपया अपना पूरा नाम लिखें।",
      emailMissing: "कृपया अपना ईमेल पता लिखें।",
      emailInvalid: "कृपया सही ईमेल पता लिखें।",
      phoneInvalid: "कृपया सही फ़ोन नंबर लिखें।",
      singleLine: "कृपया इसे एक ही पंक्ति में लिखें।",
    },
    sender: {
      send: "भेजें",
      sending: "भेजा जा रहा है...",
      successTitle: "भेज दिया गया",
      successDescription: "आपकी पूछताछ हमें मिल गई है। हम जल्द ही आपसे संपर्क करेंगे।",
      errorTitle: "त्रुटि",
      errorFallback: "कुछ गड़बड़ हो गई। कृपया फिर से कोशिश करें।",
      captchaRequired: "कृपया reCAPTCHA जाँच पूरी करें।",
    },
  },
  notFound: {
    title: "पृष्ठ नहीं मिला",
    description: "आप जो पृष्ठ खोज रहे हैं, वह मौजूद नहीं है।",
    heading: "यह पृष्ठ मौजूद नहीं है",
    text: "हो सकता है पता गलत लिखा गया हो, या पृष्ठ कहीं और चला गया हो।",
    home: "होम पेज पर लौटें",
  },
} satisfies Words<typeof en>;
