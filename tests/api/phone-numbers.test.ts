// Phone numbers as Indians write them (D26), on every driver: sign-up, the three inquiries and
// the contact form take "+91 98765 43210", "098765-43210" or "91 9876543210" and store the ten
// digits; a number that is not Indian is refused with the specification's message, as before.
import { eq } from "drizzle-orm";
import { afterAll, expect, it } from "vitest";
import { contactMessages, inquiries, users } from "../../src/server/db/schema.ts";
import { SOLVED_LOCAL_CAPTCHA } from "../fixtures/captcha.ts";
import { cateringInquiry, eventInquiry, travelInquiry } from "../fixtures/inquiries.ts";
import { json, signUpMember } from "../helpers/app.ts";
import { closeDatabaseHelpers } from "../helpers/databases.ts";
import { forEachDatabase } from "../helpers/for-each-database.ts";

afterAll(closeDatabaseHelpers);

let counter = 0;
const newEmail = (label: string) => `${label}.${Date.now().toString(36)}.${(counter += 1)}@example.com`;

forEachDatabase("phone numbers as Indians write them", (ctx) => {
  const { call } = ctx;

  it.each(["+91 98765 43210", "098765-43210", "91 9876543210", "98765 43210", "9876543210"])(
    "sign-up with %j stores 9876543210 and answers it",
    async (phoneNo) => {
      const email = newEmail("phone");
      const response = await call("POST", "/user/create", undefined, {
        name: "Asha Rao",
        email,
        phoneNo,
        password: "first password",
      });
      expect(response.status).toBe(201);
      const body = (await json(response)) as { newUser: { phoneNo: string } };
      expect(body.newUser.phoneNo).toBe("9876543210");
      const [row] = await ctx.db.select({ phoneNo: users.phoneNo }).from(users).where(eq(users.email, email));
      expect(row!.phoneNo).toBe("9876543210");
    },
  );

  it("sign-up refuses a number that is not Indian with the specification's message", async () => {
    const response = await call("POST", "/user/create", undefined, {
      name: "Asha Rao",
      email: newEmail("phone"),
      phoneNo: "+1 415 555 0100",
      password: "first password",
    });
    expect(response.status).toBe(400);
    expect((await json(response)).err).toBe("Invalid phone number");
  });

  it.each([
    ["/inquiry/create_event", eventInquiry({ phone: "+91 98765 43210" })],
    ["/inquiry/create_food", cateringInquiry({ phone: "098765-43210" })],
    ["/inquiry/create_travel", travelInquiry({ phone: "91 9876543210" })],
    // Copied from WhatsApp: the number wrapped in invisible left-to-right embedding controls.
    ["/inquiry/create_travel", travelInquiry({ phone: "\u202a+91 98765 43210\u202c" })],
  ] as const)("%s stores the ten digits", async (path, input) => {
    const { token } = await signUpMember(ctx.api, "phone");
    const response = await call("POST", path, token, input);
    expect(response.status).toBe(201);
    const body = (await json(response)) as { inquiry: { id: string; phone: string; reference: string } };
    expect(body.inquiry.phone).toBe("9876543210");
    const [row] = await ctx.db.select().from(inquiries).where(eq(inquiries.id, body.inquiry.id));
    expect(row!.phone).toBe("9876543210");
  });

  it("an inquiry refuses a number that is not Indian with the specification's message", async () => {
    const { token } = await signUpMember(ctx.api, "phone");
    const response = await call(
      "POST",
      "/inquiry/create_event",
      token,
      eventInquiry({ phone: "+1 415 555 0100" }),
    );
    expect(response.status).toBe(400);
    expect(await json(response)).toMatchObject({
      err: "Please enter a valid phone number.",
      issues: [{ path: "phone", message: "Please enter a valid phone number." }],
    });
  });

  it("the contact form stores the ten digits, and refuses a number that is not Indian", async () => {
    const message = (phone: string) => ({
      name: "Meera Iyer",
      email: newEmail("contact"),
      phone,
      subject: "event",
      message: "A sangeet for 150 guests.",
      capchaToken: SOLVED_LOCAL_CAPTCHA,
    });
    const sent = message("+91-98765-43210");
    expect((await call("POST", "/contact/create", undefined, sent)).status).toBe(201);
    const [row] = await ctx.db
      .select({ phone: contactMessages.phone })
      .from(contactMessages)
      .where(eq(contactMessages.email, sent.email));
    expect(row!.phone).toBe("9876543210");

    const refused = await call("POST", "/contact/create", undefined, message("+44 20 7946 0958"));
    expect(refused.status).toBe(400);
    expect((await json(refused)).err).toBe("Please enter a valid phone number.");
  });
});
