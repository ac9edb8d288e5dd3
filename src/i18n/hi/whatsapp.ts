// WhatsApp के टेम्पलेट हिंदी में (docs/product.md D26): src/i18n/en/whatsapp.ts जैसे ही, वही
// पैरामीटर उसी क्रम में। A document's name ({{2}} of documents_issued) comes without "आपका" or
// "आपकी", which would have to agree with it (भुगतान रसीद is feminine).
import type en from "../en/whatsapp.ts";
import { RESPONSE_TIME } from "./response-time.ts";

export default {
  inquiry_received: `नमस्ते {{1}}, आपकी पूछताछ {{2}} ({{3}}) हमें मिल गई है। हम ${RESPONSE_TIME} जवाब देंगे। डैशबोर्ड पर देखें: {{4}}`,
  quote_ready:
    "नमस्ते {{1}}, {{3}} के लिए आपका कोटेशन {{2}} तैयार है: कुल {{4}}। देखें और {{5}} की अग्रिम राशि यहाँ चुकाएँ: {{6}}",
  payment_due: "नमस्ते {{1}}, {{4}} के लिए {{2}} {{3}} {{5}} तक देय है। यहाँ चुकाएँ: {{6}}",
  payment_received: "नमस्ते {{1}}, {{3}} के लिए {{2}} हमें मिल गए। धन्यवाद! आपके दस्तावेज़: {{4}}",
  documents_issued: "नमस्ते {{1}}, {{2}} {{3}} तैयार है। यहाँ देखें और डाउनलोड करें: {{4}}",
  membership_reminder: "नमस्ते {{1}}, आपकी {{2}} सदस्यता {{3}} को समाप्त हो रही है। यहाँ नवीनीकरण करें: {{4}}",
  membership_offer: "नमस्ते {{1}}, {{2}} ये संदेश रोकने के लिए STOP लिखें। ऑफ़र देखें: {{3}}",
  cancellation_received:
    "नमस्ते {{1}}, {{2}} का आपका रद्दीकरण हमें मिल गया है। हमारी नीति के अनुसार रिफ़ंड: {{3}}। पूरी जानकारी डैशबोर्ड पर: {{4}}",
  operator_alert: "{{1}}: {{2}}। खोलें: {{3}}",
  stop_confirmed:
    "अब आपको Nova Experience से WhatsApp संदेश नहीं मिलेंगे। इन्हें फिर से पाने के लिए START लिखकर भेजें, फिर अपने डैशबोर्ड में चालू करें।",
  start_confirmed:
    "धन्यवाद: Nova Experience के WhatsApp संदेश इस नंबर पर फिर से आ सकते हैं। जो संदेश आप चाहते हैं, उन्हें अपने डैशबोर्ड में चालू करें।",
} as const satisfies Record<keyof typeof en, string>;
