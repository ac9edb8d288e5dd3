// The whole public site as a crawler, an accessibility auditor, a phone and a browser's security
// checks see it: every public page answers, every internal link and anchor leads somewhere, axe
// finds nothing in either theme, no page scrolls sideways at 320, 390 or 1366 px (decision
// 0019), every response carries its security headers, the page's policy is strict and nothing
// violates it (docs/security.md), every form that takes personal data shows the privacy
// notice before its button (docs/product.md D27), a translated Hindi page has no English
// sentence left (D25) and no page of the API reference loads an island. Each page is loaded
// once for all of it. The list of pages is src/config/routes.ts; the first test keeps it honest.
import { readdirSync } from "node:fs";
import type { APIRequestContext, Page } from "@playwright/test";
import { API_REFERENCE_ROUTES } from "../../src/config/api-reference.ts";
import { PRIVATE_ROUTES, PUBLIC_ROUTES } from "../../src/config/routes.ts";
import { BILINGUAL_ROUTES, englishPath, langOfPath, pathInLang } from "../../src/i18n/lang.ts";
import { expect, test } from "./fixtures.ts";
import { axeViolations, englishLeft, settled } from "./helpers.ts";
import {
  collectResponses,
  expectNoCspViolations,
  expectNoticeInEveryForm,
  fontPreloadProblems,
  FORMS_ON_PUBLIC_PAGES,
  headerProblems,
  policyProblems,
  TRANSLATED_ROUTES,
  watchViolations,
} from "./page-checks.ts";

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

/** The widths a page must fit without scrolling sideways: a small phone, a common one, a laptop. */
const WIDTHS = [320, 390, 1366] as const;

// What each link answers, asked once per worker: the header's and footer's links are on every
// page, and a page's answer does not change during a run.
const statuses = new Map<string, Promise<number>>();
const statusOf = (request: APIRequestContext, path: string) => {
  if (!statuses.has(path))
    statuses.set(
      path,
      request.get(path).then((response) => response.status()),
    );
  return statuses.get(path)!;
};

const idsOnPage = async (page: Page) =>
  new Set(await page.locator("[id]").evaluateAll((els) => els.map((el) => el.id)));

// The ids of each page an anchor leads to (its header's "/#contact" is on every page), found
// once per worker: a page's ids do not change during a run. A page not yet seen is loaded in
// the test's own page, after its checks.
const pageIds = new Map<string, Promise<Set<string>>>();
function idsOf(page: Page, path: string, known?: Set<string>): Promise<Set<string>> {
  if (known) pageIds.set(path, Promise.resolve(known));
  if (!pageIds.has(path)) {
    const loaded = (async () => {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      return idsOnPage(page);
    })();
    pageIds.set(path, loaded);
    // A failed load is not remembered: the next test tries again (and fails on its own).
    loaded.catch(() => pageIds.delete(path));
  }
  return pageIds.get(path)!;
}

/** How far the page is wider than the window at each width: nothing to scroll sideways. */
async function sidewaysAt(page: Page, route: string): Promise<string[]> {
  const wide: string[] = [];
  const viewport = page.viewportSize()!;
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    // The resized layout (media queries, and the islands' own matchMedia), after the frame
    // that applies it.
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    if (overflow > 0) wide.push(`${route} at ${width} px: ${overflow} px too wide`);
  }
  await page.setViewportSize(viewport);
  return wide;
}

