// What the browser tests share: waiting for the islands, fresh addresses, a session from the
// page's first load (a new member, or a log-in), dates as a date field holds them, requests
// held back, paying in the local test checkout, the toasts on screen, the local outbox and axe.
import { randomInt } from "node:crypto";
import { join } from "node:path";
import type { APIRequestContext, Page } from "@playwright/test";
import axe from "axe-core";
import { NAMES_KEPT } from "../../src/i18n/names.ts";
import { readLocalOutbox } from "../../src/server/mail/local-outbox.ts";
import { expect } from "./fixtures.ts";

/**
 * Waits until every island on the page has hydrated: a click before does nothing
 * (docs/operations.md "Astro and the front end").
 */
export async function hydrated(page: Page): Promise<void> {
  await expect(page.locator("astro-island[ssr]")).toHaveCount(0);
}

let counter = 0;
/** An address no other test (or earlier run on the same server) has used. */
export function freshEmail(prefix: string): string {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}.${process.pid}.${counter}@example.com`;
}

/**
 * A ten-digit mobile number no other test uses: one account's WhatsApp "no" holds its number off
 * for every other account with it (decision 0037), and the browser tests share one server.
 */
export function freshPhone(): string {
  return `9${randomInt(100_000_000, 999_999_999)}`;
}

/** A number as the pages show it: "+91 98123 45670". */
export const shownPhone = (phone: string) => `+91 ${phone.slice(0, 5)} ${phone.slice(5)}`;

/** The token of the confirmation link the server mailed to `email` (decision 0043), once it is written. */
export async function confirmationTokenFor(email: string): Promise<string> {
  let token: string | undefined;
  await expect
    .poll(async () => {
      const mail = (await everyMail()).find(
        (entry) => entry.to === email && entry.links.some((l) => l.includes("confirm-email#token=")),
      );
      token = mail?.links.find((l) => l.includes("confirm-email#token="))?.split("#token=")[1];
      return token;
    })
    .toBeTruthy();
  return token!;
}

/** Confirms the address as its link would, through the API: for tests about what comes after. */
export async function confirmAddress(page: Pick<Page, "request">, email: string): Promise<void> {
  const token = await confirmationTokenFor(email);
  const response = await page.request.post("/api/v1/user/email/confirm", { data: { token } });
  expect(response.status()).toBe(200);
}

/**
 * A member made through the API, its address confirmed, signed in on this page from its first
 * load on: for a test about what a member does, not about the sign-up form (accounts.spec.ts
 * and the sign-up dialog's journey go through the form), with a number of its own.
 * `confirmed: false` leaves the address unconfirmed, as a fresh sign-up's is.
 */
export async function becomeMember(
  page: Page,
  name: string,
  email = freshEmail("member"),
  { confirmed = true, phoneNo = freshPhone() }: { confirmed?: boolean; phoneNo?: string } = {},
) {
  const response = await page.request.post("/api/v1/user/create", {
    data: { name, email, phoneNo, password: "a long password" },
  });
  expect(response.status()).toBe(201);
  if (confirmed) await confirmAddress(page, email);
  const { accessToken, refreshToken, newUser } = (await response.json()) as {
    accessToken: string;
    refreshToken: string;
    newUser: { name: string; email: string; phoneNo: string };
  };
  await keepSession(page, { user: newUser, token: { accessToken, refreshToken } });
  return { accessToken, user: newUser };
}

/** Logs in through the API, signed in on this page from its first load on. */
export async function logInThroughTheApi(page: Page, credentials: { email: string; password: string }) {
  const response = await page.request.post("/api/v1/user/login", { data: credentials });
  expect(response.status()).toBe(200);
  const { user, accessToken, refreshToken } = (await response.json()) as {
    user: object;
    accessToken: string;
    refreshToken: string;
  };
  await keepSession(page, { user, token: { accessToken, refreshToken } });
}

/** The session where the site keeps it (localStorage "root"), from the page's first load on. */
export async function keepSession(page: Page, auth: { user: object; token: object }) {
  await page.addInitScript((value) => {
    if (!localStorage.getItem("root")) localStorage.setItem("root", JSON.stringify({ auth: value }));
  }, auth);
}

/** A day from today by the browser's own calendar, as a date field holds it. */
export function dayFromToday(page: Page, days: number): Promise<string> {
  return page.evaluate((offset) => {
    const date = new Date();
    date.setDate(date.getDate() + offset);
    const pad = (value: number) => String(value).padStart(2, "0");
    return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  }, days);
}

/**
 * Holds the page's requests to `url` until the returned function is called: a test sees what
 * the page shows while it waits for an answer for as long as it needs, and no longer.
 */
export async function holdRequests(page: Page, url: string): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/**
 * Pays for the plan chosen on /purchase (opened at `path`: "/purchase?plan=premium", or the
 * plan already selected) in the local test checkout, by its button "Pay `price`", and lands
 * on /invoice.
 */
export async function payInTestCheckout(page: Page, price: string, path = "/purchase"): Promise<void> {
  await page.goto(path);
  await hydrated(page);
  await chooseBillingState(page);
  await page.getByRole("button", { name: "Proceed to Purchase" }).click();
  await page
    .getByRole("dialog", { name: "Test checkout" })
    .getByRole("button", { name: `Pay ${price}` })
    .click();
  await expect(page).toHaveURL("/invoice");
}

/**
 * Chooses the billing state on /purchase (docs/product.md D19): the invoice's CGST and SGST or IGST
 * follow it.
 */
export async function chooseBillingState(page: Page, state = "Rajasthan"): Promise<void> {
  await page.getByLabel("Billing state").selectOption({ label: state });
}

/** A toast on screen (a status, or an alert when destructive) holding every one of `texts`. */
export function toastWith(page: Page, ...texts: string[]) {
  return texts.reduce((locator, text) => locator.filter({ hasText: text }), page.locator("[data-toast-id]"));
}

/**
 * The e-mails the test server has written to its local outbox, but the links that confirm an
 * address (decision 0043): what the product sends a member, whose sign-up's first mail is that
 * link (confirmationTokenFor reads those).
 */
export async function outbox() {
  return (await everyMail()).filter((mail) => mail.tag !== CONFIRMATION_TAG);
}

const CONFIRMATION_TAG = "email-confirmation";
const everyMail = () => readLocalOutbox(join(process.env.E2E_DATA_DIR!, "mail"));

/**
 * Every finite CSS transition and animation has ended: a button fading in as it is enabled
 * after hydration has, for 150 ms, colours that are neither its disabled nor its enabled
 * ones, and axe measuring contrast then would judge a frame nobody looks at. Two frames
 * first, so that a change just made (React enabling the button) has started its transition.
 */
export async function settled(page: Page): Promise<void> {
  await page.evaluate(
    () => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))),
  );
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== "running" || animation.effect?.getComputedTiming().iterations === Infinity,
      ),
  );
}

/**
 * What axe finds on the page (or inside `include`), each violation named with where it is.
 * axe runs in the page itself, on its default rules, once per call: @axe-core/playwright's
 * builder also injected axe into every frame and opened a second page to assemble the result,
 * which cost about a second per check (measured: 1.1-3.8 s against 0.3-1.1 s here). The only
 * frame on the site is the contact page's map, another site's page; the <iframe> element
 * itself is still checked (its title). Only violations come back from the page.
 */
export async function axeViolations(page: Page, include?: string): Promise<string[]> {
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(axe.source);
  return page.evaluate(async (selector) => {
    const found = await (window as unknown as { axe: typeof axe }).axe.run(
      selector ? { include: [selector] } : document,
      { resultTypes: ["violations"], iframes: false },
    );
    return found.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
  }, include ?? null);
}

/** axe finds nothing on the page once it has settled. */
export async function expectNoViolations(page: Page): Promise<void> {
  await settled(page);
  expect(await axeViolations(page)).toEqual([]);
}

/**
 * A wedding inquiry for 250 guests in Udaipur, 90 days ahead, sent through the API in the
 * member's name (the quote and payment tests start from it).
 */
export async function sendEventInquiry(
  request: APIRequestContext,
  accessToken: string,
  email: string,
  budgetRange = "₹15-20 lakh",
): Promise<{ id: string; reference: string }> {
  const eventDate = new Date(Date.now() + 90 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
  const sent = await request.post("/api/v1/inquiry/create_event", {
    headers: { Authorization: `Bearer ${accessToken}` },
    data: {
      name: "Kavya Menon",
      email,
      phone: "9123456780",
      eventType: "wedding",
      eventDate,
      numberOfGuests: 250,
      budgetRange,
      city: "Udaipur",
    },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  return ((await sent.json()) as { inquiry: { id: string; reference: string } }).inquiry;
}

/**
 * Runs of three or more English words left in a text, once the names kept in every language
 * (brands, src/i18n/names.ts) are taken out: how the Hindi specs find an untranslated sentence.
 */
export function englishLeft(text: string): string[] {
  let rest = text;
  for (const name of [...NAMES_KEPT].sort((a, b) => b.length - a.length)) rest = rest.split(name).join(" ");
  return rest.match(/[A-Za-z][A-Za-z'’-]*(?:[\s,.:;!?()]+[A-Za-z][A-Za-z'’-]*){2,}/g) ?? [];
}
