// The inquiry dialog and the three service forms (docs/product.md B2 to B9), used as a new person
// would: a card's button opens the dialog, a visitor meets the login form (sign-up a click away), a
// member meets the form of the card's service, sends it, and finds it stored. Every validation
// message of the specification shows on the way.
import type { Locator, Page } from "@playwright/test";
import { E2E_OPERATOR_EMAIL } from "../../playwright.config.ts";
import { expect, test } from "./fixtures.ts";
import {
  axeViolations,
  becomeMember,
  dayFromToday,
  freshEmail,
  holdRequests,
  hydrated,
  outbox,
  toastWith,
} from "./helpers.ts";

interface StoredInquiry {
  reference: string;
  name: string;
  email: string;
  phone: string;
  inquiry_type: string;
  details: Record<string, unknown>;
}

/** The signed-in person's inquiries, as the API lists them, with the page's own session. */
async function storedInquiries(page: Page) {
  const token = await page.evaluate(
    () => JSON.parse(localStorage.getItem("root") ?? "{}").auth.token.accessToken as string,
  );
  const response = await page.request.get("/api/v1/inquiry/get_all_user_inquirys", {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.status()).toBe(200);
  return (await response.json()) as Record<"events" | "foods" | "travels", StoredInquiry[]>;
}

/** A field of the dialog by its exact label ("Event type" is not "Other event type"). */
const fieldIn = (dialog: Locator) => (label: string) => dialog.getByLabel(label, { exact: true });

async function expectClean(page: Page) {
  expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);
}

