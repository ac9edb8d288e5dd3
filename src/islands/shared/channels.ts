// Whether this server sends WhatsApp (GET /channels; decision 0037): a page offers a WhatsApp
// choice only when it does, since a deployed server without WhatsApp's credentials sends none.
// Asked once per page load, by whichever island needs it first.
import { useEffect, useState } from "react";
import { apiRequest } from "../../client/api.ts";

let asked: Promise<boolean> | undefined;

/** true when the server sends WhatsApp; false when it does not, or could not be asked. */
export function whatsappOffered(): Promise<boolean> {
  asked ??= apiRequest<{ whatsapp: boolean }>("/channels", { auth: false }).then(
    (channels) => channels.whatsapp === true,
    () => false,
  );
  return asked;
}

/** whatsappOffered() in a component: undefined until the server has answered. */
export function useWhatsAppOffered(): boolean | undefined {
  const [offered, setOffered] = useState<boolean | undefined>(undefined);
  useEffect(() => {
    let live = true;
    void whatsappOffered().then((answer) => live && setOffered(answer));
    return () => {
      live = false;
    };
  }, []);
  return offered;
}
