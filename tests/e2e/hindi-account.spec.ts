// The account's language from the browser (docs/product.md D25): signing up on the Hindi page
// makes a Hindi account, kept as this browser's choice; the dashboard shows it and, changed to
// English, saves it on the account and opens the English dashboard. A login on a browser that
// has chosen nothing takes the account's language as its choice, without moving anyone.
import type { Page } from "@playwright/test";
import { LANG_STORAGE_KEY } from "../../src/i18n/lang-key.ts";
import { SOLVED_LOCAL_CAPTCHA } from "../fixtures/captcha.ts";
import { expect, test } from "./fixtures.ts";
import { axeViolations, freshEmail, hydrated, outbox, settled } from "./helpers.ts";

/** The session the site keeps (localStorage "root") and the browser's choice of language. */
const stored = (page: Page) =>
  page.evaluate((key) => {
    const root = JSON.parse(localStorage.getItem("root") ?? "{}") as {
      auth?: { user: { language?: string } | null; token: { accessToken: string } | null };
    };
    return {
      user: root.auth?.user ?? null,
      token: root.auth?.token ?? null,
      choice: localStorage.getItem(key),
    };
  }, LANG_STORAGE_KEY);

/** The account as the server has it, asked with the page's own session. */
async function account(page: Page) {
  const { token } = await stored(page);
  const response = await page.request.post("/api/v1/user/auth/verify", {
    headers: { Authorization: `Bearer ${token!.accessToken}` },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { user: { language: string; email: string } }).user;
}

test("signed up on /hi/signup: a Hindi account; the dashboard switches it to English and opens /dashboard", async ({
  page,
}) => {
  const email = freshEmail("hindi-account");
  await page.goto("/hi/signup");
  await hydrated(page);
  // Found by what each field is for, whatever words the Hindi page labels them with.
  await page.locator('input[autocomplete="name"]').fill("आशा राव");
  await page.locator('input[autocomplete="email"]').fill(email);
  await page.locator('input[autocomplete="tel-national"]').fill("9876543210");
  await page.locator('input[autocomplete="new-password"]').fill("first password");
  await page.locator('form button[type="submit"]').click();
  // Signed up, the form sends the member on (to the home page).
  await page.waitForURL((url) => !url.pathname.endsWith("/signup"));
  await page.waitForLoadState();
  expect(await stored(page)).toMatchObject({ user: { language: "hi" }, choice: "hi" });
  expect(await account(page)).toMatchObject({ email, language: "hi" });

  // The Hindi dashboard shows the account's language, in Hindi.
  await page.goto("/hi/dashboard");
  await hydrated(page);
  const control = page.getByRole("region", { name: "भाषा" });
  await expect(control.getByRole("radio", { name: "हिन्दी" })).toBeChecked();
  const save = control.getByRole("button", { name: "भाषा सहेजें" });
  await expect(save).toBeDisabled();
  await expect(page.getByRole("heading", { name: "आपकी पसंद", exact: true })).toBeVisible();
  await settled(page);
  expect(await axeViolations(page, "main")).toEqual([]);

  // An e-mail now comes in Hindi.
  await page.request.post("/api/v1/user/forgot/password", {
    data: { email, capchaToken: SOLVED_LOCAL_CAPTCHA },
  });
  await expect
    .poll(async () => (await outbox()).find((mail) => mail.to === email)?.subject)
    .toBe("अपना Nova Experience पासवर्ड रीसेट करें");

  await control.getByRole("radio", { name: "English" }).check();
  await save.click();
  await expect(page).toHaveURL("/dashboard");
  await hydrated(page);
  const english = page.getByRole("region", { name: "Language" });
  await expect(english.getByRole("radio", { name: "English" })).toBeChecked();
  await expect(english.getByRole("button", { name: "Save language" })).toBeDisabled();
  await expect(page.getByRole("heading", { name: "Your preferences" })).toBeVisible();
  expect(await stored(page)).toMatchObject({ user: { language: "en" }, choice: "en" });
  expect((await account(page)).language).toBe("en");
});

test("a login on a browser that has chosen nothing keeps the account's language, and stays on its page", async ({
  page,
}) => {
  const email = freshEmail("hindi-login");
  const password = "a long password";
  const made = await page.request.post("/api/v1/user/create", {
    data: { name: "Asha Rao", email, phoneNo: "9812345670", password },
    headers: { "Accept-Language": "hi" },
  });
  expect(made.status()).toBe(201);

  await page.goto("/login");
  await hydrated(page);
  expect((await stored(page)).choice).toBeNull();
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL("/");
  expect(await stored(page)).toMatchObject({ user: { language: "hi" }, choice: "hi" });
  // Nothing moved the member: the English page they were sent to, in English.
  expect(await page.locator("html").getAttribute("lang")).toBe("en-IN");
});
