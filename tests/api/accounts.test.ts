// Accounts on every database driver: sign-up, login, sessions, forgot and reset password,
// onboarding, and the bad input and attacks each must survive.
import { and, eq, isNotNull, sql } from "drizzle-orm";
import { SignJWT } from "jose";
import { randomBytes } from "node:crypto";
import argon2 from "argon2";
import { afterAll, describe, expect, it, onTestFinished, vi } from "vitest";
import {
  outgoingEmails,
  passwordResetTokens,
  rateLimits,
  refreshTokens,
  users,
} from "../../src/server/db/schema.ts";
import { RATE_LIMITS } from "../../src/server/rate-limit/limiter.ts";
import { closeDatabaseHelpers } from "../helpers/databases.ts";
import { json, signInAdmin } from "../helpers/app.ts";
import { forEachDatabase } from "../helpers/for-each-database.ts";
import { recordStatements } from "../helpers/statements.ts";
import { LEGACY_SCRYPT } from "../fixtures/passwords.ts";
import { SOLVED_LOCAL_CAPTCHA } from "../fixtures/captcha.ts";

afterAll(closeDatabaseHelpers);

let counter = 0;
const newEmail = (label = "member") => `${label}.${Date.now().toString(36)}.${(counter += 1)}@example.com`;

forEachDatabase("accounts", (ctx) => {
  const call = (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
    ctx.api.app.request(`/api/v1${path}`, {
      method,
      headers: { "content-type": "application/json", ...headers },
      body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
    });
  const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

  async function signUp(overrides: Record<string, string> = {}) {
    const input = {
      name: "Asha Rao",
      email: newEmail(),
      phoneNo: "9876543210",
      password: "first password",
      ...overrides,
    };
    const response = await call("POST", "/user/create", input);
    expect(response.status).toBe(201);
    // The confirmation link's delivery (decision 0043) is done before what the test is about.
    await ctx.api.settled();
    const body = (await response.json()) as {
      accessToken: string;
      refreshToken: string;
      newUser: { _id: string; email: string };
    };
    return { input, ...body };
  }

  describe("sign-up", () => {
    it("creates an account and a session, and shows no secret", async () => {
      const { input, accessToken, refreshToken, newUser } = await signUp();
      expect(accessToken.split(".")).toHaveLength(3);
      expect(refreshToken.length).toBeGreaterThan(30);
      expect(newUser).toEqual({
        _id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        name: "Asha Rao",
        email: input.email,
        phoneNo: "9876543210",
        role: "user",
        language: "en",
        createdAt: expect.any(String),
      });
      const verify = await call("POST", "/user/auth/verify/", undefined, bearer(accessToken));
      expect(((await json(verify)).user as { email: string }).email).toBe(input.email);
    });

    it("refuses an e-mail already taken, whatever its case, with 409", async () => {
      const { input } = await signUp();
      const again = await call("POST", "/user/create", { ...input, email: input.email.toUpperCase() });
      expect(again.status).toBe(409);
      expect(await json(again)).toEqual({ err: "An account with this email already exists." });
    });

    it("makes exactly one account when many sign up with one e-mail at once", async () => {
      const email = newEmail("race");
      const attempts = await Promise.all(
        Array.from({ length: 12 }, () =>
          call("POST", "/user/create", {
            name: "Racer",
            email,
            phoneNo: "9876543210",
            password: "race password",
          }),
        ),
      );
      expect(attempts.map((r) => r.status).sort()).toEqual([201, ...Array(11).fill(409)]);
      const rows = await ctx.db
        .select()
        .from(users)
        .where(eq(sql`lower(${users.email})`, email));
      expect(rows).toHaveLength(1);
    });

    it.each([
      ["missing fields", {}, "Please fill out all required fields."],
      ["an invalid e-mail", { email: "asha@example" }, "Invalid email address"],
      ["an e-mail with a space", { email: "asha rao@example.com" }, "Invalid email address"],
      ["two @", { email: "a@b@example.com" }, "Invalid email address"],
      ["a 9-digit phone", { phoneNo: "987654321" }, "Invalid phone number"],
      ["a phone with letters", { phoneNo: "98765abcde" }, "Invalid phone number"],
      ["a short password", { password: "short" }, "Password must be at least 8 characters."],
      ["a number for a name", { name: 42 }, "Please fill out all required fields."],
      ["an oversize name", { name: "x".repeat(101) }, "Name must be at most 100 characters."],
      ["an oversize password", { password: "x".repeat(129) }, "Password must be at most 128 characters."],
      ["an unknown field", { role: "admin" }, 'Unrecognized key: "role"'],
      ["SQL in the e-mail", { email: "x' or 1=1; --@example.com" }, "Invalid email address"],
    ])("answers 400 and stores nothing for %s", async (_, override, message) => {
      const before = await ctx.db.select({ n: sql<number>`count(*)::int` }).from(users);
      const input = {
        name: "Asha",
        email: newEmail(),
        phoneNo: "9876543210",
        password: "good password",
        ...override,
      };
      const body = Object.keys(override).length === 0 ? {} : input;
      const response = await call("POST", "/user/create", body);
      expect(response.status).toBe(400);
      expect((await json(response)).err).toBe(message);
      const after = await ctx.db.select({ n: sql<number>`count(*)::int` }).from(users);
      expect(after[0]!.n).toBe(before[0]!.n);
    });

    it("stores script and quote text as plain text, exactly as sent", async () => {
      const name = `<script>alert("x")</script> O'Brien; DROP TABLE users;--`;
      const { newUser } = await signUp({ name, email: `o'brien.${Date.now()}@example.com` });
      const [row] = await ctx.db.select().from(users).where(eq(users.id, newUser._id));
      expect(row?.name).toBe(name);
    });
  });

  describe("login and sessions", () => {
    it("logs in with the right password, case-insensitively on the e-mail", async () => {
      const { input } = await signUp();
      const response = await call("POST", "/user/login", {
        email: input.email.toUpperCase(),
        password: input.password,
      });
      expect(response.status).toBe(200);
      const body = await json(response);
      expect(body).toMatchObject({ accessToken: expect.any(String), refreshToken: expect.any(String) });
      expect((body.user as { email: string }).email).toBe(input.email);
      expect(JSON.stringify(body)).not.toMatch(/passwordHash|scrypt/);
    });

    it("gives one 401 message for a wrong password and an unknown e-mail", async () => {
      const { input } = await signUp();
      const wrong = await call("POST", "/user/login", { email: input.email, password: "not the password" });
      const unknown = await call("POST", "/user/login", { email: newEmail("nobody"), password: "whatever1" });
      expect([wrong.status, unknown.status]).toEqual([401, 401]);
      expect(await json(wrong)).toEqual({ err: "Invalid email or password." });
      expect(await json(unknown)).toEqual({ err: "Invalid email or password." });
    });

    it("refuses tampered, foreign, expired and unsigned access tokens", async () => {
      const { accessToken, newUser } = await signUp();
      const [header, payload, signature] = accessToken.split(".");
      const forged = JSON.parse(Buffer.from(payload!, "base64url").toString()) as Record<string, unknown>;
      forged.role = "admin";
      const tampered = `${header}.${Buffer.from(JSON.stringify(forged)).toString("base64url")}.${signature}`;
      const foreign = await new SignJWT({ role: "user" })
        .setProtectedHeader({ alg: "HS256" })
        .setSubject(newUser._id)
        .setIssuer("nova-experience")
        .setAudience("nova-experience-api")
        .setExpirationTime("10m")
        .sign(new TextEncoder().encode("another secret that is long enough to sign"));
      const expired = await new SignJWT({ role: "user" })
        .setProtectedHeader({ alg: "HS256" })
        .setSubject(newUser._id)
        .setIssuer("nova-experience")
        .setAudience("nova-experience-api")
        .setIssuedAt(Math.floor(Date.now() / 1000) - 3600)
        .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
        .sign(new TextEncoder().encode("test-secret-that-is-long-enough-for-hs256-signing"));
      const unsigned = `${Buffer.from('{"alg":"none"}').toString("base64url")}.${payload}.`;

      for (const [label, token] of [
        ["tampered", tampered],
        ["foreign", foreign],
        ["expired", expired],
        ["unsigned", unsigned],
        ["garbage", "not-a-token"],
      ]) {
        const response = await call("POST", "/user/auth/verify", undefined, bearer(token!));
        expect(response.status, label).toBe(401);
        expect((await json(response)).err, label).toMatch(/log in again/);
      }
      const none = await call("POST", "/user/auth/verify");
      expect(none.status).toBe(401);
    });

    it("rotates the refresh token, and a reused one ends the whole session family", async () => {
      const { refreshToken: first, newUser } = await signUp();
      const rotated = await call("POST", "/user/auth/refresh", { refreshToken: first });
      expect(rotated.status).toBe(200);
      const { refreshToken: second, accessToken } = (await rotated.json()) as Record<string, string>;
      expect(second).not.toBe(first);
      expect((await call("POST", "/user/auth/verify", undefined, bearer(accessToken!))).status).toBe(200);

      // The first token is used again after the grace window (decision 0043; a second use
      // within it is two tabs at once, tests/api/sessions.test.ts): someone copied it. Both
      // tokens stop working, and the session's access token with them.
      await ctx.db
        .update(refreshTokens)
        .set({ revokedAt: new Date(Date.now() - 60_000) })
        .where(and(eq(refreshTokens.userId, newUser._id), isNotNull(refreshTokens.revokedAt)));
      const reuse = await call("POST", "/user/auth/refresh", { refreshToken: first });
      expect(reuse.status).toBe(401);
      const afterReuse = await call("POST", "/user/auth/refresh", { refreshToken: second });
      expect(afterReuse.status).toBe(401);
      expect((await call("POST", "/user/auth/verify", undefined, bearer(accessToken!))).status).toBe(401);
    });

    it("refuses an expired refresh token", async () => {
      const { refreshToken, newUser } = await signUp();
      await ctx.db
        .update(refreshTokens)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(refreshTokens.userId, newUser._id));
      const response = await call("POST", "/user/auth/refresh", { refreshToken });
      expect(response.status).toBe(401);
      expect((await json(response)).err).toBe("Your session has ended. Please log in again.");
    });

    it("logs out on the server: the refresh token no longer works", async () => {
      const { refreshToken } = await signUp();
      const logout = await call("POST", "/user/auth/logout", { refreshToken });
      expect(logout.status).toBe(200);
      expect((await call("POST", "/user/auth/refresh", { refreshToken })).status).toBe(401);
    });
  });

  describe("forgot and reset password", () => {
    const RESET_SENT = "If an account exists for this email, you will receive a password reset link shortly.";

    async function queuedLinkFor(email: string): Promise<string | undefined> {
      const rows = await ctx.db
        .select({ textBody: outgoingEmails.textBody })
        .from(outgoingEmails)
        .where(and(eq(outgoingEmails.to, email), eq(outgoingEmails.template, "password-reset")));
      const text = rows.at(-1)?.textBody ?? "";
      return /https?:\/\/\S+#token=([\w-]+)/.exec(text)?.[1];
    }

    /** Asks for a link as the page does (with the bot check's token) and waits for the work after. */
    async function requestReset(email: string, headers: Record<string, string> = {}) {
      const response = await call(
        "POST",
        "/user/forgot/password",
        { email, capchaToken: SOLVED_LOCAL_CAPTCHA },
        headers,
      );
      await ctx.api.settled();
      return response;
    }

    it("answers the same for an unknown address and queues a link only for an account", async () => {
      const { input } = await signUp();
      const unknownEmail = newEmail("nobody");
      const known = await requestReset(input.email);
      const unknown = await requestReset(unknownEmail);
      expect([known.status, unknown.status]).toEqual([200, 200]);
      expect(await json(known)).toEqual({ message: RESET_SENT });
      expect(await json(unknown)).toEqual({ message: RESET_SENT });
      expect(await queuedLinkFor(input.email)).toEqual(expect.any(String));
      expect(await queuedLinkFor(unknownEmail)).toBeUndefined();
    });

    it("does the same work before answering whether or not the account exists", async () => {
      const { input } = await signUp();
      const before = async (email: string) => {
        const recorder = recordStatements(ctx.db);
        try {
          const response = await call(
            "POST",
            "/user/forgot/password",
            { email, capchaToken: SOLVED_LOCAL_CAPTCHA },
            { "x-test-client": "same-client" },
          );
          expect(response.status).toBe(200);
          return [...recorder.statements];
        } finally {
          recorder.stop();
          await ctx.api.settled();
        }
      };
      const known = await before(input.email);
      const unknown = await before(newEmail("nobody"));
      expect(known.length).toBeGreaterThan(0);
      expect(known).toEqual(unknown);
      // The link is still sent, after the answer.
      expect(await queuedLinkFor(input.email)).toEqual(expect.any(String));
    });

    it("puts the site's configured address in the link, never the request's Host", async () => {
      const { input } = await signUp();
      await ctx.api.app.request("/api/v1/user/forgot/password", {
        method: "POST",
        headers: {
          "content-type": "application/json",
          host: "evil.example",
          "x-forwarded-host": "evil.example",
        },
        body: JSON.stringify({ email: input.email, capchaToken: SOLVED_LOCAL_CAPTCHA }),
      });
      await ctx.api.settled();
      const [mail] = await ctx.db
        .select({ textBody: outgoingEmails.textBody })
        .from(outgoingEmails)
        .where(and(eq(outgoingEmails.to, input.email), eq(outgoingEmails.template, "password-reset")));
      expect(mail!.textBody).toContain(`${ctx.api.env.siteUrl}/reset-password#token=`);
      expect(mail!.textBody).not.toContain("evil.example");
    });

    it("asks for the bot check before sending a link", async () => {
      const { input } = await signUp();
      const response = await call("POST", "/user/forgot/password", { email: input.email });
      await ctx.api.settled();
      expect(response.status).toBe(400);
      expect(await json(response)).toEqual({
        err: "Please complete the reCAPTCHA challenge.",
        captcha: "required",
      });
      expect(await queuedLinkFor(input.email)).toBeUndefined();
    });

    it("sets a new password once, ends the old sessions, and the link dies", async () => {
      const { input, refreshToken } = await signUp();
      await requestReset(input.email);
      const token = (await queuedLinkFor(input.email))!;

      const reset = await call("PUT", `/user/auth/update-password/${token}/`, {
        password: "brand new password",
      });
      expect(reset.status).toBe(200);
      expect(
        (await call("POST", "/user/login", { email: input.email, password: "brand new password" })).status,
      ).toBe(200);
      expect(
        (await call("POST", "/user/login", { email: input.email, password: input.password })).status,
      ).toBe(401);
      expect((await call("POST", "/user/auth/refresh", { refreshToken })).status).toBe(401);

      const again = await call("PUT", `/user/auth/update-password/${token}/`, {
        password: "another new password",
      });
      expect(again.status).toBe(400);
      expect((await json(again)).err).toBe(
        "This reset link is invalid or has expired. Please request a new one.",
      );
    });

    it("refuses an expired link and a made-up one, changing nothing", async () => {
      const { input } = await signUp();
      await requestReset(input.email);
      const token = (await queuedLinkFor(input.email))!;
      const [owner] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.email, input.email));
      await ctx.db
        .update(passwordResetTokens)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(passwordResetTokens.userId, owner!.id));
      for (const candidate of [token, "a".repeat(43), "short", "has spaces in it and more"]) {
        const response = await call("PUT", `/user/auth/update-password/${candidate}/`, {
          password: "new password!",
        });
        expect(response.status, candidate).toBe(400);
        expect((await json(response)).err).toBe(
          "This reset link is invalid or has expired. Please request a new one.",
        );
      }
      expect(
        (await call("POST", "/user/login", { email: input.email, password: input.password })).status,
      ).toBe(200);
    });

    it("checks a link before hashing anything, and limits new passwords per client", async () => {
      const hashes = vi.spyOn(argon2, "hash");
      onTestFinished(() => hashes.mockRestore());
      const client = { "x-test-client": `reset-${Date.now()}` };
      const statuses: number[] = [];
      for (let i = 0; i < 31; i += 1) {
        const token = randomBytes(32).toString("base64url");
        statuses.push(
          (
            await call(
              "PUT",
              `/user/auth/update-password/${token}/`,
              { password: "guessing password" },
              client,
            )
          ).status,
        );
      }
      expect(hashes).not.toHaveBeenCalled();
      expect(statuses).toEqual([...Array(30).fill(400), 429]);
    });

    it("requires a valid e-mail and a long enough new password", async () => {
      const bad = await call("POST", "/user/forgot/password", { email: "nope" });
      expect(bad.status).toBe(400);
      expect((await json(bad)).err).toBe("Invalid email address");
      const short = await call("PUT", `/user/auth/update-password/${"a".repeat(43)}/`, { password: "short" });
      expect(short.status).toBe(400);
      expect((await json(short)).err).toBe("Password must be at least 8 characters.");
    });
  });

  describe("onboarding", () => {
    it("lets a member read and save their own, and nobody else's", async () => {
      const me = await signUp();
      const other = await signUp();
      const empty = await call(
        "GET",
        `/user/onboarding/${me.newUser._id}/`,
        undefined,
        bearer(me.accessToken),
      );
      expect(await json(empty)).toEqual({
        onboarding: { userId: me.newUser._id, profession: null, interests: [], updatedAt: null },
      });

      const saved = await call(
        "PUT",
        `/user/onboarding/${me.newUser._id}/`,
        { profession: ["Architect", "Designer"], interests: ["Travel", "Weddings", "Travel"] },
        bearer(me.accessToken),
      );
      expect(saved.status).toBe(200);
      expect((await json(saved)).onboarding).toMatchObject({
        profession: "Architect",
        interests: ["Travel", "Weddings"],
      });

      const peek = await call(
        "GET",
        `/user/onboarding/${me.newUser._id}/`,
        undefined,
        bearer(other.accessToken),
      );
      expect(peek.status).toBe(403);
      const write = await call(
        "PUT",
        `/user/onboarding/${me.newUser._id}/`,
        { profession: "Hacker", interests: [] },
        bearer(other.accessToken),
      );
      expect(write.status).toBe(403);
      expect((await call("GET", `/user/onboarding/${me.newUser._id}/`)).status).toBe(401);
      expect(
        (await call("GET", "/user/onboarding/not-a-uuid/", undefined, bearer(me.accessToken))).status,
      ).toBe(400);
    });

    it("lets an admin read any member's onboarding", async () => {
      const member = await signUp();
      const admin = await signInAdmin(ctx.api, ctx.db);
      const read = await call(
        "GET",
        `/user/onboarding/${member.newUser._id}`,
        undefined,
        bearer(admin.token),
      );
      expect(read.status).toBe(200);
    });
  });

  describe("rate limits", () => {
    const login = (body: Record<string, string>, client: string) =>
      call("POST", "/user/login", body, { "x-test-client": client });

    it("never locks the owner out: after 10 wrong passwords elsewhere, the owner signs in with the bot check", async () => {
      const { input } = await signUp();
      const attacker = `attacker-${Date.now()}`;
      const guesses: number[] = [];
      for (let i = 0; i < 10; i += 1) {
        const guess = await login(
          { email: input.email, password: `guess ${i}`, capchaToken: SOLVED_LOCAL_CAPTCHA },
          attacker,
        );
        guesses.push(guess.status);
      }
      expect(guesses).toEqual(Array(10).fill(401));

      const owner = `owner-${Date.now()}`;
      const withoutCheck = await login({ email: input.email, password: input.password }, owner);
      expect(withoutCheck.status).toBe(400);
      expect(await json(withoutCheck)).toEqual({
        err: "Please complete the reCAPTCHA challenge.",
        captcha: "required",
      });
      const withCheck = await login(
        { email: input.email, password: input.password, capchaToken: SOLVED_LOCAL_CAPTCHA },
        owner,
      );
      expect(withCheck.status).toBe(200);
    });

    it("asks for the bot check once an account has had 5 wrong passwords, and says so with the 5th", async () => {
      const { input } = await signUp();
      const answers: Record<string, unknown>[] = [];
      for (let i = 0; i < 5; i += 1) {
        answers.push(
          await json(await login({ email: input.email, password: `wrong ${i}` }, `c${i}-${Date.now()}`)),
        );
      }
      expect(answers.slice(0, 4)).toEqual(Array(4).fill({ err: "Invalid email or password." }));
      expect(answers[4]).toEqual({ err: "Invalid email or password.", captcha: "required" });
    });

    it("lets 1,000 guesses from 1,000 addresses check only 5 passwords without the bot check", async () => {
      const { input } = await signUp();
      const statuses: Record<number, number> = {};
      const stamp = Date.now();
      for (let i = 0; i < 1000; i += 1) {
        // The right password is among them: without the bot check it is not even tried.
        const password = i === 500 ? input.password : `guess ${i}`;
        const response = await login({ email: input.email, password }, `bot-${stamp}-${i}`);
        statuses[response.status] = (statuses[response.status] ?? 0) + 1;
      }
      expect(statuses).toEqual({ 401: 5, 400: 995 });
    }, 300_000);

    it("asks an address with 30 wrong passwords for the bot check, and lets a right one through with it", async () => {
      // A venue's wi-fi: a guesser (or thirty forgetful guests) and an honest member behind one address.
      const client = `venue-${Date.now()}`;
      const answers: Record<string, unknown>[] = [];
      for (let i = 0; i < 30; i += 1) {
        answers.push(
          await json(await login({ email: newEmail("sprayed"), password: "Password123" }, client)),
        );
      }
      expect(answers.slice(0, 29)).toEqual(Array(29).fill({ err: "Invalid email or password." }));
      // The 30th says the next try needs the bot check.
      expect(answers[29]).toEqual({ err: "Invalid email or password.", captcha: "required" });

      const { input } = await signUp();
      const withoutCheck = await login({ email: input.email, password: input.password }, client);
      expect(withoutCheck.status).toBe(400);
      expect(await json(withoutCheck)).toEqual({
        err: "Please complete the reCAPTCHA challenge.",
        captcha: "required",
      });
      // Two guesses a minute keep the address at its limit; a person who solves the check still signs in.
      for (let i = 0; i < 2; i += 1) {
        const guess = await login(
          { email: newEmail("sprayed"), password: "Password123", capchaToken: SOLVED_LOCAL_CAPTCHA },
          client,
        );
        expect(guess.status).toBe(401);
      }
      const withCheck = await login(
        { email: input.email, password: input.password, capchaToken: SOLVED_LOCAL_CAPTCHA },
        client,
      );
      expect(withCheck.status).toBe(200);
    });

    it("still refuses an address past the cap on password hashing, with how long to wait", async () => {
      const client = `hasher-${Date.now()}`;
      // 300 logins from the address in this window and the one before (a sliding count of 300
      // wherever the clock is in the window), as 300 tries in a row would leave it.
      const rule = RATE_LIMITS.loginPerClient;
      const size = rule.windowSeconds * 1000;
      const start = Math.floor(Date.now() / size) * size;
      await ctx.db.insert(rateLimits).values(
        [start, start - size].map((at) => ({
          key: `${rule.name}:${client}`,
          windowStart: new Date(at),
          count: rule.limit,
        })),
      );
      const { input } = await signUp();
      const refused = await login(
        { email: input.email, password: input.password, capchaToken: SOLVED_LOCAL_CAPTCHA },
        client,
      );
      expect(refused.status).toBe(429);
      expect((await json(refused)).err).toMatch(
        /^Too many requests\. Try again in \d+ (seconds?|minutes?)\.$/,
      );
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
      // The same account from anywhere else is fine.
      expect(
        (await login({ email: input.email, password: input.password }, `elsewhere-${Date.now()}`)).status,
      ).toBe(200);
    });

    it("moves an account's old scrypt hash to Argon2id at its next login", async () => {
      const { input } = await signUp();
      await ctx.db
        .update(users)
        .set({ passwordHash: LEGACY_SCRYPT.hash })
        .where(eq(users.email, input.email));
      const first = await call("POST", "/user/login", {
        email: input.email,
        password: LEGACY_SCRYPT.password,
      });
      expect(first.status).toBe(200);
      const [row] = await ctx.db.select().from(users).where(eq(users.email, input.email));
      expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
      expect(
        (await call("POST", "/user/login", { email: input.email, password: LEGACY_SCRYPT.password })).status,
      ).toBe(200);
    });

    it("limits reset e-mails per address (after the bot check) and sign-ups per client", async () => {
      const email = newEmail("forgetful");
      // Without the bot check nobody uses up the address's allowance.
      for (let i = 0; i < 5; i += 1) {
        expect((await call("POST", "/user/forgot/password", { email })).status).toBe(400);
      }
      const resets = [];
      for (let i = 0; i < 4; i += 1) {
        resets.push(
          (await call("POST", "/user/forgot/password", { email, capchaToken: SOLVED_LOCAL_CAPTCHA })).status,
        );
      }
      expect(resets).toEqual([200, 200, 200, 429]);

      const client = { "x-test-client": `client-${Date.now()}` };
      const signups = [];
      for (let i = 0; i < 61; i += 1) {
        const body = {
          name: "Bulk",
          email: newEmail("bulk"),
          phoneNo: "9876543210",
          password: "bulk password",
        };
        signups.push((await call("POST", "/user/create", body, client)).status);
      }
      expect(signups).toEqual([...Array(60).fill(201), 429]);
    }, 300_000);
  });
});
