// The admin panel's pure parts (decision 0013; docs/product.md D16): the view in the address, the
// API paths it asks, the pages' wording, the empty lists' wording, and an inquiry's answers as
// labelled values.
import { describe, expect, it } from "vitest";
import { ADMIN_PAGE_SIZES, ADMIN_TABS } from "../../src/config/admin.ts";
import {
  adminViewSearch,
  DEFAULT_VIEW,
  emptyMessage,
  exportApiPath,
  lastPageIfBeyond,
  listApiPath,
  pageSummary,
  parseAdminView,
  refine,
  switchTab,
  type AdminView,
} from "../../src/islands/admin/admin-view.ts";
import { humanize, inquiryFields } from "../../src/islands/admin/inquiry-fields.ts";
import { ADMIN_PAGE_SIZE, ADMIN_SEARCH_MAX } from "../../src/schemas/admin.ts";

const view = (changes: Partial<AdminView>): AdminView => ({ ...DEFAULT_VIEW, ...changes });

describe("the admin view in the address", () => {
  it("opens the users' first page of 20 when the address says nothing", () => {
    expect(parseAdminView("")).toEqual({
      tab: "users",
      q: "",
      page: 1,
      limit: 20,
      type: undefined,
      status: undefined,
    });
    expect(ADMIN_PAGE_SIZES).toContain(ADMIN_PAGE_SIZE);
    expect(ADMIN_TABS.map((tab) => tab.label)).toEqual([
      "Users",
      "Invoices",
      "Enquiries",
      "Inquiries",
      "Grievances",
    ]);
  });

  it("reads the tab, search, page, size and the inquiries' filters", () => {
    expect(parseAdminView("?tab=inquiries&q=%20Goa%20&page=3&limit=50&type=travel&status=quoted")).toEqual({
      tab: "inquiries",
      q: "Goa",
      page: 3,
      limit: 50,
      type: "travel",
      status: "quoted",
    });
  });

  it("reads the grievances' status, and only theirs", () => {
    expect(parseAdminView("?tab=grievances&status=open&q=GRV-7K3M")).toEqual(
      view({ tab: "grievances", status: "open", q: "GRV-7K3M" }),
    );
    // An inquiry's status is not a grievance's, nor the other way round.
    expect(parseAdminView("?tab=grievances&status=quoted").status).toBeUndefined();
    expect(parseAdminView("?tab=inquiries&status=answered").status).toBeUndefined();
    const grievances = view({ tab: "grievances", status: "answered", page: 2 });
    expect(adminViewSearch(grievances)).toBe("?tab=grievances&status=answered&page=2");
    expect(parseAdminView(adminViewSearch(grievances))).toEqual(grievances);
    expect(listApiPath(grievances)).toBe("/grievance/admin?status=answered&page=2&limit=20");
    expect(exportApiPath(grievances)).toBe("/grievance/admin/export.csv?status=answered");
    expect(emptyMessage(view({ tab: "grievances" }))).toBe("No grievances yet.");
  });

  it("falls back to the default for what it does not understand", () => {
    expect(parseAdminView("?tab=orders&page=0&limit=25&type=cruise&status=won")).toEqual(DEFAULT_VIEW);
    expect(parseAdminView("?page=-2").page).toBe(1);
    expect(parseAdminView("?page=2.5").page).toBe(1);
    expect(parseAdminView("?page=1e3").page).toBe(1);
    expect(parseAdminView("?page=9999999").page).toBe(1);
    expect(parseAdminView(`?q=${"x".repeat(150)}`).q).toHaveLength(ADMIN_SEARCH_MAX);
    // Type and status belong to the inquiries only.
    expect(parseAdminView("?tab=users&type=event&status=new")).toMatchObject({
      type: undefined,
      status: undefined,
    });
  });

  it("writes the tab always and the rest only when it differs from the default; parsing reads it back", () => {
    expect(adminViewSearch(DEFAULT_VIEW)).toBe("?tab=users");
    const views = [
      view({ tab: "invoices", q: "NE-000042", page: 2 }),
      view({ tab: "enquiries", limit: 100 }),
      view({ tab: "inquiries", q: "Rao & Sons", type: "catering", status: "lost", page: 4, limit: 10 }),
    ];
    expect(views.map(adminViewSearch)).toEqual([
      "?tab=invoices&q=NE-000042&page=2",
      "?tab=enquiries&limit=100",
      "?tab=inquiries&q=Rao+%26+Sons&type=catering&status=lost&page=4&limit=10",
    ]);
    for (const each of views) expect(parseAdminView(adminViewSearch(each))).toEqual(each);
  });

  it("starts another tab afresh but keeps the page size; a new search starts at page 1", () => {
    const current = view({ tab: "inquiries", q: "Goa", page: 3, limit: 50, type: "travel" });
    expect(switchTab(current, "users")).toEqual(view({ tab: "users", limit: 50 }));
    expect(refine(current, { q: "Leh" })).toEqual({ ...current, q: "Leh", page: 1 });
    expect(refine(current, { limit: 10 })).toMatchObject({ limit: 10, page: 1, q: "Goa" });
  });
});

