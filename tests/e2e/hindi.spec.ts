// Hindi beside English (docs/product.md D25): every page but the admin panel has a twin under
// /hi/ with lang="hi" and alternates both ways, its links stay in Hindi, the switch goes both
// ways and is remembered, and a reader whose browser prefers Hindi is offered (never sent to)
// the Hindi page. That translated pages have no English sentence left in <main> is checked where
// the crawl loads each page (crawl.spec.ts, TRANSLATED_ROUTES in page-checks.ts).
import { PUBLIC_ROUTES } from "../../src/config/routes.ts";
import { BILINGUAL_ROUTES, LANG_STORAGE_KEY, pathInLang } from "../../src/i18n/lang.ts";
import { expect, test } from "./fixtures.ts";

test("every page but the admin panel has a Hindi twin that names its English one, and back", async ({
  request,
}) => {
  const problems: string[] = [];
  for (const route of BILINGUAL_ROUTES) {
    const hindi = pathInLang(route, "hi");
    const response = await request.get(hindi);
    if (response.status() !== 200) {
      problems.push(`${hindi}: ${response.status()}`);
      continue;
    }
    const html = await response.text();
    if (!/<html lang="hi"/.test(html)) problems.push(`${hindi}: not lang="hi"`);
    for (const [lang, path] of [
      ["en-IN", route],
      ["hi", hindi],
    ]) {
      if (
        !new RegExp(`<link rel="alternate" hreflang="${lang}" href="[^"]*${path === "/" ? "/" : path}"`).test(
          html,
        )
      )
        problems.push(`${hindi}: no ${lang} alternate`);
    }
    const english = await (await request.get(route)).text();
    if (!english.includes(`hreflang="hi" href="`) || !/<html lang="en-IN"/.test(english))
      problems.push(`${route}: no Hindi alternate or not lang="en-IN"`);
    // A switch to the twin on both pages: the header's, or the account screens' beside Back.
    if (!english.includes(`href="${hindi}" hreflang="hi" lang="hi" data-lang-choice="hi"`))
      problems.push(`${route}: no switch to Hindi`);
    if (!html.includes(`href="${route}" hreflang="en-IN" lang="en-IN" data-lang-choice="en"`))
      problems.push(`${hindi}: no switch to English`);
  }
  expect(problems).toEqual([]);
  expect((await request.get("/hi/admin-dashboard")).status()).toBe(404);
});

test("the switch leads to the same page in the other language and back, and the choice is kept", async ({
  page,
}) => {
  const kept = () => page.evaluate((key) => localStorage.getItem(key), LANG_STORAGE_KEY);
  await page.goto("/tirtham-darshanam");
  await page.getByRole("link", { name: "हिन्दी" }).click();
  await expect(page).toHaveURL(/\/hi\/tirtham-darshanam$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "hi");
  await expect.poll(kept).toBe("hi");
  // The choice is kept by the page it leads to (language-choice.astro), so a click before the
  // page's own script has run (a slow line) counts too: here it is held on /hi/membership until
  // the page is left.
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/_astro\/language-choice\..*\.js$/, async (route) => {
    await released;
    await route.continue().catch(() => {}); // the page that asked for it is gone
  });
  // Links on a Hindi page lead to Hindi pages.
  await page.getByRole("navigation", { name: "मुख्य" }).getByRole("link", { name: "सदस्यता" }).click();
  await expect(page).toHaveURL(/\/hi\/membership$/);
  await page.getByRole("link", { name: "English" }).click();
  await expect(page).toHaveURL(/\/membership$/);
  release();
  await page.unroute(/\/_astro\/language-choice\..*\.js$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "en-IN");
  await expect.poll(kept).toBe("en");
});

