// API errors in Hindi (docs/product.md D25): every message the API can answer, found by reading
// the source, has Hindi (src/i18n/hi/errors.ts), exactly or by a pattern that carries its values
// over; and the request's Accept-Language picks the language.
import * as z from "zod/mini";
import english from "zod/v4/locales/en.js";
import { describe, expect, it } from "vitest";
import { errorIn, hindiError } from "../../src/i18n/errors.ts";
import { MESSAGES } from "../../src/i18n/hi/errors.ts";
import { answerLanguage } from "../../src/server/accept-language.ts";
import { scanMessages } from "../helpers/error-message-scan.ts";

const ROOT = new URL("../..", import.meta.url).pathname;
const scan = scanMessages(ROOT);

/**
 * Texts the scan finds that are the admin panel's answers of success (`message`), never errors:
 * the panel is English. A member's answers of success are in the catalogue like the errors.
 */
const NOT_ERRORS = new Set([
  "Payment link made: copy it and send it.",
  "The payment link is cancelled.",
  "Payment received: thank you. The customer gets its receipt by e-mail.",
  "Tax invoice issued: the customer gets it by e-mail.",
  "The cancellation is refunded: the customer gets the documents by e-mail.",
]);

/**
 * Where a message is handed on rather than written (file: code): the text itself is found where
 * it is written, and the field prefix of validate.ts is translated around the message it carries.
 */
const HANDED_ON = new Set([
  "src/server/error-handler.ts: error.message",
  "src/server/error-handler.ts: errorIn(lang, body.err)",
  'src/server/error-handler.ts: error.message || "Bad request."',
  "src/server/errors.ts: message",
  "src/server/validate.ts: err",
  "src/server/routes/user.ts: error.message",
  "src/server/services/quotes.ts: input.inProgress",
  "src/schemas/admin-requests.ts: message",
  // The API description's schema of the answer: the message's English and Hindi, not a message.
  "src/schemas/api/responses.ts: inEitherLanguage(CONTACT_SENT_MESSAGE)",
  "src/schemas/api/responses.ts: inEitherLanguage(INQUIRY_SENT_MESSAGE)",
]);

/** Messages made at run time by zod's English words and Hono, which the scan cannot see. */
const RUN_TIME = ["Bad request.", "Invalid input", "Invalid input: more than one option matched"];

/** Values a template's holes are filled with to try the patterns: numbers, amounts, dates, names. */
const SAMPLES = ["8", "₹1,180.00", "November 22, 2026", "2026-11-27", "12 minutes", "GET", "NE/2026-27/0001"];

const messages = scan.messages.filter((found) => !NOT_ERRORS.has(found.text) && /[a-z] /i.test(found.text));
const plain = messages.filter((found) => !found.parts);
const templates = messages.filter((found) => found.parts);

