// सदस्य के पृष्ठों की सूचियाँ हिन्दी में: the shared lists in Hindi (src/i18n/en/lists.ts's shape).
import type en from "../en/lists.ts";
import type { Words } from "../words.ts";

export default {
  states: {
    failed: "{what} लोड करने में समस्या आई: {message}",
    retry: "फिर कोशिश करें",
  },
  invoiceTable: {
    caption: "आपके हाल के इनवॉइस की सूची।",
    columns: {
      email: "ईमेल",
      planName: "प्लान",
      planType: "प्लान का प्रकार",
      purchasedAt: "ख़रीदा गया",
      planExpire: "प्लान की समाप्ति",
    },
    invoice: "इनवॉइस",
    new: "नया",
    refunded: "रिफ़ंड हुआ",
    view: "देखें",
    viewInvoice: "इनवॉइस {serial} देखें",
    deductedOn: "कर बीजक {serial} में घटाई गई",
    document: "{title} {serial} · {amount}",
    titles: {
      invoice: "कर बीजक",
      "receipt-voucher": "प्राप्ति वाउचर",
      "payment-receipt": "भुगतान रसीद",
    },
    partRefunded: "{amount} रिफ़ंड हुए",
    planTypes: { yearly: "वार्षिक", advance: "अग्रिम राशि", balance: "शेष राशि" },
  },
} satisfies Words<typeof en>;
