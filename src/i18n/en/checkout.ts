// The one checkout's words in English (src/islands/membership/use-checkout.tsx, D2, D21): what
// a payment's failure says, the spinner while it is verified, and the local test checkout's
// dialog (decision 0009). Loaded with the checkout, in the page's language.
export default {
  /** A failed payment's toast title: the message is Razorpay's or the server's. */
  failed: "Payment failed: {message}",
  errorTitle: "Error",
  orderFailed: "We could not start your payment. Nothing was charged; please try again.",
  verifyFailed:
    "We could not confirm your payment just now. If money was taken, your invoice will follow by e-mail.",
  loadFailed: "The payment window could not be loaded. Please check your connection and try again.",
  verifying: "Verifying your payment…",
  keepOpen: "Please keep this page open.",
  local: {
    cancel: "Cancel payment",
    testMode: "Test mode",
    title: "Test checkout",
    description: "This is the local test checkout: no money moves. Choose what the payment should do.",
    for: "For",
    amount: "Amount",
    order: "Order",
    /** What a plan's order pays for: "Premium membership, 1 year". */
    membership: "{plan} membership, 1 year",
    /** A booking's order by its kind (deposit, balance); in English, the server's own name of it. */
    bookingNames: {} as Record<string, string>,
    pay: "Pay {amount}",
    fail: "Fail the payment",
    noAnswer: "The test checkout did not answer.",
    /** The server's LOCAL_PAYMENT_DECLINED (src/server/services/local-checkout.ts), word for word. */
    declined: "Your payment was declined in the local test checkout. No money moved.",
  },
};
