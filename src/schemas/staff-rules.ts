// Staff roles, what each may do, and the staff record's kinds (docs/product.md D27; decision
// 0041), as plain constants the browser can import without zod (the request schemas are in
// staff.ts). The one permission matrix: the server checks every admin endpoint against it
// (src/server/auth/guard.ts) and the admin panel shows only what it allows.

/** The staff roles: the specification's "admin" is the owner. */
export const STAFF_ROLES = ["owner", "sales", "accounts"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** The closed set of things a staff member may be allowed to do. */
export const PERMISSIONS = [
  /** The summary cards. */
  "summary",
  /** The members' list. */
  "members",
  /** Service inquiries: read, change their status. */
  "inquiries",
  /** Quotes on inquiries. */
  "quotes",
  /** Payment links on bookings: made, listed, cancelled. */
  "payment-links",
  /** Contact messages and the e-mails refused for good (sent again). */
  "messages",
  /** Grievances about personal data. */
  "grievances",
  /** Invoices: the list, a member's invoices and documents, e-mailing one again. */
  "invoices",
  /** Bank transfers recorded on bookings. */
  "payments",
  /** Refunds of invoices and cancelled bookings. */
  "refunds",
  /** Tax invoices issued at delivery. */
  "documents",
  /** Every CSV download of a list. */
  "exports",
  /** The GST returns: GSTR-1, its CSV sections, the sales register and the period's summary (decision 0042). */
  "tax-returns",
  /** The staff: added, roles changed, removed, factors reset, the staff record read. */
  "staff",
] as const;
export type Permission = (typeof PERMISSIONS)[number];

/**
 * Who may do what. Sales: inquiries, quotes, messages, bookings (their payment links). Accounts:
 * invoices, payments, refunds, documents, exports, the GST returns (and the payment links they
 * collect on).
 */
export const ROLE_PERMISSIONS: Record<StaffRole, readonly Permission[]> = {
  owner: PERMISSIONS,
  sales: ["summary", "members", "inquiries", "quotes", "payment-links", "messages", "grievances"],
  accounts: [
    "summary",
    "members",
    "inquiries",
    "invoices",
    "payment-links",
    "payments",
    "refunds",
    "documents",
    "exports",
    "tax-returns",
  ],
};

export function can(role: StaffRole | null | undefined, permission: Permission): boolean {
  return role ? ROLE_PERMISSIONS[role].includes(permission) : false;
}

/** What a staff token still lacks before any admin endpoint answers (the 403's `secondFactor`). */
export const SECOND_FACTOR_STATES = ["setup", "required"] as const;
export type SecondFactorState = (typeof SECOND_FACTOR_STATES)[number];

export const STAFF_MESSAGES = {
  notStaff: "Only staff can do this.",
  notAllowed: "Your role does not allow this.",
  setupFactor: "Set up your second factor (an authenticator app) before using the admin panel.",
  enterCode: "Enter the code from your authenticator app to use the admin panel.",
  code: "Please enter the 6-digit code from your authenticator app, or a recovery code.",
  wrongCode: "That code is not right. Please try again.",
  alreadyEnrolled: "Your second factor is already set up.",
  noEnrolment: "Start the set-up first.",
  role: "Please choose a role: owner, sales or accounts.",
  email: "Please enter the e-mail address of an account.",
  noAccount: "No account has this e-mail address. Ask the person to sign up first.",
  unconfirmed:
    "This account has not confirmed its e-mail address yet. Ask the person to follow the link in their sign-up e-mail, then add them again.",
  alreadyStaff: "This account is already on the staff.",
  notOnStaff: "Unknown staff member.",
  notYourself: "You cannot change your own role or remove yourself.",
  noFactor: "No second factor is set up: there is nothing to reset.",
  factorReset: "Their second factor is reset: they set it up again at their next sign-in.",
  removed: "They are no longer on the staff.",
} as const;

/** A TOTP code (6 digits) or a recovery code (10 letters and digits, a dash allowed). */
export const FACTOR_CODE_MAX = 16;

/** What the staff record keeps (its `action`). */
export const STAFF_ACTIONS = [
  "sign-in",
  "sign-in.factor",
  "sign-in.recovery-code",
  /** A wrong code given for the second factor (ten in fifteen minutes stop the account's tries). */
  "sign-in.factor-refused",
  /** A staff account's password changed when signed in, or reset through its e-mailed link. */
  "password.changed",
  "password.reset",
  "factor.enrolled",
  "factor.reset",
  "staff.added",
  "staff.role-changed",
  "staff.removed",
  "staff.sessions-ended",
  "inquiry.status-changed",
  "grievance.closed",
  "quote.sent",
  "refund.invoice",
  "refund.cancellation",
  "bank-transfer.recorded",
  "payment-link.sent",
  "payment-link.cancelled",
  "tax-invoice.issued",
  "email.resent",
  "export",
  "data-summary",
  "erasure",
  /** The owner changed a member's onboarding answers. */
  "onboarding.changed",
] as const;
export type StaffActionKind = (typeof STAFF_ACTIONS)[number];

/** A staff member as the owner's list shows one. */
export interface StaffMember {
  _id: string;
  name: string;
  email: string;
  staffRole: StaffRole;
  /** When the second factor was set up; null until it is. */
  factorEnrolledAt: string | null;
}

/** One row of the staff record. */
export interface StaffActionEntry {
  _id: string;
  at: string;
  actorId: string;
  actorEmail: string;
  actorRole: StaffRole | null;
  clientAddress: string;
  action: StaffActionKind;
  /** The kind of record acted on ("inquiry", "invoice", "user", ...) and its id or reference. */
  targetType: string | null;
  targetId: string | null;
  /**
   * The record as a person reads it, looked up when the record is listed (an account's name and
   * e-mail, an inquiry's reference, an invoice's number): the record keeps ids only, so that an
   * erasure leaves no personal data in it. Null when the record is gone or erased.
   */
  targetLabel: string | null;
  detail: string;
}
