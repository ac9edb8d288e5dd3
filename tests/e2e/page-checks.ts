// What the browser tests check on every page they load, in one place: the security headers of
// netlify.toml and of the API on each response (docs/security.md), the page's own strict
// Content-Security-Policy and not one `securitypolicyviolation` event, and the notice before
// every form that collects personal data (docs/product.md D27), and no English sentence left in
// a translated Hindi page (D25). The link crawl (crawl.spec.ts) loads each public page once and
// runs all of these there; security-headers.spec.ts and form-notices.spec.ts run them on the
// pages and forms the crawl does not reach.
import { readFileSync } from "node:fs";
import type { Locator, Page, Response } from "@playwright/test";
import {
  API_REFERENCE_PATH,
  API_SHAPES_PATH,
  API_TAGS,
  apiGroupPath,
  type ApiTag,
} from "../../src/config/api-reference.ts";
import enAuth from "../../src/i18n/en/auth.ts";
import hiAuth from "../../src/i18n/hi/auth.ts";
import type { Lang } from "../../src/i18n/lang.ts";
import { API_CSP } from "../../src/server/app.ts";
import { API_DESCRIPTION_CACHE } from "../../src/server/routes/api-description.ts";
import { CHANNELS_CACHE } from "../../src/server/routes/channels.ts";
import { headersFor, parseHeaderRules } from "../../src/server/static-site.ts";
import { expect } from "./fixtures.ts";

const RULES = parseHeaderRules(readFileSync(new URL("../../netlify.toml", import.meta.url), "utf8"));

/** What every page and file of the site must carry, whatever netlify.toml says besides. */
const REQUIRED_PAGE_HEADERS = {
  "content-security-policy": "frame-ancestors 'none'",
  "x-content-type-options": "nosniff",
  "x-frame-options": "DENY",
  "referrer-policy": "strict-origin-when-cross-origin",
  "strict-transport-security": "max-age=63072000; includeSubDomains",
  "cross-origin-opener-policy": "same-origin",
};

const API_HEADERS = {
  "content-security-policy": API_CSP,
  "x-content-type-options": "nosniff",
  "x-frame-options": "DENY",
  "cache-control": "no-store",
};

declare global {
  interface Window {
    cspViolations: string[];
  }
}

/** Every response of the site that the page received, its URL and headers, checked later. */
export function collectResponses(page: Page): Response[] {
  const responses: Response[] = [];
  page.on("response", (response) => {
    // The site's own; the fixture answers anything else with a stand-in.
    if (/^http:\/\/(127\.0\.0\.1|localhost)[:/]/.test(response.url())) responses.push(response);
  });
  return responses;
}

export async function watchViolations(page: Page) {
  await page.addInitScript(() => {
    window.cspViolations = [];
    document.addEventListener("securitypolicyviolation", (event) => {
      window.cspViolations.push(`${event.effectiveDirective} blocked ${event.blockedURI || "inline"}`);
    });
  });
}

/**
 * The API's answers that are about no one, and so may sit in a shared cache, with their
 * Cache-Control; every other answer is no-store.
 */
const CACHEABLE_API: Record<string, string> = {
  "/api/v1/channels": CHANNELS_CACHE,
  "/api/v1/openapi.json": API_DESCRIPTION_CACHE,
};

/** The problems of one response's headers: netlify.toml's for the site, app.ts's for the API. */
export function headerProblems(response: Response): string[] {
  const url = new URL(response.url());
  const headers = response.headers();
  const expected: Record<string, string> = url.pathname.startsWith("/api/")
    ? { ...API_HEADERS, "cache-control": CACHEABLE_API[url.pathname] ?? API_HEADERS["cache-control"]! }
    : {
        ...REQUIRED_PAGE_HEADERS,
        ...Object.fromEntries(
          Object.entries(headersFor(url.pathname, RULES)).map(([name, value]) => [name.toLowerCase(), value]),
        ),
      };
  return Object.entries(expected)
    .filter(([name, value]) => headers[name] !== value)
    .map(([name, value]) => `${url.pathname}: ${name} is ${headers[name] ?? "missing"}, not ${value}`);
}

/** The page's own policy: one meta tag, strict, nothing unsafe. */
export async function policyProblems(page: Page, path: string): Promise<string[]> {
  const policies = await page
    .locator('meta[http-equiv="content-security-policy" i]')
    .evaluateAll((metas) => metas.map((meta) => meta.getAttribute("content") ?? ""));
  if (policies.length !== 1) return [`${path}: ${policies.length} CSP meta tags`];
  const directives = new Map(
    policies[0]!
      .split(";")
      .map((part) => part.trim())
      .filter(Boolean)
      .map((part) => {
        const [name, ...values] = part.split(/\s+/);
        return [name!.toLowerCase(), values] as const;
      }),
  );
  const problems: string[] = [];
  const want = (name: string, value: string) => {
    if (!directives.get(name)?.includes(value)) problems.push(`${path}: ${name} lacks ${value}`);
  };
  want("default-src", "'self'");
  want("object-src", "'none'");
  want("base-uri", "'self'");
  want("script-src", "'self'");
  for (const [name, values] of directives) {
    for (const unsafe of [
      "'unsafe-inline'",
      "'unsafe-eval'",
      "'unsafe-hashes'",
      "*",
      "data:",
      "http:",
      "https:",
    ]) {
      // Pictures may be data: URLs (Astro's inlined placeholders); nothing else may be that open.
      if (values.includes(unsafe) && !(name === "img-src" && unsafe === "data:")) {
        problems.push(`${path}: ${name} allows ${unsafe}`);
      }
    }
  }
  return problems;
}

