// The whole public site as a crawler and an accessibility auditor see it: every public page
// answers, every internal link and anchor leads somewhere, and axe finds nothing in either
// theme. The list of pages is src/config/routes.ts; the first test keeps it honest.
import { readdirSync } from "node:fs";
import { PRIVATE_ROUTES, PUBLIC_ROUTES } from "../../src/config/routes.ts";
import { BILINGUAL_ROUTES, pathInLang } from "../../src/i18n/lang.ts";
import { expect, test } from "./fixtures.ts";
import { axeViolations, settled } from "./helpers.ts";

test("the list of public pages is every page the build made", () => {
  const built = readdirSync(new URL("../../dist", import.meta.url), { recursive: true, encoding: "utf8" })
    // The 404 pages (English, and the Hindi one under hi/) answer missing addresses only.
    .filter((file) => file.endsWith(".html") && !/(^|\/)404\.html$/.test(file))
    .map((file) => (file === "index.html" ? "/" : `/${file.replace(/\.html$/, "")}`))
    .sort();
  const english = [...PUBLIC_ROUTES, ...PRIVATE_ROUTES.filter((route) => built.includes(route))];
  const hindi = english
    .filter((route) => BILINGUAL_ROUTES.includes(route))
    .map((route) => pathInLang(route, "hi"));
  expect(built).toEqual([...english, ...hindi].sort());
});

/** Every public page in English, then in Hindi (its links rewritten to the Hindi pages). */
const PUBLIC_PAGES = [...PUBLIC_ROUTES, ...PUBLIC_ROUTES.map((route) => pathInLang(route, "hi"))];

// One test per page, each with the test's own time limit (a hang, not a slow machine, fails it).
for (const route of PUBLIC_PAGES) {
  test(`every internal link and anchor on ${route} leads somewhere`, async ({ page, request }) => {
    // Each page is loaded once: the ids on it (where anchors may lead) and its links.
    const loaded = new Map<string, { ids: Set<string>; hrefs: string[] }>();
    const load = async (path: string) => {
      if (!loaded.has(path)) {
        const response = await page.goto(path);
        expect(response?.status(), path).toBe(200);
        loaded.set(path, {
          ids: new Set(await page.locator("[id]").evaluateAll((els) => els.map((el) => el.id))),
          hrefs: await page
            .locator("a[href]")
            .evaluateAll((links) => links.map((a) => a.getAttribute("href")!)),
        });
      }
      return loaded.get(path)!;
    };

    const broken: string[] = [];
    for (const href of new Set((await load(route)).hrefs)) {
      if (/^(https?:|mailto:|tel:)/.test(href) || href === "#") continue;
      const target = new URL(href, `http://site${route}`);
      const path = target.pathname;
      const status = (await request.get(path)).status();
      if (status !== 200) broken.push(`${route} -> ${href} (${status})`);
      else if (target.hash && !(await load(path)).ids.has(decodeURIComponent(target.hash.slice(1)))) {
        broken.push(`${route} -> ${href} (no element with that id)`);
      }
    }
    expect(broken).toEqual([]);
  });
}

// The English pages in both themes; the Hindi pages (the same components, other words) in the
// dark theme, the default. One test per page and theme.
for (const [theme, pages] of [
  ["dark", PUBLIC_ROUTES],
  ["light", PUBLIC_ROUTES],
  ["dark", PUBLIC_ROUTES.map((route) => pathInLang(route, "hi"))],
] as const) {
  for (const route of pages) {
    test(`axe finds no accessibility violations on ${route} (${theme})`, async ({ page }) => {
      // Only in the page itself: the contact page's map frame has no storage of ours.
      await page.addInitScript((value) => {
        if (window === window.top) localStorage.setItem("vite-ui-theme", value);
      }, theme);
      await page.goto(route);
      await expect(page.locator("astro-island[ssr]")).toHaveCount(0);
      await settled(page);
      expect(await axeViolations(page)).toEqual([]);
    });
  }
}

test("no form of an island can be sent before React has taken it over", async ({ browser }) => {
  // The page as it is before any script runs: what a press on a form hydrating when idle meets.
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const sendable: string[] = [];
  let forms = 0;
  for (const route of [...PUBLIC_ROUTES, ...PRIVATE_ROUTES]) {
    await page.goto(route);
    for (const form of await page.locator("astro-island form").all()) {
      forms += 1;
      const submits = form.locator('button[type="submit"], button:not([type]), input[type="submit"]');
      for (const submit of await submits.all()) {
        if (await submit.isEnabled()) sendable.push(`${route}: ${await submit.innerText()}`);
      }
    }
  }
  await context.close();
  // Log in, sign up, forgot and reset password, the contact page: at least these are drawn.
  expect(forms).toBeGreaterThanOrEqual(5);
  expect(sendable).toEqual([]);
});

test("the sitemap and robots.txt name the public pages and keep the private ones out", async ({
  request,
}) => {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  for (const route of PUBLIC_PAGES) expect(sitemap).toContain(`/${route.slice(1)}</loc>`);
  const hidden = [...PRIVATE_ROUTES, ...PRIVATE_ROUTES.map((route) => pathInLang(route, "hi"))];
  for (const route of hidden) expect(sitemap).not.toContain(`${route}</loc>`);
  const robots = await (await request.get("/robots.txt")).text();
  for (const route of new Set(hidden)) expect(robots).toContain(`Disallow: ${route}\n`);
  expect(robots).toMatch(/Sitemap: https?:\/\/.+\/sitemap\.xml/);
});
