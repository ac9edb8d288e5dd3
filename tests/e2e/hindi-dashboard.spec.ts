// The member's dashboard and invoices in Hindi (docs/product.md D25; decision 0034): on
// /hi/dashboard and /hi/invoice a member reads every view, list, state and document label in
// Hindi: the figures, the empty lists, the inquiries with their progress and quote, the deposit
// paid and what cancelling would give back, the upcoming events from the Hindi content, and the
// GST documents with Hindi labels. Amounts stay ₹ with Indian grouping, dates read "16 जनवरी
// 2027", and links lead to the Hindi pages. What a document says as issued (its lines, notes,
// the amount in words) is shown as issued; the PDF a Hindi page downloads has the same Hindi labels.
import { adminToken } from "./staff.ts";
import { readFileSync } from "node:fs";
import type { APIRequestContext, Page } from "@playwright/test";
import { parse } from "yaml";
import { formatLongDate } from "../../src/lib/dates.ts";
import type { OrderAnswer } from "../../src/schemas/invoice.ts";
import type { TaxDocument } from "../../src/schemas/tax-document.ts";
import { pdfFileText } from "../helpers/pdf.ts";
import { expect, test } from "./fixtures.ts";
import { becomeMember, englishLeft, expectNoViolations, hydrated, sendEventInquiry } from "./helpers.ts";

/** englishLeft, once the values given (names, data as entered) are taken out of the text. */
function englishLeftBut(text: string, values: readonly string[]): string[] {
  let rest = text;
  for (const value of [...values].sort((a, b) => b.length - a.length)) rest = rest.split(value).join("\n");
  return englishLeft(rest);
}

/**
 * The text of <main> as a reader sees it, without the preferences section: its words come with
 * the members' language preference, another change (the last section of the overview).
 */
async function mainText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const main = document.querySelector("main")!;
    const sections = main.querySelectorAll("section");
    const preferences = [...sections].find((section) => section.querySelector("[aria-controls$='-panel']"));
    const text = main.innerText;
    return preferences ? text.replace(preferences.innerText, "") : text;
  });
}

interface ContentEvent {
  id: string;
  name: string;
  date: string;
  city: string;
}
const readYaml = <T>(path: string): T =>
  parse(readFileSync(new URL(`../../src/content/${path}`, import.meta.url), "utf8")) as T;
const EVENTS = readYaml<ContentEvent[]>("upcoming-events.yaml").sort((a, b) => a.date.localeCompare(b.date));
const HINDI_EVENTS = new Map(
  readYaml<ContentEvent[]>("hi/upcoming-events.yaml").map((event) => [event.id, event]),
);
/** Noon in India the day before the first event in content: every event is still to come. */
const BEFORE_THE_EVENTS = new Date(Date.parse(`${EVENTS[0]!.date}T12:00:00+05:30`) - 24 * 60 * 60 * 1000);

const heading = (page: Page) => page.getByRole("heading", { level: 1 });
const sidebar = (page: Page) => page.getByRole("navigation", { name: "डैशबोर्ड" });
const figure = (page: Page, label: string) => page.locator("dl").locator(`dt:text-is("${label}") + dd`);

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** Pays an order in the local test checkout through the API, as the checkout's dialog does. */
async function payThroughApi(request: APIRequestContext, token: string, order: OrderAnswer) {
  const checkout = await request.post("/api/v1/payment/local-checkout", {
    headers: bearer(token),
    data: { razorpay_order_id: order.order.id, outcome: "success" },
  });
  expect(checkout.status(), await checkout.text()).toBe(200);
  const verified = await request.post("/api/v1/payment/verification", {
    headers: bearer(token),
    data: await checkout.json(),
  });
  expect(verified.status(), await verified.text()).toBe(200);
  return ((await verified.json()) as { invoice: { _id: string; serial: string } }).invoice;
}

/** Premium, bought through the API for a buyer in Rajasthan: its tax invoice. */
async function buyPremium(request: APIRequestContext, token: string) {
  const { subscriptions } = (await (await request.get("/api/v1/subscription")).json()) as {
    subscriptions: { _id: string; slug: string; yearlyPricePaise: number }[];
  };
  const premium = subscriptions.find((plan) => plan.slug === "premium")!;
  const order = await request.post("/api/v1/payment/order", {
    headers: bearer(token),
    data: {
      amount: premium.yearlyPricePaise,
      subscriptionId: premium._id,
      billing: { name: "Meera Iyer", stateCode: "08" },
    },
  });
  expect(order.status(), await order.text()).toBe(201);
  return payThroughApi(request, token, (await order.json()) as OrderAnswer);
}

