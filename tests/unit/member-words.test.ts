// The member islands' words in Hindi (docs/product.md D25): every choice a Hindi page offers has
// its Hindi label, and the English pages keep the specification's texts.
import { describe, expect, it } from "vitest";
import {
  bankTransferReceived,
  englishSubject,
  ISSUED_PHRASES,
  SERVER_REFUND_REASONS,
} from "../../src/config/document-phrases.ts";
import { GST_SERVICES, GST_STATES, REFUND_METHODS } from "../../src/config/gst.ts";
import enDocuments from "../../src/i18n/en/tax-documents.ts";
import hiDocuments from "../../src/i18n/hi/tax-documents.ts";
import { asIssued } from "../../src/lib/tax-document-facts.ts";
import { PLANS, PURCHASE_FEATURES } from "../../src/config/plans.ts";
import enContact from "../../src/i18n/en/contact-form.ts";
import enPurchase from "../../src/i18n/en/purchase.ts";
import hiBilling from "../../src/i18n/hi/billing.ts";
import hiContact from "../../src/i18n/hi/contact-form.ts";
import hiPurchase from "../../src/i18n/hi/purchase.ts";
import { fill } from "../../src/i18n/words.ts";
import { CONTACT_SUBJECTS } from "../../src/schemas/fields.ts";
import { PLAN_CHANGE_MESSAGE } from "../../src/schemas/membership.ts";
import { discountLabel } from "../../src/schemas/quote.ts";

describe("the member islands' words", () => {
  it("name every billing state in Hindi", () => {
    const missing = GST_STATES.filter(
      (state) =>
        !/[\u0900-\u097F]/.test((hiBilling.stateNames as Readonly<Record<string, string>>)[state.code] ?? ""),
    );
    expect(missing.map((state) => state.name)).toEqual([]);
  });

  it("label every contact subject in both languages, the English as the specification's", () => {
    for (const subject of CONTACT_SUBJECTS) {
      expect(enContact.subjects[subject.value]).toBe(subject.label);
      expect(hiContact.subjects[subject.value]).toMatch(/[\u0900-\u097F]/);
    }
  });

  it("describe every plan in Hindi and list as many features as the English", () => {
    for (const plan of PLANS)
      expect(hiPurchase.summary.planDescriptions[plan.slug]).toMatch(/[\u0900-\u097F]/);
    expect(enPurchase.summary.features).toEqual([...PURCHASE_FEATURES]);
    expect(hiPurchase.summary.features).toHaveLength(PURCHASE_FEATURES.length);
  });

  it("say a plan change in English exactly as the API does", () => {
    expect(fill(enPurchase.summary.planChange, { plan: "Premium", ends: "November 22, 2026" })).toBe(
      PLAN_CHANGE_MESSAGE("Premium", "November 22, 2026"),
    );
  });
});

