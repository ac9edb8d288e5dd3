// The member's dashboard (docs/product.md B2, D4, D15; decision 0012) as a new member meets it: the
// counters equal what they made through the site, the recent lists and the inquiry tabs show it,
// the views live in the address, the carousel moves by itself and stops when asked to, the sidebar
// folds away on a phone, and everything works from the keyboard alone with no accessibility
// violation. Whatever shows the upcoming events sets the browser's clock to a day of its own: no
// test depends on today.
import { readFileSync } from "node:fs";
import type { Locator, Page } from "@playwright/test";
import { parse } from "yaml";
import { CAROUSEL_AUTOPLAY_MS } from "../../src/config/dashboard.ts";
import { upcomingOnly, type UpcomingEvent } from "../../src/islands/dashboard/upcoming-events.ts";
import { formatLongDate } from "../../src/lib/dates.ts";
import { expect, forgive, test } from "./fixtures.ts";
import {
  becomeMember,
  dayFromToday,
  expectNoViolations,
  freshEmail,
  hydrated,
  payInTestCheckout,
} from "./helpers.ts";

/** The events in content, soonest first, as the page hands them to the island (pictures aside). */
const CONTENT_EVENTS: UpcomingEvent[] = (
  parse(readFileSync(new URL("../../src/content/upcoming-events.yaml", import.meta.url), "utf8")) as Omit<
    UpcomingEvent,
    "image"
  >[]
)
  .map((entry) => ({ ...entry, image: { src: "", width: 0, height: 0 } }))
  .sort((a, b) => a.date.localeCompare(b.date));

/** Noon in India (the calendar the dashboard counts by) on `day`, YYYY-MM-DD, `shift` days on. */
function noonInIndia(day: string, shift = 0): Date {
  return new Date(Date.parse(`${day}T12:00:00+05:30`) + shift * 24 * 60 * 60 * 1000);
}

/** The day before the first event in content: every event is still to come. */
const BEFORE_THE_EVENTS = noonInIndia(CONTENT_EVENTS[0]!.date, -1);
/** The day after the last event in content: every event has passed. */
const AFTER_THE_EVENTS = noonInIndia(CONTENT_EVENTS.at(-1)!.date, 1);

/** The events to come on `day`: what the carousel must show when the browser says it is `day`. */
const upcomingOn = (day: Date) => upcomingOnly(CONTENT_EVENTS, day);

/**
 * Where the row of slides comes to rest: its scroll position once it has not changed for
 * five frames. A move is a smooth scroll that the browser draws frame by frame, whatever the
 * page's clock says; requestAnimationFrame belongs to that clock, so frames are counted by
 * IntersectionObserver, whose first answer to a new observation comes with the next frame.
 * A move that has started shows within a frame or two.
 */
function atRest(row: Locator): Promise<number> {
  return row.evaluate(async (element) => {
    const nextFrame = () =>
      new Promise<void>((resolve) => {
        const observer = new IntersectionObserver(() => {
          observer.disconnect();
          resolve();
        });
        observer.observe(element);
      });
    let last = element.scrollLeft;
    for (let still = 0; still < 5;) {
      await nextFrame();
      still = element.scrollLeft === last ? still + 1 : 0;
      last = element.scrollLeft;
    }
    return last;
  });
}

/** A screen on which a whole slide, picture and button, fits below the heading. */
const TALL_SCREEN = { width: 1280, height: 1100 };

async function signUp(page: Page, name: string): Promise<string> {
  const email = freshEmail("dash");
  await page.goto("/signup");
  await hydrated(page);
  await page.getByLabel("Name").fill(name);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Phone").fill("9123456780");
  await page.getByLabel("Password").fill("member password");
  await page.getByRole("button", { name: "Sign Up" }).click();
  await expect(page).toHaveURL("/");
  return email;
}

const sent = (page: Page) =>
  page
    .locator("[data-toast-id]")
    .filter({ hasText: "Success" })
    .filter({ hasText: "Form submitted successfully!" });

