// The catalogue pages (docs/product.md B2, D14): services,
// experiences, brands and the brand pages. Buttons that open an inquiry form are links to the
// contact page until the inquiry dialog takes them over, so they are checked by their
// service type and their fallback address.
import type { Locator, Page } from "@playwright/test";
import { contactHrefFor, PARTNERSHIP_CONTACT_HREF, type ServiceType } from "../../src/config/inquiry.ts";
import { expect, test } from "./fixtures.ts";
import { axeViolations } from "./helpers.ts";

const ROUTES = [
  "/services",
  "/experience",
  "/our-brands",
  "/astra-novae-voyages",
  "/royal-alfresco",
  "/royal-halwai-caterers",
  "/tirtham-darshanam",
  "/royal-weddings-by-novaexperience",
];

const main = (page: Page) => page.getByRole("main");

async function expectInquiryButton(button: Locator, type: ServiceType) {
  await expect(button).toBeVisible();
  await expect(button).toHaveAttribute("data-inquiry-type", String(type));
  await expect(button).toHaveAttribute("href", contactHrefFor(type));
}

async function expectOneH1(page: Page, name: string) {
  await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
}

test.describe("/services", () => {
  const TABS = [
    {
      label: "Event Management",
      type: 1,
      cards: [
        "Corporate Events",
        "Weddings",
        "Social Events",
        "Destination Events",
        "Exhibitions and Trade Fairs",
      ],
    },
    {
      label: "Food & Beverages",
      type: 2,
      cards: [
        "Luxury Outdoor Catering",
        "Budget-Friendly Outdoor Catering",
        "Corporate Catering",
        "Event Catering",
      ],
    },
    {
      label: "Travel & Tourism",
      type: 3,
      cards: [
        "Destination Management",
        "Accommodation and Logistics",
        "Special Events and Experiences",
        "Luxury and Wellness Travel",
        "Corporate and Group Travel",
        "Sustainable and Responsible Tourism",
        "Travel Support Services",
      ],
    },
  ] as const;

  test("three tabs, Event Management first, each card opening the form of its type", async ({ page }) => {
    await page.goto("/services");
    await expectOneH1(page, "Our Services");
    await expect(page).toHaveTitle("Services | Nova Experience");

    const tabs = page.getByRole("tablist", { name: "Services" }).getByRole("tab");
    await expect(tabs).toHaveText(TABS.map((tab) => tab.label));
    await expect(page.getByRole("tab", { name: "Event Management" })).toHaveAttribute(
      "aria-selected",
      "true",
    );

    for (const tab of TABS) {
      await page.getByRole("tab", { name: tab.label }).click();
      await expect(page.getByRole("tab", { name: tab.label })).toHaveAttribute("aria-selected", "true");
      const panel = page.getByRole("tabpanel", { name: tab.label });
      await expect(page.getByRole("tabpanel")).toHaveCount(1); // only the selected one shows
      await expect(panel.getByRole("heading", { level: 2 })).toHaveText(tab.label);
      await expect(panel.getByRole("heading", { level: 3 })).toHaveText([...tab.cards]);
      for (const card of tab.cards) {
        await expectInquiryButton(panel.getByRole("link", { name: `Enquire now about ${card}` }), tab.type);
      }
      await expect(panel.getByRole("link")).toHaveCount(tab.cards.length);
    }
  });

  test("the tabs answer the arrow keys, Home and End", async ({ page }) => {
    await page.goto("/services");
    const tab = (name: string) => page.getByRole("tab", { name });
    await tab("Event Management").focus();

    await page.keyboard.press("ArrowRight");
    await expect(tab("Food & Beverages")).toBeFocused();
    await expect(tab("Food & Beverages")).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tabpanel", { name: "Food & Beverages" })).toBeVisible();

    await page.keyboard.press("End");
    await expect(tab("Travel & Tourism")).toBeFocused();
    await expect(page.getByRole("tabpanel", { name: "Travel & Tourism" })).toBeVisible();

    await page.keyboard.press("ArrowRight"); // wraps round
    await expect(tab("Event Management")).toBeFocused();
    await page.keyboard.press("ArrowLeft");
    await expect(tab("Travel & Tourism")).toBeFocused();
    await page.keyboard.press("Home");
    await expect(tab("Event Management")).toBeFocused();
    await expect(tab("Event Management")).toHaveAttribute("aria-selected", "true");

    // One tab stop for the whole list: Tab moves into the selected panel.
    await page.keyboard.press("Tab");
    await expect(page.getByRole("tabpanel", { name: "Event Management" })).toBeFocused();
  });
});