// One test per page, each with the test's own time limit (a hang, not a slow machine, fails
// it). Each page is loaded once and looked at as a crawler, an accessibility auditor, a phone
// and the browser's security checks would: its headers and policy, its forms' notices, its
// links, axe in the dark theme (the default) and, on the English pages, in the light one after
// the header's switch (the Hindi pages are the same components with other words), and its width
// at 320, 390 and 1366 px in each theme looked at.
for (const route of PUBLIC_PAGES) {
  const lang = langOfPath(route);
  const english = lang === "en";
  test(`${route}: every link leads somewhere, axe finds nothing, nothing scrolls sideways`, async ({
    page,
    request,
  }) => {
    await watchViolations(page);
    const responses = collectResponses(page);
    // The page itself: its links, and its ids for the anchors of other pages.
    const response = await page.goto(route);
    expect(response?.status(), route).toBe(200);
    const hrefs = await page
      .locator("a[href]")
      .evaluateAll((links) => links.map((a) => a.getAttribute("href")!));
    idsOf(page, route, await idsOnPage(page));

    // The page as it is drawn, in the dark theme: its policy and forms, axe, then the widths.
    await expect(page.locator("astro-island[ssr]")).toHaveCount(0);
    if (API_REFERENCE_ROUTES.includes(englishPath(route)))
      await expect(page.locator("astro-island"), "an island on the API reference").toHaveCount(0);
    expect(await policyProblems(page, route)).toEqual([]);
    expect(await fontPreloadProblems(page, lang, route)).toEqual([]);
    const forms = await expectNoticeInEveryForm(page, lang, route);
    expect(forms > 0, `${route} has a form that takes personal data`).toBe(
      FORMS_ON_PUBLIC_PAGES.includes(englishPath(route)),
    );
    await expect(page.locator("html")).toHaveClass(/\bdark\b/);
    await settled(page);
    expect(await axeViolations(page), "dark theme").toEqual([]);
    const wide = await sidewaysAt(page, route);
    if (!english && TRANSLATED_ROUTES.includes(englishPath(route))) {
      // Its words once every island has drawn them and every answer they asked for is in.
      await page.waitForLoadState("networkidle");
      // Less what is marked English (lang="en": the API's own sentences, a quoted English name)
      // and what is code (paths, fields, JSON's values): said as written, in every language.
      const said = await page.locator("main").evaluate((main) => {
        const copy = main.cloneNode(true) as HTMLElement;
        for (const part of copy.querySelectorAll('[lang="en"], code, pre')) part.remove();
        document.body.append(copy);
        const text = copy.innerText;
        copy.remove();
        return text;
      });
      expect(englishLeft(said), "English left in <main>").toEqual([]);
    }
    if (english) {
      // Light, as a visitor switches to it with the header's button (dark -> light); the
      // sign-in pages have no header: there, as chosen on an earlier page.
      const toggle = page.locator("header [data-theme-toggle]").first();
      if ((await toggle.count()) > 0) await toggle.click();
      else {
        await page.evaluate(() => localStorage.setItem("vite-ui-theme", "light"));
        await page.reload();
        await expect(page.locator("astro-island[ssr]")).toHaveCount(0);
      }
      await expect(page.locator("html")).not.toHaveClass(/\bdark\b/);
      await settled(page);
      expect(await axeViolations(page), "light theme").toEqual([]);
      wide.push(...(await sidewaysAt(page, `${route} (light)`)));
    }
    expect(wide).toEqual([]);
    // Loaded, hydrated, switched and resized without one violation of its policy; each of its
    // files (page, scripts, styles, pictures, fonts) and API answers with its headers.
    await expectNoCspViolations(page, route);
    expect(responses.length).toBeGreaterThan(1);
    expect(responses.flatMap(headerProblems)).toEqual([]);

    const broken: string[] = [];
    for (const href of new Set(hrefs)) {
      if (/^(https?:|mailto:|tel:)/.test(href) || href === "#") continue;
      const target = new URL(href, `http://site${route}`);
      const path = target.pathname;
      const status = await statusOf(request, path);
      if (status !== 200) broken.push(`${route} -> ${href} (${status})`);
      else if (target.hash && !(await idsOf(page, path)).has(decodeURIComponent(target.hash.slice(1)))) {
        broken.push(`${route} -> ${href} (no element with that id)`);
      }
    }
    expect(broken).toEqual([]);
  });
}

test("axe, run as these tests run it, names a violation where there is one", async ({ page }) => {
  await page.goto("/");
  // An image without a text alternative and a button without a name, added to the real page.
  await page.evaluate(() => {
    document
      .querySelector("main")!
      .insertAdjacentHTML("beforeend", '<img src="/favicon.svg" id="no-alt"><button id="no-name"></button>');
  });
  const found = await axeViolations(page);
  expect(found.some((line) => line.startsWith("image-alt:") && line.includes("#no-alt"))).toBe(true);
  expect(found.some((line) => line.startsWith("button-name:") && line.includes("#no-name"))).toBe(true);
  expect(await axeViolations(page, "header")).toEqual([]);
});

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
