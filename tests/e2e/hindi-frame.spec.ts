// The Hindi pages' frame around their words (decision 0036): the Devanagari face, cut to the
// site's Hindi words, comes from this site and only to the pages that show Devanagari in it;
// each language has its own social card; a missing address under /hi/ answers in Hindi.
import type { Page, Route } from "@playwright/test";
import { expect, forgive, test } from "./fixtures.ts";

/** The web fonts a page downloads while it loads: URL and bytes. */
async function fontsLoaded(page: Page, path: string): Promise<{ url: string; bytes: number }[]> {
  const fonts: Promise<{ url: string; bytes: number }>[] = [];
  page.on("response", (response) => {
    if (response.request().resourceType() === "font") {
      fonts.push(response.body().then((body) => ({ url: response.url(), bytes: body.length })));
    }
  });
  await page.goto(path);
  await page.evaluate(() => document.fonts.ready);
  return Promise.all(fonts);
}

const DEVANAGARI_FACE = /\/_astro\/noto-sans-devanagari\.[\w-]+\.woff2$/;

test("a Hindi page draws its words in the Devanagari face from this site, conjuncts and all", async ({
  page,
  baseURL,
}) => {
  const fonts = await fontsLoaded(page, "/hi/corporate-events");
  const devanagari = fonts.filter((font) => DEVANAGARI_FACE.test(font.url));
  expect(devanagari).toHaveLength(1);
  // Same origin (the policy allows fonts from 'self' only) and cut to the site's words.
  expect(new URL(devanagari[0]!.url).origin).toBe(new URL(baseURL!).origin);
  expect(devanagari[0]!.bytes).toBeLessThan(40 * 1024);
  // Preloaded: the heading, the largest text of the first screen, is Devanagari. Then the
  // text face (Latin names and figures in the text), not the display face: its Latin letters
  // are not on the way to the first paint (site-head.astro).
  const preloaded = await page
    .locator('link[rel="preload"][as="font"]')
    .evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname));
  expect(preloaded).toHaveLength(2);
  expect(preloaded[0]).toMatch(DEVANAGARI_FACE);
  expect(preloaded[1]).toMatch(/\/_astro\/manrope-core\.[\w-]+\.woff2$/);
  const heading = page.getByRole("heading", { level: 1 });
  await expect(heading).toContainText("कॉरपोरेट");
  // The heading and the text are set in the face (Latin names stay in the brand's faces).
  const families = await heading.evaluate((element) => getComputedStyle(element).fontFamily);
  expect(families).toContain("Noto Sans Devanagari");
  expect(await page.evaluate(() => document.fonts.check('600 32px "Noto Sans Devanagari"', "क्षत्रिय"))).toBe(
    true,
  );
});

// The Devanagari face is held until the page has painted without it, as on a slow line: the
// system's Noto (fonts-noto-core here, Android's own) draws the words meanwhile, at the web
// face's one weight (devanagari.css), so nothing moves when it arrives. Before, the system's
// real Bold, wider by 8%, drew the tabs and moved them (CLS 0.0005, seen on a busy machine).
for (const path of ["/hi/services", "/hi/about-us", "/hi/corporate-events"]) {
  test(`${path} does not move when its Devanagari face arrives after the first paint`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const held: Route[] = [];
    await page.route(DEVANAGARI_FACE, (route) => {
      held.push(route);
    });
    await page.goto(path, { waitUntil: "commit" });
    await page.waitForFunction(() => performance.getEntriesByName("first-contentful-paint").length > 0);
    await expect.poll(() => held.length).toBe(1);
    await held[0]!.continue();
    await page.evaluate(() => document.fonts.ready);
    expect(await page.evaluate(() => document.fonts.check('16px "Noto Sans Devanagari"', "क"))).toBe(true);
    const shift = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          // Every shift so far is in the buffer; the observer holds them from observe() on
          // (takeRecords), and a frame after the face has been drawn adds any late one.
          let total = 0;
          const add = (entries: PerformanceEntryList) => {
            for (const entry of entries as (PerformanceEntry & { value: number })[]) total += entry.value;
          };
          const observer = new PerformanceObserver((list) => add(list.getEntries()));
          observer.observe({ type: "layout-shift", buffered: true });
          requestAnimationFrame(() =>
            requestAnimationFrame(() => {
              add(observer.takeRecords());
              observer.disconnect();
              resolve(total);
            }),
          );
        }),
    );
    expect(shift).toBe(0);
  });
}

