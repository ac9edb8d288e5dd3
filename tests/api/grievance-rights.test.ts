// Grievances as a person's data, on every driver (docs/product.md D27; decisions 0039 and 0040):
// a grievance filed with a member's address is in their data summary and its download, and in a
// visitor's; erasure makes answered ones anonymous and keeps an open one whole under a hold until
// it is answered (then anonymous); marking one answered e-mails the person, in their language,
// with the privacy notice; the admin summary counts the open ones and the oldest one's age.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { addIsoDays, formatIsoDay } from "../../src/lib/dates.ts";
import type { AdminSummary } from "../../src/schemas/admin.ts";
import { GRIEVANCE_MAX_REPLY_DAYS, type AdminGrievance } from "../../src/schemas/grievance-rules.ts";
import type { ErasureReceipt, MemberData, VisitorData } from "../../src/schemas/privacy.ts";
import { grievances, legalHolds, outgoingEmails } from "../../src/server/db/schema.ts";
import { readLocalOutbox } from "../../src/server/mail/local-outbox.ts";
import { ERASED_NAME, releaseEndedHolds } from "../../src/server/services/erasure.ts";
import { SOLVED_LOCAL_CAPTCHA } from "../fixtures/captcha.ts";
import { answerOf as body, signInAdmin } from "../helpers/app.ts";
import { closeDatabaseHelpers } from "../helpers/databases.ts";
import { forEachDatabase } from "../helpers/for-each-database.ts";

afterAll(closeDatabaseHelpers);

const DAY = 86_400_000;
let counter = 0;
const tag = () => `${Date.now().toString(36)}${(counter += 1)}`;