test.describe("/experience", () => {
  const EXPERIENCES = [
    "Culture",
    "Adventure",
    "Luxury",
    "Family",
    "Romantic",
    "Historical",
    "Wellness",
    "Eco-Friendly and Sustainable",
  ];

  test("eight experiences, each listing what is included and opening the travel form", async ({ page }) => {
    await page.goto("/experience");
    await expectOneH1(page, "Journeys that stay with you");

    const cards = main(page).getByRole("article");
    await expect(cards).toHaveCount(8);
    await expect(cards.getByRole("heading", { level: 3 })).toHaveText(EXPERIENCES);
    for (const name of EXPERIENCES) {
      const card = main(page).getByRole("article", { name, exact: true });
      await expect(card.getByRole("heading", { level: 4, name: "What's included" })).toBeVisible();
      expect(await card.getByRole("listitem").count()).toBeGreaterThanOrEqual(3);
      await expectInquiryButton(card.getByRole("link", { name: `Plan this trip: ${name}` }), 3);
    }
  });

  test("'Start Your Journey' and the closing block lead to /services", async ({ page }) => {
    await page.goto("/experience");
    await expect(main(page).getByRole("link", { name: "Explore Our Services" })).toHaveAttribute(
      "href",
      "/services",
    );
    await main(page).getByRole("link", { name: "Start Your Journey" }).click();
    await expect(page).toHaveURL(/\/services\/?$/);
    await expectOneH1(page, "Our Services");
  });
});

test.describe("/our-brands", () => {
  const BRANDS = [
    { name: "Astra Novae Voyages", category: "Premium travel", href: "/astra-novae-voyages" },
    { name: "Royal Alfresco", category: "Luxury outdoor catering", href: "/royal-alfresco" },
    { name: "Royal Halwai Caterers", category: "Budget catering", href: "/royal-halwai-caterers" },
  ];

  test("three brand cards with features, each leading to its page; Get in Touch to partnerships", async ({
    page,
  }) => {
    await page.goto("/our-brands");
    await expectOneH1(page, "Our Brands");

    const cards = main(page).getByRole("list", { name: "Brands" }).getByRole("article");
    await expect(cards).toHaveCount(3);
    for (const brand of BRANDS) {
      const card = main(page).getByRole("article", { name: brand.name });
      await expect(card).toContainText(brand.category);
      expect(await card.getByRole("listitem").count()).toBeGreaterThanOrEqual(3);
      await expect(card.getByRole("link", { name: `Explore ${brand.name}` })).toHaveAttribute(
        "href",
        brand.href,
      );
    }
    await expect(main(page).getByRole("link", { name: "Get in Touch" })).toHaveAttribute(
      "href",
      PARTNERSHIP_CONTACT_HREF,
    );
    await expect(main(page).getByRole("link", { name: "Tirtham Darshanam" })).toHaveAttribute(
      "href",
      "/tirtham-darshanam",
    );
    await expect(main(page).getByRole("link", { name: "Royal Weddings by NovaExperience" })).toHaveAttribute(
      "href",
      "/royal-weddings-by-novaexperience",
    );

    await main(page).getByRole("link", { name: "Explore Royal Alfresco" }).click();
    await expect(page).toHaveURL(/\/royal-alfresco\/?$/);
    await expectOneH1(page, "Royal Alfresco");
  });
});

