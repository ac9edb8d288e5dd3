// The WhatsApp templates' words in English (docs/product.md D26): the bodies submitted to Meta
// for approval, with {{1}}, {{2}}... where the parameters go, in the order the template
// declares them (src/server/whatsapp/templates.ts). The Hindi is src/i18n/hi/whatsapp.ts, in
// the same shape. Meta keeps the approved text; a change here is a new template version.
import { RESPONSE_TIME } from "./response-time.ts";

export default {
  inquiry_received: `Hello {{1}}, we have your inquiry {{2}} ({{3}}). We will reply ${RESPONSE_TIME}. Follow it on your dashboard: {{4}}`,
  quote_ready:
    "Hello {{1}}, your quote {{2}} for {{3}} is ready: {{4}} in all. See it and pay the advance of {{5}} here: {{6}}",
  payment_due: "Hello {{1}}, {{2}} of {{3}} for {{4}} is due by {{5}}. Pay here: {{6}}",
  payment_received: "Hello {{1}}, we received {{2}} for {{3}}. Thank you! Your documents: {{4}}",
  documents_issued: "Hello {{1}}, your {{2}} {{3}} is ready. See and download it here: {{4}}",
  membership_reminder: "Hello {{1}}, your {{2}} membership ends on {{3}}. Renew it here: {{4}}",
  membership_offer: "Hello {{1}}, {{2}} Reply STOP to stop these messages. See the offer: {{3}}",
  cancellation_received:
    "Hello {{1}}, we have your cancellation of {{2}}. Refund under our policy: {{3}}. The details are on your dashboard: {{4}}",
  operator_alert: "{{1}}: {{2}}. Open it: {{3}}",
  stop_confirmed:
    "You will not get WhatsApp messages from Nova Experience any more. To get them again, reply START, then turn them on in your dashboard.",
  start_confirmed:
    "Thank you: WhatsApp messages from Nova Experience can reach this number again. Turn on the ones you want in your dashboard.",
} as const;