forEachDatabase("grievances as a person's data", { env: { OPERATOR_EMAIL: "ops@rights.example" } }, (ctx) => {
  const { call } = ctx;
  let admin: Awaited<ReturnType<typeof signInAdmin>>;
  beforeAll(async () => {
    admin = await signInAdmin(ctx.api, ctx.db, "Grievance Desk");
  });

  async function member() {
    const t = tag();
    const person = {
      name: `Gulnaz Rights ${t}`,
      email: `gulnaz.${t}@example.com`,
      phoneNo: "9876543210",
      password: `gulnaz password ${t}`,
    };
    const created = await body<{ accessToken: string; newUser: { _id: string } }>(
      await call("POST", "/user/create", undefined, person),
      201,
    );
    return { ...person, id: created.newUser._id, token: created.accessToken };
  }

  const file = async (fields: { name: string; email: string; message: string }, lang = "en-IN") =>
    body<{ reference: string; replyBy: string }>(
      await ctx.api.app.request("/api/v1/grievance", {
        method: "POST",
        headers: { "content-type": "application/json", "Accept-Language": lang },
        body: JSON.stringify({ ...fields, phone: "", topic: "erasure", capchaToken: SOLVED_LOCAL_CAPTCHA }),
      }),
      201,
    );
  const grievanceRow = async (reference: string) =>
    (await ctx.db.select().from(grievances).where(eq(grievances.reference, reference)))[0]!;
  const answer = async (reference: string, status: "answered" | "closed", note = "") =>
    body<{ grievance: AdminGrievance }>(
      await call("PATCH", `/grievance/admin/${(await grievanceRow(reference)).id}`, admin.token, {
        status,
        note,
      }),
      200,
    );
  const summary = async (token: string) =>
    (await body<{ data: MemberData }>(await call("GET", "/user/data", token), 200)).data;

  it("a member's grievances are in their data; erasure makes answered ones anonymous and keeps an open one until answered", async () => {
    const gulnaz = await member();
    const answered = await file({
      name: gulnaz.name,
      email: gulnaz.email,
      message: `Please stop writing to ${gulnaz.name}.`,
    });
    // Filed with the address as typed on another day: the same person.
    const open = await file({
      name: gulnaz.name,
      email: gulnaz.email.toUpperCase(),
      message: "Erase everything you hold about me.",
    });
    await answer(answered.reference, "answered", "Took her off the list.");

    const before = await summary(gulnaz.token);
    expect(before.grievances.map((g) => [g.reference, g.status, g.message])).toEqual([
      [open.reference, "open", "Erase everything you hold about me."],
      [answered.reference, "answered", `Please stop writing to ${gulnaz.name}.`],
    ]);
    expect(before.grievances[0]).toMatchObject({ replyBy: open.replyBy, closedAt: null, topic: "erasure" });
    // The operators' note is theirs.
    expect(JSON.stringify(before)).not.toContain("Took her off the list.");

    const { erasure } = await body<{ erasure: ErasureReceipt }>(
      await call("POST", "/user/erase", gulnaz.token, { password: gulnaz.password }),
      200,
    );
    expect(erasure.erased).toContainEqual({ item: "grievances", count: 1 });
    const filedDay = formatIsoDay(new Date((await grievanceRow(open.reference)).createdAt));
    expect(erasure.kept).toContainEqual({
      item: "open-grievances",
      count: 1,
      basis: "dpdp-s13",
      reason: expect.stringContaining("sections 8(10) and 13"),
      until: addIsoDays(filedDay, GRIEVANCE_MAX_REPLY_DAYS),
      documents: [],
    });
    // The answered one is a line of the log: its reference, topic and outcome, nobody's words.
    expect(await grievanceRow(answered.reference)).toMatchObject({
      name: ERASED_NAME,
      email: expect.stringMatching(/@erased\.invalid$/),
      phone: null,
      message: "(erased)",
      status: "answered",
    });
    // The open one is whole, so that the answer reaches her.
    expect(await grievanceRow(open.reference)).toMatchObject({
      name: gulnaz.name,
      email: gulnaz.email.toUpperCase(),
      message: "Erase everything you hold about me.",
      status: "open",
    });

    // Answered: she is told at her address, then it is anonymous and its hold ends.
    await answer(open.reference, "answered");
    await ctx.api.settled();
    const told = await ctx.db
      .select()
      .from(outgoingEmails)
      .where(eq(outgoingEmails.to, gulnaz.email.toUpperCase()));
    expect(told.map((mail) => mail.template)).toContain("grievance-answered");
    expect(await grievanceRow(open.reference)).toMatchObject({ name: ERASED_NAME, message: "(erased)" });
    const row = await grievanceRow(open.reference);
    expect(await ctx.db.select().from(legalHolds).where(eq(legalHolds.recordId, row.id))).toEqual([]);
  });

  it("marking a grievance answered e-mails the person in their language, with the privacy notice; closing one does not", async () => {
    const t = tag();
    const email = `shalini.${t}@example.com`;
    const hindi = await file(
      { name: "Shalini", email, message: "मेरा फ़ोन नंबर हटाइए, आपके संदेश अब भी आते हैं।" },
      "hi",
    );
    const english = await file({ name: "Shalini", email, message: "A second one, about consent." });
    await answer(hindi.reference, "answered", "Removed the number, wrote to her from privacy@.");
    await answer(english.reference, "closed", "A duplicate of the first.");
    await ctx.api.settled();
    await ctx.api.mailer.drain();
    const delivered = (await readLocalOutbox(ctx.api.mailDir)).filter((mail) => mail.to === email);
    const answered = delivered.filter((mail) => mail.subject.includes("जवाब दे दिया गया"));
    expect(answered).toHaveLength(1);
    const [mail] = answered;
    expect(mail!.subject).toBe(`आपकी शिकायत का जवाब दे दिया गया है (${hindi.reference})`);
    expect(mail!.textBody).toMatch(/^नमस्ते Shalini जी,\n/);
    expect(mail!.textBody).toContain(`आपकी शिकायत ${hindi.reference} का जवाब दे दिया है।`);
    expect(mail!.textBody).toContain("privacy@novaexperience.in से ईमेल द्वारा भेजा गया है");
    expect(mail!.textBody).toContain("डेटा संरक्षण बोर्ड");
    expect(mail!.textBody).toMatch(/गोपनीयता सूचना: \S+\/hi\/privacy$/);
    // Neither what she wrote nor the operators' note.
    expect(mail!.textBody).not.toContain("मेरा फ़ोन नंबर");
    expect(mail!.textBody).not.toContain("Removed the number");
    // Closed (a duplicate) tells nobody anything new: only the two acknowledgements and the answer.
    expect(delivered.map((m) => m.subject).filter((s) => s.includes(english.reference))).toEqual([
      `We received your grievance (${english.reference})`,
    ]);
  });

  it("an English answer reads in English", async () => {
    const email = `ravi.${tag()}@example.com`;
    const filed = await file({ name: "Ravi", email, message: "Why did you share my number?" });
    await answer(filed.reference, "answered");
    await ctx.api.settled();
    const [mail] = await ctx.db
      .select()
      .from(outgoingEmails)
      .where(eq(outgoingEmails.template, "grievance-answered"))
      .then((rows) => rows.filter((row) => row.to === email));
    expect(mail!.subject).toBe(`Your grievance is answered (${filed.reference})`);
    expect(mail!.textBody).toContain(`Our Grievance Officer answered your grievance ${filed.reference} on `);
    expect(mail!.textBody).toContain(
      "The answer was written to you by e-mail from privacy@novaexperience.in. If it has not reached you",
    );
    // Sent from a no-reply address, it says where to write, not to reply.
    expect(mail!.textBody).toContain("write to privacy@novaexperience.in with your reference.");
    expect(mail!.textBody).not.toContain("reply to this e-mail");
    expect(mail!.textBody).toContain("About: Erasing my data");
    expect(mail!.textBody).toMatch(/Privacy notice: \S+\/privacy$/);
  });

  it("a visitor's link shows the grievances filed with the address, and erasing keeps an open one until answered", async () => {
    const visitor = `visitor.${tag()}@example.com`;
    const done = await file({ name: "Farah", email: visitor, message: "Who gave you my address?" });
    const open = await file({ name: "Farah", email: visitor, message: "And erase it, please." });
    await answer(done.reference, "answered");
    await body(
      await call("POST", "/privacy/data-request", undefined, {
        email: visitor,
        capchaToken: SOLVED_LOCAL_CAPTCHA,
      }),
      200,
    );
    await ctx.api.settled();
    const [link] = await ctx.db
      .select()
      .from(outgoingEmails)
      .where(eq(outgoingEmails.to, visitor))
      .then((rows) => rows.filter((row) => row.template === "data-request"));
    const token = /\/data-request#token=([\w-]+)/.exec(link!.textBody)![1]!;
    const seen = (await body<{ data: VisitorData }>(await call("GET", `/privacy/data-request/${token}`), 200))
      .data;
    expect(seen.grievances.map((g) => [g.reference, g.status])).toEqual([
      [open.reference, "open"],
      [done.reference, "answered"],
    ]);
    const { erasure } = await body<{ erasure: ErasureReceipt }>(
      await call("POST", `/privacy/data-request/${token}/erase`),
      200,
    );
    expect(erasure.erased).toContainEqual({ item: "grievances", count: 1 });
    expect(erasure.kept.map((k) => k.item)).toEqual(["open-grievances", "processing-log"]);
    expect((await grievanceRow(done.reference)).message).toBe("(erased)");
    expect((await grievanceRow(open.reference)).message).toBe("And erase it, please.");

    // Unanswered when the longest period the Rules allow has passed: made anonymous all the same.
    const [hold] = await ctx.db
      .select()
      .from(legalHolds)
      .where(eq(legalHolds.recordId, (await grievanceRow(open.reference)).id));
    await releaseEndedHolds(ctx.db, hold!.heldUntil);
    expect((await grievanceRow(open.reference)).message).toBe("And erase it, please.");
    await releaseEndedHolds(ctx.db, addIsoDays(hold!.heldUntil, 1));
    expect(await grievanceRow(open.reference)).toMatchObject({ name: ERASED_NAME, message: "(erased)" });
  });

  it("the admin summary counts the open grievances and gives the oldest one's age", async () => {
    const first = await body<AdminSummary>(await call("GET", "/admin/summary", admin.token), 200);
    const filed = await file({
      name: "Old Case",
      email: `old.${tag()}@example.com`,
      message: "Still waiting.",
    });
    const oldest = 400;
    await ctx.db
      .update(grievances)
      .set({ createdAt: new Date(Date.now() - oldest * DAY) })
      .where(eq(grievances.reference, filed.reference));
    const now = await body<AdminSummary>(await call("GET", "/admin/summary", admin.token), 200);
    expect(now.openGrievances).toBe(first.openGrievances + 1);
    expect(now.oldestOpenGrievanceDays).toBe(oldest);
    await answer(filed.reference, "closed");
    const after = await body<AdminSummary>(await call("GET", "/admin/summary", admin.token), 200);
    expect(after.openGrievances).toBe(first.openGrievances);
    expect(after.oldestOpenGrievanceDays ?? 0).toBeLessThan(oldest);
  });
});