/** An event inquiry through the dialog of /services, in the member's own name. */
async function sendEventInquiry(page: Page) {
  await page.goto("/services");
  await hydrated(page);
  await page.getByRole("link", { name: "Enquire now about Weddings" }).click();
  const dialog = page.getByRole("dialog", { name: "Event Management" });
  const form = dialog.getByRole("form", { name: "Event inquiry" });
  await expect(form).toBeVisible();
  await dialog.getByLabel("Event type", { exact: true }).selectOption({ label: "Wedding" });
  await dialog.getByLabel("Event date", { exact: true }).fill(await dayFromToday(page, 60));
  await dialog.getByLabel("Number of guests", { exact: true }).fill("200");
  await dialog.getByLabel("Budget range", { exact: true }).fill("₹10–12 lakh");
  await form.getByRole("button", { name: "Send Inquiry" }).click();
  await expect(sent(page)).toBeVisible();
}

/** A catering inquiry through the dialog of /services, for someone else. */
async function sendCateringInquiry(page: Page, fullName: string) {
  await page.goto("/services");
  await hydrated(page);
  await page.getByRole("tab", { name: "Food & Beverages" }).click();
  await page.getByRole("link", { name: "Enquire now about Luxury Outdoor Catering" }).click();
  const dialog = page.getByRole("dialog", { name: "Food & Beverages" });
  const form = dialog.getByRole("form", { name: "Catering inquiry" });
  await expect(form).toBeVisible();
  const field = (label: string) => dialog.getByLabel(label, { exact: true });
  await field("Full Name").fill(fullName);
  await field("Event type").selectOption({ label: "Private party" });
  await field("Catering date").fill(await dayFromToday(page, 20));
  await field("Number of guests").fill("120");
  await field("Budget (₹)").fill("250000");
  await field("Cuisine").selectOption({ label: "Indian" });
  await field("Menu style").selectOption({ label: "Buffet" });
  await dialog.getByRole("radio", { name: "Non-alcoholic" }).check();
  await form.getByRole("button", { name: "Send Inquiry" }).click();
  await expect(sent(page)).toBeVisible();
}

/** Premium, paid in /purchase's local test checkout. */
async function buyPremium(page: Page) {
  await payInTestCheckout(page, "₹9,999", "/purchase?plan=premium");
  await expect(page.getByRole("table")).toContainText("Premium");
}

/** A counter's figure, by its label. */
const figure = (page: Page, label: string) => page.locator("dl").locator(`dt:text-is("${label}") + dd`);

const sidebar = (page: Page) => page.getByRole("navigation", { name: "Dashboard" });
const heading = (page: Page) => page.getByRole("heading", { level: 1 });

/** The scrolling row of a carousel's slides. */
const slidesRow = (carousel: Locator) => carousel.getByRole("group").first().locator("xpath=..");

/** Presses Tab (or Shift+Tab) until `target` has the focus, as a keyboard user would. */
async function tabTo(page: Page, target: Locator, key: "Tab" | "Shift+Tab" = "Tab") {
  for (let presses = 0; presses < 60; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(key);
  }
  throw new Error(`the keyboard never reached ${target.toString()}`);
}