describe("a document's phrases as issued, on a Hindi page", () => {
  it("says how a bank transfer came with the day in Hindi, whichever way the document wrote it", () => {
    for (const day of ["29 November 2026", "November 29, 2026"]) {
      expect(asIssued(bankTransferReceived(day), hiDocuments)).toBe("बैंक ट्रांसफ़र, 29 नवंबर 2026 को मिला");
      // The English page shows the document's own words.
      expect(asIssued(bankTransferReceived(day), enDocuments)).toBe(`Bank transfer, received ${day}`);
    }
    expect(asIssued(bankTransferReceived("someday"), hiDocuments)).toBe("Bank transfer, received someday");
    expect(asIssued(REFUND_METHODS.bank, hiDocuments)).toBe("बैंक ट्रांसफ़र");
    // The reason the server gives a cancellation's refund; an operator's own stays as typed.
    expect(asIssued(SERVER_REFUND_REASONS.cancellation, hiDocuments)).toBe(
      "आपके रद्दीकरण पर, रिफ़ंड नीति के अनुसार",
    );
    expect(asIssued("Fewer guests than quoted", hiDocuments)).toBe("Fewer guests than quoted");
  });

  it("says the lines and notes the server writes in Hindi, with their values, and leaves the English page's alone", () => {
    const hindi = (phrase: keyof typeof ISSUED_PHRASES, values: Record<string, string | number>) => {
      const issued = fill(ISSUED_PHRASES[phrase], values);
      expect(asIssued(issued, enDocuments)).toBe(issued);
      return asIssued(issued, hiDocuments);
    };
    const booking = { reference: "EVT-YS5FTN68", version: 1 };
    expect(
      hindi("advance", {
        ...booking,
        service: GST_SERVICES.event.label,
        subject: englishSubject("event", { eventType: "wedding" }),
      }),
    ).toBe("आयोजन प्रबंधन, अग्रिम राशि: बुकिंग EVT-YS5FTN68 (कोटेशन 1), शादी का आयोजन");
    expect(
      hindi("advance", {
        ...booking,
        service: GST_SERVICES.travel.label,
        subject: englishSubject("travel", { travelDestination: "चार धाम" }),
      }),
    ).toBe("टूर ऑपरेटर सेवाएँ, अग्रिम राशि: बुकिंग EVT-YS5FTN68 (कोटेशन 1), चार धाम की यात्रा");
    expect(
      hindi("booking", { ...booking, subject: englishSubject("catering", { eventType: "privateParty" }) }),
    ).toBe("बुकिंग EVT-YS5FTN68 (कोटेशन 1): निजी पार्टी की कैटरिंग।");
    // An occasion of the customer's own, and an erased inquiry's subject.
    expect(
      hindi("payment", {
        reference: "EVT-1",
        subject: englishSubject("event", { eventType: "other", otherEventType: "griha pravesh" }),
      }),
    ).toBe("बुकिंग EVT-1 पर भुगतान: आयोजन: Griha pravesh");
    expect(hindi("charge", { reference: "TRV-1", subject: englishSubject("travel", {}) })).toBe(
      "रिफ़ंड नीति के अनुसार रद्दीकरण शुल्क, बुकिंग TRV-1: यात्रा",
    );
    expect(
      hindi("cancelled", {
        ...booking,
        subject: "Wedding event",
        date: "29 November 2026",
        days: 77,
        rule: "Within 7 days of the event: no refund.",
      }),
    ).toBe(
      "बुकिंग EVT-YS5FTN68 (कोटेशन 1): शादी का आयोजन, 29 नवंबर 2026 को 77 दिन पहले रद्द की गई। आयोजन से 7 दिन के भीतर: कोई रिफ़ंड नहीं।",
    );
    expect(
      fill(ISSUED_PHRASES.discount, { plan: "Premium", percent: 10, amount: "", quoted: "" }).startsWith(
        `${discountLabel({ plan: "Premium", percent: 10 })}: `,
      ),
    ).toBe(true);
    expect(
      hindi("discount", { plan: "Premium", percent: 10, amount: "₹1,000.00", quoted: "₹10,000.00" }),
    ).toBe("सदस्य छूट (Premium, 10%): कोटेशन के ₹10,000.00 पर ₹1,000.00 की छूट, हर पंक्ति पर लागू।");
    expect(hindi("membership", { plan: "Premium", from: "29 Nov 2026", to: "29 Nov 2027" })).toBe(
      "Premium सदस्यता (वार्षिक), 29 नवंबर 2026 से 29 नवंबर 2027 तक",
    );
    expect(hindi("part", { number: "NE/26-27/000001" })).toBe("NE/26-27/000001 का एक हिस्सा रिफ़ंड");
    expect(hindi("lastPart", { number: "NE/26-27/000001" })).toBe("NE/26-27/000001 का आख़िरी हिस्सा रिफ़ंड");
    expect(hindi("balance", { number: "NE/26-27/000001" })).toBe("इनवॉइस NE/26-27/000001 पर ली गई शेष राशि");
    // An operator's line stays as typed; the discount's words around it are said in Hindi.
    expect(hindi("less", { line: "Venue and decoration", percent: 10 })).toBe(
      "Venue and decoration (10% छूट के बाद)",
    );
    expect(asIssued("Venue and decoration", hiDocuments)).toBe("Venue and decoration");
  });

  it("has Hindi for every phrase the server writes and every service it advances", () => {
    expect(hiDocuments.issued.map((phrase) => phrase.written)).toEqual(Object.values(ISSUED_PHRASES));
    for (const phrase of hiDocuments.issued) expect(phrase.said).toMatch(/[\u0900-\u097F]/);
    for (const kind of ["event", "catering", "travel"] as const)
      expect(hiDocuments.issuedValues.service?.[GST_SERVICES[kind].label]).toMatch(/[\u0900-\u097F]/);
  });
});