test("a visitor signs up inside the dialog and sends an event inquiry", async ({ page }) => {
  await page.goto("/services");
  await hydrated(page);
  const button = page.getByRole("link", { name: "Enquire now about Weddings" });
  await expect(button).toHaveAttribute("aria-haspopup", "dialog");
  await button.click();

  const dialog = page.getByRole("dialog", { name: "Event Management" });
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL("/services"); // the link was taken over
  // Not signed in: the login form first, sign-up a click away.
  await expect(dialog.getByRole("form", { name: "Sign in" })).toBeVisible();
  await expect(dialog.getByRole("form", { name: "Event inquiry" })).toHaveCount(0);
  await dialog.getByRole("button", { name: "Sign Up" }).click();
  const signup = dialog.getByRole("form", { name: "Sign up" });
  await expect(signup).toBeVisible();
  const field = fieldIn(dialog);

  await signup.getByRole("button", { name: "Sign Up" }).click();
  await expect(signup.getByText("Please fill out all required fields.")).toHaveCount(4);
  await field("Email").fill("meera@example");
  await field("Phone").fill("98765");
  await expect(signup.getByText("Please enter a valid email.")).toBeVisible();
  await expect(signup.getByText("Please enter a valid 10-digit phone number.")).toBeVisible();

  const email = freshEmail("guest");
  await field("Name").fill("Meera Nair");
  await field("Email").fill(email);
  await field("Phone").fill("9876501234");
  await field("Password").fill("a good password");
  await signup.getByRole("button", { name: "Sign Up" }).click();
  await expect(toastWith(page, "Signup successful!", "")).toBeVisible();
  // The header's account link follows without a reload (behind the open dialog, so by its hook).
  await expect(page.locator("a[data-account-for]:not([hidden])")).toHaveText("Dashboard");

  // Signed in: the event form, in the same dialog, starting from the account's details.
  const form = dialog.getByRole("form", { name: "Event inquiry" });
  await expect(form).toBeVisible();
  await expect(dialog.getByRole("form", { name: "Sign up" })).toHaveCount(0);
  await expect(field("Name")).toHaveValue("Meera Nair");
  await expect(field("Email")).toHaveValue(email);
  await expect(field("Phone")).toHaveValue("9876501234");
  await expect(field("Number of guests")).toHaveValue("1");
  await expect(field("Event date")).toHaveValue("");
  await expect(dialog.getByRole("radio", { name: "No catering" })).toBeChecked();
  await expect(dialog.getByRole("radio", { name: "None" })).toBeChecked();

  // Every message of the specification, under its own field, and nothing sent.
  let sent = 0;
  page.on("request", (request) => {
    if (request.url().includes("/inquiry/create_event")) sent += 1;
  });
  await field("Name").fill("M");
  await field("Email").fill("meera@");
  await field("Phone").fill("98765");
  await field("Number of guests").fill("0");
  // A tab pasted into a one-line field (an <input> drops line breaks itself).
  await field("City").fill("Jaipur\tRajasthan");
  await form.getByRole("button", { name: "Send Inquiry" }).click();
  await expect(field("Name")).toHaveAccessibleDescription("Name must be at least 2 characters.");
  await expect(field("City")).toHaveAccessibleDescription("Please keep this on one line.");
  await expect(field("Email")).toHaveAccessibleDescription("Please enter a valid email address.");
  await expect(field("Phone")).toHaveAccessibleDescription("Please enter a valid phone number.");
  await expect(field("Event type")).toHaveAccessibleDescription("Please choose an option.");
  await expect(field("Event date")).toHaveAccessibleDescription("Please select a date.");
  await expect(field("Number of guests")).toHaveAccessibleDescription("Number of guests must be at least 1.");
  await expect(field("Budget range")).toHaveAccessibleDescription("Please enter a valid budget.");
  await expect(form.getByText("Please select a date.")).toBeVisible();
  await expect(field("Name")).toBeFocused(); // the first field in error
  await expectClean(page);
  expect(sent).toBe(0);

  // "Other" asks for the kind of event; another choice takes the question away.
  await expect(field("Other event type")).toHaveCount(0);
  await field("Event type").selectOption({ label: "Other" });
  await expect(field("Other event type")).toBeVisible();
  await field("Event type").selectOption({ label: "Wedding" });
  await expect(field("Other event type")).toHaveCount(0);
  await field("Event type").selectOption({ label: "Other" });

  await field("Name").fill("Meera Nair");
  await field("Email").fill(email);
  await field("Phone").fill("+91 98765 01234");
  await field("City").fill("Jaipur");
  await field("Other event type").fill("Company silver jubilee");
  const eventDate = await dayFromToday(page, 45);
  await field("Event date").fill(eventDate);
  await field("Number of guests").fill("180");
  await field("Preferred venue location").fill("A palace courtyard in Jaipur");
  await field("Budget range").fill("₹12–15 lakh");
  await dialog.getByRole("checkbox", { name: "Venue booking" }).check();
  await dialog.getByRole("checkbox", { name: "Decoration and setup" }).check();
  await dialog.getByRole("group", { name: "Catering" }).getByRole("radio", { name: "Luxury" }).check();
  await dialog.getByRole("radio", { name: "Live Band" }).check();
  await field("Additional details").fill("A folk ensemble at the welcome, speeches after dinner.");

  // The button shows a spinner and waits while the request runs (held until seen).
  const answer = await holdRequests(page, "**/api/v1/inquiry/create_event");
  const send = form.getByRole("button", { name: "Send Inquiry" });
  await send.click();
  await expect(send).toBeDisabled();
  await expect(send).toHaveAttribute("aria-busy", "true");
  answer();

  await expect(toastWith(page, "Success", "Form submitted successfully!")).toBeVisible();
  await expect(dialog.getByRole("status").filter({ hasText: "Form submitted successfully!" })).toBeAttached();
  // The confirmation takes the form's place (D26; tests/e2e/first-contact.spec.ts), the dialog
  // stays open; another inquiry starts from an empty form.
  const confirmation = dialog.getByRole("region", { name: "Thank you, we have your inquiry" });
  await expect(confirmation.getByText(/^EVT-[0-9A-Z]{8}$/)).toBeVisible();
  await expect(form).toHaveCount(0);
  await confirmation.getByRole("button", { name: "Send another inquiry" }).click();
  await expect(send).toBeEnabled();
  await expect(field("Event type")).toHaveValue("");
  await expect(field("Other event type")).toHaveCount(0);
  await expect(field("Event date")).toHaveValue("");
  await expect(field("Number of guests")).toHaveValue("1");
  await expect(field("City")).toHaveValue("");
  await expect(field("Name")).toHaveValue("Meera Nair");
  await expect(dialog.getByRole("checkbox", { name: "Venue booking" })).not.toBeChecked();
  await expect(dialog.getByRole("radio", { name: "No catering" })).toBeChecked();
  expect(sent).toBe(1);
  // Started over: nothing is checked before the next send.
  await field("Name").fill("M");
  await expect(field("Name")).toHaveAccessibleDescription("");

  const { events } = await storedInquiries(page);
  expect(events).toHaveLength(1);
  expect(events[0]).toMatchObject({
    name: "Meera Nair",
    email,
    phone: "9876501234", // "+91 98765 01234" as its ten digits (D26)
    inquiry_type: "event",
    details: {
      eventType: "other",
      otherEventType: "Company silver jubilee",
      eventDate,
      numberOfGuests: 180,
      preferredVenueLocation: "A palace courtyard in Jaipur",
      servicesNeeded: {
        venueBooking: true,
        cater: "Luxury",
        decorationAndSetup: true,
        entertainment: "Live Band",
        transportLogistics: false,
      },
      budgetRange: "₹12–15 lakh",
      additionalDetails: "A folk ensemble at the welcome, speeches after dinner.",
    },
  });

  // The operators are told, with the reference. The member signed up a moment ago and has not
  // confirmed the address yet: until then the product sends it nothing but the confirmation link
  // (decision 0043), so no acknowledgement goes to it.
  const reference = events[0]!.reference;
  await expect
    .poll(async () =>
      (await outbox())
        .filter((m) => m.subject.includes(reference))
        .map((m) => m.to)
        .sort(),
    )
    .toEqual([E2E_OPERATOR_EMAIL]);
});

