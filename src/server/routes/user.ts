// Accounts: sign-up, login, sessions, forgot and reset password, onboarding
// (docs/product.md A7, D5-D10), the language of the account's e-mails (D25), how the member
// lets us write to them (D26), and their data: seen, corrected and erased (D27).
import { Hono, type Context } from "hono";
import { resetTokenParams, sessionIdParams, userIdParams } from "../../schemas/api/params.ts";
import {
  changePasswordSchema,
  confirmEmailSchema,
  forgotPasswordSchema,
  languageSchema,
  loginSchema,
  onboardingSchema,
  refreshSchema,
  resetPasswordSchema,
} from "../../schemas/auth.ts";
import { consentChoiceSchema, signupBodySchema } from "../../schemas/consent-requests.ts";
import { eraseSchema, profileSchema } from "../../schemas/privacy-requests.ts";
import { answerIn, answerLanguage } from "../accept-language.ts";
import { assertSelfOrOwner, assertSelfOrStaff, requireSession, requireUser } from "../auth/guard.ts";
import { afterResponse, deliverAll, deliverQueued } from "../background.ts";
import type { AppBindings } from "../context.ts";
import { assertHuman } from "../captcha/verifier.ts";
import { badRequest, conflict, HttpError, unauthorized } from "../errors.ts";
import { enforce, hit, RATE_LIMITS, reached, scaled } from "../rate-limit/limiter.ts";
import { limit } from "../rate-limit/middleware.ts";
import { consentsView, recordConsent } from "../notify/consents.ts";
import {
  ALREADY_CONFIRMED_MESSAGE,
  CONFIRMATION_SENT_MESSAGE,
  confirmEmail,
  EMAIL_CONFIRMED_MESSAGE,
  isConfirmed,
  queueConfirmation,
} from "../services/email-confirmation.ts";
import { eraseMember } from "../services/erasure.ts";
import { memberData } from "../services/member-data.ts";
import { getOnboarding, saveOnboarding } from "../services/onboarding.ts";
import { requestPasswordReset, resetPassword } from "../services/password-reset.ts";
import {
  endOwnSession,
  endSession,
  issueSession,
  listSessions,
  rotateSession,
  type DeviceSeen,
} from "../services/sessions.ts";
import {
  authenticate,
  changePassword,
  createUser,
  findUserById,
  setLanguage,
  toPublicUser,
  updateProfile,
} from "../services/users.ts";
import { jsonBody, params } from "../validate.ts";
import { recordStaffAction } from "../services/staff-actions.ts";
import { recordAction } from "../staff-record.ts";

export const RESET_REQUESTED_MESSAGE =
  "If an account exists for this email, you will receive a password reset link shortly.";
export const SESSION_ENDED_MESSAGE = "That device is signed out.";
export const LOGGED_OUT_MESSAGE = "You are logged out.";
export const PASSWORD_CHANGED_MESSAGE = "Your password has been changed. Your other devices are signed out.";

/** True, counting it, when the address may have a confirmation link now; false past a limit. */
async function withinConfirmationLimits(c: Context<AppBindings>, email: string): Promise<boolean> {
  try {
    await enforce(c.var.deps.db, [
      [RATE_LIMITS.confirmationPerAddress, email],
      [RATE_LIMITS.confirmationPerAddressDaily, email],
    ]);
    return true;
  } catch (error) {
    if (error instanceof HttpError && error.status === 429) return false;
    throw error;
  }
}

/** The browser and address a session signs in or refreshes from. */
export function deviceOf(c: Context<AppBindings>): DeviceSeen {
  return { userAgent: c.req.header("User-Agent") ?? "", clientAddress: c.var.deps.clientAddress(c) };
}

export const PASSWORD_UPDATED_MESSAGE =
  "Your password has been updated. Please log in with your new password.";

