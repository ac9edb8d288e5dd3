// From inquiry to booking, in the browser (decisions 0028, 0033; docs/product.md D21, D22): a member
// sends an event inquiry; an admin quotes it in the panel; the member follows its timeline, reads
// the quote, pays the deposit in the test checkout (a receipt voucher) and then the balance (the
// booking's tax invoice, the advance deducted); both see "confirmed", the documents are listed and
// download as PDFs, and the e-mails are in the outbox. An operator records a bank transfer, and
// issues the booking's tax invoice when the service was delivered before the balance was paid. A
// replaced quote, and an expired one, cannot be paid.
import { adminToken, asAdmin } from "./staff.ts";
import type { APIRequestContext, Browser, Page } from "@playwright/test";
import { E2E_OPERATOR_EMAIL } from "../../playwright.config.ts";
import { addIsoDays, formatIsoDay } from "../../src/lib/dates.ts";
import { QUOTE_MESSAGES } from "../../src/schemas/quote.ts";
import { travelInquiry } from "../fixtures/inquiries.ts";
import { pdfFileText } from "../helpers/pdf.ts";
import { expect, test } from "./fixtures.ts";
import { MAHARASHTRA, sampleGstin } from "../fixtures/tax-documents.ts";
import {
  confirmAddress,
  expectNoViolations,
  freshEmail,
  hydrated,
  logInThroughTheApi,
  outbox,
  toastWith,
} from "./helpers.ts";
import { join } from "node:path";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";

const PASSWORD = "member password";

