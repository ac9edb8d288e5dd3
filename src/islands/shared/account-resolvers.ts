// The account forms' checks: login and sign-up (auth-form.tsx), the e-mail request of the
// forgot-password and data-request pages (email-request-form.tsx) and the new password
// (reset-password-form.tsx). They hold zod and the shared account schemas, about 10 KB gzip that
// the first view of a form does not need, so each form loads this module when the person
// starts on it (resolverOnDemand in resolver-in-lang.ts), never with the page (issue 29).
import { standardSchemaResolver } from "@hookform/resolvers/standard-schema";
import type { FieldValues, Resolver } from "react-hook-form";
import * as z from "zod/mini";
import {
  DIALOG_MESSAGES,
  forgotPasswordSchema,
  loginSchema,
  newPassword,
  PAGE_MESSAGES,
  signupSchema,
} from "../../schemas/auth.ts";

/**
 * The login or sign-up form's check, with the specification's messages for its place: the
 * account pages' ("page") or the inquiry and membership dialogs' ("dialog").
 */
export function authResolver(mode: "login" | "signup", variant: "page" | "dialog"): Resolver<FieldValues> {
  const messages = variant === "dialog" ? DIALOG_MESSAGES : PAGE_MESSAGES;
  const schema = mode === "login" ? loginSchema(messages) : signupSchema(messages);
  return standardSchemaResolver(schema);
}

/** The one address of the forgot-password and data-request forms: the same rule on both pages. */
export const emailRequestResolver: Resolver<{ email: string }> = standardSchemaResolver(forgotPasswordSchema);

/** The API's rule for the new password, and the two typings the same (said in the page's language). */
export const newPasswordResolver = (
  passwordsDiffer: string,
): Resolver<{ password: string; confirm: string }> =>
  standardSchemaResolver(
    z.object({ password: newPassword, confirm: z.string() }).check(
      z.refine((values) => values.password === values.confirm, {
        path: ["confirm"],
        message: passwordsDiffer,
      }),
    ),
  );
