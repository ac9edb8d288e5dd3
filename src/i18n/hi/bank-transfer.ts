// बैंक ट्रांसफ़र: the bank details' words in Hindi, in the shape of src/i18n/en/bank-transfer.ts.
import type en from "../en/bank-transfer.ts";
import type { Words } from "../words.ts";

export default {
  heading: "या {amount} बैंक ट्रांसफ़र से चुकाएँ",
  accountName: "खाते का नाम",
  accountNumber: "खाता संख्या",
  ifsc: "IFSC",
  bank: "बैंक",
  reference: "यह संदर्भ लिखें",
  note: "ट्रांसफ़र हम तक पहुँचते ही हम उसे दर्ज करते हैं और उसकी रसीद आपको ईमेल करते हैं। NEFT, RTGS या IMPS, कोई भी चलेगा।",
  noteForLink:
    "ट्रांसफ़र हम तक पहुँचते ही हम उसे दर्ज करते हैं और उसकी रसीद बुकिंग वाले ग्राहक को ईमेल करते हैं। NEFT, RTGS या IMPS, कोई भी चलेगा।",
} satisfies Words<typeof en>;
