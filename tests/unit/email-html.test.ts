// Every e-mail the product sends has an HTML part beside its text, in one layout (html.ts):
// what people typed arrives as text, never as markup; the customer's acknowledgement sums up
// what was asked, in their language, with the dashboard and the business's numbers; the
// operators' alert reads as labels and values with the customer's tap-to-call and WhatsApp.
import { describe, expect, it } from "vitest";
import { SITE } from "../../src/config/site.ts";
import { LANGS, type Lang } from "../../src/i18n/lang.ts";
import { escapeHtml, htmlOf, textOf } from "../../src/server/mail/html.ts";
import { indianMobile, inquiryFacts, phoneLinks } from "../../src/server/mail/inquiry-facts.ts";
import * as messages from "../../src/server/mail/messages.ts";
import type { EmailInput } from "../../src/server/mail/outbox.ts";
import * as requests from "../../src/server/mail/request-messages.ts";
import { cateringInquiry, eventInquiry, travelInquiry } from "../fixtures/inquiries.ts";

const SITE_URL = "https://novaexperience.in";
/** Names people type, which must reach the reader as the characters typed. */
const HOSTILE = '<script>alert("x")</script>';
const QUOTED = '"Ravi & Sons"';

const recipient = (language: Lang, name = "Meera Iyer") => ({ name, email: "meera@example.com", language });

/** The answers of an inquiry as the service stores them: the contact fields have columns. */
function detailsOf(input: Record<string, unknown>): Record<string, unknown> {
  const { name: _n, fullName: _f, email: _e, phone: _p, city: _c, ...details } = input;
  return details;
}

const invoice = (name: string) =>
  ({
    _id: "3f8e2b1c-0000-4000-8000-000000000001",
    serial: "NE/2026-27/0001",
    amountPaise: 2_000_000,
    paymentId: "pay_Test123",
    startsAt: "2026-11-22T10:00:00Z",
    nextBillingDate: "2027-11-22T10:00:00Z",
    documentKind: "receipt-voucher",
    userId: { _id: "u1", name, email: "meera@example.com" },
    subscriptionId: { _id: null, name: "Wedding in Udaipur" },
  }) as unknown as Parameters<typeof messages.invoiceEmail>[0];
const document = {
  kind: "receipt-voucher",
  number: "RV/0001",
  receivedAgainst: null,
  advances: null,
  totals: { totalPaise: 2_000_000 },
} as unknown as Parameters<typeof messages.invoiceEmail>[1];

/**
 * One call of every builder the two message modules export, by its name: a new e-mail added
 * without an entry here fails the first test, and one without an HTML part the second.
 */
