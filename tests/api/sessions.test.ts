// Sign-in that neither strangers nor crowds can break (issue 27; decision 0043), on every
// driver: refreshes at once from two tabs, signed-in devices and ending them, a password change,
// and addresses confirmed before anything else is sent to them. The clock is given, never waited for.
import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { emailConfirmations, outgoingEmails, users } from "../../src/server/db/schema.ts";
import { REFRESH_GRACE_MS, rotateSession } from "../../src/server/services/sessions.ts";
import { answerOf as body, signInAdmin, TEST_JWT_KEY } from "../helpers/app.ts";
import { closeDatabaseHelpers } from "../helpers/databases.ts";
import { forEachDatabase } from "../helpers/for-each-database.ts";
import { SOLVED_LOCAL_CAPTCHA } from "../fixtures/captcha.ts";
import { eventInquiry } from "../fixtures/inquiries.ts";

afterAll(closeDatabaseHelpers);

const PHONE_UA =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36";
const LAPTOP_UA =
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_6) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15";
const DEVICE = { userAgent: "test", clientAddress: "203.0.113.9" };

let counter = 0;
const newEmail = (label = "member") => `${label}.${Date.now().toString(36)}.${(counter += 1)}@example.com`;

interface Session {
  accessToken: string;
  refreshToken: string;
}

