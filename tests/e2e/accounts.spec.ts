// Accounts as a new person would use them: sign up, log out, log in, forget the password,
// open the e-mailed link, set a new one; and the protected pages turning people away.
import { staffSession } from "./staff.ts";
import { totp } from "../../src/server/auth/totp.ts";
import type { Page } from "@playwright/test";
import { RATE_LIMITS } from "../../src/server/rate-limit/limiter.ts";
import { expect, test } from "./fixtures.ts";
import { axeViolations, freshEmail, hydrated, outbox } from "./helpers.ts";

async function signUpThroughTheForm(page: Page, email: string, password = "first password") {
  await page.goto("/signup");
  await hydrated(page);
  await page.getByLabel("Name").fill("Asha Rao");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Phone").fill("9876543210");
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign Up" }).click();
  await expect(page).toHaveURL("/");
}

async function logInThroughTheForm(page: Page, email: string, password: string) {
  await page.goto("/login");
  await hydrated(page);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
}

test("sign up, seeing every validation message, then log out and log in", async ({ page }) => {
  await page.goto("/signup");
  await hydrated(page);
  await page.getByRole("button", { name: "Sign Up" }).click();
  await expect(page.getByText("Please fill out all required fields.")).toHaveCount(2); // name, password
  await expect(page.getByText("Invalid email address")).toBeVisible();
  await expect(page.getByText("Invalid phone number")).toBeVisible();

  // The phone's message follows each keystroke (docs/product.md D9).
  await page.getByLabel("Phone").fill("98765");
  await expect(page.getByText("Invalid phone number")).toBeVisible();
  await page.getByLabel("Phone").fill("9876543210");
  await expect(page.getByText("Invalid phone number")).toBeHidden();
  await page.getByLabel("Email").fill("asha@example");
  await page.getByLabel("Password").fill("short");
  await expect(page.getByText("Invalid email address")).toBeVisible();
  await expect(page.getByText("Password must be at least 8 characters.")).toBeVisible();

  const email = freshEmail("person");
  await page.getByLabel("Name").fill("Asha Rao");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill("first password");
  await page.getByRole("button", { name: "Sign Up" }).click();
  await expect(page).toHaveURL("/");
  await expect(page.getByRole("status").filter({ hasText: "Signup successful!" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Dashboard" })).toBeVisible();

  await page.getByRole("link", { name: "Dashboard" }).click();
  await expect(page.getByRole("heading", { name: "Dashboard" })).toBeVisible();
  await expect(page.getByText("Welcome, Asha Rao.")).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await page.getByRole("button", { name: "Log out" }).click();
  await expect(page).toHaveURL("/login");
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem("root") ?? "{}").auth)).toEqual({
    user: null,
    token: null,
  });

  await logInThroughTheForm(page, email, "wrong password");
  const error = page.getByRole("alert").filter({ hasText: "Invalid email or password." });
  await expect(error).toBeVisible();
  await expect(error.getByText("Error")).toBeVisible();
  await error.getByRole("button", { name: "Dismiss" }).click();
  await expect(error).toBeHidden();

  await page.getByLabel("Password").fill("first password");
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL("/");
  await expect(page.getByText("Login successful!")).toBeVisible();
});

test("the login page checks the e-mail before sending and links to the other screens", async ({ page }) => {
  let sent = 0;
  page.on("request", (request) => {
    if (request.url().includes("/api/v1/user/login")) sent += 1;
  });
  await page.goto("/login");
  await hydrated(page);
  await page.getByLabel("Email").fill("not an email");
  await page.getByLabel("Password").fill("whatever");
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByText("Invalid email address")).toBeVisible();
  expect(sent).toBe(0);
  await expect(page.getByRole("link", { name: "Forgot Password" })).toHaveAttribute(
    "href",
    "/forgot-password",
  );
  await expect(page.getByRole("link", { name: "Sign Up" })).toHaveAttribute("href", "/signup");
});

test("after wrong passwords from elsewhere, the owner is asked for the bot check and still gets in", async ({
  page,
}) => {
  const email = freshEmail("owner");
  await signUpThroughTheForm(page, email, "the right password");
  await page.evaluate(() => localStorage.clear());
  // Someone else guesses, as often as an account allows before it asks for the bot check.
  for (let i = 0; i < RATE_LIMITS.loginFailuresPerAccount.limit; i += 1) {
    const guess = await page.request.post("/api/v1/user/login", {
      data: { email, password: `guess number ${i}` },
    });
    expect(guess.status()).toBe(401);
  }

  await logInThroughTheForm(page, email, "the right password");
  const toasts = page.getByRole("region", { name: "Notifications" });
  await expect(toasts.getByRole("alert")).toContainText("Please complete the reCAPTCHA challenge.");
  // Not locked out: the form now shows the check, and with it ticked the owner signs in.
  const check = page.getByLabel("I'm not a robot");
  await expect(check).toBeVisible();
  await check.check();
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL("/");
  await expect(page.getByRole("status").filter({ hasText: "Login successful!" })).toBeVisible();
});

