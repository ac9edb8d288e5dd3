// Grievances about personal data on every driver (docs/product.md D27; decision 0040): anyone
// files one and gets a reference and the day we answer by, acknowledged by e-mail in the page's
// language, the operators alerted; what is wrong is a 400 { err } and nothing is filed; the
// form is bounded per client and per address; operators list them with their age, late ones
// marked and first, and mark one answered or closed, once.
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { GRIEVANCE_REPLY_DAYS } from "../../src/config/site.ts";
import { addIsoDays, formatIsoDay } from "../../src/lib/dates.ts";
import { GRIEVANCE_MAX_REPLY_DAYS, type AdminGrievance } from "../../src/schemas/grievance-rules.ts";
import { grievances, outgoingEmails, outgoingWhatsapp } from "../../src/server/db/schema.ts";
import { SOLVED_LOCAL_CAPTCHA } from "../fixtures/captcha.ts";
import { answerOf as body, json, signInAdmin, signUpMember } from "../helpers/app.ts";
import { parseCsv } from "../helpers/csv.ts";
import { closeDatabaseHelpers } from "../helpers/databases.ts";
import { forEachDatabase } from "../helpers/for-each-database.ts";

afterAll(closeDatabaseHelpers);

const OPERATORS = "ops@novaexperience.in";
let counter = 0;
const freshEmail = (label = "aggrieved") =>
  `${label}.${Date.now().toString(36)}.${(counter += 1)}@example.com`;

const DAY = 86_400_000;

it("gives itself no more days than the DPDP Rules allow, and says so in one place", () => {
  expect(GRIEVANCE_REPLY_DAYS).toBeGreaterThan(0);
  expect(GRIEVANCE_REPLY_DAYS).toBeLessThanOrEqual(GRIEVANCE_MAX_REPLY_DAYS);
});

