// आप तक संदेश कैसे पहुँचें, यह चुनने के शब्द हिंदी में (docs/product.md D26): src/i18n/en/consent.ts
// जैसे ही. शब्द बदलें तो CONSENT_TEXT_VERSION भी बदलें: सहमति के रिकॉर्ड में यही संस्करण लिखा जाता है.
import type { ConsentWords } from "../en/consent.ts";

/** इन शब्दों का संस्करण (रिकॉर्ड में "hi:<संस्करण>"). */
export const CONSENT_TEXT_VERSION = "2026-11-28";

const words: ConsentWords = {
  choices: {
    legend: "WhatsApp संदेश (वैकल्पिक)",
    whatsappUpdates: "मेरी बुकिंग के अपडेट मुझे WhatsApp पर भेजें",
    whatsappOffers: "ऑफ़र मुझे WhatsApp पर भेजें",
    number: "{phone} पर। इन्हें आप कभी भी अपने डैशबोर्ड से बंद कर सकते हैं, या STOP लिखकर भेजें।",
    numberMissing: "ऊपर दिए फ़ोन नंबर पर। इन्हें आप कभी भी अपने डैशबोर्ड से बंद कर सकते हैं।",
    savedTitle: "सहेज लिया गया",
    saved: "WhatsApp के लिए आपकी पसंद सहेज ली गई है।",
    failed: "WhatsApp के लिए आपकी पसंद सहेजी नहीं जा सकी। आप इसे अपने डैशबोर्ड पर चुन सकते हैं।",
  },

  card: {
    heading: "संदेश",
    lead: "हम आपको कैसे लिखें। हर बदलाव तुरंत सहेजा जाता है।",
    loading: "आपकी पसंद लोड हो रही है",
    loadFailed: "आपकी पसंद लोड नहीं हो सकी।",
    tryAgain: "फिर से कोशिश करें",
    whatsappUpdates: "WhatsApp पर अपडेट",
    whatsappUpdatesHint: "आपकी पूछताछ, कोटेशन, भुगतान और दस्तावेज़, {phone} पर।",
    whatsappOffers: "WhatsApp पर ऑफ़र",
    whatsappOffersHint: "सदस्यता के ऑफ़र और मौसमी छूट, {phone} पर।",
    emailUpdates: "ईमेल पर अपडेट",
    emailUpdatesHint: "आपकी पूछताछ, कोटेशन और भुगतान, आपके खाते के ईमेल पर।",
    emailUpdatesLocked: "जब तक WhatsApp पर अपडेट बंद हैं, आपके अपडेट ईमेल से आते हैं।",
    emailOffers: "ईमेल पर ऑफ़र",
    emailOffersHint: "सदस्यता के ऑफ़र और मौसमी छूट, आपके खाते के ईमेल पर।",
    alwaysEmail: "दस्तावेज़, भुगतान की रसीदें और पासवर्ड के ईमेल हमेशा ईमेल से आते हैं।",
    savedTitle: "सहेज लिया गया",
    grantedText: "{what}: चालू।",
    withdrawnText: "{what}: बंद।",
    errorTitle: "त्रुटि",
    failed: "आपकी पसंद सहेजी नहीं जा सकी। कृपया फिर से कोशिश करें।",
    historyHeading: "आपकी पसंद का रिकॉर्ड",
    historyEmpty: "अभी तक कुछ नहीं चुना गया: WhatsApp और ऑफ़र बंद हैं, ईमेल पर अपडेट चालू हैं।",
    columns: { when: "तारीख़", what: "पसंद", where: "कहाँ से" },
    given: "{what}: सहमति दी गई",
    withdrawn: "{what}: सहमति वापस ली गई",
    sources: { stop: "WhatsApp पर STOP का जवाब" },
  },
};

export default words;
