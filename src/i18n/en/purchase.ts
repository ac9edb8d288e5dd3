// /purchase in English (docs/product.md A2, A4; D1-D3, D19, D20): the page's heading and the
// subscription summary's words. The plan names stay as they are; their descriptions are the
// server's (GET /subscription) in English.
import { PURCHASE_FEATURES } from "../../config/plans.ts";
import { PLAN_CHANGE_MESSAGE } from "../../schemas/membership.ts";
import billing from "./billing.ts";
import consent from "./consent.ts";

export default {
  title: "Subscription Summary",
  description: "Review your selected plan before purchase.",
  heading: "Subscription Summary",
  lead: "Review your selected plan before purchase",
  summary: {
    /** The WhatsApp boxes (src/i18n/en/consent.ts). */
    whatsapp: consent.choices,
    paid: "Payment successful!",
    loadFailed: "The plans could not be loaded: {message}",
    somethingWrong: "Something went wrong!",
    tryAgain: "Try again",
    /** While the saved session is checked (SessionGate). */
    gateLoading: "Loading",
    loading: "Loading your plan",
    noLongerOffered: "The {plan} plan is no longer offered.",
    notChosen: "You have not chosen a plan yet.",
    seePlans: "See the membership plans",
    /** A plan's description by its slug; in English, the server's own. */
    planDescriptions: {} as Record<string, string>,
    perYear: "per year",
    billedYearly: "Billed yearly",
    monthly: "{amount} a month",
    included: "Included",
    features: [...PURCHASE_FEATURES] as string[],
    proceed: "Proceed to Purchase",
    anotherPlan: "Choose another plan",
    clear: "Clear selection",
    renewsFrom: "Your new year runs from {date}, when the current one ends.",
    oneYear: "Your membership runs for one year from the day of purchase.",
    emailed: "The invoice is e-mailed to {email}.",
    /** Another plan while one is active (decision 0027): the API's own sentence. */
    planChange: PLAN_CHANGE_MESSAGE("{plan}", "{ends}"),
    contactUs: "Contact us",
    renewal:
      "Your {plan} membership runs until {ends}. Renewing now adds a year from that date: no day is lost.",
    /** What Razorpay's Checkout says is paid for. */
    checkoutDescription: "{plan} membership, billed yearly",
    billing,
  },
};
