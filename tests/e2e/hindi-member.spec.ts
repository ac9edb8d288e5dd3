// The contact form, the plan choice, the purchase and the payment link on Hindi pages
// (docs/product.md D25; decision 0034): each island speaks the page's language, sends what the
// API takes, and the journey works end to end. The test server has no reCAPTCHA key, so the
// contact form shows the local stand-in widget (in Hindi).
import { adminToken } from "./staff.ts";
import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { becomeMember, englishLeft, freshEmail, hydrated, sendEventInquiry, toastWith } from "./helpers.ts";

/** Runs of three or more English words left in the page's main content (englishLeft). */
async function englishInMain(page: Page): Promise<string[]> {
  return englishLeft(await page.locator("main").innerText());
}

test.describe("the contact form on /hi/contact-us", () => {
  const sendButton = (page: Page) => page.getByRole("button", { name: "संदेश भेजें" });

  async function openForm(page: Page) {
    await page.goto("/hi/contact-us");
    await sendButton(page).scrollIntoViewIfNeeded();
    await hydrated(page);
    await expect(sendButton(page)).toBeEnabled();
  }

  test("is in Hindi, asks for the bot check in Hindi, and sends with the Hindi thanks", async ({ page }) => {
    await openForm(page);
    const form = page.getByRole("region", { name: "हमें संदेश भेजें" });
    for (const label of ["नाम", "ईमेल पता", "फ़ोन नंबर (वैकल्पिक)", "विषय", "संदेश"]) {
      await expect(form.getByLabel(label, { exact: true })).toBeVisible();
    }
    const subject = form.getByLabel("विषय", { exact: true });
    await expect(subject.locator("option")).toHaveText([
      "विषय चुनें",
      "सामान्य पूछताछ",
      "आयोजन की योजना",
      "यात्रा और पर्यटन",
      "साझेदारी",
      "अन्य",
    ]);
    const robot = page.getByRole("checkbox", { name: "मैं रोबोट नहीं हूँ" });
    await expect(robot).not.toBeChecked();
    await expect(form.getByText("स्थानीय टेस्ट जाँच (reCAPTCHA कुंजी सेट नहीं है)")).toBeVisible();
    expect(await englishInMain(page)).toEqual([]);

    await form.getByLabel("नाम", { exact: true }).fill("आशा राव");
    await form.getByLabel("ईमेल पता", { exact: true }).fill(freshEmail("hindi.guest"));
    await subject.selectOption({ label: "आयोजन की योजना" });
    await form.getByLabel("संदेश", { exact: true }).fill("अगले फ़रवरी में उदयपुर में 150 मेहमानों के लिए संगीत।");

    // Without the bot check nothing is sent, and it says so in Hindi.
    await sendButton(page).click();
    await expect(toastWith(page, "त्रुटि", "कृपया reCAPTCHA जाँच पूरी करें।")).toBeVisible();

    await robot.check();
    const answer = page.waitForResponse("**/api/v1/contact/create");
    await sendButton(page).click();
    const response = await answer;
    expect(response.status()).toBe(201);
    // The value the API takes, whatever the label.
    expect(response.request().postDataJSON()).toMatchObject({ subject: "event" });
    await expect(
      toastWith(page, "भेज दिया गया", "आपकी पूछताछ हमें मिल गई है। हम जल्द ही आपसे संपर्क करेंगे।"),
    ).toBeVisible();
    await expect(form.getByLabel("नाम", { exact: true })).toHaveValue("");
    await expect(robot).not.toBeChecked();
  });
});

test("the landing page's contact form shows its bot check in Hindi on /hi", async ({ page }) => {
  await page.goto("/hi");
  await page.getByLabel(/^पूरा नाम/).focus();
  await expect(page.getByRole("checkbox", { name: "मैं रोबोट नहीं हूँ" })).toBeVisible();
});

