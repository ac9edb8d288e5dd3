// /pay in English (docs/product.md D22): a booking's deposit or balance paid from the link the
// customer was sent, without signing in. The link's states are the API's own sentences.
import { PAYMENT_LINK_MESSAGES } from "../../schemas/quote.ts";
import bank from "./bank-transfer.ts";

export default {
  title: "Pay for a booking",
  description: "Pay a booking's deposit or balance from the link you were sent.",
  heading: "Pay for a booking",
  lead: "From the link you were sent: no account needed.",
  link: {
    missing: "This payment link is incomplete. Please open the whole link you were sent.",
    somethingWrong: "Something went wrong!",
    loading: "Loading the payment",
    purpose: { deposit: "Deposit to confirm the booking", balance: "Balance of the booking" },
    booking: "Booking",
    paidTo: "Paid to",
    amount: "Amount",
    payableUntil: "Payable until",
    pay: "Pay {amount}",
    note: "The booking's receipt goes to its customer by e-mail. The amount is fixed by the link.",
    /** What a link that can no longer be paid says, by its state. */
    states: {
      paid: PAYMENT_LINK_MESSAGES.paid,
      expired: PAYMENT_LINK_MESSAGES.expired,
      cancelled: PAYMENT_LINK_MESSAGES.cancelled,
      stale: PAYMENT_LINK_MESSAGES.stale,
    },
    /** What Razorpay's Checkout says is paid for: "Deposit to confirm the booking NE-...". */
    checkoutDescription: "{purpose} {reference}",
    /** A large amount's bank details, as on the member's quote card. */
    bank,
  },
};
