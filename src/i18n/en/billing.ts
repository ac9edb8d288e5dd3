// The invoice details' words in English (src/islands/membership/billing-fields.tsx; D19): whom
// the GST tax invoice is made out to, on /purchase and with a quote's deposit. The fields'
// messages are the API's own (src/schemas/billing-rules.ts), put in the page's language there.
import dataNotice from "./data-notice.ts";

export default {
  heading: "Invoice details",
  lead: "Your GST documents (the tax invoice, or an advance's receipt voucher) are made out to these details.",
  name: "Name on the invoice",
  state: "Billing state",
  chooseState: "Choose your state",
  /** After "GSTIN". */
  gstinNote: "(optional, for a registered business)",
  address: "Billing address",
  addressNote: "(needed for a registered business; printed on the invoice)",
  addressExample: "12 MI Road, Jaipur, Rajasthan 302001",
  /** The states by their GST code: their names in src/config/gst.ts are the English ones. */
  stateNames: {} as Record<string, string>,
  /** Under the fields: what they are for, and the privacy notice (D27). */
  notice: dataNotice.billing,
};
