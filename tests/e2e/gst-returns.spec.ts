// The accountant's month in the browser (issue 28; decision 0042): a member buys a membership,
// then the accounts role opens the admin panel, reads the month's GST summary and downloads
// GSTR-1's JSON, its CSV sections in a zip and the sales register, each holding that purchase.
// Sales, whose role has no tax returns, is not offered them.
import { readFile } from "node:fs/promises";
import type { Download, Page } from "@playwright/test";
import { parseCsv } from "../helpers/csv.ts";
import { unzipFiles } from "../helpers/zip.ts";
import { expect, test } from "./fixtures.ts";
import { expectNoViolations, freshEmail, hydrated } from "./helpers.ts";
import { asAdmin } from "./staff.ts";

const gstSection = (page: Page) => page.getByRole("region", { name: "GST returns" });

async function downloaded(page: Page, button: string): Promise<{ download: Download; bytes: Buffer }> {
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    gstSection(page).getByRole("button", { name: button }).click(),
  ]);
  return { download, bytes: await readFile((await download.path())!) };
}

test("the accounts role reads the month's GST summary and downloads GSTR-1, its CSV sections and the register", async ({
  page,
}) => {
  // A membership bought this month from Maharashtra, through the API as the purchase page makes
  // it: a tax invoice with IGST, to a buyer without a GSTIN.
  const api = page.request;
  const email = freshEmail("gst.buyer");
  const made = await api.post("/api/v1/user/create", {
    data: { name: "Meera Iyer", email, phoneNo: "9812345670", password: "a long password" },
  });
  expect(made.status()).toBe(201);
  const auth = { Authorization: `Bearer ${((await made.json()) as { accessToken: string }).accessToken}` };
  const { subscriptions } = (await (await api.get("/api/v1/subscription")).json()) as {
    subscriptions: { _id: string; name: string }[];
  };
  const ordered = await api.post("/api/v1/payment/order", {
    headers: auth,
    data: { subscriptionId: subscriptions[0]!._id, billing: { name: "Meera Iyer", stateCode: "27" } },
  });
  expect(ordered.status()).toBe(201);
  const { order } = (await ordered.json()) as { order: { id: string } };
  const paid = await api.post("/api/v1/payment/local-checkout", {
    headers: auth,
    data: { razorpay_order_id: order.id, outcome: "success" },
  });
  const verified = await api.post("/api/v1/payment/verification", { headers: auth, data: await paid.json() });
  expect(verified.status()).toBe(200);
  const { invoice } = (await verified.json()) as { invoice: { serial: string } };

  await asAdmin(page, "accounts");
  await page.goto("/admin-dashboard");
  await hydrated(page);
  const section = gstSection(page);
  await expect(section).toBeVisible();
  const period = section.getByLabel("Period");
  const month = await period.inputValue();
  expect(month).toMatch(/^\d{4}-\d{2}$/);
  await expect(section.getByText(/: \d+ documents?[ .]/)).toBeVisible();
  // GSTR-3B 3.2 names the state the inter-state supply went to, with its IGST.
  const table32 = section.getByRole("table", {
    name: "GSTR-3B 3.2: inter-state supplies to unregistered persons",
  });
  await expect(table32.getByRole("rowheader", { name: "27-Maharashtra" })).toBeVisible();
  await expect(table32.getByRole("row").filter({ hasText: "27-Maharashtra" })).toContainText("₹");
  // On a phone the table scrolls sideways, and says so; on a laptop it fits, and says nothing.
  const scrolls = section.getByText("The table scrolls sideways: the taxes are to the right.");
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    await (width === 390 ? expect(scrolls).toBeVisible() : expect(scrolls).toBeHidden());
    await section.screenshot({ path: `test-results/gst-returns/summary-${width}.png` });
  }

  const json = await downloaded(page, "GSTR-1 (JSON for the offline tool)");
  expect(json.download.suggestedFilename()).toMatch(/^GSTR1_\w{15}_\d{6}\.json$/);
  const gstr1 = JSON.parse(json.bytes.toString("utf8")) as { fp: string; doc_issue: unknown; hsn: unknown };
  expect(gstr1.fp).toBe(`${month.slice(5)}${month.slice(0, 4)}`);
  expect(gstr1).toHaveProperty("doc_issue.doc_det");
  expect(gstr1).toHaveProperty("hsn.hsn_b2c");

  const zip = await downloaded(page, "GSTR-1 sections (CSV, zip)");
  expect(zip.download.suggestedFilename()).toMatch(/_csv\.zip$/);
  const files = unzipFiles(new Uint8Array(zip.bytes));
  expect([...files.keys()]).toContain("b2cs.csv");
  expect(parseCsv(files.get("docs.csv")!.toString("utf8"))[0]).toEqual([
    "Nature of Document",
    "Sr. No. From",
    "Sr. No. To",
    "Total Number",
    "Cancelled",
  ]);

  const register = await downloaded(page, "Sales register (CSV)");
  expect(register.download.suggestedFilename()).toBe(`sales-register-${month}.csv`);
  const rows = parseCsv(register.bytes.toString("utf8"));
  expect(rows[0]!.slice(0, 3)).toEqual(["Date", "Document", "Number"]);
  for (const row of rows.slice(1)) expect(row[0]!.slice(0, 7)).toBe(month);
  expect(rows.find((row) => row[2] === invoice.serial)?.[1]).toBe("Tax Invoice");

  // The month's documents, listed below the summary: the purchase's tax invoice opens its page.
  const issued = section.getByRole("table", { name: /^Documents issued in / });
  const row = issued.getByRole("row").filter({ hasText: invoice.serial });
  await expect(row).toContainText("Tax invoice");
  await expect(row).toContainText("Meera Iyer");
  await expect(row).toContainText("₹");

  // Quarters are offered beside the months.
  const options = await period.locator("option").allTextContents();
  expect(options.some((label) => /^Q[1-4] \d{4}-\d{2} \(/.test(label))).toBe(true);
  await expectNoViolations(page);

  await row.getByRole("link", { name: invoice.serial }).click();
  await expect(page).toHaveURL(/\/invoice\?id=/);
  await expect(page.getByRole("article", { name: "Tax Invoice" })).toContainText(invoice.serial);
});

test("sales is not offered the GST returns", async ({ page }) => {
  await asAdmin(page, "sales");
  await page.goto("/admin-dashboard");
  await hydrated(page);
  await expect(page.getByRole("heading", { name: "Admin Panel", level: 1 })).toBeVisible();
  await expect(gstSection(page)).toHaveCount(0);
});
