// Staff roles and the second factor on every driver (docs/product.md D27; decision 0041): the one
// matrix gives each role its job; no admin endpoint answers a staff session that has not passed
// TOTP; a code and a recovery code work once; enrolment and a reset end the sessions from before;
// the owner adds, changes, removes staff and resets a factor. The app's clock is the test's: codes
// are computed from the secret at the moment it reads, and moving it is how time passes.
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MESSAGES as HINDI_MESSAGES } from "../../src/i18n/hi/errors.ts";
import { API_OPERATIONS } from "../../src/schemas/api/operations.ts";
import { PERMISSIONS, ROLE_PERMISSIONS, STAFF_MESSAGES, type StaffRole } from "../../src/schemas/staff.ts";
import { totp } from "../../src/server/auth/totp.ts";
import { ensureAdmin } from "../../src/server/db/seed.ts";
import { staffActions, users } from "../../src/server/db/schema.ts";
import { readLocalOutbox } from "../../src/server/mail/local-outbox.ts";
import { eventInquiry } from "../fixtures/inquiries.ts";
import { closeDatabaseHelpers } from "../helpers/databases.ts";
import { answerOf, apiCaller, json, signInAdmin, signUpMember } from "../helpers/app.ts";
import { forEachDatabase } from "../helpers/for-each-database.ts";

afterAll(closeDatabaseHelpers);

describe("the permission matrix", () => {
  it("gives the owner everything, sales the customer's side and accounts the money's", () => {
    expect(ROLE_PERMISSIONS.owner).toEqual(PERMISSIONS);
    expect([...ROLE_PERMISSIONS.sales].sort()).toEqual(
      ["grievances", "inquiries", "members", "messages", "payment-links", "quotes", "summary"].sort(),
    );
    expect([...ROLE_PERMISSIONS.accounts].sort()).toEqual(
      [
        "documents",
        "exports",
        "inquiries",
        "invoices",
        "members",
        "payment-links",
        "payments",
        "refunds",
        "summary",
        "tax-returns",
      ].sort(),
    );
    // Only the owner manages staff; nobody but accounts and the owner moves money or exports.
    for (const role of ["sales", "accounts"] as const) expect(ROLE_PERMISSIONS[role]).not.toContain("staff");
    for (const permission of ["refunds", "payments", "exports", "documents", "invoices"] as const) {
      expect(ROLE_PERMISSIONS.sales).not.toContain(permission);
    }
    for (const permission of ["quotes", "messages"] as const) {
      expect(ROLE_PERMISSIONS.accounts).not.toContain(permission);
    }
  });

  it("names a permission for every admin endpoint of the description", () => {
    const admin = API_OPERATIONS.filter((operation) => operation.access === "admin");
    expect(admin.length).toBeGreaterThan(25);
    for (const operation of admin) expect(PERMISSIONS, operation.id).toContain(operation.permission);
  });
});

/** The app's clock: a fixed morning, moved by the tests. */
let now = new Date("2026-11-27T04:30:10Z");
const clock = () => now;
const later = (seconds: number) => {
  now = new Date(now.getTime() + seconds * 1000);
};

/** Every admin endpoint with its path parameters filled in: the guard answers before any is read. */
const ADMIN_CALLS = API_OPERATIONS.filter((operation) => operation.access === "admin").map((operation) => ({
  method: operation.method.toUpperCase(),
  path: operation.path.replace(/\{\w+\}/g, "00000000-0000-4000-8000-000000000000"),
}));

/** Every member endpoint but the session check, which a staff session reaches before its factor. */
const MEMBER_CALLS = API_OPERATIONS.filter(
  (operation) => operation.access === "member" && !operation.beforeSecondFactor,
).map((operation) => ({
  method: operation.method.toUpperCase(),
  path: operation.path.replace(/\{\w+\}/g, "00000000-0000-4000-8000-000000000000"),
}));

let staffCount = 0;

