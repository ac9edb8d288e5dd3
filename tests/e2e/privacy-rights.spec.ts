// A person's rights over their data, as a person uses them (docs/product.md D27; decision 0039):
// a member opens "Your data" on the dashboard, downloads it as JSON, corrects the phone number
// (the session's stored user shows the corrected name), withdraws a consent with one click and
// erases the account, which then says what was erased and what the law keeps and until when; in
// English and Hindi, at 390 and 1366 px. Someone without an account asks by e-mail address on
// /data-request, opens the link sent there and erases what is held. Screenshots of the view and
// the confirmation, dark and light, go to test-results/privacy-rights/ for a person to look at.
import { readFile } from "node:fs/promises";
import type { Locator, Page } from "@playwright/test";
import { fiscalYearOf, formatLongDate } from "../../src/lib/dates.ts";
import { taxHoldUntil } from "../../src/server/services/erasure.ts";
import { expect, test } from "./fixtures.ts";
import {
  confirmAddress,
  expectNoViolations,
  freshEmail,
  freshPhone,
  hydrated,
  keepSession,
  outbox,
  shownPhone,
  toastWith,
} from "./helpers.ts";

const WORDS = {
  en: {
    dashboard: "/dashboard",
    home: "/",
    privacy: "/privacy",
    view: "Your data",
    account: "Your account",
    download: "Download my data (JSON)",
    correct: "Correct your details",
    name: "Name",
    phone: "Phone number",
    save: "Save my details",
    saved: "Saved",
    welcome: (name: string) => `Welcome, ${name}.`,
    messages: "Messages",
    emailOffers: "E-mail offers",
    withdrawn: "E-mail offers: withdrawn",
    erase: "Erase my account",
    dialog: "Erase your account?",
    password: "Password",
    confirm: "Erase my account for good",
    wrong: "That password is not right. Your account was not erased.",
    erased: "Your account is erased",
    taxDocuments: "Tax documents: 1",
    keptUntil: (date: string) => `Kept until ${date}, then erased.`,
    privacyLink: "How and why we use it: our privacy notice",
    documents: "Payments and documents",
    sentToYou: "Messages we sent you",
    whatsappPaid: "WhatsApp: payment received",
    // The request page
    request: "/data-request",
    requestHeading: "Your data, without an account",
    email: "Email",
    notRobot: "I'm not a robot",
    send: "Send me the link",
    sent: "Sent",
    contact: "Messages you sent us",
    eraseIt: "Erase it",
    eraseForGood: "Erase it for good",
    visitorErased: "Your data is erased",
  },
  hi: {
    dashboard: "/hi/dashboard",
    home: "/hi",
    privacy: "/hi/privacy",
    view: "आपका डेटा",
    account: "आपका खाता",
    download: "मेरा डेटा डाउनलोड करें (JSON)",
    correct: "अपना विवरण सुधारें",
    name: "नाम",
    phone: "फ़ोन नंबर",
    save: "मेरा विवरण सहेजें",
    saved: "सहेज लिया गया",
    welcome: (name: string) => `नमस्ते, ${name}।`,
    messages: "संदेश",
    emailOffers: "ईमेल पर ऑफ़र",
    withdrawn: "ईमेल पर ऑफ़र: सहमति वापस ली गई",
    erase: "मेरा खाता मिटाएँ",
    dialog: "अपना खाता मिटाएँ?",
    password: "पासवर्ड",
    confirm: "मेरा खाता हमेशा के लिए मिटाएँ",
    wrong: "यह पासवर्ड सही नहीं है। आपका खाता नहीं मिटाया गया।",
    erased: "आपका खाता मिटा दिया गया",
    taxDocuments: "कर दस्तावेज़: 1",
    keptUntil: (date: string) => `${date} तक रखा जाएगा, फिर मिटा दिया जाएगा।`,
    privacyLink: "हम इसका उपयोग कैसे और क्यों करते हैं: हमारी गोपनीयता सूचना",
    documents: "भुगतान और दस्तावेज़",
    sentToYou: "हमारे भेजे संदेश",
    whatsappPaid: "WhatsApp: भुगतान मिला",
    request: "/hi/data-request",
    requestHeading: "आपका डेटा, बिना खाते के",
    email: "ईमेल",
    notRobot: "मैं रोबोट नहीं हूँ",
    send: "मुझे लिंक भेजें",
    sent: "भेज दिया गया",
    contact: "आपके भेजे संदेश",
    eraseIt: "इसे मिटाएँ",
    eraseForGood: "इसे हमेशा के लिए मिटाएँ",
    visitorErased: "आपका डेटा मिटा दिया गया",
  },
} as const;

type Lang = keyof typeof WORDS;

