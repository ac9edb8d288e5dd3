// The staff record's actions as the owner reads them in the panel (decision 0041): only the
// lazily loaded staff panel needs them, so they stay out of the panel's first script.
import type { StaffActionKind } from "../../schemas/staff-rules.ts";

/** Each action as the owner reads it in the staff record, before its record and detail. */
export const STAFF_ACTION_WORDS: Record<StaffActionKind, string> = {
  "sign-in": "Signed in with the password",
  "sign-in.factor": "Passed the second factor",
  "sign-in.recovery-code": "Passed the second factor with a recovery code",
  "sign-in.factor-refused": "Gave a wrong second-factor code",
  "password.changed": "Changed the password",
  "password.reset": "Set a new password through a reset link",
  "factor.enrolled": "Set up the second factor",
  "factor.reset": "Reset the second factor",
  "staff.added": "Added to the staff",
  "staff.role-changed": "Changed the role",
  "staff.removed": "Removed from the staff",
  "staff.sessions-ended": "Signed out everywhere",
  "inquiry.status-changed": "Changed the inquiry's status",
  "grievance.closed": "Closed the grievance",
  "quote.sent": "Sent a quote",
  "refund.invoice": "Refunded",
  "refund.cancellation": "Refunded a cancellation",
  "bank-transfer.recorded": "Recorded a bank transfer",
  "payment-link.sent": "Made a payment link",
  "payment-link.cancelled": "Cancelled a payment link",
  "tax-invoice.issued": "Issued the booking's tax invoice",
  "email.resent": "Sent an e-mail again",
  export: "Downloaded a list",
  "data-summary": "Read a member's data summary",
  erasure: "Erased an account",
  "onboarding.changed": "Changed the onboarding answers",
};