const BUILDERS: Record<string, (lang: Lang, name: string) => EmailInput | EmailInput[]> = {
  invoiceEmail: (lang, name) => messages.invoiceEmail(invoice(name), document, SITE_URL, lang),
  // At delivery, and for what a cancellation kept.
  bookingInvoiceEmail: (lang, name) =>
    [false, true].map((forCancellation) =>
      messages.bookingInvoiceEmail(
        recipient(lang, name),
        { inquiryId: "i1", reference: "EVT-ABC123", subject: "Wedding event", balanceDueOn: "2027-01-10" },
        {
          id: "b1",
          document: {
            ...document,
            kind: "invoice",
            number: "INV/1",
            advances: [{ number: "RV/0001" }],
          } as unknown as Parameters<typeof messages.invoiceEmail>[1],
          duePaise: forCancellation ? 0 : 5_000_000,
          forCancellation,
        },
        SITE_URL,
      ),
    ),
  creditNoteEmail: (lang, name) =>
    messages.creditNoteEmail(
      invoice(name),
      { id: "c1", document: { ...document, kind: "refund-voucher" }, reason: name, refundedPaise: 1_000_000 },
      SITE_URL,
      "10-15",
      lang,
    ),
  membershipReminderEmail: (lang, name) =>
    messages.membershipReminderEmail(
      recipient(lang, name),
      { planName: "Premium", planSlug: "premium", endsAt: new Date("2027-01-01T00:00:00Z") },
      "7",
      SITE_URL,
    ),
  quoteEmail: (lang, name) =>
    messages.quoteEmail(
      recipient(lang, name),
      { reference: "EVT-ABC123", subject: "Wedding event" },
      {
        version: 1,
        discount: null,
        totalPaise: 900_000,
        depositPaise: 180_000,
        depositPercent: 20,
        validUntil: "2026-12-20",
        balanceDueOn: null,
        note: name,
      },
      SITE_URL,
    ),
  depositPaidEmail: (_lang, name) =>
    messages.depositPaidEmail(
      "ops@example.com",
      { reference: "EVT-ABC123", subject: "Wedding event", customer: name },
      { serial: "RV/1", amountPaise: 180_000, documentName: "receipt voucher" },
      { kind: "confirmed", remainingPaise: 720_000 },
      SITE_URL,
    ),
  operatorDigestEmail: (_lang, name) =>
    messages.operatorDigestEmail(
      "ops@example.com",
      "2026-11-30",
      [{ reference: "EVT-1", subject: name, receivedAt: new Date("2026-11-27T10:00:00Z") }],
      [{ reference: "TRV-2", version: 2, validUntil: "2026-12-01" }],
      [{ reference: "CAT-3", dueOn: "2026-11-28", remainingPaise: 5_000_000 }],
      SITE_URL,
    ),
  balancePaidEmail: (_lang, name) =>
    messages.balancePaidEmail(
      "ops@example.com",
      { reference: "EVT-ABC123", subject: "Wedding event", customer: name, confirmed: true },
      {
        serial: "PR/1",
        kind: "payment-receipt",
        amountPaise: 5_000_000,
        remainingPaise: 0,
        bankTransfer: false,
      },
      SITE_URL,
    ),
  balanceReminderEmail: (lang, name) =>
    messages.balanceReminderEmail(
      recipient(lang, name),
      { reference: "EVT-ABC123", subject: "Wedding event" },
      { amountPaise: 5_000_000, dueOn: "2027-01-10", kind: "7" },
      SITE_URL,
    ),
  cancellationEmails: (lang, name) =>
    messages.cancellationEmails(
      recipient(lang, name),
      {
        reference: "EVT-ABC123",
        subject: { customer: "Wedding event", operators: "Wedding event" },
        serviceDay: "2027-01-20",
      },
      {
        paidPaise: 2_000_000,
        keptPaise: 0,
        refundPaise: 2_000_000,
        daysBefore: 40,
        rule: "Within 24 hours of booking: a full refund is possible.",
        refundBusinessDays: "10-15",
      } as unknown as Parameters<typeof messages.cancellationEmails>[2],
      "ops@example.com",
      SITE_URL,
    ),
  contactAcknowledgement: (lang, name) =>
    requests.contactAcknowledgement({
      to: "asha@example.com",
      name,
      reference: "CON-ABC123",
      subject: "partnership",
      language: lang,
      siteUrl: SITE_URL,
    }),
  contactOperatorCopy: (_lang, name) =>
    requests.contactOperatorCopy(
      "ops@example.com",
      {
        reference: "CON-ABC123",
        name,
        email: "asha@example.com",
        phone: "+91 98765 43210",
        subjectLabel: "Partnerships",
        fromLanding: false,
        message: name,
      },
      SITE_URL,
    ),
  inquiryAcknowledgement: (lang, name) =>
    requests.inquiryAcknowledgement(
      recipient(lang, name),
      {
        kind: "event",
        reference: "EVT-ABC123",
        details: detailsOf({ ...eventInquiry(), additionalDetails: name }),
      },
      SITE_URL,
    ),
  inquiryOperatorCopy: (_lang, name) =>
    requests.inquiryOperatorCopy(
      "ops@example.com",
      {
        kind: "event",
        reference: "EVT-ABC123",
        subject: "Wedding event",
        name,
        email: "kavya@example.com",
        phone: "98765 43210",
        city: "Udaipur",
        details: detailsOf({ ...eventInquiry(), additionalDetails: name }),
      },
      SITE_URL,
    ),
  projectAcknowledgement: (lang, name) =>
    requests.projectAcknowledgement(
      recipient(lang, name),
      { reference: "PRJ-ABC123", title: name, service: "ui-ux-design" },
      SITE_URL,
    ),
  projectOperatorCopy: (_lang, name) =>
    requests.projectOperatorCopy(
      "ops@example.com",
      { name, email: "m@example.com" },
      {
        reference: "PRJ-ABC123",
        title: name,
        serviceLabel: "UI/UX design",
        budget: "₹1 lakh",
        timeline: "2 months",
        description: name,
      },
      SITE_URL,
    ),
  passwordResetEmail: (lang, name) =>
    requests.passwordResetEmail(recipient(lang, name), `${SITE_URL}/reset-password#token=abc`, SITE_URL),
  // A change on the staff (decision 0041), told to the person: each kind of change.
  staffAccessEmail: (lang, name) =>
    (
      [
        { kind: "added", role: "sales" },
        { kind: "role-changed", from: "sales", to: "accounts" },
        { kind: "factor-reset" },
        { kind: "removed" },
      ] as const
    ).map((change) => requests.staffAccessEmail(recipient(lang, name), change, SITE_URL)),
  // A visitor's data request (D27): the link, or where to log in for an account's address; no name.
  // The address is what the person typed: it is said in the e-mail.
  dataRequestEmail: (lang, name) => [
    requests.dataRequestEmail({
      to: name,
      link: `${SITE_URL}/data-request#token=abc`,
      language: lang,
      account: false,
      siteUrl: SITE_URL,
    }),
    requests.dataRequestEmail({
      to: name,
      link: `${SITE_URL}/login`,
      language: lang,
      account: true,
      siteUrl: SITE_URL,
    }),
  ],
  grievanceAcknowledgement: (lang, name) =>
    requests.grievanceAcknowledgement({
      to: "asha@example.com",
      name,
      reference: "GRV-ABC123",
      topic: "erasure",
      replyBy: "2026-12-27",
      replyDays: 30,
      language: lang,
      siteUrl: SITE_URL,
    }),
  // The answer's pointer (decision 0040): no words of the person's, no operator's note.
  grievanceAnswer: (lang, name) =>
    requests.grievanceAnswer({
      to: "asha@example.com",
      name,
      reference: "GRV-ABC123",
      topic: "erasure",
      language: lang,
      siteUrl: SITE_URL,
      answeredAt: new Date("2026-12-02T06:00:00Z"),
    }),
  // The sign-up's one e-mail until the address is confirmed (decision 0043): no name in it, the
  // address as typed.
  confirmEmailEmail: (lang, name) =>
    requests.confirmEmailEmail(name, `${SITE_URL}/confirm-email#token=abc`, lang, SITE_URL),
  grievanceOperatorCopy: (lang, name) =>
    requests.grievanceOperatorCopy(
      "ops@example.com",
      {
        reference: "GRV-ABC123",
        name,
        email: "asha@example.com",
        phone: "+91 98765 43210",
        topicLabel: "Erasing my data",
        message: name,
        replyBy: "2026-12-27",
        language: lang,
      },
      SITE_URL,
    ),
  membershipOfferEmail: (lang, name) =>
    messages.membershipOfferEmail(
      recipient(lang, name),
      { planName: "Premium", discountPercent: 10, endedAt: new Date("2026-11-01T00:00:00Z") },
      `${SITE_URL}/purchase?plan=premium`,
      SITE_URL,
    ),
};