/** The CSP violations the page reported since it loaded (watchViolations): none is expected. */
export async function expectNoCspViolations(page: Page, where: string) {
  // A violation's event is dispatched in a task of its own, after the load that caused it:
  // let the page render a frame and run the tasks queued before this one, then read the list.
  await page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))),
  );
  expect(await page.evaluate(() => window.cspViolations), where).toEqual([]);
}

const LINK = { en: "privacy notice", hi: "गोपनीयता सूचना" } as const;
const HREF = { en: "/privacy", hi: "/hi/privacy" } as const;

/** Forms that take nothing new about a person, by their accessible names. */
export const LET_OFF = new Set([
  enAuth.form.login.label,
  hiAuth.form.login.label,
  enAuth.forgotForm.label,
  hiAuth.forgotForm.label,
  enAuth.resetForm.label,
  hiAuth.resetForm.label,
]);

/**
 * The public pages whose Hindi twin the crawl checks for English left in its main content, all
 * of them: the API reference's too, where what stays English is marked so (the API's own
 * sentences, lang="en") or is code (its paths, fields, types and values).
 */
export const TRANSLATED_ROUTES: readonly string[] = [
  // the API reference
  API_REFERENCE_PATH,
  ...(Object.keys(API_TAGS) as ApiTag[]).map(apiGroupPath),
  API_SHAPES_PATH,
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
  "/privacy",
  "/terms",
  "/hospitality-partner",
  "/trade-fair-organizer",
  "/corporate-events",
  "/contact-us",
  // the account pages, and the payment link's page (without a link: its Hindi notice)
  "/login",
  "/signup",
  "/forgot-password",
  "/reset-password",
  "/pay",
  // the privacy rights' and grievances' forms
  "/data-request",
  "/grievance",
];

/** The pages whose forms must carry the notice, found by the walk below. */
export const FORMS_ON_PUBLIC_PAGES = ["/", "/contact-us", "/data-request", "/grievance", "/signup"];

/**
 * The notice inside `container`: its sentence, its link to the privacy notice in `lang` (a new
 * tab, so that what was typed stays), before `submit` in the order a person reads and tabs.
 */
export async function expectNotice(container: Locator, submit: Locator, lang: Lang, where: string) {
  const notice = container.locator("[data-data-notice]");
  await expect(notice, `${where}: the notice`).toHaveCount(1);
  await expect(notice, where).toBeVisible();
  const link = notice.getByRole("link", { name: LINK[lang] });
  await expect(link, where).toHaveAttribute("href", HREF[lang]);
  await expect(link, where).toHaveAttribute("target", "_blank");
  await expect(notice, where).toContainText(lang === "en" ? /^We use / : /^हम /);
  const before = await notice.evaluate(
    (element, button) => Boolean(element.compareDocumentPosition(button!) & Node.DOCUMENT_POSITION_FOLLOWING),
    await submit.elementHandle(),
  );
  expect(before, `${where}: the notice comes before the button`).toBe(true);
}

/**
 * Checks the notice in every form on the page but those let off by name, and says how many
 * forms it checked.
 */
export async function expectNoticeInEveryForm(page: Page, lang: Lang, path: string): Promise<number> {
  const forms = page.locator("form");
  const count = await forms.count();
  let checked = 0;
  for (let index = 0; index < count; index += 1) {
    const form = forms.nth(index);
    const name = (await form.getAttribute("aria-label")) ?? "";
    if (LET_OFF.has(name)) continue;
    await expectNotice(form, form.locator('[type="submit"]').last(), lang, `${path}: form "${name}"`);
    checked += 1;
  }
  return checked;
}

/**
 * The fonts a page fetches before its styles ask (src/components/site-head.astro): on a Hindi
 * page the Devanagari face first, and the display face wherever the first heading has a Latin
 * letter or figure (a brand's name): without it, that heading moves when the face arrives.
 */
export async function fontPreloadProblems(page: Page, lang: Lang, path: string): Promise<string[]> {
  const preloaded = await page
    .locator('link[rel="preload"][as="font"]')
    .evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname));
  const heading = (await page.locator("h1").first().textContent()) ?? "";
  const problems: string[] = [];
  if (lang === "hi" && !/\/noto-sans-devanagari\.[\w-]+\.woff2$/.test(preloaded[0] ?? "")) {
    problems.push(`${path}: the Devanagari face is not the first font preloaded (${preloaded.join(", ")})`);
  }
  if (
    /[A-Za-z0-9]/.test(heading) &&
    !preloaded.some((href) => /\/fraunces-core\.[\w-]+\.woff2$/.test(href))
  ) {
    problems.push(
      `${path}: the heading "${heading.trim()}" has Latin letters but the display face is not preloaded`,
    );
  }
  return problems;
}
