// The sign-up's WhatsApp boxes (D26), loaded with the question whether the server sends
// WhatsApp at all (GET /channels), so that neither weighs on the login and sign-up pages' first
// load (auth-form.tsx loads this once the person starts on the form). Until the answer the
// boxes' place is kept; a server that sends no WhatsApp gets no boxes and no place.
import { useWhatsAppOffered } from "../shared/channels.ts";
import { WhatsAppChoices } from "../shared/whatsapp-choices.tsx";

export function SignupWhatsApp(props: Parameters<typeof WhatsAppChoices>[0] & { className: string }) {
  const offered = useWhatsAppOffered();
  if (offered === false) return null;
  return offered ? <WhatsAppChoices {...props} /> : <div className={props.className} />;
}
