// Service inquiries and project briefs on every driver.
import { eq, inArray, sql } from "drizzle-orm";
import { afterAll, expect, it } from "vitest";
import { inquiries, outgoingEmails, projects } from "../../src/server/db/schema.ts";
import { closeDatabaseHelpers } from "../helpers/databases.ts";
import { forEachDatabase } from "../helpers/for-each-database.ts";
import { json, signUpMember } from "../helpers/app.ts";
import {
  eventInquirySchema,
  type CateringInquiryInput,
  type EventInquiryInput,
  type TravelInquiryInput,
} from "../../src/schemas/inquiry.ts";
import { createInquiry } from "../../src/server/services/inquiries.ts";
import { cateringInquiry, eventInquiry, travelInquiry } from "../fixtures/inquiries.ts";

afterAll(closeDatabaseHelpers);

/** The columns an inquiry's contact fills (catering names it fullName), and its details. */
function contactAndDetails(input: EventInquiryInput | CateringInquiryInput | TravelInquiryInput) {
  if ("fullName" in input) {
    const { fullName, email, phone, city, ...details } = input;
    return { name: fullName, email, phone, city, details };
  }
  const { name, email, phone, city, ...details } = input;
  return { name, email, phone, city, details };
}

forEachDatabase("inquiries", { env: { OPERATOR_EMAIL: "ops@novaexperience.in" } }, (ctx) => {
  const { call } = ctx;
  const member = () => signUpMember(ctx.api, "member");
  const countRows = async () =>
    (await ctx.db.select({ n: sql<number>`count(*)::int` }).from(inquiries))[0]!.n;

  it.each([
    ["/inquiry/create_event", "event", eventInquiry(), /^EVT-/],
    ["/inquiry/create_food", "catering", cateringInquiry(), /^CAT-/],
    ["/inquiry/create_travel", "travel", travelInquiry(), /^TRV-/],
  ] as const)("%s stores exactly what was sent", async (path, kind, input, reference) => {
    const { token, id, email: accountEmail } = await member();
    const response = await call("POST", path, token, input);
    expect(response.status).toBe(201);
    const body = (await response.json()) as {
      message: string;
      inquiry: { id: string; reference: string; status: string };
    };
    expect(body.message).toBe("Form submitted successfully!");
    expect(body.inquiry).toMatchObject({
      inquiry_type: kind,
      status: "new",
      reference: expect.stringMatching(reference),
    });

    const [row] = await ctx.db.select().from(inquiries).where(eq(inquiries.id, body.inquiry.id));
    const { name, email, phone, city, details } = contactAndDetails(input);
    expect(row).toMatchObject({
      userId: id,
      kind,
      name,
      email,
      // The catering fixture's "+91 98200 12345" is kept as its ten digits (D26).
      phone: kind === "catering" ? "9820012345" : phone,
      city,
      status: "new",
    });
    // What was sent, plus the "other" fields the catering call leaves out, kept empty.
    expect(row!.details).toEqual(
      kind === "catering"
        ? { ...details, otherEventType: "", otherCuisinePreference: "", otherMenuPreference: "" }
        : details,
    );
    const mails = await ctx.db
      .select()
      .from(outgoingEmails)
      .where(sql`${outgoingEmails.textBody} like ${`%${body.inquiry.reference}%`}`);
    // The acknowledgement goes to the account; the address typed on the form is the operators'.
    expect(mails.map((mail) => mail.to).sort()).toEqual([accountEmail, "ops@novaexperience.in"].sort());
    expect(mails.find((mail) => mail.to === "ops@novaexperience.in")!.textBody).toContain(email);
  });

  it("writes only to the member's own address, whatever address and name the form names", async () => {
    const { token, email: accountEmail } = await member();
    const outsider = `victim.${Date.now()}@elsewhere.example`;
    const response = await call(
      "POST",
      "/inquiry/create_travel",
      token,
      travelInquiry({ name: "Claim your prize at evil.example", email: outsider }),
    );
    expect(response.status).toBe(201);
    const { inquiry } = (await response.json()) as { inquiry: { reference: string } };
    const mails = await ctx.db
      .select()
      .from(outgoingEmails)
      .where(sql`${outgoingEmails.textBody} like ${`%${inquiry.reference}%`}`);
    const acknowledgement = mails.find((mail) => mail.template.startsWith("inquiry-acknowledgement"));
    expect(acknowledgement?.to).toBe(accountEmail);
    expect(acknowledgement?.textBody).toMatch(/^Hello Member,/);
    expect(acknowledgement?.textBody).not.toContain("evil.example");
    expect(mails.map((mail) => mail.to)).not.toContain(outsider);
    // The operators still see the contact details the member gave.
    expect(mails.find((mail) => mail.to === "ops@novaexperience.in")?.textBody).toContain(outsider);
  });

  it("limits each member to 20 inquiries a day, saying how long to wait", async () => {
    const { token } = await member();
    const statuses: number[] = [];
    for (let i = 0; i < 21; i += 1) {
      statuses.push((await call("POST", "/inquiry/create_event", token, eventInquiry())).status);
    }
    expect(statuses).toEqual([...Array(20).fill(201), 429]);
    const refused = await call("POST", "/inquiry/create_food", token, cateringInquiry());
    expect(refused.status).toBe(429);
    expect((await json(refused)).err).toMatch(/^Too many requests\. Try again in \d+ (hours?|minutes?)\.$/);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(60);
    // Another member is not affected.
    const other = await member();
    expect((await call("POST", "/inquiry/create_event", other.token, eventInquiry())).status).toBe(201);
  });

  it("stores an inquiry and its e-mails together or not at all", async () => {
    // A member deleted between the check of the token and the insert: the insert fails.
    const missingUser = "00000000-0000-4000-8000-000000000000";
    const emailsBefore = (await ctx.db.select({ n: sql<number>`count(*)::int` }).from(outgoingEmails))[0]!.n;
    const inquiriesBefore = await countRows();
    await expect(
      createInquiry(
        ctx.db,
        { id: missingUser, name: "Gone", email: "gone@example.com" },
        { kind: "event", data: eventInquirySchema.parse(eventInquiry()) },
        { operatorEmail: "ops@x.in", siteUrl: "https://nova.example" },
      ),
    ).rejects.toThrow();
    expect(await countRows()).toBe(inquiriesBefore);
    expect((await ctx.db.select({ n: sql<number>`count(*)::int` }).from(outgoingEmails))[0]!.n).toBe(
      emailsBefore,
    );
  });

  it("keeps an 'other' field only when its choice is selected", async () => {
    const { token } = await member();
    const other = await call(
      "POST",
      "/inquiry/create_event",
      token,
      eventInquiry({ eventType: "other", otherEventType: "Mehendi" }),
    );
    const notOther = await call(
      "POST",
      "/inquiry/create_event",
      token,
      eventInquiry({ otherEventType: "ignored" }),
    );
    const missing = await call(
      "POST",
      "/inquiry/create_event",
      token,
      eventInquiry({ eventType: "other", otherEventType: "" }),
    );
    expect(
      ((await other.json()) as { inquiry: { details: Record<string, unknown> } }).inquiry.details
        .otherEventType,
    ).toBe("Mehendi");
    expect(
      ((await notOther.json()) as { inquiry: { details: Record<string, unknown> } }).inquiry.details
        .otherEventType,
    ).toBe("");
    expect(missing.status).toBe(400);
    expect((await json(missing)).err).toBe("Please describe your choice.");
  });

  it("requires a signed-in member", async () => {
    const before = await countRows();
    expect((await call("POST", "/inquiry/create_event", undefined, eventInquiry())).status).toBe(401);
    expect((await call("POST", "/inquiry/create_travel", "forged.token.here", travelInquiry())).status).toBe(
      401,
    );
    expect((await call("GET", "/inquiry/get_all_user_inquirys?search=")).status).toBe(401);
    expect(await countRows()).toBe(before);
  });

  it.each([
    ["/inquiry/create_event", eventInquiry({ name: "K" }), "Name must be at least 2 characters."],
    ["/inquiry/create_event", eventInquiry({ email: "kavya@" }), "Please enter a valid email address."],
    ["/inquiry/create_event", eventInquiry({ phone: "98765" }), "Please enter a valid phone number."],
    ["/inquiry/create_event", eventInquiry({ eventDate: "" }), "Please select a date."],
    [
      "/inquiry/create_event",
      eventInquiry({ eventDate: "2020-01-01" }),
      "Please choose a date that is not in the past.",
    ],
    ["/inquiry/create_event", eventInquiry({ numberOfGuests: 0 }), "Number of guests must be at least 1."],
    ["/inquiry/create_event", eventInquiry({ budgetRange: "" }), "Please enter a valid budget."],
    ["/inquiry/create_event", { ...eventInquiry(), eventType: "funeral" }, "Please choose an option."],
    ["/inquiry/create_food", cateringInquiry({ fullName: "" }), "Full Name is required."],
    ["/inquiry/create_food", cateringInquiry({ cateringDate: "tomorrow" }), "Please select a catering date."],
    ["/inquiry/create_food", cateringInquiry({ budgetRange: 4999 }), "Please enter a valid budget."],
    ["/inquiry/create_food", cateringInquiry({ beverageServices: undefined }), "Please choose an option."],
    ["/inquiry/create_travel", travelInquiry({ travelDestination: "K" }), "Destination is required."],
    [
      "/inquiry/create_travel",
      travelInquiry({ numberOfTravelers: 0 }),
      "Number of travelers must be at least 1.",
    ],
    ["/inquiry/create_travel", travelInquiry({ tourPackageType: "custom" }), "Please describe your choice."],
    ["/inquiry/create_travel", { ...travelInquiry(), role: "admin" }, 'Unrecognized key: "role"'],
  ])("%s answers 400 with the specification's message and stores nothing", async (path, input, message) => {
    const { token } = await member();
    const before = await countRows();
    const response = await call("POST", path, token, input);
    expect(response.status).toBe(400);
    expect((await json(response)).err).toBe(message);
    expect(await countRows()).toBe(before);
  });

  it("lists only the caller's own inquiries, newest first, filtered by the search text", async () => {
    const me = await member();
    const other = await member();
    await call("POST", "/inquiry/create_event", me.token, eventInquiry({ city: "Jaipur" }));
    await call("POST", "/inquiry/create_travel", me.token, travelInquiry({ travelDestination: "Varanasi" }));
    await call("POST", "/inquiry/create_travel", me.token, travelInquiry({ travelDestination: "Tirupati" }));
    await call("POST", "/inquiry/create_food", other.token, cateringInquiry());

    const all = (await (
      await call("GET", "/inquiry/get_all_user_inquirys?search=", me.token)
    ).json()) as Record<string, { subject: string; createdAt: string }[]>;
    expect([all.events!.length, all.foods!.length, all.travels!.length]).toEqual([1, 0, 2]);
    expect(all.travels!.map((item) => item.subject)).toEqual(["Trip to Tirupati", "Trip to Varanasi"]);

    const found = (await (
      await call("GET", "/inquiry/get_all_user_inquirys?search=varan", me.token)
    ).json()) as Record<string, unknown[]>;
    expect([found.events!.length, found.foods!.length, found.travels!.length]).toEqual([0, 0, 1]);
    const wildcard = (await (
      await call("GET", "/inquiry/get_all_user_inquirys?search=%25", me.token)
    ).json()) as Record<string, unknown[]>;
    expect(wildcard.travels).toHaveLength(0);
  });

  it("stores every one of many concurrent submissions exactly once", async () => {
    // 25 members at once, each sending their whole day's allowance of 20.
    const members = await Promise.all(Array.from({ length: 25 }, () => member()));
    const submissions = members.flatMap((one) =>
      Array.from({ length: 20 }, (_, i) => ({ one, details: `${one.id} submission ${i}` })),
    );
    const statuses = await Promise.all(
      submissions.map(({ one, details }) =>
        call("POST", "/inquiry/create_event", one.token, eventInquiry({ additionalDetails: details })).then(
          (r) => r.status,
        ),
      ),
    );
    expect(statuses.filter((status) => status !== 201)).toEqual([]);
    const rows = await ctx.db
      .select({ details: inquiries.details })
      .from(inquiries)
      .where(
        inArray(
          inquiries.userId,
          members.map((one) => one.id),
        ),
      );
    expect(new Set(rows.map((row) => row.details.additionalDetails)).size).toBe(submissions.length);
    expect(rows).toHaveLength(submissions.length);
  });

  it("stores a project brief and lists nothing of it for another member", async () => {
    const { token, id } = await member();
    const brief = {
      title: "Booking site for a homestay",
      service: "full-stack-development",
      budget: "₹3-4 lakh",
      timeline: "10 weeks",
      description: "A small site with rooms, availability and online payment for a homestay in Coorg.",
    };
    const response = await call("POST", "/project/", token, brief);
    expect(response.status).toBe(201);
    const { project } = (await response.json()) as { project: { _id: string; reference: string } };
    expect(project.reference).toMatch(/^PRJ-/);
    const [row] = await ctx.db.select().from(projects).where(eq(projects.id, project._id));
    expect(row).toMatchObject({ ...brief, userId: id, status: "new" });

    const bad = await call("POST", "/project/", token, { ...brief, service: "seo" });
    expect(bad.status).toBe(400);
    expect((await json(bad)).err).toBe("Please choose a service.");
    expect((await call("POST", "/project/", undefined, brief)).status).toBe(401);
  });

  it("thanks for a brief at the member's own address only, and limits briefs to 10 a day", async () => {
    const { token, email } = await member();
    const brief = {
      title: "Menu site",
      service: "visual-design",
      budget: "₹50,000",
      timeline: "3 weeks",
      description: "A site for our seasonal thali menu.",
    };
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) statuses.push((await call("POST", "/project/", token, brief)).status);
    expect(statuses).toEqual([...Array(10).fill(201), 429]);
    const thanks = await ctx.db
      .select({ to: outgoingEmails.to })
      .from(outgoingEmails)
      .where(eq(outgoingEmails.template, "project-acknowledgement"));
    expect(thanks.filter((mail) => mail.to === email)).toHaveLength(10);
  });
});
