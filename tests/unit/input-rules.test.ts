// Decision 0026 in the shared schemas (so in the forms and the API alike): every field
// that is not a message or details box stays on one line, dates exist in the calendar, and
// counts are whole JSON numbers.
import { describe, expect, it, vi } from "vitest";
import { onboardingSchema, forgotPasswordSchema, loginSchema, signupSchema } from "../../src/schemas/auth.ts";
import { contactSchema } from "../../src/schemas/contact.ts";
import { cateringInquirySchema, eventInquirySchema, travelInquirySchema } from "../../src/schemas/inquiry.ts";
import { projectSchema } from "../../src/schemas/project.ts";
import { inquiryStatusChangeSchema } from "../../src/schemas/admin-requests.ts";
import { grievanceOutcomeSchema, grievanceSchema } from "../../src/schemas/grievance.ts";
import { cateringInquiry, eventInquiry, travelInquiry } from "../fixtures/inquiries.ts";

interface Schema {
  safeParse(value: unknown): {
    success: boolean;
    data?: unknown;
    error?: { issues: { path: PropertyKey[]; message: string }[] };
  };
}

const ONE_LINE = "Please keep this on one line.";

const SCHEMAS: Record<string, { schema: Schema; valid: () => Record<string, unknown> }> = {
  event: {
    schema: eventInquirySchema,
    valid: () => eventInquiry({ eventType: "other", otherEventType: "Mela" }),
  },
  catering: {
    schema: cateringInquirySchema,
    valid: () =>
      cateringInquiry({
        eventType: "other",
        otherEventType: "Pooja",
        cuisinePreferences: "other",
        otherCuisinePreference: "Awadhi",
        menuPreferences: "custom",
        otherMenuPreference: "Live counters",
      }),
  },
  travel: {
    schema: travelInquirySchema,
    valid: () =>
      travelInquiry({
        tourPackageType: "custom",
        otherTourPackageType: "Temples first",
        accommodationPreference: "other",
        otherAccommodationPreference: "Houseboat",
        travelRequirements: {
          ...travelInquiry().travelRequirements,
          preferredModeOfTransport: "other",
          otherTransportMode: "Ferry",
        },
      }),
  },
  contact: {
    schema: contactSchema,
    valid: () => ({
      name: "Asha",
      email: "asha@example.com",
      phone: "9876543210",
      subject: "general",
      message: "Hi",
    }),
  },
  project: {
    schema: projectSchema,
    valid: () => ({
      title: "A site",
      service: "ui-ux-design",
      budget: "₹2 lakh",
      timeline: "two months",
      description: "A booking site for our travel business.",
    }),
  },
  signup: {
    schema: signupSchema(),
    valid: () => ({ name: "Asha", email: "asha@example.com", phoneNo: "9876543210", password: "a password" }),
  },
  login: { schema: loginSchema(), valid: () => ({ email: "asha@example.com", password: "a password" }) },
  forgot: { schema: forgotPasswordSchema, valid: () => ({ email: "asha@example.com" }) },
  onboarding: { schema: onboardingSchema, valid: () => ({ profession: "Designer", interests: ["Travel"] }) },
  status: { schema: inquiryStatusChangeSchema, valid: () => ({ status: "contacted", note: "Called" }) },
  grievance: {
    schema: grievanceSchema,
    valid: () => ({
      name: "Asha",
      email: "asha@example.com",
      phone: "9876543210",
      topic: "access",
      message: "What do you keep about me?",
    }),
  },
  grievanceOutcome: {
    schema: grievanceOutcomeSchema,
    valid: () => ({ status: "answered", note: "Replied" }),
  },
};

/** Every single-line field of every schema, and the message a line break in it gets. */
const SINGLE_LINE: [string, string, string][] = [
  ["event", "name", ONE_LINE],
  ["event", "email", "Please enter a valid email address."],
  ["event", "phone", "Please enter a valid phone number."],
  ["event", "otherEventType", ONE_LINE],
  ["event", "preferredVenueLocation", ONE_LINE],
  ["event", "budgetRange", "Please enter a valid budget."],
  ["event", "city", ONE_LINE],
  ["catering", "fullName", ONE_LINE],
  ["catering", "email", "Please enter a valid email address."],
  ["catering", "phone", "Please enter a valid phone number."],
  ["catering", "otherEventType", ONE_LINE],
  ["catering", "otherCuisinePreference", ONE_LINE],
  ["catering", "otherMenuPreference", ONE_LINE],
  ["catering", "dietaryRequirements", ONE_LINE],
  ["catering", "city", ONE_LINE],
  ["travel", "name", ONE_LINE],
  ["travel", "email", "Please enter a valid email address."],
  ["travel", "phone", "Please enter a valid phone number."],
  ["travel", "travelDestination", ONE_LINE],
  ["travel", "otherTourPackageType", ONE_LINE],
  ["travel", "otherAccommodationPreference", ONE_LINE],
  ["travel", "travelRequirements.otherTransportMode", ONE_LINE],
  ["travel", "travelRequirements.specialAssistanceNeeded.dietaryRequirements", ONE_LINE],
  ["travel", "travelRequirements.specialAssistanceNeeded.otherSpecialAssistance", ONE_LINE],
  ["travel", "budgetRange", "Please enter a valid budget."],
  ["travel", "city", ONE_LINE],
  ["contact", "name", ONE_LINE],
  ["contact", "email", "Please enter a valid email address."],
  ["contact", "phone", "Please enter a valid phone number."],
  ["project", "title", ONE_LINE],
  ["project", "budget", ONE_LINE],
  ["project", "timeline", ONE_LINE],
  ["signup", "name", ONE_LINE],
  ["signup", "email", "Invalid email address"],
  ["login", "email", "Invalid email address"],
  ["forgot", "email", "Invalid email address"],
  ["onboarding", "profession", ONE_LINE],
  ["onboarding", "interests.0", ONE_LINE],
  ["grievance", "name", ONE_LINE],
  ["grievance", "email", "Please enter a valid email address."],
  ["grievance", "phone", "Please enter a valid phone number."],
];