/** A member, signed in on `page` from its first load, with an event inquiry sent through the site. */
async function memberWithInquiry(
  page: Page,
  kind: "event" | "travel" = "event",
  { confirmed = true } = {},
): Promise<{ email: string; reference: string; token: string }> {
  const email = freshEmail("quote");
  const created = await page.request.post("/api/v1/user/create", {
    data: { name: "Kavya Menon", email, phoneNo: "9123456780", password: PASSWORD },
  });
  expect(created.status()).toBe(201);
  if (confirmed) await confirmAddress(page, email);
  await logInThroughTheApi(page, { email, password: PASSWORD });
  const { accessToken } = (await created.json()) as { accessToken: string };
  const eventDate = new Date(Date.now() + 90 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
  const sent =
    kind === "event"
      ? await page.request.post("/api/v1/inquiry/create_event", {
          headers: { Authorization: `Bearer ${accessToken}` },
          data: {
            name: "Kavya Menon",
            email,
            phone: "9123456780",
            eventType: "wedding",
            eventDate,
            numberOfGuests: 250,
            budgetRange: "₹15-20 lakh",
            city: "Udaipur",
          },
        })
      : // A trip 20 days ahead by India's calendar, the business's.
        await page.request.post("/api/v1/inquiry/create_travel", {
          headers: { Authorization: `Bearer ${accessToken}` },
          data: travelInquiry({ email, travelDate: addIsoDays(formatIsoDay(new Date()), 20) }),
        });
  expect(sent.status(), await sent.text()).toBe(201);
  const { inquiry } = (await sent.json()) as { inquiry: { reference: string } };
  return { email, reference: inquiry.reference, token: accessToken };
}

/** The admin's quote through the API (for the cases that are about the member's side). */
async function quoteByApi(request: APIRequestContext, reference: string, depositPercent = 30): Promise<void> {
  const token = await adminToken(request);
  const found = await request.get(`/api/v1/inquiry/admin?q=${reference}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  const { inquiries } = (await found.json()) as { inquiries: { id: string }[] };
  const validUntil = new Date(Date.now() + 14 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
  const quoted = await request.post(`/api/v1/inquiry/admin/${inquiries[0]!.id}/quote`, {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      lines: [{ description: "Venue and decoration", amountPaise: 20_000_000 }],
      depositPercent,
      validUntil,
      note: "",
    },
  });
  expect(quoted.status(), await quoted.text()).toBe(201);
}

/** The admin panel, signed in, with the inquiry's dialog open at its Payments section. */
async function openPayments(browser: Browser, reference: string) {
  const admin = await browser.newPage();
  await asAdmin(admin);
  await admin.goto(`/admin-dashboard?tab=inquiries&q=${reference}`);
  await hydrated(admin);
  await admin.getByRole("button", { name: `Open inquiry ${reference}` }).click();
  const dialog = admin.getByRole("dialog", { name: `Inquiry ${reference}` });
  return { admin, dialog, payments: dialog.getByRole("region", { name: "Payments" }) };
}

test("an inquiry becomes a booking: quoted by the admin, accepted and its deposit paid by the member", async ({
  page,
  browser,
}) => {
  test.slow();
  const member = await memberWithInquiry(page);

  // The member sees the timeline and the response promise while it waits.
  await page.goto("/dashboard#inquiries");
  await hydrated(page);
  const card = page.getByRole("article").filter({ hasText: member.reference });
  const progress = card.getByRole("list", { name: `Progress of ${member.reference}` });
  await expect(progress.getByRole("listitem")).toHaveText([
    /^Received.+\d{4}$/,
    /^Contacted/,
    /^Quoted/,
    /^Confirmed/,
  ]);
  await expect(card).toContainText("We reply within one business day.");

  // The admin writes the quote in the panel.
  const admin = await browser.newPage();
  await asAdmin(admin);
  await admin.goto(`/admin-dashboard?tab=inquiries&q=${member.reference}`);
  await hydrated(admin);
  await admin.getByRole("button", { name: `Open inquiry ${member.reference}` }).click();
  const dialog = admin.getByRole("dialog", { name: `Inquiry ${member.reference}` });
  await expect(dialog.getByText("No quote sent yet.")).toBeVisible();
  await dialog.getByLabel("Line 1: description").fill("Venue, decoration and lighting for 250 guests");
  await dialog.getByLabel("Line 1: amount (₹)").fill("1,80,000");
  await dialog.getByRole("button", { name: "Add a line" }).click();
  await dialog.getByLabel("Line 2: description").fill("Sangeet evening with a live band");
  await dialog.getByLabel("Line 2: amount (₹)").fill("70000");
  await expect(dialog.getByLabel(/Deposit \(30-50%/)).toHaveValue("30");
  await expect(dialog.getByText("Total ₹2,50,000.00; deposit ₹75,000.00.")).toBeVisible();
  // Where the event is held is its place of supply (decision 0046): by default the business's
  // own state; this Jaipur family's wedding is in Mumbai.
  const heldIn = dialog.getByLabel("Event held in (the place of supply without a GSTIN)");
  await expect(heldIn).toHaveValue("08");
  await heldIn.selectOption({ label: "Maharashtra" });
  // The venue, printed on the documents as the address of delivery (Rule 46(f)).
  await dialog
    .getByLabel("Venue: the address of delivery on the tax documents")
    .fill("Taj Lands End, Bandra West, Mumbai 400050");
  await dialog
    .getByLabel("Note to the customer (optional)")
    .fill("We hold the date for you until the last day.");
  await dialog.getByRole("button", { name: "Send the quote" }).click();
  await expect(toastWith(admin, `Quote 1 sent to ${member.email}.`)).toBeVisible();
  await expect(
    dialog.getByRole("region", { name: "Quotes" }).getByRole("listitem").filter({ hasText: "Quote 1" }),
  ).toContainText(/Open.+Held in Maharashtra\. Venue: Taj Lands End, Bandra West, Mumbai 400050\./);
  // The status form follows the quote: a note saved alone keeps the inquiry Quoted.
  const statusForm = dialog.getByRole("form", { name: "Change status" });
  await expect(statusForm.getByLabel("Status", { exact: true })).toHaveValue("quoted");
  await statusForm.getByLabel("Internal note (optional)").fill("Called: they will pay this week.");
  await statusForm.getByRole("button", { name: "Save status" }).click();
  await expect(statusForm.getByRole("status")).toHaveText(/is now Quoted\.$/);

  // The quote's e-mail, to the account, links to the dashboard.
  await expect
    .poll(async () =>
      (await outbox()).find((mail) => mail.to === member.email && mail.subject.startsWith("Your quote")),
    )
    .toBeTruthy();
  const quoteMail = (await outbox()).find(
    (mail) => mail.to === member.email && mail.subject.startsWith("Your quote"),
  )!;
  const link = quoteMail.links.find((href) => href.includes("/dashboard"))!;
  expect(link).toContain(`inquiry=${member.reference}`);

  // The link opens the quote on the dashboard.
  await page.goto(new URL(link).pathname + new URL(link).search + new URL(link).hash);
  await hydrated(page);
  const quote = page.getByRole("region", { name: `Quote 1 for ${member.reference}` });
  await expect(quote).toContainText("Venue, decoration and lighting for 250 guests");
  await expect(quote).toContainText("₹2,50,000.00");
  await expect(quote).toContainText("₹75,000.00 (30%)");
  await expect(quote).toContainText("We hold the date for you until the last day.");
  await quote.getByText("Refund policy for this booking").click();
  await expect(quote).toContainText("non-refundable");
  await expect(progress.getByRole("listitem").nth(2)).toHaveText(/^Quoted.+\d{4}$/);
  // The card's status: the third of its facts (reference, sent, status).
  const status = card.getByRole("definition").nth(2);
  await expect(status).toHaveText("Quoted");

  await quote.getByRole("button", { name: "Accept and pay deposit" }).click();
  await quote.getByLabel("Billing state").selectOption({ label: "Rajasthan" });
  await quote.getByRole("button", { name: "Pay deposit ₹75,000.00" }).click();
  await page
    .getByRole("dialog", { name: "Test checkout" })
    .getByRole("button", { name: "Pay ₹75,000" })
    .click();
  await expect(toastWith(page, "Deposit paid: your booking is confirmed.")).toBeVisible();
  await expect(quote).toContainText("Deposit of ₹75,000.00 paid");
  await expect(quote).toContainText("Remaining to pay: ₹1,75,000.00, due by");
  await expect(progress.getByRole("listitem").nth(3)).toHaveText(/^Confirmed.+\d{4}$/);
  // The card's status says so too, without a reload.
  await expect(status).toHaveText("Confirmed");
  // ₹1,75,000 is more than one card or UPI payment usually carries: the bank account is shown too.
  const bank = quote.getByRole("region", { name: "Or pay ₹1,75,000.00 by bank transfer" });
  await expect(bank).toContainText(member.reference);

  // The balance, paid on the dashboard through the same checkout.
  await quote.getByRole("button", { name: "Pay balance ₹1,75,000.00" }).click();
  await page
    .getByRole("dialog", { name: "Test checkout" })
    .getByRole("button", { name: "Pay ₹1,75,000" })
    .click();
  await expect(toastWith(page, "Payment received: thank you.")).toBeVisible();
  await expect(quote).toContainText("Paid in full. Thank you.");
  await expect(quote.getByRole("button", { name: /^Pay balance/ })).toHaveCount(0);

  // The booking's tax invoice: the full value, the deposit's receipt voucher deducted.
  await quote.getByRole("link", { name: /^Tax invoice NE\// }).click();
  await expect(page).toHaveURL(/\/invoice\?id=/);
  const invoiceSheet = page.getByRole("article", { name: "Tax Invoice" });
  await expect(invoiceSheet).toContainText("Sangeet evening with a live band");
  await expect(invoiceSheet).toContainText("₹2,50,000.00");
  await expect(invoiceSheet).toContainText(/Less advance, RV\/\d{2}-\d{2}\/\d{6} of/);
  await expect(invoiceSheet).toContainText("Balance paid with this invoice");
  await page.goBack();
  await hydrated(page);

  // The advance's receipt voucher: listed, and a PDF with its words.
  await quote.getByRole("link", { name: /^Receipt voucher RV\// }).click();
  await expect(page).toHaveURL(/\/invoice\?id=/);
  const sheet = page.getByRole("article", { name: "Receipt Voucher" });
  await expect(sheet).toContainText(`Event management, advance on ${member.reference} (quote 1)`);
  await expect(sheet).toContainText("998596");
  // Billed to Rajasthan, held in Maharashtra: IGST to Maharashtra.
  await expect(sheet).toContainText(/Place of supply\s*Maharashtra \(27\)/);
  await expect(sheet).toContainText(/Address of delivery\s*Taj Lands End, Bandra West, Mumbai 400050/);
  await expect(sheet).toContainText("IGST");
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Download PDF" }).click(),
  ]);
  const file = join(mkdtempSync(join(tmpdir(), "nova-deposit-")), download.suggestedFilename());
  await download.saveAs(file);
  const text = pdfFileText(file);
  expect(text).toContain("₹75,000.00");
  // A long line wraps in the PDF, and pdftotext joins a word broken at a hyphen without it:
  // the reference's letters, whatever the line breaks.
  const words = (value: string) => value.replace(/[\s-]+/g, "");
  expect(words(pdfFileText(file, { flowing: true }))).toContain(words(`${member.reference} (quote 1)`));
  await page.goto("/invoice");
  await expect(page.getByRole("table")).toContainText(`Event management, advance on ${member.reference}`);

  // The admin sees it confirmed, with the quote that was paid.
  await admin.reload();
  await hydrated(admin);
  await admin.getByRole("button", { name: `Open inquiry ${member.reference}` }).click();
  await expect(
    dialog.getByRole("region", { name: "Quotes" }).getByRole("listitem").filter({ hasText: "Quote 1" }),
  ).toContainText("Deposit paid");
  await expect(dialog).toContainText("This inquiry is confirmed");
  await admin.close();

  // The e-mails: the invoice with its PDF to the member, the news to the operators.
  await expect
    .poll(
      async () =>
        (await outbox()).filter(
          (mail) =>
            mail.to === E2E_OPERATOR_EMAIL &&
            mail.subject === `Deposit paid on ${member.reference}: Wedding event`,
        ).length,
    )
    .toBe(1);
  const invoiceMail = (await outbox()).find(
    (mail) => mail.to === member.email && mail.subject.includes("receipt voucher"),
  );
  expect(invoiceMail?.attachments.map((file) => file.contentType)).toEqual(["application/pdf"]);
});

test("a replaced quote and an expired quote cannot be paid", async ({ page }) => {
  const member = await memberWithInquiry(page);
  await quoteByApi(page.request, member.reference, 30);
  await page.goto(`/dashboard?inquiry=${member.reference}#inquiries`);
  await hydrated(page);
  const first = page.getByRole("region", { name: `Quote 1 for ${member.reference}` });
  await expect(first).toContainText("₹60,000.00 (30%)");

  // The admin revises while the member looks at the first quote: paying it is refused.
  await quoteByApi(page.request, member.reference, 40);
  await first.getByRole("button", { name: "Accept and pay deposit" }).click();
  await first.getByLabel("Billing state").selectOption({ label: "Maharashtra" });
  await first.getByRole("button", { name: "Pay deposit ₹60,000.00" }).click();
  await expect(toastWith(page, "This quote was replaced by a newer one.")).toBeVisible();
  await expect(page.getByRole("dialog", { name: "Test checkout" })).toHaveCount(0);

  // Reloaded, the dashboard shows the revision.
  await page.reload();
  await hydrated(page);
  await expect(page.getByRole("region", { name: `Quote 2 for ${member.reference}` })).toContainText(
    "₹80,000.00 (40%)",
  );

  // An expired quote (its last day passed; the server says so) offers no payment.
  await page.route("**/api/v1/inquiry/*/booking", async (route) => {
    const response = await route.fetch();
    const { booking } = (await response.json()) as {
      booking: { quote: { state: string; validUntil: string } };
    };
    booking.quote.state = "expired";
    await route.fulfill({ response, json: { booking } });
  });
  await page.reload();
  await hydrated(page);
  const expired = page.getByRole("region", { name: `Quote 2 for ${member.reference}` });
  await expect(expired).toContainText("This quote has expired. Please ask us for a new one.");
  await expect(expired.getByRole("button", { name: "Accept and pay deposit" })).toHaveCount(0);
});

test("an operator records a bank transfer: the deposit confirms the booking, a UTR counts once", async ({
  page,
  browser,
}) => {
  const member = await memberWithInquiry(page);
  await quoteByApi(page.request, member.reference, 30);
  const { admin, payments } = await openPayments(browser, member.reference);
  const dialog = admin.getByRole("dialog", { name: `Inquiry ${member.reference}` });
  await expect(payments).toContainText("No payment yet.");
  // The deposit's amount is offered; the UTR as the bank statement shows it, spaces and all.
  await expect(payments.getByLabel("Amount (₹)")).toHaveValue("60000");
  const utr = `E2E${Date.now().toString(36).toUpperCase()}0001`;
  await payments.getByLabel("UTR").fill(`${utr.slice(0, 6)} ${utr.slice(6).toLowerCase()}`);
  // A business pays by NEFT: its GSTIN and address go on the booking's documents. Without the
  // address the form says so, and nothing is recorded.
  await payments.getByText("Bill a business (GSTIN) or another name").click();
  const gstin = sampleGstin(MAHARASHTRA, "AAECS1234K");
  await payments.getByLabel("Name on the documents").fill("Shekhawati Textiles Pvt Ltd");
  await payments.getByLabel("Billing state").selectOption({ label: "Maharashtra" });
  await payments.getByRole("textbox", { name: "GSTIN (optional)" }).fill(gstin.toLowerCase());
  await payments.getByRole("button", { name: "Record the transfer" }).click();
  await expect(payments.getByLabel("Billing address")).toHaveAttribute("aria-invalid", "true");
  await expect(payments).toContainText("No payment yet.");
  for (const width of [390, 1366]) {
    await admin.setViewportSize({ width, height: 900 });
    await payments
      .locator("form")
      .filter({ hasText: "Record a bank transfer received" })
      .screenshot({ path: `test-results/quotes/transfer-buyer-${width}.png` });
  }
  await payments.getByLabel("Billing address").fill("4 Mill Road, Lower Parel, Mumbai 400013");
  await payments.getByRole("button", { name: "Record the transfer" }).click();
  await expect(toastWith(admin, "Bank transfer recorded")).toBeVisible();
  const voucherLink = payments.getByRole("link", { name: /^Receipt Voucher RV\// });
  await expect(voucherLink).toBeVisible();
  await expect(payments).toContainText("₹60,000.00");
  await expect(payments).toContainText("bank transfer");
  // The next transfer is billed to the same buyer: the form no longer asks.
  await expect(payments.getByText("Bill a business (GSTIN) or another name")).toHaveCount(0);
  await expect(payments).toContainText("Remaining: ₹1,40,000.00, due by");
  await expect(dialog).toContainText("This inquiry is confirmed");

  // The same UTR again is refused, and says why.
  await payments.getByLabel("UTR").fill(utr);
  await payments.getByRole("button", { name: "Record the transfer" }).click();
  await expect(
    payments.getByText("This UTR is already recorded: a transfer can be recorded once."),
  ).toBeVisible();
  await admin.close();

  // The member sees the transfer and its receipt voucher on the dashboard.
  await page.goto(`/dashboard?inquiry=${member.reference}#inquiries`);
  await hydrated(page);
  const quote = page.getByRole("region", { name: `Quote 1 for ${member.reference}` });
  await expect(quote).toContainText("₹60,000.00, bank transfer");
  await expect(quote).toContainText("Remaining to pay: ₹1,40,000.00");
  // Its receipt voucher is made out to the business, with its GSTIN: IGST, Maharashtra.
  await quote.getByRole("link", { name: /^Receipt voucher RV\// }).click();
  const voucher = page.getByRole("article", { name: "Receipt Voucher" });
  await expect(voucher).toContainText("Shekhawati Textiles Pvt Ltd");
  await expect(voucher).toContainText(gstin);
  await expect(voucher).toContainText("IGST");
  await page.goBack();
  await hydrated(page);

  // A part of it goes back by a bank transfer the operator makes: the refund asks its reference.
  const accounts = await browser.newPage();
  await asAdmin(accounts);
  await accounts.goto(`/admin-dashboard?tab=invoices&q=${encodeURIComponent(member.email)}`);
  await hydrated(accounts);
  const row = accounts.getByRole("tabpanel", { name: "Invoices" }).getByRole("table").getByRole("row").nth(1);
  const serial = (await row.getByRole("link").textContent())!.trim();
  expect(serial).toMatch(/^RV\//);
  await row.getByRole("button", { name: `Refund invoice ${serial}` }).click();
  const refund = accounts.getByRole("dialog", { name: `Refund invoice ${serial}` });
  await expect(refund).toContainText("₹60,000.00 was paid by bank transfer");
  await expect(refund.getByLabel("Amount to refund (₹)")).toHaveValue("60000");
  await refund.getByLabel("Amount to refund (₹)").fill("70000");
  await refund.getByRole("button", { name: /^Refund/ }).click();
  await expect(refund.getByLabel("Amount to refund (₹)")).toHaveAccessibleDescription(
    "A refund must be from ₹1 to what this invoice was paid (₹60,000.00).",
  );
  await refund.getByLabel("Amount to refund (₹)").fill("20,000");
  await refund.getByLabel("Reason for the refund").fill("Fewer guests than quoted");
  await refund.getByRole("button", { name: "Refund ₹20,000" }).click();
  const reference = refund.getByLabel("Reference of your refund transfer (UTR)");
  await expect(reference).toHaveAccessibleDescription(
    "Please give the refund transfer's reference: 6 to 40 letters and digits.",
  );
  await reference.fill(`R${utr}`);
  await refund.getByRole("button", { name: "Refund ₹20,000" }).click();
  await expect(toastWith(accounts, `Invoice ${serial} was refunded`)).toBeVisible();
  await expect(refund).toBeHidden();
  // Refunded in part: the row says how much, and offers a refund of what is left.
  await expect(row).toContainText("Refunded ₹20,000");
  await row.getByRole("button", { name: `Refund invoice ${serial}` }).click();
  await expect(refund).toContainText("₹20,000.00 of it is refunded already; ₹40,000.00 is left.");
  await expect(refund.getByLabel("Amount to refund (₹)")).toHaveValue("40000");
  await refund.getByLabel("Amount to refund (₹)").fill("5000");
  await refund.getByLabel("Reason for the refund").fill("One room fewer");
  await refund.getByLabel("Reference of your refund transfer (UTR)").fill(`S${utr}`);
  await refund.getByRole("button", { name: "Refund ₹5,000" }).click();
  await expect(toastWith(accounts, `Invoice ${serial} was refunded`)).toBeVisible();
  await expect(row).toContainText("Refunded ₹25,000");
  await accounts.close();

  // The booking shows the refund's document beside the payment, to the operator and the member;
  // the member's link opens both, the refund voucher saying it went back by bank transfer.
  const booking = await openPayments(browser, member.reference);
  await expect(booking.payments).toContainText(/Refund Voucher RF\/\S+: ₹20,000\.00 refunded/);
  await expect(booking.payments).toContainText(/Refund Voucher RF\/\S+: ₹5,000\.00 refunded/);
  await booking.admin.close();
  await page.reload();
  await hydrated(page);
  await expect(quote).toContainText(/Refund voucher RF\/\S+: ₹20,000\.00 refunded/);
  await expect(quote).toContainText(/Refund voucher RF\/\S+: ₹5,000\.00 refunded/);
  await quote.getByRole("link", { name: /^Receipt voucher RV\// }).click();
  await expect(page.getByRole("note")).toHaveText(
    "₹25,000.00 of this payment was refunded, in 2 refunds. Each has its document below.",
  );
  // Each refund's voucher, in the order made, each with its transfer and its own PDF.
  const vouchers = page.getByRole("article", { name: "Refund Voucher" });
  await expect(vouchers).toHaveCount(2);
  await expect(vouchers.nth(0)).toContainText(`R${utr}`);
  await expect(vouchers.nth(1)).toContainText(`S${utr}`);
  await expect(vouchers.nth(1)).toContainText("Bank transfer");
  await expect(page.getByRole("button", { name: /^Download refund voucher RF\/\S+ PDF$/ })).toHaveCount(2);
  // On the Hindi page the voucher's "paid by" says the transfer and its day in Hindi.
  await page.goto(`/hi/invoice${new URL(page.url()).search}`);
  await hydrated(page);
  await expect(page.getByRole("article").first()).toContainText(/बैंक ट्रांसफ़र, \d{1,2} \S+ \d{4} को मिला/);
});

/**
 * A deposit of ₹60,000 received by bank transfer, recorded through the API, and an operator's
 * refund dialog for it open in a page of its own (closed by the caller): a colleague's refund
 * can then be made meanwhile, through the API, with `headers`.
 */
/** A colleague records the deposit (₹60,000) by bank transfer through the API, as the panel does. */
async function colleagueTransfer(
  request: APIRequestContext,
  reference: string,
  utrPrefix: string,
  extra: object = {},
) {
  const headers = { Authorization: `Bearer ${await adminToken(request)}` };
  const found = await request.get(`/api/v1/inquiry/admin?q=${reference}`, { headers });
  const inquiryId = ((await found.json()) as { inquiries: { id: string }[] }).inquiries[0]!.id;
  const recorded = await request.post(`/api/v1/inquiry/admin/${inquiryId}/bank-transfer`, {
    headers,
    data: {
      amountPaise: 6_000_000,
      utr: `${utrPrefix}${Date.now().toString(36).toUpperCase()}`,
      receivedOn: formatIsoDay(new Date()),
      ...extra,
    },
  });
  expect(recorded.status(), await recorded.text()).toBe(201);
  const { invoice } = (await recorded.json()) as { invoice: { _id: string; serial: string } };
  return { headers, invoice };
}

async function transferAndRefundDialog(page: Page, browser: Browser, utrPrefix: string) {
  const member = await memberWithInquiry(page);
  await quoteByApi(page.request, member.reference, 30);
  const { headers, invoice } = await colleagueTransfer(page.request, member.reference, utrPrefix);
  const accounts = await browser.newPage();
  await asAdmin(accounts);
  await accounts.goto(`/admin-dashboard?tab=invoices&q=${encodeURIComponent(member.email)}`);
  await hydrated(accounts);
  await accounts.getByRole("button", { name: `Refund invoice ${invoice.serial}` }).click();
  const refund = accounts.getByRole("dialog", { name: `Refund invoice ${invoice.serial}` });
  return { member, headers, invoice, accounts, refund };
}

test("a transfer billed to another buyer from a tab opened before a colleague's: refused, and the colleague's payment shown", async ({
  page,
  browser,
}) => {
  const member = await memberWithInquiry(page);
  await quoteByApi(page.request, member.reference, 30);
  const { admin, payments } = await openPayments(browser, member.reference);
  await expect(payments).toContainText("No payment yet.");
  // Meanwhile a colleague records the deposit, billed to the family's company.
  await colleagueTransfer(page.request, member.reference, "E2EBUYA", {
    billing: { name: "Menon Exports Pvt Ltd", stateCode: "08" },
  });
  // This tab still offers the fold: another buyer is refused, and the payments are read again.
  await payments.getByLabel("Amount (₹)").fill("10000");
  await payments.getByLabel("UTR").fill(`E2EBUYB${Date.now().toString(36).toUpperCase()}`);
  await payments.getByText("Bill a business (GSTIN) or another name").click();
  await payments.getByLabel("Name on the documents").fill("Kavya Menon");
  await payments.getByLabel("Billing state").selectOption({ label: "Rajasthan" });
  await payments.getByRole("button", { name: "Record the transfer" }).click();
  await expect(payments.getByText(QUOTE_MESSAGES.billedAlready("Menon Exports Pvt Ltd"))).toBeVisible();
  await expect(payments.getByRole("link", { name: /^Receipt Voucher RV\// })).toBeVisible();
  await expect(payments.getByText("Bill a business (GSTIN) or another name")).toHaveCount(0);
  await admin.close();
});

test("two operators refund one payment at once: the second is told it is refunded already, above the buttons", async ({
  page,
  browser,
}) => {
  const { member, headers, invoice, accounts, refund } = await transferAndRefundDialog(
    page,
    browser,
    "TWICE",
  );
  await refund.getByLabel("Reason for the refund").fill("Date moved");
  await refund.getByLabel("Reference of your refund transfer (UTR)").fill("NEFTFIRST0001");
  // Meanwhile a colleague refunds it.
  const first = await page.request.post(`/api/v1/invoice/admin/${invoice._id}/refund`, {
    headers,
    data: { reason: "Date moved", bankReference: "NEFTFIRST0001" },
  });
  expect(first.status(), await first.text()).toBe(200);
  await refund.getByRole("button", { name: "Refund ₹60,000" }).click();
  // Not a problem of the reason or the reference: said once, above the buttons.
  await expect(refund.getByRole("alert")).toHaveText("This invoice is already refunded.");
  await expect(refund.getByLabel("Reason for the refund")).not.toHaveAttribute("aria-invalid", "true");
  await refund.getByRole("button", { name: "Cancel" }).click();
  await accounts.close();

  // The member's card keeps the payment and its refund voucher in view, with what to do next.
  await page.goto(`/dashboard?inquiry=${member.reference}#inquiries`);
  await hydrated(page);
  const quote = page.getByRole("region", { name: `Quote 1 for ${member.reference}` });
  await expect(quote.getByRole("link", { name: `Receipt voucher ${invoice.serial}` })).toBeVisible();
  await expect(quote).toContainText(/Refund voucher RF\/\S+: ₹60,000\.00 refunded/);
  await expect(quote).toContainText("The deposit on this quote was refunded. Please ask us for a new quote.");
});

test("a part refunded from a tab opened before a colleague refunded one: refused, nothing given back twice", async ({
  page,
  browser,
}) => {
  const { headers, invoice, accounts, refund } = await transferAndRefundDialog(page, browser, "PARTS");
  await refund.getByLabel("Amount to refund (₹)").fill("10000");
  await refund.getByLabel("Reason for the refund").fill("Two guests fewer");
  await refund.getByLabel("Reference of your refund transfer (UTR)").fill("NEFTPARTB0001");
  // Meanwhile a colleague refunds the same part.
  const first = await page.request.post(`/api/v1/invoice/admin/${invoice._id}/refund`, {
    headers,
    data: { reason: "Two guests fewer", amountPaise: 1_000_000, bankReference: "NEFTPARTA0001" },
  });
  expect(first.status(), await first.text()).toBe(200);
  await refund.getByRole("button", { name: "Refund ₹10,000" }).click();
  await expect(refund.getByRole("alert")).toHaveText(
    "This invoice has been refunded ₹10,000.00 in all since you opened it, and ₹50,000.00 is left. Nothing more was refunded: check the refunds made, then refund again if more is owed.",
  );
  await refund.getByRole("button", { name: "Cancel" }).click();
  // The list behind says what is refunded now; one credit note, not two.
  const listed = accounts.getByRole("tabpanel", { name: "Invoices" }).getByRole("row");
  await expect(listed.filter({ hasText: invoice.serial })).toContainText("Refunded ₹10,000");
  const documents = await page.request.get(`/api/v1/invoice/document/${invoice._id}`, { headers });
  expect(((await documents.json()) as { creditNotes: unknown[] }).creditNotes).toHaveLength(1);
  await accounts.close();
});

/**
 * The member's payments through the API, as the checkout makes them: `order` opens one (the deposit
 * of the open quote, or the balance), `pay` pays it in the local checkout and verifies it.
 */
async function memberPayments(page: Page, member: { reference: string; token: string }) {
  const token = await adminToken(page.request);
  const found = await page.request.get(`/api/v1/inquiry/admin?q=${member.reference}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  const inquiryId = ((await found.json()) as { inquiries: { id: string }[] }).inquiries[0]!.id;
  const asMember = { Authorization: `Bearer ${member.token}` };
  const openQuote = async () =>
    (
      (await (
        await page.request.get(`/api/v1/inquiry/${inquiryId}/booking`, { headers: asMember })
      ).json()) as {
        booking: { quote: { _id: string } };
      }
    ).booking.quote._id;
  const billing = { billing: { name: "Kavya Menon", stateCode: "08" } };
  const order = async (purpose: "deposit" | "balance") => {
    const made = await page.request.post(`/api/v1/inquiry/${inquiryId}/${purpose}`, {
      headers: asMember,
      data: purpose === "deposit" ? { quoteId: await openQuote(), ...billing } : {},
    });
    expect(made.status(), await made.text()).toBe(201);
    return ((await made.json()) as { order: { id: string } }).order.id;
  };
  const pay = async (orderId: string) => {
    const paid = await page.request.post("/api/v1/payment/local-checkout", {
      headers: asMember,
      data: { razorpay_order_id: orderId, outcome: "success" },
    });
    expect(paid.status(), await paid.text()).toBe(200);
    const verified = await page.request.post("/api/v1/payment/verification", {
      headers: asMember,
      data: await paid.json(),
    });
    expect(verified.status(), await verified.text()).toBe(200);
  };
  return { order, pay };
}

test("money paid beyond the total: the member is told it comes back, the operator is led to the payment to refund", async ({
  page,
  browser,
}) => {
  const member = await memberWithInquiry(page);
  const { order, pay } = await memberPayments(page, member);
  // The first quote's deposit checkout stays open while the quote is revised; the new deposit is
  // paid, the balance's checkout opened, then the old checkout is paid late, then the balance.
  await quoteByApi(page.request, member.reference, 30);
  const stale = await order("deposit");
  await quoteByApi(page.request, member.reference, 40);
  await pay(await order("deposit"));
  const balance = await order("balance");
  await pay(stale);
  await pay(balance);

  await page.goto(`/dashboard?inquiry=${member.reference}#inquiries`);
  await hydrated(page);
  const quote = page.getByRole("region", { name: `Quote 2 for ${member.reference}` });
  await expect(quote).toContainText("Paid in full. Thank you.");
  await expect(quote.getByRole("note")).toHaveText(
    "₹60,000.00 was paid beyond the total: we will refund it to you.",
  );
  await page.goto(`/hi/dashboard?inquiry=${member.reference}#inquiries`);
  await hydrated(page);
  await expect(page.getByRole("note").filter({ hasText: "₹60,000.00" })).toHaveText(
    "कुल राशि से ₹60,000.00 ज़्यादा चुकाए गए हैं: हम यह राशि आपको लौटा देंगे।",
  );

  const { admin, payments } = await openPayments(browser, member.reference);
  const owed = payments.getByRole("alert");
  await expect(owed).toContainText("₹60,000.00 was paid beyond the total and is owed back to the customer.");
  // The tax invoice waits until it is refunded: no form offers it meanwhile.
  await expect(payments.getByRole("form", { name: "Service delivered: issue the tax invoice" })).toHaveCount(
    0,
  );
  await owed.getByRole("link", { name: /^Receipt Voucher RV\// }).click();
  await hydrated(admin);
  const rows = admin.getByRole("tabpanel", { name: "Invoices" }).getByRole("table").getByRole("row");
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1).getByRole("button", { name: /^Refund invoice RV\// })).toBeVisible();
  await admin.close();

  // "Refund ₹60,000.00 now" opens the refund of the newest payment with what is owed back; once
  // it is refunded nothing is owed, and the tax invoice can be issued.
  const again = await openPayments(browser, member.reference);
  await again.payments.getByRole("button", { name: "Refund ₹60,000.00 now" }).click();
  const refund = again.admin.getByRole("dialog", { name: /^Refund invoice RV\// });
  await expect(refund.getByLabel("Amount to refund (₹)")).toHaveValue("60000");
  await refund.getByLabel("Reason for the refund").fill("Paid twice: an old checkout");
  await refund.getByRole("button", { name: "Refund ₹60,000" }).click();
  await expect(toastWith(again.admin, "was refunded")).toBeVisible();
  await expect(again.payments.getByRole("alert")).toHaveCount(0);
  await expect(
    again.payments.getByRole("form", { name: "Service delivered: issue the tax invoice" }),
  ).toBeVisible();
  await again.admin.close();
});

test("a checkout opened before the quote changed and paid after the booking was paid in full: the member is told it comes back", async ({
  page,
}) => {
  const member = await memberWithInquiry(page);
  await quoteByApi(page.request, member.reference, 30);
  await page.goto(`/dashboard?inquiry=${member.reference}#inquiries`);
  await hydrated(page);
  const first = page.getByRole("region", { name: `Quote 1 for ${member.reference}` });
  await first.getByRole("button", { name: "Accept and pay deposit" }).click();
  await first.getByLabel("Billing state").selectOption({ label: "Rajasthan" });
  await first.getByRole("button", { name: "Pay deposit ₹60,000.00" }).click();
  const checkout = page.getByRole("dialog", { name: "Test checkout" });
  await expect(checkout).toBeVisible();
  // Meanwhile the quote is revised, and its deposit and balance are paid elsewhere (a link).
  await quoteByApi(page.request, member.reference, 40);
  const { order, pay } = await memberPayments(page, member);
  await pay(await order("deposit"));
  await pay(await order("balance"));
  await checkout.getByRole("button", { name: "Pay ₹60,000" }).click();
  // Not "Deposit paid: your booking is confirmed": the money is beyond the total.
  await expect(
    toastWith(page, "₹60,000.00 was paid beyond the total: we will refund it to you."),
  ).toBeVisible();
  await expect(
    page.getByRole("region", { name: `Quote 2 for ${member.reference}` }).getByRole("note"),
  ).toHaveText("₹60,000.00 was paid beyond the total: we will refund it to you.");
});

test("a quote for an account whose address is not confirmed: the panel says it was not sent", async ({
  page,
  browser,
}) => {
  const member = await memberWithInquiry(page, "event", { confirmed: false });
  const { admin, dialog } = await openPayments(browser, member.reference);
  await expect(dialog.getByRole("region", { name: "Contact" })).toContainText(
    `${member.email}). Not confirmed yet: quotes and messages are not sent to this address, only payment documents.`,
  );
  await dialog.getByLabel("Line 1: description").fill("Venue and decoration");
  await dialog.getByLabel("Line 1: amount (₹)").fill("2,00,000");
  // ₹2,00,000 without a venue: the invoice would lack its address of delivery (Rule 46(f)).
  await dialog.getByRole("button", { name: "Send the quote" }).click();
  const venue = dialog.getByLabel("Venue: the address of delivery on the tax documents");
  await expect(dialog.getByText(QUOTE_MESSAGES.venueNeeded)).toBeVisible();
  await expect(venue).toBeFocused();
  await venue.fill("Hotel Lakend, Udaipur 313001");
  await dialog.getByRole("button", { name: "Send the quote" }).click();
  await expect(
    toastWith(
      admin,
      `Quote 1 is on the member's dashboard but was not sent: ${member.email} is not confirmed yet, so only payment documents reach it. Tell them another way.`,
    ),
  ).toBeVisible();
  await admin.close();
});

test("the service delivered before the balance: the operator issues the tax invoice, the customer sees it", async ({
  page,
  browser,
}) => {
  const member = await memberWithInquiry(page);
  await quoteByApi(page.request, member.reference, 30);
  const { admin, payments } = await openPayments(browser, member.reference);
  // The deposit came by bank transfer; the balance is still owed on the day of the event.
  await payments.getByLabel("UTR").fill(`E2EDLV${Date.now().toString(36).toUpperCase()}01`);
  await payments.getByRole("button", { name: "Record the transfer" }).click();
  await expect(toastWith(admin, "Bank transfer recorded")).toBeVisible();
  const delivery = payments.getByRole("form", { name: "Service delivered: issue the tax invoice" });
  await expect(delivery).toContainText("₹1,40,000.00 still due is paid against it");
  await expect(delivery.getByLabel("Delivered on")).toHaveValue(formatIsoDay(new Date()));
  await delivery.getByRole("button", { name: "Issue the tax invoice" }).click();
  // It cannot be withdrawn: asked again, with what it will be; "Not yet" issues nothing.
  const confirm = delivery.getByRole("group", { name: "Confirm the tax invoice" });
  await expect(confirm).toContainText("Issue the tax invoice for ₹2,00,000.00, the service delivered on");
  await confirm.getByRole("button", { name: "Not yet" }).click();
  await expect(confirm).toHaveCount(0);
  await delivery.getByRole("button", { name: "Issue the tax invoice" }).click();
  await delivery.getByRole("button", { name: "Yes, issue it" }).click();
  await expect(toastWith(admin, "Tax invoice issued")).toBeVisible();
  await expect(payments.getByRole("link", { name: /^Booking's tax invoice NE\// })).toBeVisible();
  await expect(payments).toContainText("with ₹1,40,000.00 then due");
  await expect(payments.getByRole("form", { name: "Service delivered: issue the tax invoice" })).toHaveCount(
    0,
  );
  // Its number, searched on the Invoices tab (one row per payment, none of which it is): the panel
  // names the document, with its full value, and opens it.
  const serial = (
    await payments.getByRole("link", { name: /^Booking's tax invoice NE\// }).innerText()
  ).match(/NE\/\d{2}-\d{2}\/\d{6}/)![0];
  await admin.goto(`/admin-dashboard?tab=invoices&q=${encodeURIComponent(serial.toLowerCase())}`);
  await hydrated(admin);
  const named = admin.getByRole("region", { name: `Tax invoice ${serial}` });
  await expect(named).toContainText("₹2,00,000.00");
  // The list below has the deposit it deducted.
  await expect(
    admin.getByRole("tabpanel", { name: "Invoices" }).getByRole("link", { name: /^Open invoice RV\// }),
  ).toBeVisible();
  for (const width of [390, 1366]) {
    await admin.setViewportSize({ width, height: 900 });
    await named.screenshot({ path: `test-results/quotes/document-found-${width}.png` });
  }
  await expectNoViolations(admin);
  await named.getByRole("link", { name: "Open the tax invoice" }).click();
  await expect(admin).toHaveURL(/\/invoice\?booking=/);
  await expect(admin.getByRole("article", { name: "Tax Invoice" })).toContainText(serial);
  await admin.close();

  // The customer sees it with the booking; the booking can no longer be cancelled.
  await page.goto(`/dashboard?inquiry=${member.reference}#inquiries`);
  await hydrated(page);
  const quote = page.getByRole("region", { name: `Quote 1 for ${member.reference}` });
  await expect(quote).toContainText("issued when the service was delivered");
  await expect(quote).toContainText("Remaining to pay: ₹1,40,000.00");
  await expect(quote.getByRole("button", { name: "Cancel this booking" })).toHaveCount(0);
  await quote.getByRole("link", { name: /^Tax invoice NE\// }).click();
  await expect(page).toHaveURL(/\/invoice\?booking=/);
  const sheet = page.getByRole("article", { name: "Tax Invoice" });
  await expect(sheet).toContainText("₹2,00,000.00");
  await expect(sheet).toContainText("Date of supply");
  await expect(sheet).toContainText(/Less advance, RV\/\d{2}-\d{2}\/\d{6} of/);
  await expect(sheet).toContainText("Balance due");
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Download PDF" }).click(),
  ]);
  const file = join(mkdtempSync(join(tmpdir(), "nova-delivery-")), download.suggestedFilename());
  await download.saveAs(file);
  expect(download.suggestedFilename()).toMatch(/^Tax invoice NE-\d{2}-\d{2}-\d{6}\.pdf$/);
  expect(pdfFileText(file)).toMatch(/Balance due\s+₹1,40,000\.00/);
  // And by e-mail, with its PDF.
  await expect
    .poll(async () =>
      (await outbox()).find((mail) => mail.to === member.email && mail.subject.includes("tax invoice NE/")),
    )
    .toBeTruthy();

  // A goodwill part of the advance goes back after the delivery: a credit note against the tax
  // invoice, which its page now shows below it.
  const token = await adminToken(page.request);
  const headers = { Authorization: `Bearer ${token}` };
  const found = await page.request.get(`/api/v1/invoice/admin?q=${encodeURIComponent(member.email)}`, {
    headers,
  });
  const { invoices } = (await found.json()) as { invoices: { _id: string }[] };
  const refunded = await page.request.post(`/api/v1/invoice/admin/${invoices[0]!._id}/refund`, {
    headers,
    data: { reason: "Goodwill after the event", amountPaise: 500_000, bankReference: "NEFTGOODWILL01" },
  });
  expect(refunded.status(), await refunded.text()).toBe(200);
  await page.reload();
  await hydrated(page);
  const credit = page.getByRole("article", { name: "Credit Note" });
  await expect(credit).toContainText(/Against invoice\s*NE\//);
  await expect(credit).toContainText("Goodwill after the event");
  await expect(credit).toContainText("₹5,000.00");
});

test("an operator sends a payment link; someone else pays it in a fresh browser, without signing in", async ({
  page,
  browser,
}) => {
  const member = await memberWithInquiry(page);
  await quoteByApi(page.request, member.reference, 30);
  const { admin, payments } = await openPayments(browser, member.reference);
  await payments.getByRole("button", { name: "Make a payment link" }).click();
  const address = payments.getByLabel(/^Link for ₹60,000\.00/);
  await expect(address).toHaveValue(/\/pay#link=[\w-]{43}$/);
  const url = await address.inputValue();
  await expect(payments.getByRole("list", { name: "Payment links made" })).toContainText(
    "Deposit ₹60,000.00",
  );
  await expect(payments.getByRole("list", { name: "Payment links made" })).toContainText("Payable");

  // A parent, on another device: no account, no session.
  const parent = await browser.newContext();
  const payer = await parent.newPage();
  await payer.goto(new URL(url).pathname + new URL(url).hash);
  await hydrated(payer);
  // The same link open in a second tab, left there while the first pays.
  const secondTab = await parent.newPage();
  await secondTab.goto(new URL(url).pathname + new URL(url).hash);
  await hydrated(secondTab);
  await expect(payer.getByRole("heading", { name: "Deposit to confirm the booking" })).toBeVisible();
  await expect(payer.getByText(member.reference)).toBeVisible();
  await expect(payer.getByText("₹60,000.00", { exact: true })).toBeVisible();
  // Nothing of the customer's: not their e-mail, not their name.
  await expect(payer.locator("body")).not.toContainText(member.email);
  await expect(payer.locator("body")).not.toContainText("Kavya");
  await payer.getByRole("button", { name: "Pay ₹60,000.00" }).click();
  await payer
    .getByRole("dialog", { name: "Test checkout" })
    .getByRole("button", { name: "Pay ₹60,000" })
    .click();
  await expect(payer.getByText("This payment link has been paid. Thank you.")).toBeVisible();
  // The second tab's Pay is refused by the server, and the tab then says the link is paid,
  // with nothing left to press.
  await secondTab.getByRole("button", { name: "Pay ₹60,000.00" }).click();
  await expect(secondTab.getByRole("status")).toHaveText("This payment link has been paid. Thank you.");
  await expect(secondTab.getByRole("button", { name: /^Pay/ })).toHaveCount(0);
  // Opened again, the link says so and offers nothing to pay.
  await payer.reload();
  await hydrated(payer);
  await expect(payer.getByText("This payment link has been paid. Thank you.")).toBeVisible();
  await expect(payer.getByRole("button", { name: /^Pay/ })).toHaveCount(0);
  await parent.close();

  // The operator's list says paid; the customer's dashboard shows the receipt voucher.
  await admin.reload();
  await hydrated(admin);
  await admin.getByRole("button", { name: `Open inquiry ${member.reference}` }).click();
  await expect(payments.getByRole("list", { name: "Payment links made" })).toContainText("Paid");
  await admin.close();
  await page.goto(`/dashboard?inquiry=${member.reference}#inquiries`);
  await hydrated(page);
  const quote = page.getByRole("region", { name: `Quote 1 for ${member.reference}` });
  await expect(quote.getByRole("link", { name: /^Receipt voucher RV\// })).toBeVisible();
  await expect(quote).toContainText("Remaining to pay: ₹1,40,000.00");

  // The balance's link: ₹1,40,000 is more than one card or UPI payment usually carries, so its
  // page gives the bank account too, and says the receipt goes to the booking's customer.
  const again = await openPayments(browser, member.reference);
  await again.payments.getByRole("button", { name: "Make a payment link" }).click();
  const balanceUrl = await again.payments.getByLabel(/^Link for ₹1,40,000\.00/).inputValue();
  await again.admin.close();
  const other = await browser.newContext();
  const balancePayer = await other.newPage();
  await balancePayer.goto(new URL(balanceUrl).pathname + new URL(balanceUrl).hash);
  await hydrated(balancePayer);
  const bank = balancePayer.getByRole("region", { name: "Or pay ₹1,40,000.00 by bank transfer" });
  await expect(bank).toContainText(member.reference);
  await expect(bank).toContainText("IFSC");
  await expect(bank).toContainText("e-mail its receipt to the booking's customer");
  await expect(balancePayer.getByRole("button", { name: "Pay ₹1,40,000.00" })).toBeVisible();
  await other.close();
});

test("a travel booking cancelled 20 days before: the policy's amount, shown first, refunded with a refund voucher", async ({
  page,
  browser,
}) => {
  const member = await memberWithInquiry(page, "travel");
  const token = await adminToken(page.request);
  const headers = { Authorization: `Bearer ${token}` };
  const found = await page.request.get(`/api/v1/inquiry/admin?q=${member.reference}`, { headers });
  const inquiryId = ((await found.json()) as { inquiries: { id: string }[] }).inquiries[0]!.id;
  const quoted = await page.request.post(`/api/v1/inquiry/admin/${inquiryId}/quote`, {
    headers,
    data: {
      lines: [{ description: "Golden Triangle, 6 nights for two", amountPaise: 10_000_000 }],
      depositPercent: 30,
      validUntil: new Date(Date.now() + 3 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10),
      note: "",
    },
  });
  expect(quoted.status(), await quoted.text()).toBe(201);
  // The advance came by bank transfer three days ago (the 24 hours of a full refund are over),
  // and ₹40,000 more today.
  const day = (daysAgo: number) => addIsoDays(formatIsoDay(new Date()), -daysAgo);
  for (const [amountPaise, receivedOn, suffix] of [
    [3_000_000, day(3), "A"],
    [4_000_000, day(0), "B"],
  ] as const) {
    const recorded = await page.request.post(`/api/v1/inquiry/admin/${inquiryId}/bank-transfer`, {
      headers,
      data: { amountPaise, utr: `E2ECANCEL${Date.now().toString(36).toUpperCase()}${suffix}`, receivedOn },
    });
    expect(recorded.status(), await recorded.text()).toBe(201);
  }

  await page.goto(`/dashboard?inquiry=${member.reference}#inquiries`);
  await hydrated(page);
  const quote = page.getByRole("region", { name: `Quote 1 for ${member.reference}` });
  await quote.getByRole("button", { name: "Cancel this booking" }).click();
  const confirm = quote.getByRole("region", { name: `Cancel ${member.reference}?` });
  await expect(confirm).toContainText(
    "Cancelling today, 20 days before, you get back ₹20,000.00 of the ₹70,000.00 you paid",
  );
  await expect(confirm).toContainText(
    "30-7 days before travel: a cancellation fee of 50% of the package price.",
  );
  await confirm.getByRole("button", { name: "Confirm the cancellation" }).click();
  await expect(toastWith(page, "Your cancellation is received.")).toBeVisible();
  // The card says the booking is cancelled, in the member's word, not the operators' "Lost".
  const card = page.getByRole("article").filter({ hasText: member.reference });
  await expect(card.getByRole("definition").nth(2)).toHaveText("Cancelled");
  await expect(quote).toContainText("₹20,000.00 will be refunded within 10-15 business days");
  // Its timeline keeps the day it was confirmed, then the day it closed.
  const progress = card.getByRole("list", { name: `Progress of ${member.reference}` });
  await expect(progress.getByRole("listitem")).toHaveText([
    /^Received.+\d{4}$/,
    /^Contacted/,
    /^Quoted.+\d{4}$/,
    /^Confirmed.+\d{4}$/,
    /^Closed.+\d{4}$/,
  ]);

  // The operators refund it: the newest payment came by bank, so the transfer back's reference.
  const { admin, payments } = await openPayments(browser, member.reference);
  await expect(payments).toContainText("to refund ₹20,000.00");
  await payments.getByLabel(/^Reference of the transfer back/).fill("NEFT-OUT-778899");
  await payments.getByRole("button", { name: "Refund ₹20,000.00" }).click();
  // Asked once more, nothing refunded yet; the reason goes on the documents.
  const ask = payments.getByRole("group", { name: /^Refund ₹20,000\.00 now\? It cannot be taken back/ });
  await expect(ask).toBeVisible();
  await expect(payments).not.toContainText("Refunded.");
  await ask.getByLabel(/^Reason on the documents/).fill("Cancelled 20 days before: the policy's refund");
  await ask.getByRole("button", { name: "Yes, refund ₹20,000.00" }).click();
  await expect(payments).toContainText("Refunded.");
  // Final now: the ₹50,000 kept has its tax invoice, the two advances deducted (decision 0048).
  await expect(payments.getByRole("link", { name: /^Booking's tax invoice NE\// })).toBeVisible();
  await expect(payments).toContainText("for ₹50,000.00, what the cancellation kept, issued on");
  await admin.close();

  // The member's document of the part refunded: a refund voucher against the receipt voucher.
  await page.reload();
  await hydrated(page);
  await expect(quote).toContainText("₹20,000.00 refunded");
  await quote
    .getByRole("link", { name: /^Receipt voucher RV\// })
    .last()
    .click();
  const voucher = page.getByRole("article", { name: "Refund Voucher" });
  await expect(voucher).toContainText("₹20,000.00");
  await expect(voucher).toContainText("Cancelled 20 days before: the policy's refund");

  // The member finds the invoice of what was kept beside the booking, and nothing due on it.
  await page.goto(`/dashboard?inquiry=${member.reference}#inquiries`);
  await hydrated(page);
  await expect(quote).toContainText(
    /for the ₹50,000\.00 the cancellation kept under the refund policy, issued on .+; what you paid before is deducted from it\./,
  );
  // Nothing is left to pay by a day.
  await expect(quote).not.toContainText("Balance due by");
  await expect(quote).not.toContainText("Pay by");
  await quote.getByRole("link", { name: /^Tax invoice NE\// }).click();
  await expect(page).toHaveURL(/\/invoice\?booking=/);
  const sheet = page.getByRole("article", { name: "Tax Invoice" });
  await expect(sheet).toContainText("Cancellation charge under the refund policy");
  await expect(sheet).toContainText(/Less advance, RV\/\d{2}-\d{2}\/\d{6} of/);
  await expect(sheet).toContainText(/Balance due\s*₹0\.00/);

  // The member's invoice list leads from each advance to the invoice that deducted it.
  await page.goto("/invoice");
  await hydrated(page);
  const deducted = page.getByRole("link", { name: /^Deducted on tax invoice NE\// });
  await expect(deducted).toHaveCount(2);
  await deducted.first().click();
  await expect(page).toHaveURL(/\/invoice\?booking=/);
  await expect(page.getByRole("article", { name: "Tax Invoice" })).toContainText("Cancellation charge");
});
