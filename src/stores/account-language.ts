// The language of the signed-in account's e-mails (docs/product.md D25), changed from the
// dashboard. Apart from the session's store (auth.ts) so that only the control that changes it
// loads it: the dashboard's first load carries none of it.
import { apiRequest } from "../client/api.ts";
import { rememberLangChoice } from "../client/lang-choice.ts";
import type { Lang } from "../i18n/lang.ts";
import type { PublicUser } from "../schemas/auth.ts";
import { $auth } from "./auth.ts";

/**
 * Sets the language of the account's e-mails (PUT /user/language) and keeps it as this
 * browser's choice; the session's user is the one the server answers.
 */
export async function setAccountLanguage(language: Lang): Promise<PublicUser> {
  const { user } = await apiRequest<{ user: PublicUser }>("/user/language", {
    method: "PUT",
    body: { language },
  });
  $auth.set({ ...$auth.get(), user });
  rememberLangChoice(user.language);
  return user;
}
