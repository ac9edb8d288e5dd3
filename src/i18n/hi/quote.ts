// कोटेशन हिन्दी में: a quoted inquiry's quote on the member's dashboard in Hindi
// (src/i18n/en/quote.ts's shape).
import type en from "../en/quote.ts";
import type { Words } from "../words.ts";
import bank from "./bank-transfer.ts";
import billing from "./billing.ts";
import { MEMBER_CANCELLATION_RULES_HI } from "./member-cancellation.ts";

export default {
  billing,
  heading: "{reference} के लिए कोटेशन {version}",
  caption: "यह कोटेशन किस लिए है",
  item: "विवरण",
  amount: "राशि",
  discount: "सदस्य छूट ({plan}, {percent}%)",
  total: "कुल (GST सहित)",
  deposit: "पुष्टि के लिए अग्रिम राशि",
  payBy: "भुगतान की अंतिम तिथि",
  balanceDueBy: "शेष राशि की देय तिथि",
  refundPolicy: "इस बुकिंग की रिफ़ंड नीति",
  readRefundPolicy: "रिफ़ंड नीति पढ़ें",
  notPayable: {
    superseded: "इस कोटेशन की जगह नया कोटेशन आ गया है। कृपया सबसे नया कोटेशन देखें।",
    expired: "इस कोटेशन की समय-सीमा बीत चुकी है। कृपया हमसे नया कोटेशन माँगें।",
    paid: "इस कोटेशन की अग्रिम राशि चुकाई जा चुकी है।",
    refunded: "इस कोटेशन की अग्रिम राशि का रिफ़ंड हो चुका है। कृपया हमसे नया कोटेशन माँगें।",
  },
  documentTitles: {
    invoice: "कर बीजक",
    "receipt-voucher": "प्राप्ति वाउचर",
    "refund-voucher": "रिफ़ंड वाउचर",
    "credit-note": "क्रेडिट नोट",
    "payment-receipt": "भुगतान रसीद",
  },
  document: "{title} {serial}",
  depositPaid: "{amount} की अग्रिम राशि {date} को चुकाई गई।",
  payments: "भुगतान और उनके दस्तावेज़",
  byBankTransfer: ", बैंक ट्रांसफ़र से",
  refunded: ", रिफ़ंड हुआ",
  reversal: "{document}: {amount} रिफ़ंड किए गए",
  remaining: "बाकी भुगतान:",
  overdueSince: ", {date} से बकाया।",
  dueBy: ", {date} तक देय।",
  asPolicySays: ", रिफ़ंड नीति में बताए समय पर।",
  paidInFull: "पूरा भुगतान हो गया। धन्यवाद।",
  overpaid: "कुल राशि से {amount} ज़्यादा चुकाए गए हैं: हम यह राशि आपको लौटा देंगे।",
  deliveryInvoice: "बुकिंग के पूरे मूल्य {amount} का है, जो सेवा दिए जाने पर {date} को जारी हुआ।",
  cancellationInvoice:
    "रिफ़ंड नीति के अनुसार रद्दीकरण पर रखे गए {amount} का है, जो {date} को जारी हुआ; आपकी पहले चुकाई गई राशि इसमें से घटा दी गई है।",
  remainsAgainst: " बाकी राशि इसी के विरुद्ध चुकाई जाती है: हर भुगतान की रसीद मिलती है।",
  cancelledBefore: "{days} दिन पहले रद्द की गई।",
  refundedWithin: "{amount} का रिफ़ंड हो गया: यह {days} कामकाजी दिनों के भीतर आपके खाते में पहुँच जाएगा।",
  willBeRefunded: "{amount} का रिफ़ंड किया जाएगा; रिफ़ंड होने के {days} कामकाजी दिनों के भीतर यह आपके खाते में पहुँचेगा।",
  nothingBack: "रिफ़ंड नीति के अनुसार कोई राशि वापस नहीं होती।",
  cancel: "यह बुकिंग रद्द करें",
  cancelHeading: "{reference} रद्द करें?",
  cancelTerms: "आज, {days} दिन पहले रद्द करने पर, आपके चुकाए {paid} में से {refund} वापस मिलेंगे{within}।",
  cancelWithin: ", रिफ़ंड होने के {days} कामकाजी दिनों के भीतर",
  policy: "रिफ़ंड नीति: {rule}",
  confirmCancel: "रद्दीकरण की पुष्टि करें",
  keep: "बुकिंग रखें",
  cancelFailed: "हम अभी रद्द नहीं कर पाए। कुछ नहीं बदला; कृपया फिर कोशिश करें।",
  cancellationReceived: "आपका रद्दीकरण मिल गया है। नीति के अनुसार जो राशि वापस होती है, हम उसका रिफ़ंड करेंगे।",
  error: "त्रुटि",
  bank,
  balanceOn: "{reference} की शेष राशि",
  depositOn: "{reference} की अग्रिम राशि",
  balancePaid: "भुगतान मिल गया: धन्यवाद।",
  depositPaidToast: "अग्रिम राशि चुका दी गई: आपकी बुकिंग पक्की हो गई है।",
  payBalance: "शेष राशि {amount} चुकाएँ",
  acceptAndPay: "स्वीकार करें और अग्रिम राशि चुकाएँ",
  payDeposit: "अग्रिम राशि {amount} चुकाएँ",
  // The published policy's own Hindi (src/content/hi/refund-policy/), by the English the API gives.
  rules: {
    "Within 24 hours of booking: a full refund is possible.": "बुकिंग के 24 घंटे के भीतर: पूरा रिफ़ंड मिल सकता है।",
    "Up to 30 days before travel: a cancellation fee of 25% of the package price.":
      "यात्रा से 30 दिन पहले तक: पैकेज मूल्य का 25% रद्दीकरण शुल्क।",
    "30-7 days before travel: a cancellation fee of 50% of the package price.":
      "यात्रा से 30-7 दिन पहले: पैकेज मूल्य का 50% रद्दीकरण शुल्क।",
    "Within 7 days of travel: the booking is non-refundable.":
      "यात्रा से 7 दिन के भीतर: बुकिंग की राशि वापस नहीं होती।",
    "45+ days before the event: a refund of 50% of the amount paid, excluding the deposit.":
      "आयोजन से 45+ दिन पहले: चुकाई गई राशि का 50% रिफ़ंड, अग्रिम राशि को छोड़कर।",
    "Within 45 days of the event: the booking is non-refundable.":
      "आयोजन से 45 दिन के भीतर: बुकिंग की राशि वापस नहीं होती।",
    "14+ days before the event: 50% of the deposit is refunded.":
      "आयोजन से 14+ दिन पहले: अग्रिम राशि का 50% रिफ़ंड किया जाता है।",
    "7-14 days before the event: 25% of the deposit is refunded.":
      "आयोजन से 7-14 दिन पहले: अग्रिम राशि का 25% रिफ़ंड किया जाता है।",
    "Within 7 days of the event: no refund.": "आयोजन से 7 दिन के भीतर: कोई रिफ़ंड नहीं।",
    ...MEMBER_CANCELLATION_RULES_HI,
  },
} satisfies Words<typeof en>;
