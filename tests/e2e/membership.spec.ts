// Membership as a new person buys it (decision 0009): choose a plan, sign up in the dialog, read
// the summary, pay in the local test checkout, find the invoice, print it; and a payment
// that fails, an order that cannot be made, a selection cleared.
import { asAdmin } from "./staff.ts";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { pdfFileText } from "../helpers/pdf.ts";
import { formatLongDate } from "../../src/lib/dates.ts";
import { expect, forgive, test } from "./fixtures.ts";
import {
  axeViolations,
  becomeMember,
  confirmAddress,
  chooseBillingState,
  freshEmail,
  holdRequests,
  hydrated,
  outbox,
  payInTestCheckout,
  toastWith,
} from "./helpers.ts";

const DECLINED = "Your payment was declined in the local test checkout. No money moved.";

/** The saved state under localStorage "root" (docs/product.md A3). */
async function savedRoot(page: Page): Promise<Record<string, unknown>> {
  return page.evaluate(() => JSON.parse(localStorage.getItem("root") ?? "{}") as Record<string, unknown>);
}

test("a visitor chooses Premium, signs up in the dialog, pays in the test checkout and gets the invoice", async ({
  page,
}) => {
  const email = freshEmail("member");
  await page.goto("/membership");
  await hydrated(page);
  await page.getByRole("link", { name: "Choose Premium" }).click();

  const dialog = page.getByRole("dialog", { name: "Choose Premium" });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText("Sign in to continue to your purchase.");
  await dialog.getByRole("button", { name: "Sign Up" }).click();
  await dialog.getByLabel("Name").fill("Meera Iyer");
  await dialog.getByLabel("Email").fill(email);
  await dialog.getByLabel("Phone").fill("9123456780");
  await dialog.getByLabel("Password").fill("member password");
  await dialog.getByRole("button", { name: "Sign Up" }).click();

  // The summary of the selected plan (D1: billed yearly, with the monthly equivalent).
  await expect(page).toHaveURL("/purchase");
  await expect(toastWith(page, "Signup successful!")).toBeVisible();
  // She follows the link her sign-up e-mailed, so that her invoice is e-mailed too (decision 0043).
  await confirmAddress(page, email);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Subscription Summary");
  await expect(page.getByText("Review your selected plan before purchase")).toBeVisible();
  const summary = page.getByRole("region", { name: "Premium" });
  await expect(summary.getByText("₹9,999", { exact: true })).toBeVisible();
  await expect(summary.getByText("Billed yearly")).toBeVisible();
  await expect(summary).toContainText("₹833.25 a month");
  await expect(summary.getByRole("list", { name: "Included" }).getByRole("listitem")).toHaveText([
    "Unlimited access to all features",
    "Priority customer support",
    "Advanced analytics",
    "Custom integrations",
  ]);
  expect(await savedRoot(page)).toMatchObject({ plan: { slug: "premium", name: "Premium" } });
  expect(await axeViolations(page)).toEqual([]);

  // The verification is held until its full-page spinner has been seen.
  const verify = await holdRequests(page, "**/api/v1/payment/verification");
  await chooseBillingState(page);
  await page.getByRole("button", { name: "Proceed to Purchase" }).click();
  const checkout = page.getByRole("dialog", { name: "Test checkout" });
  await expect(checkout).toBeVisible();
  await expect(checkout.getByText("Test mode")).toBeVisible();
  await expect(checkout).toContainText("no money moves");
  await checkout.getByRole("button", { name: "Pay ₹9,999" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Verifying your payment…" })).toBeVisible();
  verify();

  // On to /invoice, with the invoice listed and the success toast.
  await expect(page).toHaveURL("/invoice");
  await expect(toastWith(page, "Payment successful!")).toBeVisible();
  const table = page.getByRole("table", { name: "A list of your recent invoices." });
  await expect(table.getByRole("columnheader")).toHaveText([
    "Email",
    "Plan Name",
    "Plan Type",
    "Purchased At",
    "Plan Expire",
    "Invoice",
  ]);
  const rows = table.getByRole("row");
  await expect(rows).toHaveCount(2);
  const today = new Date();
  const nextYear = new Date(today);
  nextYear.setUTCFullYear(today.getUTCFullYear() + 1);
  await expect(rows.nth(1).getByRole("cell")).toHaveText([
    email,
    "PremiumNew",
    "Yearly",
    formatLongDate(today),
    formatLongDate(nextYear),
    /^Tax invoice NE\/\d{2}-\d{2}\/\d{6} · ₹9,999\.00View$/,
  ]);
  const saved = await savedRoot(page);
  expect(saved.plan).toBeNull();
  expect(saved.invoice).toMatchObject({ subscriptionId: { name: "Premium" }, amountPaise: 999_900 });

  // The invoice e-mail reaches the outbox.
  await expect
    .poll(async () => (await outbox()).find((message) => message.to === email)?.subject)
    .toMatch(/^Your Nova Experience tax invoice NE\/\d{2}-\d{2}\/\d{6}$/);

  // The tax invoice: seller with GSTIN, buyer, CGST and SGST inside Rajasthan, payment
  // reference; a PDF from the server with the same figures; light and clean in print.
  await rows
    .nth(1)
    .getByRole("link", { name: /View invoice NE\/\d{2}-\d{2}\/\d{6}/ })
    .click();
  await expect(page).toHaveURL(/\/invoice\?id=/);
  const invoice = page.getByRole("article", { name: "Tax Invoice" });
  await expect(invoice).toContainText(/NE\/\d{2}-\d{2}\/\d{6}/);
  await expect(invoice).toContainText("Nova Experience House, C-Scheme");
  await expect(invoice).toContainText("Meera Iyer");
  await expect(invoice).toContainText(email);
  await expect(invoice).toContainText("Place of supplyRajasthan (08)");
  await expect(invoice).toContainText("999599");
  await expect(invoice).toContainText("CGST @ 9%");
  await expect(invoice).toContainText("SGST @ 9%");
  await expect(invoice).not.toContainText("IGST");
  await expect(invoice).toContainText("₹9,999.00");
  await expect(invoice).toContainText("Rupees Nine Thousand Nine Hundred Ninety-Nine Only");
  await expect(invoice).toContainText(/pay_local_/);
  expect(await axeViolations(page)).toEqual([]);
  const text = await downloadedPdfText(page, "Download PDF");
  expect(text).toMatch(/TAX INVOICE/);
  expect(text).toMatch(/NE\/\d{2}-\d{2}\/\d{6}/);
  expect(text).toMatch(/CGST @ 9%/);
  expect(text).toContain("₹9,999.00");
  await page.emulateMedia({ media: "print" });
  await expect(page.getByRole("banner")).toBeHidden();
  await expect(page.getByRole("contentinfo")).toBeHidden();
  await expect(page.getByRole("button", { name: "Download PDF" })).toBeHidden();
  await expect(invoice).toBeVisible();
  // Paper is white in the dark theme too.
  expect(await invoice.evaluate((node) => getComputedStyle(node).backgroundColor)).toBe("rgb(255, 255, 255)");
  const pdf = await page.pdf({ format: "A4" });
  const pages = pdf.toString("latin1").match(/\/Type\s*\/Page[^s]/g) ?? [];
  expect(pages).toHaveLength(1);
});

/** Clicks the button that downloads a PDF and reads the file back with pdftotext (poppler-utils). */
async function downloadedPdfText(page: Page, button: string): Promise<string> {
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: button }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^(Tax invoice NE|Credit note CN)-\d{2}-\d{2}-\d{6}\.pdf$/);
  const file = join(mkdtempSync(join(tmpdir(), "nova-pdf-")), download.suggestedFilename());
  await download.saveAs(file);
  return pdfFileText(file);
}