test("a member sends a catering inquiry; failures land on the fields or in a toast", async ({ page }) => {
  const { user: member } = await becomeMember(page, "Arjun Shah");
  await page.goto("/services");
  await hydrated(page);
  await page.getByRole("tab", { name: "Food & Beverages" }).click();
  await page.getByRole("link", { name: "Enquire now about Luxury Outdoor Catering" }).click();

  const dialog = page.getByRole("dialog", { name: "Food & Beverages" });
  const form = dialog.getByRole("form", { name: "Catering inquiry" });
  await expect(form).toBeVisible(); // signed in: no login form
  const field = fieldIn(dialog);
  await expect(field("Full Name")).toHaveValue(member.name);
  await expect(field("Number of guests")).toHaveValue("1");

  await field("Full Name").fill("A");
  await field("Number of guests").fill("0");
  await field("Budget (₹)").fill("4999");
  const send = form.getByRole("button", { name: "Send Inquiry" });
  await send.click();
  await expect(field("Full Name")).toHaveAccessibleDescription("Full Name is required.");
  await expect(field("Catering date")).toHaveAccessibleDescription("Please select a catering date.");
  await expect(field("Number of guests")).toHaveAccessibleDescription("Number of guests must be at least 1.");
  await expect(field("Budget (₹)")).toHaveAccessibleDescription(/Please enter a valid budget\.$/);
  await expect(form.getByText("Please enter a valid budget.")).toBeVisible();
  for (const label of ["Event type", "Cuisine", "Menu style"]) {
    await expect(field(label)).toHaveAccessibleDescription("Please choose an option.");
  }
  await expect(dialog.getByRole("group", { name: "Beverage services" })).toHaveAccessibleDescription(
    "Please choose an option.",
  );
  await expectClean(page);

  // Each "other" choice asks for its own words, and only while it is chosen.
  const conditional = [
    { select: "Event type", choose: "Other", instead: "Wedding", field: "Other event type" },
    { select: "Cuisine", choose: "Other", instead: "Indian", field: "Other cuisine" },
    { select: "Menu style", choose: "Custom", instead: "Buffet", field: "Custom menu" },
  ];
  for (const item of conditional) {
    await expect(field(item.field)).toHaveCount(0);
    await field(item.select).selectOption({ label: item.choose });
    await expect(field(item.field)).toBeVisible();
    await field(item.select).selectOption({ label: item.instead });
    await expect(field(item.field)).toHaveCount(0);
  }

  await field("Full Name").fill("Arjun Shah");
  await field("City").fill("Mumbai");
  await field("Event type").selectOption({ label: "Private party" });
  const cateringDate = await dayFromToday(page, 20);
  await field("Catering date").fill(cateringDate);
  await field("Number of guests").fill("120");
  await field("Budget (₹)").fill("250000");
  await field("Cuisine").selectOption({ label: "Other" });
  await field("Other cuisine").fill("Rajasthani");
  await field("Menu style").selectOption({ label: "Custom" });
  await field("Custom menu").fill("Live counters, then a plated dessert");
  await field("Dietary requirements").fill("Jain options for 20 guests");
  await dialog.getByRole("radio", { name: "Non-alcoholic" }).check();
  await field("Special requests").fill("A live chaat counter");

  // The server's field messages go onto the fields...
  await page.route("**/api/v1/inquiry/create_food", (route) =>
    route.fulfill({
      status: 400,
      json: {
        err: "Please check the form.",
        issues: [{ path: "city", message: "We do not cater there yet." }],
      },
    }),
  );
  await send.click();
  await expect(field("City")).toHaveAccessibleDescription("We do not cater there yet.");
  // ...its other errors become a toast with its words...
  await page.unrouteAll();
  await page.route("**/api/v1/inquiry/create_food", (route) =>
    route.fulfill({ status: 429, json: { err: "Too many requests. Please try again in a minute." } }),
  );
  await send.click();
  const error = toastWith(page, "Error", "Too many requests. Please try again in a minute.");
  await expect(error).toBeVisible();
  await expect(dialog.getByRole("status")).toHaveText(
    "Error: Too many requests. Please try again in a minute.",
  );
  // Dismissing the toast with the pointer leaves the dialog open. (While the dialog is open,
  // the page around it, toasts included, is hidden from assistive technology: the status
  // line inside the form above says the same.)
  await error.getByRole("button", { name: "Dismiss", includeHidden: true }).click();
  await expect(error).toHaveCount(0);
  await expect(dialog).toBeVisible();
  // ...and an answer without words says 'Something went wrong!'.
  await page.unrouteAll();
  await page.route("**/api/v1/inquiry/create_food", (route) => route.fulfill({ status: 404, body: "" }));
  await send.click();
  await expect(toastWith(page, "Error", "Something went wrong!")).toBeVisible();
  await expect(field("Full Name")).toHaveValue("Arjun Shah"); // nothing lost
  await page.unrouteAll();

  await send.click();
  await expect(toastWith(page, "Success", "Form submitted successfully!")).toBeVisible();
  await dialog.getByRole("button", { name: "Send another inquiry" }).click();
  await expect(field("Cuisine")).toHaveValue("");
  await expect(field("Other cuisine")).toHaveCount(0);
  await expect(field("Budget (₹)")).toHaveValue("");
  await expect(dialog.getByRole("radio", { name: "Non-alcoholic" })).not.toBeChecked();

  const { foods } = await storedInquiries(page);
  expect(foods).toHaveLength(1);
  expect(foods[0]).toMatchObject({
    name: "Arjun Shah",
    inquiry_type: "catering",
    details: {
      eventType: "privateParty",
      otherEventType: "",
      cateringDate,
      numberOfGuests: 120,
      cuisinePreferences: "other",
      otherCuisinePreference: "Rajasthani",
      menuPreferences: "custom",
      otherMenuPreference: "Live counters, then a plated dessert",
      dietaryRequirements: "Jain options for 20 guests",
      beverageServices: "nonAlcoholic",
      budgetRange: 250000,
      specialRequests: "A live chaat counter",
    },
  });
});

