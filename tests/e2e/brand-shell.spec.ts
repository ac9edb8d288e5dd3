// Decision 0019: the shell on every screen and for every visitor. The signed-in phone menu leads
// to the member's and the admin's pages; the tables show all their data on a phone; axe passes
// with an error toast open; every public page is reachable by links from the home page. That
// no public page scrolls sideways at 320, 390 or 1366 px is checked where each page is loaded
// once for all its checks (crawl.spec.ts).
import { asAdmin } from "./staff.ts";
import type { Page } from "@playwright/test";
import { PUBLIC_ROUTES } from "../../src/config/routes.ts";
import { expect, test } from "./fixtures.ts";
import { becomeMember, expectNoViolations, hydrated } from "./helpers.ts";

const THEMES = ["dark", "light"] as const;
const PHONE = { width: 390, height: 844 };

async function useTheme(page: Page, theme: (typeof THEMES)[number]) {
  await page.addInitScript((value) => {
    if (window === window.top) localStorage.setItem("vite-ui-theme", value);
  }, theme);
}

/** The page is no wider than the window: nothing to scroll sideways. */
async function overflowOf(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

test.describe("the phone menu of a signed-in person", () => {
  test.use({ viewport: PHONE });

  test("a visitor's menu offers Log in and nothing of an account", async ({ page }) => {
    await page.goto("/services");
    await page.getByRole("button", { name: "Open menu" }).click();
    const account = page.getByRole("dialog", { name: "Menu" }).getByRole("navigation", { name: "Account" });
    await expect(account.getByRole("link")).toHaveText(["Log in"]);
  });

  test("a member's menu leads to the dashboard and the invoices, not to Log in", async ({ page }) => {
    await becomeMember(page, "Meera Joshi");
    await page.goto("/");
    const drawer = page.getByRole("dialog", { name: "Menu" });
    const account = drawer.getByRole("navigation", { name: "Account" });

    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(account.getByRole("link")).toHaveText(["Dashboard", "Invoices"]);
    await account.getByRole("link", { name: "Dashboard" }).click();
    await expect(page).toHaveURL("/dashboard");
    await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();

    await page.getByRole("button", { name: "Open menu" }).click();
    await account.getByRole("link", { name: "Invoices" }).click();
    await expect(page).toHaveURL("/invoice");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });

  test("an admin's menu leads to the admin panel", async ({ page }) => {
    await asAdmin(page);
    await page.goto("/our-brands");
    await page.getByRole("button", { name: "Open menu" }).click();
    const account = page.getByRole("dialog", { name: "Menu" }).getByRole("navigation", { name: "Account" });
    await expect(account.getByRole("link")).toHaveText(["Admin Panel", "Dashboard", "Invoices"]);
    await account.getByRole("link", { name: "Admin Panel" }).click();
    await expect(page).toHaveURL("/admin-dashboard");
    await expect(page.getByRole("heading", { name: "Admin Panel", level: 1 })).toBeVisible();
  });
});

/** Every cell of every table on the page lies inside the window, and so does each caption. */
async function expectTablesReadable(page: Page) {
  const tables = page.locator("main table");
  await expect(tables.first()).toBeVisible();
  const outside = await tables.evaluateAll((elements) =>
    elements.flatMap((table) =>
      [...table.querySelectorAll("td, caption")].flatMap((cell) => {
        const box = cell.getBoundingClientRect();
        const clipped = cell.scrollWidth > cell.clientWidth + 1;
        return box.left < 0 || box.right > window.innerWidth + 0.5 || clipped
          ? [
              `${cell.tagName} "${cell.textContent?.trim().slice(0, 40)}" at ${Math.round(box.left)}..${Math.round(box.right)}`,
            ]
          : [];
      }),
    ),
  );
  expect(outside).toEqual([]);
  expect(await overflowOf(page)).toBe(0);
}

test.describe("tables on a phone", () => {
  test.use({ viewport: PHONE });

  test("the invoice tables show every column and the whole caption without a sideways scroll", async ({
    page,
  }) => {
    const { user } = await becomeMember(page, "Kabir Sethi");
    // The member's invoices as the API would list them (the layout is what is under test;
    // paying is membership.spec.ts's business): a long address, both plans.
    const invoices = ["Premium", "Standard"].map((plan, index) => ({
      _id: `00000000-0000-4000-8000-00000000000${index}`,
      number: 10 + index,
      serial: `NE/26-27/00001${index}`,
      documentKind: "invoice",
      userId: { _id: "u1", email: "kabir.sethi.with.a.long.address@example.com", name: user.name },
      subscriptionId: { _id: `p${index}`, name: plan },
      amount: 9999,
      amountPaise: 999_900,
      currency: "INR",
      billingFrequency: "yearly",
      paymentId: `pay_${index}`,
      purchaseDate: "2026-03-0" + (index + 1) + "T10:00:00.000Z",
      createdAt: "2026-03-0" + (index + 1) + "T10:00:00.000Z",
      startsAt: "2026-03-0" + (index + 1) + "T10:00:00.000Z",
      nextBillingDate: "2027-03-0" + (index + 1) + "T10:00:00.000Z",
      status: "paid",
      refundedAt: null,
      refundedPaise: 0,
      paidBy: "online",
      creditNote: null,
      deductedOn: null,
    }));
    await page.route(/\/api\/v1\/invoice\/getall\//, (route) => route.fulfill({ json: { invoices } }));

    await page.goto("/invoice");
    await hydrated(page);
    await expect(page.getByText("A list of your recent invoices.")).toBeVisible();
    await expectTablesReadable(page);
    // Each row reads as a card: the columns' names beside the values, the link in reach.
    const row = page.locator("main tbody tr").first();
    for (const heading of ["Email", "Plan Name", "Plan Type", "Purchased At", "Plan Expire"]) {
      await expect(row.locator(`td[data-label="${heading}"]`)).toBeVisible();
    }
    await expect(row).toContainText("March 2, 2026");
    await expect(row.getByRole("link", { name: /^View invoice/ })).toBeVisible();

    await page.goto("/dashboard");
    await hydrated(page);
    await expect(page.getByText("A list of your recent invoices.")).toBeVisible();
    await expectTablesReadable(page);
  });

  test("the admin tables show every column without a sideways scroll", async ({ page }) => {
    await becomeMember(page, "Isha Menon with a rather long name for a phone");
    await page.context().clearCookies();
    const admin = await page.context().newPage();
    await asAdmin(admin);
    await admin.goto("/admin-dashboard");
    await hydrated(admin);
    await expect(admin.locator("main tbody tr").first()).toBeVisible();
    await expectTablesReadable(admin);
    for (const tab of ["Invoices", "Enquiries", "Inquiries"]) {
      await admin.getByRole("tablist", { name: "Admin lists" }).getByRole("tab", { name: tab }).click();
      const panel = admin.getByRole("tabpanel");
      await expect(panel.locator("table[aria-busy]")).toHaveCount(0);
      await expect(panel.locator("tbody tr").first().or(panel.getByText(/^No /).first())).toBeVisible();
      if ((await panel.locator("tbody tr").count()) > 0) await expectTablesReadable(admin);
    }
  });
});

for (const theme of THEMES) {
  test(`axe finds nothing with an error toast open (${theme})`, async ({ page }) => {
    await useTheme(page, theme);
    // A toast left for this page by the previous one (src/stores/toast.ts), as after a failed redirect.
    await page.addInitScript(() => {
      if (window !== window.top) return; // the contact page's map frame
      sessionStorage.setItem(
        "pending-toast",
        JSON.stringify({
          title: "Error",
          description: "Something went wrong. Please try again.",
          variant: "destructive",
          dismissible: true,
          duration: 600_000,
        }),
      );
    });
    for (const route of ["/", "/contact-us"]) {
      await page.goto(route);
      await hydrated(page);
      const alert = page.getByRole("region", { name: "Notifications" }).getByRole("alert");
      await expect(alert).toContainText("Something went wrong. Please try again.");
      await expectNoViolations(page);
    }
  });
}

test("every public page is reachable by links from the home page", async ({ request }) => {
  const reached = new Set<string>(["/"]);
  const queue = ["/"];
  while (queue.length > 0) {
    const path = queue.shift()!;
    const html = await (await request.get(path)).text();
    for (const [, href] of html.matchAll(/<a\b[^>]*\shref="([^"]+)"/g)) {
      if (!href || !href.startsWith("/") || href.startsWith("//")) continue;
      const target = new URL(href, "http://site").pathname;
      if (!reached.has(target) && (PUBLIC_ROUTES as readonly string[]).includes(target)) {
        reached.add(target);
        queue.push(target);
      }
    }
  }
  expect([...PUBLIC_ROUTES].filter((route) => !reached.has(route))).toEqual([]);
});

test("/favicon.ico answers with an icon", async ({ request }) => {
  const response = await request.get("/favicon.ico");
  expect(response.status()).toBe(200);
  const body = await response.body();
  expect([...body.subarray(0, 4)]).toEqual([0, 0, 1, 0]); // an ICO header
});

// The header's logo draws the outlines; the phone menu's and the footer's reuse them (<use>,
// src/components/brand-logo.astro). A reuse that points at nothing would leave an empty box.
for (const theme of THEMES) {
  test(`the logo is drawn whole in the header, the phone menu and the footer (${theme})`, async ({
    page,
  }) => {
    await useTheme(page, theme);
    await page.setViewportSize(PHONE);
    await page.goto("/hi/services");
    const drawn = (selector: string) =>
      page
        .locator(selector)
        .first()
        .evaluate((svg) => {
          const drawing = svg.querySelector<SVGGraphicsElement>("g, use")!;
          const box = drawing.getBBox();
          return {
            name: svg.getAttribute("aria-label"),
            box: [box.x, box.y, box.width, box.height].map(Math.round),
            wordmark: getComputedStyle(svg).color,
          };
        });
    const header = await drawn('header svg[role="img"]');
    expect(header.name).toBe("Nova Experience");
    expect(header.box[2]).toBeGreaterThan(100);
    await page.getByRole("button", { name: "मेन्यू खोलें" }).click();
    await expect(page.locator("dialog#site-drawer")).toBeVisible();
    for (const place of ['dialog#site-drawer svg[role="img"]', 'footer svg[role="img"]']) {
      const reused = await drawn(place);
      expect(reused.name).toBe("Nova Experience");
      expect(reused.box).toEqual(header.box);
      expect(reused.wordmark).toBe(header.wordmark);
    }
  });
}
