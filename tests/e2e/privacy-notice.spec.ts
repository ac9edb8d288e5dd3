// The privacy notice and the terms of use (docs/product.md D27): reached from the footer of every
// page in both languages, saying what the DPDP Rules, 2025 ask a notice to say, with the person
// to write to from src/config/site.ts.
import { PRIVACY_CONTACT } from "../../src/config/site.ts";
import { expect, test } from "./fixtures.ts";

test("the footer leads to the privacy notice and the terms, in English and in Hindi", async ({ page }) => {
  for (const [from, privacy, terms] of [
    ["/services", "Privacy notice", "Terms of use"],
    ["/hi/services", "गोपनीयता सूचना", "उपयोग की शर्तें"],
  ] as const) {
    await page.goto(from);
    const footer = page.getByRole("contentinfo");
    await footer.getByRole("link", { name: privacy }).click();
    await expect(page).toHaveURL(from.startsWith("/hi") ? /\/hi\/privacy$/ : /\/privacy$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      privacy === "Privacy notice" ? "Privacy Notice" : privacy,
    );
    await page.getByRole("contentinfo").getByRole("link", { name: terms }).click();
    await expect(page).toHaveURL(from.startsWith("/hi") ? /\/hi\/terms$/ : /\/terms$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      terms === "Terms of use" ? "Terms of Use" : terms,
    );
  }
});

test("the notice says what is kept, why, who receives it, for how long, the rights and whom to write to", async ({
  page,
}) => {
  await page.goto("/privacy");
  const nav = page.getByRole("navigation", { name: "Notice sections" });
  await expect(nav.getByRole("link")).toHaveText([
    "Who we are",
    "What we collect",
    "Why we use it, and on what basis",
    "Who else receives it",
    "How long we keep it",
    "Your rights, and how to use them",
    "How we protect it, and if something goes wrong",
    "Children",
    "Changes to this notice",
  ]);
  // The lawful bases: what was given for a purpose, the law, and consent for WhatsApp and offers.
  await expect(page.getByRole("region", { name: "Why we use it, and on what basis" })).toContainText(
    "are sent only if you switched them on",
  );
  // Who receives it: the providers by name.
  const recipients = page.getByRole("region", { name: "Who else receives it" });
  for (const name of ["Razorpay", "Postmark", "WhatsApp Business", "Google reCAPTCHA", "Netlify", "Neon"]) {
    await expect(recipients).toContainText(name);
  }
  // How long: the tax documents' legal hold and the log's year.
  const retention = page.getByRole("region", { name: "How long we keep it" });
  await expect(retention).toContainText("72 months");
  await expect(retention).toContainText("section 36 of the CGST Act");
  await expect(retention).toContainText("one year");
  await expect(page.getByRole("region", { name: "Your rights, and how to use them" })).toContainText(
    "Data Protection Board of India",
  );
  // The person to write to, as configured, with working links.
  const contact = page.getByRole("region", { name: "Whom to write to about your data" });
  await expect(contact).toContainText(PRIVACY_CONTACT.name.en);
  await expect(contact.getByRole("link", { name: PRIVACY_CONTACT.email })).toHaveAttribute(
    "href",
    `mailto:${PRIVACY_CONTACT.email}`,
  );
  await expect(contact.getByRole("link", { name: PRIVACY_CONTACT.phone })).toHaveAttribute(
    "href",
    `tel:${PRIVACY_CONTACT.phone.replace(/\s+/g, "")}`,
  );
});

test("the Hindi notice has the same sections and the same contact", async ({ page }) => {
  await page.goto("/hi/privacy");
  await expect(page.locator("html")).toHaveAttribute("lang", "hi");
  await expect(page.getByRole("navigation", { name: "सूचना के भाग" }).getByRole("link")).toHaveCount(9);
  await expect(page.getByRole("region", { name: "हम इसे कितने समय तक रखते हैं" })).toContainText("72 महीने");
  const contact = page.getByRole("region", { name: "अपने डेटा के बारे में किसे लिखें" });
  await expect(contact).toContainText(PRIVACY_CONTACT.email);
  await expect(contact).toContainText("शिकायत अधिकारी, Nova Experience");
  // A link inside the terms stays in Hindi.
  await page.goto("/hi/terms");
  await expect(page.getByRole("link", { name: "गोपनीयता सूचना" }).first()).toHaveAttribute(
    "href",
    "/hi/privacy",
  );
});