/** Exports of the message modules that are not e-mails. */
const NOT_EMAILS = new Set(["TEMPLATES", "siteLink"]);

const every = (lang: Lang, name = "Meera Iyer") =>
  Object.entries(BUILDERS).flatMap(([builder, build]) => {
    const built = build(lang, name);
    return (Array.isArray(built) ? built : [built]).map((mail) => ({ builder, mail }));
  });

/** The part of the HTML a reader sees: the body, without the head's dark-mode styles. */
const bodyOf = (html: string) => html.slice(html.indexOf("<body"), html.indexOf("</body>"));

describe("every e-mail", () => {
  it("is built by a builder this test knows, so none escapes the checks below", () => {
    const exported = [...Object.entries(messages), ...Object.entries(requests)]
      .filter(([name, value]) => typeof value === "function" && !NOT_EMAILS.has(name))
      .map(([name]) => name);
    expect(exported.sort()).toEqual(Object.keys(BUILDERS).sort());
  });

  it.each(LANGS)("has an HTML part in the one layout, in its reader's language (%s)", (lang) => {
    for (const { builder, mail } of every(lang)) {
      const html = mail.htmlBody ?? "";
      expect(html, builder).toMatch(/^<!DOCTYPE html>\n<html lang="[\w-]+" dir="ltr">/);
      const operators = mail.to.startsWith("ops@");
      expect(html, builder).toContain(`<html lang="${operators || lang === "en" ? "en-IN" : "hi"}"`);
      expect(html, builder).toContain(`<title>${escapeHtml(mail.subject)}</title>`);
      // The business's address, phone (tap to call) and WhatsApp in every footer.
      expect(html, builder).toContain('href="tel:+919876543210"');
      expect(html, builder).toContain(`href="https://wa.me/${SITE.whatsapp}"`);
      expect(html, builder).toContain("Jaipur, Rajasthan 302001");
      // Nothing fetched from elsewhere: no images, stylesheets, fonts or tracking pixels.
      expect(html, builder).not.toMatch(/<img|<link|<script|url\(|@import|src=/i);
      expect(html, builder).toContain("max-width:600px");
      // Every line of the text is in the HTML (links become buttons, so leave those aside).
      for (const line of mail.textBody.split("\n").filter((text) => text && !/https?:|tel:/.test(text))) {
        const shown = line.replace(/:$/, "");
        expect(bodyOf(html).replaceAll("<br>", "\n"), `${builder}: ${line}`).toContain(
          escapeHtml(shown.split(": ").at(-1)!),
        );
      }
    }
  });

  it.each(LANGS)(
    "ends with the link to the privacy notice in both parts, in its reader's language (%s)",
    (lang) => {
      for (const { builder, mail } of every(lang)) {
        // The operators read English; everyone else their own language.
        const reader = mail.to.startsWith("ops@") ? "en" : lang;
        const notice = reader === "en" ? `${SITE_URL}/privacy` : `${SITE_URL}/hi/privacy`;
        const label = reader === "en" ? "Privacy notice" : "गोपनीयता सूचना";
        expect(mail.textBody.split("\n").at(-1), builder).toBe(`${label}: ${notice}`);
        expect(mail.textBody, builder).toMatch(/\n\n[^\n]+$/);
        expect(bodyOf(mail.htmlBody!), builder).toContain(`href="${notice}"`);
        expect(bodyOf(mail.htmlBody!), builder).toMatch(new RegExp(`href="${notice}"[^>]*>${label}</a>`));
      }
    },
  );

  it("shows what people typed as text, never as markup", () => {
    for (const lang of LANGS) {
      for (const name of [HOSTILE, QUOTED]) {
        for (const { builder, mail } of every(lang, name)) {
          const body = bodyOf(mail.htmlBody!);
          expect(body, builder).not.toContain("<script");
          expect(body, builder).not.toContain(name);
          expect(body, builder).toContain(escapeHtml(name));
          // The text part keeps the characters as typed.
          expect(mail.textBody, builder).toContain(name);
        }
      }
    }
  });

  it("escapes the five characters that matter, once", () => {
    expect(escapeHtml(`<a href="x" title='y'>Ravi & Sons</a>`)).toBe(
      "&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;Ravi &amp; Sons&lt;/a&gt;",
    );
    expect(escapeHtml("&amp;")).toBe("&amp;amp;");
  });

  it("never links to a scheme a mail should not carry", () => {
    const html = htmlOf([{ line: null, actions: [{ label: "Open", href: "javascript:alert(1)" }] }], {
      lang: "en",
      subject: "x",
      siteUrl: SITE_URL,
    });
    expect(html).not.toContain("javascript:");
    expect(html).toContain('href="#"');
  });

  it("draws links as table-built buttons with inline styles", () => {
    const html = htmlOf(
      [{ line: "Go: https://x.in/a", actions: [{ label: "Go", href: "https://x.in/a" }] }],
      { lang: "en", subject: "x", siteUrl: SITE_URL },
    );
    expect(html).toMatch(
      /<td bgcolor="#[0-9a-f]{6}" style="[^"]+"><a class="mail-button" href="https:\/\/x.in\/a"/,
    );
    expect(textOf([{ line: "Go: https://x.in/a", actions: [{ label: "Go", href: "https://x.in/a" }] }])).toBe(
      "Go: https://x.in/a",
    );
  });
});

