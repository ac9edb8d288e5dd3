// What people receive, on every database driver: an inquiry's acknowledgement and the
// operators' alert as delivered to the local outbox (.eml files with a text and an HTML part,
// multipart/alternative), the acknowledgement summing up the answers in the account's
// language, the alert readable (no JSON) with the customer's tap-to-call and WhatsApp; and
// Postmark's stand-in receiving the HTML part beside the text.
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, expect, it, onTestFinished } from "vitest";
import { parseEnv } from "../../src/server/env.ts";
import { createLogger } from "../../src/server/log.ts";
import { readLocalOutbox, type LocalOutboxEntry } from "../../src/server/mail/local-outbox.ts";
import { createMailer } from "../../src/server/mail/mailer.ts";
import { enqueueEmail } from "../../src/server/mail/outbox.ts";
import { inquiryOperatorCopy } from "../../src/server/mail/request-messages.ts";
import { SOLVED_LOCAL_CAPTCHA } from "../fixtures/captcha.ts";
import { travelInquiry } from "../fixtures/inquiries.ts";
import { confirmAddress, answerOf as body } from "../helpers/app.ts";
import { closeDatabaseHelpers } from "../helpers/databases.ts";
import { readEmlHeaders } from "../helpers/eml.ts";
import { forEachDatabase } from "../helpers/for-each-database.ts";
import { startPostmarkStub } from "../stubs/postmark-stub.ts";

afterAll(closeDatabaseHelpers);

const OPERATORS = "operators@content.example";
const TOKEN = "postmark-server-token-for-tests";
let counter = 0;
const freshEmail = (label: string) => `${label}.${Date.now().toString(36)}.${(counter += 1)}@example.com`;

/** The two alternatives of a delivered .eml, as a mail program splits them. */
async function alternativesOf(dir: string, entry: LocalOutboxEntry) {
  const names = (await readdir(dir)).filter((name) => name.endsWith(".eml"));
  const emls = await Promise.all(names.map((name) => readFile(join(dir, name), "utf8")));
  const eml = emls.find((text) => text.includes(`Message-ID: <${entry.messageId}@localhost>`));
  if (!eml) throw new Error(`no .eml for ${entry.messageId}`);
  const headers = readEmlHeaders(eml);
  const boundary = /^multipart\/alternative; boundary="([^"]+)"$/.exec(
    headers.values["Content-Type"] ?? "",
  )?.[1];
  expect(boundary, headers.raw).toBeDefined();
  const sections = eml
    .slice(headers.raw.length + 4)
    .split(`--${boundary}`)
    .slice(1, -1)
    .map((section) => {
      const end = section.indexOf("\r\n\r\n");
      return { headers: section.slice(0, end).trim(), content: section.slice(end + 4).replace(/\r\n$/, "") };
    });
  expect(sections.map((section) => section.headers.split("\r\n")[0])).toEqual([
    "Content-Type: text/plain; charset=utf-8",
    "Content-Type: text/html; charset=utf-8",
  ]);
  return { text: sections[0]!.content, html: sections[1]!.content };
}