/** The message, notes and details boxes: line breaks are part of what was written. */
const MULTI_LINE: [string, string][] = [
  ["event", "additionalDetails"],
  ["catering", "specialRequests"],
  ["catering", "additionalDetails"],
  ["travel", "specialRequests"],
  ["travel", "travelRequirements.additionalTravelRequests"],
  ["contact", "message"],
  ["project", "description"],
  ["status", "note"],
  ["grievance", "message"],
  ["grievanceOutcome", "note"],
];

/** Line breaks, and the other control characters and separators that may start a new line. */
const BREAKS = [
  "\r\nBcc: evil@example.com",
  "\n",
  "\r",
  "\u2028",
  "\u2029",
  "\u0085",
  "\u000b",
  "\f",
  "\t",
  "\u001b",
  "\u007f",
];

/**
 * The controls that turn the text after them around (embeddings, overrides, isolates): one in a
 * destination made "00.000,01 :eud ecnalab" read "balance due: 10,000.00" on a tax invoice.
 */
const DIRECTION_CONTROLS = [
  "\u202a",
  "\u202b",
  "\u202c",
  "\u202d",
  "\u202e",
  "\u2066",
  "\u2067",
  "\u2068",
  "\u2069",
];

function getAt(value: unknown, path: string): unknown {
  return path.split(".").reduce<unknown>((item, key) => (item as Record<string, unknown>)[key], value);
}

function setAt<T>(value: T, path: string, replacement: unknown): T {
  const copy = structuredClone(value) as Record<string, unknown>;
  const keys = path.split(".");
  const parent = keys
    .slice(0, -1)
    .reduce<Record<string, unknown>>((item, key) => item[key] as Record<string, unknown>, copy);
  parent[keys.at(-1)!] = replacement;
  return copy as T;
}

/** The messages of the issues on one field. */
function messagesAt(schema: Schema, input: unknown, path: string): string[] {
  const result = schema.safeParse(input);
  return (result.error?.issues ?? [])
    .filter((issue) => issue.path.join(".") === path)
    .map((issue) => issue.message);
}

describe("single-line fields", () => {
  it("every schema's valid example is valid", () => {
    for (const [name, { schema, valid }] of Object.entries(SCHEMAS)) {
      expect(schema.safeParse(valid()).success, name).toBe(true);
    }
  });

  it.each(SINGLE_LINE)("%s %s refuses a line break or control character inside it", (name, path, message) => {
    const { schema, valid } = SCHEMAS[name]!;
    const base = valid();
    const text = String(getAt(base, path)) || "Some text";
    // A phone number's direction controls are gaps between its digits (tests/unit/phone.test.ts).
    for (const brk of /phone/i.test(path) ? BREAKS : [...BREAKS, ...DIRECTION_CONTROLS]) {
      // In the middle, where trimming cannot take it away.
      const value = `${text.slice(0, 2)}${brk}${text.slice(2)}`;
      const input = setAt(base, path, value);
      expect(schema.safeParse(input).success, JSON.stringify(value)).toBe(false);
      expect(messagesAt(schema, input, path)[0], JSON.stringify(value)).toBe(message);
    }
  });

  it.each(SINGLE_LINE)("%s %s takes invisible characters alone as empty", (name, path) => {
    const { schema, valid } = SCHEMAS[name]!;
    if (/phone/i.test(path)) return; // a pattern of its own, with nothing to trim to
    const outcome = (value: string) => {
      const input = setAt(valid(), path, value);
      const result = schema.safeParse(input);
      return result.success
        ? { data: getAt(result.data, path) }
        : { messages: messagesAt(schema, input, path) };
    };
    // A zero-width space, a word joiner and a byte-order mark: "BILLED TO ??" on a tax invoice.
    expect(outcome("\u200b\u2060\ufeff")).toEqual(outcome(""));
    expect(outcome(" \u200bAsha\u200b ")).toEqual(outcome("Asha"));
  });

  it.each(SINGLE_LINE)("%s %s still accepts Unicode text on one line", (name, path) => {
    const { schema, valid } = SCHEMAS[name]!;
    if (/email|phone/i.test(path)) return; // patterns of their own
    // With a zero-width joiner and non-joiner (Devanagari's half forms) and a direction mark.
    const text = "केदारनाथ क्\u200dष क्\u200cष ☃ —\u200e “Jaipur”";
    const result = schema.safeParse(setAt(valid(), path, text));
    expect(result.success).toBe(true);
    expect(getAt(result.data, path)).toBe(text);
  });

  it.each(MULTI_LINE)("%s %s keeps its line breaks exactly", (name, path) => {
    const { schema, valid } = SCHEMAS[name]!;
    const text = "First line\r\nsecond line\n\tindented\n\nlast, after a blank line";
    const result = schema.safeParse(setAt(valid(), path, text));
    expect(result.success).toBe(true);
    expect(getAt(result.data, path)).toBe(text);
  });

  it("the islands without zod use the same rule and message, also as an <input pattern>", async () => {
    const fields = (await import("../../src/schemas/fields.ts")) as Record<string, unknown>;
    const isSingleLine = fields.isSingleLine as (text: string) => boolean;
    expect(fields.SINGLE_LINE_MESSAGE).toBe(ONE_LINE);
    // The browser anchors a pattern and compiles it with the v flag.
    const pattern = new RegExp(`^(?:${String(fields.SINGLE_LINE_HTML_PATTERN)})$`, "v");
    const refused = [...BREAKS, ...DIRECTION_CONTROLS].map((brk) => `a${brk}b`);
    for (const text of ["Asha Rao", "केदारनाथ", "क्\u200dष", "", "😀 ok", ...refused]) {
      expect(pattern.test(text), JSON.stringify(text)).toBe(isSingleLine(text));
    }
    expect(refused.every((text) => !isSingleLine(text))).toBe(true);
  });
});