test("the switch keeps what the page was opened with: a payment link's fragment, a chosen subject", async ({
  page,
}) => {
  await page.goto("/pay#link=abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG");
  await page.getByRole("link", { name: "हिन्दी" }).click();
  await expect(page).toHaveURL(/\/hi\/pay#link=abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG$/);
  await page.goto("/hi/contact-us?subject=travel");
  await page.getByRole("link", { name: "English" }).first().click();
  await expect(page).toHaveURL(/\/contact-us\?subject=travel$/);
});

test.describe("a reader whose browser prefers Hindi", () => {
  test.use({ locale: "hi-IN" });

  test("is offered the Hindi page on an English one, never moved; no thanks is remembered", async ({
    page,
  }) => {
    await page.goto("/services");
    await expect(page).toHaveURL(/\/services$/);
    const offer = page.getByRole("complementary").filter({ hasText: "यह पृष्ठ हिन्दी में भी है।" });
    await expect(offer).toBeVisible();
    // Scrolled to the end, the footer's last line is above the offer, not under it.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const lastLine = page
      .getByRole("contentinfo")
      .getByText("Planned and hosted from Jaipur", { exact: false });
    await expect
      .poll(async () => (await lastLine.boundingBox())!.y + (await lastLine.boundingBox())!.height)
      .toBeLessThanOrEqual((await offer.boundingBox())!.y);
    await offer.getByRole("button", { name: "नहीं, धन्यवाद" }).click();
    await expect(offer).toBeHidden();
    await page.reload();
    await expect(page.locator("[data-lang-offer]")).toBeHidden();
  });

  test("follows the offer to the Hindi page, and is not offered it again", async ({ page }) => {
    await page.goto("/about-us");
    await page.getByRole("link", { name: "हिन्दी में पढ़ें" }).first().click();
    await expect(page).toHaveURL(/\/hi\/about-us$/);
    await page.goto("/about-us");
    await expect(page.locator("[data-lang-offer]")).toBeHidden();
  });
});

test("a browser that prefers English is offered nothing", async ({ page }) => {
  await page.goto("/services");
  await expect(page.locator("[data-lang-offer]")).toBeHidden();
});

/** The JSON-LD blocks of a page's HTML, parsed. */
const structuredData = (html: string): Record<string, unknown>[] =>
  [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown>,
  );

test("structured data names the business where the footer shows it, the tours and the plans as shown, in the page's language", async ({
  request,
}) => {
  const problems: string[] = [];
  for (const route of PUBLIC_ROUTES) {
    for (const path of [route, pathInLang(route, "hi")]) {
      const html = await (await request.get(path)).text();
      const blocks = structuredData(html);
      const business = blocks.find((block) => block["@type"] === "TravelAgency");
      // Named where the footer shows it (the account pages have none).
      const footer = html.includes("<footer");
      if (footer !== Boolean(business))
        problems.push(`${path}: footer ${footer}, business ${Boolean(business)}`);
      else if (business && !html.includes(business.telephone as string))
        problems.push(`${path}: phone not shown`);
      for (const block of blocks)
        if (block["@context"] !== "https://schema.org") problems.push(`${path}: context`);
    }
  }
  expect(problems).toEqual([]);

  // The tours and the plans as the page shows them: names (and prices) in the page's words.
  for (const path of ["/tirtham-darshanam", "/hi/tirtham-darshanam"]) {
    const html = (await (await request.get(path)).text()).replaceAll("&amp;", "&");
    const trips = (
      structuredData(html).find((block) => block["@graph"])!["@graph"] as { name: string }[]
    ).map((trip) => trip.name);
    expect(trips).toHaveLength(6);
    for (const name of trips) expect(html).toContain(name);
  }
  const hindi = await (await request.get("/hi/membership")).text();
  const offers = structuredData(hindi).find((block) => block["@type"] === "OfferCatalog")!;
  expect(offers.itemListElement).toEqual(
    ["Essentials", "Premium", "Elite"].map((name) =>
      expect.objectContaining({ name, priceCurrency: "INR", price: expect.stringMatching(/^\d+\.\d\d$/) }),
    ),
  );

  // A brand page's breadcrumbs, shown above its title and named as shown, in each language.
  for (const [path, names] of [
    ["/royal-alfresco", ["Home", "Our Brands", "Royal Alfresco"]],
    ["/hi/royal-alfresco", ["होम", "हमारे ब्रांड", "Royal Alfresco"]],
  ] as const) {
    const html = await (await request.get(path)).text();
    const trail = structuredData(html).find((block) => block["@type"] === "BreadcrumbList")!;
    const steps = trail.itemListElement as { position: number; name: string; item: string }[];
    expect(steps.map((step) => step.name)).toEqual(names);
    expect(steps.map((step) => new URL(step.item).pathname)).toEqual(
      path.startsWith("/hi") ? ["/hi", "/hi/our-brands", path] : ["/", "/our-brands", path],
    );
    expect(steps.map((step) => step.position)).toEqual([1, 2, 3]);
    for (const name of names) expect(html).toContain(name);
  }
});
