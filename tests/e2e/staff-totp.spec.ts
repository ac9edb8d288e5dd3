// A staff member's second factor in the browser (decision 0041): added by the owner, they sign in
// with the password, set up TOTP in the admin panel (the key shown as text, the code computed here
// from it as an authenticator app would), keep the recovery codes shown once, see only what their
// role may use, and at the next sign-in give the password and then a code.
import type { Page } from "@playwright/test";
import { totp } from "../../src/server/auth/totp.ts";
import { expect, test } from "./fixtures.ts";
import { STAFF_MESSAGES } from "../../src/schemas/staff.ts";
import { expectNoViolations, freshEmail, freshPhone, hydrated, toastWith } from "./helpers.ts";
import { asAdmin, newStaffMember, staffSession } from "./staff.ts";

async function logInThroughTheForm(page: Page, email: string, password: string) {
  await page.goto("/login");
  await hydrated(page);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL("/");
}

test("a staff member sets up TOTP at the first sign-in and signs in with a code the next time", async ({
  page,
}) => {
  const staff = await newStaffMember(page.request, "sales", "Sanjay Sales");
  await logInThroughTheForm(page, staff.email, staff.password);

  await page.goto("/admin-dashboard");
  await expect(page.getByRole("heading", { name: "Set up your second factor" })).toBeVisible();
  await page.getByRole("button", { name: "Set up" }).click();
  const secret = (await page.getByText(/^[A-Z2-7]{32}$/).textContent())!;
  await expect(page.getByRole("link", { name: /^otpauth:\/\/totp\// })).toHaveAttribute(
    "href",
    new RegExp(`^otpauth://totp/.*\\?secret=${secret}&issuer=Nova%20Experience`),
  );

  // A wrong code first: said on the field, nothing turned on.
  const wrong = totp(secret, new Date()) === "000000" ? "111111" : "000000";
  await page.getByLabel("Code from the app").fill(wrong);
  await page.getByRole("button", { name: "Turn on" }).click();
  await expect(page.getByText("That code is not right. Please try again.")).toBeVisible();
  await page.getByLabel("Code from the app").fill(totp(secret, new Date()));
  await page.getByRole("button", { name: "Turn on" }).click();

  await expect(page.getByRole("heading", { name: "Your recovery codes" })).toBeVisible();
  await expect(page.getByRole("list", { name: "Recovery codes" }).getByRole("listitem")).toHaveCount(10);
  await page.getByRole("button", { name: "I have saved them" }).click();

  // The panel, with sales' tabs only: no invoices, no CSV downloads, no staff.
  await expect(page.getByRole("heading", { name: "Admin Panel" })).toBeVisible();
  await expect(page.getByText(`Signed in as Sanjay Sales (${staff.email}). Role: sales.`)).toBeVisible();
  const tabs = page.getByRole("tablist", { name: "Admin lists" }).getByRole("tab");
  await expect(tabs).toHaveText(["Users", "Enquiries", "Inquiries", "Grievances"]);
  await expect(page.getByRole("button", { name: "Download CSV" })).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "Staff", exact: true })).toHaveCount(0);

  // The next sign-in: the password, then the code (the next 30 seconds': this one is spent).
  await page.getByRole("button", { name: "Log out" }).first().click();
  await expect(page).toHaveURL("/login");
  await logInThroughTheForm(page, staff.email, staff.password);
  await page.goto("/admin-dashboard");
  await expect(page.getByRole("heading", { name: "Enter your code" })).toBeVisible();
  await page.getByLabel("Authenticator or recovery code").fill(totp(secret, new Date(Date.now() + 30_000)));
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByRole("heading", { name: "Admin Panel" })).toBeVisible();
  await expect(tabs).toHaveText(["Users", "Enquiries", "Inquiries", "Grievances"]);
});