/** Screenshots of `target` at both widths, dark and light, for a person to look at. */
async function shoot(page: Page, name: string, target: Locator, width: number) {
  for (const theme of ["dark", "light"] as const) {
    await page.evaluate((value) => {
      localStorage.setItem("vite-ui-theme", value);
      document.documentElement.classList.toggle("dark", value === "dark");
      document.documentElement.style.colorScheme = value;
    }, theme);
    await target.screenshot({ path: `test-results/privacy-rights/${name}-${width}-${theme}.png` });
  }
}

/**
 * A member made through the API, with WhatsApp messages agreed at sign-up and the address
 * confirmed, e-mail offers given since, a message sent through the contact form and a membership
 * paid in the test checkout: a tax invoice the law keeps, and its WhatsApp message.
 */
async function memberWithHistory(page: Page, lang: Lang) {
  const person = {
    name: "Asha Rao",
    email: freshEmail(`rights-${lang}`),
    phoneNo: freshPhone(),
    password: "a long password",
  };
  const created = await page.request.post("/api/v1/user/create", {
    data: { ...person, consents: { whatsappUpdates: true, source: "/signup" } },
  });
  expect(created.status()).toBe(201);
  const { accessToken, refreshToken, newUser } = (await created.json()) as {
    accessToken: string;
    refreshToken: string;
    newUser: object;
  };
  const auth = { Authorization: `Bearer ${accessToken}` };
  await confirmAddress(page, person.email);
  const offers = await page.request.put("/api/v1/user/consents", {
    headers: auth,
    data: { channel: "email", purpose: "offers", granted: true, source: "/dashboard" },
  });
  expect(offers.status()).toBe(200);
  const plans = (await (await page.request.get("/api/v1/subscription")).json()) as {
    subscriptions: { _id: string; name: string }[];
  };
  const premium = plans.subscriptions.find((plan) => plan.name === "Premium")!;
  const order = await page.request.post("/api/v1/payment/order", {
    headers: auth,
    data: { subscriptionId: premium._id, billing: { name: person.name, stateCode: "08" } },
  });
  expect(order.status()).toBe(201);
  const orderId = ((await order.json()) as { order: { id: string } }).order.id;
  const paid = await page.request.post("/api/v1/payment/local-checkout", {
    headers: auth,
    data: { razorpay_order_id: orderId, outcome: "success" },
  });
  expect(paid.status()).toBe(200);
  const verified = await page.request.post("/api/v1/payment/verification", {
    headers: auth,
    data: await paid.json(),
  });
  expect(verified.status()).toBe(200);
  await keepSession(page, { user: newUser, token: { accessToken, refreshToken } });
  return person;
}

