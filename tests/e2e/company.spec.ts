// The company pages as a visitor finds them: about, hospitality partner, the two partner pages,
// membership, contact and the refund policy (docs/product.md B2, B9, D14).
import type { Locator, Page } from "@playwright/test";
import { PARTNERSHIP_CONTACT_HREF } from "../../src/config/inquiry.ts";
import { expect, test } from "./fixtures.ts";
import { axeViolations, hydrated, settled } from "./helpers.ts";

const MAP_SRC = "https://www.google.com/maps?q=Jaipur%2C%20Rajasthan&output=embed";

/**
 * The contact page embeds Google's map; the browser must never reach another host, so every
 * test answers Google's requests itself. Returns how many requests were answered.
 */
async function stubTheMap(page: Page): Promise<() => number> {
  let answered = 0;
  await page.route("https://www.google.com/**", (route) => {
    answered += 1;
    return route.fulfill({ body: "<html></html>", contentType: "text/html" });
  });
  return () => answered;
}

test.beforeEach(async ({ page }) => {
  await stubTheMap(page);
});

test.describe("/about-us", () => {
  test("shows the tagline and the three tabs, who we are first", async ({ page }) => {
    await page.goto("/about-us");
    await expect(page).toHaveTitle("About Us | Nova Experience");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Hospitality with a Jaipur heart");
    await expect(page.getByText("We plan celebrations, meals and journeys across India")).toBeVisible();

    const tablist = page.getByRole("tablist", { name: "About Nova Experience" });
    await expect(tablist.getByRole("tab")).toHaveText(["Who We Are", "Our Mission", "Our Vision"]);
    await expect(tablist.getByRole("tab", { name: "Who We Are" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tabpanel")).toHaveCount(1); // hidden panels are not exposed
    await expect(page.getByRole("tabpanel").getByRole("heading", { level: 2 })).toHaveText(
      "A Jaipur team that hosts all of India",
    );
    await expect(page.getByRole("tabpanel").getByRole("paragraph")).toContainText("began in Jaipur");

    await tablist.getByRole("tab", { name: "Our Mission" }).click();
    await expect(page.getByRole("tabpanel")).toHaveCount(1);
    await expect(page.getByRole("tabpanel", { name: "Our Mission" }).getByRole("heading")).toHaveText(
      "Make every occasion effortless for the host",
    );
    await expect(page.getByText("A Jaipur team that hosts all of India")).toBeHidden();

    await tablist.getByRole("tab", { name: "Our Vision" }).click();
    await expect(page.getByRole("tabpanel", { name: "Our Vision" }).getByRole("heading")).toHaveText(
      "Indian hospitality, known by name",
    );

    const main = page.getByRole("main");
    await expect(main.getByRole("link", { name: "Contact Us" })).toHaveAttribute("href", "/contact-us");
    await expect(main.getByRole("link", { name: "See membership plans" })).toHaveAttribute(
      "href",
      "/membership",
    );
  });

  test("the tabs follow the arrow keys, Home and End", async ({ page }) => {
    await page.goto("/about-us");
    const tab = (name: string) => page.getByRole("tab", { name });
    await tab("Who We Are").focus();

    await page.keyboard.press("ArrowRight");
    await expect(tab("Our Mission")).toBeFocused();
    await expect(tab("Our Mission")).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tabpanel", { name: "Our Mission" })).toBeVisible();

    await page.keyboard.press("End");
    await expect(tab("Our Vision")).toBeFocused();
    await expect(page.getByRole("tabpanel", { name: "Our Vision" })).toBeVisible();

    await page.keyboard.press("ArrowRight"); // wraps around
    await expect(tab("Who We Are")).toBeFocused();
    await page.keyboard.press("ArrowLeft");
    await expect(tab("Our Vision")).toBeFocused();
    await page.keyboard.press("Home");
    await expect(tab("Who We Are")).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tabpanel", { name: "Who We Are" })).toBeVisible();
    await expect(tab("Our Vision")).toHaveAttribute("tabindex", "-1");
  });
});

test.describe("/hospitality-partner", () => {
  const benefitsOf = (section: Locator) => section.getByRole("term");

  test("lists offerings and the three benefits of each kind of partner", async ({ page }) => {
    await page.goto("/hospitality-partner");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Your hospitality partner for fairs and companies",
    );

    const tradeFair = page.getByRole("region", { name: "Trade Fair Organizer" });
    await expect(tradeFair.getByRole("heading", { name: "What We Offer" })).toBeVisible();
    await expect(tradeFair.getByRole("listitem")).toHaveCount(4);
    await expect(benefitsOf(tradeFair)).toHaveText(["Expertise", "Flexibility", "Quality"]);

    const corporate = page.getByRole("region", { name: "Corporate" });
    await expect(corporate.getByRole("heading", { name: "What We Offer" })).toBeVisible();
    await expect(corporate.getByRole("listitem")).toHaveCount(4);
    await expect(benefitsOf(corporate)).toHaveText(["Professionalism", "Efficiency", "Innovation"]);
  });

  test("every button leads somewhere useful (D14)", async ({ page }) => {
    await page.goto("/hospitality-partner");
    const tradeFair = page.getByRole("region", { name: "Trade Fair Organizer" });
    await expect(tradeFair.getByRole("link", { name: "Partner with Us" })).toHaveAttribute(
      "href",
      PARTNERSHIP_CONTACT_HREF,
    );
    await expect(tradeFair.getByRole("link", { name: "More for trade fair organizers" })).toHaveAttribute(
      "href",
      "/trade-fair-organizer",
    );
    await expect(page.getByRole("link", { name: "Get in Touch" })).toHaveAttribute(
      "href",
      PARTNERSHIP_CONTACT_HREF,
    );

    // The jump links in the banner reach their sections.
    await page.getByRole("main").getByRole("link", { name: "Corporate", exact: true }).click();
    await expect(page).toHaveURL(/#corporate$/);
    await expect(page.getByRole("heading", { name: "Corporate", exact: true })).toBeInViewport();

    await page.getByRole("link", { name: "Explore Corporate Partnership" }).click();
    await expect(page).toHaveURL("/corporate-events");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Corporate Events and Partnerships");

    await page.goto("/hospitality-partner");
    await page.getByRole("link", { name: "Partner with Us" }).click();
    await expect(page).toHaveURL(PARTNERSHIP_CONTACT_HREF);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Contact Us");
  });
});

const PARTNER_PAGES = [
  {
    path: "/trade-fair-organizer",
    title: "Hospitality for Trade Fair Organizers",
    benefits: ["Expertise", "Flexibility", "Quality"],
    offering: "Exhibitor and delegate stays",
  },
  {
    path: "/corporate-events",
    title: "Corporate Events and Partnerships",
    benefits: ["Professionalism", "Efficiency", "Innovation"],
    offering: "Conferences and annual meetings",
  },
] as const;

for (const partner of PARTNER_PAGES) {
  test(`${partner.path} shows its offerings and benefits, and Get in Touch leads to the contact page`, async ({
    page,
  }) => {
    await page.goto(partner.path);
    await expect(page).toHaveTitle(`${partner.title} | Nova Experience`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(partner.title);
    await expect(page.getByRole("heading", { level: 2, name: "What We Offer" })).toBeVisible();
    await expect(page.getByText(partner.offering)).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Why Partner With Us" })).toBeVisible();
    await expect(page.getByRole("term")).toHaveText([...partner.benefits]);
    await expect(page.getByRole("link", { name: "All partnerships" })).toHaveAttribute(
      "href",
      "/hospitality-partner",
    );

    const getInTouch = page.getByRole("link", { name: "Get in Touch" });
    await expect(getInTouch).toHaveCount(1);
    await expect(getInTouch).toHaveAttribute("href", PARTNERSHIP_CONTACT_HREF);
    await getInTouch.click();
    await expect(page).toHaveURL(PARTNERSHIP_CONTACT_HREF);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Contact Us");
  });
}

test.describe("/membership", () => {
  const PLANS = [
    {
      slug: "essentials",
      name: "Essentials",
      price: "₹4,999",
      monthly: "₹416.58",
      usd: "$69",
      features: 4,
      firstFeature: "5% discount on all bookings",
    },
    {
      slug: "premium",
      name: "Premium",
      price: "₹9,999",
      monthly: "₹833.25",
      usd: "$139",
      features: 6,
      firstFeature: "10% discount on all bookings",
    },
    {
      slug: "elite",
      name: "Elite",
      price: "₹19,999",
      monthly: "₹1,666.58",
      usd: "$279",
      features: 6,
      firstFeature: "15% discount on all bookings",
    },
  ] as const;

  test("shows the three plans, Premium highlighted, each with its prices, features and button", async ({
    page,
  }) => {
    await page.goto("/membership");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Travel more, pay less, all year");
    const section = page.getByRole("region", { name: "Membership Plans" });
    await expect(section.getByRole("article")).toHaveCount(3);

    for (const plan of PLANS) {
      const card = section.getByRole("article", { name: plan.name });
      await expect(card.getByRole("heading", { level: 3 })).toHaveText(plan.name);
      await expect(card.getByText(plan.price, { exact: true })).toBeVisible();
      await expect(card.getByText("per year", { exact: true })).toBeVisible();
      await expect(card).toContainText(`${plan.monthly} a month, billed yearly`);
      await expect(card).toContainText(`about ${plan.usd} USD`);
      const features = card.getByRole("list", { name: `${plan.name} features` }).getByRole("listitem");
      await expect(features).toHaveCount(plan.features);
      await expect(features.first()).toHaveText(plan.firstFeature);
      const choose = card.getByRole("link", { name: `Choose ${plan.name}` });
      await expect(choose).toHaveAttribute("href", `/purchase?plan=${plan.slug}`);
      await expect(choose).toHaveAttribute("data-plan", plan.slug);
      await expect(card.getByText("Most popular")).toHaveCount(plan.slug === "premium" ? 1 : 0);
    }

    await expect(page.getByRole("link", { name: "Become a Member Today" })).toHaveAttribute(
      "href",
      "/signup",
    );
  });

  test("the FAQ opens one item at a time, and clicking the open item closes it", async ({ page }) => {
    await page.goto("/membership");
    const faq = page.getByRole("region", { name: "Frequently Asked Questions" });
    const questions = faq.getByRole("heading", { level: 3 });
    await expect(questions).toHaveText([
      "How do I become a member?",
      "Can I upgrade my plan later?",
      "Are there any hidden fees?",
      "What if I want to cancel my membership?",
    ]);
    const items = faq.locator("details");
    const answer = (index: number) => items.nth(index).locator("summary + div");
    for (let index = 0; index < 4; index += 1) await expect(answer(index)).toBeHidden();

    await questions.nth(0).click();
    await expect(answer(0)).toBeVisible();
    await expect(answer(0)).toContainText("Create a free account");

    await questions.nth(1).click();
    await expect(answer(1)).toBeVisible();
    await expect(answer(1)).toContainText("at any time");
    await expect(answer(0)).toBeHidden();

    await questions.nth(1).click();
    await expect(answer(1)).toBeHidden();

    await questions.nth(2).click();
    await expect(answer(2)).toContainText("No. The yearly price shown on each plan is all you pay");

    // From the keyboard: Tab to a question, Enter toggles it; the group still allows one open.
    await items.nth(3).locator("summary").focus();
    await page.keyboard.press("Enter");
    await expect(answer(3)).toBeVisible();
    await expect(answer(2)).toBeHidden();
    await expect(answer(3).getByRole("link", { name: "Read the refund policy" })).toHaveAttribute(
      "href",
      "/refund-policy#membership",
    );
    await page.keyboard.press("Space");
    await expect(answer(3)).toBeHidden();
  });
});

test.describe("/contact-us", () => {
  test("shows both cards, the phone and e-mail, and the form", async ({ page }) => {
    await page.goto("/contact-us?subject=partnership");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Contact Us");
    await expect(page.getByRole("region", { name: "Our Location" })).toBeVisible();

    const message = page.getByRole("region", { name: "Send Us a Message" });
    await expect(message.getByText("Tell us what you have in mind")).toBeVisible();
    await expect(message.getByRole("link", { name: "+91 98765 43210" })).toHaveAttribute(
      "href",
      "tel:+919876543210",
    );
    await expect(message.getByRole("link", { name: "hello@novaexperience.in" })).toHaveAttribute(
      "href",
      "mailto:hello@novaexperience.in",
    );
    // The form itself is tested in contact-form.spec.ts.
    await expect(message.getByRole("button", { name: "Send Message" })).toBeVisible();
  });

  test("the page's policy allows Google's map frame, and only this page's does", async ({ page }) => {
    const policyOf = async (path: string) => {
      await page.goto(path);
      return page.locator('meta[http-equiv="content-security-policy"]').getAttribute("content");
    };
    expect(await policyOf("/contact-us")).toContain("frame-src https://www.google.com");
    expect(await policyOf("/membership")).not.toContain("frame-src");
  });

  for (const { width, height } of [
    { width: 390, height: 450 },
    { width: 1280, height: 600 },
  ]) {
    test(`the map of Jaipur loads, full width and ${height}px high at ${width}px wide`, async ({ page }) => {
      const answered = await stubTheMap(page); // replaces the stub of beforeEach, to count
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/contact-us");
      const map = page.getByRole("region", { name: "Our Location" }).locator("iframe");
      await expect(map).toHaveAttribute("title", "Map of Jaipur, Rajasthan");
      await expect(map).toHaveAttribute("loading", "lazy");
      await expect(map).toHaveAttribute("referrerpolicy", "no-referrer-when-downgrade");

      await map.scrollIntoViewIfNeeded();
      await expect(map).toHaveAttribute("src", MAP_SRC);
      // Loaded, not refused by the Content-Security-Policy (the fixture fails on a violation).
      await expect.poll(answered).toBeGreaterThan(0);
      await expect(
        page.frameLocator('iframe[title="Map of Jaipur, Rajasthan"]').locator("html"),
      ).toBeAttached();

      const box = await map.evaluate((frame) => {
        const card = frame.parentElement!;
        const style = getComputedStyle(card);
        const inner = card.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
        const rect = frame.getBoundingClientRect();
        return { height: rect.height, width: rect.width, inner };
      });
      expect(box.height).toBe(height);
      expect(box.width).toBeCloseTo(box.inner, 0);
    });
  }

  test("the page paints and loads before it asks Google for the map", async ({ page }) => {
    const answered = await stubTheMap(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/contact-us");
    await expect.poll(answered).toBeGreaterThan(0);
    // The frame's timing entry is the parent's once the frame has loaded.
    await expect
      .poll(() => page.evaluate((src) => performance.getEntriesByName(src).length, MAP_SRC))
      .toBeGreaterThan(0);
    const [painted, loaded, asked] = await page.evaluate((src) => {
      const paint = performance.getEntriesByName("first-contentful-paint")[0];
      const navigation = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming;
      const map = performance.getEntriesByName(src)[0];
      return [paint?.startTime ?? Number.NaN, navigation.loadEventStart, map?.startTime ?? Number.NaN];
    }, MAP_SRC);
    expect(painted).toBeGreaterThan(0);
    expect(loaded).toBeGreaterThan(0);
    expect(asked).toBeGreaterThan(painted);
    expect(asked).toBeGreaterThanOrEqual(loaded);
  });
});

test.describe("/refund-policy", () => {
  const SECTIONS = [
    { name: "Travel and Tourism", anchor: "#travel" },
    { name: "Event Management", anchor: "#event" },
    { name: "Food and Beverages", anchor: "#catering" },
    { name: "Membership", anchor: "#membership" },
    { name: "General Terms", anchor: "#general-terms" },
  ];

  test("the side list reaches each of the sections", async ({ page }) => {
    await page.goto("/refund-policy");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Payment, Cancellation and Refund Policy",
    );
    await expect(page.getByText("Last updated 4 Nov 2024")).toBeVisible();
    await expect(page.locator("time")).toHaveAttribute("datetime", "2024-11-04");

    const nav = page.getByRole("navigation", { name: "Policy sections" });
    await expect(nav.getByRole("link")).toHaveText(SECTIONS.map((section) => section.name));
    for (const section of SECTIONS) {
      await expect(nav.getByRole("link", { name: section.name })).toHaveAttribute("href", section.anchor);
      await expect(page.getByRole("region", { name: section.name })).toHaveAttribute(
        "id",
        section.anchor.slice(1),
      );
    }

    await nav.getByRole("link", { name: "Membership" }).click();
    await expect(page).toHaveURL(/#membership$/);
    await expect(page.getByRole("heading", { level: 2, name: "Membership" })).toBeInViewport();
  });

  test("states the specification's figures for each service", async ({ page }) => {
    await page.goto("/refund-policy");
    const section = (name: string) => page.getByRole("region", { name });

    const travel = section("Travel and Tourism");
    for (const text of [
      "Advance payment: 20-30%",
      "Full payment: 15-30 days before travel",
      "Within 24 hours of booking: a full refund is possible",
      "Up to 30 days before travel: a cancellation fee of 25%",
      "30-7 days before travel: a cancellation fee of 50%",
      "Within 7 days of travel: the booking is non-refundable",
      "within 10-15 business days to the original payment method",
    ]) {
      await expect(travel).toContainText(text);
    }

    const event = section("Event Management");
    for (const text of [
      "Deposit: 30-50% of the event cost",
      "is non-refundable",
      "Full payment: 15-30 days before the event",
      "45+ days before the event: a refund of 50% of the amount paid, excluding the deposit",
      "Within 45 days of the event: the booking is non-refundable",
      "within 15-20 business days, minus applicable fees",
    ]) {
      await expect(event).toContainText(text);
    }

    const catering = section("Food and Beverages");
    for (const text of [
      "Deposit: 30-50%",
      "Balance: 7 days before the event",
      "14+ days before the event: 50% of the deposit is refunded",
      "7-14 days before the event: 25% of the deposit is refunded",
      "Within 7 days of the event: no refund",
      "within 10-15 business days",
    ]) {
      await expect(catering).toContainText(text);
    }

    const membership = section("Membership");
    await expect(membership).toContainText("paid in full at registration");
    await expect(membership).toContainText("Membership fees are non-refundable");

    const general = section("General Terms");
    await expect(general.getByRole("listitem")).not.toHaveCount(0);
    await expect(general.getByRole("link", { name: "contact page" })).toHaveAttribute("href", "/contact-us");
  });
});

// axe on each company page as loaded, in both themes, is the crawl's (crawl.spec.ts); here, what
// only a visitor's click shows: the membership questions' accordion open.
for (const theme of ["dark", "light"] as const) {
  test(`axe finds no accessibility violations on /membership with a question open (${theme})`, async ({
    page,
  }) => {
    await page.addInitScript((value) => localStorage.setItem("vite-ui-theme", value), theme);
    await page.goto("/membership");
    await page.getByRole("heading", { name: "How do I become a member?" }).click();
    await hydrated(page);
    await settled(page);
    expect(await axeViolations(page)).toEqual([]);
  });
}
