// The notice before every form that collects personal data (docs/product.md D27): one sentence
// on what the details are for, with a link to the privacy notice in the page's language, before
// the button that sends them. Every form of every public page is looked at, in English and in
// Hindi, where the link crawl loads the page (crawl.spec.ts, with tests/e2e/page-checks.ts), so
// that a form added without the notice fails there; only the forms that take nothing new about a
// person (signing in, asking for or setting a password) are let off, by name. Here, the forms
// that appear later (the inquiry dialog's, the account form in it, /purchase's invoice details,
// the dashboard's preferences) are opened as a person opens them.
import type { Page } from "@playwright/test";
import enAuth from "../../src/i18n/en/auth.ts";
import hiAuth from "../../src/i18n/hi/auth.ts";
import { pathInLang, type Lang } from "../../src/i18n/lang.ts";
import { expect, test } from "./fixtures.ts";
import { becomeMember, hydrated } from "./helpers.ts";
import { expectNotice } from "./page-checks.ts";

/**
 * Opens a service's inquiry dialog from /services (or its Hindi twin), on the tab named like
 * the dialog, and gives the dialog.
 */
async function openInquiry(page: Page, lang: Lang, link: string, dialogName: string) {
  await page.goto(pathInLang("/services", lang));
  await hydrated(page);
  await page.getByRole("tab", { name: dialogName }).click();
  await page.getByRole("link", { name: link }).click();
  const dialog = page.getByRole("dialog", { name: dialogName });
  await expect(dialog).toBeVisible();
  return dialog;
}

test("the three inquiry forms carry the notice", async ({ page }) => {
  await becomeMember(page, "Noticing Member");
  for (const [link, dialogName, form] of [
    ["Enquire now about Weddings", "Event Management", "Event inquiry"],
    ["Enquire now about Luxury Outdoor Catering", "Food & Beverages", "Catering inquiry"],
    ["Enquire now about Destination Management", "Travel & Tourism", "Travel inquiry"],
  ] as const) {
    const dialog = await openInquiry(page, "en", link, dialogName);
    const inquiry = dialog.getByRole("form", { name: form });
    await expectNotice(inquiry, inquiry.getByRole("button", { name: "Send Inquiry" }), "en", form);
  }
  const dialog = await openInquiry(page, "hi", "पूछताछ करें: शादियाँ", "आयोजन प्रबंधन");
  const inquiry = dialog.getByRole("form", { name: "आयोजन की पूछताछ" });
  await expectNotice(inquiry, inquiry.getByRole("button", { name: "पूछताछ भेजें" }), "hi", "आयोजन की पूछताछ");
});

test("the account form in the inquiry dialog carries the notice when it signs up, not when it signs in", async ({
  page,
}) => {
  for (const [lang, link, dialogName] of [
    ["en", "Enquire now about Weddings", "Event Management"],
    ["hi", "पूछताछ करें: शादियाँ", "आयोजन प्रबंधन"],
  ] as const) {
    const words = lang === "en" ? enAuth.form : hiAuth.form;
    const dialog = await openInquiry(page, lang, link, dialogName);
    await expect(
      dialog.getByRole("form", { name: words.login.label }).locator("[data-data-notice]"),
    ).toHaveCount(0);
    await dialog.getByRole("button", { name: words.login.switchTo }).click();
    const signup = dialog.getByRole("form", { name: words.signup.label });
    await expectNotice(
      signup,
      signup.getByRole("button", { name: words.signup.submit }),
      lang,
      `${lang} sign-up`,
    );
  }
});

test("the invoice details of /purchase and the dashboard's preferences carry the notice", async ({
  page,
}) => {
  await becomeMember(page, "Paying Member");
  for (const [lang, proceed, details, update, preferences, save] of [
    [
      "en",
      "Proceed to Purchase",
      "Invoice details",
      "Update preferences",
      "Your preferences",
      "Save preferences",
    ],
    ["hi", "ख़रीदारी के लिए आगे बढ़ें", "इनवॉइस का विवरण", "पसंद बदलें", "आपकी पसंद", "पसंद सहेजें"],
  ] as const) {
    await page.goto(`${pathInLang("/purchase", lang)}?plan=premium`);
    await hydrated(page);
    await expectNotice(
      page.getByRole("region", { name: details }),
      page.getByRole("button", { name: proceed }),
      lang,
      `${lang} invoice details`,
    );

    await page.goto(pathInLang("/dashboard", lang));
    await hydrated(page);
    await page.getByRole("button", { name: update }).click();
    const form = page.getByRole("form", { name: preferences });
    await expectNotice(form, form.getByRole("button", { name: save }), lang, `${lang} preferences`);
  }
});
