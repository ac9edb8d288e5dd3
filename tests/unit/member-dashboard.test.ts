// The member dashboard's figures and filters (decision 0012): counters from the member's own
// invoices and inquiries, the recent lists, the inquiry tabs, the view in the address and the
// events still to come.
import { describe, expect, it } from "vitest";
import { MEMBER_VIEWS, RECENT_ROWS } from "../../src/config/dashboard.ts";
import { filterInquiries } from "../../src/islands/dashboard/inquiry-filters.ts";
import {
  combineInquiries,
  countClients,
  memberCounters,
  recentInquiries,
  recentInvoices,
  viewFromHash,
} from "../../src/islands/dashboard/member-summary.ts";
import { upcomingOnly, type UpcomingEvent } from "../../src/islands/dashboard/upcoming-events.ts";
import type { InquiryListItem } from "../../src/schemas/inquiry.ts";
import type { Invoice } from "../../src/schemas/invoice.ts";

let sequence = 0;

function invoice(
  overrides: {
    name?: string;
    amountPaise?: number;
    createdAt?: string;
    status?: Invoice["status"];
    refundedPaise?: number;
  } = {},
): Invoice {
  sequence += 1;
  const createdAt = overrides.createdAt ?? new Date(Date.UTC(2026, 10, 1, 0, sequence)).toISOString();
  return {
    _id: `invoice-${sequence}`,
    number: sequence,
    serial: `NE/26-27/${String(sequence).padStart(6, "0")}`,
    documentKind: "invoice",
    userId: { _id: "member", email: "meera@example.com", name: overrides.name ?? "Meera Iyer" },
    subscriptionId: { _id: "plan", name: "Premium" },
    amount: (overrides.amountPaise ?? 999_900) / 100,
    amountPaise: overrides.amountPaise ?? 999_900,
    currency: "INR",
    billingFrequency: "yearly",
    paymentId: `pay_${sequence}`,
    purchaseDate: createdAt,
    createdAt,
    startsAt: createdAt,
    nextBillingDate: createdAt,
    status: overrides.status ?? "paid",
    refundedAt: null,
    refundedPaise: overrides.refundedPaise ?? 0,
    paidBy: "online",
    creditNote: null,
    deductedOn: null,
  };
}

function inquiry(
  kind: InquiryListItem["inquiry_type"],
  overrides: { name?: string; createdAt?: string } = {},
): InquiryListItem {
  sequence += 1;
  return {
    id: `inquiry-${String(sequence).padStart(4, "0")}`,
    reference: `REF-${sequence}`,
    name: overrides.name ?? "Meera Iyer",
    email: "meera@example.com",
    phone: "9876543210",
    city: "Jaipur",
    createdAt: overrides.createdAt ?? new Date(Date.UTC(2026, 10, 1, 0, sequence)).toISOString(),
    subject: "Wedding event",
    inquiry_type: kind,
    status: "new",
    details: {},
  };
}

describe("member counters", () => {
  it("count the member's invoices and inquiries and add the revenue in exact paise", () => {
    const invoices = [
      invoice({ amountPaise: 999_900 }),
      invoice({ amountPaise: 499_900 }),
      invoice({ amountPaise: 1 }),
    ];
    const inquiries = [inquiry("event"), inquiry("catering")];
    expect(memberCounters(invoices, inquiries)).toEqual({
      totalInvoices: 3,
      totalInquiries: 2,
      totalRevenuePaise: 1_499_801,
      totalClients: 1,
    });
    expect(memberCounters([], [])).toEqual({
      totalInvoices: 0,
      totalInquiries: 0,
      totalRevenuePaise: 0,
      totalClients: 0,
    });
  });

  it("leave out of the revenue what was refunded, in full or in part", () => {
    const invoices = [
      invoice({ amountPaise: 4_500_000, status: "refunded" }),
      invoice({ amountPaise: 8_000_000, refundedPaise: 5_000_000 }),
      invoice({ amountPaise: 999_900 }),
    ];
    expect(memberCounters(invoices, []).totalRevenuePaise).toBe(3_999_900);
  });

  it("count each person once across invoices and inquiries, whatever the case or spacing", () => {
    const invoices = [invoice({ name: "Meera Iyer" }), invoice({ name: "Meera Iyer" })];
    const inquiries = [
      inquiry("event", { name: "meera  iyer" }),
      inquiry("catering", { name: " Arjun Shah " }),
      inquiry("travel", { name: "ARJUN SHAH" }),
      inquiry("travel", { name: "Kavya Menon" }),
    ];
    expect(countClients(invoices, inquiries)).toBe(3);
    expect(countClients([], inquiries)).toBe(3);
    expect(countClients(invoices, [])).toBe(1);
  });
});

