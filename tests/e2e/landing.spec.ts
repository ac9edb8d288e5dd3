// The design agency's landing page as a visitor meets it (docs/product.md A1, A2, D12, D13): its
// sections in order, every button's target, the testimonials' arrows and the contact form. The
// contact call is intercepted here, so these tests check exactly what the page sends and shows
// whatever the API answers.
import { readFileSync } from "node:fs";
import type { Page, Request, Route } from "@playwright/test";
import { parse } from "yaml";
import { CAROUSEL_AUTOPLAY_MS } from "../../src/config/dashboard.ts";
import { LANDING_RATING, LANDING_REVIEWS } from "../../src/config/landing.ts";
import { LANDING_STATS, LINKS } from "../../src/config/site.ts";
import { LOCAL_CAPTCHA_TOKEN } from "../../src/schemas/fields.ts";
import { expect, test } from "./fixtures.ts";
import { axeViolations } from "./helpers.ts";

const CONTACT_ROUTE = "**/api/v1/contact/create";

interface Testimonial {
  order: number;
  quote: string;
  name: string;
  role: string;
}
const testimonials = (
  parse(
    readFileSync(new URL("../../src/content/landing/testimonials.yaml", import.meta.url), "utf8"),
  ) as Testimonial[]
).sort((a, b) => a.order - b.order);

/** Removes one expected console message (the fixture fails the test on any other). */
function expectProblem(problems: string[], text: string) {
  const index = problems.findIndex((problem) => problem.startsWith(text));
  expect(index, `console message "${text}"`).toBeGreaterThanOrEqual(0);
  problems.splice(index, 1);
}

async function fillContactForm(
  page: Page,
  fields: { name: string; email: string; phone?: string; message?: string },
) {
  await page.getByLabel("Full Name").fill(fields.name);
  await page.getByLabel("Email").fill(fields.email);
  await page.getByLabel("Phone Number").fill(fields.phone ?? "");
  await page.getByLabel("Message").fill(fields.message ?? "");
  // The bot check (D18) loads once the visitor starts on the form.
  await page.getByLabel("I'm not a robot").check();
}

/** Answers the contact call with `answer` and records every request made to it. */
async function interceptContact(page: Page, answer: (route: Route) => Promise<void>) {
  const requests: Request[] = [];
  await page.route(CONTACT_ROUTE, async (route) => {
    requests.push(route.request());
    await answer(route);
  });
  return requests;
}

const notifications = (page: Page) => page.getByRole("region", { name: "Notifications" });

test("the sections come in the specified order, with their cards and figures", async ({ page }) => {
  await page.goto("/");
  await expect(page).toHaveTitle("Nova Experience");
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /design agency/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);

  const h2s = await page.getByRole("main").getByRole("heading", { level: 2 }).allTextContents();
  const specified = ["Why Choose us", "About us", "Services", "Results"];
  expect(h2s.filter((heading) => specified.includes(heading.trim())).map((h) => h.trim())).toEqual(specified);
  expect(h2s).toHaveLength(6); // and then the testimonials and the contact form

  const anchors = await page.locator("main section[id]").evaluateAll((sections) => sections.map((s) => s.id));
  expect(anchors).toEqual(["about-us", "services", "portfolio", "contact-form"]);

  const cardTitles = (name: string) =>
    page.getByRole("region", { name, exact: true }).getByRole("heading", { level: 3 });
  await expect(cardTitles("Why Choose us")).toHaveText([
    "Growth-Driving Design",
    "Brand Building",
    "Futuristic Thinking",
  ]);
  await expect(cardTitles("Services")).toHaveText([
    "UI/UX Design",
    "Full stack development",
    "Visual design & Graphics",
  ]);
  await expect(page.locator("#portfolio").getByRole("heading", { level: 3 })).toHaveText([
    "Trends",
    "Goals",
    "Reports",
    "Strategy",
    "Client relations",
    "Communication",
  ]);

  const stats = page.locator("#about-us").getByRole("listitem");
  await expect(stats).toHaveCount(LANDING_STATS.length);
  for (const [index, stat] of LANDING_STATS.entries()) {
    await expect(stats.nth(index)).toContainText(stat.value);
    await expect(stats.nth(index)).toContainText(stat.label);
  }
});

