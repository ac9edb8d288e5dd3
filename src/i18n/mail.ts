// The e-mails' words in the recipient's language (docs/product.md D25): the account's language
// for a member, the request's for a visitor who wrote in. The server's mail (src/server/mail)
// reads them; nothing the browser loads does.
import en from "./en/mail.ts";
import hi from "./hi/mail.ts";
import type { Lang } from "./lang.ts";
import { wordsIn } from "./words.ts";

export type MailWords = ReturnType<typeof mailWords>;

export const mailWords = (lang: Lang) => wordsIn(lang, { en, hi });
