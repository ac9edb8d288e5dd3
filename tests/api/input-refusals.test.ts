// Decision 0026 through the API on every driver: input is refused with a clear message, or stored
// exactly. Line breaks in single-line fields (which became e-mail headers), lone surrogates (a 500
// in a jsonb field, U+FFFD in a text column), bytes that are not UTF-8, days the calendar lacks and
// counts that are not numbers: each a 400 with its message, and no table changes. What is accepted
// reaches the database and the e-mails exactly.
import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { inquiries, projects } from "../../src/server/db/schema.ts";
import { createPostmarkTransport } from "../../src/server/mail/postmark.ts";
import { cateringInquiry, eventInquiry, travelInquiry } from "../fixtures/inquiries.ts";
import { signUpMember, testApp } from "../helpers/app.ts";
import { closeDatabaseHelpers } from "../helpers/databases.ts";
import { forEachDatabase } from "../helpers/for-each-database.ts";
import { readEmlHeaders } from "../helpers/eml.ts";
import { databaseFingerprint, mailSettled } from "../helpers/security.ts";
import { startPostmarkStub } from "../stubs/postmark-stub.ts";

afterAll(closeDatabaseHelpers);

const ONE_LINE = "Please keep this on one line.";
const BROKEN = "This text has a broken character in it (not valid Unicode). Please type it again.";
const NOT_UTF8 = "The request body is not valid UTF-8 text.";
const OPERATOR = "ops@novaexperience.in";
const INJECTED = "\r\nBcc: evil@example.com";

const contact = (overrides: Record<string, unknown> = {}) => ({
  name: "Asha Rao",
  email: "asha@example.com",
  subject: "general",
  message: "Hello",
  source: "landing",
  ...overrides,
});
const project = (overrides: Record<string, unknown> = {}) => ({
  title: "A booking site",
  service: "ui-ux-design",
  budget: "₹2 lakh",
  timeline: "two months",
  description: "A booking site for our travel business.",
  ...overrides,
});
const signup = (overrides: Record<string, unknown> = {}) => ({
  name: "Asha Rao",
  email: `asha.${crypto.randomUUID()}@example.com`,
  phoneNo: "9876543210",
  password: "a good password",
  ...overrides,
});

type Case = [label: string, path: string, body: unknown, err: string];

/** An app whose mail goes through the real Postmark client, to a stand-in that keeps what it got. */
const postmarkApp = {
  env: { OPERATOR_EMAIL: OPERATOR },
  async providers() {
    const stub = await startPostmarkStub({ token: "postmark-token" });
    return {
      stub,
      mailTransport: createPostmarkTransport({ serverToken: "postmark-token", apiHost: stub.host }),
      close: () => stub.close(),
    };
  },
};