test("an English page shows its switch's हिन्दी in the system's face and downloads no Devanagari", async ({
  page,
}) => {
  const fonts = await fontsLoaded(page, "/services");
  expect(await page.locator("main").innerText()).not.toMatch(/[\u0900-\u097F]/);
  await expect(page.getByRole("link", { name: "हिन्दी" }).first()).toBeVisible();
  expect(fonts.filter((font) => /devanagari/.test(font.url))).toEqual([]);
  // The face is not even declared on an English page.
  const faces = await page.evaluate(() => [...document.fonts].map((face) => face.family));
  expect(faces.some((family) => family.includes("Devanagari"))).toBe(false);
});

test("each language has its own social card, and both are served", async ({ request }) => {
  const ogImage = async (path: string) => {
    const html = await (await request.get(path)).text();
    return /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1];
  };
  const english = await ogImage("/services");
  const hindi = await ogImage("/hi/services");
  expect(english).toMatch(/\/og\/services\.png$/);
  expect(hindi).toMatch(/\/og\/hi\/services\.png$/);
  // A Hindi page without a card of its own gets the Hindi site card, not the English one.
  expect(await ogImage("/hi/api-reference")).toMatch(/\/og\/hi\/site\.png$/);
  for (const card of [new URL(english!).pathname, new URL(hindi!).pathname, "/og/hi/site.png"]) {
    const response = await request.get(card);
    expect(response.status(), card).toBe(200);
    expect(response.headers()["content-type"]).toBe("image/png");
  }
  const [a, b] = await Promise.all(
    [english!, hindi!].map(async (card) => (await request.get(new URL(card).pathname)).body()),
  );
  expect(a!.equals(b!)).toBe(false);
});

test("a missing address under /hi/ answers 404 with the Hindi page; elsewhere the English one", async ({
  page,
  pageProblems,
}) => {
  const hindi = await page.goto("/hi/no-such-page");
  expect(hindi?.status()).toBe(404);
  await expect(page.locator("html")).toHaveAttribute("lang", "hi");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("यह पृष्ठ मौजूद नहीं है");
  // It answers for every missing address: no address of its own to name.
  await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
  // Its way home stays in Hindi.
  await expect(page.getByRole("link", { name: "होम पेज पर लौटें" })).toHaveAttribute("href", "/hi");

  const english = await page.goto("/no-such-page");
  expect(english?.status()).toBe(404);
  await expect(page.locator("html")).toHaveAttribute("lang", "en-IN");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("This page does not exist");
  await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);

  // Chromium reports each document's own 404 on the console; those are the point here.
  forgive(pageProblems, /status of 404 \(Not Found\)/);
});

test("the API reference's frame is in Hindi; its operations stay as the API writes them", async ({
  page,
}) => {
  await page.goto("/hi/api-reference");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("API संदर्भ");
  await expect(page.getByRole("heading", { name: "एंडपॉइंट", exact: true, level: 2 })).toBeVisible();
  await page.getByRole("link", { name: "खाते और सत्र" }).click();
  await expect(page).toHaveURL("/hi/api-reference/accounts");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("खाते और सत्र");
  const signUp = page.locator("#op-signUp");
  await expect(signUp.getByText("कौन बुला सकता है:")).toBeVisible();
  await expect(signUp.getByRole("heading", { name: "जवाब", level: 3 })).toBeVisible();
  // The operation itself: its method, path and fields as the API has them.
  await expect(signUp.getByRole("heading", { level: 2 })).toContainText("POST");
  await expect(signUp.locator("code", { hasText: "email" }).first()).toBeVisible();
});