for (const lang of ["en", "hi"] as const satisfies readonly Lang[]) {
  const words = WORDS[lang];
  for (const width of [390, 1366]) {
    test(`${lang} at ${width} px: download my data, correct my phone, withdraw a consent, erase my account`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      const asha = await memberWithHistory(page, lang);
      await page.goto(`${words.dashboard}#your-data`);
      await hydrated(page);
      await expect(page.getByRole("heading", { level: 1, name: words.view })).toBeVisible();
      const account = page.getByRole("region", { name: words.account, exact: true });
      await expect(account).toContainText(asha.email);
      await expect(account).toContainText(asha.phoneNo);
      await expect(page.getByRole("region", { name: words.documents })).toContainText(/NE\/\d\d-\d\d\/\d+/);
      // The WhatsApp messages are listed beside the e-mails, with the number they went to.
      const sentToYou = page.getByRole("region", { name: words.sentToYou });
      await expect(sentToYou.getByRole("listitem").filter({ hasText: words.whatsappPaid })).toContainText(
        shownPhone(asha.phoneNo),
      );
      await expect(page.getByRole("link", { name: words.privacyLink })).toHaveAttribute(
        "href",
        words.privacy,
      );
      await expectNoViolations(page);
      await shoot(page, `your-data-${lang}`, page.locator("main"), width);

      // The download is the JSON the API gives, with everything in it.
      const downloading = page.waitForEvent("download");
      await page.getByRole("button", { name: words.download }).click();
      const download = await downloading;
      expect(download.suggestedFilename()).toMatch(/^nova-experience-my-data-\d{4}-\d{2}-\d{2}\.json$/);
      const data = JSON.parse(await readFile((await download.path())!, "utf8")) as {
        account: { email: string; phoneNo: string };
        documents: unknown[];
        consents: { history: unknown[] };
        contactMessages: unknown[];
      };
      expect(data.account).toMatchObject({ email: asha.email, phoneNo: asha.phoneNo });
      expect(data.documents).toHaveLength(1);
      expect(data.consents.history).toHaveLength(2);

      // Correct the name and the phone number, written as Indians write it.
      const details = page.getByRole("form", { name: words.correct });
      await details.getByLabel(words.name).fill("Asha R. Rao");
      await details.getByLabel(words.phone, { exact: true }).fill("+91 91234 56780");
      await details.getByRole("button", { name: words.save }).click();
      await expect(toastWith(page, words.saved)).toBeVisible();
      await expect(account).toContainText("9123456780");
      await expect(page.getByText(words.welcome("Asha R. Rao"))).toBeVisible();
      // The session the site keeps (localStorage "root") has the corrected account.
      const stored = await page.evaluate(() => JSON.parse(localStorage.getItem("root") ?? "{}") as unknown);
      expect(stored).toMatchObject({ auth: { user: { name: "Asha R. Rao", phoneNo: "9123456780" } } });

      // Withdraw a consent with one click, on the dashboard's own card.
      const card = page.getByRole("region", { name: words.messages, exact: true });
      const emailOffers = card.getByRole("switch", { name: words.emailOffers, exact: true });
      await expect(emailOffers).toBeChecked();
      await emailOffers.click();
      await expect(emailOffers).not.toBeChecked();
      await expect(card.getByRole("row").filter({ hasText: words.withdrawn })).toBeVisible();

      // Erase: a wrong password is refused in the dialog, the right one erases.
      await page.getByRole("button", { name: words.erase, exact: true }).click();
      const dialog = page.getByRole("dialog", { name: words.dialog });
      await dialog.getByLabel(words.password).fill("not my password");
      await dialog.getByRole("button", { name: words.confirm }).click();
      await expect(dialog.getByText(words.wrong)).toBeVisible();
      await dialog.getByLabel(words.password).fill(asha.password);
      await dialog.getByRole("button", { name: words.confirm }).click();
      await expect(page.getByRole("heading", { level: 1, name: words.erased })).toBeFocused();
      await expect(page.getByText(words.taxDocuments)).toBeVisible();
      // The invoice of this financial year is kept 72 months from its annual return's due date.
      const until = taxHoldUntil(fiscalYearOf(new Date()));
      await expect(
        page.getByText(words.keptUntil(formatLongDate(`${until}T12:00:00+05:30`, lang))),
      ).toBeVisible();
      await expectNoViolations(page);
      await shoot(page, `erased-${lang}`, page.locator("main"), width);
      // The session is gone here, and on the server: the dashboard sends the visitor away.
      expect(await page.evaluate(() => localStorage.getItem("root"))).not.toContain(asha.email);
      await page.goto(words.dashboard);
      await expect(page).toHaveURL(words.home);
      const login = await page.request.post("/api/v1/user/login", {
        data: { email: asha.email, password: asha.password },
      });
      expect(login.status()).toBe(401);
    });
  }

  test(`${lang}: without an account, ask by e-mail address and erase what is held from the link`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 900 });
    const visitor = freshEmail(`visitor-${lang}`);
    const sent = await page.request.post("/api/v1/contact/create", {
      data: {
        name: "Farida",
        email: visitor,
        subject: "travel",
        message: "Char Dham for my parents in May?",
        source: "contact-page",
        capchaToken: "local-captcha-ok.QQQQQQQQQQQQQQQQQQQQQQ",
      },
    });
    expect(sent.status()).toBe(201);

    await page.goto(words.request);
    await hydrated(page);
    await expect(page.getByRole("heading", { level: 1, name: words.requestHeading })).toBeVisible();
    await expectNoViolations(page);
    await page.getByRole("textbox", { name: words.email }).fill(visitor);
    await page.getByRole("checkbox", { name: words.notRobot }).check();
    await page.getByRole("button", { name: words.send }).click();
    await expect(toastWith(page, words.sent)).toBeVisible();

    let link: string | undefined;
    await expect
      .poll(async () => {
        link = (await outbox())
          .filter((message) => message.to === visitor)
          .flatMap((message) => message.links)
          .find((href) => href.includes("/data-request#token="));
        return link;
      })
      .toBeDefined();
    const url = new URL(link!);
    expect(url.pathname).toBe(words.request);
    await page.goto(url.pathname + url.hash);
    await hydrated(page);
    await expect(page.getByRole("heading", { name: visitor })).toBeVisible();
    await expect(page.getByText("Char Dham for my parents in May?")).toBeVisible();
    await expect(page.getByRole("heading", { name: words.contact })).toBeVisible();
    await page.getByRole("button", { name: words.eraseIt, exact: true }).click();
    await page.getByRole("button", { name: words.eraseForGood }).click();
    await expect(page.getByRole("heading", { level: 2, name: words.visitorErased })).toBeFocused();
    await expectNoViolations(page);
    await shoot(page, `visitor-erased-${lang}`, page.locator("main"), 390);
    // The link is spent.
    await page.reload();
    await hydrated(page);
    await expect(page.getByRole("alert")).toBeVisible();
  });
}
