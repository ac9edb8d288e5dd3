// Phone numbers as Indians write them (D26): one normaliser, used by every schema with a phone,
// before the specification's 10-digit rule and with its messages unchanged.
import { describe, expect, it } from "vitest";
import { DIALOG_MESSAGES, signupSchema } from "../../src/schemas/auth.ts";
import { contactSchema } from "../../src/schemas/contact.ts";
import { normalizePhone, PHONE_HTML_PATTERN } from "../../src/schemas/fields.ts";
import { cateringInquirySchema, eventInquirySchema, travelInquirySchema } from "../../src/schemas/inquiry.ts";
import { cateringInquiry, eventInquiry, travelInquiry } from "../fixtures/inquiries.ts";

const WRITTEN_IN_INDIA = [
  "+91 98765 43210",
  "+91-98765-43210",
  "+919876543210",
  "098765-43210",
  "09876543210",
  "91 9876543210",
  "919876543210",
  "98765 43210",
  "98765\u00a043210",
  // Copied from WhatsApp: wrapped in invisible left-to-right embedding controls.
  "\u202a+91 98765 43210\u202c",
  // Typed on a Hindi keyboard: Devanagari digits, alone or mixed with Latin ones.
  "९८७६५ ४३२१०",
  "+९१ ९८७६५-४३२१०",
  "०९८७६५४३२१०",
  "98765 ४३२१०",
  "9876543210",
];
const REFUSED = [
  "+1 415 555 0100",
  "98765",
  "987654321",
  "91234567890",
  "98765abcde",
  "98765\n43210",
  "+91 98765",
  "९८७६५",
  // Arabic-Indic digits are not India's.
  "\u0669\u0668\u0667\u0666\u0665\u0664\u0663\u0662\u0661\u0660",
];

/** The browser's check of an <input pattern>: anchored, with the v flag. */
const htmlPattern = new RegExp(`^(?:${PHONE_HTML_PATTERN})$`, "v");

describe("normalizePhone", () => {
  it.each(WRITTEN_IN_INDIA)("makes %j ten digits", (written) => {
    expect(normalizePhone(written)).toBe("9876543210");
  });

  it("leaves a ten-digit number as it is, 91 or 0 at its start included", () => {
    expect(normalizePhone("9198765432")).toBe("9198765432");
    expect(normalizePhone("0141234567")).toBe("0141234567");
  });

  it.each(REFUSED)("makes no ten digits of %j", (written) => {
    expect(normalizePhone(written)).not.toMatch(/^\d{10}$/);
  });

  it("agrees with the forms' <input pattern>", () => {
    for (const written of WRITTEN_IN_INDIA) expect(htmlPattern.test(written), written).toBe(true);
    for (const written of REFUSED) expect(htmlPattern.test(written), written).toBe(false);
  });
});

describe("every schema with a phone", () => {
  const cases = [
    [
      "sign-up (page)",
      signupSchema(),
      "phoneNo",
      "Invalid phone number",
      { name: "Asha", email: "asha@example.com", password: "a password" },
    ],
    [
      "sign-up (dialog)",
      signupSchema(DIALOG_MESSAGES),
      "phoneNo",
      "Please enter a valid 10-digit phone number.",
      { name: "Asha", email: "asha@example.com", password: "a password" },
    ],
    ["event inquiry", eventInquirySchema, "phone", "Please enter a valid phone number.", eventInquiry()],
    [
      "catering inquiry",
      cateringInquirySchema,
      "phone",
      "Please enter a valid phone number.",
      cateringInquiry(),
    ],
    ["travel inquiry", travelInquirySchema, "phone", "Please enter a valid phone number.", travelInquiry()],
    [
      "contact",
      contactSchema,
      "phone",
      "Please enter a valid phone number.",
      { name: "Asha", email: "asha@example.com", subject: "general", message: "Hi" },
    ],
  ] as const;

  it.each(cases)(
    "%s keeps the ten digits of a number written the Indian way",
    (_, schema, field, __, base) => {
      for (const written of WRITTEN_IN_INDIA) {
        const result = schema.safeParse({ ...base, [field]: written });
        expect(result.success, written).toBe(true);
        expect((result.data as Record<string, unknown>)[field]).toBe("9876543210");
      }
    },
  );

  it.each(cases)(
    "%s refuses anything else with the specification's message",
    (_, schema, field, message, base) => {
      for (const written of REFUSED) {
        const result = schema.safeParse({ ...base, [field]: written });
        expect(result.success, written).toBe(false);
        const issue = result.error!.issues.find((item) => item.path[0] === field);
        expect(issue?.message, written).toBe(message);
      }
    },
  );

  it("the contact form's phone stays optional", () => {
    const base = { name: "Asha", email: "asha@example.com", subject: "general", message: "Hi" };
    expect(contactSchema.parse(base).phone).toBe("");
    expect(contactSchema.parse({ ...base, phone: "  " }).phone).toBe("");
  });
});
