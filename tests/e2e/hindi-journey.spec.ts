// A Hindi-reading member from the first page to the tax invoice (docs/product.md D25, issue
// 24's "done when"): chooses Hindi, signs up with a Devanagari name, sends an inquiry, buys a
// membership, and gets every e-mail in Hindi with the invoice's PDF holding the name exactly.
import { pdfFileText } from "../helpers/pdf.ts";
import { expect, test } from "./fixtures.ts";
import { confirmAddress, dayFromToday, freshEmail, hydrated, outbox, toastWith } from "./helpers.ts";

const NAME = "आशा शर्मा";
const DEVANAGARI = /[\u0900-\u097F]/;

test("a Hindi reader signs up, asks, pays and gets Hindi e-mails and a PDF with her name as she wrote it", async ({
  page,
}) => {
  const email = freshEmail("hindi-journey");

  // The English home page, the switch to Hindi, the sign-up in Hindi.
  await page.goto("/");
  await page.getByRole("link", { name: "हिन्दी" }).click();
  await expect(page).toHaveURL("/hi");
  await page.goto("/hi/signup");
  await hydrated(page);
  const signup = page.getByRole("form", { name: "नया खाता" });
  await signup.getByLabel("नाम").fill(NAME);
  await signup.getByLabel("ईमेल").fill(email);
  // Her number as her Hindi keyboard types it: Devanagari digits, kept as the ten Latin ones.
  await signup.getByLabel("फ़ोन नंबर").fill("९८७६५ ४३२१०");
  await signup.getByLabel("पासवर्ड").fill("a good password");
  await signup.getByRole("button", { name: "खाता बनाएँ" }).click();
  await expect(page).toHaveURL("/hi");
  // She follows the link her sign-up e-mailed (in Hindi, decision 0043), so that what follows is e-mailed too.
  await confirmAddress(page, email);

  // An inquiry from the Hindi services page.
  await page.goto("/hi/services");
  await hydrated(page);
  await page.getByRole("link", { name: "पूछताछ करें: शादियाँ" }).click();
  const form = page.getByRole("dialog").getByRole("form", { name: "आयोजन की पूछताछ" });
  const field = (label: string) => form.getByLabel(label, { exact: true });
  await expect(field("नाम")).toHaveValue(NAME);
  await expect(field("फ़ोन नंबर")).toHaveValue("9876543210");
  await field("आयोजन का प्रकार").selectOption({ label: "शादी" });
  await field("आयोजन की तारीख़").fill(await dayFromToday(page, 90));
  await field("मेहमानों की संख्या").fill("300");
  await field("शहर").fill("जयपुर");
  await field("बजट").fill("₹5–8 लाख");
  await form.getByRole("radio", { name: "लग्ज़री" }).check();
  await form.getByRole("button", { name: "पूछताछ भेजें" }).click();
  // The confirmation takes the form's place (D26), saying it to screen readers as the toast does.
  const confirmation = page
    .getByRole("dialog")
    .getByRole("region", { name: "धन्यवाद, आपकी पूछताछ हम तक पहुँच गई है" });
  await expect(confirmation.getByRole("status")).toHaveText("आपकी पूछताछ हमें मिल गई है!");

  // A membership bought on the Hindi purchase page.
  await page.goto("/hi/purchase?plan=premium");
  await hydrated(page);
  await page.getByLabel("बिलिंग का राज्य").selectOption({ label: "राजस्थान" });
  await page.getByRole("button", { name: "ख़रीदारी के लिए आगे बढ़ें" }).click();
  await page.getByRole("dialog", { name: "टेस्ट चेकआउट" }).getByRole("button", { name: "₹9,999 चुकाएँ" }).click();
  await expect(page).toHaveURL("/hi/invoice");
  await expect(toastWith(page, "भुगतान सफल रहा!")).toBeVisible();

  // Every e-mail to her is in Hindi, its links lead to Hindi pages, and the invoice's PDF
  // holds her name as she typed it.
  await expect
    .poll(async () => (await outbox()).filter((mail) => mail.to === email).length)
    .toBeGreaterThanOrEqual(2);
  const mails = (await outbox()).filter((mail) => mail.to === email);
  for (const mail of mails) {
    expect(mail.subject, mail.subject).toMatch(DEVANAGARI);
    expect(mail.textBody, mail.subject).toContain(NAME);
    for (const link of mail.links.filter((href) => new URL(href).host === new URL(page.url()).host)) {
      expect(new URL(link).pathname, `${mail.subject}: ${link}`).toMatch(/^\/hi(\/|$)/);
    }
  }
  const invoiceMail = mails.find((mail) =>
    mail.attachments.some((file) => file.contentType === "application/pdf"),
  );
  expect(invoiceMail, "the invoice's e-mail with its PDF").toBeDefined();
  const pdf = invoiceMail!.attachments.find((file) => file.contentType === "application/pdf")!;
  const text = pdfFileText(pdf.file);
  expect(text).toContain(NAME);
  // Its labels in her language too (D25): the document's words as the Hindi page shows them.
  for (const label of ["कर बीजक", "बिल प्राप्तकर्ता", "आपूर्ति का स्थान", "राशि शब्दों में"])
    expect(text).toContain(label);
  expect(text).not.toContain("Place of supply");
});
