// A grievance about personal data (docs/product.md D27; decision 0040), as the person and the
// operator meet it: a visitor finds the form from the privacy notice, files a grievance and gets
// its reference and the day we answer by (the acknowledgement in the outbox in their language);
// the operator finds it in the admin panel's Grievances tab with its age and that day, opens it
// and marks it answered. In English and Hindi, on a phone (390 px) and a laptop (1366 px), in
// both themes, with nothing axe can find.
import { staffSession } from "./staff.ts";
import type { Page } from "@playwright/test";
import { GRIEVANCE_REPLY_DAYS } from "../../src/config/site.ts";
import en from "../../src/i18n/en/grievance.ts";
import hi from "../../src/i18n/hi/grievance.ts";
import { expect, test } from "./fixtures.ts";
import { expectNoViolations, freshEmail, hydrated, outbox, toastWith } from "./helpers.ts";

const WORDS = { en, hi } as const;
const ROBOT = { en: "I'm not a robot", hi: "मैं रोबोट नहीं हूँ" } as const;
const REFERENCE = /^GRV-[0-9A-Z]{8}$/;

/** Signs the operator in for the pages this tab opens from now on. */
async function signInAsOperator(page: Page) {
  const { user, accessToken, refreshToken } = (await staffSession(page.request)).session;
  await page.evaluate((auth) => localStorage.setItem("root", JSON.stringify({ auth })), {
    user,
    token: { accessToken, refreshToken },
  });
}

/** The visitor files a grievance from the privacy notice's link; its reference and day. */
async function fileGrievance(page: Page, lang: "en" | "hi", email: string) {
  const words = WORDS[lang].form;
  await page.goto(lang === "en" ? "/privacy" : "/hi/privacy");
  await page
    .getByRole("region", {
      name: lang === "en" ? "Whom to write to about your data" : "अपने डेटा के बारे में किसे लिखें",
    })
    .getByRole("link", { name: lang === "en" ? "File a grievance" : "शिकायत दर्ज करें" })
    .click();
  await expect(page).toHaveURL(lang === "en" ? "/grievance" : "/hi/grievance");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(WORDS[lang].page.heading);
  await hydrated(page);
  const form = page.getByRole("form", { name: words.label });
  await expect(form.getByRole("button", { name: words.send })).toBeEnabled();
  await expectNoViolations(page);

  await form.getByLabel(words.name, { exact: true }).fill("Meera Iyer");
  await form.getByLabel(words.email, { exact: true }).fill(email);
  await form.getByLabel(words.phone, { exact: true }).fill("+91 98765 43210");
  await form.getByLabel(words.topic, { exact: true }).selectOption({ label: words.topics.erasure });
  await form
    .getByLabel(words.message, { exact: true })
    .fill("I asked for my account to be erased a month ago and still get your offers.");
  await form.getByRole("checkbox", { name: ROBOT[lang] }).check();
  await form.getByRole("button", { name: words.send }).click();

  // The reference and the day take the form's place; the focus moves to the heading.
  const filed = page.getByRole("region", { name: words.done.heading });
  await expect(filed.getByRole("heading", { name: words.done.heading })).toBeFocused();
  const reference = (await filed.locator("dd").first().textContent())!.trim();
  expect(reference).toMatch(REFERENCE);
  const replyBy = await filed.locator("time").getAttribute("datetime");
  expect(replyBy).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  await expect(filed).toContainText(String(GRIEVANCE_REPLY_DAYS));
  await expect(filed).toContainText(email);
  await expectNoViolations(page);

  // The acknowledgement, in the page's language, names the reference.
  await expect
    .poll(async () => (await outbox()).find((mail) => mail.to === email)?.subject ?? "")
    .toBe(
      lang === "en" ? `We received your grievance (${reference})` : `आपकी शिकायत हमें मिल गई है (${reference})`,
    );
  return { reference, replyBy: replyBy! };
}

/** The summary card's figure, and the line under it, by the card's label. */
const card = (page: Page, label: string) => page.locator(`dt:text-is("${label}") + dd`);
const cardDetail = (page: Page, label: string) => page.locator(`dt:text-is("${label}") + dd + dd`);
const figureOf = async (page: Page, label: string) =>
  Number((await card(page, label).textContent())?.replaceAll(",", ""));

/**
 * The operator sees open grievances counted on the summary cards with the oldest one's age,
 * finds this one in the Grievances tab (its age, its day, open) and marks it answered; the person
 * is told by e-mail, in the language they filed in (the count falling is the API test's: other
 * browser tests file grievances meanwhile).
 */
