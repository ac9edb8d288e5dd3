// The admin panel (docs/product.md B2 'Admin dashboard / Admin Panel', D5, D16; decision 0013) as
// an operator uses it: the summary cards, a member found by e-mail, 60 members paged through with
// the page size in the address, a CSV whose rows are the filtered list, an inquiry a member sent
// through the site moved to Quoted with a note that the member never sees; the keyboard alone, no
// accessibility violation in either theme, a failed list that retries, and the side navigation
// folded away on a phone.
//
// Members are made through the real sign-up call. Sign-up is limited per client (D10): 10 an
// hour, times RATE_LIMIT_MULTIPLIER 20 on the e2e server, so 200 an hour for all browser tests
// from 127.0.0.1. This file makes 60 + 11 + 3 of them; the other files about 30. Each run
// starts a fresh server on a fresh database, so the count starts at 0 every time.
import { asAdmin, staffSession } from "./staff.ts";
import { totp } from "../../src/server/auth/totp.ts";
import { readFile } from "node:fs/promises";
import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { parseCsv } from "../helpers/csv.ts";
import { expect, forgive, test } from "./fixtures.ts";
import { expectNoViolations, hydrated, logInThroughTheApi, toastWith } from "./helpers.ts";

const PASSWORD = "a long password";
/** "Nov 22 26 14:05": the specification's admin date format. */
const ADMIN_DATE = /^[A-Z][a-z]{2} \d{2} \d{2} \d{2}:\d{2}$/;

interface Member {
  name: string;
  email: string;
  phoneNo: string;
  accessToken: string;
}