test("the plan choice on /hi/membership asks in Hindi", async ({ page }) => {
  await page.goto("/hi/membership");
  await hydrated(page);
  await page.getByRole("link", { name: "Premium चुनें" }).click();
  const dialog = page.getByRole("dialog", { name: "Premium चुनें" });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText("ख़रीदारी जारी रखने के लिए लॉग इन करें।");
  await dialog.getByRole("button", { name: "बंद करें" }).click();
  await expect(dialog).toBeHidden();

  // The selected plan's bar, in Hindi.
  const bar = page.getByRole("region", { name: "चुना गया प्लान" });
  await expect(bar).toContainText("चुना गया प्लान: Premium");
  await expect(bar.getByRole("button", { name: "ख़रीदारी जारी रखें" })).toBeVisible();
  expect(await englishInMain(page)).toEqual([]);
  await bar.getByRole("button", { name: "चुनाव हटाएँ" }).click();
  await expect(bar).toBeHidden();
});

test("a signed-in member's plan choice on /hi/membership goes on to /hi/purchase", async ({ page }) => {
  await becomeMember(page, "मीरा अय्यर");
  await page.goto("/hi/membership");
  await hydrated(page);
  await page.getByRole("link", { name: "Elite चुनें" }).click();
  await expect(page).toHaveURL("/hi/purchase");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("सदस्यता का सारांश");
  await expect(page.getByRole("region", { name: "Elite" })).toContainText("₹19,999");
});

