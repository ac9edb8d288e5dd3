// A grievance about personal data (POST /grievance; docs/product.md D27): who, how to reach
// them and what went wrong, with the bot check, signed in or not. The name, e-mail and phone
// follow the contact message's rules (the same fields, the same messages); the operators'
// calls take a status filter and an outcome. Plain constants: grievance-rules.ts.
import "./zod-setup.ts";
import * as z from "zod/mini";
import { adminListQuery, adminSearchQuery, optionalChoice } from "./admin-requests.ts";
import { contactSchema } from "./contact.ts";
import {
  GRIEVANCE_MESSAGE_MAX,
  GRIEVANCE_MESSAGES,
  GRIEVANCE_NOTE_MAX,
  GRIEVANCE_OUTCOMES,
  GRIEVANCE_STATUSES,
  GRIEVANCE_TOPIC_VALUES,
} from "./grievance-rules.ts";

export const grievanceSchema = z.strictObject({
  ...z.pick(contactSchema, { name: true, email: true, phone: true, capchaToken: true }).shape,
  topic: z.enum(GRIEVANCE_TOPIC_VALUES, GRIEVANCE_MESSAGES.topic),
  message: z
    .string(GRIEVANCE_MESSAGES.message)
    .check(
      z.trim(),
      z.minLength(1, GRIEVANCE_MESSAGES.message),
      z.maxLength(GRIEVANCE_MESSAGE_MAX, GRIEVANCE_MESSAGES.messageTooLong),
    ),
});

export type GrievanceInput = z.input<typeof grievanceSchema>;

/** An empty status means every grievance, so that the panel can always send the key. */
const statusFilter = { status: optionalChoice(GRIEVANCE_STATUSES, GRIEVANCE_MESSAGES.status) };

/** ?q=&status=&page=&limit= of GET /grievance/admin. */
export const adminGrievanceListQuery = z.extend(adminListQuery, statusFilter);
/** ?q=&status= of its CSV. */
export const adminGrievanceSearchQuery = z.extend(adminSearchQuery, statusFilter);

/** PATCH /grievance/admin/{id}: answered or closed, with what was done. */
export const grievanceOutcomeSchema = z.strictObject({
  status: z.enum(GRIEVANCE_OUTCOMES, GRIEVANCE_MESSAGES.outcome),
  note: z._default(
    z.optional(
      z
        .string(GRIEVANCE_MESSAGES.noteTooLong)
        .check(z.trim(), z.maxLength(GRIEVANCE_NOTE_MAX, GRIEVANCE_MESSAGES.noteTooLong)),
    ),
    "",
  ),
});

/** /grievance/admin/{id}: a malformed id is answered as an unknown one. */
export const grievanceIdParams = z.object({ id: z.uuid(GRIEVANCE_MESSAGES.notFound) });
