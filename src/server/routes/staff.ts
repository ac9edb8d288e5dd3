// Staff (D27; decision 0041): the second factor every staff account sets up and enters after its
// password (these calls need a staff sign-in, not the factor itself), and the owner's management
// of the staff and their record of actions (the "staff" permission, past the factor).
import { Hono, type Context } from "hono";
import { formatIsoDay } from "../../lib/dates.ts";
import { TOTAL_COUNT_HEADER } from "../../schemas/admin.ts";
import { adminListQuery } from "../../schemas/admin-requests.ts";
import {
  addStaffSchema,
  factorCodeSchema,
  STAFF_MESSAGES,
  staffIdParams,
  staffRoleSchema,
} from "../../schemas/staff.ts";
import { allow, requireSession, requireStaff } from "../auth/guard.ts";
import { deliverQueued } from "../background.ts";
import type { AppBindings } from "../context.ts";
import { csvResponse } from "../csv.ts";
import { enforce, RATE_LIMITS, takeBack } from "../rate-limit/limiter.ts";
import { issueSession, revokeFamily } from "../services/sessions.ts";
import { deviceOf } from "./user.ts";
import { exportStaffActions, listStaffActions, STAFF_ACTION_CSV_HEADER } from "../services/staff-actions.ts";
import {
  addStaff,
  changeStaffRole,
  confirmEnrolment,
  listStaff,
  removeStaff,
  resetStaffFactor,
  startEnrolment,
  unusedRecoveryCodes,
  verifySecondFactor,
} from "../services/staff.ts";
import { findUserById, toPublicUser } from "../services/users.ts";
import { recordAction } from "../staff-record.ts";
import { jsonBody, params, query } from "../validate.ts";
import { HttpError, unauthorized } from "../errors.ts";

// The factor's own calls: a staff session before its second factor reaches these.
const staffSignedIn = [requireSession, requireStaff] as const;

/**
 * Checks a second-factor code (decision 0041) against the account's ten wrong codes in fifteen
 * minutes. Each try is counted before it is checked, so that parallel guesses are counted too;
 * anything but a wrong code is taken back (a right code costs nothing), and a wrong one is
 * written on the staff record, where the owner sees someone guessing.
 */
async function tryCode<T>(c: Context<AppBindings>, check: () => Promise<T>): Promise<T> {
  const { db } = c.var.deps;
  const rule = RATE_LIMITS.factorPerMember;
  await enforce(db, [[rule, c.var.user.id]]);
  try {
    const result = await check();
    await takeBack(db, rule, c.var.user.id);
    return result;
  } catch (error) {
    if (error instanceof HttpError && error.message === STAFF_MESSAGES.wrongCode) {
      await recordAction(c, "sign-in.factor-refused", { type: "user", id: c.var.user.id });
    } else {
      await takeBack(db, rule, c.var.user.id);
    }
    throw error;
  }
}