test("the counters, recent lists and views show what a new member made through the site", async ({
  page,
}) => {
  test.slow(); // sign-up, two inquiries and a purchase through the pages first
  const email = await signUp(page, "Meera Iyer");
  await sendEventInquiry(page);
  await sendCateringInquiry(page, "Arjun Shah");
  await buyPremium(page);

  await page.goto("/dashboard");
  await hydrated(page);
  await expect(heading(page)).toHaveText("Dashboard");
  await expect(page.getByText("Welcome, Meera Iyer.")).toBeVisible();
  await expect(sidebar(page).getByRole("link", { name: "Dashboard" })).toHaveAttribute(
    "aria-current",
    "page",
  );
  // One invoice, two inquiries, ₹9,999 (D4), and two people: Meera (invoice and event) and
  // Arjun, the catering inquiry's contact (decision 0012).
  await expect(figure(page, "Total Invoices")).toHaveText("1");
  await expect(figure(page, "Total Inquiries")).toHaveText("2");
  await expect(figure(page, "Total Revenue")).toHaveText("₹9,999");
  await expect(figure(page, "Total Clients")).toHaveText("2");

  // Recent Activity: the invoices first, in a table 300px high.
  const recent = page.getByRole("tablist", { name: "Recent Activity" });
  await expect(recent.getByRole("tab", { name: "Recent Invoices" })).toHaveAttribute("aria-selected", "true");
  const invoicePanel = page.getByRole("tabpanel", { name: "Recent Invoices" });
  const invoiceRows = invoicePanel.getByRole("table").getByRole("row");
  await expect(invoiceRows).toHaveCount(2);
  await expect(invoiceRows.nth(1)).toContainText(email);
  await expect(invoiceRows.nth(1)).toContainText("Premium");
  expect((await invoicePanel.getByRole("table").locator("xpath=..").boundingBox())?.height).toBe(300);
  await expectNoViolations(page);

  await recent.getByRole("tab", { name: "Recent Inquiries" }).click();
  await expect(invoicePanel).toBeHidden();
  const inquiryPanel = page.getByRole("tabpanel", { name: "Recent Inquiries" });
  expect((await inquiryPanel.boundingBox())?.height).toBe(300);
  const inquiryRows = inquiryPanel.getByRole("row");
  await expect(inquiryRows).toHaveCount(3);
  // Newest first: the catering inquiry, then the event.
  await expect(inquiryRows.nth(1)).toContainText(/CAT-[0-9A-Z]{8}\s*Food\s*Private party catering/);
  await expect(inquiryRows.nth(2)).toContainText(/EVT-[0-9A-Z]{8}\s*Event\s*Wedding event/);
  await expect(inquiryRows.nth(1)).toContainText(formatLongDate(new Date()));
  await expect(inquiryRows.nth(1)).toContainText("New");
  await expectNoViolations(page);

  // The invoices view: the table of /invoice, and the view in the address.
  await sidebar(page).getByRole("link", { name: "Invoices" }).click();
  await expect(page).toHaveURL("/dashboard#invoices");
  await expect(heading(page)).toHaveText("Invoices");
  await expect(heading(page)).toBeFocused();
  await expect(page).toHaveTitle(/^Invoices · Dashboard/);
  await expect(sidebar(page).getByRole("link", { name: "Invoices" })).toHaveAttribute("aria-current", "page");
  await expect(sidebar(page).getByRole("link", { name: "Dashboard" })).not.toHaveAttribute("aria-current");
  const table = page.getByRole("table", { name: "A list of your recent invoices." });
  await expect(table.getByRole("columnheader")).toHaveText([
    "Email",
    "Plan Name",
    "Plan Type",
    "Purchased At",
    "Plan Expire",
    "Invoice",
  ]);
  await expect(table.getByRole("row")).toHaveCount(2);
  await expect(table.getByRole("row").nth(1)).toContainText("Yearly");
  await expectNoViolations(page);

  // The inquiries view: the tabs filter the cards.
  await sidebar(page).getByRole("link", { name: "Inquiries" }).click();
  await expect(heading(page)).toHaveText("Inquiries");
  const types = page.getByRole("tablist", { name: "Inquiry type" });
  await expect(types.getByRole("tab")).toHaveText(["All", "Travel", "Food", "Event"]);
  const cards = () => page.getByRole("tabpanel").getByRole("article");
  await expect(cards()).toHaveCount(2);
  await expect(page.getByRole("tabpanel")).toContainText("Showing 2 of 2");
  const catering = page.getByRole("article", { name: "Private party catering" });
  await expect(catering).toContainText("Food");
  await expect(catering).toContainText(/Reference\s*CAT-[0-9A-Z]{8}/);
  await expect(catering).toContainText(`Sent${formatLongDate(new Date())}`);
  await expect(catering).toContainText("StatusNew");
  await expectNoViolations(page);

  await types.getByRole("tab", { name: "Food" }).click();
  await expect(cards()).toHaveCount(1);
  await expect(cards().first()).toHaveAccessibleName("Private party catering");
  await types.getByRole("tab", { name: "Event" }).click();
  await expect(cards()).toHaveCount(1);
  await expect(cards().first()).toHaveAccessibleName("Wedding event");
  await types.getByRole("tab", { name: "Travel" }).click();
  await expect(cards()).toHaveCount(0);
  const travelPanel = page.getByRole("tabpanel", { name: "Travel" });
  await expect(travelPanel).toContainText("You have not sent a travel inquiry yet.");
  await expect(travelPanel.getByRole("link", { name: "Browse our services" })).toHaveAttribute(
    "href",
    "/services",
  );
  await expectNoViolations(page);

  // The upcoming events view (what it shows depends on the day: the tests below fix the day).
  await sidebar(page).getByRole("link", { name: "Upcoming Events" }).click();
  await expect(heading(page)).toHaveText("Upcoming Events");
  await expect(page).toHaveURL("/dashboard#upcoming-events");

  // Back and reload keep to the address.
  await page.goBack();
  await expect(page).toHaveURL("/dashboard#inquiries");
  await expect(heading(page)).toHaveText("Inquiries");
  await expect(types.getByRole("tab", { name: "Travel" })).toHaveAttribute("aria-selected", "true");
  await page.reload();
  await expect(heading(page)).toHaveText("Inquiries");
  await expect(cards()).toHaveCount(2);
});

