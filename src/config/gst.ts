// GST as this business applies it (docs/product.md D19; decision 0027 gives the sources). The seller's own
// identity (legal name, address, state, GSTIN) is configuration of the deployment
// (SELLER_* variables, src/server/env.ts); what is taxed how is the business's, and lives here.
import type { GstState } from "../schemas/tax-document.ts";

/**
 * The states and union territories with their GST state codes (the first two digits of a
 * GSTIN), as the GST portal numbers them.
 */
export const GST_STATES: readonly GstState[] = [
  { code: "01", name: "Jammu and Kashmir" },
  { code: "02", name: "Himachal Pradesh" },
  { code: "03", name: "Punjab" },
  { code: "04", name: "Chandigarh" },
  { code: "05", name: "Uttarakhand" },
  { code: "06", name: "Haryana" },
  { code: "07", name: "Delhi" },
  { code: "08", name: "Rajasthan" },
  { code: "09", name: "Uttar Pradesh" },
  { code: "10", name: "Bihar" },
  { code: "11", name: "Sikkim" },
  { code: "12", name: "Arunachal Pradesh" },
  { code: "13", name: "Nagaland" },
  { code: "14", name: "Manipur" },
  { code: "15", name: "Mizoram" },
  { code: "16", name: "Tripura" },
  { code: "17", name: "Meghalaya" },
  { code: "18", name: "Assam" },
  { code: "19", name: "West Bengal" },
  { code: "20", name: "Jharkhand" },
  { code: "21", name: "Odisha" },
  { code: "22", name: "Chhattisgarh" },
  { code: "23", name: "Madhya Pradesh" },
  { code: "24", name: "Gujarat" },
  { code: "26", name: "Dadra and Nagar Haveli and Daman and Diu" },
  { code: "27", name: "Maharashtra" },
  { code: "29", name: "Karnataka" },
  { code: "30", name: "Goa" },
  { code: "31", name: "Lakshadweep" },
  { code: "32", name: "Kerala" },
  { code: "33", name: "Tamil Nadu" },
  { code: "34", name: "Puducherry" },
  { code: "35", name: "Andaman and Nicobar Islands" },
  { code: "36", name: "Telangana" },
  { code: "37", name: "Andhra Pradesh" },
  { code: "38", name: "Ladakh" },
];

export const GST_STATE_CODES = GST_STATES.map((state) => state.code) as [string, ...string[]];

export function gstStateByCode(code: string): GstState | undefined {
  return GST_STATES.find((state) => state.code === code);
}

/** The business is in Jaipur: its registration's state unless SELLER_STATE_CODE says otherwise. */
export const DEFAULT_SELLER_STATE_CODE = "08";

/** What each thing sold is, for GST: its Services Accounting Code and the rate charged. */
export interface GstService {
  sac: string;
  /** The whole GST rate: CGST and SGST are half each inside the state, IGST all of it outside. */
  ratePercent: number;
  /** The words on the invoice line, before the period or reference it covers. */
  label: string;
}

/**
 * Memberships, and the advances on the three kinds of inquiry (decision 0028). Published prices
 * include GST: the taxable value is what is left once the rate is taken out (D19).
 */
export const GST_SERVICES = {
  membership: { sac: "999599", ratePercent: 18, label: "membership" },
  event: { sac: "998596", ratePercent: 18, label: "Event management, advance" },
  catering: { sac: "996334", ratePercent: 5, label: "Outdoor catering, advance" },
  travel: { sac: "998555", ratePercent: 5, label: "Tour operator services, advance" },
} as const satisfies Record<string, GstService>;

/**
 * Series of tax documents (Rule 46(b)), each consecutive within its financial year: invoices,
 * credit notes, receipt vouchers for advances (Rule 50) and refund vouchers (Rule 51); and, in
 * a series of its own, the payment receipts that are no tax document (money received on a
 * booking after its tax invoice was issued at delivery, decision 0033).
 */
export const DOCUMENT_SERIES = {
  invoice: "NE",
  creditNote: "CN",
  receiptVoucher: "RV",
  refundVoucher: "RF",
  paymentReceipt: "PR",
} as const;

/**
 * From this taxable value, an invoice to a buyer without a GSTIN names the address of delivery
 * (CGST Rule 46(f)): the operator's quote form asks for the venue of an event or a catering
 * quoted at this or more.
 */
export const DELIVERY_ADDRESS_FROM_PAISE = 5_000_000;

/** The notes every document of this business carries. */
export const DOCUMENT_NOTES = ["Prices include GST.", "Tax is not payable on reverse charge."] as const;

/**
 * What a tour's tax invoice and receipt voucher must say for the 5% rate (Notification
 * 11/2017-Central Tax (Rate), Sl. 23(ii)): that the amount includes the tour's accommodation and
 * transport and is the gross amount charged for it. Without it the rate is 18%.
 */
export const TOUR_OPERATOR_NOTE =
  "This amount includes the charges for accommodation and transport on the tour and is the gross amount charged for the tour.";

/** A document's notes with what its service's rate needs (TOUR_OPERATOR_NOTE), once. */
export function notesFor(service: Pick<GstService, "sac">, notes: readonly string[]): string[] {
  const needed = service.sac === GST_SERVICES.travel.sac ? [TOUR_OPERATOR_NOTE] : [];
  return [...notes, ...needed.filter((note) => !notes.includes(note))];
}

/** The note of a membership bought before billing states were asked (its document built later). */
export const LEGACY_PLACE_OF_SUPPLY_NOTE =
  "Bought before billing states were asked: the seller's state is taken as the place of supply.";

/**
 * How a refund goes back, as its credit note or refund voucher says ("Refunded via"): money paid
 * online goes back to the card, UPI or account it came from; a bank transfer is returned by one.
 */
export const REFUND_METHODS = {
  online: "Razorpay, to the original payment method",
  bank: "Bank transfer",
} as const;
