// /invoice हिन्दी में: the member's invoices and documents in Hindi (src/i18n/en/invoices.ts's
// shape). A tax document's own words are in hi/tax-documents.ts (the page's and the PDF's).
import type en from "../en/invoices.ts";
import type { Words } from "../words.ts";
import lists from "./lists.ts";
import taxDocuments from "./tax-documents.ts";

export default {
  title: "इनवॉइस",
  description: "Nova Experience की आपकी सदस्यता के इनवॉइस।",
  heading: "इनवॉइस",
  /** While the saved session is checked (SessionGate). */
  gateLoading: "लोड हो रहा है",
  loading: "आपके इनवॉइस लोड हो रहे हैं",
  failed: "आपके इनवॉइस लोड करने में समस्या आई: {message}",
  retry: "फिर कोशिश करें",
  none: "अभी आपका कोई इनवॉइस नहीं है। सदस्यता ख़रीदने के बाद आपके इनवॉइस यहाँ दिखेंगे।",
  seePlans: "सदस्यता प्लान देखें",
  table: lists.invoiceTable,
  printable: {
    loading: "इनवॉइस लोड हो रहा है",
    failed: "यह इनवॉइस लोड करने में समस्या आई: {message}",
    retry: "फिर कोशिश करें",
    allInvoices: "सभी इनवॉइस",
    back: "← सभी इनवॉइस",
    print: "प्रिंट करें",
    downloadPdf: "PDF डाउनलोड करें",
    downloadCreditNote: "{document} की PDF डाउनलोड करें",
    reversingNames: { "credit-note": "क्रेडिट नोट", "refund-voucher": "रिफ़ंड वाउचर" },
    downloadFailed: "PDF डाउनलोड नहीं हो सकी। कृपया फिर कोशिश करें।",
    error: "त्रुटि",
    headings: {
      invoice: "इनवॉइस",
      "receipt-voucher": "प्राप्ति वाउचर",
      "refund-voucher": "रिफ़ंड वाउचर",
      "credit-note": "क्रेडिट नोट",
      "payment-receipt": "भुगतान रसीद",
    },
    refunded: "पूरी राशि रिफ़ंड कर दी गई है। नीचे दिया {document} इसे रद्द करता है।",
    partRefunded: "इस भुगतान में से {amount} रिफ़ंड किए गए हैं। नीचे दिया {document} उस हिस्से को रद्द करता है।",
    refundedInParts: "पूरी राशि {count} रिफ़ंड में लौटाई गई है। हर रिफ़ंड का दस्तावेज़ नीचे है।",
    partRefundedInParts: "इस भुगतान में से {amount}, {count} रिफ़ंड में लौटाए गए हैं। हर रिफ़ंड का दस्तावेज़ नीचे है।",
  },
  document: taxDocuments,
} satisfies Words<typeof en>;
