// Consent as a person gives and takes it back (docs/product.md D26; decision 0037): sign up
// ticking "updates on WhatsApp" with the number shown, see it on the dashboard's "Messages"
// card, withdraw it with one click, and read the record of both choices; the same in Hindi.
// Screenshots of the sign-up form and the card at 390 and 1366 px, dark and light, both
// languages, go to test-results/consent/ for a person to look at. A number another account
// said no about stays off, and turning it on says how to get it back (decision 0037).
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import {
  confirmAddress,
  freshEmail,
  freshPhone,
  hydrated,
  keepSession,
  shownPhone,
  toastWith,
} from "./helpers.ts";

const WORDS = {
  en: {
    signup: "/signup",
    dashboard: "/dashboard",
    fields: { name: "Name", email: "Email", phone: "Phone", password: "Password" },
    submit: "Sign Up",
    updatesBox: "Send me updates about my bookings on WhatsApp",
    offersBox: "Send me offers on WhatsApp",
    number: (shown: string) => `On ${shown}.`,
    card: "Messages",
    updates: "WhatsApp updates",
    emailUpdates: "E-mail updates",
    given: "WhatsApp updates: given",
    withdrawn: "WhatsApp updates: withdrawn",
    held: "WhatsApp messages to this number were stopped",
  },
  hi: {
    signup: "/hi/signup",
    dashboard: "/hi/dashboard",
    fields: { name: "नाम", email: "ईमेल", phone: "फ़ोन नंबर", password: "पासवर्ड" },
    submit: "खाता बनाएँ",
    updatesBox: "मेरी बुकिंग के अपडेट मुझे WhatsApp पर भेजें",
    offersBox: "ऑफ़र मुझे WhatsApp पर भेजें",
    number: (shown: string) => `${shown} पर।`,
    card: "संदेश",
    updates: "WhatsApp पर अपडेट",
    emailUpdates: "ईमेल पर अपडेट",
    given: "WhatsApp पर अपडेट: सहमति दी गई",
    withdrawn: "WhatsApp पर अपडेट: सहमति वापस ली गई",
    held: "इस नंबर पर WhatsApp संदेश रोके गए हैं",
  },
} as const;

type Lang = keyof typeof WORDS;

async function shoot(page: Page, name: string, target: ReturnType<Page["locator"]>) {
  for (const theme of ["dark", "light"] as const) {
    await page.evaluate((value) => {
      localStorage.setItem("vite-ui-theme", value);
      document.documentElement.classList.toggle("dark", value === "dark");
      document.documentElement.style.colorScheme = value;
    }, theme);
    for (const width of [390, 1366]) {
      await page.setViewportSize({ width, height: 900 });
      await target.scrollIntoViewIfNeeded();
      await target.screenshot({ path: `test-results/consent/${name}-${width}-${theme}.png` });
    }
  }
}

for (const lang of ["en", "hi"] as const satisfies readonly Lang[]) {
  const words = WORDS[lang];

  test(`${lang}: sign up with WhatsApp updates, see them on the dashboard, withdraw with one click`, async ({
    page,
  }) => {
    await page.goto(words.signup);
    await hydrated(page);
    await page.getByLabel(words.fields.name).fill("Asha Rao");
    // The boxes come as the person starts on the form, both unticked until they tick them.
    const updates = page.getByRole("checkbox", { name: words.updatesBox });
    const offers = page.getByRole("checkbox", { name: words.offersBox });
    await expect(updates).not.toBeChecked();
    await expect(offers).not.toBeChecked();
    await page.getByLabel(words.fields.email, { exact: true }).fill(freshEmail(`consent-${lang}`));
    // The number the boxes are about is shown under them, however it is written.
    const phone = freshPhone();
    const number = page.getByText(words.number(shownPhone(phone)));
    await page.getByLabel(words.fields.phone).fill(shownPhone(phone));
    await expect(number).toBeVisible();
    await page.getByLabel(words.fields.phone).fill(phone);
    await page.getByLabel(words.fields.password).fill("a long password");
    await expect(number).toBeVisible();
    await updates.check();
    await shoot(page, `signup-${lang}`, page.getByRole("form"));

    await page.getByRole("button", { name: words.submit }).click();
    await expect(page).toHaveURL(lang === "hi" ? "/hi" : "/");

    await page.goto(words.dashboard);
    await hydrated(page);
    const card = page.getByRole("region", { name: words.card, exact: true });
    const whatsappUpdates = card.getByRole("switch", { name: words.updates, exact: true });
    await expect(whatsappUpdates).toBeChecked();
    await expect(card.getByRole("switch", { name: words.emailUpdates, exact: true })).toBeChecked();
    await expect(card.getByRole("row").filter({ hasText: words.given })).toContainText(words.signup);
    await shoot(page, `dashboard-${lang}`, card);
    // On a phone the number is never split over two lines (after "+91", as it once was).
    await page.setViewportSize({ width: 390, height: 900 });
    const lines = await card.evaluate((element, shown) => {
      const found: number[] = [];
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = (node.textContent ?? "").replace(/\s/g, " ");
        const at = text.indexOf(shown);
        if (at < 0) continue;
        const range = document.createRange();
        range.setStart(node, at);
        range.setEnd(node, at + shown.length);
        found.push(new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size);
      }
      return found;
    }, shownPhone(phone));
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.every((count) => count === 1)).toBe(true);

    // One click withdraws.
    await whatsappUpdates.click();
    await expect(whatsappUpdates).not.toBeChecked();
    const withdrawal = card.getByRole("row").filter({ hasText: words.withdrawn });
    await expect(withdrawal).toContainText(words.dashboard);
    // The record keeps both, newest first.
    await expect(card.getByRole("row")).toHaveCount(3);
    await expect(card.getByRole("row").nth(1)).toContainText(words.withdrawn);
    // E-mail carries the updates again: on, and it cannot be turned off while WhatsApp is off.
    await expect(card.getByRole("switch", { name: words.emailUpdates, exact: true })).toBeDisabled();

    // After a reload the record is the server's.
    await page.reload();
    await hydrated(page);
    await expect(card.getByRole("switch", { name: words.updates, exact: true })).not.toBeChecked();
    await expect(card.getByRole("row")).toHaveCount(3);
  });
}

