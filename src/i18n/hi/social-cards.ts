// हर पृष्ठ का सोशल कार्ड हिन्दी में: the words on the Hindi pages' social cards, for the same
// pages as src/config/social-cards.ts (a page missing here fails the type check).
import type { SocialCardRoute, SocialCardText } from "../../config/social-cards.ts";

export const SOCIAL_CARDS_HI = {
  "/": { title: "ब्रांड को आगे ले जाने वाला डिज़ाइन", kicker: "Nova Experience स्टूडियो" },
  "/services": { title: "आयोजन, कैटरिंग और यात्रा, शुरू से अंत तक", kicker: "सेवाएँ" },
  "/experience": { title: "ऐसे अनुभव, जिनके लिए सफ़र बनता है", kicker: "अनुभव" },
  "/our-brands": { title: "आतिथ्य के पाँच घराने", kicker: "हमारे ब्रांड" },
  "/about-us": { title: "पहले दिन से, जयपुर का आतिथ्य", kicker: "हमारे बारे में" },
  "/hospitality-partner": { title: "हमारे मेहमानों के साथ आगे बढ़ें", kicker: "आतिथ्य साझेदार" },
  "/membership": { title: "पूरे साल, सदस्यों के ख़ास लाभ", kicker: "सदस्यता" },
  "/contact-us": { title: "बताइए, आप क्या योजना बना रहे हैं", kicker: "संपर्क करें" },
  "/trade-fair-organizer": { title: "आपके मेले के लिए ठहरना, खाना और यात्रा", kicker: "ट्रेड फ़ेयर आयोजक" },
  "/corporate-events": { title: "कॉन्फ़्रेंस और ऑफ़साइट, पूरी व्यवस्था के साथ", kicker: "कॉरपोरेट आयोजन" },
  "/astra-novae-voyages": { title: "आपके हिसाब से बनी यात्राएँ", kicker: "Astra Novae Voyages" },
  "/royal-alfresco": { title: "खुले आसमान के नीचे शाही भोजन", kicker: "Royal Alfresco" },
  "/royal-halwai-caterers": { title: "हर मौक़े के लिए सच्चा, स्वादिष्ट खाना", kicker: "Royal Halwai Caterers" },
  "/tirtham-darshanam": { title: "तीर्थयात्रा, दिन-ब-दिन, पूरी देखभाल के साथ", kicker: "Tirtham Darshanam" },
  "/royal-weddings-by-novaexperience": {
    title: "ऐसी शादियाँ, जिन्हें परिवार बरसों याद करें",
    kicker: "Royal Weddings",
  },
  "/refund-policy": { title: "भुगतान, रद्दीकरण और रिफ़ंड", kicker: "नीति" },
  "/login": { title: "फिर से स्वागत है", kicker: "सदस्य" },
  "/signup": { title: "Nova Experience से जुड़ें", kicker: "सदस्य" },
  "/forgot-password": { title: "अपना पासवर्ड फिर से बनाएँ", kicker: "सदस्य" },
} as const satisfies Record<SocialCardRoute, SocialCardText>;

/** The site's own card, for a Hindi page without one (the English pages' /og-image.png). */
export const SITE_CARD_HI: SocialCardText = {
  title: "आयोजन, शादियाँ, कैटरिंग और यात्राएँ",
  kicker: "जयपुर, राजस्थान",
};

/** The line at the foot of every Hindi card. */
export const CARD_FOOTER_HI = "आयोजन · शादियाँ · कैटरिंग · यात्रा · तीर्थयात्रा";
