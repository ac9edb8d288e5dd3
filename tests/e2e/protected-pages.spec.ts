// The pages behind the sign-in while the session is checked (docs/product.md A4: nothing
// renders while persisted state loads): a spinner, then the whole view. The footer waits out
// of sight below the spinner, so nothing a person sees moves when the view arrives: the
// layout shifts, counted as Cumulative Layout Shift counts them, stay within the project's
// goal (CLS <= 0.01, scripts/bench/lighthouse.ts), on Lighthouse's phone and on a desktop.
// On the phone the page also keeps to the screen's width with its tables in it.
import { asAdmin } from "./staff.ts";
import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { becomeMember, hydrated } from "./helpers.ts";
import { RAJASTHAN_BILLING } from "../fixtures/billing.ts";

/** Lighthouse's mobile screen (a Moto G Power), where the signed-in pages are measured. */
const LIGHTHOUSE_PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true };

/** The Layout Instability API's entry (not in TypeScript's DOM types). */
interface LayoutShift extends PerformanceEntry {
  value: number;
  hadRecentInput: boolean;
  sources: { node: Node | null }[];
}

/** Keeps every layout shift of the page from its first paint on. */
async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: PerformanceEntry[] = [];
    const observer = new PerformanceObserver((list) => shifts.push(...list.getEntries()));
    observer.observe({ type: "layout-shift", buffered: true });
    Object.assign(window, { layoutShifts: () => [...shifts, ...observer.takeRecords()] });
  });
}

/**
 * The layout shifts so far that were not caused by the person (as CLS counts them, though
 * summed over the whole visit rather than its worst burst: never less), and what moved.
 */
async function layoutShifts(page: Page): Promise<{ total: number; moved: string[] }> {
  return page.evaluate(async () => {
    // Layout of the last frame is settled and reported.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const entries = (window as unknown as { layoutShifts(): LayoutShift[] })
      .layoutShifts()
      .filter((entry) => !entry.hadRecentInput);
    const name = (node: Node | null) =>
      node instanceof Element ? `<${node.localName} class="${node.className}">` : String(node?.nodeName);
    return {
      total: entries.reduce((sum, entry) => sum + entry.value, 0),
      moved: entries.flatMap((entry) => entry.sources.map((source) => name(source.node))),
    };
  });
}

/** A member with a paid Premium plan (through the API's local test checkout), signed in. */
async function becomePayingMember(page: Page): Promise<void> {
  const { accessToken } = await becomeMember(page, "Kavya Menon");
  const call = async (path: string, data: object) => {
    const response = await page.request.post(`/api/v1${path}`, {
      headers: { Authorization: `Bearer ${accessToken}` },
      data,
    });
    expect(response.ok(), await response.text()).toBe(true);
    return (await response.json()) as Record<string, unknown>;
  };
  const { subscriptions } = (await (await page.request.get("/api/v1/subscription")).json()) as {
    subscriptions: { _id: string; slug: string }[];
  };
  const premium = subscriptions.find((plan) => plan.slug === "premium")!;
  const { order } = (await call("/payment/order", {
    subscriptionId: premium._id,
    billing: RAJASTHAN_BILLING,
  })) as {
    order: { id: string };
  };
  const paid = await call("/payment/local-checkout", { razorpay_order_id: order.id, outcome: "success" });
  await call("/payment/verification", paid);
}

/**
 * Opens `path` with the session check held back, so that its spinner is on screen first (a
 * slow connection; on a fast one the check may end before the first paint): the footer must
 * be out of sight then. Then lets the check through and waits for the view to be `ready`.
 */
async function openWhileTheSessionIsChecked(page: Page, path: string, ready: (page: Page) => Locator) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/api/v1/user/auth/verify/", async (route) => {
    await released;
    await route.continue();
  });
  await page.goto(path);
  await hydrated(page);
  await expect(page.getByRole("status", { name: "Loading" })).toBeVisible();
  // Soft: with the footer in sight, the figure below says by how much it jumped.
  await expect.soft(page.getByRole("contentinfo")).not.toBeInViewport();
  release();
  await expect(ready(page)).toBeVisible();
}

async function expectNothingMoved(page: Page) {
  const { total, moved } = await layoutShifts(page);
  expect(total, `layout shifts of ${moved.join(", ")}`).toBeLessThanOrEqual(0.01);
}

/** The pages, who opens them, and what shows once each has its data. */
const SIGNED_IN_PAGES: { path: string; as: "member" | "admin"; ready: (page: Page) => Locator }[] = [
  {
    path: "/dashboard",
    as: "member",
    ready: (page) => page.getByRole("tabpanel", { name: "Recent Invoices" }).getByRole("row").nth(1),
  },
  {
    path: "/invoice",
    as: "member",
    ready: (page) => page.getByRole("table", { name: "A list of your recent invoices." }),
  },
  {
    path: "/purchase?plan=premium",
    as: "member",
    ready: (page) => page.getByRole("region", { name: "Premium" }),
  },
  {
    path: "/admin-dashboard",
    as: "admin",
    ready: (page) => page.getByRole("tabpanel").locator("tbody tr").first(),
  },
];

const signIn = (page: Page, as: "member" | "admin") =>
  as === "admin" ? asAdmin(page) : becomePayingMember(page);

test.describe("on a phone", () => {
  test.use(LIGHTHOUSE_PHONE);

  for (const { path, as, ready } of SIGNED_IN_PAGES) {
    test(`${path}: the footer stays put while the session is checked and the view appears, within the screen's width`, async ({
      page,
    }) => {
      await signIn(page, as);
      await recordLayoutShifts(page);
      await openWhileTheSessionIsChecked(page, path, ready);
      await expectNothingMoved(page);
      // Nothing wider than the screen, or the phone zooms the page out (moving what is fixed).
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(
        LIGHTHOUSE_PHONE.viewport.width,
      );
    });
  }
});

test("/dashboard on a desktop: the footer stays put while the session is checked and the view appears", async ({
  page,
}) => {
  const { path, as, ready } = SIGNED_IN_PAGES[0]!;
  await signIn(page, as);
  await recordLayoutShifts(page);
  await openWhileTheSessionIsChecked(page, path, ready);
  await expectNothingMoved(page);
});