test("the upcoming events are those still to come by the calendar in India, soonest first, each leading to /experience", async ({
  page,
}) => {
  // The day of the second event: the first has passed, the second is today.
  const today = noonInIndia(CONTENT_EVENTS[1]!.date);
  const events = upcomingOn(today);
  expect(events.map((event) => event.id)).toEqual(CONTENT_EVENTS.slice(1).map((event) => event.id));
  await page.clock.install({ time: today });
  await becomeMember(page, "Meera Iyer");
  await page.goto("/dashboard#upcoming-events");
  await hydrated(page);
  await expect(heading(page)).toHaveText("Upcoming Events");
  const carousel = page.getByRole("region", { name: "Upcoming events" });
  await expect(carousel).toHaveAttribute("aria-roledescription", "carousel");
  const slides = carousel.getByRole("group");
  await expect(slides).toHaveCount(events.length);
  await expect(slides.first()).toHaveAttribute("aria-label", `1 of ${events.length}`);
  await expect(slides.first()).toContainText(events[0]!.name);
  await expect(slides.first()).toContainText(formatLongDate(events[0]!.date));
  await expect(carousel).not.toContainText(CONTENT_EVENTS[0]!.name);
  await expect(carousel.getByRole("link", { name: `Explore Now: ${events[0]!.name}` })).toHaveAttribute(
    "href",
    "/experience",
  );
  await expectNoViolations(page);
});

test("once every event has passed, the view says so and leads to /experience", async ({ page }) => {
  await page.clock.install({ time: AFTER_THE_EVENTS });
  await becomeMember(page, "Rohan Gupta");
  await page.goto("/dashboard#upcoming-events");
  await hydrated(page);
  await expect(heading(page)).toHaveText("Upcoming Events");
  await expect(
    page.getByText("No events are planned just now. Our experiences run all year round."),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: "Explore experiences" })).toHaveAttribute(
    "href",
    "/experience",
  );
  await expect(page.getByRole("region", { name: "Upcoming events" })).toHaveCount(0);
  await expectNoViolations(page);
});

// The events are a static file fetched with the view's code (decision 0045): when it cannot
// be had, the view says so in the list's words and its retry fetches it again.
test("when the events cannot be fetched the view says why, and its retry shows them", async ({
  page,
  pageProblems,
}) => {
  // No network first, then an error page (a CDN's), then the file.
  let answer: "none" | "error page" | "file" = "none";
  await page.route("**/upcoming-events/en.json", (route) =>
    answer === "none"
      ? route.abort()
      : answer === "error page"
        ? route.fulfill({ status: 503, contentType: "text/html", body: "<h1>Service Unavailable</h1>" })
        : route.continue(),
  );
  await page.clock.install({ time: BEFORE_THE_EVENTS });
  await becomeMember(page, "Nisha Verma");
  await page.goto("/dashboard#upcoming-events");
  await hydrated(page);
  await expect(heading(page)).toHaveText("Upcoming Events");
  const alert = page.getByRole("alert");
  await expect(alert).toHaveText(
    /^Upcoming Events could not be loaded: Could not reach the server\. Check your connection and try again\./,
  );
  await expect(page.getByRole("region", { name: "Upcoming events" })).toHaveCount(0);
  answer = "error page";
  await alert.getByRole("button", { name: "Try again" }).click();
  await expect(alert).toHaveText(
    /^Upcoming Events could not be loaded: The server sent an answer we could not read\./,
  );
  answer = "file";
  await alert.getByRole("button", { name: "Try again" }).click();
  const slides = page.getByRole("region", { name: "Upcoming events" }).getByRole("group");
  await expect(slides).toHaveCount(upcomingOn(BEFORE_THE_EVENTS).length);
  await expect(page.getByRole("alert")).toHaveCount(0);
  forgive(pageProblems, /^Failed to load resource: net::ERR_FAILED$/);
  forgive(pageProblems, /status of 503/);
});

