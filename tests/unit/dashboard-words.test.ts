// The member's dashboard and invoices in Hindi (docs/product.md D25): every Hindi text of their
// words is Hindi (or the English itself: a code, a template of values), the refund policy's
// words the API gives have their Hindi, an inquiry's subject is said in the page's language,
// and a tax document's facts read in Hindi while the English ones (the e-mails') stay as they were.
import { describe, expect, it } from "vitest";
import {
  CANCELLATION_POLICY,
  FULL_REFUND_WORDS,
  MEMBER_CANCELLATION,
} from "../../src/config/cancellation.ts";
import enDashboard from "../../src/i18n/en/dashboard.ts";
import enInvoices from "../../src/i18n/en/invoices.ts";
import enLists from "../../src/i18n/en/lists.ts";
import enQuote from "../../src/i18n/en/quote.ts";
import enTax from "../../src/i18n/en/tax-documents.ts";
import hiDashboard from "../../src/i18n/hi/dashboard.ts";
import hiInvoices from "../../src/i18n/hi/invoices.ts";
import hiLists from "../../src/i18n/hi/lists.ts";
import hiQuote from "../../src/i18n/hi/quote.ts";
import hiTax from "../../src/i18n/hi/tax-documents.ts";
import { mailWords } from "../../src/i18n/mail.ts";
import { inquirySubject } from "../../src/islands/dashboard/member-summary.ts";
import { formatLongDate } from "../../src/lib/dates.ts";
import { advanceRows, documentFacts } from "../../src/lib/tax-document-facts.ts";
import * as english from "../../src/lib/tax-document-words.ts";
import type { InquiryListItem } from "../../src/schemas/inquiry.ts";
import type { TaxDocument } from "../../src/schemas/tax-document.ts";

const DEVANAGARI = /[\u0900-\u097F]/;

/** Hindi texts that are neither Hindi nor the English they stand for. */
function untranslated(en: unknown, hi: unknown, at: string): string[] {
  if (typeof en === "string") {
    if (typeof hi !== "string") return [`${at}: not a text`];
    if (en === "") return [];
    return DEVANAGARI.test(hi) || hi === en ? [] : [`${at}: "${hi}"`];
  }
  if (typeof en === "object" && en !== null) {
    // A link's address is not a text: the forms' notice leads to /hi/privacy (D27).
    return Object.keys(en)
      .filter((key) => key !== "href")
      .flatMap((key) =>
        untranslated(
          (en as Record<string, unknown>)[key],
          (hi as Record<string, unknown>)[key],
          `${at}.${key}`,
        ),
      );
  }
  return [];
}

describe("the member's words in Hindi", () => {
  it("are Hindi wherever the English has a text", () => {
    expect([
      ...untranslated(enDashboard, hiDashboard, "dashboard"),
      ...untranslated(enInvoices, hiInvoices, "invoices"),
      ...untranslated(enLists, hiLists, "lists"),
      ...untranslated(enQuote, hiQuote, "quote"),
      ...untranslated(enTax, hiTax, "tax-documents"),
    ]).toEqual([]);
  });

  it("have the Hindi of every refund policy rule the API can give", () => {
    const rules = [
      FULL_REFUND_WORDS,
      ...Object.values(CANCELLATION_POLICY).flatMap((rule) => rule.tiers.map((tier) => tier.words)),
      ...Object.values(MEMBER_CANCELLATION).map((terms) => terms.words),
    ];
    expect(
      rules.filter(
        (rule) => !DEVANAGARI.test((hiQuote.rules as Readonly<Record<string, string>>)[rule] ?? ""),
      ),
    ).toEqual([]);
    expect(Object.keys(hiQuote.rules).filter((rule) => !rules.includes(rule))).toEqual([]);
  });
});