test.describe("brand pages", () => {
  test("/astra-novae-voyages: 'Discover Your Next Journey' opens the travel form; Get in Touch", async ({
    page,
  }) => {
    await page.goto("/astra-novae-voyages");
    await expectOneH1(page, "Astra Novae Voyages");
    await expectInquiryButton(main(page).getByRole("link", { name: "Discover Your Next Journey" }), 3);
    await expect(main(page).getByRole("link", { name: "Get in Touch" })).toHaveAttribute(
      "href",
      "/contact-us",
    );
    await expectInquiryButton(main(page).getByRole("link", { name: "Plan a Journey" }), 3);
    await expect(
      main(page).getByRole("heading", { level: 2, name: "What every voyage includes" }),
    ).toBeVisible();

    // Each journey is drawn as its route: an ordered list of at least two stops.
    const voyages = main(page).getByRole("region", { name: "Journeys to start from" }).getByRole("article");
    expect(await voyages.count()).toBeGreaterThanOrEqual(1);
    for (const voyage of await voyages.all()) {
      const name = await voyage.getByRole("heading", { level: 3 }).textContent();
      const stops = voyage.getByRole("list", { name: `The route of ${name}` }).getByRole("listitem");
      expect(await stops.count()).toBeGreaterThanOrEqual(2);
    }
  });

  test("/royal-alfresco: 'Book Your Outdoor Luxury Catering' opens the catering form", async ({ page }) => {
    await page.goto("/royal-alfresco");
    await expectOneH1(page, "Royal Alfresco");
    await expectInquiryButton(main(page).getByRole("link", { name: "Book Your Outdoor Luxury Catering" }), 2);
    await expectInquiryButton(main(page).getByRole("link", { name: "Ask for a Menu" }), 2);
    await expect(main(page).getByRole("link", { name: "See All Our Brands" })).toHaveAttribute(
      "href",
      "/our-brands",
    );

    // Each open-air setting says how many guests it seats and what comes with it.
    const settings = main(page).getByRole("region", { name: "Where we set the table" }).getByRole("article");
    expect(await settings.count()).toBeGreaterThanOrEqual(1);
    for (const setting of await settings.all()) {
      await expect(setting.getByRole("term").filter({ hasText: "Guests" })).toBeVisible();
      await expect(setting.getByRole("definition").first()).toHaveText(/^[\d,]+ to [\d,]+$/);
      await expect(setting.getByRole("heading", { level: 4, name: "What is included" })).toBeVisible();
    }
  });

  test("/royal-weddings-by-novaexperience: Start Planning to /services, Contact Us to /contact-us", async ({
    page,
  }) => {
    await page.goto("/royal-weddings-by-novaexperience");
    await expectOneH1(page, "Royal Weddings by NovaExperience");
    const startPlanning = main(page).getByRole("link", { name: "Start Planning" });
    const contactUs = main(page).getByRole("link", { name: "Contact Us" });
    await expect(startPlanning).toHaveCount(2);
    await expect(contactUs).toHaveCount(2);
    for (const link of await startPlanning.all()) await expect(link).toHaveAttribute("href", "/services");
    for (const link of await contactUs.all()) await expect(link).toHaveAttribute("href", "/contact-us");
    await expect(main(page).getByRole("heading", { level: 3 })).toHaveText([
      "Mehendi and Haldi",
      "Sangeet",
      "Baraat and Pheras",
      "Reception",
    ]);
  });

  test("/tirtham-darshanam: six tours with duration and places; 'Plan Your Pilgrimage'", async ({ page }) => {
    await page.goto("/tirtham-darshanam");
    await expectOneH1(page, "Tirtham Darshanam");
    const tours = main(page).getByRole("region", { name: "Our pilgrimage tours" }).getByRole("article");
    await expect(tours).toHaveCount(6);
    await expect(tours.getByRole("heading", { level: 3 })).toHaveText([
      "Char Dham Yatra",
      "Kashi Vishwanath & Prayagraj",
      "Tirupati Balaji",
      "Rameswaram & Madurai",
      "Vaishno Devi",
      "Dwarka & Somnath",
    ]);
    const charDham = main(page).getByRole("article", { name: "Char Dham Yatra" });
    await expect(charDham).toContainText(/Duration:\s*11 days, 10 nights/);
    await expect(charDham.getByRole("list", { name: "Places on the Char Dham Yatra tour" })).toContainText(
      "Kedarnath",
    );
    const plan = main(page).getByRole("link", { name: "Plan Your Pilgrimage" });
    await expect(plan).toHaveCount(2);
    for (const link of await plan.all()) await expectInquiryButton(link, 3);
  });

  test.describe("/royal-halwai-caterers", () => {
    const MENU = [
      { name: "Vegetarian Platter", note: "simmered overnight" },
      { name: "Tandoori Special", note: "still smoking" },
      { name: "Dessert Extravaganza", note: "the slow way" },
    ];

    test("three menu items whose descriptions show on keyboard focus and on hover", async ({ page }) => {
      await page.goto("/royal-halwai-caterers");
      await expectOneH1(page, "Royal Halwai Caterers");
      await expectInquiryButton(main(page).getByRole("link", { name: "Get a Catering Quote" }).first(), 2);

      const items = main(page).getByRole("region", { name: "From our kitchen" }).getByRole("article");
      await expect(items).toHaveCount(3);
      await expect(items.getByRole("heading", { level: 3 })).toHaveText(MENU.map((item) => item.name));
      // A printed menu: every dish of a course carries its food mark.
      for (const item of MENU) {
        const dishes = main(page)
          .getByRole("list", { name: `Dishes of the ${item.name}` })
          .getByRole("listitem");
        expect(await dishes.count()).toBeGreaterThanOrEqual(1);
        for (const dish of await dishes.all()) await expect(dish.getByText(/^(Veg|Non-veg)$/)).toBeVisible();
      }

      // Keyboard: the items come right after the hero's button in the tab order.
      await main(page).getByRole("link", { name: "Get a Catering Quote" }).first().focus();
      for (const item of MENU) {
        const card = main(page).getByRole("article", { name: item.name });
        const description = card.getByText(item.note, { exact: false });
        await expect(description).toHaveCSS("opacity", "0");
        // Screen readers have it all along, as the item's description.
        await expect(card).toHaveAccessibleDescription(new RegExp(item.note));
        await page.keyboard.press("Tab");
        await expect(card).toBeFocused();
        await expect(description).toHaveCSS("opacity", "1");
      }

      // Pointer: hovering the first item shows its description once focus has moved on.
      await page.keyboard.press("Tab");
      const first = main(page).getByRole("article", { name: "Vegetarian Platter" });
      await expect(first.getByText("simmered overnight")).toHaveCSS("opacity", "0");
      await first.hover();
      await expect(first.getByText("simmered overnight")).toHaveCSS("opacity", "1");
    });
  });
});

