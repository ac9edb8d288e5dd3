// A member's membership as the API gives it (GET /subscription/current; docs/product.md D20). No zod: the
// dashboard imports this.

export interface Membership {
  plan: { _id: string; name: string; slug: string };
  /** Active until the paid year that ends last has ended. */
  status: "active" | "expired";
  startsAt: string;
  /** When it ends ("Plan Expire" of the invoice that ends last). */
  endsAt: string;
  /** Whole days left by the business's calendar; 0 on the last day and once expired. */
  daysLeft: number;
  invoiceId: string;
}

/** Buying a different plan while a membership is active: upgrades go through support (FAQ). */
/** A second order while the first is still being asked of the payment service (a double click). */
export const ORDER_IN_PROGRESS = "Your order is being prepared. Please try again in a moment.";

export const PLAN_CHANGE_MESSAGE = (current: string, ends: string) =>
  `Your ${current} membership runs until ${ends}. To change your plan, please contact us: we will move you across and settle the difference.`;