describe("an inquiry's subject", () => {
  const inquiry = (
    kind: InquiryListItem["inquiry_type"],
    details: Record<string, unknown>,
    subject: string,
  ) => ({ inquiry_type: kind, details, subject }) as InquiryListItem;

  it("of an erased inquiry, which keeps no answers, is its kind alone in both languages", () => {
    const said = (lang: "en" | "hi") =>
      (["travel", "event", "catering"] as const).map((kind) => mailWords(lang).inquirySubject(kind, {}));
    expect(said("en")).toEqual(["Trip", "Event", "Catering"]);
    expect(said("hi")).toEqual(["यात्रा", "आयोजन", "कैटरिंग"]);
    expect(mailWords("en").inquirySubject("travel", { travelDestination: "Goa" })).toBe("Trip to Goa");
    expect(mailWords("en").inquirySubject("catering", { eventType: "privateParty" })).toBe(
      "Private party catering",
    );
  });

  it("is the API's own in English", () => {
    expect(
      inquirySubject(inquiry("event", { eventType: "wedding" }, "Wedding event"), enDashboard.subjects),
    ).toBe("Wedding event");
    expect(
      inquirySubject(inquiry("travel", { travelDestination: "Goa" }, "Trip to Goa"), enDashboard.subjects),
    ).toBe("Trip to Goa");
  });

  it("is said in Hindi from the kind, the event type and the destination", () => {
    const subjects = hiDashboard.subjects;
    expect(inquirySubject(inquiry("event", { eventType: "wedding" }, "Wedding event"), subjects)).toBe(
      "शादी का आयोजन",
    );
    expect(
      inquirySubject(inquiry("catering", { eventType: "privateParty" }, "Private party catering"), subjects),
    ).toBe("निजी पार्टी की कैटरिंग");
    expect(
      inquirySubject(
        inquiry("event", { eventType: "other", otherEventType: "Griha pravesh" }, "Griha pravesh event"),
        subjects,
      ),
    ).toBe("आयोजन: Griha pravesh");
    expect(inquirySubject(inquiry("travel", { travelDestination: "Goa" }, "Trip to Goa"), subjects)).toBe(
      "Goa की यात्रा",
    );
    // A type the words do not know keeps the API's subject.
    expect(inquirySubject(inquiry("event", { eventType: "gala" }, "Gala event"), subjects)).toBe(
      "Gala event",
    );
  });

  it("reads the same in a Hindi e-mail as on the Hindi dashboard", () => {
    const asked: [string, Record<string, unknown>][] = [
      ...Object.keys(hiDashboard.subjects.event).map((eventType) => [
        "event",
        { eventType, otherEventType: "पूजा" },
      ]),
      ...Object.keys(hiDashboard.subjects.catering).map((eventType) => [
        "catering",
        { eventType, otherEventType: "पूजा" },
      ]),
      ["travel", { travelDestination: "Kedarnath" }],
    ] as [string, Record<string, unknown>][];
    for (const [kind, details] of asked)
      expect(mailWords("hi").inquirySubject(kind, details)).toBe(
        inquirySubject(inquiry(kind as "event", details, ""), hiDashboard.subjects),
      );
  });
});

describe("a tax document's facts", () => {
  const state = { name: "Rajasthan", code: "08" };
  const doc: TaxDocument = {
    kind: "invoice",
    number: "NE/26-27/000007",
    issuedAt: "2026-11-22T06:30:00.000Z",
    seller: {
      legalName: "Nova Experience",
      addressLines: ["C-Scheme, Jaipur"],
      state,
      gstin: "08AAAAA0000A1Z5",
      email: "a@b.in",
      phone: "1",
      website: "x",
    },
    buyer: { name: "Meera Iyer", email: "m@example.com", state },
    placeOfSupply: state,
    lines: [],
    totals: { taxablePaise: 0, taxes: [], totalPaise: 0 },
    payment: { reference: "pay_1", method: "UPI" },
    advances: [
      {
        number: "RV/26-27/000001",
        issuedAt: "2026-10-02T06:30:00.000Z",
        taxablePaise: 0,
        taxes: [],
        totalPaise: 100,
      },
    ],
    due: { taxablePaise: 0, taxes: [], totalPaise: 0 },
    notes: [],
  };

  it("read as before in English, the e-mails' words", () => {
    expect(english.documentFacts(doc)).toEqual([
      ["Invoice number", "NE/26-27/000007"],
      ["Invoice date", "22 November 2026"],
      ["Place of supply", "Rajasthan (08)"],
      ["Reverse charge", "No"],
      ["Payment reference", "pay_1"],
      ["Paid by", "UPI"],
    ]);
    expect(english.advanceRows(doc).map((row) => row.label)).toEqual([
      "Less advance, RV/26-27/000001 of 2 October 2026",
      "GST already paid on it",
      "Balance paid with this invoice",
      "GST on the balance",
    ]);
    expect(english.buyerGstin(doc)).toBe("Unregistered");
  });

  it("read in Hindi with Hindi dates on a Hindi page", () => {
    expect(documentFacts(doc, hiTax, "hi")).toEqual([
      ["इनवॉइस संख्या", "NE/26-27/000007"],
      ["इनवॉइस की तारीख़", "22 नवंबर 2026"],
      ["आपूर्ति का स्थान", "राजस्थान (08)"],
      ["रिवर्स चार्ज", "नहीं"],
      ["भुगतान संदर्भ", "pay_1"],
      ["भुगतान का माध्यम", "UPI"],
    ]);
    expect(advanceRows(doc, hiTax, "hi")[0]!.label).toBe(
      `घटाएँ: अग्रिम राशि, RV/26-27/000001, दिनांक ${formatLongDate("2026-10-02T06:30:00.000Z", "hi")}`,
    );
  });
});
