// Hindi beside English (docs/product.md D25): every page but the admin panel has a twin under
// /hi/ with lang="hi" and alternates both ways, its links stay in Hindi, the switch goes both
// ways and is remembered, and a reader whose browser prefers Hindi is offered (never sent to)
// the Hindi page. Pages whose words are translated have no English sentence left in <main>.
import { BILINGUAL_ROUTES, pathInLang } from "../../src/i18n/lang.ts";
import { NAMES_KEPT } from "../../src/i18n/names.ts";
import { expect, test } from "./fixtures.ts";

/**
 * The Hindi pages whose words are all translated so far (docs/product.md D25 says which are
 * still to come): each is checked for English left in its main content.
 */
const TRANSLATED: readonly string[] = [
  // the landing page
  "/",
  // the catalogue pages
  "/tirtham-darshanam",
  "/services",
  "/our-brands",
  "/experience",
  "/astra-novae-voyages",
  "/royal-alfresco",
  "/royal-halwai-caterers",
  "/royal-weddings-by-novaexperience",
  // the company pages
  "/membership",
  "/about-us",
  "/refund-policy",
  "/hospitality-partner",
  "/trade-fair-organizer",
  "/corporate-events",
];

/** Runs of three or more English words left in a text, once the names kept are taken out. */
export function englishLeft(text: string): string[] {
  let rest = text;
  for (const name of [...NAMES_KEPT].sort((a, b) => b.length - a.length)) rest = rest.split(name).join(" ");
  return rest.match(/[A-Za-z][A-Za-z'’-]*(?:[\s,.:;!?()]+[A-Za-z][A-Za-z'’-]*){2,}/g) ?? [];
}

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
  }
  expect(problems).toEqual([]);
  expect((await request.get("/hi/admin-dashboard")).status()).toBe(404);
});

test("the switch leads to the same page in the other language and back, and the choice is kept", async ({
  page,
}) => {
  await page.goto("/tirtham-darshanam");
  await page.getByRole("link", { name: "हिन्दी" }).click();
  await expect(page).toHaveURL(/\/hi\/tirtham-darshanam$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "hi");
  // Links on a Hindi page lead to Hindi pages.
  await page.getByRole("navigation", { name: "मुख्य" }).getByRole("link", { name: "सदस्यता" }).click();
  await expect(page).toHaveURL(/\/hi\/membership$/);
  await page.getByRole("link", { name: "English" }).click();
  await expect(page).toHaveURL(/\/membership$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "en-IN");
  expect(await page.evaluate(() => localStorage.getItem("nova-lang"))).toBe("en");
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

for (const route of TRANSLATED) {
  test(`${pathInLang(route, "hi")} has no English sentence left in its main content`, async ({ page }) => {
    await page.goto(pathInLang(route, "hi"));
    expect(englishLeft(await page.locator("main").innerText())).toEqual([]);
  });
}