forEachDatabase("sign-in and sessions", (ctx) => {
  const call = (
    method: string,
    path: string,
    options: { body?: unknown; token?: string; headers?: Record<string, string> } = {},
  ) =>
    ctx.api.app.request(`/api/v1${path}`, {
      method,
      headers: {
        "content-type": "application/json",
        ...(options.token ? { Authorization: `Bearer ${options.token}` } : {}),
        ...options.headers,
      },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });

  async function signUp(name = "Asha Rao") {
    const input = { name, email: newEmail(), phoneNo: "9876543210", password: "first password" };
    const created = await body<Session & { newUser: { _id: string } }>(
      await call("POST", "/user/create", { body: input, headers: { "user-agent": LAPTOP_UA } }),
      201,
    );
    return { input, id: created.newUser._id, ...created };
  }

  const logIn = async (email: string, password: string, userAgent: string) =>
    body<Session>(
      await call("POST", "/user/login", { body: { email, password }, headers: { "user-agent": userAgent } }),
      200,
    );

  const refresh = (refreshToken: string) => call("POST", "/user/auth/refresh", { body: { refreshToken } });

  describe("refreshing one token twice at once", () => {
    it("gives both callers the same successor, and both go on signed in", async () => {
      const { refreshToken } = await signUp();
      const [one, two] = await Promise.all([refresh(refreshToken), refresh(refreshToken)]);
      const first = await body<Session>(one, 200);
      const second = await body<Session>(two, 200);
      expect(second.refreshToken).toBe(first.refreshToken);
      // The successor still works, and so does each tab's access token.
      const next = await body<Session>(await refresh(first.refreshToken), 200);
      expect((await call("POST", "/user/auth/verify", { token: next.accessToken })).status).toBe(200);
      expect((await call("POST", "/user/auth/verify", { token: second.accessToken })).status).toBe(200);
    });

    it("answers a retry moments later with the same successor (a phone that lost the answer)", async () => {
      const { refreshToken } = await signUp();
      const first = await body<Session>(await refresh(refreshToken), 200);
      const retry = await body<Session>(await refresh(refreshToken), 200);
      expect(retry.refreshToken).toBe(first.refreshToken);
    });

    it("still ends the whole session when a spent token comes back after the grace window", async () => {
      const { refreshToken } = await signUp();
      const start = Date.now();
      const rotated = await rotateSession(ctx.db, refreshToken, TEST_JWT_KEY, DEVICE, start);
      // Within the window: the same successor.
      const again = await rotateSession(ctx.db, refreshToken, TEST_JWT_KEY, DEVICE, start + REFRESH_GRACE_MS);
      expect(again.refreshToken).toBe(rotated.refreshToken);
      // After it: a stolen token. Refused, and the successor with it.
      await expect(
        rotateSession(ctx.db, refreshToken, TEST_JWT_KEY, DEVICE, start + REFRESH_GRACE_MS + 1),
      ).rejects.toMatchObject({ status: 401 });
      expect((await refresh(rotated.refreshToken)).status).toBe(401);
      expect((await call("POST", "/user/auth/verify", { token: rotated.accessToken })).status).toBe(401);
    });
  });

  describe("signed-in devices", () => {
    it("lists each device in short words, marks this one, and ends another: its next call is refused", async () => {
      const laptop = await signUp();
      const phone = await logIn(laptop.input.email, laptop.input.password, PHONE_UA);
      const listed = await body<{ sessions: Record<string, unknown>[] }>(
        await call("GET", "/user/sessions", { token: laptop.accessToken }),
        200,
      );
      expect(listed.sessions).toHaveLength(2);
      const seen = Object.fromEntries(listed.sessions.map((s) => [`${s.browser} on ${s.system}`, s]));
      expect(Object.keys(seen).sort()).toEqual(["Chrome on Android", "Safari on macOS"]);
      expect(seen["Safari on macOS"]!.current).toBe(true);
      expect(seen["Chrome on Android"]!.current).toBe(false);
      expect(seen["Chrome on Android"]).toMatchObject({
        signedInAt: expect.any(String),
        lastUsedAt: expect.any(String),
        clientAddress: expect.any(String),
      });

      const ended = await call("POST", `/user/sessions/${String(seen["Chrome on Android"]!._id)}/end`, {
        token: laptop.accessToken,
      });
      expect((await body<{ message: string }>(ended, 200)).message).toBe("That device is signed out.");
      // The phone's access token (still within its 15 minutes) and its refresh token stop at once.
      expect((await call("POST", "/user/auth/verify", { token: phone.accessToken })).status).toBe(401);
      expect((await refresh(phone.refreshToken)).status).toBe(401);
      // The laptop goes on.
      expect((await call("POST", "/user/auth/verify", { token: laptop.accessToken })).status).toBe(200);
      const after = await body<{ sessions: unknown[] }>(
        await call("GET", "/user/sessions", { token: laptop.accessToken }),
        200,
      );
      expect(after.sessions).toHaveLength(1);
    });

    it("ends nobody else's session", async () => {
      const owner = await signUp();
      const other = await signUp();
      const { sessions } = await body<{ sessions: { _id: string }[] }>(
        await call("GET", "/user/sessions", { token: other.accessToken }),
        200,
      );
      const refused = await call("POST", `/user/sessions/${sessions[0]!._id}/end`, {
        token: owner.accessToken,
      });
      expect(await body(refused, 404)).toEqual({ err: "Unknown session." });
      expect((await call("POST", "/user/auth/verify", { token: other.accessToken })).status).toBe(200);
    });

    it("signs the other devices out when the password is changed, and keeps this one", async () => {
      const laptop = await signUp();
      const phone = await logIn(laptop.input.email, laptop.input.password, PHONE_UA);
      const wrong = await call("PUT", "/user/password", {
        token: laptop.accessToken,
        body: { currentPassword: "not it", password: "second password" },
      });
      expect(await body(wrong, 403)).toEqual({
        err: "That password is not right. Your password was not changed.",
      });
      expect((await call("POST", "/user/auth/verify", { token: phone.accessToken })).status).toBe(200);

      const changed = await call("PUT", "/user/password", {
        token: laptop.accessToken,
        body: { currentPassword: laptop.input.password, password: "second password" },
      });
      expect(await body(changed, 200)).toEqual({
        message: "Your password has been changed. Your other devices are signed out.",
      });
      expect((await call("POST", "/user/auth/verify", { token: phone.accessToken })).status).toBe(401);
      expect((await refresh(phone.refreshToken)).status).toBe(401);
      expect((await call("POST", "/user/auth/verify", { token: laptop.accessToken })).status).toBe(200);
      expect((await refresh(laptop.refreshToken)).status).toBe(200);
      await logIn(laptop.input.email, "second password", LAPTOP_UA);
    });

    it("lets an administrator sign an account out of every device", async () => {
      const admin = await signInAdmin(ctx.api, ctx.db);
      const staff = await signInAdmin(ctx.api, ctx.db, "Sales");
      const member = await signUp();
      const refused = await call("POST", `/admin/users/${staff.id}/sessions/end`, {
        token: member.accessToken,
      });
      expect(refused.status).toBe(403);
      const ended = await call("POST", `/admin/users/${staff.id}/sessions/end`, { token: admin.token });
      expect(await body(ended, 200)).toEqual({ ended: 1 });
      expect((await call("GET", "/admin/summary", { token: staff.token })).status).toBe(401);
      expect((await refresh(staff.refreshToken)).status).toBe(401);
      expect((await call("GET", "/admin/summary", { token: admin.token })).status).toBe(200);
    });
  });

  describe("confirming the address", () => {
    const mailTo = async (email: string) =>
      ctx.db
        .select({ template: outgoingEmails.template, text: outgoingEmails.textBody })
        .from(outgoingEmails)
        .where(eq(outgoingEmails.to, email));

    it("sends only the confirmation link until the address is confirmed, then the rest", async () => {
      const member = await signUp();
      const unconfirmed = await body<{ confirmed: boolean }>(
        await call("GET", "/user/email/confirmation", { token: member.accessToken }),
        200,
      );
      expect(unconfirmed).toEqual({ email: member.input.email, confirmed: false });
      // An inquiry is taken, but its acknowledgement is not sent to an address nobody proved.
      expect(
        (await call("POST", "/inquiry/create_event", { token: member.accessToken, body: eventInquiry() }))
          .status,
      ).toBe(201);
      let mail = await mailTo(member.input.email);
      expect(mail.map((m) => m.template)).toEqual(["email-confirmation"]);
      // The link is bounded: asking again at once is refused.
      const again = await call("POST", "/user/email/confirmation", { token: member.accessToken });
      expect(again.status).toBe(429);

      const token = /#token=([\w-]+)/.exec(mail[0]!.text)![1]!;
      expect(mail[0]!.text).toContain("/confirm-email#token=");
      const confirmed = await call("POST", "/user/email/confirm", { body: { token } });
      expect(await body(confirmed, 200)).toEqual({ message: "Thank you: your email address is confirmed." });
      // Opened twice (a mail app's preview): fine.
      expect((await call("POST", "/user/email/confirm", { body: { token } })).status).toBe(200);
      expect(
        await body(await call("GET", "/user/email/confirmation", { token: member.accessToken }), 200),
      ).toEqual({ email: member.input.email, confirmed: true });
      expect(
        (await call("POST", "/inquiry/create_event", { token: member.accessToken, body: eventInquiry() }))
          .status,
      ).toBe(201);
      mail = await mailTo(member.input.email);
      expect(mail.map((m) => m.template).sort()).toEqual([
        "email-confirmation",
        "inquiry-acknowledgement-event",
      ]);
      const resend = await call("POST", "/user/email/confirmation", { token: member.accessToken });
      expect(await body(resend, 409)).toEqual({ err: "Your email address is already confirmed." });
    });

    it("refuses a made-up or expired link, changing nothing", async () => {
      const member = await signUp();
      const madeUp = await call("POST", "/user/email/confirm", { body: { token: "x".repeat(43) } });
      expect(await body(madeUp, 400)).toEqual({
        err: "This confirmation link is invalid or has expired. Please ask for a new one from your dashboard.",
      });
      const [mail] = await mailTo(member.input.email);
      const token = /#token=([\w-]+)/.exec(mail!.text)![1]!;
      await ctx.db
        .update(emailConfirmations)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(emailConfirmations.userId, member.id));
      expect((await call("POST", "/user/email/confirm", { body: { token } })).status).toBe(400);
      const [row] = await ctx.db
        .select({ at: users.emailConfirmedAt })
        .from(users)
        .where(eq(users.id, member.id));
      expect(row!.at).toBeNull();
    });

    it("still sends a password reset to an unconfirmed address, and following it confirms the address", async () => {
      const member = await signUp();
      const asked = await call("POST", "/user/forgot/password", {
        body: { email: member.input.email, capchaToken: SOLVED_LOCAL_CAPTCHA },
      });
      expect(asked.status).toBe(200);
      await ctx.api.settled();
      const reset = (await mailTo(member.input.email)).find((m) => m.template === "password-reset");
      const token = /reset-password#token=([\w-]+)/.exec(reset!.text)![1]!;
      const updated = await call("PUT", `/user/auth/update-password/${token}/`, {
        body: { password: "second password" },
      });
      expect(updated.status).toBe(200);
      expect(
        await body(
          await call("GET", "/user/email/confirmation", {
            token: (await logIn(member.input.email, "second password", LAPTOP_UA)).accessToken,
          }),
          200,
        ),
      ).toEqual({ email: member.input.email, confirmed: true });
    });

    it("refuses links in a name, in English and Hindi, and keeps people's names", async () => {
      for (const name of [
        "WIN ₹50,000 now at http://spam.example",
        "Visit www.win.in",
        "Prize spam.example",
        "asha@spam.example",
      ]) {
        const refused = await call("POST", "/user/create", {
          body: { name, email: newEmail(), phoneNo: "9876543210", password: "first password" },
        });
        expect(await body(refused, 400), name).toMatchObject({
          err: "A name cannot contain a web address or a link.",
        });
      }
      const hindi = await call("POST", "/user/create", {
        body: {
          name: "http://spam.example",
          email: newEmail(),
          phoneNo: "9876543210",
          password: "first password",
        },
        headers: { "accept-language": "hi" },
      });
      expect(await body(hindi, 400)).toMatchObject({ err: "नाम में कोई वेब पता या लिंक नहीं हो सकता।" });
      for (const name of ["Asha Rao", "Dr.Sharma", "J. R. Rao", "आशा राव", "Mary-Jane O'Neil", "Member"]) {
        expect((await signUp(name)).id, name).toBeTruthy();
      }
    });
  });
});