describe("dates", () => {
  const DATE_FIELDS: [string, string, string][] = [
    ["event", "eventDate", "Please select a date."],
    ["catering", "cateringDate", "Please select a catering date."],
    ["travel", "travelDate", "Please select a date."],
  ];
  // Far-future years, so that no date here is ever in the past. 2027-02-30 is the issue's.
  const NOT_IN_THE_CALENDAR = [
    "2027-02-30",
    "2999-02-29",
    "2999-02-30",
    "2999-04-31",
    "2999-06-31",
    "2999-13-01",
    "2999-00-10",
    "2999-01-00",
    "2999-01-32",
  ];

  it.each(DATE_FIELDS)("%s %s refuses a day the calendar does not have", (name, path, message) => {
    const { schema, valid } = SCHEMAS[name]!;
    for (const day of NOT_IN_THE_CALENDAR) {
      expect(messagesAt(schema, setAt(valid(), path, day), path)[0], day).toBe(message);
    }
  });

  // On a fixed day, so that the days below stay ahead of it and within three years.
  const onFixedDay = (check: () => void) => {
    vi.useFakeTimers({ toFake: ["Date"], now: new Date("2026-11-29T06:00:00Z") });
    try {
      check();
    } finally {
      vi.useRealTimers();
    }
  };

  it.each(DATE_FIELDS)("%s %s takes a leap day and the last day of a month as they are", (name, path) => {
    const { schema, valid } = SCHEMAS[name]!;
    onFixedDay(() => {
      for (const day of ["2028-02-29", "2027-04-30", "2029-11-28"]) {
        const result = schema.safeParse(setAt(valid(), path, day));
        expect(result.success, day).toBe(true);
        expect(getAt(result.data, path)).toBe(day);
      }
    });
  });

  it.each(DATE_FIELDS)("%s %s refuses a day more than three years ahead", (name, path) => {
    const { schema, valid } = SCHEMAS[name]!;
    onFixedDay(() => {
      for (const day of ["2029-12-31", "9999-12-31"]) {
        expect(messagesAt(schema, setAt(valid(), path, day), path), day).toEqual([
          "Please choose a date within the next three years.",
        ]);
      }
    });
  });
});

describe("counts", () => {
  const COUNTS: [string, string, string][] = [
    ["event", "numberOfGuests", "Number of guests must be at least 1."],
    ["catering", "numberOfGuests", "Number of guests must be at least 1."],
    ["travel", "numberOfTravelers", "Number of travelers must be at least 1."],
    ["catering", "budgetRange", "Please enter a valid budget."],
  ];
  const NOT_A_COUNT = [true, false, "12", "1e3", "", " 3", "0x10", [2], {}, null, 2.5, "180000", [180000]];

  it.each(COUNTS)("%s %s takes a JSON number only, nothing that would be coerced", (name, path, message) => {
    const { schema, valid } = SCHEMAS[name]!;
    for (const value of NOT_A_COUNT) {
      if (path === "budgetRange" && value === 2.5) continue; // a number: refused as below the minimum
      expect(messagesAt(schema, setAt(valid(), path, value), path)[0], JSON.stringify(value)).toBe(message);
    }
    const number = path === "budgetRange" ? 180000 : 12;
    const result = schema.safeParse(setAt(valid(), path, number));
    expect(result.success).toBe(true);
    expect(getAt(result.data, path)).toBe(number);
  });
});