test("the hero's and the services' buttons lead where the specification says", async ({ page }) => {
  await page.goto("/");
  const community = page.getByRole("link", { name: "Join Community" });
  await expect(community).toHaveAttribute("href", LINKS.community);
  await expect(community).toHaveAttribute("target", "_blank");
  await expect(community).toHaveAttribute("rel", "noopener noreferrer");

  const ourWork = page.getByRole("link", { name: "Our Work" });
  await expect(ourWork).toHaveAttribute("href", LINKS.portfolio);
  await expect(ourWork).toHaveAttribute("target", "_blank");
  await expect(ourWork).toHaveAttribute("rel", "noopener noreferrer");

  // The hero's illustration has its size set, so nothing moves when it arrives.
  const illustration = page.getByRole("main").locator("img").first();
  await expect(illustration).toHaveAttribute("width", "560");
  await expect(illustration).toHaveAttribute("height", "440");

  await page.getByRole("link", { name: "Enquire now" }).click();
  await expect(page).toHaveURL(/#contact-form$/);
  await expect(page.getByLabel("Full Name")).toBeInViewport();
});

test("the desktop header scrolls to the sections and opens the portfolio in a new tab", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/");
  const header = page.getByRole("navigation", { name: "Main" });
  await expect(header.getByRole("link", { name: "Portfolio" })).toHaveAttribute("href", LINKS.portfolio);
  await expect(header.getByRole("link", { name: "Portfolio" })).toHaveAttribute("target", "_blank");

  await header.getByRole("link", { name: "Services" }).click();
  await expect(page).toHaveURL(/#services$/);
  await expect(page.getByRole("heading", { name: "Services", exact: true })).toBeInViewport();

  await header.getByRole("link", { name: "Contact" }).click();
  await expect(page).toHaveURL(/#contact-form$/);
  await expect(page.getByRole("button", { name: "Send", exact: true })).toBeInViewport();
});

test.describe("on a small screen", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the drawer's Portfolio and Contact scroll to the results and the form", async ({ page }) => {
    await page.goto("/");
    const open = page.getByRole("button", { name: "Open menu" });
    const drawer = page.getByRole("dialog", { name: "Menu" });

    await open.click();
    await drawer.getByRole("link", { name: "Portfolio" }).click();
    await expect(drawer).toBeHidden();
    await expect(page).toHaveURL(/#portfolio$/);
    await expect(page.getByRole("heading", { name: "Results", exact: true })).toBeInViewport();

    await open.click();
    await drawer.getByRole("link", { name: "Contact" }).click();
    await expect(drawer).toBeHidden();
    await expect(page).toHaveURL(/#contact-form$/);
  });
});

test.describe("testimonials", () => {
  test("show the rating and the specification's testimonial first", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("img", { name: `Rated ${LANDING_RATING} out of 5` })).toBeVisible();
    await expect(page.getByText(`${LANDING_REVIEWS} reviews`)).toBeVisible();

    const carousel = page.getByRole("group", { name: "Client testimonials" });
    await expect(carousel.locator("[aria-live=polite]")).toHaveCount(1);
    expect(testimonials.length).toBeGreaterThanOrEqual(4);
    const first = testimonials[0]!;
    await expect(carousel.getByRole("group", { name: `1 of ${testimonials.length}` })).toBeVisible();
    await expect(carousel.getByText(first.quote)).toBeVisible();
    await expect(carousel.getByText(first.name, { exact: true })).toBeVisible();
    await expect(carousel.getByText(first.role, { exact: true })).toBeVisible();
    for (const other of testimonials.slice(1)) await expect(carousel.getByText(other.quote)).toBeHidden();
  });

  test("the arrows cycle through them both ways, by mouse and by keyboard, and nothing moves alone", async ({
    page,
  }) => {
    // The page's clock is the test's: below, ten seconds pass at once.
    await page.clock.install();
    await page.goto("/");
    const carousel = page.getByRole("group", { name: "Client testimonials" });
    const next = carousel.getByRole("button", { name: "Next testimonial" });
    const previous = carousel.getByRole("button", { name: "Previous testimonial" });
    const shown = (index: number) => carousel.getByText(testimonials[index]!.quote);
    const last = testimonials.length - 1;

    const height = (await carousel.boundingBox())!.height;
    await next.click();
    await expect(shown(1)).toBeVisible();
    await expect(shown(0)).toBeHidden();
    await expect(carousel.getByRole("group", { name: `2 of ${testimonials.length}` })).toBeVisible();
    // The box keeps its height whichever testimonial shows: the page below never jumps.
    expect((await carousel.boundingBox())!.height).toBe(height);

    await previous.click();
    await previous.click();
    await expect(shown(last)).toBeVisible(); // from the first, back to the last
    await next.click();
    await expect(shown(0)).toBeVisible(); // and from the last, on to the first

    await next.focus();
    await page.keyboard.press("Enter");
    await expect(shown(1)).toBeVisible();
    await page.keyboard.press("Space");
    await expect(shown(2)).toBeVisible();
    await page.keyboard.press("Shift+Tab");
    await expect(previous).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(shown(1)).toBeVisible();

    // No autoplay: five times the site's carousel interval later, the same one shows.
    await page.clock.runFor(5 * CAROUSEL_AUTOPLAY_MS);
    await expect(shown(1)).toBeVisible();
    await expect(carousel.getByRole("group", { name: `2 of ${testimonials.length}` })).toBeVisible();
  });
});