test("forget the password, open the e-mailed link, set a new one, log in with it", async ({ page }) => {
  const email = freshEmail("person");
  await signUpThroughTheForm(page, email);
  await page.evaluate(() => localStorage.clear());

  await page.goto("/forgot-password");
  await hydrated(page);
  await page.getByLabel("Email").fill("asha@");
  await expect(page.getByText("Invalid email address")).toBeVisible(); // live, before any submit
  let requests = 0;
  page.on("request", (request) => {
    if (request.url().includes("/forgot/password")) requests += 1;
  });
  await page.getByLabel("Email").fill(email);
  // Every reset e-mail goes through the bot check (D18).
  await page.getByLabel("I'm not a robot").check();
  await page.getByRole("button", { name: "Sent Reset Link" }).click();
  const toast = page.getByRole("status").filter({ hasText: "Reset link sent" });
  await expect(toast).toBeVisible();
  await expect(toast).toContainText(
    "If an account exists for this email, you will receive a password reset link shortly.",
  );
  expect(requests).toBe(1); // D7: one request, not two

  // The link arrives in the local outbox.
  let link: string | undefined;
  await expect
    .poll(async () => {
      const messages = await outbox();
      link = messages
        .filter((m) => m.to === email)
        .at(-1)
        ?.links.find((l) => l.includes("#token="));
      return link;
    })
    .toBeDefined();

  await page.goto(new URL(link!).pathname + new URL(link!).hash);
  await hydrated(page);
  await page.getByLabel("New password", { exact: true }).fill("second password");
  await page.getByLabel("Confirm new password").fill("second passwor");
  await page.getByRole("button", { name: "Set new password" }).click();
  await expect(page.getByText("The passwords do not match.")).toBeVisible();
  await page.getByLabel("Confirm new password").fill("second password");
  await page.getByRole("button", { name: "Set new password" }).click();
  await expect(page).toHaveURL("/login");
  await expect(page.getByText("Password updated")).toBeVisible();

  await logInThroughTheForm(page, email, "first password");
  await expect(page.getByRole("alert").filter({ hasText: "Invalid email or password." })).toBeVisible();
  await page.getByLabel("Password").fill("second password");
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL("/");

  // The link was spent.
  await page.goto(new URL(link!).pathname + new URL(link!).hash);
  await hydrated(page);
  await page.getByLabel("New password", { exact: true }).fill("third password!");
  await page.getByLabel("Confirm new password").fill("third password!");
  await page.getByRole("button", { name: "Set new password" }).click();
  await expect(
    page.getByRole("alert").filter({ hasText: "This reset link is invalid or has expired" }),
  ).toBeVisible();
});

test("a visitor is turned away from the protected pages without seeing them", async ({ page }) => {
  for (const path of ["/dashboard", "/admin-dashboard"]) {
    await page.goto(path);
    await expect(page).toHaveURL("/");
    await expect(page.getByRole("heading", { name: "Admin Panel" })).toHaveCount(0);
  }
});

test("a member is sent from the admin panel to their dashboard", async ({ page }) => {
  await signUpThroughTheForm(page, freshEmail("person"));
  await page.goto("/admin-dashboard");
  await expect(page).toHaveURL("/dashboard");
  await expect(page.getByRole("heading", { name: "Dashboard" })).toBeVisible();
});

test("an admin reaches the admin panel, past the second factor", async ({ page }) => {
  const admin = await staffSession(page.request);
  await logInThroughTheForm(page, admin.email, admin.password);
  await expect(page).toHaveURL("/");
  await expect(page.getByRole("link", { name: "Admin Panel" })).toBeVisible();
  await page.goto("/admin-dashboard");
  // The code of the next 30 seconds: the set-up through the API spent this one's.
  await page
    .getByLabel("Authenticator or recovery code")
    .fill(totp(admin.secret, new Date(Date.now() + 30_000)));
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByRole("heading", { name: "Admin Panel" })).toBeVisible();
  await expect(page.getByText(`Signed in as Administrator (${admin.email}).`)).toBeVisible();
});

test("a member saves their preferences from the dashboard", async ({ page }) => {
  await signUpThroughTheForm(page, freshEmail("person"));
  await page.goto("/dashboard");
  await hydrated(page);
  // The form (react-hook-form and zod) loads when asked for.
  const open = page.getByRole("button", { name: "Update preferences" });
  await expect(open).toHaveAttribute("aria-expanded", "false");
  await expect(page.getByLabel("Profession")).toHaveCount(0);
  await open.click();
  await expect(open).toHaveAttribute("aria-expanded", "true");
  await page.getByLabel("Profession").fill("Architect");
  await page.getByLabel("Weddings").check();
  await page.getByLabel("Pilgrimage tours").check();
  await page.getByRole("button", { name: "Save preferences" }).click();
  await expect(page.getByText("Your preferences are up to date.")).toBeVisible();
  await page.reload();
  await page.getByRole("button", { name: "Update preferences" }).click();
  await expect(page.getByLabel("Profession")).toHaveValue("Architect");
  await expect(page.getByLabel("Weddings")).toBeChecked();
  await expect(page.getByLabel("Events", { exact: true })).not.toBeChecked();
});

// /login, /signup and /forgot-password are public pages: crawl.spec.ts's sweep runs axe on them
// in both themes. The reset page is reached by its link only.
test("axe finds no accessibility violations on /reset-password#token=abc", async ({ page }) => {
  await page.goto("/reset-password#token=abc");
  await hydrated(page);
  expect(await axeViolations(page)).toEqual([]);
});