test.describe("on a touch screen", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("menu descriptions show without hovering, and every page fits the width", async ({ page }) => {
    await page.goto("/royal-halwai-caterers");
    const first = main(page).getByRole("article", { name: "Vegetarian Platter" });
    await expect(first.getByText("simmered overnight")).toHaveCSS("opacity", "1");

    for (const route of ROUTES) {
      await page.goto(route);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${route} scrolls sideways`).toBeLessThanOrEqual(0);
    }
  });
});

test("each page has a description of its own for search results and shared links", async ({ request }) => {
  const descriptions = new Map<string, string>();
  for (const route of ROUTES) {
    const html = await (await request.get(route)).text();
    const description = /<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? "";
    expect(description, route).toMatch(/.{60,}/);
    expect(descriptions.get(description), `${route} has the description of another page`).toBeUndefined();
    descriptions.set(description, route);
  }
});

test.describe("accessibility", () => {
  for (const theme of ["dark", "light"] as const) {
    test.describe(`${theme} theme`, () => {
      test.beforeEach(async ({ page }) => {
        await page.addInitScript((value) => localStorage.setItem("vite-ui-theme", value), theme);
      });

      // axe on each of these pages as loaded, in both themes, is the crawl's (crawl.spec.ts), and
      // the stored theme before the first paint site-shell.spec.ts's (one layout for every page).
      test("the panels hidden at first and a shown menu description have no axe violations", async ({
        page,
      }) => {
        await page.goto("/services");
        for (const tab of ["Food & Beverages", "Travel & Tourism"]) {
          await page.getByRole("tab", { name: tab }).click();
          expect(await axeViolations(page, '[role="tabpanel"]:not([hidden])'), tab).toEqual([]);
        }
        await page.goto("/royal-halwai-caterers");
        await main(page).getByRole("article", { name: "Tandoori Special" }).focus();
        await expect(page.getByText("still smoking")).toHaveCSS("opacity", "1");
        expect(await axeViolations(page, "header:has(#menu-heading) + ul")).toEqual([]);
      });
    });
  }
});