test("a buyer in Maharashtra pays IGST; renewing early adds a year; a refund makes a credit note", async ({
  page,
  browser,
}) => {
  const email = freshEmail("igst");
  await becomeMember(page, "Meera Iyer", email);
  await page.goto("/purchase?plan=essentials");
  await hydrated(page);

  // Invoice details are checked before any order: a GSTIN of another state is refused.
  await page.getByLabel("Billing state").selectOption({ label: "Maharashtra" });
  await page.getByLabel(/GSTIN/).fill("08AAACN0001L1ZX");
  await page.getByRole("button", { name: "Proceed to Purchase" }).click();
  await expect(
    page.getByText("This GSTIN is registered in another state than the billing state."),
  ).toBeVisible();
  await expect(page.getByRole("dialog", { name: "Test checkout" })).toHaveCount(0);
  // A registered business gives its address, printed on the invoice (CGST Rule 46(e)).
  await page.getByLabel(/GSTIN/).fill("27AAACN0001L1ZX");
  await page.getByRole("button", { name: "Proceed to Purchase" }).click();
  await expect(page.getByText(/^A registered business must give its address/)).toBeVisible();
  await expect(page.getByRole("dialog", { name: "Test checkout" })).toHaveCount(0);
  await page.getByLabel(/^Billing address/).fill("4th floor, Nariman Point, Mumbai 400021");
  await page.getByLabel("Name on the invoice").fill("Kabir Shah Studio");
  await page.getByRole("button", { name: "Proceed to Purchase" }).click();
  await page
    .getByRole("dialog", { name: "Test checkout" })
    .getByRole("button", { name: "Pay ₹4,999" })
    .click();
  await expect(page).toHaveURL("/invoice");
  await page.getByRole("link", { name: /View invoice/ }).click();
  const invoice = page.getByRole("article", { name: "Tax Invoice" });
  await expect(invoice).toContainText("Kabir Shah Studio");
  await expect(invoice).toContainText("4th floor, Nariman Point, Mumbai 400021");
  await expect(invoice).toContainText("GSTIN: 27AAACN0001L1ZX");
  await expect(invoice).toContainText("Place of supplyMaharashtra (27)");
  await expect(invoice).toContainText("IGST @ 18%");
  await expect(invoice).not.toContainText("CGST");
  const pdfText = await downloadedPdfText(page, "Download PDF");
  expect(pdfText).toMatch(/IGST @ 18%/);
  expect(pdfText).not.toMatch(/CGST/);
  expect(pdfText).toContain("4th floor, Nariman Point, Mumbai 400021");

  // The dashboard shows the membership; Renew leads to /purchase with the plan, the invoice
  // details remembered, and the new year follows on from the current one.
  await page.goto("/dashboard");
  const card = page.getByRole("region", { name: "Your membership" });
  await expect(card).toContainText("Essentials");
  await expect(card).toContainText("Active");
  await expect(card).toContainText(/\d+ days left/);
  const endsText = (await card.textContent())!.match(/Ends on (.+?) ·/)![1]!;
  await card.getByRole("link", { name: "Renew your Essentials membership" }).click();
  await expect(page).toHaveURL("/purchase");
  await hydrated(page);
  await expect(page.getByLabel("Billing state")).toHaveValue("27");
  await expect(page.getByLabel("Name on the invoice")).toHaveValue("Kabir Shah Studio");
  await expect(page.getByText(`Your Essentials membership runs until ${endsText}`)).toBeVisible();
  await page.getByRole("button", { name: "Proceed to Purchase" }).click();
  await page
    .getByRole("dialog", { name: "Test checkout" })
    .getByRole("button", { name: "Pay ₹4,999" })
    .click();
  await expect(page).toHaveURL("/invoice");
  await expect(page.getByRole("table").getByRole("row")).toHaveCount(3);
  await page.goto("/dashboard");
  await expect(card).toContainText(/Ends on/);
  const renewedEnds = (await card.textContent())!.match(/Ends on (.+?) ·/)![1]!;
  expect(Date.parse(renewedEnds) - Date.parse(endsText)).toBeGreaterThanOrEqual(365 * 86_400_000);

  // Another plan while active goes through support: said before any order.
  await page.goto("/purchase?plan=elite");
  await hydrated(page);
  await expect(page.getByText(/To change your plan, please contact us/)).toBeVisible();
  await expect(page.getByRole("note").getByRole("link", { name: "Contact us" })).toHaveAttribute(
    "href",
    "/contact-us",
  );
  // Nothing to fill in or press that would lead nowhere.
  await expect(page.getByRole("button", { name: "Proceed to Purchase" })).toHaveCount(0);
  await expect(page.getByLabel("Billing state")).toHaveCount(0);

  // The admin refunds the first invoice with a reason.
  const admin = await browser.newPage();
  await asAdmin(admin);
  await admin.goto(`/admin-dashboard?tab=invoices&q=${encodeURIComponent(email)}`);
  await hydrated(admin);
  // The invoices tab's table alone: the GST returns below it have a table of their own, which
  // may arrive before or after the list.
  const adminRows = admin.getByRole("tabpanel", { name: "Invoices" }).getByRole("table").getByRole("row");
  await expect(adminRows).toHaveCount(3);
  const oldest = adminRows.nth(2);
  const serial = (await oldest.getByRole("link").textContent())!.trim();
  await oldest.getByRole("button", { name: `Refund invoice ${serial}` }).click();
  const dialog = admin.getByRole("dialog", { name: `Refund invoice ${serial}` });
  // A membership goes back in full (D20): no amount to choose, unlike a booking's documents.
  await expect(dialog).toContainText("It goes back in full, and the membership it paid for ends.");
  await expect(dialog.getByLabel("Amount to refund (₹)")).toHaveCount(0);
  await dialog.getByRole("button", { name: "Refund ₹4,999" }).click();
  await expect(
    dialog.getByText("Please give the reason for the refund, in 3 characters or more."),
  ).toBeVisible();
  await dialog.getByLabel("Reason for the refund").fill("Booked twice by mistake");
  await dialog.getByRole("button", { name: "Refund ₹4,999" }).click();
  await expect(toastWith(admin, `Invoice ${serial} was refunded`)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(oldest).toContainText("Refunded");
  await admin.close();

  // The member sees "Refunded", the credit note on the invoice's page and in their mail.
  await page.goto("/invoice");
  await expect(page.getByRole("table")).toContainText("Refunded");
  await page.getByRole("link", { name: `View invoice ${serial}` }).click();
  const creditNote = page.getByRole("article", { name: "Credit Note" });
  await expect(creditNote).toContainText("Booked twice by mistake");
  await expect(creditNote).toContainText(`Against invoice${serial}`);
  await expect(creditNote).toContainText("IGST @ 18%");
  const creditText = await downloadedPdfText(page, "Download credit note PDF");
  expect(creditText).toMatch(/CREDIT NOTE/);
  expect(creditText).toContain("Booked twice by mistake");
  // The credit note's e-mail, with its PDF, is in the outbox.
  await expect
    .poll(async () => {
      const sent = (await outbox()).find(
        (message) => message.to === email && /credit note/i.test(message.subject),
      );
      return sent?.attachments.map((file) => [file.name, file.contentType]);
    })
    .toEqual([[expect.stringMatching(/^Credit note CN-\d{2}-\d{2}-\d{6}\.pdf$/), "application/pdf"]]);
});

test("a failed payment says why and makes no invoice; paying again then works", async ({ page }) => {
  await becomeMember(page, "Meera Iyer");
  await page.goto("/purchase?plan=essentials");
  await hydrated(page);
  // The link of the membership page without script selects its plan, and the address is tidied.
  await expect(page.getByRole("region", { name: "Essentials" })).toContainText("₹4,999");
  await expect(page).toHaveURL("/purchase");

  await chooseBillingState(page);
  await page.getByRole("button", { name: "Proceed to Purchase" }).click();
  const checkout = page.getByRole("dialog", { name: "Test checkout" });
  await checkout.getByRole("button", { name: "Fail the payment" }).click();
  await expect(toastWith(page, `Payment failed: ${DECLINED}`)).toBeVisible();
  await expect(checkout).toBeHidden();
  await expect(page).toHaveURL("/purchase");
  await expect(page.getByRole("button", { name: "Proceed to Purchase" })).toBeEnabled();

  await page.goto("/invoice");
  await expect(page.getByText("You have no invoices yet.")).toBeVisible();
  await expect(page.getByRole("table")).toHaveCount(0);

  // The plan is still selected: a second attempt pays.
  await payInTestCheckout(page, "₹4,999");
  await expect(page.getByRole("table").getByRole("row")).toHaveCount(2);
  await expect(page.getByRole("table")).toContainText("Essentials");
});

test("closing the test checkout cancels quietly; an order that cannot be made says so", async ({
  page,
  pageProblems,
}) => {
  await becomeMember(page, "Meera Iyer");
  await page.goto("/purchase?plan=elite");
  await hydrated(page);
  await chooseBillingState(page);
  await page.getByRole("button", { name: "Proceed to Purchase" }).click();
  const checkout = page.getByRole("dialog", { name: "Test checkout" });
  await checkout.getByRole("button", { name: "Cancel payment" }).click();
  await expect(checkout).toBeHidden();
  await expect(page.getByRole("button", { name: "Proceed to Purchase" })).toBeEnabled();
  await expect(toastWith(page, "Payment failed")).toHaveCount(0);

  // D3: the network fails while the order is made: an error toast, and nothing opens.
  await page.route("**/api/v1/payment/order", (route) => route.abort("internetdisconnected"));
  await page.getByRole("button", { name: "Proceed to Purchase" }).click();
  const error = toastWith(page, "Error");
  await expect(error).toBeVisible();
  await expect(checkout).toBeHidden();
  await expect(page.getByRole("button", { name: "Proceed to Purchase" })).toBeEnabled();
  forgive(pageProblems, /ERR_INTERNET_DISCONNECTED/);
});

test("a signed-in member goes straight to the summary; the selection can be cleared", async ({ page }) => {
  await becomeMember(page, "Meera Iyer");
  await page.goto("/membership");
  await hydrated(page);
  await page.getByRole("link", { name: "Choose Elite" }).click();
  await expect(page).toHaveURL("/purchase");
  await expect(page.getByRole("region", { name: "Elite" })).toContainText("₹19,999");

  await page.getByRole("button", { name: "Clear selection" }).click();
  await expect(page).toHaveURL("/membership");
  expect((await savedRoot(page)).plan).toBeNull();
  await page.goto("/purchase");
  await expect(page.getByText("You have not chosen a plan yet.")).toBeVisible();
  await expect(page.getByRole("link", { name: "See the membership plans" })).toHaveAttribute(
    "href",
    "/membership#membership-plans",
  );

  // A plan chosen earlier (saved by a page without stores of its own, so nothing on the page
  // writes over it) waits in a bar on the membership page until it is bought or cleared.
  await page.goto("/about-us");
  await page.evaluate(() => {
    const root = JSON.parse(localStorage.getItem("root") ?? "{}") as Record<string, unknown>;
    localStorage.setItem("root", JSON.stringify({ ...root, plan: { slug: "premium", name: "Premium" } }));
  });
  await page.goto("/membership");
  await hydrated(page);
  const bar = page.getByRole("region", { name: "Selected plan" });
  await expect(bar).toContainText("Selected plan: Premium");
  await bar.getByRole("button", { name: "Clear selection" }).click();
  await expect(bar).toBeHidden();
  expect((await savedRoot(page)).plan).toBeNull();
});

/**
 * Razorpay's Checkout cannot load here (no network), so its script is replaced by a small
 * stand-in with the same surface (new Razorpay(options), on("payment.failed"), open()) that
 * settles the payment through the local test checkout. The order's answer is the server's
 * own, told to use Razorpay's checkout: the page's Razorpay path runs for real.
 */
const FAKE_CHECKOUT = `
window.Razorpay = function (options) {
  var failed = [];
  window.__razorpayOptions = options;
  this.on = function (event, listener) { if (event === "payment.failed") failed.push(listener); };
  this.open = function () {
    var auth = JSON.parse(localStorage.getItem("root")).auth;
    fetch("/api/v1/payment/local-checkout", {
      method: "POST",
      headers: { "Content-Type": "application/json", Authorization: "Bearer " + auth.token.accessToken },
      body: JSON.stringify({ razorpay_order_id: options.order_id, outcome: window.__razorpayOutcome || "success" }),
    })
      .then(function (response) { return response.json(); })
      .then(function (answer) {
        if (answer.error) failed.forEach(function (listener) { listener(answer); });
        else options.handler(answer);
      });
  };
};`;

test("with Razorpay keys, the page loads Razorpay's Checkout and hands it the server's order", async ({
  page,
  pageProblems,
}) => {
  const email = freshEmail("member");
  const { user } = await becomeMember(page, "Meera Iyer", email);
  let scriptRequests = 0;
  await page.route("https://checkout.razorpay.com/v1/checkout.js", (route) => {
    scriptRequests += 1;
    return scriptRequests === 1
      ? route.abort("internetdisconnected")
      : route.fulfill({ contentType: "text/javascript", body: FAKE_CHECKOUT });
  });
  await page.route("**/api/v1/payment/order", async (route) => {
    const response = await route.fetch();
    const answer = (await response.json()) as Record<string, unknown>;
    await route.fulfill({ response, json: { ...answer, checkout: "razorpay", keyId: "rzp_test_stand_in" } });
  });
  await page.goto("/purchase?plan=premium");
  await hydrated(page);
  // No script on the page until a purchase starts.
  await expect(page.locator('script[src*="razorpay"]')).toHaveCount(0);

  // The script cannot load: said plainly, and a second try loads it.
  await chooseBillingState(page);
  await page.getByRole("button", { name: "Proceed to Purchase" }).click();
  await expect(toastWith(page, "Payment failed: The payment window could not be loaded.")).toBeVisible();

  // A declined payment comes back through Razorpay's payment.failed event.
  await page.evaluate(() => Object.assign(window, { __razorpayOutcome: "failure" }));
  await page.getByRole("button", { name: "Proceed to Purchase" }).click();
  await expect(toastWith(page, `Payment failed: ${DECLINED}`)).toBeVisible();
  const options = await page.evaluate(
    () => (window as unknown as { __razorpayOptions: object }).__razorpayOptions,
  );
  expect(options).toMatchObject({
    key: "rzp_test_stand_in",
    amount: 999_900,
    currency: "INR",
    name: "Nova Experience",
    order_id: expect.stringMatching(/^order_local_/),
    prefill: { email, contact: user.phoneNo, name: "Meera Iyer" },
  });

  await page.evaluate(() => Object.assign(window, { __razorpayOutcome: "success" }));
  await page.getByRole("button", { name: "Proceed to Purchase" }).click();
  await expect(page).toHaveURL("/invoice");
  await expect(toastWith(page, "Payment successful!")).toBeVisible();
  await expect(page.getByRole("table")).toContainText("Premium");
  forgive(pageProblems, /ERR_INTERNET_DISCONNECTED/);
});