describe("the Hindi catalogue of API errors", () => {
  it("finds the messages in the source", () => {
    // A floor, so that a scan broken by a refactor does not pass by finding nothing.
    expect(new Set(plain.map((found) => found.text)).size).toBeGreaterThan(120);
    expect(templates.length).toBeGreaterThan(15);
  });

  it("follows every message given to an error to its text", () => {
    const unresolved = scan.unresolved
      .map((entry) => entry.replace(/:\d+:/, ":"))
      .filter((e) => !HANDED_ON.has(e));
    expect(unresolved).toEqual([]);
  });

  it("has Hindi for every message written as a text", () => {
    const missing = plain.filter((found) => hindiError(found.text) === undefined);
    expect(missing.map((found) => `${found.where}: ${found.text}`)).toEqual([]);
  });

  it("has a pattern for every message built with values, which keeps the values", () => {
    const missing = templates.filter(
      ({ parts }) =>
        !SAMPLES.some((sample) => {
          const hindi = hindiError(parts!.join(sample));
          return (
            hindi !== undefined && hindi.includes(/^\d+$|^[₹A-Z]/.test(sample) ? sample.split(" ")[0]! : "")
          );
        }),
    );
    expect(missing.map((found) => `${found.where}: ${found.text}`)).toEqual([]);
  });

  it("holds no entry the API cannot answer", () => {
    const found = new Set(messages.map((m) => m.text));
    const stale = Object.keys(MESSAGES).filter((text) => !found.has(text) && !RUN_TIME.includes(text));
    expect(stale).toEqual([]);
  });

  it("is Hindi, polite and keeps what must stay as written", () => {
    for (const [english, hindi] of Object.entries(MESSAGES)) {
      expect(hindi, english).toMatch(/[\u0900-\u097F]/);
      expect(hindi, english).not.toMatch(/तुम|तू /);
      for (const kept of english.match(/₹[\d,]+|\b\d+\b|GSTIN|UTR|UTF-8|JSON|reCAPTCHA|Razorpay/g) ?? []) {
        expect(hindi, english).toContain(kept);
      }
    }
  });

  it("carries amounts, dates, names and limits over", () => {
    expect(hindiError("No such endpoint: GET /api/v1/nowhere")).toBe(
      "ऐसा कोई एंडपॉइंट नहीं है: GET /api/v1/nowhere",
    );
    expect(hindiError("The request body is larger than 64 KB.")).toBe("अनुरोध का मुख्य भाग 64 KB से बड़ा है।");
    expect(hindiError("Too many requests. Try again in 12 minutes.")).toBe(
      "बहुत ज़्यादा अनुरोध आए हैं। कृपया 12 मिनट बाद फिर कोशिश करें।",
    );
    expect(hindiError("That is more than remains to pay on this booking (₹1,18,000.00).")).toBe(
      "यह इस बुकिंग की शेष राशि (₹1,18,000.00) से ज़्यादा है।",
    );
    expect(
      hindiError(
        "Your Premium membership runs until November 22, 2026. To change your plan, please contact us: we will move you across and settle the difference.",
      ),
    ).toMatch(/^आपकी Premium सदस्यता 22 नवंबर 2026 तक चलेगी।/);
    expect(hindiError("Please choose a balance due day from 2026-12-01 to 2027-01-15.")).toBe(
      "कृपया शेष राशि की देय तिथि 1 दिसंबर 2026 से 15 जनवरी 2027 के बीच चुनें।",
    );
    expect(hindiError("Password must be at least 8 characters.")).toBe(
      "पासवर्ड कम से कम 8 अक्षरों का होना चाहिए।",
    );
    // validate.ts names the field in front of a text no field may hold.
    expect(hindiError("billing.name: Please keep this on one line.")).toBe(
      "billing.name: कृपया इसे एक ही पंक्ति में लिखें।",
    );
  });

  it("has Hindi for zod's own English messages", () => {
    z.config(english());
    const issues = [
      z.safeParse(z.strictObject({ a: z.string() }), { a: 1, role: "admin" }),
      z.safeParse(z.enum(["event", "travel"]), "x"),
      z.safeParse(z.literal("yes"), "no"),
      z.safeParse(z.string().check(z.maxLength(3)), "long"),
      z.safeParse(z.array(z.string()).check(z.minLength(1)), []),
      z.safeParse(z.number().check(z.minimum(1)), 0),
      z.safeParse(z.uuid(), "x"),
      z.safeParse(z.string().check(z.regex(/^a$/)), "b"),
    ].flatMap((result) => result.error?.issues.map((issue) => issue.message) ?? []);
    expect(issues.length).toBeGreaterThanOrEqual(9);
    expect(issues.filter((message) => hindiError(message) === undefined)).toEqual([]);
  });

  it("answers a message without Hindi in English, and English as it is", () => {
    expect(errorIn("hi", "A message nobody wrote Hindi for.")).toBe("A message nobody wrote Hindi for.");
    expect(errorIn("en", "Invalid email or password.")).toBe("Invalid email or password.");
    expect(errorIn("hi", "Invalid email or password.")).toBe("ईमेल या पासवर्ड सही नहीं है।");
  });
});

describe("the language of an answer (Accept-Language)", () => {
  it.each([
    ["hi", "hi"],
    ["hi-IN", "hi"],
    ["HI-in", "hi"],
    ["hi;q=0.9,en;q=0.8", "hi"],
    ["en;q=0.5, hi", "hi"],
    ["fr, hi;q=0.4", "hi"],
    ["en-IN,hi;q=0.5", "en"],
    ["en-IN,en;q=0.9,hi;q=0.8", "en"],
    ["hi;q=0.5,en;q=0.5", "hi"],
    ["*, hi;q=0.5", "en"],
    ["hi;q=0", "en"],
    ["hi;q=2", "en"],
    ["en", "en"],
    ["fr-FR", "en"],
    ["", "en"],
    [undefined, "en"],
    ["garbage;;;,,", "en"],
    ["हिन्दी", "en"],
  ])("%j -> %s", (header, lang) => {
    expect(answerLanguage(header)).toBe(lang);
  });
});