test("an empty dashboard leads to where things are made; a failed list says so and retries; it refetches when opened", async ({
  page,
}) => {
  const { accessToken: token } = await becomeMember(page, "Rohan Gupta");
  // The first load of the inquiries is refused; the retry goes through.
  let refusals = 1;
  await page.route("**/api/v1/inquiry/get_all_user_inquirys*", (route) =>
    refusals-- > 0
      ? route.fulfill({ status: 429, json: { err: "Too many requests. Please try again in a minute." } })
      : route.continue(),
  );
  await page.goto("/dashboard");
  await hydrated(page);
  await expect(figure(page, "Total Invoices")).toHaveText("0");
  await expect(figure(page, "Total Revenue")).toHaveText("₹0");
  await expect(figure(page, "Total Inquiries")).toHaveText("—Not available");
  await expect(figure(page, "Total Clients")).toHaveText("—Not available");
  const invoicePanel = page.getByRole("tabpanel", { name: "Recent Invoices" });
  await expect(invoicePanel).toContainText("You have no invoices yet.");
  await expect(invoicePanel.getByRole("link", { name: "See the membership plans" })).toHaveAttribute(
    "href",
    "/membership#membership-plans",
  );

  // The reason is said once, at the top, whichever tab is open.
  const failure = page.getByRole("alert").filter({
    hasText: "Your inquiries could not be loaded: Too many requests. Please try again in a minute.",
  });
  await expect(failure).toBeVisible();
  await page.getByRole("tab", { name: "Recent Inquiries" }).click();
  const inquiryPanel = page.getByRole("tabpanel", { name: "Recent Inquiries" });
  await expect(inquiryPanel).toHaveText("Your inquiries could not be loaded.");
  await expectNoViolations(page);
  await failure.getByRole("button", { name: "Try again" }).click();
  await expect(failure).toHaveCount(0);
  await expect(inquiryPanel).toContainText("You have not sent any inquiries yet.");
  await expect(inquiryPanel.getByRole("link", { name: "Browse our services" })).toHaveAttribute(
    "href",
    "/services",
  );
  await expect(figure(page, "Total Inquiries")).toHaveText("0");
  await expect(figure(page, "Total Clients")).toHaveText("0");

  // An inquiry made meanwhile elsewhere is there when the dashboard is opened again.
  const made = await page.request.post("/api/v1/inquiry/create_travel", {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      name: "Rohan Gupta",
      email: "rohan@example.com",
      phone: "9812345670",
      travelDestination: "Leh",
      travelDate: await dayFromToday(page, 30),
      numberOfTravelers: 2,
      tourPackageType: "standard",
      accommodationPreference: "hotel",
      travelRequirements: { preferredModeOfTransport: "flight", preferredTravelClass: "economy" },
      budgetRange: "₹1 lakh",
    },
  });
  expect(made.status()).toBe(201);
  await page.goto("/services");
  await page.goBack();
  await expect(page).toHaveURL("/dashboard");
  await expect(figure(page, "Total Inquiries")).toHaveText("1");
  await expect(figure(page, "Total Clients")).toHaveText("1");
});