forEachDatabase("staff roles and the second factor", { providers: () => ({ clock }) }, (ctx) => {
  const call = (method: string, path: string, token?: string, body?: unknown) =>
    apiCaller(ctx.api)(method, path, token, body);

  /** The texts of the e-mails telling `to` about their place on the staff, once sent. */
  async function staffMail(to: string) {
    await ctx.api.settled();
    return (await readLocalOutbox(ctx.api.mailDir))
      .filter((mail) => mail.to === to && mail.subject === "Your access to the Nova Experience admin panel")
      .map((mail) => mail.textBody);
  }

  /** A staff account made as admin:create makes one, logged in with its password only. */
  async function passwordOnlyStaff(role: StaffRole = "sales") {
    const email = `staff.${Date.now().toString(36)}.${(staffCount += 1)}@example.com`;
    const password = "a staff password";
    await ensureAdmin(ctx.db, { email, password, name: "Staff", staffRole: role }, { overwrite: false });
    const login = await answerOf<{ accessToken: string; refreshToken: string; user: { _id: string } }>(
      await call("POST", "/user/login", undefined, { email, password }),
      200,
    );
    return {
      email,
      password,
      id: login.user._id,
      token: login.accessToken,
      refreshToken: login.refreshToken,
    };
  }

  /** The account's own calls (none an admin endpoint), with bodies they would take. */
  function accountCalls(staff: { id: string; password: string }) {
    return [
      ["PUT", "/user/password", { currentPassword: staff.password, password: "a new staff password" }],
      ["GET", "/user/sessions", undefined],
      ["PATCH", "/user/profile", { name: "Renamed" }],
      ["GET", "/user/data", undefined],
      ["GET", "/user/email/confirmation", undefined],
      ["PUT", "/user/language", { language: "hi" }],
      ["GET", "/user/consents", undefined],
      ["GET", `/user/onboarding/${staff.id}`, undefined],
      ["POST", "/user/erase", { password: staff.password }],
    ] as const;
  }

  async function logIn(email: string, password: string) {
    return answerOf<{ accessToken: string; refreshToken: string; user: { staffRole?: string } }>(
      await call("POST", "/user/login", undefined, { email, password }),
      200,
    );
  }

  let owner: Awaited<ReturnType<typeof signInAdmin>>;

  beforeAll(async () => {
    owner = await signInAdmin(ctx.api, ctx.db, "Owner", "owner", clock);
  });

  it("answers no admin endpoint before the factor is set up, and says to set it up", async () => {
    const staff = await passwordOnlyStaff();
    for (const { method, path } of ADMIN_CALLS) {
      const response = await call(method, path, staff.token, method === "GET" ? undefined : {});
      expect(response.status, `${method} ${path}`).toBe(403);
      expect(await json(response), `${method} ${path}`).toEqual({
        err: STAFF_MESSAGES.setupFactor,
        secondFactor: "setup",
      });
    }
    // The session check answers (the site learns who is signed in and the panel asks for the
    // factor); no other call of the account does: a staff password alone changes nothing.
    expect((await call("POST", "/user/auth/verify", staff.token)).status).toBe(200);
    expect(MEMBER_CALLS.length).toBeGreaterThan(20);
    for (const { method, path } of MEMBER_CALLS) {
      const response = await call(method, path, staff.token, method === "GET" ? undefined : {});
      expect(await json(response), `${method} ${path}`).toEqual({
        err: STAFF_MESSAGES.setupFactor,
        secondFactor: "setup",
      });
      expect(response.status, `${method} ${path}`).toBe(403);
    }
    await logIn(staff.email, staff.password);
  });

  it("lets a stolen password neither change it nor end the sessions that passed the factor", async () => {
    const staff = await signInAdmin(ctx.api, ctx.db, "Stolen", "accounts", clock);
    const own = await answerOf<{ sessions: { _id: string; current: boolean }[] }>(
      await call("GET", "/user/sessions", staff.token),
      200,
    );
    const session = own.sessions.find((listed) => listed.current)!._id;
    const thief = await logIn(staff.email, staff.password);
    for (const [method, path, body] of [
      ...accountCalls(staff),
      ["POST", `/user/sessions/${session}/end`, undefined] as const,
    ]) {
      const response = await call(method, path, thief.accessToken, body);
      expect(await json(response), `${method} ${path}`).toEqual({
        err: STAFF_MESSAGES.enterCode,
        secondFactor: "required",
      });
    }
    // The staff member's own session goes on, and their password still opens the account.
    expect((await call("GET", "/admin/summary", staff.token)).status).toBe(200);
    await logIn(staff.email, staff.password);
    // Past the factor, the same calls are the account's own again.
    const sessions = await answerOf<{ sessions: unknown[] }>(
      await call("GET", "/user/sessions", staff.token),
      200,
    );
    expect(sessions.sessions.length).toBeGreaterThanOrEqual(2);
  });

  it("sets the factor up with a code, ends the sessions from before, and answers only after the code at sign-in", async () => {
    const staff = await passwordOnlyStaff("accounts");
    const status = await answerOf<object>(await call("GET", "/staff/factor", staff.token), 200);
    expect(status).toEqual({
      staffRole: "accounts",
      enrolled: false,
      secondFactor: false,
      recoveryCodesLeft: 0,
    });

    const { secret, uri } = await answerOf<{ secret: string; uri: string }>(
      await call("POST", "/staff/factor/setup", staff.token),
      200,
    );
    expect(uri).toBe(
      `otpauth://totp/${encodeURIComponent(`Nova Experience:${staff.email}`)}?secret=${secret}&issuer=Nova%20Experience&algorithm=SHA1&digits=6&period=30`,
    );
    // A wrong code, then a code two steps old, are refused; the right one is taken.
    const wrong = await call("POST", "/staff/factor/confirm", staff.token, { code: "000000" });
    if (totp(secret, now) !== "000000") expect(await json(wrong)).toEqual({ err: STAFF_MESSAGES.wrongCode });
    const stale = totp(secret, new Date(now.getTime() - 90_000));
    if (stale !== totp(secret, now)) {
      expect((await call("POST", "/staff/factor/confirm", staff.token, { code: stale })).status).toBe(400);
    }
    const confirmed = await answerOf<{ accessToken: string; recoveryCodes: string[] }>(
      await call("POST", "/staff/factor/confirm", staff.token, { code: totp(secret, now) }),
      200,
    );
    expect(confirmed.recoveryCodes).toHaveLength(10);
    expect((await call("GET", "/admin/summary", confirmed.accessToken)).status).toBe(200);

    // The token and the refresh token from before the factor no longer work.
    expect((await call("POST", "/user/auth/verify", staff.token)).status).toBe(401);
    expect(
      (await call("POST", "/user/auth/refresh", undefined, { refreshToken: staff.refreshToken })).status,
    ).toBe(401);

    // The next sign-in: the password alone opens nothing of the panel.
    later(60);
    const login = await logIn(staff.email, staff.password);
    expect(login.user.staffRole).toBe("accounts");
    const before = await call("GET", "/invoice/admin", login.accessToken);
    expect(await json(before)).toEqual({ err: STAFF_MESSAGES.enterCode, secondFactor: "required" });
    const verified = await answerOf<{ accessToken: string; refreshToken: string }>(
      await call("POST", "/staff/factor/verify", login.accessToken, { code: totp(secret, now) }),
      200,
    );
    expect((await call("GET", "/invoice/admin", verified.accessToken)).status).toBe(200);
    // A refresh keeps the session past the factor; a password-only session's refresh does not gain it.
    const refreshed = await answerOf<{ accessToken: string }>(
      await call("POST", "/user/auth/refresh", undefined, { refreshToken: verified.refreshToken }),
      200,
    );
    expect((await call("GET", "/invoice/admin", refreshed.accessToken)).status).toBe(200);
    // The password-only session it replaced is ended: it refreshes into nothing, and the
    // devices list shows this sign-in once.
    expect(
      (await call("POST", "/user/auth/refresh", undefined, { refreshToken: login.refreshToken })).status,
    ).toBe(401);
    expect((await call("POST", "/user/auth/verify", login.accessToken)).status).toBe(401);
    // Listed: the session the enrolment opened, and this one; not the password-only step.
    const { sessions } = await answerOf<{ sessions: { current: boolean }[] }>(
      await call("GET", "/user/sessions", refreshed.accessToken),
      200,
    );
    expect(sessions.map((session) => session.current).sort()).toEqual([false, true]);
  });

  it("takes a code once: the same code again, even within its 30 seconds, is refused", async () => {
    const staff = await signInAdmin(ctx.api, ctx.db, "Once", "sales", clock);
    later(30);
    const first = await logIn(staff.email, staff.password);
    const code = totp(staff.secret, now);
    expect((await call("POST", "/staff/factor/verify", first.accessToken, { code })).status).toBe(200);
    const second = await logIn(staff.email, staff.password);
    const again = await call("POST", "/staff/factor/verify", second.accessToken, { code });
    expect(await json(again)).toEqual({ err: STAFF_MESSAGES.wrongCode });
    later(30);
    const next = await call("POST", "/staff/factor/verify", second.accessToken, {
      code: totp(staff.secret, now),
    });
    expect(next.status).toBe(200);
  });

  it("takes each recovery code once, in any case and spacing", async () => {
    const staff = await signInAdmin(ctx.api, ctx.db, "Recovery", "sales", clock);
    const [first, second] = staff.recoveryCodes as [string, string];
    const login = await logIn(staff.email, staff.password);
    const typed = first.toLowerCase().replace("-", " ");
    const used = await answerOf<{ accessToken: string }>(
      await call("POST", "/staff/factor/verify", login.accessToken, { code: typed }),
      200,
    );
    expect((await call("GET", "/inquiry/admin", used.accessToken)).status).toBe(200);
    expect(await answerOf<object>(await call("GET", "/staff/factor", used.accessToken), 200)).toMatchObject({
      recoveryCodesLeft: 9,
    });
    // The password-only step it completed is ended; a new sign-in cannot use the same code.
    expect((await call("POST", "/staff/factor/verify", login.accessToken, { code: second })).status).toBe(
      401,
    );
    const relogin = await logIn(staff.email, staff.password);
    const again = await call("POST", "/staff/factor/verify", relogin.accessToken, { code: first });
    expect(await json(again)).toEqual({ err: STAFF_MESSAGES.wrongCode });
    // Another member's code is no one else's.
    const other = await signInAdmin(ctx.api, ctx.db, "Other", "sales", clock);
    const otherLogin = await logIn(other.email, other.password);
    expect(
      (await call("POST", "/staff/factor/verify", otherLogin.accessToken, { code: second })).status,
    ).toBe(400);
    expect((await call("POST", "/staff/factor/verify", relogin.accessToken, { code: second })).status).toBe(
      200,
    );
  });

  it("stops guessing after ten wrong codes in fifteen minutes, writes each on the record, and the owner's reset forgets them", async () => {
    const staff = await signInAdmin(ctx.api, ctx.db, "Guessed", "sales", clock);
    // Right codes cost nothing: signing in on more devices than ten never locks anyone out.
    for (let i = 0; i < 11; i += 1) {
      const login = await logIn(staff.email, staff.password);
      if (i === 10) later(30); // the code of a step not used yet: a TOTP code counts once
      const code = staff.recoveryCodes[i] ?? totp(staff.secret, clock());
      expect((await call("POST", "/staff/factor/verify", login.accessToken, { code })).status).toBe(200);
    }
    const login = await logIn(staff.email, staff.password);
    const guessed = await Promise.all(
      Array.from({ length: 12 }, () =>
        call("POST", "/staff/factor/verify", login.accessToken, { code: "WRONG-CODE1" }).then(
          (r) => r.status,
        ),
      ),
    );
    // Guessed at once, still ten: each try is counted before it is checked.
    expect(guessed.sort()).toEqual([...Array<number>(10).fill(400), 429, 429]);
    later(30);
    const right = await call("POST", "/staff/factor/verify", login.accessToken, {
      code: totp(staff.secret, clock()),
    });
    expect(right.status).toBe(429);
    const record = await answerOf<{ actions: { action: string; actorEmail: string }[] }>(
      await call("GET", "/staff/actions?limit=100", owner.token),
      200,
    );
    expect(
      record.actions.filter((a) => a.actorEmail === staff.email && a.action === "sign-in.factor-refused"),
    ).toHaveLength(10);

    // The owner resets the factor: the count is forgotten with it, and the person sets it up again.
    await answerOf(await call("POST", `/staff/${staff.id}/factor/reset`, owner.token), 200);
    const again = await logIn(staff.email, staff.password);
    const setup = await answerOf<{ secret: string }>(
      await call("POST", "/staff/factor/setup", again.accessToken),
      200,
    );
    const confirmed = await call("POST", "/staff/factor/confirm", again.accessToken, {
      code: totp(setup.secret, clock()),
    });
    expect(confirmed.status).toBe(200);
  });

  it("lets the owner add, change, reset and remove staff, and nobody else", async () => {
    const member = await signUpMember(ctx.api, "joining");
    const added = await answerOf<{ member: { _id: string; staffRole: string; factorEnrolledAt: null } }>(
      // As pasted: other capitals, and a space at either end.
      await call("POST", "/staff", owner.token, { email: ` ${member.email.toUpperCase()} `, role: "sales" }),
      201,
    );
    expect(added.member).toMatchObject({ _id: member.id, staffRole: "sales", factorEnrolledAt: null });
    // The Users list says which role, not only "admin"; a member has none.
    const inList = async (email: string) =>
      (
        await answerOf<{ users: { _id: string; role: string; staffRole?: string }[] }>(
          await call("GET", `/user/admin?q=${encodeURIComponent(email)}`, owner.token),
          200,
        )
      ).users;
    expect(await inList(member.email)).toEqual([
      expect.objectContaining({ _id: member.id, role: "admin", staffRole: "sales" }),
    ]);
    // Their member session ended with the change: they sign in again and set up the factor.
    expect((await call("POST", "/user/auth/verify", member.token)).status).toBe(401);
    expect((await call("POST", "/staff", owner.token, { email: member.email, role: "sales" })).status).toBe(
      409,
    );
    expect(
      await json(await call("POST", "/staff", owner.token, { email: "nobody@example.com", role: "sales" })),
    ).toEqual({ err: STAFF_MESSAGES.noAccount });
    // An address nobody has proved theirs: whoever signed up with it first may be waiting for its
    // owner to be hired. Refused, and the account stays a member's.
    const waiting = await signUpMember(ctx.api, "future.hire", { confirmed: false });
    const refused = await call("POST", "/staff", owner.token, { email: waiting.email, role: "owner" });
    expect(refused.status).toBe(409);
    expect(await json(refused)).toEqual({ err: STAFF_MESSAGES.unconfirmed });
    expect(await inList(waiting.email)).toEqual([expect.objectContaining({ _id: waiting.id, role: "user" })]);
    expect((await call("POST", "/user/auth/verify", waiting.token)).status).toBe(200);

    const listed = await answerOf<{ staff: { _id: string; staffRole: string }[] }>(
      await call("GET", "/staff", owner.token),
      200,
    );
    expect(listed.staff).toContainEqual(expect.objectContaining({ _id: member.id, staffRole: "sales" }));
    expect(listed.staff).toContainEqual(expect.objectContaining({ _id: owner.id, staffRole: "owner" }));

    const changed = await answerOf<{ member: { staffRole: string } }>(
      await call("PATCH", `/staff/${member.id}`, owner.token, { role: "accounts" }),
      200,
    );
    expect(changed.member.staffRole).toBe("accounts");
    // The role they already have again: nothing changes, and the record gets no row for it.
    await answerOf(await call("PATCH", `/staff/${member.id}`, owner.token, { role: "accounts" }), 200);
    const roleRows = await ctx.db
      .select({ detail: staffActions.detail })
      .from(staffActions)
      .where(and(eq(staffActions.targetId, member.id), eq(staffActions.action, "staff.role-changed")));
    expect(roleRows.map((row) => row.detail)).toEqual(["sales → accounts"]);
    expect(await json(await call("PATCH", `/staff/${owner.id}`, owner.token, { role: "sales" }))).toEqual({
      err: STAFF_MESSAGES.notYourself,
    });
    expect((await call("POST", `/staff/${owner.id}/remove`, owner.token)).status).toBe(403);
    expect((await call("PATCH", `/staff/${member.id}`, owner.token, { role: "cook" })).status).toBe(400);

    // Sales and accounts cannot manage staff.
    const sales = await signInAdmin(ctx.api, ctx.db, "Nosy Sales", "sales", clock);
    expect(await json(await call("GET", "/staff", sales.token))).toEqual({ err: STAFF_MESSAGES.notAllowed });
    expect((await call("PATCH", `/staff/${member.id}`, sales.token, { role: "owner" })).status).toBe(403);

    // They read a member's onboarding answers (the members' list is theirs) but do not write them:
    // only the member, or the owner.
    const customer = await signUpMember(ctx.api, "answers");
    expect((await inList(customer.email))[0]).not.toHaveProperty("staffRole");
    const answers = { profession: "Teacher", interests: ["travel"] };
    await answerOf(await call("PUT", `/user/onboarding/${customer.id}`, customer.token, answers), 200);
    expect((await call("GET", `/user/onboarding/${customer.id}`, sales.token)).status).toBe(200);
    expect(
      await json(
        await call("PUT", `/user/onboarding/${customer.id}`, sales.token, {
          profession: "Spy",
          interests: [],
        }),
      ),
    ).toEqual({ err: STAFF_MESSAGES.notAllowed });
    const kept = await answerOf<{ onboarding: { profession: string } }>(
      await call("GET", `/user/onboarding/${customer.id}`, customer.token),
      200,
    );
    expect(kept.onboarding.profession).toBe("Teacher");
    await answerOf(await call("PUT", `/user/onboarding/${customer.id}`, owner.token, answers), 200);

    // Sales follow a customer's inquiry but not its documents: the booking's tax invoice (the
    // buyer's GSTIN and address) is the invoices' permission, as the payments' documents are.
    const { inquiry } = await answerOf<{ inquiry: { id: string } }>(
      await call("POST", "/inquiry/create_event", customer.token, eventInquiry()),
      201,
    );
    expect((await call("GET", `/inquiry/${inquiry.id}/booking`, sales.token)).status).toBe(200);
    for (const path of [`/inquiry/${inquiry.id}/tax-invoice`, `/inquiry/${inquiry.id}/tax-invoice/pdf`]) {
      expect(await json(await call("GET", path, sales.token))).toEqual({ err: STAFF_MESSAGES.notAllowed });
    }

    await answerOf(await call("POST", `/staff/${member.id}/remove`, owner.token), 200);
    const [row] = await ctx.db.select().from(users).where(eq(users.id, member.id));
    expect(row).toMatchObject({ role: "user", staffRole: null, totpSecret: null });
    expect((await call("POST", `/staff/${member.id}/remove`, owner.token)).status).toBe(404);

    // Each change was told to them by e-mail; the role they already had told them nothing.
    const told = await staffMail(member.email);
    expect(told).toHaveLength(3);
    expect(told).toContainEqual(
      expect.stringContaining("has added your account to the staff, as sales (inquiries, quotes"),
    );
    expect(told).toContainEqual(
      expect.stringContaining(
        "changed your role on the staff from sales (inquiries, quotes, messages and payment links) to accounts (invoices",
      ),
    );
    expect(told).toContainEqual(expect.stringContaining("has removed your account from the staff"));
  });

  it("resets another staff member's factor: their sessions end and they set it up again", async () => {
    const sales = await signInAdmin(ctx.api, ctx.db, "Lost Phone", "sales", clock);
    expect((await call("GET", "/inquiry/admin", sales.token)).status).toBe(200);
    const reset = await answerOf<{ member: { factorEnrolledAt: string | null } }>(
      await call("POST", `/staff/${sales.id}/factor/reset`, owner.token),
      200,
    );
    expect(reset.member.factorEnrolledAt).toBeNull();
    expect((await call("GET", "/inquiry/admin", sales.token)).status).toBe(401);
    expect(
      (await call("POST", "/user/auth/refresh", undefined, { refreshToken: sales.refreshToken })).status,
    ).toBe(401);
    const login = await logIn(sales.email, sales.password);
    // The old secret and codes are gone.
    expect(
      (await call("POST", "/staff/factor/verify", login.accessToken, { code: sales.recoveryCodes[0] }))
        .status,
    ).toBe(403);
    expect(await json(await call("GET", "/inquiry/admin", login.accessToken))).toMatchObject({
      secondFactor: "setup",
    });
    expect((await call("POST", "/staff/factor/setup", login.accessToken)).status).toBe(200);
    // Nobody resets their own (they would lock themselves out).
    expect((await call("POST", `/staff/${owner.id}/factor/reset`, owner.token)).status).toBe(403);
    expect(await staffMail(sales.email)).toEqual([
      expect.stringContaining("has reset your second factor and signed you out everywhere"),
    ]);
  });

  it("two removals of one person at once (a double click): one is done and told, the other finds nobody", async () => {
    const twice = await signInAdmin(ctx.api, ctx.db, "Double Click", "sales", clock);
    const statuses = await Promise.all(
      [1, 2].map(async () => (await call("POST", `/staff/${twice.id}/remove`, owner.token)).status),
    );
    expect(statuses.sort()).toEqual([200, 404]);
    expect(await staffMail(twice.email)).toEqual([
      expect.stringContaining("has removed your account from the staff"),
    ]);
  });

  it("does not reset a factor never set up: nothing to reset and nothing told", async () => {
    const joining = await signUpMember(ctx.api, "never.set.up");
    await answerOf(
      await call("POST", "/staff", owner.token, { email: joining.email, role: "accounts" }),
      201,
    );
    expect(await json(await call("POST", `/staff/${joining.id}/factor/reset`, owner.token))).toEqual({
      err: STAFF_MESSAGES.noFactor,
    });
    const hindi = await ctx.api.app.request(`/api/v1/staff/${joining.id}/factor/reset`, {
      method: "POST",
      headers: { Authorization: `Bearer ${owner.token}`, "Accept-Language": "hi" },
    });
    expect(hindi.status).toBe(409);
    expect(await json(hindi)).toEqual({ err: HINDI_MESSAGES[STAFF_MESSAGES.noFactor] });
    // Only the e-mail saying they joined.
    expect(await staffMail(joining.email)).toEqual([
      expect.stringContaining("has added your account to the staff"),
    ]);
  });

  it("keeps the factor's calls to staff", async () => {
    const member = await signUpMember(ctx.api, "not.staff");
    for (const path of ["/staff/factor/setup", "/staff/factor/verify"]) {
      const response = await call("POST", path, member.token, { code: "123456" });
      expect(await json(response), path).toEqual({ err: STAFF_MESSAGES.notStaff });
    }
  });
});
