// The requests of a person's data rights (docs/product.md D27; decision 0039): correcting the
// account's name and phone (the sign-up's own rules), erasing the account (confirmed with the
// password), and a visitor's request by e-mail address (through the bot check) with its link.
import "./zod-setup.ts";
import * as z from "zod/mini";
import { accountName, accountPhone, forgotPasswordSchema, PASSWORD_MAX } from "./auth.ts";
import { DATA_REQUEST_LINK_INVALID, ERASE_CONFIRM_MESSAGE, PROFILE_EMPTY_MESSAGE } from "./privacy.ts";

/** PATCH /user/profile: the name, the phone number or both, checked as at sign-up. */
export const profileSchema = z
  .strictObject({ name: z.optional(accountName), phoneNo: z.optional(accountPhone()) })
  .check(
    z.refine(
      (value: { name?: string; phoneNo?: string }) => value.name !== undefined || value.phoneNo !== undefined,
      PROFILE_EMPTY_MESSAGE,
    ),
  );
export type ProfileInput = z.infer<typeof profileSchema>;

/** POST /user/erase: the account's password, as typed at sign-in. */
export const eraseSchema = z.strictObject({
  password: z
    .string(ERASE_CONFIRM_MESSAGE)
    .check(z.minLength(1, ERASE_CONFIRM_MESSAGE), z.maxLength(PASSWORD_MAX, ERASE_CONFIRM_MESSAGE)),
});

/** POST /privacy/data-request: the address and the bot check's token, as a reset request has them. */
export const dataRequestSchema = forgotPasswordSchema;

/** The link's token: 256 random bits in base64url (43 characters), as the reset link's. */
export const dataRequestParams = z.object({
  token: z.string().check(z.regex(/^[\w-]{20,100}$/, DATA_REQUEST_LINK_INVALID)),
});