test("the owner opens the staff and their record, changes a role and removes someone after confirming", async ({
  page,
}) => {
  const sales = await newStaffMember(page.request, "sales", "Rohan Sales");
  await asAdmin(page);
  await page.goto("/admin-dashboard");
  await hydrated(page);
  await page.getByText("Staff and the staff record").click();
  const role = page.getByLabel(`Role of ${sales.email}`);
  await expect(role).toHaveValue("sales");
  await role.selectOption({ label: "Accounts" });
  await expect(toastWith(page, `${sales.email} is now Accounts.`)).toBeVisible();
  // The record reads as words, names the person, and shows the change without a reload.
  const record = page.getByRole("region", { name: "Staff record" });
  const person = `Rohan Sales (${sales.email})`;
  await expect(
    record.getByRole("row").filter({ hasText: "Changed the role: sales → accounts" }),
  ).toContainText(person);
  await expect(page.getByRole("button", { name: "Download CSV" }).last()).toBeEnabled();
  await expectNoViolations(page);

  // Adding an account whose address nobody confirmed is refused; the address typed stays, and
  // the role offered first is the least one.
  const waiting = freshEmail("staff.waiting");
  const signedUp = await page.request.post("/api/v1/user/create", {
    data: { name: "Not Yet Confirmed", email: waiting, phoneNo: freshPhone(), password: "a staff password" },
  });
  expect(signedUp.status()).toBe(201);
  const address = page.getByLabel("Add an account by e-mail");
  await expect(page.getByLabel("Role", { exact: true })).toHaveValue("sales");
  await address.fill(waiting);
  await page.getByRole("button", { name: "Add to staff" }).click();
  await expect(toastWith(page, "Error", STAFF_MESSAGES.unconfirmed)).toBeVisible();
  await expect(address).toHaveValue(waiting);

  // Signing someone out everywhere (a lost phone, a shared computer) is asked again too.
  await page.getByRole("button", { name: `Sign out ${sales.email} everywhere` }).click();
  await expect(page.getByRole("group", { name: `Confirm for ${sales.email}` })).toContainText(
    `Sign ${sales.email} out on every device?`,
  );
  await page.getByRole("button", { name: "Yes, sign out" }).click();
  await expect(toastWith(page, `${sales.email} is signed out everywhere.`)).toBeVisible();
  await expect(record.getByRole("row").filter({ hasText: "Signed out everywhere" })).toContainText(person);

  // A second factor is reset only where one was set up: Rohan has none yet; Meera's, reset after
  // the question, is gone, and so is her button.
  await expect(page.getByRole("button", { name: `Reset factor of ${sales.email}` })).toHaveCount(0);
  const accounts = await staffSession(page.request, "accounts", "Meera Accounts");
  await page.reload();
  await hydrated(page);
  await page.getByText("Staff and the staff record").click();
  const meera = page
    .getByRole("region", { name: "Staff members and their roles" })
    .getByRole("row")
    .filter({ hasText: accounts.email });
  await expect(meera).toContainText("Set up");
  await page.getByRole("button", { name: `Reset factor of ${accounts.email}` }).click();
  await page
    .getByRole("group", { name: `Confirm for ${accounts.email}` })
    .getByRole("button", { name: "Yes, reset it" })
    .click();
  await expect(
    toastWith(page, `${accounts.email} sets up the second factor again at the next sign-in.`),
  ).toBeVisible();
  await expect(meera).toContainText("Not set up");
  await expect(page.getByRole("button", { name: `Reset factor of ${accounts.email}` })).toHaveCount(0);

  // Removing someone is asked again; "Not yet" leaves them on the staff.
  await page.getByRole("button", { name: `Remove ${sales.email}` }).click();
  const confirm = page.getByRole("group", { name: `Confirm for ${sales.email}` });
  await expect(confirm).toContainText(`Remove ${sales.email} from the staff? They are signed out everywhere`);
  await confirm.getByRole("button", { name: "Not yet" }).click();
  await expect(role).toHaveValue("accounts");
  await page.getByRole("button", { name: `Remove ${sales.email}` }).click();
  await confirm.getByRole("button", { name: "Yes, remove" }).click();
  await expect(toastWith(page, `${sales.email} is no longer on the staff.`)).toBeVisible();
  await expect(role).toHaveCount(0);
  await expect(record.getByRole("row").filter({ hasText: "Removed from the staff" })).toContainText(person);
});
