// The staff calls' request schemas (decision 0041); the roles, the permission matrix and the
// messages are plain constants in staff-rules.ts, which this module re-exports.
import "./zod-setup.ts";
import * as z from "zod/mini";
import { singleLine } from "./rules.ts";
import { FACTOR_CODE_MAX, STAFF_MESSAGES, STAFF_ROLES } from "./staff-rules.ts";

export * from "./staff-rules.ts";

/** POST /staff/factor/confirm and /staff/factor/verify. */
export const factorCodeSchema = z.strictObject({
  // One line, as every field that is not a message (decision 0026): a code typed with a line
  // break in it is refused, not cleaned.
  code: singleLine(STAFF_MESSAGES.code).check(
    z.minLength(6, STAFF_MESSAGES.code),
    z.maxLength(FACTOR_CODE_MAX, STAFF_MESSAGES.code),
  ),
});

/** POST /staff: an existing account joins the staff with a role. */
export const addStaffSchema = z.strictObject({
  // Trimmed first, as the panel trims it: an address pasted with a space is the same address.
  email: z.pipe(
    z.string(STAFF_MESSAGES.email).check(z.trim()),
    z.email(STAFF_MESSAGES.email).check(z.maxLength(254, STAFF_MESSAGES.email)),
  ),
  role: z.enum(STAFF_ROLES, STAFF_MESSAGES.role),
});

/** PATCH /staff/{id}. */
export const staffRoleSchema = z.strictObject({ role: z.enum(STAFF_ROLES, STAFF_MESSAGES.role) });

/** /staff/{id}: a malformed id is answered as an unknown staff member. */
export const staffIdParams = z.object({ id: z.uuid(STAFF_MESSAGES.notOnStaff) });