describe("the API paths of a view", () => {
  it("ask one page of the list, and the whole filtered list as CSV", () => {
    expect(listApiPath(DEFAULT_VIEW)).toBe("/user/admin?page=1&limit=20");
    expect(listApiPath(view({ tab: "enquiries", q: "wedding", page: 2, limit: 50 }))).toBe(
      "/contact/admin?q=wedding&page=2&limit=50",
    );
    const inquiries = view({ tab: "inquiries", q: "Goa", type: "travel", status: "new", page: 5 });
    expect(listApiPath(inquiries)).toBe("/inquiry/admin?q=Goa&type=travel&status=new&page=5&limit=20");
    expect(exportApiPath(inquiries)).toBe("/inquiry/admin/export.csv?q=Goa&type=travel&status=new");
    expect(exportApiPath(view({ tab: "invoices", page: 3 }))).toBe("/invoice/admin/export.csv");
  });
});

describe("the pages' wording", () => {
  it("says which rows a page shows out of how many, and how many pages there are", () => {
    expect(pageSummary(1, 20, 60, 20)).toEqual({ from: 1, to: 20, pages: 3, text: "Showing 1–20 of 60" });
    expect(pageSummary(2, 20, 60, 20)).toMatchObject({ text: "Showing 21–40 of 60", pages: 3 });
    expect(pageSummary(3, 20, 55, 15)).toMatchObject({ text: "Showing 41–55 of 55", pages: 3 });
    expect(pageSummary(1, 10, 1, 1)).toMatchObject({ text: "Showing 1–1 of 1", pages: 1 });
    expect(pageSummary(1, 100, 12345, 100).text).toBe("Showing 1–100 of 12,345");
    expect(pageSummary(1, 20, 0, 0)).toMatchObject({ text: "Showing 0 of 0", pages: 1 });
  });

  it("finds the last page when the address asks for one past the end", () => {
    expect(lastPageIfBeyond(9, 20, 60, 0)).toBe(3);
    expect(lastPageIfBeyond(2, 20, 60, 20)).toBeUndefined();
    expect(lastPageIfBeyond(4, 20, 0, 0)).toBeUndefined();
    expect(lastPageIfBeyond(1, 20, 60, 0)).toBeUndefined();
  });

  it("says an empty list matches nothing, or that there is nothing yet", () => {
    expect(emptyMessage(view({ q: "meera" }))).toBe("No users match “meera”.");
    expect(emptyMessage(view({ tab: "enquiries" }))).toBe("No enquiries yet.");
    expect(emptyMessage(view({ tab: "inquiries", status: "lost" }))).toBe(
      "No inquiries match these filters.",
    );
  });
});

describe("an inquiry's answers", () => {
  it("flatten nested answers in the form's order with its labels and readable values", () => {
    // As jsonb gives them back: keys ordered by length, not as the form asked them.
    const fields = inquiryFields("event", {
      eventDate: "2026-12-20",
      eventType: "wedding",
      budgetRange: "₹10–12 lakh",
      numberOfGuests: 200,
      otherEventType: "",
      servicesNeeded: {
        cater: "Luxury",
        venueBooking: true,
        entertainment: null,
        transportLogistics: false,
        decorationAndSetup: false,
      },
      additionalDetails: "",
      preferredVenueLocation: "Udaipur",
    });
    expect(fields.map(({ label, value }) => [label, value])).toEqual([
      ["Event type", "Wedding"],
      ["Event date", "December 20, 2026"],
      ["Number of guests", "200"],
      ["Preferred venue location", "Udaipur"],
      ["Budget range", "₹10–12 lakh"],
      ["Venue booking", "Yes"],
      ["Decoration and setup", "No"],
      ["Transport and logistics", "No"],
      ["Catering", "Luxury"],
      ["Entertainment", "None"],
      ["Additional details", "Not given"],
    ]);
    expect(fields.find((field) => field.label === "Catering")?.path).toBe("servicesNeeded.cater");
  });

  it("show a catering budget in rupees, choices in words, and a chosen 'other' answer", () => {
    const fields = inquiryFields("catering", {
      eventType: "privateParty",
      otherEventType: "",
      cateringDate: "2027-01-05",
      numberOfGuests: 1200,
      cuisinePreferences: "other",
      otherCuisinePreference: "Chettinad",
      menuPreferences: "platedMeals",
      beverageServices: "nonAlcoholic",
      budgetRange: 250000,
      dietaryRequirements: "Jain meals for 40",
    });
    expect(Object.fromEntries(fields.map(({ label, value }) => [label, value]))).toStrictEqual({
      "Event type": "Private party",
      "Catering date": "January 5, 2027",
      "Number of guests": "1,200",
      Cuisine: "Other",
      "Other cuisine": "Chettinad",
      "Menu style": "Plated meals",
      "Beverage services": "Non-alcoholic",
      Budget: "₹2,50,000",
      "Dietary requirements": "Jain meals for 40",
    });
  });

  it("keep what a traveller typed as it was, and name an answer no label knows", () => {
    const fields = inquiryFields("travel", {
      travelDestination: "leh",
      tourPackageType: "custom",
      otherTourPackageType: "Monastery trail",
      travelRequirements: {
        preferredModeOfTransport: "flight",
        otherTransportMode: "",
        specialAssistanceNeeded: {
          wheelchairAccessibility: true,
          dietaryRequirements: "",
          otherSpecialAssistance: "",
        },
        preferredTravelClass: "business",
      },
      petFriendly: "yes, a beagle",
    });
    expect(fields.map(({ label, value }) => `${label}: ${value}`)).toEqual([
      "Destination: leh",
      "Tour package: Custom",
      "Custom package: Monastery trail",
      "Preferred mode of transport: Flight",
      "Preferred travel class: Business",
      "Wheelchair accessibility: Yes",
      "Dietary requirements: Not given",
      "Pet friendly: yes, a beagle",
    ]);
    expect(humanize("numberOfTravelers")).toBe("Number of travelers");
  });
});