describe("the customer's acknowledgement of an inquiry", () => {
  const acknowledge = (lang: Lang, kind: "event" | "catering" | "travel", input: Record<string, unknown>) =>
    requests.inquiryAcknowledgement(
      recipient(lang),
      { kind, reference: "TRV-ABC123", details: detailsOf(input) },
      SITE_URL,
    );

  it("sums up the answers in English, with the dashboard, the phone and WhatsApp", () => {
    const mail = acknowledge("en", "travel", travelInquiry({ travelDate: "2027-05-01" }));
    expect(mail.textBody).toContain(
      [
        "What you asked for:",
        "Destination: Kedarnath",
        "Travel date: May 1, 2027",
        "Number of travelers: 4",
        "Tour package: Standard",
        "Accommodation: Hotel",
        "Preferred mode of transport: Train",
        "Preferred travel class: Economy",
        "Special assistance: Wheelchair accessibility, Satvik",
        "Special requests: A pony for the trek",
        "Budget range: ₹60,000",
      ].join("\n"),
    );
    expect(mail.textBody).toContain(
      `You can follow it on your dashboard: ${SITE_URL}/dashboard?inquiry=TRV-ABC123#inquiries`,
    );
    expect(mail.textBody).toContain("Call us or write to us on WhatsApp: +91 98765 43210");
    expect(mail.htmlBody).toContain(`href="${SITE_URL}/dashboard?inquiry=TRV-ABC123#inquiries"`);
    expect(mail.htmlBody).toContain(">Open your dashboard</a>");
    expect(mail.htmlBody).toContain(">Call us</a>");
    expect(mail.htmlBody).toContain(">Write on WhatsApp</a>");
    // Never the name or address typed on the form: the account's own name greets.
    expect(mail.textBody).not.toContain("Rohan");
  });

  it("sums up the answers in Hindi, with the options' Hindi labels and the Hindi dashboard", () => {
    const mail = acknowledge("hi", "catering", cateringInquiry({ cateringDate: "2027-01-05" }));
    expect(mail.textBody).toContain(
      [
        "आपकी पूछताछ का ब्योरा:",
        "आयोजन का प्रकार: कॉरपोरेट",
        "कैटरिंग की तारीख़: 5 जनवरी 2027",
        "मेहमानों की संख्या: 120",
        "व्यंजन: भारतीय",
        "परोसने का तरीका: बुफ़े",
        "खान-पान से जुड़ी ज़रूरतें: Jain options for 20 guests",
        "पेय: बिना शराब",
        "बजट: ₹1,80,000",
        "ख़ास अनुरोध: Live chaat counter",
      ].join("\n"),
    );
    expect(mail.textBody).toContain(
      `आप अपने डैशबोर्ड पर इसकी स्थिति देख सकते हैं: ${SITE_URL}/hi/dashboard?inquiry=TRV-ABC123#inquiries`,
    );
    expect(mail.textBody).toContain("हमें कॉल करें या WhatsApp पर लिखें: +91 98765 43210");
    expect(mail.htmlBody).toContain(`href="${SITE_URL}/hi/dashboard?inquiry=TRV-ABC123#inquiries"`);
    expect(mail.htmlBody).toContain(">अपना डैशबोर्ड खोलें</a>");
    expect(mail.htmlBody).toContain('<html lang="hi"');
  });

  it("names an event's services and the choice written out for 'other'", () => {
    const facts = inquiryFacts(
      "event",
      detailsOf(eventInquiry({ eventType: "other", otherEventType: "Naming ceremony" })),
      "en",
    );
    expect(facts).toContainEqual(["Event type", "Naming ceremony"]);
    expect(facts).toContainEqual([
      "Services needed",
      "Venue booking, Catering (Luxury), Decoration and setup, Entertainment (Live Band)",
    ]);
    expect(inquiryFacts("event", detailsOf(eventInquiry()), "hi")).toContainEqual([
      "ज़रूरी सेवाएँ",
      "स्थल की बुकिंग, कैटरिंग (लग्ज़री), सजावट और तैयारी, मनोरंजन (लाइव बैंड)",
    ]);
  });
});