/** A tag no other test's data contains, so that a search finds exactly this test's members. */
const uniqueTag = (prefix: string) => `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

async function createMember(request: APIRequestContext, name: string, email: string, phoneNo: string) {
  const response = await request.post("/api/v1/user/create", {
    data: { name, email, phoneNo, password: PASSWORD },
  });
  expect(response.status(), await response.text()).toBe(201);
  const { accessToken } = (await response.json()) as { accessToken: string };
  return { name, email, phoneNo, accessToken };
}

/** `count` members whose e-mails contain `tag`, made a few at a time. */
async function createMembers(request: APIRequestContext, tag: string, count: number): Promise<Member[]> {
  const members: Member[] = [];
  const digits = String(Date.now() % 1_000_000).padStart(6, "0");
  for (let start = 1; start <= count; start += 5) {
    const batch = [];
    for (let n = start; n < Math.min(start + 5, count + 1); n += 1) {
      const nn = String(n).padStart(2, "0");
      batch.push(
        createMember(request, `Member ${nn} ${tag}`, `${tag}.${nn}@example.com`, `97${digits}${nn}`),
      );
    }
    members.push(...(await Promise.all(batch)));
  }
  return members;
}

/** An event inquiry sent through the API in the member's name. */
async function sendInquiryByApi(request: APIRequestContext, member: Member): Promise<string> {
  const date = new Date(Date.now() + 60 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
  const response = await request.post("/api/v1/inquiry/create_event", {
    headers: { Authorization: `Bearer ${member.accessToken}` },
    data: {
      name: member.name,
      email: member.email,
      phone: member.phoneNo,
      eventType: "corporate",
      eventDate: date,
      numberOfGuests: 80,
      budgetRange: "₹4 lakh",
      city: "Jaipur",
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { inquiry: { reference: string } }).inquiry.reference;
}

async function logIn(page: Page, email: string, password: string) {
  await page.goto("/login");
  await hydrated(page);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL("/");
}

/**
 * A new owner (decision 0041) logs in through the form; the panel then asks for the second
 * factor's code, the next 30 seconds' (setting it up through the API spent this one's).
 */
async function logInAsAdmin(page: Page) {
  const admin = await staffSession(page.request);
  await logIn(page, admin.email, admin.password);
  await page.goto("/admin-dashboard");
  await page
    .getByLabel("Authenticator or recovery code")
    .fill(totp(admin.secret, new Date(Date.now() + 30_000)));
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByRole("heading", { name: "Admin Panel" })).toBeVisible();
  return admin;
}

/** Presses Tab (or Shift+Tab) until `target` has the focus, as a keyboard user would. */
async function tabTo(page: Page, target: Locator, key: "Tab" | "Shift+Tab" = "Tab") {
  for (let presses = 0; presses < 80; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(key);
  }
  throw new Error(`the keyboard never reached ${target.toString()}`);
}

const sideNav = (page: Page) => page.getByRole("navigation", { name: "Admin Panel" });
const lists = (page: Page) => page.getByRole("tablist", { name: "Admin lists" });
const searchBox = (page: Page, noun: string) => page.getByRole("searchbox", { name: `Search ${noun}` });
const pageStatus = (page: Page) => page.getByRole("navigation", { name: /^Pages of / }).getByRole("status");
const bodyRows = (page: Page) => page.getByRole("tabpanel").locator("tbody tr");
/** The cells of one column of the list on screen (1-based). */
const column = (page: Page, index: number) => bodyRows(page).locator(`td:nth-child(${index})`);
/** A summary card's figure, by its label. */
const card = (page: Page, label: string) => page.locator(`dt:text-is("${label}") + dd`);
/** A fact of the inquiry dialog, by its label. */
const fact = (dialog: Locator, label: string) => dialog.locator(`dt:text-is("${label}") + dd`);

/** Whole numbers as the cards show them: "1,234". */
const figureOf = async (locator: Locator) => Number((await locator.textContent())?.replaceAll(",", ""));

test("an admin finds a member, pages through 60, downloads the filtered CSV and quotes an inquiry the member then sees", async ({
  page,
}) => {
  test.slow(); // 60 sign-ups, an inquiry through the site, three log-ins
  const tag = uniqueTag("pager");
  const members = await createMembers(page.request, tag, 60);
  const member = members[0]!;

  // The member sends an event inquiry through the services page, then leaves.
  await logIn(page, member.email, PASSWORD);
  await page.goto("/services");
  await hydrated(page);
  await page.getByRole("link", { name: "Enquire now about Weddings" }).click();
  const inquiryForm = page.getByRole("dialog", { name: "Event Management" }).getByRole("form");
  await inquiryForm.getByLabel("Event type", { exact: true }).selectOption({ label: "Wedding" });
  const eventDay = new Date(Date.now() + 90 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
  await inquiryForm.getByLabel("Event date", { exact: true }).fill(eventDay);
  await inquiryForm.getByLabel("Number of guests", { exact: true }).fill("200");
  await inquiryForm.getByLabel("Budget range", { exact: true }).fill("₹10–12 lakh");
  await inquiryForm.getByLabel("City", { exact: true }).fill("Udaipur");
  await inquiryForm.getByRole("button", { name: "Send Inquiry" }).click();
  await expect(toastWith(page, "Form submitted successfully!")).toBeVisible();
  await page.goto("/dashboard");
  await hydrated(page);
  await page.getByRole("button", { name: "Log out" }).click();
  await expect(page).toHaveURL("/login");

  // The admin's panel: the users tab first, the summary cards counted on the server.
  const admin = await logInAsAdmin(page);
  await page.goto("/admin-dashboard");
  await hydrated(page);
  await expect(page).toHaveURL("/admin-dashboard?tab=users");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Admin Panel");
  await expect(sideNav(page).getByRole("link")).toHaveText([
    "Users",
    "Invoices",
    "Enquiries",
    "Inquiries",
    "Grievances",
  ]);
  await expect(sideNav(page).getByRole("link", { name: "Users" })).toHaveAttribute("aria-current", "page");
  await expect(lists(page).getByRole("tab")).toHaveText([
    "Users",
    "Invoices",
    "Enquiries",
    "Inquiries",
    "Grievances",
  ]);
  await expect(lists(page).getByRole("tab", { name: "Users" })).toHaveAttribute("aria-selected", "true");
  await expect(card(page, "Total Users")).toHaveText(/^\d[\d,]*$/);
  expect(await figureOf(card(page, "Total Users"))).toBeGreaterThanOrEqual(61); // and the admin
  expect(await figureOf(card(page, "Total Inquiries"))).toBeGreaterThanOrEqual(1);
  await expect(card(page, "Total Invoices")).toHaveText(/^\d[\d,]*$/);
  await expect(card(page, "Total Enquiries")).toHaveText(/^\d[\d,]*$/);
  const table = page.getByRole("tabpanel", { name: "Users" }).getByRole("table");
  await expect(table.getByRole("columnheader")).toHaveText(["Name", "Email", "Enrolled Date", "Phone No"]);

  // A member found by e-mail, on the server (D16).
  const sought = members[6]!;
  await searchBox(page, "users").fill(sought.email);
  await page
    .getByRole("search", { name: "Search users" })
    .getByRole("button", { name: "Search", exact: true })
    .click();
  await expect(page).toHaveURL(`/admin-dashboard?tab=users&q=${encodeURIComponent(sought.email)}`);
  await expect(pageStatus(page)).toHaveText("Showing 1–1 of 1");
  await expect(bodyRows(page)).toHaveCount(1);
  await expect(bodyRows(page).getByRole("cell")).toHaveText([
    sought.name,
    sought.email,
    ADMIN_DATE,
    sought.phoneNo,
  ]);
  await expect(table).toHaveAccessibleName(`Users matching “${sought.email}”, newest first.`);

  // Nothing found says so, and the search clears.
  await searchBox(page, "users").fill(`nobody-${tag}`);
  await searchBox(page, "users").press("Enter");
  await expect(page.getByText(`No users match “nobody-${tag}”.`)).toBeVisible();
  await page.getByRole("button", { name: "Clear search" }).first().click();
  await expect(page).toHaveURL("/admin-dashboard?tab=users");
  await expect(searchBox(page, "users")).toHaveValue("");

  // 60 members, 20 a page, the page size in the address.
  await page.goto(`/admin-dashboard?tab=users&q=${tag}&limit=20`);
  await hydrated(page);
  const previous = page.getByRole("button", { name: "Previous" });
  const next = page.getByRole("button", { name: "Next" });
  await expect(pageStatus(page)).toHaveText("Showing 1–20 of 60");
  await expect(page.getByText("Page 1 of 3")).toBeVisible();
  await expect(previous).toBeDisabled();
  await expect(bodyRows(page)).toHaveCount(20);
  const seen = new Set(await column(page, 2).allTextContents());
  await next.click();
  await expect(page).toHaveURL(`/admin-dashboard?tab=users&q=${tag}&page=2`);
  await expect(pageStatus(page)).toHaveText("Showing 21–40 of 60");
  await expect(previous).toBeEnabled();
  await expect(bodyRows(page)).toHaveCount(20);
  for (const email of await column(page, 2).allTextContents()) seen.add(email);
  await next.click();
  await expect(pageStatus(page)).toHaveText("Showing 41–60 of 60");
  await expect(page.getByText("Page 3 of 3")).toBeVisible();
  await expect(next).toBeDisabled();
  await expect(bodyRows(page)).toHaveCount(20);
  for (const email of await column(page, 2).allTextContents()) seen.add(email);
  expect([...seen].sort()).toEqual(members.map((m) => m.email).sort());
  // Back, and a reload, keep to the address.
  await page.goBack();
  await expect(page).toHaveURL(`/admin-dashboard?tab=users&q=${tag}&page=2`);
  await expect(pageStatus(page)).toHaveText("Showing 21–40 of 60");
  await page.reload();
  await hydrated(page);
  await expect(pageStatus(page)).toHaveText("Showing 21–40 of 60");
  await expect(searchBox(page, "users")).toHaveValue(tag);
  await page.getByLabel("Rows per page").selectOption("50");
  await expect(page).toHaveURL(`/admin-dashboard?tab=users&q=${tag}&limit=50`);
  await expect(pageStatus(page)).toHaveText("Showing 1–50 of 60");
  // A page past the end shows the last one.
  await page.goto(`/admin-dashboard?tab=users&q=${tag}&limit=50&page=9`);
  await expect(pageStatus(page)).toHaveText("Showing 51–60 of 60");
  await expect(page).toHaveURL(`/admin-dashboard?tab=users&q=${tag}&page=2&limit=50`);

  // The CSV holds the whole filtered list, every page of it.
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Download CSV" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^users-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = parseCsv(await readFile((await download.path())!, "utf8"));
  expect(csv[0]).toEqual(["Name", "Email", "Enrolled Date", "Phone No"]);
  const rows = csv.slice(1);
  expect(rows).toHaveLength(60);
  expect(rows.map(([, email]) => email).sort()).toEqual(members.map((m) => m.email).sort());
  for (const [name, email, enrolled, phone] of rows) {
    const made = members.find((m) => m.email === email)!;
    expect([name, phone]).toEqual([made.name, made.phoneNo]);
    expect(enrolled).toMatch(ADMIN_DATE);
  }
  await expect(toastWith(page, `${download.suggestedFilename()} is in your downloads.`)).toBeVisible();

  // The member's inquiry, from the side navigation, filtered by type and found by e-mail.
  await sideNav(page).getByRole("link", { name: "Inquiries" }).click();
  await expect(page).toHaveURL("/admin-dashboard?tab=inquiries&limit=50");
  await expect(lists(page).getByRole("tab", { name: "Inquiries" })).toBeFocused();
  await page.getByLabel("Type", { exact: true }).selectOption({ label: "Event" });
  await searchBox(page, "inquiries").fill(member.email);
  await searchBox(page, "inquiries").press("Enter");
  await expect(page).toHaveURL(
    `/admin-dashboard?tab=inquiries&q=${encodeURIComponent(member.email)}&type=event&limit=50`,
  );
  await expect(bodyRows(page)).toHaveCount(1);
  const inquiryTable = page.getByRole("tabpanel", { name: "Inquiries" }).getByRole("table");
  await expect(inquiryTable.getByRole("columnheader")).toHaveText([
    "Reference",
    "Type",
    "Name",
    "City",
    "Received",
    "Status",
  ]);
  await expect(bodyRows(page).getByRole("cell")).toHaveText([
    /^Open inquiry EVT-[0-9A-Z]{8}$/,
    "Event",
    `${member.name}Wedding event`,
    "Udaipur",
    ADMIN_DATE,
    "New",
  ]);
  const open = bodyRows(page).getByRole("button", { name: /^Open inquiry EVT-/ });
  const reference = (await open.textContent())!.replace("Open inquiry ", "");
  await open.click();

  const dialog = page.getByRole("dialog", { name: `Inquiry ${reference}` });
  await expect(dialog).toBeVisible();
  await expect(fact(dialog, "Type")).toHaveText("Event");
  await expect(fact(dialog, "Name")).toHaveText(member.name);
  await expect(fact(dialog, "Email")).toHaveText(member.email);
  await expect(fact(dialog, "City")).toHaveText("Udaipur");
  // Signed up through the form, the address not confirmed yet: the panel says what that means.
  await expect(fact(dialog, "Sent from the account")).toHaveText(
    `${member.name} (${member.email}). Not confirmed yet: quotes and messages are not sent to this address, only payment documents.`,
  );
  await expect(fact(dialog, "Event type")).toHaveText("Wedding");
  await expect(fact(dialog, "Number of guests")).toHaveText("200");
  await expect(fact(dialog, "Budget range")).toHaveText("₹10–12 lakh");
  await expect(fact(dialog, "Venue booking")).toHaveText("No");
  await expect(fact(dialog, "Status")).toHaveText("New");
  await expect(dialog.getByRole("region", { name: "Status history" })).toContainText("No changes yet");

  const note = `Quoted ₹11 lakh for 200 guests; call back on Monday (${tag}-note).`;
  await dialog.getByLabel("Status", { exact: true }).selectOption({ label: "Quoted" });
  await dialog.getByLabel("Internal note (optional)").fill(note);
  await dialog.getByRole("button", { name: "Save status" }).click();
  await expect(
    dialog.getByRole("status").filter({ hasText: `Saved: ${reference} is now Quoted.` }),
  ).toBeVisible();
  await expect(toastWith(page, `${reference} is now Quoted.`)).toBeVisible();
  await expect(fact(dialog, "Status")).toHaveText("Quoted");
  const history = dialog.getByRole("region", { name: "Status history" }).getByRole("listitem");
  await expect(history).toHaveCount(1);
  await expect(history).toContainText("New");
  await expect(history).toContainText("Quoted");
  await expect(history).toContainText(`by Administrator (${admin.email})`);
  await expect(history).toContainText(note);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(open).toBeFocused();
  await expect(bodyRows(page).getByRole("cell").last()).toHaveText("Quoted"); // the list refetched

  // The member sees Quoted on their dashboard, and never the note.
  await sideNav(page).getByRole("button", { name: "Log out" }).click();
  await expect(page).toHaveURL("/login");
  await logIn(page, member.email, PASSWORD);
  const listed = page.waitForResponse((response) =>
    response.url().includes("/api/v1/inquiry/get_all_user_inquirys"),
  );
  await page.goto("/dashboard#inquiries");
  await hydrated(page);
  expect(await (await listed).text()).not.toContain(`${tag}-note`);
  const card2 = page.getByRole("article", { name: "Wedding event" });
  await expect(card2).toContainText(`Reference${reference}`);
  await expect(card2).toContainText("StatusQuoted");
  expect(await page.content()).not.toContain(`${tag}-note`);
});

test("a member is sent from the admin panel to their dashboard, a visitor to the home page", async ({
  page,
}) => {
  await page.goto("/admin-dashboard");
  await expect(page).toHaveURL("/");
  const member = await createMember(
    page.request,
    "Rohan Gupta",
    `${uniqueTag("guard")}@example.com`,
    "9812345670",
  );
  await logInThroughTheApi(page, { email: member.email, password: PASSWORD });
  await page.goto("/admin-dashboard");
  await expect(page).toHaveURL("/dashboard");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Dashboard");
  await expect(sideNav(page)).toHaveCount(0);
});

test("an admin works the panel with the keyboard alone", async ({ page }) => {
  const tag = uniqueTag("keys");
  const members = await createMembers(page.request, tag, 11);
  const reference = await sendInquiryByApi(page.request, members[10]!);
  await asAdmin(page);
  await page.goto(`/admin-dashboard?tab=users&limit=10`);
  await hydrated(page);
  await expect(pageStatus(page)).toBeVisible();

  // The search: typed, sent with Enter, cleared with Escape.
  const search = searchBox(page, "users");
  await tabTo(page, search);
  await page.keyboard.type(members[4]!.email);
  await page.keyboard.press("Enter");
  await expect(pageStatus(page)).toHaveText("Showing 1–1 of 1");
  await expect(search).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(search).toHaveValue("");
  await expect(page).toHaveURL("/admin-dashboard?tab=users&limit=10");
  await page.keyboard.type(tag);
  await page.keyboard.press("Enter");
  await expect(pageStatus(page)).toHaveText("Showing 1–10 of 11");

  // The pages: Next and Previous by Enter; the focus stays on the button at either end.
  const next = page.getByRole("button", { name: "Next" });
  await tabTo(page, next);
  await page.keyboard.press("Enter");
  await expect(pageStatus(page)).toHaveText("Showing 11–11 of 11");
  await expect(page).toHaveURL(`/admin-dashboard?tab=users&q=${tag}&page=2&limit=10`);
  await expect(next).toBeDisabled();
  await expect(next).toBeFocused();
  await page.keyboard.press("Enter"); // nothing past the end
  await expect(pageStatus(page)).toHaveText("Showing 11–11 of 11");
  await tabTo(page, page.getByRole("button", { name: "Previous" }), "Shift+Tab");
  await page.keyboard.press("Enter");
  await expect(pageStatus(page)).toHaveText("Showing 1–10 of 11");

  // The tabs: one tab stop, arrow keys, Home and End.
  const users = lists(page).getByRole("tab", { name: "Users" });
  await tabTo(page, users, "Shift+Tab");
  await page.keyboard.press("ArrowRight");
  await expect(lists(page).getByRole("tab", { name: "Invoices" })).toBeFocused();
  await expect(page).toHaveURL("/admin-dashboard?tab=invoices&limit=10");
  await page.keyboard.press("End");
  await expect(lists(page).getByRole("tab", { name: "Grievances" })).toHaveAttribute("aria-selected", "true");
  await expect(page).toHaveURL("/admin-dashboard?tab=grievances&limit=10");
  await page.keyboard.press("ArrowLeft");
  await expect(lists(page).getByRole("tab", { name: "Inquiries" })).toHaveAttribute("aria-selected", "true");
  await expect(page).toHaveURL("/admin-dashboard?tab=inquiries&limit=10");

  // An inquiry opens with Enter, and Escape gives the focus back to its row.
  await tabTo(page, searchBox(page, "inquiries"), "Shift+Tab");
  await page.keyboard.type(reference);
  await page.keyboard.press("Enter");
  await expect(pageStatus(page)).toHaveText("Showing 1–1 of 1");
  const open = page.getByRole("button", { name: `Open inquiry ${reference}` });
  await tabTo(page, open);
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: `Inquiry ${reference}` });
  await expect(dialog).toBeVisible();
  await expect(fact(dialog, "Event type")).toHaveText("Corporate");
  await tabTo(page, dialog.getByLabel("Status", { exact: true }));
  await page.keyboard.press("Tab");
  await expect(dialog.getByLabel("Internal note (optional)")).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(open).toBeFocused();

  // The side navigation: a link by Enter, and the chosen tab takes the focus.
  await tabTo(page, sideNav(page).getByRole("link", { name: "Enquiries" }), "Shift+Tab");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL("/admin-dashboard?tab=enquiries&limit=10");
  await expect(lists(page).getByRole("tab", { name: "Enquiries" })).toBeFocused();
  await expect(sideNav(page).getByRole("link", { name: "Enquiries" })).toHaveAttribute(
    "aria-current",
    "page",
  );
});

for (const theme of ["dark", "light"] as const) {
  test(`axe finds no violation on any tab or in the inquiry dialog (${theme} theme)`, async ({ page }) => {
    const member = await createMember(
      page.request,
      "Kavya Menon",
      `${uniqueTag(`axe-${theme}`)}@example.com`,
      "9845012345",
    );
    const reference = await sendInquiryByApi(page.request, member);
    await page.addInitScript((chosen) => localStorage.setItem("vite-ui-theme", chosen), theme);
    await asAdmin(page);
    for (const tab of ["users", "invoices", "enquiries", "grievances", "inquiries"]) {
      await page.goto(`/admin-dashboard?tab=${tab}`);
      await hydrated(page);
      await expect(card(page, "Total Users")).toHaveText(/^\d/);
      await expect(
        page
          .getByRole("tabpanel")
          .getByRole("table")
          .or(page.getByText(/ yet\.$/)),
      ).toBeVisible();
      await expect(page.getByRole("tabpanel").locator("[aria-busy]")).toHaveCount(0);
      await expectNoViolations(page);
    }
    await searchBox(page, "inquiries").fill(reference);
    await searchBox(page, "inquiries").press("Enter");
    await page.getByRole("button", { name: `Open inquiry ${reference}` }).click();
    const dialog = page.getByRole("dialog", { name: `Inquiry ${reference}` });
    await expect(fact(dialog, "Event type")).toHaveText("Corporate");
    await expectNoViolations(page);
  });
}

test("a list that fails says why and retries; a CSV that fails says so", async ({ page, pageProblems }) => {
  let refusals = 1;
  await page.route(
    (url) => url.pathname === "/api/v1/user/admin",
    (route) =>
      refusals-- > 0
        ? route.fulfill({ status: 503, json: { err: "The database is not answering. Please try again." } })
        : route.continue(),
  );
  await page.route("**/api/v1/user/admin/export.csv*", (route) =>
    route.fulfill({ status: 503, json: { err: "The export could not be made just now." } }),
  );
  await asAdmin(page);
  await page.goto("/admin-dashboard");
  await hydrated(page);
  const failure = page
    .getByRole("alert")
    .filter({ hasText: "Users could not be loaded: The database is not answering. Please try again." });
  await expect(failure).toBeVisible();
  await expectNoViolations(page);
  await failure.getByRole("button", { name: "Try again" }).click();
  await expect(failure).toHaveCount(0);
  await expect(pageStatus(page)).toHaveText(/^Showing 1–\d+ of \d+$/);

  const button = page.getByRole("button", { name: "Download CSV" });
  await button.click();
  await expect(toastWith(page, "The export could not be made just now.")).toBeVisible();
  await expect(toastWith(page, "Error")).toHaveAttribute("role", "alert");
  await expect(button).toBeEnabled();
  forgive(pageProblems, /status of 503/);
});

test("on a phone the side navigation folds behind a menu button and no tab scrolls the page sideways", async ({
  page,
}) => {
  // An enquiry without a phone: its "Not given" is text for screen readers only, which must
  // scroll with its table rather than widen the page.
  const sent = await page.request.post("/api/v1/contact/create", {
    data: {
      name: "Ishita Jain",
      email: `${uniqueTag("phone")}@example.com`,
      phone: "",
      subject: "travel",
      message: "School trip to Jaisalmer for 40 students and 4 teachers, in the first week of February.",
      capchaToken: "local-captcha-ok.AAAAAAAAAAAAAAAAAAAAAA",
    },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  await page.setViewportSize({ width: 390, height: 844 });
  await asAdmin(page);
  for (const tab of ["users", "invoices", "enquiries", "inquiries", "grievances"]) {
    await page.goto(`/admin-dashboard?tab=${tab}`);
    await hydrated(page);
    await expect(pageStatus(page).or(page.getByText(/ yet\.$/))).toBeVisible();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width, `no sideways scrolling of the page on the ${tab} tab`).toBeLessThanOrEqual(390);
  }

  const menu = page.getByRole("button", { name: "Admin menu" });
  await expect(menu).toHaveAttribute("aria-expanded", "false");
  await expect(sideNav(page)).toBeHidden();
  await expectNoViolations(page);

  await menu.click();
  await expect(sideNav(page)).toBeVisible();
  await sideNav(page).getByRole("link", { name: "Enquiries" }).click();
  await expect(sideNav(page)).toBeHidden();
  await expect(menu).toHaveAttribute("aria-expanded", "false");
  await expect(lists(page).getByRole("tab", { name: "Enquiries" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("tabpanel", { name: "Enquiries" }).getByRole("table")).toBeVisible();

  await menu.click();
  await sideNav(page).getByRole("link", { name: "Users" }).focus();
  await page.keyboard.press("Escape");
  await expect(sideNav(page)).toBeHidden();
  await expect(menu).toBeFocused();
});