test.describe("the contact form", () => {
  test("marks the required fields and keeps the honeypot out of sight, of the tab order and of screen readers", async ({
    page,
  }) => {
    await page.goto("/#contact-form");
    const form = page.locator("#contact-form form");
    await expect(form.getByText("Your email address will not be published.")).toBeVisible();
    await expect(form.getByText("Required fields are marked*")).toBeVisible();
    await expect(form.locator('label[for="contact-name"]')).toHaveText("Full Name*");

    await expect(page.getByLabel("Full Name")).toHaveAttribute("required", "");
    await expect(page.getByLabel("Email")).toHaveAttribute("type", "email");
    await expect(page.getByLabel("Email")).toHaveAttribute("required", "");
    await expect(page.getByLabel("Phone Number")).toHaveAttribute("type", "tel");
    await expect(page.getByLabel("Phone Number")).not.toHaveAttribute("required");
    await expect(page.getByLabel("Message")).not.toHaveAttribute("required");

    const honeypot = page.getByLabel("Leave this field empty");
    await expect(honeypot).toHaveAttribute("name", "website");
    await expect(honeypot).toHaveAttribute("tabindex", "-1");
    await expect(honeypot).toHaveAttribute("autocomplete", "off");
    await expect(honeypot).not.toBeInViewport();
    // A screen reader does not read it out: it is not in the accessibility tree.
    await expect(form.getByRole("textbox", { name: "Leave this field empty" })).toHaveCount(0);
    await expect(form.getByRole("textbox", { name: "Full Name" })).toHaveCount(1);

    // Starting on the form loads the bot check, which sits between the message and Send in
    // the tab order, followed by the privacy notice's link (D27); the honeypot is skipped.
    await page.getByLabel("Message").focus();
    const robot = form.getByRole("checkbox", { name: "I'm not a robot" });
    await expect(robot).toBeVisible();
    await page.keyboard.press("Tab");
    await expect(robot).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(form.getByRole("link", { name: "privacy notice" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(page.getByRole("button", { name: "Send", exact: true })).toBeFocused();
  });

  test("shows what is wrong under each field and sends nothing until it is right", async ({ page }) => {
    const requests = await interceptContact(page, (route) => route.fulfill({ status: 201, json: {} }));
    await page.goto("/#contact-form");
    const name = page.getByLabel("Full Name");
    const email = page.getByLabel("Email");
    const send = page.getByRole("button", { name: "Send", exact: true });

    await send.click();
    await expect(name).toHaveAttribute("aria-invalid", "true");
    await expect(name).toHaveAccessibleDescription("Please enter your full name.");
    await expect(email).toHaveAccessibleDescription("Please enter your email address.");
    await expect(name).toBeFocused();

    await name.fill("   ");
    await email.fill("asha@example");
    await page.getByLabel("Phone Number").fill("call me");
    await send.click();
    await expect(name).toHaveAccessibleDescription("Please enter your full name.");
    await expect(email).toHaveAccessibleDescription("Please enter a valid email address.");
    await expect(page.getByLabel("Phone Number")).toHaveAccessibleDescription(
      "Please enter a valid phone number.",
    );

    // Corrected fields lose their message as the person types.
    await email.fill("asha@example.com");
    await expect(email).not.toHaveAttribute("aria-invalid");
    await expect(page.getByText("Please enter a valid email address.")).toBeHidden();

    // The API's single-line rule and message: a tab pasted into the name.
    await name.fill("Asha\tRao");
    await send.click();
    await expect(name).toHaveAccessibleDescription("Please keep this on one line.");
    await name.fill("Asha Rao");
    await expect(name).not.toHaveAttribute("aria-invalid");

    expect(await axeViolations(page, "#contact-form")).toEqual([]);
    expect(requests).toHaveLength(0);
  });

  test("sends the specified JSON, shows Sending... meanwhile, then Success and empty fields", async ({
    page,
  }) => {
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const requests = await interceptContact(page, async (route) => {
      await answered;
      await route.fulfill({
        status: 201,
        json: { message: "Your inquiry has been sent successfully.", reference: "C-1" },
      });
    });
    await page.goto("/#contact-form");
    await fillContactForm(page, { name: "  Asha Rao ", email: "asha@example.com", phone: "+91 98765 43210" });
    await page.getByRole("button", { name: "Send", exact: true }).click();

    const sending = page.getByRole("button", { name: "Sending..." });
    await expect(sending).toBeDisabled();
    await expect.poll(() => requests.length).toBe(1);
    const request = requests[0]!;
    expect(request.method()).toBe("POST");
    expect(request.headers()["content-type"]).toBe("application/json");
    expect(request.postDataJSON()).toEqual({
      name: "Asha Rao",
      email: "asha@example.com",
      phone: "+91 98765 43210",
      subject: "general",
      message: " ", // an empty message is sent as a single space
      source: "landing",
      website: "",
      capchaToken: expect.stringMatching(LOCAL_CAPTCHA_TOKEN),
    });

    answer();
    const toast = notifications(page).getByRole("status");
    await expect(toast).toContainText("Success");
    await expect(toast).toContainText("Your inquiry has been sent successfully.");
    await expect(page.getByRole("button", { name: "Send", exact: true })).toBeEnabled();
    for (const label of ["Full Name", "Email", "Phone Number", "Message"]) {
      await expect(page.getByLabel(label)).toHaveValue("");
    }
  });

  test("sends the message as written, and whatever a bot puts in the honeypot", async ({ page }) => {
    const requests = await interceptContact(page, (route) => route.fulfill({ status: 201, json: {} }));
    await page.goto("/#contact-form");
    await fillContactForm(page, {
      name: "Ravi",
      email: "ravi@example.com",
      message: "We need a new logo\nand a website.",
    });
    await page.getByLabel("Leave this field empty").fill("https://spam.example", { force: true });
    await page.getByRole("button", { name: "Send", exact: true }).click();
    await expect(notifications(page).getByRole("status")).toContainText("Success");
    expect(requests[0]!.postDataJSON()).toEqual({
      name: "Ravi",
      email: "ravi@example.com",
      phone: "",
      subject: "general",
      message: "We need a new logo\nand a website.",
      source: "landing",
      website: "https://spam.example",
      capchaToken: expect.stringMatching(LOCAL_CAPTCHA_TOKEN),
    });
  });

  test("shows the server's err in a destructive toast with Dismiss, and keeps what was typed", async ({
    page,
  }) => {
    await interceptContact(page, (route) =>
      route.fulfill({ status: 400, json: { err: "Please enter a valid phone number." } }),
    );
    await page.goto("/#contact-form");
    await fillContactForm(page, { name: "Asha Rao", email: "asha@example.com", message: "Hello" });
    await page.getByRole("button", { name: "Send", exact: true }).click();

    const toast = notifications(page).getByRole("alert");
    await expect(toast).toContainText("Error");
    await expect(toast).toContainText("Please enter a valid phone number.");
    await expect(page.getByLabel("Full Name")).toHaveValue("Asha Rao");
    await expect(page.getByRole("button", { name: "Send", exact: true })).toBeEnabled();
    await toast.getByRole("button", { name: "Dismiss" }).click();
    await expect(toast).toBeHidden();
  });

  test("says 'Something went wrong' when the server fails without a message, and that it cannot be reached when it cannot", async ({
    page,
    pageProblems,
  }) => {
    let fail: "500" | "network" = "500";
    await interceptContact(page, (route) =>
      fail === "500" ? route.fulfill({ status: 500, body: "Internal Server Error" }) : route.abort("failed"),
    );
    await page.goto("/#contact-form");
    await fillContactForm(page, { name: "Asha Rao", email: "asha@example.com" });
    const send = page.getByRole("button", { name: "Send", exact: true });
    const toast = notifications(page).getByRole("alert");

    await send.click();
    await expect(toast).toContainText("Error");
    await expect(toast).toContainText("Something went wrong");
    await expect(toast.getByRole("button", { name: "Dismiss" })).toBeVisible();
    expectProblem(pageProblems, "Failed to load resource: the server responded with a status of 500");
    await toast.getByRole("button", { name: "Dismiss" }).click();

    fail = "network";
    await send.click();
    await expect(toast).toContainText("Could not reach the server. Check your connection and try again.");
    await expect(send).toBeEnabled();
    expectProblem(pageProblems, "Failed to load resource: net::ERR_FAILED");
  });
});

test("nothing on the page moves while it loads and scrolls (no layout shift)", async ({ page }) => {
  await page.addInitScript(() => {
    const win = window as unknown as { layoutShift: number };
    win.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) {
        win.layoutShift += entry.value;
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
  await page.goto("/");
  await page.getByRole("button", { name: "Send", exact: true }).scrollIntoViewIfNeeded();
  await page.waitForLoadState("networkidle");
  expect(await page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift)).toBeLessThan(
    0.01,
  );
});

for (const theme of ["dark", "light"] as const) {
  test(`axe finds no accessibility violations on the landing page (${theme})`, async ({ page }) => {
    await page.addInitScript((value) => localStorage.setItem("vite-ui-theme", value), theme);
    await page.goto("/");
    // The second testimonial too: every slide is checked once it shows.
    await page.getByRole("button", { name: "Next testimonial" }).click();
    expect(await axeViolations(page)).toEqual([]);
  });
}