export const userRoutes = new Hono<AppBindings>({ strict: false })
  // The specification's body, and the WhatsApp boxes ticked on the form if any (decision 0037).
  .post("/create", ...jsonBody(signupBodySchema()), async (c) => {
    const { db, jwtKey } = c.var.deps;
    await enforce(
      db,
      [[RATE_LIMITS.signupPerClient, c.var.deps.clientAddress(c)]],
      c.var.deps.env.RATE_LIMIT_MULTIPLIER,
    );
    // The body is the specification's; the account's language is the page's, which the site
    // sends as Accept-Language (docs/product.md D25).
    const user = await createUser(db, c.req.valid("json"), answerLanguage(c.req.header("Accept-Language")));
    const { accessToken, refreshToken } = await issueSession(db, user, jwtKey, deviceOf(c));
    // The only message the address gets until it is confirmed (decision 0043); an address
    // that had its links lately (an account erased and opened again) gets none now.
    if (await withinConfirmationLimits(c, user.email)) {
      const queued = await queueConfirmation(db, user.id, c.var.deps.env.siteUrl);
      if (queued) deliverQueued(c, queued, "address confirmation");
    }
    return c.json({ accessToken, refreshToken, newUser: toPublicUser(user) }, 201);
  })

  .post("/login", ...jsonBody(loginSchema()), async (c) => {
    const { db, env, jwtKey, captcha } = c.var.deps;
    const { email, password, capchaToken } = c.req.valid("json");
    const client = c.var.deps.clientAddress(c);
    const multiplier = env.RATE_LIMIT_MULTIPLIER;
    // Nobody is locked out of their own account, nor out of their address (decisions 0025 and
    // 0043): every login from a client counts against the cap on password hashing, and past
    // the limit of wrong guesses from an address, or for an account from anywhere, logging in
    // needs the bot check instead of being refused, so that a guesser behind a venue's wi-fi or
    // a carrier's NAT never shuts out the honest people behind the same address.
    await enforce(db, [[RATE_LIMITS.loginPerClient, client]], multiplier);
    if (
      (await reached(db, RATE_LIMITS.loginFailuresPerClient, client, multiplier)) ||
      (await reached(db, RATE_LIMITS.loginFailuresPerAccount, email, multiplier))
    ) {
      await assertHuman(captcha, capchaToken, client);
    }
    let user;
    try {
      user = await authenticate(db, email, password);
    } catch (error) {
      if (error instanceof HttpError && error.status === 401) {
        const address = scaled(RATE_LIMITS.loginFailuresPerClient, multiplier);
        const fromAddress = await hit(db, address, client);
        const account = scaled(RATE_LIMITS.loginFailuresPerAccount, multiplier);
        const forAccount = await hit(db, account, email);
        // The form shows the bot check before the next try.
        if (fromAddress.count >= address.limit || forAccount.count >= account.limit) {
          throw new HttpError(401, error.message, { extra: { captcha: "required" } });
        }
      }
      throw error;
    }
    const { accessToken, refreshToken } = await issueSession(db, user, jwtKey, deviceOf(c));
    // A staff sign-in's first step (the password) is on the staff record; the code is the second.
    if (user.staffRole) {
      await recordStaffAction(db, { ...user, clientAddress: client }, "sign-in", {
        type: "user",
        id: user.id,
      });
    }
    return c.json({ accessToken, refreshToken, user: toPublicUser(user) });
  })

  .post("/forgot/password", ...jsonBody(forgotPasswordSchema), async (c) => {
    const { db, env, mailer, whatsapp, captcha } = c.var.deps;
    const { email, capchaToken } = c.req.valid("json");
    const client = c.var.deps.clientAddress(c);
    await enforce(db, [[RATE_LIMITS.forgotPerClient, client]], env.RATE_LIMIT_MULTIPLIER);
    // The bot check before the account's own limit: nobody can use up a person's reset
    // e-mails without solving it.
    await assertHuman(captcha, capchaToken, client);
    await enforce(db, [[RATE_LIMITS.forgotPerAccount, email]], env.RATE_LIMIT_MULTIPLIER);
    // Everything that depends on the account existing happens after the answer, so that the
    // answer (its words and its time alike) says nothing about it (D7).
    afterResponse(
      c,
      async () => {
        const queued = await requestPasswordReset(db, email, env.siteUrl);
        if (queued) await deliverAll({ mailer, whatsapp }, queued);
      },
      "password reset request",
    );
    return c.json({ message: answerIn(c, RESET_REQUESTED_MESSAGE) });
  })

  .put(
    "/auth/update-password/:token",
    params(resetTokenParams),
    ...jsonBody(resetPasswordSchema),
    limit(RATE_LIMITS.resetPerClient),
    async (c) => {
      const { db, clientAddress } = c.var.deps;
      const { userId } = await resetPassword(db, c.req.valid("param").token, c.req.valid("json").password);
      // A staff account's new password is on the staff record, as its sign-ins are.
      const user = await findUserById(db, userId);
      if (user?.staffRole) {
        await recordStaffAction(db, { ...user, clientAddress: clientAddress(c) }, "password.reset", {
          type: "user",
          id: user.id,
        });
      }
      return c.json({ message: answerIn(c, PASSWORD_UPDATED_MESSAGE) });
    },
  )

  // The site's session check: a staff session before its factor too, so the panel can ask for it.
  .post("/auth/verify", requireSession, async (c) => {
    const user = await findUserById(c.var.deps.db, c.var.user.id);
    if (!user) throw unauthorized();
    return c.json({ user: toPublicUser(user) });
  })

  .post("/auth/refresh", ...jsonBody(refreshSchema), async (c) => {
    const { db, jwtKey } = c.var.deps;
    await enforce(
      db,
      [[RATE_LIMITS.refreshPerClient, c.var.deps.clientAddress(c)]],
      c.var.deps.env.RATE_LIMIT_MULTIPLIER,
    );
    const { accessToken, refreshToken, user } = await rotateSession(
      db,
      c.req.valid("json").refreshToken,
      jwtKey,
      deviceOf(c),
    );
    return c.json({ accessToken, refreshToken, user: toPublicUser(user) });
  })

  .post("/auth/logout", ...jsonBody(refreshSchema), async (c) => {
    await endSession(c.var.deps.db, c.req.valid("json").refreshToken);
    return c.json({ message: answerIn(c, LOGGED_OUT_MESSAGE) });
  })

  // The member's signed-in devices, ending any of them, and a new password that ends the others
  // (decision 0043).
  .get("/sessions", requireUser, async (c) =>
    c.json({ sessions: await listSessions(c.var.deps.db, c.var.user.id, c.var.sessionId) }),
  )

  .post("/sessions/:sessionId/end", requireUser, params(sessionIdParams), async (c) => {
    const { sessionId } = c.req.valid("param");
    await endOwnSession(c.var.deps.db, c.var.user.id, sessionId);
    // A staff member ending one of their own devices: on the record, as the owner's doing so is.
    await recordAction(
      c,
      "staff.sessions-ended",
      { type: "user", id: c.var.user.id },
      `session ${sessionId}`,
    );
    return c.json({ message: answerIn(c, SESSION_ENDED_MESSAGE) });
  })

  .put(
    "/password",
    requireUser,
    ...jsonBody(changePasswordSchema),
    limit(RATE_LIMITS.passwordChangePerMember),
    async (c) => {
      const { currentPassword, password } = c.req.valid("json");
      const ended = await changePassword(
        c.var.deps.db,
        c.var.user.id,
        currentPassword,
        password,
        c.var.sessionId,
      );
      c.var.log.info("password changed", { userId: c.var.user.id, sessionsEnded: ended });
      await recordAction(c, "password.changed", { type: "user", id: c.var.user.id });
      return c.json({ message: answerIn(c, PASSWORD_CHANGED_MESSAGE) });
    },
  )

  // Confirming the account's address (decision 0043): whether it is, a new link, and the link's token.
  .get("/email/confirmation", requireUser, async (c) =>
    c.json({ email: c.var.user.email, confirmed: await isConfirmed(c.var.deps.db, c.var.user.id) }),
  )

  .post("/email/confirmation", requireUser, async (c) => {
    const { db, env } = c.var.deps;
    if (await isConfirmed(db, c.var.user.id)) throw conflict(ALREADY_CONFIRMED_MESSAGE);
    await enforce(db, [
      [RATE_LIMITS.confirmationPerAddress, c.var.user.email],
      [RATE_LIMITS.confirmationPerAddressDaily, c.var.user.email],
    ]);
    const queued = await queueConfirmation(db, c.var.user.id, env.siteUrl);
    if (queued) deliverQueued(c, queued, "address confirmation");
    return c.json({ message: answerIn(c, CONFIRMATION_SENT_MESSAGE) }, 202);
  })

  .post(
    "/email/confirm",
    ...jsonBody(confirmEmailSchema),
    limit(RATE_LIMITS.confirmLinkPerClient),
    async (c) => {
      await confirmEmail(c.var.deps.db, c.req.valid("json").token);
      return c.json({ message: answerIn(c, EMAIL_CONFIRMED_MESSAGE) });
    },
  )

  .put("/language", requireUser, ...jsonBody(languageSchema), async (c) => {
    const user = await setLanguage(c.var.deps.db, c.var.user.id, c.req.valid("json").language);
    if (!user) throw unauthorized();
    return c.json({ user: toPublicUser(user) });
  })

  // How the member lets us write to them, and the record of their choices (D26; decision 0037).
  .get("/consents", requireUser, async (c) => c.json(await consentsView(c.var.deps.db, c.var.user.id)))

  .put("/consents", requireUser, ...jsonBody(consentChoiceSchema), async (c) => {
    const { view, fallbackEmailIds } = await recordConsent(c.var.deps.db, c.var.user.id, c.req.valid("json"));
    // Updates still waiting for WhatsApp when it was withdrawn go by e-mail instead.
    deliverQueued(c, { emailIds: fallbackEmailIds, whatsappIds: [] }, "fallback e-mails");
    return c.json(view);
  })

  // The member's data rights (D27; decision 0039): everything held about them, correcting the
  // name and phone, and erasing the account (consents are withdrawn with PUT /consents).
  .get("/data", requireUser, limit(RATE_LIMITS.dataPerMember), async (c) => {
    const data = await memberData(c.var.deps.db, c.var.user.id);
    // A staff member's summary of their own data is on the staff record like their other acts.
    await recordAction(c, "data-summary", { type: "user", id: c.var.user.id });
    return c.json({ data });
  })

  .patch("/profile", requireUser, ...jsonBody(profileSchema), async (c) => {
    const { user, fallbackEmailIds } = await updateProfile(c.var.deps.db, c.var.user.id, c.req.valid("json"));
    if (!user) throw unauthorized();
    deliverQueued(c, { emailIds: fallbackEmailIds, whatsappIds: [] }, "fallback e-mails");
    return c.json({ user: toPublicUser(user) });
  })

  .post("/erase", requireUser, ...jsonBody(eraseSchema), limit(RATE_LIMITS.erasePerMember), async (c) => {
    const { db, env } = c.var.deps;
    const erasure = await eraseMember(db, c.var.user.id, c.req.valid("json").password, {
      seller: env.seller,
    });
    c.var.log.info("account erased", { userId: c.var.user.id });
    return c.json({ erasure });
  })

  .get("/onboarding/:userId", requireUser, params(userIdParams), async (c) => {
    const { userId } = c.req.valid("param");
    assertSelfOrStaff(c.var.user, userId, "members");
    return c.json({ onboarding: await getOnboarding(c.var.deps.db, userId) });
  })

  .put("/onboarding/:userId", requireUser, params(userIdParams), ...jsonBody(onboardingSchema), async (c) => {
    const { userId } = c.req.valid("param");
    assertSelfOrOwner(c.var.user, userId);
    if (!(await findUserById(c.var.deps.db, userId))) throw badRequest("Unknown user.");
    const onboarding = await saveOnboarding(c.var.deps.db, userId, c.req.valid("json"));
    if (userId !== c.var.user.id) await recordAction(c, "onboarding.changed", { type: "user", id: userId });
    return c.json({ onboarding });
  });