describe("recent lists", () => {
  it("hold the newest five of each", () => {
    const invoices = Array.from({ length: 7 }, (_, day) =>
      invoice({ createdAt: new Date(Date.UTC(2026, 9, day + 1)).toISOString() }),
    );
    const recent = recentInvoices(invoices);
    expect(recent).toHaveLength(RECENT_ROWS);
    expect(recent.map((item) => item.createdAt.slice(0, 10))).toEqual([
      "2026-10-07",
      "2026-10-06",
      "2026-10-05",
      "2026-10-04",
      "2026-10-03",
    ]);

    const inquiries = combineInquiries({
      events: [inquiry("event", { createdAt: "2026-11-03T10:00:00.000Z" })],
      foods: [
        inquiry("catering", { createdAt: "2026-11-05T10:00:00.000Z" }),
        inquiry("catering", { createdAt: "2026-11-01T10:00:00.000Z" }),
      ],
      travels: [
        inquiry("travel", { createdAt: "2026-11-04T10:00:00.000Z" }),
        inquiry("travel", { createdAt: "2026-11-06T10:00:00.000Z" }),
        inquiry("travel", { createdAt: "2026-11-02T10:00:00.000Z" }),
      ],
    });
    expect(inquiries.map((item) => item.createdAt.slice(8, 10))).toEqual([
      "06",
      "05",
      "04",
      "03",
      "02",
      "01",
    ]);
    expect(recentInquiries(inquiries).map((item) => item.createdAt.slice(8, 10))).toEqual([
      "06",
      "05",
      "04",
      "03",
      "02",
    ]);
  });
});

describe("inquiry tabs", () => {
  const all = [inquiry("travel"), inquiry("catering"), inquiry("event"), inquiry("catering")];

  it("filter by kind, Food being catering, and All keeps every one", () => {
    expect(filterInquiries(all, "all")).toEqual(all);
    expect(filterInquiries(all, "travel").map((item) => item.inquiry_type)).toEqual(["travel"]);
    expect(filterInquiries(all, "food").map((item) => item.inquiry_type)).toEqual(["catering", "catering"]);
    expect(filterInquiries(all, "event").map((item) => item.inquiry_type)).toEqual(["event"]);
    expect(filterInquiries([], "event")).toEqual([]);
  });
});

describe("the view in the address", () => {
  it("names the specification's four views and Your data (D27), the default without a fragment", () => {
    expect(MEMBER_VIEWS).toEqual(["dashboard", "invoices", "inquiries", "upcoming-events", "your-data"]);
    expect(viewFromHash("")).toBe("dashboard");
    expect(viewFromHash("#")).toBe("dashboard");
    expect(viewFromHash("#dashboard")).toBe("dashboard");
    expect(viewFromHash("#invoices")).toBe("invoices");
    expect(viewFromHash("#inquiries")).toBe("inquiries");
    expect(viewFromHash("#upcoming-events")).toBe("upcoming-events");
    expect(viewFromHash("#your-data")).toBe("your-data");
  });

  it("leaves other fragments alone (the skip link's #main names no view)", () => {
    expect(viewFromHash("#main")).toBeNull();
    expect(viewFromHash("#Invoices")).toBeNull();
  });
});

describe("upcoming events", () => {
  const event = (id: string, date: string): UpcomingEvent => ({
    id,
    name: id,
    date,
    city: "Jaipur",
    description: "An evening.",
    image: { src: `/${id}.svg`, width: 480, height: 360 },
  });
  const events = [event("later", "2027-03-01"), event("today", "2027-01-16"), event("past", "2027-01-15")];

  it("are those from today on, soonest first", () => {
    const morning = new Date("2027-01-16T03:00:00.000Z"); // 08:30 in India
    expect(upcomingOnly(events, morning).map((item) => item.id)).toEqual(["today", "later"]);
  });

  it("go by the calendar in India: 20:00 UTC on the 15th is already the 16th there", () => {
    expect(upcomingOnly(events, new Date("2027-01-15T20:00:00.000Z")).map((item) => item.id)).toEqual([
      "today",
      "later",
    ]);
    expect(upcomingOnly(events, new Date("2027-01-15T18:00:00.000Z")).map((item) => item.id)).toEqual([
      "past",
      "today",
      "later",
    ]);
    expect(upcomingOnly(events, new Date("2027-03-02T00:00:00.000Z"))).toEqual([]);
  });
});
