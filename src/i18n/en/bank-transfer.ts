// The bank details' words in English (src/islands/shared/bank-transfer.tsx): where a large
// deposit or balance can be sent by NEFT, RTGS or IMPS, on a member's quote card and on /pay.
export default {
  heading: "Or pay {amount} by bank transfer",
  accountName: "Account name",
  accountNumber: "Account number",
  ifsc: "IFSC",
  bank: "Bank",
  reference: "Reference to quote",
  note: "We record the transfer when it reaches us and e-mail you its receipt. NEFT, RTGS or IMPS all work.",
  /** On /pay, where whoever pays may not be the customer. */
  noteForLink:
    "We record the transfer when it reaches us and e-mail its receipt to the booking's customer. NEFT, RTGS or IMPS all work.",
};