for (const lang of ["en", "hi"] as const satisfies readonly Lang[]) {
  const words = WORDS[lang];

  test(`${lang}: another account with the number says no: WhatsApp stays off, and turning it on says how to get it back`, async ({
    page,
  }) => {
    // Two accounts typed the same number; the one on this page asked for WhatsApp at sign-up.
    const phoneNo = freshPhone();
    const signUp = async (name: string, consents?: object) => {
      const email = freshEmail(`held-${lang}`);
      const response = await page.request.post("/api/v1/user/create", {
        headers: { "Accept-Language": lang === "hi" ? "hi" : "en-IN" },
        data: { name, email, phoneNo, password: "a long password", ...(consents ? { consents } : {}) },
      });
      expect(response.status()).toBe(201);
      await confirmAddress(page, email);
      return (await response.json()) as { accessToken: string; refreshToken: string; newUser: object };
    };
    const mine = await signUp("Asha Rao", { whatsappUpdates: true, source: words.signup });
    const other = await signUp("Someone Else");
    // The other account withdraws WhatsApp for the number.
    for (const granted of [true, false]) {
      const answer = await page.request.put("/api/v1/user/consents", {
        headers: { Authorization: `Bearer ${other.accessToken}` },
        data: { channel: "whatsapp", purpose: "updates", granted, source: "/dashboard" },
      });
      expect(answer.status()).toBe(200);
    }
    await keepSession(page, {
      user: mine.newUser,
      token: { accessToken: mine.accessToken, refreshToken: mine.refreshToken },
    });
    await page.goto(words.dashboard);
    await hydrated(page);
    const card = page.getByRole("region", { name: words.card, exact: true });
    const whatsappUpdates = card.getByRole("switch", { name: words.updates, exact: true });
    // Off, though this account's own record says given; turning it on says why and what to do.
    await expect(whatsappUpdates).not.toBeChecked();
    // The record says which number the choice was about.
    await expect(card.getByRole("row").filter({ hasText: words.given })).toContainText(shownPhone(phoneNo));
    await whatsappUpdates.click();
    await expect(toastWith(page, words.held)).toContainText("START");
    await expect(whatsappUpdates).not.toBeChecked();
    await shoot(page, `held-${lang}`, card);
  });
}

// A deployed server without WhatsApp's credentials sends none (env.providers.whatsapp "off"),
// which this test server, writing WhatsApp to its local outbox, cannot be: its answer to
// GET /channels is replaced with that server's. The pages then offer no WhatsApp choice, and
// e-mail carries the updates, on and fixed.
test("a server that sends no WhatsApp offers no WhatsApp choice anywhere", async ({ page }) => {
  await page.route("**/api/v1/channels", (route) => route.fulfill({ json: { whatsapp: false } }));
  const words = WORDS.en;
  await page.goto(words.signup);
  await hydrated(page);
  await page.getByLabel(words.fields.name).fill("Ira Shah");
  await page.getByLabel(words.fields.email, { exact: true }).fill(freshEmail("no-whatsapp"));
  await page.getByLabel(words.fields.phone).fill("9876543210");
  await page.getByLabel(words.fields.password).fill("a long password");
  await expect(page.getByRole("button", { name: words.submit })).toBeEnabled();
  await expect(page.getByRole("checkbox")).toHaveCount(0);
  await expect(page.getByText(words.number(shownPhone("9876543210")))).toHaveCount(0);
  await page.getByRole("button", { name: words.submit }).click();
  await expect(page).toHaveURL("/");

  await page.goto(words.dashboard);
  await hydrated(page);
  const card = page.getByRole("region", { name: words.card, exact: true });
  const emailUpdates = card.getByRole("switch", { name: words.emailUpdates, exact: true });
  await expect(emailUpdates).toBeChecked();
  await expect(emailUpdates).toBeDisabled();
  await expect(card.getByRole("switch", { name: /WhatsApp/ })).toHaveCount(0);

  await page.goto("/purchase?plan=essentials");
  await hydrated(page);
  await expect(page.getByRole("button", { name: /Proceed/ })).toBeVisible();
  await expect(page.getByRole("checkbox", { name: words.updatesBox })).toHaveCount(0);
});