describe("the operators' alert of a new inquiry", () => {
  const alert = (phone: string) =>
    requests.inquiryOperatorCopy(
      "ops@example.com",
      {
        kind: "catering",
        reference: "CAT-ABC123",
        subject: "Corporate catering",
        name: "Arjun Shah",
        email: "arjun@example.com",
        phone,
        city: "Mumbai",
        details: detailsOf(cateringInquiry({ cateringDate: "2027-01-05" })),
      },
      SITE_URL,
    );

  it("reads as labels and values in English, not JSON", () => {
    const mail = alert("+91 98200 12345");
    expect(mail.textBody).not.toMatch(/[{}]/);
    expect(bodyOf(mail.htmlBody!)).not.toMatch(/[{}]/);
    expect(mail.textBody).toContain(
      [
        "What Arjun Shah asked for:",
        "Event type: Corporate",
        "Catering date: January 5, 2027",
        "Number of guests: 120",
        "Cuisine: Indian",
        "Menu style: Buffet",
        "Dietary requirements: Jain options for 20 guests",
        "Beverage services: Non-alcoholic",
        "Budget: ₹1,80,000",
        "Special requests: Live chaat counter",
      ].join("\n"),
    );
    expect(mail.htmlBody).toMatch(/<th scope="row"[^>]*>Cuisine<\/th><td[^>]*>Indian<\/td>/);
  });

  it("calls and writes to the customer in one tap, and opens the inquiry in the admin panel", () => {
    const mail = alert("+91 98200 12345");
    expect(mail.textBody).toContain("Call: tel:+919820012345\nWhatsApp: https://wa.me/919820012345");
    expect(mail.htmlBody).toContain('href="tel:+919820012345"');
    expect(mail.htmlBody).toContain('href="https://wa.me/919820012345"');
    const admin = `${SITE_URL}/admin-dashboard?tab=inquiries&amp;q=CAT-ABC123`;
    expect(mail.htmlBody).toContain(`href="${admin}"`);
  });

  it("reads a phone number the way Indians write it", () => {
    for (const typed of ["9820012345", "98200 12345", "+91 98200-12345", "098200 12345", "919820012345"]) {
      expect(indianMobile(typed), typed).toBe("9820012345");
    }
    expect(indianMobile("12345")).toBeNull();
    // A number from abroad can still be called, not sent to WhatsApp as an Indian one.
    expect(phoneLinks("+44 20 7946 0958")).toEqual({ call: "tel:+442079460958", whatsapp: null });
  });
});