test("the carousel moves on every 2000 ms by itself, pauses under the pointer and stops when focus enters it", async ({
  page,
}) => {
  await page.setViewportSize(TALL_SCREEN);
  // More slides than a row holds, or nothing can be seen to move.
  expect(upcomingOn(BEFORE_THE_EVENTS).length, "upcoming-events.yaml needs four events").toBeGreaterThan(3);
  await page.clock.install({ time: BEFORE_THE_EVENTS });
  await becomeMember(page, "Kavya Menon");
  await page.goto("/dashboard");
  await hydrated(page);
  // From here on the page's time stands still but when the test lets it pass; the carousel
  // starts after that, so its first move is due exactly one interval after it appears.
  await page.clock.pauseAt(BEFORE_THE_EVENTS.getTime() + 10 * 60 * 1000);
  await sidebar(page).getByRole("link", { name: "Upcoming Events" }).click();
  const carousel = page.getByRole("region", { name: "Upcoming events" });
  const row = slidesRow(carousel);
  const position = carousel.getByText(/^Slide \d+ of \d+$/);
  const first = carousel.getByRole("group").first();
  const startButton = carousel.getByRole("button", { name: "Start automatic slide show" });
  const stopButton = carousel.getByRole("button", { name: "Stop automatic slide show" });

  // Rotating: the row says nothing while it moves, and the first slide leaves by itself
  // after 2000 ms, not a moment before.
  await expect(stopButton).toBeVisible();
  await expect(position).toHaveAttribute("aria-live", "off");
  await expect(first).toBeInViewport({ ratio: 0.9 });
  await page.clock.runFor(CAROUSEL_AUTOPLAY_MS - 1);
  expect(await atRest(row)).toBe(0);
  await page.clock.runFor(1);
  await expect(first).not.toBeInViewport({ ratio: 0.5 });

  // Under the pointer it holds still through five intervals, and goes on when it leaves.
  await row.hover();
  await expect(position).toHaveAttribute("aria-live", "polite");
  const held = await atRest(row);
  expect(held).toBeGreaterThan(0);
  await page.clock.runFor(5 * CAROUSEL_AUTOPLAY_MS);
  expect(await atRest(row)).toBe(held);
  await page.mouse.move(5, 5);
  await expect(position).toHaveAttribute("aria-live", "off");
  await page.clock.runFor(CAROUSEL_AUTOPLAY_MS);
  await expect.poll(() => atRest(row)).not.toBe(held);

  // Focus arriving stops it for good, until the button starts it again.
  await carousel.getByRole("button", { name: "Next slide" }).focus();
  await expect(startButton).toBeVisible();
  const stopped = await atRest(row);
  await page.clock.runFor(5 * CAROUSEL_AUTOPLAY_MS);
  expect(await atRest(row)).toBe(stopped);
  await startButton.press("Enter");
  await expect(stopButton).toBeFocused();
  await page.clock.runFor(CAROUSEL_AUTOPLAY_MS);
  await expect.poll(() => atRest(row)).not.toBe(stopped);
});

test("with reduced motion the carousel waits for the person; the arrows still move it", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.setViewportSize(TALL_SCREEN);
  await page.clock.install({ time: BEFORE_THE_EVENTS });
  await becomeMember(page, "Kavya Menon");
  await page.goto("/dashboard#upcoming-events");
  await hydrated(page);
  const carousel = page.getByRole("region", { name: "Upcoming events" });
  const row = slidesRow(carousel);
  const position = carousel.getByText(/^Slide \d+ of \d+$/);
  await expect(carousel.getByRole("button", { name: "Start automatic slide show" })).toBeVisible();
  await expect(position).toHaveAttribute("aria-live", "polite");
  await page.clock.runFor(5 * CAROUSEL_AUTOPLAY_MS);
  expect(await atRest(row)).toBe(0);

  const total = upcomingOn(BEFORE_THE_EVENTS).length;
  await expect(carousel.getByText(`1 / ${total}`)).toBeVisible();
  await carousel.getByRole("button", { name: "Next slide" }).click();
  await expect.poll(() => row.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
  await expect(carousel.getByText(`2 / ${total}`)).toBeVisible();
  await expect(position).toHaveText(`Slide 2 of ${total}`); // said, as the rotation is stopped
  await carousel.getByRole("button", { name: "Previous slide" }).click();
  await expect.poll(() => row.evaluate((element) => element.scrollLeft)).toBe(0);
  // Before the first comes the last.
  await carousel.getByRole("button", { name: "Previous slide" }).click();
  const last = carousel.getByRole("group").last();
  await expect(last).toBeInViewport({ ratio: 0.9 });
});