async function answerAsOperator(
  page: Page,
  filed: { reference: string; replyBy: string; email: string; lang: "en" | "hi" },
) {
  const { reference, replyBy } = filed;
  await signInAsOperator(page);
  await page.goto("/admin-dashboard?tab=grievances");
  await hydrated(page);
  await expect(page.getByRole("tab", { name: "Grievances" })).toHaveAttribute("aria-selected", "true");
  await expect(card(page, "Open Grievances")).toHaveText(/^\d[\d,]*$/);
  const open = await figureOf(page, "Open Grievances");
  expect(open).toBeGreaterThanOrEqual(1);
  await expect(cardDetail(page, "Open Grievances")).toHaveText(/^Oldest: (today|1 day|\d+ days)$/);
  const search = page.getByRole("searchbox", { name: "Search grievances" });
  await search.fill(reference);
  await search.press("Enter");
  await expect(page).toHaveURL(new RegExp(`tab=grievances&q=${reference}`));
  const row = page.getByRole("tabpanel").locator("tbody tr").filter({ hasText: reference });
  await expect(row).toHaveCount(1);
  await expect(row.locator('td[data-label="Age"]')).toHaveText("Today");
  await expect(row.locator('td[data-label="Answer By"] time')).toHaveAttribute("datetime", replyBy);
  await expect(row.locator('td[data-label="Status"]')).toHaveText("Open");
  await expect(row.locator('td[data-label="About"]')).toHaveText("Erasing my data");
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, "no sideways scrolling of the page").toBeLessThanOrEqual(page.viewportSize()!.width);
  await expectNoViolations(page);

  await row.getByRole("button", { name: `Open grievance ${reference}` }).click();
  const dialog = page.getByRole("dialog", { name: `Grievance ${reference}` });
  await expect(dialog).toContainText("I asked for my account to be erased");
  await expect(
    dialog
      .getByRole("link", { name: "+91 98765 43210" })
      .or(dialog.getByRole("link", { name: "9876543210" })),
  ).toBeVisible();
  await expectNoViolations(page);
  await dialog.getByLabel("What was done (optional)").fill("Erased the account; told her by e-mail.");
  // The summary's counts are read again after the change, without a reload.
  const summaryRead = page.waitForResponse(
    (response) => new URL(response.url()).pathname === "/api/v1/admin/summary",
  );
  await dialog.getByRole("button", { name: "Mark answered" }).click();
  await expect(toastWith(page, `Grievance ${reference} marked answered.`)).toBeVisible();
  expect((await summaryRead).status()).toBe(200);
  await expect(dialog).toBeHidden();
  await expect(row.locator('td[data-label="Status"]')).toHaveText("Answered");

  // Told, in their language, where the answer is.
  const answered =
    filed.lang === "en"
      ? `Your grievance is answered (${reference})`
      : `आपकी शिकायत का जवाब दे दिया गया है (${reference})`;
  await expect
    .poll(async () => (await outbox()).some((mail) => mail.to === filed.email && mail.subject === answered))
    .toBe(true);
  // Read again: the card still reads as a count. (Whether it dropped by one cannot be told here:
  // the other runs of this test file grievances at the same time; the API test
  // tests/api/grievance-rights.test.ts holds the count to the answered one.)
  await page.reload();
  await hydrated(page);
  await expect(card(page, "Open Grievances")).toHaveText(/^\d[\d,]*$/);
}

for (const [lang, width, theme] of [
  ["en", 1366, "dark"],
  ["en", 390, "light"],
  ["hi", 390, "dark"],
  ["hi", 1366, "light"],
] as const) {
  test(`a visitor files a grievance and an operator sees it with its age (${lang}, ${width} px, ${theme})`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.addInitScript((chosen) => localStorage.setItem("vite-ui-theme", chosen), theme);
    const email = freshEmail(`grievance-${lang}`);
    const { reference, replyBy } = await fileGrievance(page, lang, email);
    await page.screenshot({
      path: `test-results/grievance-${lang}-${width}-${theme}-filed.png`,
      fullPage: true,
    });
    await answerAsOperator(page, { reference, replyBy, email, lang });
    await page.screenshot({
      path: `test-results/grievance-${lang}-${width}-${theme}-admin.png`,
      fullPage: true,
    });
  });
}

test("a member files as themselves: their name and e-mail are filled in", async ({ page }) => {
  const response = await page.request.post("/api/v1/user/create", {
    data: {
      name: "Asha Verma",
      email: freshEmail("member"),
      phoneNo: "9812345670",
      password: "a long password",
    },
  });
  const { accessToken, refreshToken, newUser } = (await response.json()) as {
    accessToken: string;
    refreshToken: string;
    newUser: { name: string; email: string };
  };
  await page.addInitScript(
    (auth) => {
      if (!localStorage.getItem("root")) localStorage.setItem("root", JSON.stringify({ auth }));
    },
    { user: newUser, token: { accessToken, refreshToken } },
  );
  await page.goto("/grievance");
  await hydrated(page);
  const form = page.getByRole("form", { name: en.form.label });
  await expect(form.getByLabel(en.form.name, { exact: true })).toHaveValue("Asha Verma");
  await expect(form.getByLabel(en.form.email, { exact: true })).toHaveValue(newUser.email);
});

test("the footer leads to the grievance form, in English and in Hindi", async ({ page }) => {
  for (const [from, name, to] of [
    ["/services", "File a grievance", "/grievance"],
    ["/hi/services", "शिकायत दर्ज करें", "/hi/grievance"],
  ] as const) {
    await page.goto(from);
    await page.getByRole("contentinfo").getByRole("link", { name }).click();
    await expect(page).toHaveURL(to);
  }
});
