// The words the notifier writes into WhatsApp templates' parameters and the membership offer
// e-mail, in English (docs/decisions/0037-one-notifier.md); src/i18n/hi/notify.ts is the Hindi,
// in the same shape. The templates' own words are src/i18n/en/whatsapp.ts.
import { SITE } from "../../config/site.ts";

export default {
  /** payment_due's "what" ({{2}}): "the balance of ₹X for ... is due by ...". */
  balance: "the balance",
  /** payment_received's "what" ({{3}}): "we received ₹X for ...". */
  received: {
    membership: (plan: string) => `your ${plan} membership`,
    booking: (reference: string, service: string) => `${service} (${reference})`,
  },
  /** membership_offer's "offer" ({{2}}) and its e-mail, to a member whose membership ended. */
  offer: {
    text: (plan: string, percent: number) =>
      `welcome back to ${SITE.name}: renew your ${plan} membership and get ${percent}% off every booking again.`,
    subject: (plan: string) => `Renew your ${plan} membership with ${SITE.name}`,
    body: (plan: string, percent: number, endedOn: string) =>
      `Your ${plan} membership ended on ${endedOn}. Renew it and get ${percent}% off every booking again, with all its other benefits.`,
    link: (url: string) => `Renew it here: ${url}`,
    why: "You get this e-mail because you asked for our offers. To stop them, turn off e-mail offers on your dashboard.",
  },
} as const;