test("a member plans a trip from the experience page and sends a travel inquiry (light theme)", async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem("vite-ui-theme", "light"));
  const { user: member } = await becomeMember(page, "Rohan Gupta");
  await page.goto("/experience");
  await hydrated(page);
  const culture = page.getByRole("link", { name: "Plan this trip: Culture" });
  await culture.click();
  const dialog = page.getByRole("dialog", { name: "Travel & Tourism" });
  const form = dialog.getByRole("form", { name: "Travel inquiry" });
  await expect(form).toBeVisible();
  const field = fieldIn(dialog);
  // The travel date starts at today, by the traveller's own calendar; one traveller.
  await expect(field("Travel date")).toHaveValue(await dayFromToday(page, 0));
  await expect(field("Number of travelers")).toHaveValue("1");
  await expect(field("Name")).toHaveValue(member.name);
  await expectClean(page);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(culture).toBeFocused();

  await page.goto("/services");
  await hydrated(page);
  await page.getByRole("tab", { name: "Travel & Tourism" }).click();
  await page.getByRole("link", { name: "Enquire now about Destination Management" }).click();
  await expect(form).toBeVisible();

  await field("Destination").fill("K");
  await field("Travel date").fill("");
  await field("Number of travelers").fill("0");
  const send = form.getByRole("button", { name: "Send Inquiry" });
  await send.click();
  await expect(field("Destination")).toHaveAccessibleDescription("Destination is required.");
  await expect(field("Travel date")).toHaveAccessibleDescription("Please select a date.");
  await expect(field("Number of travelers")).toHaveAccessibleDescription(
    "Number of travelers must be at least 1.",
  );
  await expect(field("Budget range")).toHaveAccessibleDescription("Please enter a valid budget.");
  for (const label of ["Tour package", "Accommodation", "Preferred mode of transport"]) {
    await expect(field(label)).toHaveAccessibleDescription("Please choose an option.");
  }
  await expect(dialog.getByRole("group", { name: "Preferred travel class" })).toHaveAccessibleDescription(
    "Please choose an option.",
  );

  await field("City").fill("Delhi");
  await field("Destination").fill("Kedarnath");
  const travelDate = await dayFromToday(page, 60);
  await field("Travel date").fill(travelDate);
  await field("Number of travelers").fill("4");
  await field("Budget range").fill("₹60,000 for the four of us");
  await dialog.getByRole("radio", { name: "Economy" }).check();
  await dialog.getByRole("checkbox", { name: "Wheelchair accessibility" }).check();
  await field("Dietary requirements").fill("Satvik");
  await field("Other assistance").fill("A doli for the last stretch");
  await field("Additional travel requests").fill("Seats together on the train");
  await field("Special requests").fill("An early darshan");

  // Each "other" choice asks for its own words, and only while it is chosen.
  const conditional = [
    { select: "Tour package", choose: "Custom", instead: "Luxury", field: "Custom package" },
    {
      select: "Preferred mode of transport",
      choose: "Other",
      instead: "Train",
      field: "Other mode of transport",
    },
    { select: "Accommodation", choose: "Other", instead: "Hotel", field: "Other accommodation" },
  ];
  for (const item of conditional) {
    await expect(field(item.field)).toHaveCount(0);
    await field(item.select).selectOption({ label: item.choose });
    await expect(field(item.field)).toBeVisible();
  }
  // Chosen but left empty, each asks to be described.
  await send.click();
  for (const item of conditional) {
    await expect(field(item.field)).toHaveAccessibleDescription("Please describe your choice.");
  }
  for (const item of conditional.slice(0, 2)) {
    await field(item.select).selectOption({ label: item.instead });
    await expect(field(item.field)).toHaveCount(0);
  }
  await field("Other accommodation").fill("A riverside camp");
  await send.click();

  await expect(toastWith(page, "Success", "Form submitted successfully!")).toBeVisible();
  await dialog.getByRole("button", { name: "Send another inquiry" }).click();
  await expect(field("Destination")).toHaveValue("");
  await expect(field("Travel date")).toHaveValue(await dayFromToday(page, 0));
  await expect(field("Other accommodation")).toHaveCount(0);
  await expect(dialog.getByRole("checkbox", { name: "Wheelchair accessibility" })).not.toBeChecked();

  const { travels } = await storedInquiries(page);
  expect(travels).toHaveLength(1);
  expect(travels[0]).toMatchObject({
    name: "Rohan Gupta",
    inquiry_type: "travel",
    details: {
      travelDestination: "Kedarnath",
      travelDate,
      numberOfTravelers: 4,
      tourPackageType: "luxury",
      otherTourPackageType: "",
      accommodationPreference: "other",
      otherAccommodationPreference: "A riverside camp",
      travelRequirements: {
        preferredModeOfTransport: "train",
        otherTransportMode: "",
        specialAssistanceNeeded: {
          wheelchairAccessibility: true,
          dietaryRequirements: "Satvik",
          otherSpecialAssistance: "A doli for the last stretch",
        },
        preferredTravelClass: "economy",
        additionalTravelRequests: "Seats together on the train",
      },
      specialRequests: "An early darshan",
      budgetRange: "₹60,000 for the four of us",
    },
  });
});

