// The member islands' words in Hindi (docs/product.md D25): every choice a Hindi page offers has
// its Hindi label, and the English pages keep the specification's texts.
import { describe, expect, it } from "vitest";
import { bankTransferReceived, SERVER_REFUND_REASONS } from "../../src/config/document-phrases.ts";
import { GST_STATES, REFUND_METHODS } from "../../src/config/gst.ts";
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
});