export const staffRoutes = new Hono<AppBindings>({ strict: false })
  // Where this staff session stands: what the panel asks before anything else.
  .get("/factor", ...staffSignedIn, async (c) => {
    const user = c.var.user;
    return c.json({
      staffRole: user.staffRole!,
      enrolled: user.totpEnabledAt !== null,
      secondFactor: user.secondFactor,
      recoveryCodesLeft: user.totpEnabledAt ? await unusedRecoveryCodes(c.var.deps.db, user.id) : 0,
    });
  })
  .post("/factor/setup", ...staffSignedIn, async (c) =>
    c.json(await startEnrolment(c.var.deps.db, c.var.user.id)),
  )
  .post("/factor/confirm", ...staffSignedIn, ...jsonBody(factorCodeSchema), async (c) => {
    const { db, jwtKey, clock } = c.var.deps;
    const { recoveryCodes, user } = await tryCode(c, () =>
      confirmEnrolment(db, c.var.user.id, c.req.valid("json").code, clock()),
    );
    await recordAction(c, "factor.enrolled", { type: "user", id: user.id });
    const session = await issueSession(db, user, jwtKey, deviceOf(c), undefined, true);
    return c.json({
      recoveryCodes,
      accessToken: session.accessToken,
      refreshToken: session.refreshToken,
      user: toPublicUser(user),
    });
  })
  .post("/factor/verify", ...staffSignedIn, ...jsonBody(factorCodeSchema), async (c) => {
    const { db, jwtKey, clock } = c.var.deps;
    const how = await tryCode(c, () =>
      verifySecondFactor(db, c.var.user.id, c.req.valid("json").code, clock()),
    );
    await recordAction(c, how === "totp" ? "sign-in.factor" : "sign-in.recovery-code", {
      type: "user",
      id: c.var.user.id,
    });
    const user = await findUserById(db, c.var.user.id);
    if (!user) throw unauthorized();
    const session = await issueSession(db, user, jwtKey, deviceOf(c), undefined, true);
    // The password-only session this replaces ends: one device, one session in the list.
    if (c.var.sessionId) await revokeFamily(db, c.var.sessionId);
    return c.json({
      accessToken: session.accessToken,
      refreshToken: session.refreshToken,
      user: toPublicUser(user),
    });
  })

  // The owner's: the staff, their roles and factors, and the record of what staff did.
  .get("/", ...allow("staff"), async (c) => c.json({ staff: await listStaff(c.var.deps.db) }))
  .post("/", ...allow("staff"), ...jsonBody(addStaffSchema), async (c) => {
    const { email, role } = c.req.valid("json");
    const { db, env } = c.var.deps;
    const { member, queued } = await addStaff(db, email, role, env.siteUrl);
    await recordAction(c, "staff.added", { type: "user", id: member._id }, role);
    deliverQueued(c, queued, "staff e-mail");
    return c.json({ member }, 201);
  })
  .get("/actions", ...allow("staff"), query(adminListQuery), async (c) => {
    const { page, limit: size } = c.req.valid("query");
    const { actions, total } = await listStaffActions(c.var.deps.db, { page, limit: size });
    c.header(TOTAL_COUNT_HEADER, String(total));
    return c.json({ actions, total, page, limit: size });
  })
  .get("/actions/export.csv", ...allow("staff"), async (c) => {
    await recordAction(c, "export", { type: "staff_actions" });
    return csvResponse(
      c,
      `staff-actions-${formatIsoDay(new Date())}.csv`,
      STAFF_ACTION_CSV_HEADER,
      exportStaffActions(c.var.deps.db),
    );
  })
  .patch("/:id", ...allow("staff"), params(staffIdParams), ...jsonBody(staffRoleSchema), async (c) => {
    const { id } = c.req.valid("param");
    const { db, env } = c.var.deps;
    const { member, from, queued } = await changeStaffRole(
      db,
      c.var.user.id,
      id,
      c.req.valid("json").role,
      env.siteUrl,
    );
    // The role they already had changes nothing, and so is no row on the record (nor an e-mail).
    if (queued) {
      await recordAction(c, "staff.role-changed", { type: "user", id }, `${from} → ${member.staffRole}`);
      deliverQueued(c, queued, "staff e-mail");
    }
    return c.json({ member });
  })
  .post("/:id/remove", ...allow("staff"), params(staffIdParams), async (c) => {
    const { id } = c.req.valid("param");
    const { member, queued } = await removeStaff(c.var.deps.db, c.var.user.id, id, c.var.deps.env.siteUrl);
    await recordAction(c, "staff.removed", { type: "user", id }, member.staffRole);
    deliverQueued(c, queued, "staff e-mail");
    return c.json({ message: STAFF_MESSAGES.removed });
  })
  .post("/:id/factor/reset", ...allow("staff"), params(staffIdParams), async (c) => {
    const { id } = c.req.valid("param");
    const { member, queued } = await resetStaffFactor(
      c.var.deps.db,
      c.var.user.id,
      id,
      c.var.deps.env.siteUrl,
    );
    await recordAction(c, "factor.reset", { type: "user", id });
    deliverQueued(c, queued, "staff e-mail");
    return c.json({ message: STAFF_MESSAGES.factorReset, member });
  });