forEachDatabase("input refused or stored exactly", postmarkApp, (ctx) => {
  let token: string;
  beforeAll(async () => {
    ({ token } = await signUpMember(ctx.api, "input"));
  });

  const send = (path: string, body: string | Uint8Array<ArrayBuffer>) =>
    ctx.api.app.request(`/api/v1${path}`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
      body,
    });

  /** The request is answered 400 with `err`, and not one row of any table changes. */
  async function expectRefused(path: string, body: string | Uint8Array<ArrayBuffer>, err: string) {
    await mailSettled(ctx.db);
    const before = await databaseFingerprint(ctx.db);
    const sent = ctx.providers.stub.messages.length;
    const response = await send(path, body);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { err: string }).err).toBe(err);
    expect(await databaseFingerprint(ctx.db)).toEqual(before);
    expect(ctx.providers.stub.messages.length).toBe(sent);
  }

  const lineBreaks: Case[] = [
    [
      "a destination",
      "/inquiry/create_travel",
      travelInquiry({ travelDestination: `Goa${INJECTED}` }),
      ONE_LINE,
    ],
    [
      "another event type",
      "/inquiry/create_event",
      eventInquiry({ eventType: "other", otherEventType: `Mela${INJECTED}` }),
      ONE_LINE,
    ],
    ["a full name", "/inquiry/create_food", cateringInquiry({ fullName: `Arjun${INJECTED}` }), ONE_LINE],
    [
      "a name, with LF alone",
      "/inquiry/create_event",
      eventInquiry({ name: "Kavya\nBcc: evil@example.com" }),
      ONE_LINE,
    ],
    // A control that turns the rest around: on a tax invoice it read "balance due: 10,000.00".
    [
      "a destination, with a right-to-left override",
      "/inquiry/create_travel",
      travelInquiry({ travelDestination: "Kedarnath \u202e00.000,01 :eud ecnalab\u202c" }),
      ONE_LINE,
    ],
    ["a project title", "/project", project({ title: `A site${INJECTED}` }), ONE_LINE],
    ["a contact name", "/contact/create", contact({ name: `Asha${INJECTED}` }), ONE_LINE],
    ["a subject line's NEL", "/project", project({ title: "A site\u0085Bcc: evil@example.com" }), ONE_LINE],
    ["a sign-up name", "/user/create", signup({ name: `Asha${INJECTED}` }), ONE_LINE],
    [
      "an e-mail",
      "/contact/create",
      contact({ email: "asha\u0085@example.com" }),
      "Please enter a valid email address.",
    ],
    [
      "a phone",
      "/inquiry/create_event",
      eventInquiry({ phone: "98765\n43210" }),
      "Please enter a valid phone number.",
    ],
    [
      "a budget",
      "/inquiry/create_travel",
      travelInquiry({ budgetRange: `₹1 lakh${INJECTED}` }),
      "Please enter a valid budget.",
    ],
  ];

  it.each(lineBreaks)(
    "a line break in %s is a 400 with its message; nothing stored, nothing mailed",
    async (_, path, body, err) => {
      await expectRefused(path, JSON.stringify(body), err);
    },
  );

  // JSON.stringify writes a lone surrogate as a \u escape, as any client's JSON would.
  const surrogates: Case[] = [
    [
      "an event budget (was a 500)",
      "/inquiry/create_event",
      eventInquiry({ budgetRange: "\ud800" }),
      `budgetRange: ${BROKEN}`,
    ],
    [
      "a name (was stored as U+FFFD)",
      "/inquiry/create_event",
      eventInquiry({ name: "Kavya \udc00" }),
      `name: ${BROKEN}`,
    ],
    [
      "a nested field",
      "/inquiry/create_travel",
      travelInquiry({
        travelRequirements: {
          ...travelInquiry().travelRequirements,
          specialAssistanceNeeded: {
            wheelchairAccessibility: false,
            dietaryRequirements: "Satvik \ud83d",
            otherSpecialAssistance: "",
          },
        },
      }),
      `travelRequirements.specialAssistanceNeeded.dietaryRequirements: ${BROKEN}`,
    ],
    [
      "special requests",
      "/inquiry/create_food",
      cateringInquiry({ specialRequests: "\ude00 chaat" }),
      `specialRequests: ${BROKEN}`,
    ],
    [
      "a contact message",
      "/contact/create",
      contact({ message: "Hello \ud800 there" }),
      `message: ${BROKEN}`,
    ],
    ["a project title", "/project", project({ title: "Site \udfff" }), `title: ${BROKEN}`],
    ["a sign-up name", "/user/create", signup({ name: "Asha \ud800" }), `name: ${BROKEN}`],
  ];

  it.each(surrogates)("a lone surrogate in %s is a 400 naming the field", async (_, path, body, err) => {
    await expectRefused(path, JSON.stringify(body), err);
  });

  it.each([
    ["0xFF", [0xff]],
    ["a character cut short", [0xe0, 0xa4]],
    ["an encoded surrogate", [0xed, 0xa0, 0x80]],
    ["an overlong encoding", [0xc1, 0xbf]],
  ])("a body with %s instead of UTF-8 is a 400, not read as U+FFFD", async (_, bad) => {
    const [before, after] = JSON.stringify(eventInquiry({ name: "Kavya XX" })).split("XX") as [
      string,
      string,
    ];
    const encoder = new TextEncoder();
    const body = new Uint8Array([...encoder.encode(before), ...bad, ...encoder.encode(after)]);
    await expectRefused("/inquiry/create_event", body, NOT_UTF8);
  });

  it.each([
    [
      "2027-02-30",
      "/inquiry/create_event",
      eventInquiry({ eventDate: "2027-02-30" }),
      "Please select a date.",
    ],
    [
      "2999-02-29",
      "/inquiry/create_event",
      eventInquiry({ eventDate: "2999-02-29" }),
      "Please select a date.",
    ],
    [
      "2999-04-31",
      "/inquiry/create_food",
      cateringInquiry({ cateringDate: "2999-04-31" }),
      "Please select a catering date.",
    ],
    [
      "2999-13-01",
      "/inquiry/create_travel",
      travelInquiry({ travelDate: "2999-13-01" }),
      "Please select a date.",
    ],
  ] as Case[])("%s is not a day: 400 with the date's message", async (_, path, body, err) => {
    await expectRefused(path, JSON.stringify(body), err);
  });

  it.each([
    [
      "true guests",
      "/inquiry/create_event",
      { ...eventInquiry(), numberOfGuests: true },
      "Number of guests must be at least 1.",
    ],
    [
      "guests as text",
      "/inquiry/create_food",
      { ...cateringInquiry(), numberOfGuests: "120" },
      "Number of guests must be at least 1.",
    ],
    [
      "1e3 travelers",
      "/inquiry/create_travel",
      { ...travelInquiry(), numberOfTravelers: "1e3" },
      "Number of travelers must be at least 1.",
    ],
    [
      "travelers in a list",
      "/inquiry/create_travel",
      { ...travelInquiry(), numberOfTravelers: [4] },
      "Number of travelers must be at least 1.",
    ],
    [
      "2.5 guests",
      "/inquiry/create_event",
      eventInquiry({ numberOfGuests: 2.5 }),
      "Number of guests must be at least 1.",
    ],
    [
      "a budget as text",
      "/inquiry/create_food",
      { ...cateringInquiry(), budgetRange: "1e6" },
      "Please enter a valid budget.",
    ],
  ] as Case[])("%s: 400 with the specification's message", async (_, path, body, err) => {
    await expectRefused(path, JSON.stringify(body), err);
  });

  it("stores Unicode exactly and hands it to Postmark exactly", async () => {
    const destination = "केदारनाथ — “Char Dham” 😀";
    const response = await send(
      "/inquiry/create_travel",
      JSON.stringify(travelInquiry({ travelDestination: destination, name: "Rohan \ufffd Gupta" })),
    );
    expect(response.status).toBe(201);
    const { inquiry } = (await response.json()) as { inquiry: { id: string; reference: string } };
    const [row] = await ctx.db.select().from(inquiries).where(eq(inquiries.id, inquiry.id));
    expect(row!.name).toBe("Rohan \ufffd Gupta");
    expect(row!.details.travelDestination).toBe(destination);
    await mailSettled(ctx.db);
    expect(
      ctx.providers.stub.messages.find(
        (message) => message.To === OPERATOR && message.Subject.includes(inquiry.reference),
      )?.Subject,
    ).toBe(`New travel inquiry ${inquiry.reference}: Trip to ${destination}`);
  });

  it("writes a Unicode project title into the local outbox as an encoded subject, one header a line", async () => {
    const outboxApi = testApp(ctx.db, { OPERATOR_EMAIL: OPERATOR });
    const member = await signUpMember(outboxApi, "outbox");
    const title = "Café ☕ “Royal” booking — शाही";
    const response = await outboxApi.app.request("/api/v1/project", {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${member.token}` },
      body: JSON.stringify(project({ title })),
    });
    expect(response.status).toBe(201);
    const { project: created } = (await response.json()) as { project: { _id: string; reference: string } };
    const [row] = await ctx.db.select().from(projects).where(eq(projects.id, created._id));
    expect(row!.title).toBe(title);

    await mailSettled(ctx.db);
    const names = (await readdir(outboxApi.mailDir)).filter((name) => name.endsWith(".eml"));
    const emls = await Promise.all(names.map((name) => readFile(join(outboxApi.mailDir, name), "utf8")));
    const subjects = emls.map((eml) => readEmlHeaders(eml)).map((headers) => headers.values.Subject);
    expect(subjects).toContain(`New project brief ${created.reference}: ${title}`);
    for (const eml of emls) {
      expect(readEmlHeaders(eml).names).not.toContain("Bcc");
    }
  });
});