test("a member buys a plan on /hi/purchase, in Hindi from the summary to the invoice", async ({ page }) => {
  await becomeMember(page, "मीरा अय्यर");
  await page.goto("/hi/purchase?plan=premium");
  await hydrated(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("सदस्यता का सारांश");
  const summary = page.getByRole("region", { name: "Premium" });
  await expect(summary.getByText("₹9,999", { exact: true })).toBeVisible();
  await expect(summary).toContainText("सालाना भुगतान");
  await expect(summary).toContainText("₹833.25 प्रति माह");
  await expect(summary.getByRole("list", { name: "शामिल सुविधाएँ" }).getByRole("listitem")).toHaveCount(4);
  await expect(page.getByRole("region", { name: "इनवॉइस का विवरण" })).toBeVisible();
  await expect(page.getByRole("link", { name: "दूसरा प्लान चुनें" })).toHaveAttribute(
    "href",
    "/hi/membership#membership-plans",
  );
  expect(await englishInMain(page)).toEqual([]);

  // What is wrong with the invoice details, in Hindi.
  const proceed = page.getByRole("button", { name: "ख़रीदारी के लिए आगे बढ़ें" });
  await proceed.click();
  await expect(page.getByText("कृपया बिलिंग का राज्य चुनें।")).toBeVisible();

  // The state by its Hindi name; the API gets its code.
  await page.getByLabel("बिलिंग का राज्य").selectOption({ label: "राजस्थान" });
  await expect(page.getByText("कृपया बिलिंग का राज्य चुनें।")).toBeHidden();
  const order = page.waitForRequest("**/api/v1/payment/order");
  await proceed.click();
  expect((await order).postDataJSON()).toMatchObject({ billing: { stateCode: "08" } });
  const checkout = page.getByRole("dialog", { name: "टेस्ट चेकआउट" });
  await expect(checkout.getByText("टेस्ट मोड")).toBeVisible();
  await expect(checkout).toContainText("Premium सदस्यता, 1 वर्ष");
  await checkout.getByRole("button", { name: "₹9,999 चुकाएँ" }).click();

  await expect(page).toHaveURL("/hi/invoice");
  await expect(toastWith(page, "भुगतान सफल रहा!")).toBeVisible();
});

test("a failed test payment says so in Hindi", async ({ page }) => {
  await becomeMember(page, "कबीर शाह");
  await page.goto("/hi/purchase?plan=essentials");
  await hydrated(page);
  await page.getByLabel("बिलिंग का राज्य").selectOption({ label: "महाराष्ट्र" });
  await page.getByRole("button", { name: "ख़रीदारी के लिए आगे बढ़ें" }).click();
  await page
    .getByRole("dialog", { name: "टेस्ट चेकआउट" })
    .getByRole("button", { name: "भुगतान विफल करें" })
    .click();
  await expect(toastWith(page, "भुगतान नहीं हो सका: स्थानीय टेस्ट चेकआउट में आपका भुगतान अस्वीकार हुआ।")).toBeVisible();
  await expect(page.getByRole("button", { name: "ख़रीदारी के लिए आगे बढ़ें" })).toBeEnabled();
});

/** A quoted event inquiry of a new member and a payment link for its deposit, made by the admin. */
async function depositLink(request: APIRequestContext): Promise<{ url: string; reference: string }> {
  const email = freshEmail("hindi.pay");
  const created = await request.post("/api/v1/user/create", {
    data: { name: "Kavya Menon", email, phoneNo: "9123456780", password: "member password" },
  });
  expect(created.status()).toBe(201);
  const { accessToken } = (await created.json()) as { accessToken: string };
  const inquiry = await sendEventInquiry(request, accessToken, email);

  const admin = { Authorization: `Bearer ${await adminToken(request)}` };
  const found = await request.get(`/api/v1/inquiry/admin?q=${inquiry.reference}`, { headers: admin });
  const { inquiries } = (await found.json()) as { inquiries: { id: string }[] };
  const id = inquiries[0]!.id;
  const validUntil = new Date(Date.now() + 14 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
  const quoted = await request.post(`/api/v1/inquiry/admin/${id}/quote`, {
    headers: admin,
    data: {
      lines: [{ description: "Venue and decoration", amountPaise: 20_000_000 }],
      depositPercent: 30,
      validUntil,
      note: "",
    },
  });
  expect(quoted.status(), await quoted.text()).toBe(201);
  const made = await request.post(`/api/v1/inquiry/admin/${id}/payment-links`, { headers: admin, data: {} });
  expect(made.status(), await made.text()).toBe(201);
  const { link } = (await made.json()) as { link: { url: string } };
  return { url: link.url, reference: inquiry.reference };
}

test("/hi/pay without a link says so in Hindi", async ({ page }) => {
  await page.goto("/hi/pay");
  await hydrated(page);
  await expect(page.getByRole("alert")).toHaveText("यह भुगतान लिंक अधूरा है। कृपया आपको भेजा गया पूरा लिंक खोलें।");
  expect(await englishInMain(page)).toEqual([]);
});

test("a payment link opened on /hi/pay is paid in Hindi, without signing in", async ({ page }) => {
  const { url, reference } = await depositLink(page.request);
  // The page open without its link first; the link pasted into the same tab changes only the
  // address's fragment, and the page follows it.
  await page.goto("/hi/pay");
  await hydrated(page);
  await expect(page.getByRole("alert")).toBeVisible();
  await page.goto(`/hi/pay${new URL(url).hash}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("बुकिंग का भुगतान");
  await expect(page.getByRole("heading", { name: "बुकिंग पक्की करने के लिए अग्रिम राशि" })).toBeVisible();
  await expect(page.getByText(reference)).toBeVisible();
  await expect(page.getByText("भुगतान की अंतिम तिथि")).toBeVisible();
  expect(await englishInMain(page)).toEqual([]);

  await page.getByRole("button", { name: "₹60,000.00 चुकाएँ" }).click();
  const checkout = page.getByRole("dialog", { name: "टेस्ट चेकआउट" });
  await expect(checkout).toContainText("बुकिंग की अग्रिम राशि");
  await checkout.getByRole("button", { name: "₹60,000 चुकाएँ" }).click();
  await expect(page.getByText("इस भुगतान लिंक से भुगतान हो चुका है। धन्यवाद।")).toBeVisible();
});