test("on a phone the sidebar folds behind a menu button (light theme)", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.addInitScript(() => localStorage.setItem("vite-ui-theme", "light"));
  await becomeMember(page, "Arjun Shah");
  await page.goto("/dashboard");
  await hydrated(page);
  const menu = page.getByRole("button", { name: "Dashboard menu" });
  await expect(menu).toHaveAttribute("aria-expanded", "false");
  await expect(sidebar(page)).toBeHidden();
  await expectNoViolations(page);

  await menu.click();
  await expect(menu).toHaveAttribute("aria-expanded", "true");
  await expect(sidebar(page)).toBeVisible();
  await expectNoViolations(page);
  await sidebar(page).getByRole("link", { name: "Inquiries" }).click();
  await expect(heading(page)).toHaveText("Inquiries");
  await expect(sidebar(page)).toBeHidden();
  await expect(menu).toHaveAttribute("aria-expanded", "false");

  // Escape closes it and gives the focus back to the button.
  await menu.click();
  await sidebar(page).getByRole("link", { name: "Upcoming Events" }).focus();
  await page.keyboard.press("Escape");
  await expect(sidebar(page)).toBeHidden();
  await expect(menu).toBeFocused();
  await expect(heading(page)).toHaveText("Inquiries");
});

test("a member goes through every view with the keyboard alone", async ({ page }) => {
  await page.clock.install({ time: BEFORE_THE_EVENTS }); // so that the carousel has its slides
  await becomeMember(page, "Meera Iyer");
  await page.goto("/dashboard");
  await hydrated(page);
  await expect(page.getByText("You have no invoices yet.")).toBeVisible();

  // Into the sidebar, on to Invoices: the heading takes the focus, Tab goes into the view.
  await tabTo(page, sidebar(page).getByRole("link", { name: "Invoices" }));
  await page.keyboard.press("Enter");
  await expect(heading(page)).toHaveText("Invoices");
  await expect(heading(page)).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(page.getByRole("link", { name: "See the membership plans" })).toBeFocused();

  // Inquiries: one tab stop for the tabs, arrow keys, Home and End choose.
  await tabTo(page, sidebar(page).getByRole("link", { name: "Inquiries" }), "Shift+Tab");
  await page.keyboard.press("Enter");
  await expect(heading(page)).toBeFocused();
  await page.keyboard.press("Tab");
  const types = page.getByRole("tablist", { name: "Inquiry type" });
  await expect(types.getByRole("tab", { name: "All" })).toBeFocused();
  await page.keyboard.press("ArrowRight");
  await expect(types.getByRole("tab", { name: "Travel" })).toBeFocused();
  await expect(types.getByRole("tab", { name: "Travel" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("tabpanel", { name: "Travel" })).toBeVisible();
  await page.keyboard.press("End");
  await expect(types.getByRole("tab", { name: "Event" })).toHaveAttribute("aria-selected", "true");
  await page.keyboard.press("ArrowRight");
  await expect(types.getByRole("tab", { name: "All" })).toHaveAttribute("aria-selected", "true");
  await page.keyboard.press("ArrowLeft");
  await expect(types.getByRole("tab", { name: "Event" })).toBeFocused();
  await page.keyboard.press("Home");
  await expect(types.getByRole("tab", { name: "All" })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(page.getByRole("tabpanel", { name: "All" })).toBeFocused();

  // Upcoming events: the rotation button first; the arrows by Enter.
  await tabTo(page, sidebar(page).getByRole("link", { name: "Upcoming Events" }), "Shift+Tab");
  await page.keyboard.press("Enter");
  await expect(heading(page)).toHaveText("Upcoming Events");
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: "Start automatic slide show" })).toBeFocused();
  await page.keyboard.press("Tab");
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: "Next slide" })).toBeFocused();
  const row = slidesRow(page.getByRole("region", { name: "Upcoming events" }));
  const before = await row.evaluate((element) => element.scrollLeft);
  await page.keyboard.press("Enter");
  await expect.poll(() => row.evaluate((element) => element.scrollLeft)).not.toBe(before);

  // Back to the dashboard view; the preferences open from the keyboard.
  await tabTo(page, sidebar(page).getByRole("link", { name: "Dashboard" }), "Shift+Tab");
  await page.keyboard.press("Enter");
  await expect(heading(page)).toHaveText("Dashboard");
  await expect(page).toHaveURL("/dashboard#dashboard");
  const preferences = page.getByRole("button", { name: "Update preferences" });
  await tabTo(page, preferences);
  await page.keyboard.press("Enter");
  await expect(preferences).toHaveAttribute("aria-expanded", "true");
  await expect(page.getByRole("form", { name: "Your preferences" })).toBeVisible();
  await expect(page.getByLabel("Profession")).toBeEnabled(); // once the saved values are in
  await page.keyboard.press("Tab");
  await expect(page.getByLabel("Profession")).toBeFocused();
});
