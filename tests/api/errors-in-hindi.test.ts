// API errors in the language the request asks for (docs/product.md D25), on every database
// driver: Accept-Language preferring Hindi gets `err` and each issue in Hindi, and
// Content-Language: hi; without it (or preferring English) the specification's English, byte
// for byte. Status, fields and paths are the same either way.
import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { MAX_BODY_BYTES } from "../../src/server/app.ts";
import { outgoingEmails } from "../../src/server/db/schema.ts";
import { SOLVED_LOCAL_CAPTCHA } from "../fixtures/captcha.ts";
import { closeDatabaseHelpers } from "../helpers/databases.ts";
import { forEachDatabase } from "../helpers/for-each-database.ts";

afterAll(closeDatabaseHelpers);

let counter = 0;
const newEmail = () => `hindi.${Date.now().toString(36)}.${(counter += 1)}@example.com`;

interface Case {
  name: string;
  method: string;
  path: string;
  body?: () => unknown;
  status: number;
  english: Record<string, unknown>;
  hindi: Record<string, unknown>;
}

const CASES: Case[] = [
  {
    name: "a bad login",
    method: "POST",
    path: "/user/login",
    body: () => ({ email: newEmail(), password: "not the password" }),
    status: 401,
    english: { err: "Invalid email or password." },
    hindi: { err: "ईमेल या पासवर्ड सही नहीं है।" },
  },
  {
    name: "a sign-up with a short phone number",
    method: "POST",
    path: "/user/create",
    body: () => ({ name: "Asha Rao", email: newEmail(), phoneNo: "987654321", password: "good password" }),
    status: 400,
    english: { err: "Invalid phone number", issues: [{ path: "phoneNo", message: "Invalid phone number" }] },
    hindi: { err: "फ़ोन नंबर सही नहीं है", issues: [{ path: "phoneNo", message: "फ़ोन नंबर सही नहीं है" }] },
  },
  {
    name: "a sign-up with a field nobody asked for",
    method: "POST",
    path: "/user/create",
    body: () => ({
      name: "Asha",
      email: newEmail(),
      phoneNo: "9876543210",
      password: "good password",
      role: "admin",
    }),
    status: 400,
    english: { err: 'Unrecognized key: "role"', issues: [{ path: "", message: 'Unrecognized key: "role"' }] },
    hindi: { err: 'अनजान फ़ील्ड: "role"', issues: [{ path: "", message: 'अनजान फ़ील्ड: "role"' }] },
  },
  {
    name: "an unknown endpoint",
    method: "GET",
    path: "/nowhere",
    status: 404,
    english: { err: "No such endpoint: GET /api/v1/nowhere" },
    hindi: { err: "ऐसा कोई एंडपॉइंट नहीं है: GET /api/v1/nowhere" },
  },
  {
    name: "a call without a session",
    method: "POST",
    path: "/user/auth/verify",
    status: 401,
    english: { err: "Please log in to continue." },
    hindi: { err: "आगे बढ़ने के लिए कृपया लॉग इन करें।" },
  },
  {
    name: "a body over the limit",
    method: "POST",
    path: "/user/login",
    body: () => ({ email: newEmail(), password: "x".repeat(MAX_BODY_BYTES) }),
    status: 413,
    english: { err: "The request body is larger than 64 KB." },
    hindi: { err: "अनुरोध का मुख्य भाग 64 KB से बड़ा है।" },
  },
];

const HINDI = ["hi", "hi-IN", "hi;q=0.9,en;q=0.8"];
const ENGLISH = [undefined, "en", "en-IN,hi;q=0.5", "not a language tag"];

forEachDatabase("API errors in the asked language", (ctx) => {
  const send = (test: Case, language: string | undefined) => {
    const body = test.body?.();
    return ctx.api.app.request(`/api/v1${test.path}`, {
      method: test.method,
      headers: {
        ...(body === undefined ? {} : { "content-type": "application/json" }),
        ...(language === undefined ? {} : { "Accept-Language": language }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  };

  describe.each(CASES)("$name", (test) => {
    it.each(HINDI)("answers in Hindi to Accept-Language: %s", async (language) => {
      const response = await send(test, language);
      expect(response.status).toBe(test.status);
      expect(await response.json()).toEqual(test.hindi);
      expect(response.headers.get("content-language")).toBe("hi");
      expect(response.headers.get("vary")).toMatch(/Accept-Language/);
      expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    });

    it.each(ENGLISH)("answers the English of today to Accept-Language: %s", async (language) => {
      const response = await send(test, language);
      expect(response.status).toBe(test.status);
      // Byte for byte: the same JSON text as the English answer has always been.
      expect(await response.text()).toBe(JSON.stringify(test.english));
      expect(response.headers.get("content-language")).toBeNull();
      expect(response.headers.get("vary")).toMatch(/Accept-Language/);
    });
  });

  it("answers a member's successes in Hindi when asked, and the specification's English otherwise", async () => {
    const call = (path: string, body: unknown, language?: string, token?: string) =>
      ctx.api.app.request(`/api/v1${path}`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          ...(language ? { "Accept-Language": language } : {}),
          ...(token ? { Authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify(body),
      });
    // The address confirmed, as /hi/confirm-email shows the answer (found in English there).
    const signUp = await call("/user/create", {
      name: "अनुश्री शर्मा",
      email: newEmail(),
      phoneNo: "9829012345",
      password: "a good password",
    });
    const { newUser } = (await signUp.json()) as { newUser: { email: string } };
    const [mail] = await ctx.db
      .select({ text: outgoingEmails.textBody })
      .from(outgoingEmails)
      .where(eq(outgoingEmails.to, newUser.email));
    const token = /#token=([\w-]+)/.exec(mail!.text)![1]!;
    const confirmed = await call("/user/email/confirm", { token }, "hi-IN");
    expect(await confirmed.json()).toEqual({ message: "धन्यवाद: आपके ईमेल पते की पुष्टि हो गई है।" });
    expect(confirmed.headers.get("content-language")).toBe("hi");
    expect(confirmed.headers.get("vary")).toMatch(/Accept-Language/);
    // The forgotten password's answer, in both languages: English byte for byte without the header.
    const forgot = { email: newEmail(), capchaToken: SOLVED_LOCAL_CAPTCHA };
    const hindi = await call("/user/forgot/password", forgot, "hi");
    expect(await hindi.json()).toEqual({
      message: "अगर इस ईमेल से कोई खाता है, तो आपको जल्द ही पासवर्ड बदलने का लिंक मिलेगा।",
    });
    const english = await call("/user/forgot/password", { ...forgot, email: newEmail() });
    expect(await english.text()).toBe(
      JSON.stringify({
        message: "If an account exists for this email, you will receive a password reset link shortly.",
      }),
    );
    expect(english.headers.get("content-language")).toBeNull();
  });

  it("keeps everything but the words: the same headers in both languages", async () => {
    const [english, hindi] = await Promise.all([send(CASES[4]!, undefined), send(CASES[4]!, "hi")]);
    const names = (response: Response) =>
      [...response.headers.keys()].filter(
        (name) => !["content-language", "content-length", "x-request-id"].includes(name),
      );
    expect(names(hindi)).toEqual(names(english));
    for (const name of names(english)) expect(hindi.headers.get(name), name).toBe(english.headers.get(name));
  });
});
