// How a member lets us write to them (decision 0037): GET and PUT /user/consents, for the
// dashboard's "Messages" card, /purchase and any other place a choice is offered.
import { apiRequest } from "../../client/api.ts";
import type { ConsentsView } from "../../schemas/consent.ts";
import type { ConsentChoice } from "../../schemas/consent-requests.ts";
import type { WhatsAppChoice } from "./whatsapp-choices.tsx";

export function fetchConsents(): Promise<ConsentsView> {
  return apiRequest<ConsentsView>("/user/consents");
}

/** One choice, made on this page; the answer is the record as it now stands. */
export function saveConsent(choice: Omit<ConsentChoice, "source">): Promise<ConsentsView> {
  return apiRequest<ConsentsView>("/user/consents", {
    method: "PUT",
    body: { ...choice, source: window.location.pathname },
  });
}

/** The WhatsApp boxes ticked on a form, given one after the other (nothing when none is). */
export async function giveWhatsAppChoices(choice: WhatsAppChoice): Promise<void> {
  if (choice.whatsappUpdates) await saveConsent({ channel: "whatsapp", purpose: "updates", granted: true });
  if (choice.whatsappOffers) await saveConsent({ channel: "whatsapp", purpose: "offers", granted: true });
}
