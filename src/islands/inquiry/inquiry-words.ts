// The inquiry dialog's and forms' words in the page's language, loaded with the forms when a
// service button is first wanted, never with the page: every page with a service button
// hydrates the dialog, and none should carry words it may never show, nor the other language's.
import { langOfDocument } from "../../client/page-lang.ts";
import type en from "../../i18n/en/inquiry.ts";
import type { Lang } from "../../i18n/lang.ts";
import type { Words } from "../../i18n/words.ts";

export type InquiryWords = Words<typeof en>;

const WORDS: Record<Lang, () => Promise<{ default: InquiryWords }>> = {
  en: () => import("../../i18n/en/inquiry.ts"),
  hi: () => import("../../i18n/hi/inquiry.ts"),
};

let loading: Promise<InquiryWords> | undefined;

/** The words in `<html lang>`'s language; the same promise on every call, until one fails. */
export function loadInquiryWords(): Promise<InquiryWords> {
  loading ??= WORDS[langOfDocument()]().then(
    (module) => module.default,
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}
