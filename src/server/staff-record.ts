// Routes append to the staff record through here (decision 0041): the actor is the signed-in
// staff member, the address the one the rate limits use (client-address.ts).
import type { Context } from "hono";
import type { StaffActionKind } from "../schemas/staff.ts";
import type { AppBindings } from "./context.ts";
import { type ActionTarget, recordStaffAction, type StaffActor } from "./services/staff-actions.ts";

export function actorOf(c: Context<AppBindings>): StaffActor {
  const user = c.var.user;
  return {
    id: user.id,
    email: user.email,
    staffRole: user.staffRole,
    clientAddress: c.var.deps.clientAddress(c),
  };
}

/** Appends what the signed-in staff member did; a member's own actions are not staff actions. */
export async function recordAction(
  c: Context<AppBindings>,
  action: StaffActionKind,
  target?: ActionTarget,
  detail = "",
): Promise<void> {
  if (!c.var.user.staffRole) return;
  await recordStaffAction(c.var.deps.db, actorOf(c), action, target, detail);
}
