// The requests that give or withdraw consent (decision 0037): PUT /user/consents, and the
// optional `consents` of a sign-up, which only the API's body has: the sign-up form's own schema
// (auth.ts) stays the specification's, so the form's bundle carries none of this.
import "./zod-setup.ts";
import * as z from "zod/mini";
import { signupSchema } from "./auth.ts";
import {
  CONSENT_CHANNEL_MESSAGE,
  CONSENT_CHANNELS,
  CONSENT_GRANTED_MESSAGE,
  CONSENT_PURPOSE_MESSAGE,
  CONSENT_PURPOSES,
  CONSENT_SOURCE_MAX,
  CONSENT_SOURCE_MESSAGE,
} from "./consent.ts";

/** A page's path: starts with one "/", one line, no spaces, at most 200 characters. */
const PAGE_PATH = /^\/(?!\/)[^\s\p{Cc}]*$/u;

export const consentSource = z
  .string(CONSENT_SOURCE_MESSAGE)
  .check(z.maxLength(CONSENT_SOURCE_MAX, CONSENT_SOURCE_MESSAGE), z.regex(PAGE_PATH, CONSENT_SOURCE_MESSAGE));

/** PUT /user/consents: one choice. */
export const consentChoiceSchema = z.strictObject({
  channel: z.enum(CONSENT_CHANNELS, CONSENT_CHANNEL_MESSAGE),
  purpose: z.enum(CONSENT_PURPOSES, CONSENT_PURPOSE_MESSAGE),
  granted: z.boolean(CONSENT_GRANTED_MESSAGE),
  source: consentSource,
});
export type ConsentChoice = z.infer<typeof consentChoiceSchema>;

/**
 * The optional `consents` of a sign-up (POST /user/create): the two WhatsApp boxes, written with
 * the account in one transaction. Sent only when a box is ticked, so the specification's body is
 * unchanged otherwise.
 */
export const signupConsentsSchema = z.strictObject({
  whatsappUpdates: z.optional(z.boolean(CONSENT_GRANTED_MESSAGE)),
  whatsappOffers: z.optional(z.boolean(CONSENT_GRANTED_MESSAGE)),
  source: consentSource,
});
export type SignupConsents = z.infer<typeof signupConsentsSchema>;

/** POST /user/create's body: the specification's fields, and the optional `consents`. */
export function signupBodySchema() {
  return z.extend(signupSchema(), { consents: z.optional(signupConsentsSchema) });
}
export type SignupBody = z.infer<ReturnType<typeof signupBodySchema>>;
