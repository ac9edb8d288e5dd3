// The login / sign-up form for a dialog that loads it when it is wanted (the inquiry dialog,
// the membership plan chooser): the form and its words in the page's language, fetched
// together, so that a page carries neither before they are wanted, nor the other language's
// words ever (docs/decisions/0034-hindi-beside-english.md).
import { createElement, type ComponentType } from "react";
import { langOfDocument } from "../../client/page-lang.ts";
import type en from "../../i18n/en/auth.ts";
import type { Lang } from "../../i18n/lang.ts";
import type { Words } from "../../i18n/words.ts";
import type { AuthFormProps } from "./auth-form.tsx";

const WORDS: Record<Lang, () => Promise<{ default: Words<typeof en> }>> = {
  en: () => import("../../i18n/en/auth.ts"),
  hi: () => import("../../i18n/hi/auth.ts"),
};

/** AuthForm's props but its words, which the loaded form has bound. */
export type LoadedAuthFormProps = Omit<AuthFormProps, "words">;

let loading: Promise<ComponentType<LoadedAuthFormProps>> | undefined;

/**
 * AuthForm with its words bound in the page's language (`<html lang>`). Every call answers the
 * same promise, so it can be called early to fetch (a pointer over a button) and again to
 * render: `lazy(() => loadAuthForm().then((AuthForm) => ({ default: AuthForm })))`. A failed
 * load (the network) is forgotten, so that the next call tries again.
 */
export function loadAuthForm(): Promise<ComponentType<LoadedAuthFormProps>> {
  loading ??= Promise.all([import("./auth-form.tsx"), WORDS[langOfDocument()]()]).then(
    ([{ AuthForm }, { default: words }]) =>
      function LoadedAuthForm(props: LoadedAuthFormProps) {
        return createElement(AuthForm, { ...props, words: words.form });
      },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}