forEachDatabase(
  "grievances",
  { env: { OPERATOR_EMAIL: OPERATORS, OPERATOR_WHATSAPP: "9811111111" } },
  (ctx) => {
    let admin: Awaited<ReturnType<typeof signInAdmin>>;
    beforeAll(async () => {
      admin = await signInAdmin(ctx.api, ctx.db, "Grievance Officer");
    });

    const file = (input: unknown, headers: Record<string, string> = {}) =>
      ctx.api.app.request("/api/v1/grievance", {
        method: "POST",
        headers: { "content-type": "application/json", ...headers },
        body: JSON.stringify(input),
      });
    const valid = (overrides: Record<string, unknown> = {}) => ({
      name: "Meera Iyer",
      email: freshEmail(),
      phone: "+91 98765 43210",
      topic: "erasure",
      message: "I asked you to erase my data a month ago and still get your e-mails.",
      capchaToken: SOLVED_LOCAL_CAPTCHA,
      ...overrides,
    });
    const filedCount = async () =>
      (await ctx.db.select({ n: sql<number>`count(*)::int` }).from(grievances))[0]!.n;
    const mailsTo = async (to: string) => {
      await ctx.api.settled();
      return ctx.db.select().from(outgoingEmails).where(eq(outgoingEmails.to, to));
    };
    const list = async (query = "") =>
      body<{ grievances: AdminGrievance[]; total: number }>(
        await ctx.call("GET", `/grievance/admin${query}`, admin.token),
        200,
      );
    /** The one grievance with this reference, as the operators' list shows it. */
    const listed = async (reference: string) => {
      const { grievances: rows } = await list(`?q=${reference}`);
      expect(rows.map((row) => row.reference)).toEqual([reference]);
      return rows[0]!;
    };
    /** Moves a grievance's filing back `days` days, with the day it is due: as if filed then. */
    const filedDaysAgo = async (reference: string, days: number) => {
      const then = new Date(Date.now() - days * DAY);
      await ctx.db
        .update(grievances)
        .set({ createdAt: then, replyBy: addIsoDays(formatIsoDay(then), GRIEVANCE_REPLY_DAYS) })
        .where(eq(grievances.reference, reference));
    };

    it("gives a reference and the day we answer by, acknowledges it and tells the operators", async () => {
      const input = valid();
      const before = formatIsoDay(new Date());
      const answer = await body<{ message: string; reference: string; replyBy: string; replyDays: number }>(
        await file(input, { "Accept-Language": "en-IN" }),
        201,
      );
      const after = formatIsoDay(new Date());
      expect(answer.message).toBe("Your grievance has been filed.");
      expect(answer.reference).toMatch(/^GRV-[0-9A-Z]{8}$/);
      expect(answer.replyDays).toBe(GRIEVANCE_REPLY_DAYS);
      // The day it was filed (in India) and the period: whichever side of midnight the call fell.
      expect([addIsoDays(before, GRIEVANCE_REPLY_DAYS), addIsoDays(after, GRIEVANCE_REPLY_DAYS)]).toContain(
        answer.replyBy,
      );

      const [row] = await ctx.db.select().from(grievances).where(eq(grievances.reference, answer.reference));
      expect(row).toMatchObject({
        name: "Meera Iyer",
        email: input.email,
        phone: "9876543210",
        topic: "erasure",
        message: input.message,
        language: "en",
        status: "open",
        replyBy: answer.replyBy,
        closedAt: null,
      });

      const [ack] = await mailsTo(input.email);
      expect(ack!.subject).toBe(`We received your grievance (${answer.reference})`);
      expect(ack!.template).toBe("grievance-acknowledgement");
      expect(ack!.textBody).toContain(`Your reference is ${answer.reference}.`);
      expect(ack!.textBody).toMatch(
        new RegExp(`will answer you by \\w+ \\d{1,2}, \\d{4}, within ${GRIEVANCE_REPLY_DAYS} days`),
      );
      expect(ack!.textBody).toContain("About: Erasing my data");
      expect(ack!.textBody).toContain("Data Protection Board of India");
      // What they wrote is not mailed back to the address typed.
      expect(ack!.textBody).not.toContain(input.message);
      expect(ack!.textBody).toMatch(/Privacy notice: \S+\/privacy$/);
      expect(ack!.htmlBody).toContain(answer.reference);

      const alert = (await mailsTo(OPERATORS)).find((mail) => mail.subject.includes(answer.reference))!;
      expect(alert.subject).toMatch(new RegExp(`^New grievance ${answer.reference}: answer by `));
      expect(alert.textBody).toContain(`From: Meera Iyer <${input.email}>, 9876543210`);
      expect(alert.textBody).toContain("About: Erasing my data");
      expect(alert.textBody).toContain("Written in: English");
      expect(alert.textBody).toContain(input.message);
      expect(alert.textBody).toContain(`/admin-dashboard?tab=grievances&q=${answer.reference}`);
      const [whatsapp] = await ctx.db
        .select()
        .from(outgoingWhatsapp)
        .where(sql`${outgoingWhatsapp.body}::text like ${`%New grievance ${answer.reference}%`}`);
      expect(whatsapp?.to).toBe("919811111111");
    });

    it("acknowledges in Hindi what was filed from a Hindi page, and keeps the language for the answer", async () => {
      const input = valid({ phone: "" });
      const answer = await body<{ reference: string }>(await file(input, { "Accept-Language": "hi" }), 201);
      const [ack] = await mailsTo(input.email);
      expect(ack!.subject).toBe(`आपकी शिकायत हमें मिल गई है (${answer.reference})`);
      expect(ack!.textBody).toMatch(/^नमस्ते Meera Iyer जी,\n/);
      expect(ack!.textBody).toContain(`आपका संदर्भ नंबर ${answer.reference} है।`);
      expect(ack!.textBody).toContain("विषय: मेरा डेटा मिटाना");
      expect(ack!.textBody).toMatch(/गोपनीयता सूचना: \S+\/hi\/privacy$/);
      const row = await listed(answer.reference);
      expect(row).toMatchObject({ language: "hi", phone: "" });
      const alert = (await mailsTo(OPERATORS)).find((mail) => mail.subject.includes(answer.reference))!;
      expect(alert.textBody).toContain("Written in: Hindi");
    });

    it("takes a member's grievance like anyone's", async () => {
      const member = await signUpMember(ctx.api, "grieving-member");
      const response = await ctx.api.app.request("/api/v1/grievance", {
        method: "POST",
        headers: { "content-type": "application/json", Authorization: `Bearer ${member.token}` },
        body: JSON.stringify(valid({ email: member.email })),
      });
      expect(response.status).toBe(201);
    });

    it.each([
      ["no name", { name: "  " }, "Please enter your name."],
      ["a name of two lines", { name: "Meera\nIyer" }, "Please keep this on one line."],
      // Greeted in the acknowledgement at the typed address (decision 0043).
      [
        "a web address in the name",
        { name: "Visit www.lure.example" },
        "A name cannot contain a web address or a link.",
      ],
      ["a bad e-mail", { email: "meera@" }, "Please enter a valid email address."],
      ["a bad phone", { phone: "call me" }, "Please enter a valid phone number."],
      ["no topic", { topic: undefined }, "Please choose what your grievance is about."],
      ["an unknown topic", { topic: "refund" }, "Please choose what your grievance is about."],
      ["no message", { message: " \n " }, "Please tell us what went wrong."],
      [
        "an oversize message",
        { message: "x".repeat(5001) },
        "Please keep your grievance under 5000 characters.",
      ],
      ["an unknown field", { status: "answered" }, 'Unrecognized key: "status"'],
    ])("answers 400 for %s, with its message, and files nothing", async (_, override, message) => {
      const before = await filedCount();
      const response = await file(valid(override));
      expect(response.status).toBe(400);
      expect((await json(response)).err).toBe(message);
      expect(await filedCount()).toBe(before);
    });

    it("files nothing without a solved bot check", async () => {
      const before = await filedCount();
      for (const capchaToken of [undefined, "", "forged-token"]) {
        const response = await file(valid({ capchaToken }));
        expect(response.status).toBe(400);
        expect(await json(response)).toEqual({
          err: "Please complete the reCAPTCHA challenge.",
          captcha: "required",
        });
      }
      expect(await filedCount()).toBe(before);
    });

    it("is bounded per client, saying how long to wait", async () => {
      const client = { "x-test-client": `grievance-${Date.now()}-${(counter += 1)}` };
      const statuses: number[] = [];
      for (let i = 0; i < 11; i += 1) statuses.push((await file(valid(), client)).status);
      expect(statuses).toEqual([...Array(10).fill(201), 429]);
      const refused = await file(valid(), client);
      expect(refused.headers.get("Retry-After")).toMatch(/^\d+$/);
      expect((await json(refused)).err).toMatch(/^Too many requests\. Try again in \d+ (minutes?|hours?)\.$/);
    });

    it("acknowledges five a day to one address, from any client, and still files the rest", async () => {
      const email = freshEmail("flooded");
      const statuses: number[] = [];
      for (let i = 0; i < 6; i += 1) statuses.push((await file(valid({ email }))).status);
      // The sixth (perhaps the address's owner, after a stranger filed five with it) is heard.
      expect(statuses).toEqual(Array(6).fill(201));
      expect(await mailsTo(email)).toHaveLength(5);
      expect((await list(`?q=${encodeURIComponent(email)}`)).total).toBe(6);
    });

    it("lists open grievances for the operators with their age, the late ones marked and first", async () => {
      const fresh = await body<{ reference: string; replyBy: string }>(await file(valid()), 201);
      const old = await body<{ reference: string }>(await file(valid()), 201);
      const late = await body<{ reference: string }>(await file(valid()), 201);
      await filedDaysAgo(old.reference, 12);
      await filedDaysAgo(late.reference, GRIEVANCE_REPLY_DAYS + 3);

      const today = await listed(fresh.reference);
      expect(today).toMatchObject({ status: "open", ageDays: 0, overdue: false, replyBy: fresh.replyBy });
      expect(await listed(old.reference)).toMatchObject({ ageDays: 12, overdue: false });
      expect(await listed(late.reference)).toMatchObject({
        ageDays: GRIEVANCE_REPLY_DAYS + 3,
        overdue: true,
      });

      // Open ones first, the one due soonest (the late one) at the top.
      const open = (await list("?status=open&limit=100")).grievances.map((row) => row.reference);
      expect(open.indexOf(late.reference)).toBeLessThan(open.indexOf(old.reference));
      expect(open.indexOf(old.reference)).toBeLessThan(open.indexOf(fresh.reference));
      const { total } = await list("?status=open");
      expect(total).toBeGreaterThanOrEqual(3);

      const { rows } = await csv(`/grievance/admin/export.csv?q=${late.reference}`);
      expect(rows[0]).toEqual([
        "Reference",
        "Received",
        "Answer By",
        "Status",
        "Age (Days)",
        "Name",
        "Email",
        "Phone",
        "About",
        "Message",
        "Note",
      ]);
      expect(rows[1]!.slice(0, 5)).toEqual([
        late.reference,
        expect.any(String),
        expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        "Open (overdue)",
        String(GRIEVANCE_REPLY_DAYS + 3),
      ]);
    });

    it("lets an operator mark one answered or closed, once, with a note", async () => {
      const late = await body<{ reference: string }>(await file(valid()), 201);
      await filedDaysAgo(late.reference, GRIEVANCE_REPLY_DAYS + 1);
      const { _id: id } = await listed(late.reference);

      const { grievance } = await body<{ grievance: AdminGrievance }>(
        await ctx.call("PATCH", `/grievance/admin/${id}`, admin.token, {
          status: "answered",
          note: "  Erased the account and told her by e-mail.  ",
        }),
        200,
      );
      expect(grievance).toMatchObject({
        reference: late.reference,
        status: "answered",
        overdue: false,
        closedBy: "Grievance Officer",
        note: "Erased the account and told her by e-mail.",
      });
      expect(Date.parse(grievance.closedAt!)).toBeGreaterThan(Date.now() - DAY);
      expect((await list("?status=open&limit=100")).grievances.map((row) => row.reference)).not.toContain(
        late.reference,
      );
      expect((await list("?status=answered&limit=100")).grievances.map((row) => row._id)).toContain(id);

      // Once: answered is final, and so is closed.
      const again = await ctx.call("PATCH", `/grievance/admin/${id}`, admin.token, { status: "closed" });
      expect(again.status).toBe(409);
      expect((await json(again)).err).toBe("This grievance is already answered or closed.");
      expect((await listed(late.reference)).status).toBe("answered");

      const other = await body<{ reference: string }>(await file(valid()), 201);
      const closed = await body<{ grievance: AdminGrievance }>(
        await ctx.call("PATCH", `/grievance/admin/${(await listed(other.reference))._id}`, admin.token, {
          status: "closed",
        }),
        200,
      );
      expect(closed.grievance).toMatchObject({ status: "closed", note: "" });
    });

    it("refuses an outcome it does not know, an unknown grievance and a malformed id", async () => {
      const filed = await body<{ reference: string }>(await file(valid()), 201);
      const { _id: id } = await listed(filed.reference);
      for (const [outcome, message] of [
        [{ status: "open" }, "Please choose answered or closed."],
        [{ status: "answered", note: "x".repeat(2001) }, "Please keep the note under 2000 characters."],
      ] as const) {
        const response = await ctx.call("PATCH", `/grievance/admin/${id}`, admin.token, outcome);
        expect(response.status).toBe(400);
        expect((await json(response)).err).toBe(message);
      }
      expect((await listed(filed.reference)).status).toBe("open");
      const unknown = await ctx.call("PATCH", `/grievance/admin/${crypto.randomUUID()}`, admin.token, {
        status: "answered",
      });
      expect(unknown.status).toBe(404);
      expect((await json(unknown)).err).toBe("Unknown grievance.");
      const malformed = await ctx.call("PATCH", "/grievance/admin/not-an-id", admin.token, {
        status: "answered",
      });
      expect(malformed.status).toBe(400);
      expect((await json(malformed)).err).toBe("Unknown grievance.");
      const badFilter = await ctx.call("GET", "/grievance/admin?status=late", admin.token);
      expect(badFilter.status).toBe(400);
      expect((await json(badFilter)).err).toBe("status must be open, answered or closed.");
    });

    it("shows the list only to admins", async () => {
      const member = await signUpMember(ctx.api, "curious");
      expect((await ctx.call("GET", "/grievance/admin")).status).toBe(401);
      expect((await ctx.call("GET", "/grievance/admin", member.token)).status).toBe(403);
      const patch = await ctx.call("PATCH", `/grievance/admin/${crypto.randomUUID()}`, member.token, {
        status: "answered",
      });
      expect(patch.status).toBe(403);
    });

    async function csv(path: string) {
      const response = await ctx.call("GET", path, admin.token);
      expect(response.status).toBe(200);
      return { rows: parseCsv(await response.text()) };
    }
  },
);