test("the dialog reads well in both themes, closes with Escape and opens from every brand page", async ({
  page,
}) => {
  for (const theme of ["dark", "light"]) {
    await page.goto("/services");
    await page.evaluate((value) => localStorage.setItem("vite-ui-theme", value), theme);
    await page.reload();
    await hydrated(page);
    const button = page.getByRole("link", { name: "Enquire now about Corporate Events" });
    await button.click();
    const dialog = page.getByRole("dialog", { name: "Event Management" });
    await expect(dialog.getByRole("form", { name: "Sign in" })).toBeVisible();
    await expectClean(page);
    await dialog.getByRole("button", { name: "Sign Up" }).click();
    await expect(dialog.getByRole("form", { name: "Sign up" })).toBeVisible();
    await expectClean(page);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();
    // Opened again, it starts from the login form.
    await button.click();
    await expect(dialog.getByRole("form", { name: "Sign in" })).toBeVisible();
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(dialog).toBeHidden();
  }

  const brandPages = [
    { path: "/astra-novae-voyages", button: "Discover Your Next Journey", title: "Travel & Tourism" },
    { path: "/royal-alfresco", button: "Book Your Outdoor Luxury Catering", title: "Food & Beverages" },
    { path: "/royal-halwai-caterers", button: "Get a Catering Quote", title: "Food & Beverages" },
    { path: "/tirtham-darshanam", button: "Plan Your Pilgrimage", title: "Travel & Tourism" },
  ];
  for (const brand of brandPages) {
    await page.goto(brand.path);
    await hydrated(page);
    await page.getByRole("link", { name: brand.button }).first().click();
    const dialog = page.getByRole("dialog", { name: brand.title });
    await expect(dialog.getByRole("form", { name: "Sign in" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
  }
});

test("before the dialog is ready, a button still leads to the contact page", async ({ browser }) => {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    baseURL: test.info().project.use.baseURL,
  });
  const page = await context.newPage();
  await page.goto("/services");
  await page.getByRole("link", { name: "Enquire now about Weddings" }).click();
  await expect(page).toHaveURL("/contact-us?subject=event");
  await context.close();
});
