// The operators' refund of a cancelled booking (D23), in a file of its own: only the server and
// the API description read it, so its default reason (config/document-phrases.ts) stays out of
// the pages' scripts, where the same phrase is read back from documents.
import "./zod-setup.ts";
import * as z from "zod/mini";
import { SERVER_REFUND_REASONS } from "../config/document-phrases.ts";
import { bankReference, refundReason } from "./admin-requests.ts";

/** The operators refund a cancelled booking what the policy gave back (D23). */
export const cancellationRefundSchema = z.strictObject({
  reason: z._default(z.optional(refundReason), SERVER_REFUND_REASONS.cancellation),
  bankReference,
});