forEachDatabase("e-mails people read", { env: { OPERATOR_EMAIL: OPERATORS } }, (ctx) => {
  const request = (path: string, options: { token?: string; body: unknown; acceptLanguage?: string }) =>
    ctx.api.app.request(`/api/v1${path}`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        ...(options.token ? { Authorization: `Bearer ${options.token}` } : {}),
        ...(options.acceptLanguage ? { "Accept-Language": options.acceptLanguage } : {}),
      },
      body: JSON.stringify(options.body),
    });

  async function delivered() {
    await ctx.api.settled();
    await ctx.api.mailer.drain();
    return readLocalOutbox(ctx.api.mailDir);
  }

  async function inquiryFrom(acceptLanguage: string) {
    const email = freshEmail("asker");
    const { accessToken, newUser } = await body<{ accessToken: string; newUser: { _id: string } }>(
      await request("/user/create", {
        body: { name: "Asha Verma", email, phoneNo: "9876543210", password: "member password" },
        acceptLanguage,
      }),
      201,
    );
    await confirmAddress(ctx.db, newUser._id);
    const { inquiry } = await body<{ inquiry: { reference: string } }>(
      await request("/inquiry/create_travel", {
        token: accessToken,
        body: travelInquiry({ phone: "+91 91234 56789" }),
        acceptLanguage,
      }),
      201,
    );
    const mails = await delivered();
    const acknowledgement = mails.find(
      (mail) => mail.to === email && mail.subject.includes(inquiry.reference),
    );
    const alert = mails.find((mail) => mail.to === OPERATORS && mail.subject.includes(inquiry.reference));
    return { reference: inquiry.reference, acknowledgement: acknowledgement!, alert: alert! };
  }

  it("an English member's acknowledgement sums up the trip, with the phone and WhatsApp, as text and HTML", async () => {
    const { acknowledgement } = await inquiryFrom("en-IN");
    const { text, html } = await alternativesOf(ctx.api.mailDir, acknowledgement);
    expect(text).toBe(acknowledgement.textBody);
    expect(html).toBe(acknowledgement.htmlBody);
    expect(text).toMatch(/^Hello Asha Verma,\n/);
    expect(text).toContain("What you asked for:\nDestination: Kedarnath\n");
    expect(text).toContain("Preferred mode of transport: Train");
    expect(text).toContain("Call us or write to us on WhatsApp: +91 98765 43210");
    expect(html).toContain('<html lang="en-IN"');
    expect(html).toMatch(/<th scope="row"[^>]*>Destination<\/th><td[^>]*>Kedarnath<\/td>/);
    expect(html).toContain('href="https://wa.me/919876543210"');
    // Every e-mail leads to the privacy notice, in both parts (D27).
    const notice = `${ctx.api.env.siteUrl}/privacy`;
    expect(text).toMatch(new RegExp(`\\n\\nPrivacy notice: ${notice}$`));
    expect(html).toMatch(new RegExp(`<a href="${notice}"[^>]*>Privacy notice</a>`));
  });

  it("a Hindi member's acknowledgement sums up the trip in Hindi", async () => {
    const { acknowledgement } = await inquiryFrom("hi");
    const { text, html } = await alternativesOf(ctx.api.mailDir, acknowledgement);
    expect(text).toMatch(/^नमस्ते Asha Verma जी,\n/);
    expect(text).toContain("आपकी पूछताछ का ब्योरा:\nगंतव्य: Kedarnath\n");
    expect(text).toContain("आने-जाने का पसंदीदा साधन: ट्रेन");
    expect(text).toContain("यात्रा की पसंदीदा श्रेणी: इकॉनमी");
    expect(text).toContain("हमें कॉल करें या WhatsApp पर लिखें: +91 98765 43210");
    expect(html).toContain('<html lang="hi"');
    expect(html).toContain(">WhatsApp पर लिखें</a>");
    const notice = `${ctx.api.env.siteUrl}/hi/privacy`;
    expect(text).toMatch(new RegExp(`\\n\\nगोपनीयता सूचना: ${notice}$`));
    expect(html).toMatch(new RegExp(`<a href="${notice}"[^>]*>गोपनीयता सूचना</a>`));
  });

  it("the operators' alert reads as labels and values, with the customer's tap-to-call and WhatsApp", async () => {
    const { reference, alert } = await inquiryFrom("hi");
    const { text, html } = await alternativesOf(ctx.api.mailDir, alert);
    // English whatever the customer's language, and no JSON.
    expect(text).not.toMatch(/[{}]/);
    expect(text).not.toMatch(/\p{Script=Devanagari}/u);
    expect(text).toContain(`Reference: ${reference}`);
    expect(text).toContain("Destination: Kedarnath\n");
    expect(text).toContain("Special assistance: Wheelchair accessibility, Satvik");
    expect(text).toContain("Call: tel:+919123456789\nWhatsApp: https://wa.me/919123456789");
    expect(html).toContain('href="tel:+919123456789"');
    expect(html).toContain('href="https://wa.me/919123456789"');
    expect(html.slice(html.indexOf("<body"))).not.toMatch(/[{}]/);
    // The operators' e-mails lead to the (English) privacy notice too.
    expect(text).toMatch(new RegExp(`\\n\\nPrivacy notice: ${ctx.api.env.siteUrl}/privacy$`));
    expect(html).toContain(`href="${ctx.api.env.siteUrl}/privacy"`);
  });

  it("a contact message's acknowledgement has its HTML too, with the business's numbers", async () => {
    const email = freshEmail("writer");
    await body(
      await request("/contact/create", {
        body: {
          name: '"Ravi & Sons"',
          email,
          phone: "",
          subject: "event",
          message: "<b>Hello</b>",
          capchaToken: SOLVED_LOCAL_CAPTCHA,
        },
        acceptLanguage: "en-IN",
      }),
      201,
    );
    const mails = await delivered();
    const acknowledgement = mails.find((mail) => mail.to === email)!;
    const { html } = await alternativesOf(ctx.api.mailDir, acknowledgement);
    expect(html).toContain("Hello &quot;Ravi &amp; Sons&quot;,");
    expect(html).toContain('href="tel:+919876543210"');
    const copy = mails.find((mail) => mail.to === OPERATORS && mail.textBody.includes(email))!;
    expect(copy.htmlBody).toContain("&lt;b&gt;Hello&lt;/b&gt;");
    expect(copy.htmlBody).not.toContain("<b>Hello</b>");
  });
});

forEachDatabase("the HTML part through Postmark", { app: false }, (ctx) => {
  it("reaches Postmark's stand-in beside the text part", async () => {
    const stub = await startPostmarkStub({ token: TOKEN });
    onTestFinished(() => stub.close());
    const dataDir = await mkdtemp(join(tmpdir(), "nova-mail-"));
    onTestFinished(() => rm(dataDir, { recursive: true, force: true }));
    const env = parseEnv({
      NODE_ENV: "test",
      DATA_DIR: dataDir,
      POSTMARK_SERVER_TOKEN: TOKEN,
      POSTMARK_API_HOST: stub.host,
    });
    const mailer = createMailer({ db: ctx.db, env, log: createLogger("error", {}, () => {}) });
    const input = inquiryOperatorCopy(
      `ops.${Date.now().toString(36)}@example.com`,
      {
        kind: "travel",
        reference: "TRV-HTML01",
        subject: "Trip to Kedarnath",
        name: "Rohan Gupta",
        email: "rohan@example.com",
        phone: "9123456789",
        city: "Delhi",
        details: { travelDestination: "Kedarnath", numberOfTravelers: 4 },
      },
      "https://novaexperience.in",
    );
    const id = await enqueueEmail(ctx.db, input);
    expect(await mailer.deliver([id])).toEqual({ sent: 1, failed: 0 });
    const sent = stub.messages.find((message) => message.To === input.to);
    expect(sent?.TextBody).toBe(input.textBody);
    expect(sent?.HtmlBody).toBe(input.htmlBody);
    expect(sent?.HtmlBody).toContain('href="https://wa.me/919123456789"');
  });
});