/** The admin's quote through the API: one line of ₹2,00,000, a 30% deposit. */
async function quoteByApi(request: APIRequestContext, inquiryId: string) {
  const accessToken = await adminToken(request);
  const validUntil = new Date(Date.now() + 14 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
  const quoted = await request.post(`/api/v1/inquiry/admin/${inquiryId}/quote`, {
    headers: bearer(accessToken),
    data: {
      lines: [{ description: "स्थल और सजावट", amountPaise: 20_000_000 }],
      depositPercent: 30,
      validUntil,
      note: "",
    },
  });
  expect(quoted.status(), await quoted.text()).toBe(201);
}

/** The deposit on the inquiry's open quote, paid through the API: its receipt voucher. */
async function payDeposit(request: APIRequestContext, token: string, inquiryId: string) {
  const { booking } = (await (
    await request.get(`/api/v1/inquiry/${inquiryId}/booking`, { headers: bearer(token) })
  ).json()) as { booking: { quote: { _id: string } } };
  const order = await request.post(`/api/v1/inquiry/${inquiryId}/deposit`, {
    headers: bearer(token),
    data: { quoteId: booking.quote._id, billing: { name: "Kavya Menon", stateCode: "08" } },
  });
  expect(order.status(), await order.text()).toBe(201);
  return payThroughApi(request, token, (await order.json()) as OrderAnswer);
}

/**
 * English left in `text` but the names and addresses the document carries: its lines and notes
 * the server wrote, and the amount in words, are said in Hindi.
 */
function englishLeftButNames(text: string, document: TaxDocument): string[] {
  return englishLeftBut(text, [
    document.seller.legalName,
    ...document.seller.addressLines,
    document.buyer.name,
    document.buyer.email,
  ]);
}

test("a new member's Hindi dashboard: the figures, the membership, the empty lists and the views", async ({
  page,
}) => {
  await becomeMember(page, "Meera Iyer");
  await page.goto("/hi/dashboard");
  await hydrated(page);
  await expect(heading(page)).toHaveText("डैशबोर्ड");
  await expect(page.getByText("नमस्ते, Meera Iyer।")).toBeVisible();
  await expect(sidebar(page).getByRole("link")).toHaveText([
    "डैशबोर्ड",
    "इनवॉइस",
    "पूछताछ",
    "आने वाले आयोजन",
    "आपका डेटा",
  ]);

  const membership = page.getByRole("region", { name: "आपकी सदस्यता" });
  await expect(membership).toContainText("आप अभी सदस्य नहीं हैं।");
  await expect(membership.getByRole("link", { name: "सदस्यता प्लान देखें" })).toHaveAttribute(
    "href",
    "/hi/membership#membership-plans",
  );
  await expect(figure(page, "कुल इनवॉइस")).toHaveText("0");
  await expect(figure(page, "कुल पूछताछ")).toHaveText("0");
  await expect(figure(page, "कुल राशि")).toHaveText("₹0");
  await expect(figure(page, "कुल क्लाइंट")).toHaveText("0");

  const recent = page.getByRole("region", { name: "हाल की गतिविधि" });
  await expect(recent.getByRole("tab", { name: "हाल के इनवॉइस" })).toHaveAttribute("aria-selected", "true");
  await expect(recent).toContainText("अभी आपका कोई इनवॉइस नहीं है।");
  await recent.getByRole("tab", { name: "हाल की पूछताछ" }).click();
  await expect(recent).toContainText("आपने अभी तक कोई पूछताछ नहीं भेजी है।");
  await expect(recent.getByRole("link", { name: "हमारी सेवाएँ देखें" })).toHaveAttribute("href", "/hi/services");
  await expect(page.getByRole("region", { name: "आपका खाता" })).toContainText("फ़ोन");
  expect(englishLeft(await mainText(page))).toEqual([]);
  await expectNoViolations(page);

  // The invoices view: its heading in the tab's title too, and the empty list.
  await sidebar(page).getByRole("link", { name: "इनवॉइस" }).click();
  await expect(heading(page)).toHaveText("इनवॉइस");
  await expect(page).toHaveTitle(/^इनवॉइस · डैशबोर्ड/);
  await expect(page.getByRole("main")).toContainText(
    "अभी आपका कोई इनवॉइस नहीं है। सदस्यता ख़रीदने के बाद आपके इनवॉइस यहाँ दिखेंगे।",
  );
  expect(englishLeft(await mainText(page))).toEqual([]);

  // The inquiries view: the tabs, and a kind without inquiries.
  await sidebar(page).getByRole("link", { name: "पूछताछ" }).click();
  const kinds = page.getByRole("tablist", { name: "पूछताछ का प्रकार" });
  await expect(kinds.getByRole("tab")).toHaveText(["सभी", "यात्रा", "खान-पान", "आयोजन"]);
  await kinds.getByRole("tab", { name: "यात्रा" }).click();
  await expect(page.getByText("आपने अभी तक यात्रा के लिए कोई पूछताछ नहीं भेजी है।")).toBeVisible();
  expect(englishLeft(await mainText(page))).toEqual([]);
});

test("the upcoming events on the Hindi dashboard come from the Hindi content, dated in Hindi", async ({
  page,
}) => {
  await page.clock.install({ time: BEFORE_THE_EVENTS });
  await becomeMember(page, "Meera Iyer");
  await page.goto("/hi/dashboard#upcoming-events");
  await hydrated(page);
  await expect(heading(page)).toHaveText("आने वाले आयोजन");
  const carousel = page.getByRole("region", { name: "आने वाले आयोजन" });
  await expect(carousel).toHaveAttribute("aria-roledescription", "स्लाइड शो");
  const slides = carousel.getByRole("group");
  await expect(slides).toHaveCount(EVENTS.length);
  await expect(slides.first()).toHaveAttribute("aria-label", `${EVENTS.length} में से 1`);
  const first = HINDI_EVENTS.get(EVENTS[0]!.id)!;
  await expect(slides.first()).toContainText(first.name);
  await expect(slides.first()).toContainText(first.city);
  await expect(slides.first()).toContainText(formatLongDate(EVENTS[0]!.date, "hi"));
  await expect(carousel.getByRole("link", { name: `अभी देखें: ${first.name}` })).toHaveAttribute(
    "href",
    "/hi/experience",
  );
  await expect(carousel.getByRole("button", { name: "अगली स्लाइड" })).toBeVisible();
  expect(englishLeft(await mainText(page))).toEqual([]);
  await expectNoViolations(page);
});

test("a quoted inquiry on the Hindi dashboard: its progress, the quote, the deposit paid and what cancelling gives back", async ({
  page,
}) => {
  test.slow();
  const { accessToken, user } = await becomeMember(page, "Kavya Menon");
  const inquiry = await sendEventInquiry(page.request, accessToken, user.email, "₹15-20 लाख");
  const reference = inquiry.reference;
  await quoteByApi(page.request, inquiry.id);

  await page.goto("/hi/dashboard#inquiries");
  await hydrated(page);
  const card = page.getByRole("article").filter({ hasText: reference });
  await expect(card.getByRole("heading", { name: "शादी का आयोजन" })).toBeVisible();
  await expect(card).toContainText("आयोजन");
  await expect(card).toContainText("कोटेशन भेजा गया");
  const progress = card.getByRole("list", { name: `${reference} की प्रगति` });
  await expect(progress.getByRole("listitem")).toHaveText([
    /^प्राप्त हुई.+\d{4}$/,
    /^संपर्क हुआ/,
    /^कोटेशन भेजा गया.+\d{4}$/,
    /^पक्की हुई/,
  ]);
  await expect(progress.getByRole("listitem").first()).toContainText(/\d{1,2} [\u0900-\u097F]+ \d{4}/);

  // The quote, opened from its button: its figures, the deposit and the policy, all in Hindi.
  await card.getByRole("button", { name: `${reference} का कोटेशन देखें` }).click();
  const quote = card.getByRole("region", { name: `${reference} के लिए कोटेशन 1` });
  await expect(quote).toContainText("स्थल और सजावट");
  await expect(quote.getByRole("row", { name: "कुल (GST सहित)" })).toContainText("₹2,00,000.00");
  await expect(quote).toContainText("पुष्टि के लिए अग्रिम राशि");
  await expect(quote).toContainText("₹60,000.00 (30%)");
  await expect(quote).toContainText("भुगतान की अंतिम तिथि");
  await quote.getByText("इस बुकिंग की रिफ़ंड नीति").click();
  await expect(quote).toContainText("आयोजन से 45 दिन के भीतर: बुकिंग की राशि वापस नहीं होती।");
  await expect(quote.getByRole("button", { name: "स्वीकार करें और अग्रिम राशि चुकाएँ" })).toBeVisible();
  expect(englishLeft(await card.innerText())).toEqual([]);
  await expectNoViolations(page);

  // The deposit paid: the booking is confirmed, its receipt voucher listed, the balance due.
  const receipt = await payDeposit(page.request, accessToken, inquiry.id);
  await page.goto(`/hi/dashboard?inquiry=${reference}#inquiries`);
  await hydrated(page);
  const paidQuote = page.getByRole("region", { name: `${reference} के लिए कोटेशन 1` });
  await expect(paidQuote).toContainText(
    /₹60,000\.00 की अग्रिम राशि \d{1,2} [\u0900-\u097F]+ \d{4} को चुकाई गई।/,
  );
  await expect(paidQuote).toContainText(/बाकी भुगतान: ₹1,40,000\.00, .+ तक देय।/);
  const payments = paidQuote.getByRole("list", { name: "भुगतान और उनके दस्तावेज़" });
  const voucher = payments.getByRole("link", { name: /^प्राप्ति वाउचर RV\// });
  await expect(voucher).toHaveAttribute("href", `/hi/invoice?id=${receipt._id}`);
  await expect(paidQuote.getByRole("region", { name: "या ₹1,40,000.00 बैंक ट्रांसफ़र से चुकाएँ" })).toContainText(
    "खाता संख्या",
  );
  await expect(paidQuote.getByRole("button", { name: "शेष राशि ₹1,40,000.00 चुकाएँ" })).toBeVisible();
  await expect(page.getByRole("article").filter({ hasText: reference })).toContainText("पक्की");

  // What cancelling today would give back, by the policy's Hindi words; nothing changes.
  await paidQuote.getByRole("button", { name: "यह बुकिंग रद्द करें" }).click();
  const cancel = paidQuote.getByRole("region", { name: `${reference} रद्द करें?` });
  await expect(cancel).toContainText(
    /आज, \d+ दिन पहले रद्द करने पर, आपके चुकाए ₹60,000\.00 में से ₹0\.00 वापस मिलेंगे।/,
  );
  await expect(cancel).toContainText(
    "रिफ़ंड नीति: आयोजन से 45+ दिन पहले: चुकाई गई राशि का 50% रिफ़ंड, अग्रिम राशि को छोड़कर।",
  );
  // The bank's details are the account's own, as the bank writes them.
  const bankDetails = await paidQuote
    .getByRole("region", { name: /बैंक ट्रांसफ़र/ })
    .locator("dd")
    .allInnerTexts();
  expect(
    englishLeftBut(await page.getByRole("article").filter({ hasText: reference }).innerText(), bankDetails),
  ).toEqual([]);
  await cancel.getByRole("button", { name: "बुकिंग रखें" }).click();
  await expect(cancel).toHaveCount(0);

  // The receipt voucher on /hi/invoice, labelled in Hindi.
  await voucher.click();
  await expect(page).toHaveURL(`/hi/invoice?id=${receipt._id}`);
  const sheet = page.getByRole("article", { name: "प्राप्ति वाउचर" });
  await expect(heading(page)).toHaveText(/^प्राप्ति वाउचर RV\//);
  for (const label of ["इनसे प्राप्त", "प्राप्ति वाउचर संख्या", "आपूर्ति का स्थान", "प्राप्त अग्रिम राशि", "राशि शब्दों में"])
    await expect(sheet).toContainText(label);
  await expect(sheet).toContainText("₹60,000.00");
  await expect(page.getByRole("link", { name: "← सभी इनवॉइस" })).toHaveAttribute("href", "/hi/invoice");
});

test("/hi/invoice: the member's invoices and the tax invoice labelled in Hindi; the English page unchanged", async ({
  page,
}) => {
  const { accessToken } = await becomeMember(page, "Meera Iyer");
  const invoice = await buyPremium(page.request, accessToken);

  await page.goto("/hi/invoice");
  await hydrated(page);
  await expect(heading(page)).toHaveText("इनवॉइस");
  const table = page.getByRole("table", { name: "आपके हाल के इनवॉइस की सूची।" });
  await expect(table.getByRole("columnheader")).toHaveText([
    "ईमेल",
    "प्लान",
    "प्लान का प्रकार",
    "ख़रीदा गया",
    "प्लान की समाप्ति",
    "इनवॉइस",
  ]);
  const row = table.getByRole("row").nth(1);
  await expect(row).toContainText("Premium");
  await expect(row).toContainText("वार्षिक");
  await expect(row).toContainText(formatLongDate(new Date(), "hi"));
  expect(englishLeft(await mainText(page))).toEqual([]);
  await expectNoViolations(page);

  await row.getByRole("link", { name: `इनवॉइस ${invoice.serial} देखें` }).click();
  await expect(page).toHaveURL(`/hi/invoice?id=${invoice._id}`);
  const sheet = page.getByRole("article", { name: "कर बीजक" });
  await expect(heading(page)).toHaveText(`इनवॉइस ${invoice.serial}`);
  for (const label of [
    "प्राप्तकर्ता के लिए मूल प्रति",
    "बिल प्राप्तकर्ता",
    "इनवॉइस संख्या",
    "इनवॉइस की तारीख़",
    "आपूर्ति का स्थान",
    "रिवर्स चार्ज",
    "भुगतान संदर्भ",
    "विवरण",
    "कर योग्य मूल्य",
    "CGST @ 9%",
    "राशि शब्दों में",
    "टिप्पणियाँ",
  ])
    await expect(sheet).toContainText(label);
  await expect(sheet).toContainText(formatLongDate(new Date(), "hi"));
  await expect(sheet).toContainText("₹9,999.00");
  // The notes and the states a document carries, read in Hindi; the document keeps them as issued.
  await expect(sheet).toContainText("मूल्यों में GST शामिल है।");
  await expect(sheet).toContainText("रिवर्स चार्ज पर कर देय नहीं है।");
  await expect(sheet).toContainText("राजस्थान (08)");
  await expect(sheet).not.toContainText("Prices include GST.");
  // The line the server wrote and the amount in words, said in Hindi on the page and in the PDF.
  const said = ["Premium सदस्यता (वार्षिक)", "नौ हज़ार नौ सौ निन्यानवे रुपये मात्र"];
  for (const text of said) await expect(sheet).toContainText(text);
  await expect(page.getByRole("button", { name: "प्रिंट करें" })).toBeVisible();
  // Its PDF, downloaded from the Hindi page, has the page's labels (D25).
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "PDF डाउनलोड करें" }).click(),
  ]);
  const pdfText = pdfFileText((await download.path())!);
  for (const label of ["कर बीजक", "बिल प्राप्तकर्ता", "आपूर्ति का स्थान", "राशि शब्दों में"])
    expect(pdfText).toContain(label);
  expect(pdfText).toContain(invoice.serial);
  for (const text of said) expect(pdfText.replace(/\s+/g, " ")).toContain(text);
  // English is left only where the document says it as issued: its lines, notes, amount in words.
  const { document } = (await (
    await page.request.get(`/api/v1/invoice/document/${invoice._id}`, { headers: bearer(accessToken) })
  ).json()) as { document: TaxDocument };
  expect(englishLeftButNames(await mainText(page), document)).toEqual([]);
  await expectNoViolations(page);

  // The dashboard's invoices view shows the same table in Hindi, and the figures count it.
  await page.goto("/hi/dashboard#invoices");
  await hydrated(page);
  await expect(page.getByRole("table", { name: "आपके हाल के इनवॉइस की सूची।" })).toContainText("वार्षिक");
  await page.goto("/hi/dashboard");
  await hydrated(page);
  await expect(figure(page, "कुल इनवॉइस")).toHaveText("1");
  await expect(figure(page, "कुल राशि")).toHaveText("₹9,999");
  await expect(page.getByRole("region", { name: "आपकी सदस्यता" })).toContainText(/सक्रिय/);
  await expect(page.getByRole("link", { name: "अपनी Premium सदस्यता का नवीनीकरण करें" })).toHaveAttribute(
    "href",
    "/hi/purchase?plan=premium",
  );

  // The English page keeps its English.
  await page.goto(`/invoice?id=${invoice._id}`);
  await hydrated(page);
  await expect(page.getByRole("article", { name: "Tax Invoice" })).toContainText("Billed to");
});
